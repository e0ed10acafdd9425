#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>

/* JPEG decoding and encoding through libjpeg(-turbo), with its errors returned instead of
   ending the process (libjpeg's default error handler calls exit()). Pixels are straight
   RGBA, 4 bytes each, rows top to bottom with no padding. */

/* Decodes `size` bytes of a JPEG file. On success returns 0 and sets *pixels (free it with
   cjpeg_free), *width and *height. On failure returns nonzero and writes a sentence into
   `message` (`message_size` bytes). Images wider or taller than `max_side` are refused. */
int cjpeg_decode(const unsigned char *data, unsigned long size, int max_side,
                 unsigned char **pixels, int *width, int *height, char *message, int message_size);

/* Encodes `width` × `height` RGBA pixels (alpha ignored) at `quality` 1…100. On success
   returns 0 and sets *bytes (free it with cjpeg_free) and *length. */
int cjpeg_encode(const unsigned char *rgba, int width, int height, int quality,
                 unsigned char **bytes, unsigned long *length, char *message, int message_size);

void cjpeg_free(void *pointer);

#endif
