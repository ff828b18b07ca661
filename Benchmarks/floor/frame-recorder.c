/* The frame recorder: an LD_PRELOAD library that writes down, for a program drawing with SDL2's renderer, every
 * frame it presents and what the frame drew — the rectangles it filled, the textures it copied, the triangles it
 * rasterised, the render targets and clip rectangles it switched to — so that `kinetic-frame-floor` can draw exactly
 * the same rectangles and textures per frame in a bare SDL2 program, and the runner can read each frame's present
 * time (gaps, dropped frames) without the app writing anything itself.
 *
 * KINETIC_FRAME_LOG=FILE names the log; without it the library records nothing. It records the presents only, unless
 * KINETIC_FRAME_LOG_CALLS=1 asks for the drawing calls too (writing them costs CPU: a run that measures CPU records
 * presents only, and the floor it is compared with is recorded the same way). One line per call, numbers in device
 * pixels; a frame's lines come before its `present` line:
 *
 *   clear R G B A
 *   fill BLEND R G B A N  X Y W H ...         SDL_RenderFillRect(s): N rectangles
 *   copy ID BLEND R G B A TW TH  X Y W H      texture ID, TW×TH, drawn into a rectangle (SDL_RenderCopy)
 *   triangles ID BLEND R G B A TW TH N  X Y R G B A U V ...   SDL_RenderGeometry (N vertices, as triangles; ID 0:
 *                                             untextured)
 *   target TW TH | target window             SDL_SetRenderTarget
 *   clip X Y W H | clip none                  SDL_RenderSetClipRect
 *   present FRAME NANOSECONDS                 SDL_RenderPresent returned, on CLOCK_MONOTONIC
 *   wait                                      SDL_WaitEventTimeout: the program sleeps until input or a timer
 *                                             (Kinetic's loop waits only when nothing animates, so a gap between
 *                                             two presents with no wait between them is a frame that came late)
 *
 * A texture's ID counts the textures made from surfaces (SDL_CreateTextureFromSurface: text, pictures, icons), from
 * 1; their pixels go to FILE.textures as `ID W H` lines each followed by W×H ARGB pixels, so the floor draws the
 * same pixels (SDL's blitter skips transparent ones). Other textures (render targets, drawn into each frame) are
 * ID -1: the floor draws into and from a target texture of the same size.
 *
 * Built by `make floor` as .build/floor/libkinetic-frame-recorder.so. */
#define _GNU_SOURCE
#include <SDL.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static FILE *frame_log;
static int log_opened;
static int records_calls;
static long long frames_presented;

static void open_log(void) {
    if (log_opened) return;
    log_opened = 1;
    const char *path = getenv("KINETIC_FRAME_LOG");
    const char *calls = getenv("KINETIC_FRAME_LOG_CALLS");
    records_calls = calls && calls[0] == '1';
    if (path && *path) {
        frame_log = fopen(path, "w");
        if (frame_log) setvbuf(frame_log, NULL, _IOFBF, 1 << 20);
    }
}

/* The log, if the drawing calls are recorded. */
static FILE *log_file(void) {
    open_log();
    return records_calls ? frame_log : NULL;
}

/* The log, if there is one (presents are always recorded). */
static FILE *present_log(void) {
    open_log();
    return frame_log;
}

/* Textures made from surfaces, by address, with their IDs (open addressing; a destroyed texture's slot is
 * tombstoned with ID 0). */
#define TRACKED_TEXTURES 65536
static struct {
    SDL_Texture *texture;
    int id;
} tracked[TRACKED_TEXTURES];
static int textures_made;
static FILE *texture_log;

static size_t slot_of(SDL_Texture *texture) { return ((size_t)texture >> 4) % TRACKED_TEXTURES; }

static void remember(SDL_Texture *texture, int id) {
    for (size_t i = slot_of(texture), n = 0; n < TRACKED_TEXTURES; i = (i + 1) % TRACKED_TEXTURES, n++) {
        if (tracked[i].texture == NULL || tracked[i].texture == texture || tracked[i].id == 0) {
            tracked[i].texture = texture;
            tracked[i].id = id;
            return;
        }
    }
}

static int texture_id(SDL_Texture *texture) {
    for (size_t i = slot_of(texture), n = 0; n < TRACKED_TEXTURES && tracked[i].texture; i = (i + 1) % TRACKED_TEXTURES, n++) {
        if (tracked[i].texture == texture && tracked[i].id != 0) return tracked[i].id;
    }
    return -1;
}

