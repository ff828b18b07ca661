#ifndef KINETIC_CSYSTEMDBUS_SHIM_H
#define KINETIC_CSYSTEMDBUS_SHIM_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <systemd/sd-bus.h>

/* Whether a failed call may still have reached the notification service: it was handed to the bus and then no
 * answer came (time-out, connection lost), or the answer was malformed. sd-bus sends a call exactly once and
 * never retries, so such a call must not be re-sent by us either: a stalled service shows it when it wakes. */
static inline int kinetic_notify_may_have_been_delivered(int r, const sd_bus_error *error) {
    return r == -ETIMEDOUT || r == -ECONNRESET || r == -EPIPE || r == -ENOTCONN || r == -ESHUTDOWN
        || sd_bus_error_has_name(error, SD_BUS_ERROR_NO_REPLY) || sd_bus_error_has_name(error, SD_BUS_ERROR_TIMEOUT);
}

/* One org.freedesktop.Notifications.Notify call (signature susssasa{sv}i) on the user's session bus.
 * Written in C because sd-bus's convenient calls are variadic, which Swift cannot import.
 * Returns 0 and the notification id on success; a negative errno otherwise, with the D-Bus error name (for
 * example org.freedesktop.DBus.Error.ServiceUnknown) copied into error_name when the bus answered one, and
 * *out_may_have_been_delivered set when the call was sent but its outcome is unknown (see above). */
static inline int kinetic_notify(const char *app_name, const char *icon, const char *summary, const char *body,
                                 const char *desktop_entry, int32_t expire_ms, uint64_t call_timeout_usec,
                                 uint32_t *out_id, char *error_name, size_t error_name_size,
                                 int *out_may_have_been_delivered) {
    sd_bus *bus = NULL;
    sd_bus_message *call = NULL, *reply = NULL;
    sd_bus_error error = SD_BUS_ERROR_NULL;
    uint32_t replaces = 0;
    *out_may_have_been_delivered = 0;
    int r = sd_bus_open_user(&bus);
    if (r < 0) { if (error_name && error_name_size) snprintf(error_name, error_name_size, "no session bus"); return r; }
    r = sd_bus_message_new_method_call(bus, &call, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                       "org.freedesktop.Notifications", "Notify");
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', app_name);
    if (r >= 0) r = sd_bus_message_append_basic(call, 'u', &replaces);
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', icon);
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', summary);
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', body);
    if (r >= 0) r = sd_bus_message_open_container(call, 'a', "s");
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_open_container(call, 'a', "{sv}");
    if (r >= 0) r = sd_bus_message_open_container(call, 'e', "sv");
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', "desktop-entry");
    if (r >= 0) r = sd_bus_message_open_container(call, 'v', "s");
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', desktop_entry);
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_append_basic(call, 'i', &expire_ms);
    if (r >= 0) {
        r = sd_bus_call(bus, call, call_timeout_usec, &error, &reply);
        if (r < 0) *out_may_have_been_delivered = kinetic_notify_may_have_been_delivered(r, &error);
    }
    if (r < 0 && error_name && error_name_size) {
        snprintf(error_name, error_name_size, "%s", error.name ? error.name : strerror(-r));
    }
    if (r >= 0) {
        r = sd_bus_message_read_basic(reply, 'u', out_id);
        if (r < 0) {
            *out_may_have_been_delivered = 1;
            if (error_name && error_name_size) snprintf(error_name, error_name_size, "malformed reply: %s", strerror(-r));
        }
    }
    sd_bus_error_free(&error);
    sd_bus_message_unref(reply);
    sd_bus_message_unref(call);
    sd_bus_flush_close_unref(bus);
    return r < 0 ? r : 0;
}

/* The accessibility bridge's thread sleeps in poll() on its bus and on an eventfd the main thread writes to when it
 * has a new tree to publish. eventfd and poll's timeout arithmetic live here because Swift's Glibc module does not
 * bring in <sys/eventfd.h>. */
#include <errno.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

/* A non-blocking eventfd to wake kinetic_bus_wait_or_wake from another thread; -errno on failure. */
static inline int kinetic_wake_fd_create(void) {
    int fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

/* Wakes the thread waiting on wake_fd (safe from any thread). */
static inline void kinetic_wake_fd_signal(int wake_fd) {
    uint64_t one = 1;
    ssize_t written = write(wake_fd, &one, sizeof one);
    (void)written;
}

/* Sleeps until the bus has work (input, room for queued output, its next time-out) or wake_fd is signalled, at
 * most max_usec (UINT64_MAX: no limit). Returns 1 when wake_fd woke it (and clears it), 0 otherwise, -errno on
 * failure. */
static inline int kinetic_bus_wait_or_wake(sd_bus *bus, int wake_fd, uint64_t max_usec) {
    int bus_fd = sd_bus_get_fd(bus);
    if (bus_fd < 0) return bus_fd;
    int events = sd_bus_get_events(bus);
    if (events < 0) return events;
    uint64_t until = UINT64_MAX, wait = max_usec;
    if (sd_bus_get_timeout(bus, &until) > 0 && until != UINT64_MAX) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        uint64_t now_usec = (uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u;
        uint64_t left = until > now_usec ? until - now_usec : 0;
        if (left < wait) wait = left;
    }
    struct pollfd fds[2] = {{.fd = bus_fd, .events = (short)events}, {.fd = wake_fd, .events = POLLIN}};
    int timeout_ms = wait == UINT64_MAX ? -1 : (int)((wait + 999u) / 1000u);
    int r = poll(fds, 2, timeout_ms);
    if (r < 0) return errno == EINTR ? 0 : -errno;
    if (fds[1].revents & POLLIN) {
        uint64_t count;
        ssize_t got = read(wake_fd, &count, sizeof count);
        (void)got;
        return 1;
    }
    return 0;
}

#endif
