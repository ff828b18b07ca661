#include <chipmunk/chipmunk.h>
