#include <SDL2/SDL.h>
/* SDL_mixer's declarations (its types: Platform opens the library at run time) live beside SDL's, so there is one
 * copy of SDL's headers. */
#include <SDL2/SDL_mixer.h>