static void forget(SDL_Texture *texture) {
    for (size_t i = slot_of(texture), n = 0; n < TRACKED_TEXTURES && tracked[i].texture; i = (i + 1) % TRACKED_TEXTURES, n++) {
        if (tracked[i].texture == texture) tracked[i].id = 0;
    }
}

static void *next_symbol(const char *name) {
    void *symbol = dlsym(RTLD_NEXT, name);
    if (!symbol) {
        fprintf(stderr, "frame recorder: SDL2 has no %s (is this an SDL2 program?)\n", name);
        abort();
    }
    return symbol;
}

/* The real SDL function `name`, of type `ret name params`, as next_<name>. */
#define NEXT(ret, name, params) \
    static ret(*next_##name) params; \
    if (!next_##name) next_##name = (ret(*) params)next_symbol(#name)

static void write_draw_state(FILE *log, SDL_Renderer *renderer) {
    Uint8 r = 0, g = 0, b = 0, a = 0;
    SDL_BlendMode blend = SDL_BLENDMODE_NONE;
    SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
    SDL_GetRenderDrawBlendMode(renderer, &blend);
    fprintf(log, " %d %d %d %d %d", (int)blend, r, g, b, a);
}

static void write_texture_state(FILE *log, SDL_Texture *texture) {
    fprintf(log, " %d", texture_id(texture));
    Uint8 r = 255, g = 255, b = 255, a = 255;
    SDL_BlendMode blend = SDL_BLENDMODE_NONE;
    int width = 0, height = 0;
    SDL_GetTextureColorMod(texture, &r, &g, &b);
    SDL_GetTextureAlphaMod(texture, &a);
    SDL_GetTextureBlendMode(texture, &blend);
    SDL_QueryTexture(texture, NULL, NULL, &width, &height);
    fprintf(log, " %d %d %d %d %d %d %d", (int)blend, r, g, b, a, width, height);
}

int SDL_RenderClear(SDL_Renderer *renderer) {
    NEXT(int, SDL_RenderClear, (SDL_Renderer *));
    FILE *log = log_file();
    if (log) {
        Uint8 r = 0, g = 0, b = 0, a = 0;
        SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
        fprintf(log, "clear %d %d %d %d\n", r, g, b, a);
    }
    return next_SDL_RenderClear(renderer);
}

int SDL_RenderFillRects(SDL_Renderer *renderer, const SDL_Rect *rects, int count) {
    NEXT(int, SDL_RenderFillRects, (SDL_Renderer *, const SDL_Rect *, int));
    FILE *log = log_file();
    if (log && rects && count > 0) {
        fputs("fill", log);
        write_draw_state(log, renderer);
        fprintf(log, " %d", count);
        for (int i = 0; i < count; i++) fprintf(log, " %d %d %d %d", rects[i].x, rects[i].y, rects[i].w, rects[i].h);
        fputc('\n', log);
    }
    return next_SDL_RenderFillRects(renderer, rects, count);
}

int SDL_RenderFillRect(SDL_Renderer *renderer, const SDL_Rect *rect) {
    NEXT(int, SDL_RenderFillRect, (SDL_Renderer *, const SDL_Rect *));
    FILE *log = log_file();
    if (log) {
        SDL_Rect whole = {0, 0, 0, 0};
        if (!rect) SDL_GetRendererOutputSize(renderer, &whole.w, &whole.h);
        const SDL_Rect *filled = rect ? rect : &whole;
        fputs("fill", log);
        write_draw_state(log, renderer);
        fprintf(log, " 1 %d %d %d %d\n", filled->x, filled->y, filled->w, filled->h);
    }
    return next_SDL_RenderFillRect(renderer, rect);
}

int SDL_RenderCopy(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, const SDL_Rect *destination) {
    NEXT(int, SDL_RenderCopy, (SDL_Renderer *, SDL_Texture *, const SDL_Rect *, const SDL_Rect *));
    FILE *log = log_file();
    if (log && texture) {
        SDL_Rect whole = {0, 0, 0, 0};
        if (!destination) SDL_GetRendererOutputSize(renderer, &whole.w, &whole.h);
        const SDL_Rect *to = destination ? destination : &whole;
        fputs("copy", log);
        write_texture_state(log, texture);
        fprintf(log, " %d %d %d %d\n", to->x, to->y, to->w, to->h);
    }
    return next_SDL_RenderCopy(renderer, texture, source, destination);
}

int SDL_RenderGeometry(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Vertex *vertices, int count,
                       const int *indices, int index_count) {
    NEXT(int, SDL_RenderGeometry, (SDL_Renderer *, SDL_Texture *, const SDL_Vertex *, int, const int *, int));
    FILE *log = log_file();
    if (log && vertices && count > 0) {
        int n = indices ? index_count : count;
        fputs("triangles", log);
        if (texture) {
            write_texture_state(log, texture);
        } else {
            SDL_BlendMode blend = SDL_BLENDMODE_NONE;
            SDL_GetRenderDrawBlendMode(renderer, &blend);
            fprintf(log, " 0 %d 255 255 255 255 0 0", (int)blend);
        }
        fprintf(log, " %d", n);
        for (int i = 0; i < n; i++) {
            const SDL_Vertex *v = &vertices[indices ? indices[i] : i];
            fprintf(log, " %.2f %.2f %d %d %d %d %.4f %.4f", v->position.x, v->position.y, v->color.r, v->color.g,
                    v->color.b, v->color.a, v->tex_coord.x, v->tex_coord.y);
        }
        fputc('\n', log);
    }
    return next_SDL_RenderGeometry(renderer, texture, vertices, count, indices, index_count);
}

SDL_Texture *SDL_CreateTextureFromSurface(SDL_Renderer *renderer, SDL_Surface *surface) {
    NEXT(SDL_Texture *, SDL_CreateTextureFromSurface, (SDL_Renderer *, SDL_Surface *));
    SDL_Texture *texture = next_SDL_CreateTextureFromSurface(renderer, surface);
    FILE *log = log_file();
    if (!log || !texture || !surface) return texture;
    if (!texture_log) {
        char path[4096];
        snprintf(path, sizeof path, "%s.textures", getenv("KINETIC_FRAME_LOG"));
        texture_log = fopen(path, "w");
    }
    SDL_Surface *pixels = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888, 0);
    if (!texture_log || !pixels) return texture;
    int id = ++textures_made;
    remember(texture, id);
    fprintf(texture_log, "%d %d %d\n", id, pixels->w, pixels->h);
    for (int row = 0; row < pixels->h; row++) {
        fwrite((Uint8 *)pixels->pixels + row * pixels->pitch, 4, pixels->w, texture_log);
    }
    SDL_FreeSurface(pixels);
    return texture;
}

void SDL_DestroyTexture(SDL_Texture *texture) {
    NEXT(void, SDL_DestroyTexture, (SDL_Texture *));
    forget(texture);
    next_SDL_DestroyTexture(texture);
}

int SDL_SetRenderTarget(SDL_Renderer *renderer, SDL_Texture *texture) {
    NEXT(int, SDL_SetRenderTarget, (SDL_Renderer *, SDL_Texture *));
    FILE *log = log_file();
    if (log) {
        int width = 0, height = 0;
        if (texture) SDL_QueryTexture(texture, NULL, NULL, &width, &height);
        if (texture) fprintf(log, "target %d %d\n", width, height);
        else fputs("target window\n", log);
    }
    return next_SDL_SetRenderTarget(renderer, texture);
}

int SDL_RenderSetClipRect(SDL_Renderer *renderer, const SDL_Rect *rect) {
    NEXT(int, SDL_RenderSetClipRect, (SDL_Renderer *, const SDL_Rect *));
    FILE *log = log_file();
    if (log) {
        if (rect) fprintf(log, "clip %d %d %d %d\n", rect->x, rect->y, rect->w, rect->h);
        else fputs("clip none\n", log);
    }
    return next_SDL_RenderSetClipRect(renderer, rect);
}

int SDL_WaitEventTimeout(SDL_Event *event, int timeout) {
    NEXT(int, SDL_WaitEventTimeout, (SDL_Event *, int));
    FILE *log = present_log();
    if (log) fputs("wait\n", log);
    return next_SDL_WaitEventTimeout(event, timeout);
}

void SDL_RenderPresent(SDL_Renderer *renderer) {
    NEXT(void, SDL_RenderPresent, (SDL_Renderer *));
    next_SDL_RenderPresent(renderer);
    FILE *log = present_log();
    if (log) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        fprintf(log, "present %lld %lld\n", ++frames_presented, (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
        fflush(log);
        if (texture_log) fflush(texture_log);
    }
}
