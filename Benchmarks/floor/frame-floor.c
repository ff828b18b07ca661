/* The floor for the cost of a frame: a bare SDL2 program that draws, frame after frame, exactly the rectangles,
 * textures and triangles a recorded run of Kinetic drew (a log written by the frame recorder with
 * KINETIC_FRAME_LOG_CALLS=1), with SDL's software renderer drawing straight into a 1024x720 window's framebuffer, as
 * Kinetic does without a GPU, paced to 60 frames a second the way Kinetic paces itself (a sleep for what is left of
 * the frame's 16.7 ms). What it does not do is everything Kinetic does to decide what to draw: events, animation,
 * physics, layout, the view tree.
 *
 *   kinetic-frame-floor LOG FIRST LAST SECONDS
 *
 * replays the recorded frames FIRST..LAST (counted from 1, as the log's `present` lines count them) in a loop for
 * SECONDS seconds after one warm-up second, then prints one line: `frames=N cpu_ms=C seconds=S longest_gap_ms=G
 * dropped_frames=D` (D: gaps between presents longer than DROPPED_FRAME_GAP_MS, as the runner counts Kinetic's)
 * (CPU of the whole process over the measured seconds). Textures hold the pixels the recorder kept for them
 * (LOG.textures), made once each before the first frame; render targets are made once per size. `make floor`
 * builds it. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define FRAME_INTERVAL_MS (1000.0 / 60.0)
#define WARM_UP_SECONDS 1.0
/* A gap between two presents longer than one and a half refreshes is a dropped frame. */
#define DROPPED_FRAME_GAP_MS (FRAME_INTERVAL_MS * 1.5)
#define MAX_TEXTURES 512

typedef enum { CLEAR, FILL, COPY, TRIANGLES, TARGET, CLIP } Kind;

typedef struct {
    Kind kind;
    int texture_id; /* COPY, TRIANGLES: the recorder's texture ID (0 untextured, -1 a render target) */
    int blend, r, g, b, a;
    int texture_width, texture_height; /* COPY, TRIANGLES (textured), TARGET (0 0: the window) */
    int textured;                      /* TRIANGLES */
    int count;                         /* FILL: rectangles; TRIANGLES: vertices */
    SDL_Rect rect;                     /* COPY destination, CLIP (w < 0: none) */
    SDL_Rect *rects;                   /* FILL */
    SDL_Vertex *vertices;              /* TRIANGLES */
} Call;

typedef struct {
    Call *calls;
    int count, capacity;
} Frame;

typedef struct {
    int width, height, target;
    SDL_Texture *texture;
} SizedTexture;

static SizedTexture textures[MAX_TEXTURES];
static int texture_count;

/* The recorded textures' pixels, by ID (LOG.textures), and the textures made from them. */
typedef struct {
    int width, height;
    long offset; /* of the pixels in the file */
    SDL_Texture *texture;
} RecordedTexture;
static RecordedTexture *recorded;
static int recorded_count;

static double now_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static void fail(const char *what) {
    fprintf(stderr, "kinetic-frame-floor: %s\n", what);
    exit(1);
}

static SDL_Texture *texture_of_size(SDL_Renderer *renderer, int width, int height, int target) {
    for (int i = 0; i < texture_count; i++) {
        if (textures[i].width == width && textures[i].height == height && textures[i].target == target)
            return textures[i].texture;
    }
    if (texture_count == MAX_TEXTURES || width <= 0 || height <= 0) return NULL;
    SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                             target ? SDL_TEXTUREACCESS_TARGET : SDL_TEXTUREACCESS_STATIC, width,
                                             height);
    if (!texture) fail(SDL_GetError());
    if (!target) {
        Uint32 *pixels = malloc((size_t)width * height * 4);
        if (!pixels) fail("out of memory");
        for (int i = 0; i < width * height; i++) pixels[i] = 0xFFC0C0C0;
        SDL_UpdateTexture(texture, NULL, pixels, width * 4);
        free(pixels);
    }
    textures[texture_count++] = (SizedTexture){width, height, target, texture};
    return texture;
}

/* Indexes LOG.textures (IDs count from 1, in order). */
static void read_texture_index(const char *log_path, FILE **file_out) {
    char path[4096];
    snprintf(path, sizeof path, "%s.textures", log_path);
    FILE *file = fopen(path, "r");
    *file_out = file;
    if (!file) return;
    int id, width, height, capacity = 0;
    while (fscanf(file, "%d %d %d", &id, &width, &height) == 3 && fgetc(file) == '\n') {
        if (id != recorded_count + 1 || width <= 0 || height <= 0) fail("LOG.textures is damaged");
        if (recorded_count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            recorded = realloc(recorded, sizeof(RecordedTexture) * capacity);
            if (!recorded) fail("out of memory");
        }
        recorded[recorded_count++] = (RecordedTexture){width, height, ftell(file), NULL};
        if (fseek(file, (long)width * height * 4, SEEK_CUR) != 0) fail("LOG.textures is cut short");
    }
}

