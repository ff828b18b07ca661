#ifndef KINETIC_CPNG_SHIM_H
#define KINETIC_CPNG_SHIM_H

#include <png.h>

/* libpng's simplified API keeps its errors and warnings in png_image.message instead of printing them to stderr
 * (SDL_image's PNG loader uses libpng's default handlers, which print "libpng error: ..." for every damaged file).
 * The pixel layout SDL calls ARGB8888 is B, G, R, A in memory on little-endian machines. */
static const png_uint_32 kinetic_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 kinetic_png_format_argb8888 =
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    PNG_FORMAT_ARGB;
#else
    PNG_FORMAT_BGRA;
#endif

#endif
