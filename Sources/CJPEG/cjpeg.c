#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct cjpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char text[JMSG_LENGTH_MAX];
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    (*info->err->format_message)(info, error->text);
    longjmp(error->jump, 1);
}

/* Warnings (a damaged but readable file) are not printed. */
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static void cjpeg_copy_message(char *message, int message_size, const char *text) {
    if (message == NULL || message_size <= 0) return;
    snprintf(message, (size_t)message_size, "%s", text);
}

int cjpeg_decode(const unsigned char *data, unsigned long size, int max_side,
                 unsigned char **pixels, int *width, int *height, char *message, int message_size) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    if (data == NULL || size < 4) {
        cjpeg_copy_message(message, message_size, "the data is too short to be a JPEG file");
        return 1;
    }
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    error.manager.output_message = cjpeg_output_message;
    if (setjmp(error.jump)) {
        cjpeg_copy_message(message, message_size, error.text);
        jpeg_destroy_decompress(&info);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if ((int)info.output_width > max_side || (int)info.output_height > max_side
        || info.output_width == 0 || info.output_height == 0) {
        char text[128];
        snprintf(text, sizeof text, "its size %u×%u is outside 1…%d pixels a side",
                 info.output_width, info.output_height, max_side);
        cjpeg_copy_message(message, message_size, text);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (buffer == NULL) {
        cjpeg_copy_message(message, message_size, "out of memory for the decoded pixels");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}

int cjpeg_encode(const unsigned char *rgba, int width, int height, int quality,
                 unsigned char **bytes, unsigned long *length, char *message, int message_size) {
    struct jpeg_compress_struct info;
    struct cjpeg_error error;
    unsigned char *volatile out = NULL;
    unsigned long out_length = 0;
    *bytes = NULL;
    *length = 0;
    if (rgba == NULL || width <= 0 || height <= 0) {
        cjpeg_copy_message(message, message_size, "there are no pixels to encode");
        return 1;
    }
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    error.manager.output_message = cjpeg_output_message;
    if (setjmp(error.jump)) {
        cjpeg_copy_message(message, message_size, error.text);
        jpeg_destroy_compress(&info);
        free(out);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&out, &out_length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *bytes = out;
    *length = out_length;
    return 0;
}

void cjpeg_free(void *pointer) { free(pointer); }