/* The texture for a recorded ID with its recorded pixels (made on first use), else an opaque one of its size. */
static SDL_Texture *recorded_texture(SDL_Renderer *renderer, FILE *file, int id, int width, int height) {
    if (id < 1 || id > recorded_count || !file) return texture_of_size(renderer, width, height, 0);
    RecordedTexture *entry = &recorded[id - 1];
    if (entry->texture) return entry->texture;
    Uint32 *pixels = malloc((size_t)entry->width * entry->height * 4);
    if (!pixels) fail("out of memory");
    if (fseek(file, entry->offset, SEEK_SET) != 0 ||
        fread(pixels, 4, (size_t)entry->width * entry->height, file) != (size_t)entry->width * entry->height)
        fail("LOG.textures is cut short");
    entry->texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, entry->width,
                                       entry->height);
    if (!entry->texture) fail(SDL_GetError());
    SDL_UpdateTexture(entry->texture, NULL, pixels, entry->width * 4);
    free(pixels);
    return entry->texture;
}

static Call *new_call(Frame *frame) {
    if (frame->count == frame->capacity) {
        frame->capacity = frame->capacity ? frame->capacity * 2 : 64;
        frame->calls = realloc(frame->calls, sizeof(Call) * frame->capacity);
        if (!frame->calls) fail("out of memory");
    }
    Call *call = &frame->calls[frame->count++];
    memset(call, 0, sizeof *call);
    return call;
}

/* Reads frames FIRST..LAST of the log; returns how many. */
static int read_frames(const char *path, long first, long last, Frame **frames_out) {
    FILE *log = fopen(path, "r");
    if (!log) fail("cannot open the frame log");
    long capacity = last - first + 1;
    Frame *frames = calloc(capacity, sizeof(Frame));
    Frame pending = {0};
    size_t size = 0;
    char *line = NULL;
    long frame_number = 0;
    while (getline(&line, &size, log) > 0) {
        char *cursor = line;
        char word[16];
        int consumed = 0;
        if (sscanf(cursor, "%15s%n", word, &consumed) != 1) continue;
        cursor += consumed;
        if (strcmp(word, "present") == 0) {
            frame_number++;
            if (frame_number >= first && frame_number <= last) {
                frames[frame_number - first] = pending;
            } else {
                for (int i = 0; i < pending.count; i++) {
                    free(pending.calls[i].rects);
                    free(pending.calls[i].vertices);
                }
                free(pending.calls);
            }
            memset(&pending, 0, sizeof pending);
            if (frame_number >= last) break;
            continue;
        }
        Call *call = new_call(&pending);
        if (strcmp(word, "clear") == 0) {
            call->kind = CLEAR;
            sscanf(cursor, "%d %d %d %d", &call->r, &call->g, &call->b, &call->a);
        } else if (strcmp(word, "fill") == 0) {
            call->kind = FILL;
            sscanf(cursor, "%d %d %d %d %d %d%n", &call->blend, &call->r, &call->g, &call->b, &call->a, &call->count,
                   &consumed);
            cursor += consumed;
            call->rects = malloc(sizeof(SDL_Rect) * (call->count > 0 ? call->count : 1));
            for (int i = 0; i < call->count; i++) {
                SDL_Rect *rect = &call->rects[i];
                sscanf(cursor, "%d %d %d %d%n", &rect->x, &rect->y, &rect->w, &rect->h, &consumed);
                cursor += consumed;
            }
        } else if (strcmp(word, "copy") == 0) {
            call->kind = COPY;
            sscanf(cursor, "%d %d %d %d %d %d %d %d %d %d %d %d", &call->texture_id, &call->blend, &call->r,
                   &call->g, &call->b, &call->a, &call->texture_width, &call->texture_height, &call->rect.x,
                   &call->rect.y, &call->rect.w, &call->rect.h);
        } else if (strcmp(word, "triangles") == 0) {
            call->kind = TRIANGLES;
            sscanf(cursor, "%d %d %d %d %d %d %d %d %d%n", &call->texture_id, &call->blend, &call->r, &call->g,
                   &call->b, &call->a, &call->texture_width, &call->texture_height, &call->count, &consumed);
            call->textured = call->texture_id != 0;
            cursor += consumed;
            call->vertices = malloc(sizeof(SDL_Vertex) * (call->count > 0 ? call->count : 1));
            for (int i = 0; i < call->count; i++) {
                SDL_Vertex *v = &call->vertices[i];
                int r, g, b, a;
                sscanf(cursor, "%f %f %d %d %d %d %f %f%n", &v->position.x, &v->position.y, &r, &g, &b, &a,
                       &v->tex_coord.x, &v->tex_coord.y, &consumed);
                v->color = (SDL_Color){(Uint8)r, (Uint8)g, (Uint8)b, (Uint8)a};
                cursor += consumed;
            }
        } else if (strcmp(word, "target") == 0) {
            call->kind = TARGET;
            sscanf(cursor, "%d %d", &call->texture_width, &call->texture_height);
        } else if (strcmp(word, "clip") == 0) {
            call->kind = CLIP;
            call->rect.w = -1;
            sscanf(cursor, "%d %d %d %d", &call->rect.x, &call->rect.y, &call->rect.w, &call->rect.h);
        } else {
            pending.count--;
        }
    }
    free(line);
    fclose(log);
    if (frame_number < last) fail("the log has fewer frames than asked for");
    *frames_out = frames;
    return (int)capacity;
}

