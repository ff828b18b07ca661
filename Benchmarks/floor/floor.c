/* The floor Kinetic's launch and memory are measured against: the least an SDL2 program does to show a window —
 * SDL_Init(SDL_INIT_VIDEO), a 1024x720 window, an accelerated renderer, one clear and one present.
 *
 * `kinetic-floor --software` is the same with SDL's software renderer drawing straight into the window's shared-
 * memory framebuffer, as Kinetic draws on a machine with no GPU: the least such a program costs.
 *
 * It prints when the present returned, on CLOCK_MONOTONIC (so the process that spawned it can time process start
 * to first present, exactly as it times Kinetic's `app.ready`), and its resident memory; then it waits to be
 * closed or terminated, so its memory can be read from /proc/PID/status too. `make bench` builds and runs it. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static long resident_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kilobytes = -1;
    while (status && fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmRSS:", 6) == 0) sscanf(line + 6, "%ld", &kilobytes);
    }
    if (status) fclose(status);
    return kilobytes;
}

int main(int argc, char **argv) {
    int software = argc > 1 && strcmp(argv[1], "--software") == 0;
    if (software) {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "kinetic-floor: SDL_Init failed: %s (run it under X11 or Wayland, e.g. xvfb-run)\n",
                SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("Kinetic floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1024, 720,
                                          SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *renderer =
        window ? SDL_CreateRenderer(window, -1,
                                    software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC)
               : NULL;
    if (!renderer) {
        fprintf(stderr, "kinetic-floor: no window or renderer: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetRenderDrawColor(renderer, 28, 28, 30, 255);
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
    struct timespec presented;
    clock_gettime(CLOCK_MONOTONIC, &presented);
    printf("presented_monotonic_ns=%lld rss_kb=%ld\n",
           (long long)presented.tv_sec * 1000000000LL + presented.tv_nsec, resident_kilobytes());
    fflush(stdout);
    SDL_Event event;
    while (SDL_WaitEvent(&event) && event.type != SDL_QUIT) {
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
