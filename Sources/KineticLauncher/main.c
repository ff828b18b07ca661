/* `kinetic`: the program a user runs. It replaces itself (execv: same process id, same arguments, same environment)
 * with `kinetic-solve` when the first argument is `solve`, and with `kinetic-app` (the window, every other
 * subcommand, --help and --version) otherwise.
 *
 * It is C, linked as a static executable, because it runs before anything else: in Swift the runtime, Foundation and
 * the app's libraries (SDL, SDL_ttf, libsystemd, libpng, Chipmunk…) would be mapped and relocated before main, and
 * `kinetic solve` would pay for loading images and fonts it never uses. As it is, the launcher costs well under a
 * millisecond and `kinetic-solve` loads only the solver.
 *
 * The programs are looked for beside the launcher (a build folder: .build/release/kinetic-app), then in
 * <prefix>/libexec/kinetic/ for an installed <prefix>/bin/kinetic. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Exit statuses of a shell that cannot find, or cannot run, a command. */
enum { EXIT_NOT_FOUND = 127, EXIT_CANNOT_RUN = 126 };

static const char SOLVE_SUBCOMMAND[] = "solve";
static const char SOLVE_PROGRAM[] = "kinetic-solve";
static const char APP_PROGRAM[] = "kinetic-app";
/* Where an installed launcher's programs live, relative to its prefix. */
static const char LIBEXEC_FOLDER[] = "libexec/kinetic";

/* The folder holding `path`, written to `folder` (the path itself is absolute, from /proc/self/exe). */
static void parent_folder(const char *path, char *folder, size_t size) {
    snprintf(folder, size, "%s", path);
    char *slash = strrchr(folder, '/');
    if (slash == folder) slash[1] = '\0'; /* the root keeps its slash */
    else if (slash) *slash = '\0';
}

int main(int argc, char *argv[]) {
    const char *program = (argc > 1 && strcmp(argv[1], SOLVE_SUBCOMMAND) == 0) ? SOLVE_PROGRAM : APP_PROGRAM;

    char self[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length < 0) {
        fprintf(stderr, "kinetic: cannot start %s: /proc/self/exe is unreadable (%s), so the launcher cannot find "
                        "its own folder; is /proc mounted?\n", program, strerror(errno));
        return EXIT_NOT_FOUND;
    }
    self[length] = '\0';

    char folder[PATH_MAX], prefix[PATH_MAX];
    parent_folder(self, folder, sizeof folder);
    parent_folder(folder, prefix, sizeof prefix);
    char beside[2 * PATH_MAX], installed[2 * PATH_MAX];
    snprintf(beside, sizeof beside, "%s/%s", strcmp(folder, "/") == 0 ? "" : folder, program);
    snprintf(installed, sizeof installed, "%s/%s/%s", strcmp(prefix, "/") == 0 ? "" : prefix, LIBEXEC_FOLDER,
             program);

    const char *candidates[] = {beside, installed};
    for (size_t index = 0; index < sizeof candidates / sizeof *candidates; index++) {
        execv(candidates[index], argv);
        if (errno != ENOENT && errno != ENOTDIR) { /* there, but not runnable: say why rather than look further */
            fprintf(stderr, "kinetic: cannot run %s: %s\n", candidates[index], strerror(errno));
            return EXIT_CANNOT_RUN;
        }
    }
    fprintf(stderr, "kinetic: cannot find %s: tried %s and %s (build every product with `make build`, or "
                    "reinstall with `make install`)\n", program, beside, installed);
    return EXIT_NOT_FOUND;
}
