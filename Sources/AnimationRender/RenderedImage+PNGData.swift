import CCairo
import Foundation

extension RenderedImage {
    /// The image encoded as a PNG file's bytes (through cairo), in memory.
    ///
    /// Callers that must not leave a half-written file behind (the playground's export) write
    /// these bytes themselves, so that a full disk is seen in `write`'s own `errno` rather than
    /// hidden behind cairo's "error while writing to output stream".
    /// Throws `RenderError.writeFailed` (with `path` "(memory)") when cairo cannot allocate or encode.
    public func pngData() throws -> [UInt8] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.writeFailed(path: "(memory)", reason: "cairo could not allocate a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let i = (y * width + x) * 4
                row[x] = PixelMath.premultiply(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
            }
        }
        cairo_surface_mark_dirty(surface)
        let sink = PNGByteSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let status = cairo_surface_write_to_png_stream(surface, { context, data, length in
            guard let context, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGByteSink>.fromOpaque(context).takeUnretainedValue()
                .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, context)
        withExtendedLifetime(sink) {}
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.writeFailed(path: "(memory)", reason: CairoCanvas.statusText(status))
        }
        return sink.bytes
    }
}

/// Collects the bytes cairo's PNG writer hands to its stream callback.
private final class PNGByteSink {
    var bytes: [UInt8] = []
}
