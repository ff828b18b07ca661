#ifndef KINETIC_CALSAQUIET_SHIM_H
#define KINETIC_CALSAQUIET_SHIM_H

/* The sound device's C helpers (the mixing itself is Platform's own, MixerVoices.swift; SDL_mixer is not used).
 * A second copy of SDL's headers in this module made Swift lose SDL_TRUE in files importing only CSDL2 whenever the
 * module cache was empty. */

#include <dlfcn.h>
#include <stddef.h>

/* ALSA's library prints its own errors to stderr (eight lines for "no sound card"), around the one line the app
 * prints about having no sound. These quieten it while SDL opens the device: SDL loads ALSA at run time, and a
 * second dlopen of the same library shares the first one's error handler. Written in C because the handler is
 * variadic. */
typedef void (*kinetic_alsa_error_handler)(const char *file, int line, const char *function, int err,
                                           const char *fmt, ...);

static void kinetic_alsa_ignore_error(const char *file, int line, const char *function, int err, const char *fmt,
                                      ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/* Installs the quiet handler until kinetic_alsa_quiet_end; returns the library handle to pass to it, or NULL when
 * ALSA is not installed. */
static inline void *kinetic_alsa_quiet_begin(void) {
    void *alsa = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!alsa) return NULL;
    int (*set_handler)(kinetic_alsa_error_handler) =
        (int (*)(kinetic_alsa_error_handler))dlsym(alsa, "snd_lib_error_set_handler");
    if (set_handler) set_handler(kinetic_alsa_ignore_error);
    return alsa;
}

/* Gives ALSA its own error handler back (so a device that opened reports later errors) and releases the handle. */
static inline void kinetic_alsa_quiet_end(void *alsa) {
    if (!alsa) return;
    int (*set_handler)(kinetic_alsa_error_handler) =
        (int (*)(kinetic_alsa_error_handler))dlsym(alsa, "snd_lib_error_set_handler");
    if (set_handler) set_handler(NULL);
    dlclose(alsa);
}

#endif
