#include <SDL2/SDL.h>
#if defined(__linux__)
#include <malloc.h>   /* mallopt, mallinfo2: HeapRetention keeps llvmpipe's per-frame blocks in the heap */
#endif
