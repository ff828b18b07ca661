#include <SDL2/SDL.h>
/* SDL_mixer's declarations live beside SDL's, so there is one copy of SDL's headers; CSDL2Mixer links the library. */
#include <SDL2/SDL_mixer.h>