static FILE *texture_file;

static void draw(SDL_Renderer *renderer, const Frame *frame) {
    for (int i = 0; i < frame->count; i++) {
        const Call *call = &frame->calls[i];
        switch (call->kind) {
        case CLEAR:
            SDL_SetRenderDrawColor(renderer, call->r, call->g, call->b, call->a);
            SDL_RenderClear(renderer);
            break;
        case FILL:
            SDL_SetRenderDrawBlendMode(renderer, call->blend);
            SDL_SetRenderDrawColor(renderer, call->r, call->g, call->b, call->a);
            SDL_RenderFillRects(renderer, call->rects, call->count);
            break;
        case COPY: {
            SDL_Texture *texture =
                recorded_texture(renderer, texture_file, call->texture_id, call->texture_width, call->texture_height);
            SDL_SetTextureBlendMode(texture, call->blend);
            SDL_SetTextureColorMod(texture, call->r, call->g, call->b);
            SDL_SetTextureAlphaMod(texture, call->a);
            SDL_RenderCopy(renderer, texture, NULL, &call->rect);
            break;
        }
        case TRIANGLES: {
            SDL_Texture *texture = call->textured ? recorded_texture(renderer, texture_file, call->texture_id,
                                                                     call->texture_width, call->texture_height)
                                                  : NULL;
            if (texture) {
                SDL_SetTextureBlendMode(texture, call->blend);
                SDL_SetTextureColorMod(texture, call->r, call->g, call->b);
                SDL_SetTextureAlphaMod(texture, call->a);
            } else {
                SDL_SetRenderDrawBlendMode(renderer, call->blend);
            }
            SDL_RenderGeometry(renderer, texture, call->vertices, call->count, NULL, 0);
            break;
        }
        case TARGET:
            SDL_SetRenderTarget(renderer, call->texture_width > 0 ? texture_of_size(renderer, call->texture_width,
                                                                                    call->texture_height, 1)
                                                                  : NULL);
            break;
        case CLIP:
            SDL_RenderSetClipRect(renderer, call->rect.w < 0 ? NULL : &call->rect);
            break;
        }
    }
}

int main(int argc, char **argv) {
    if (argc != 5) fail("usage: kinetic-frame-floor LOG FIRST LAST SECONDS");
    long first = atol(argv[2]), last = atol(argv[3]);
    double seconds = atof(argv[4]);
    if (first < 1 || last < first || seconds <= 0) fail("FIRST and LAST count frames from 1; SECONDS > 0");
    Frame *frames = NULL;
    int frame_count = read_frames(argv[1], first, last, &frames);
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) fail(SDL_GetError());
    SDL_Window *window = SDL_CreateWindow("Kinetic frame floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1024,
                                          720, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!renderer) fail(SDL_GetError());
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    read_texture_index(argv[1], &texture_file);
    /* Every texture the replayed frames draw is made before the first frame, as Kinetic's were. */
    for (int f = 0; f < frame_count; f++) {
        for (int i = 0; i < frames[f].count; i++) {
            const Call *call = &frames[f].calls[i];
            if ((call->kind == COPY || call->kind == TRIANGLES) && call->textured)
                recorded_texture(renderer, texture_file, call->texture_id, call->texture_width, call->texture_height);
        }
    }
    double started = now_ms(CLOCK_MONOTONIC);
    double measured_from = started + WARM_UP_SECONDS * 1000, cpu_from = 0, last_present = 0, longest_gap = 0;
    long measured_frames = 0, dropped_frames = 0;
    int measuring = 0;
    for (long n = 0;; n++) {
        double frame_start = now_ms(CLOCK_MONOTONIC);
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) return 0;
        }
        draw(renderer, &frames[n % frame_count]);
        SDL_RenderPresent(renderer);
        double presented = now_ms(CLOCK_MONOTONIC);
        if (!measuring && presented >= measured_from) {
            measuring = 1;
            cpu_from = now_ms(CLOCK_PROCESS_CPUTIME_ID);
            measured_from = presented;
        } else if (measuring) {
            measured_frames++;
            if (presented - last_present > longest_gap) longest_gap = presented - last_present;
            if (presented - last_present > DROPPED_FRAME_GAP_MS) dropped_frames++;
            if (presented - measured_from >= seconds * 1000) break;
        }
        last_present = presented;
        double remaining = FRAME_INTERVAL_MS - (now_ms(CLOCK_MONOTONIC) - frame_start);
        if (remaining > 1) SDL_Delay((Uint32)remaining);
    }
    printf("frames=%ld cpu_ms=%.3f seconds=%.3f longest_gap_ms=%.3f dropped_frames=%ld\n", measured_frames,
           now_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu_from, (last_present - measured_from) / 1000, longest_gap,
           dropped_frames);
    fflush(stdout);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
