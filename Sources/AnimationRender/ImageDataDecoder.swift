import AnimationCore
import CCairo
import CJPEG
import Foundation

/// Decodes image files held in memory (PNG through cairo, JPEG through libjpeg) into
/// `CGImage`s, for `UIImage(data:)`. The format is told by the bytes' signature, not a name.
/// Damaged or foreign bytes throw `RenderError.corruptImage` with a sentence saying why;
/// nothing here ends the process (libjpeg's errors come back through `CJPEG`).
public enum ImageDataDecoder {
    /// The largest width or height accepted, as `CGImage` accepts.
    public static let maximumSide = 16384

    /// The image in `data`; `name` says where the bytes came from in errors.
    public static func decode(_ data: Data, name: String = "image data") throws -> CGImage {
        let bytes = [UInt8](data)
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: pngSignature) { return try decodePNG(bytes, name: name) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes, name: name) }
        let reason = bytes.isEmpty ? "there are no bytes" : "the bytes are neither PNG nor JPEG (unknown signature)"
        throw RenderError.corruptImage(path: name, reason: reason)
    }

    /// Decodes JPEG bytes (baseline or progressive; greyscale or colour) into opaque pixels.
    public static func decodeJPEG(_ bytes: [UInt8], name: String) throws -> CGImage {
        var out: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { src in
            cjpeg_decode(src.baseAddress, UInt(src.count), Int32(maximumSide), &out, &w, &h,
                         &message, Int32(message.count))
        }
        guard status == 0, let rgba = out else {
            throw RenderError.corruptImage(path: name, reason: "libjpeg: " + String(cString: message))
        }
        defer { cjpeg_free(rgba) }
        let count = Int(w) * Int(h)
        var px = [UInt32](repeating: 0, count: count)
        for i in 0..<count {
            let r = UInt32(rgba[4 * i]), g = UInt32(rgba[4 * i + 1]), b = UInt32(rgba[4 * i + 2])
            px[i] = 0xFF00_0000 | r << 16 | g << 8 | b
        }
        guard let image = CGImage(width: Int(w), height: Int(h), pixels: px, name: name) else {
            throw RenderError.corruptImage(path: name, reason: "unsupported size \(w)×\(h)")
        }
        return image
    }

    /// Decodes PNG bytes through cairo's stream reader.
    public static func decodePNG(_ bytes: [UInt8], name: String) throws -> CGImage {
        final class Reader { let bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { src in data.update(from: src.baseAddress! + r.offset, count: n) }
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        let loaded = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let loaded else { throw RenderError.corruptImage(path: name, reason: "cairo returned no surface") }
        let surface = try RenderedImage.argb32Surface(from: loaded, path: name)
        defer { cairo_surface_destroy(surface) }
        return try RenderedImage.cgImage(of: surface, name: name)
    }
}

extension PNGImageLoader {
    /// Decodes PNG or JPEG bytes for `UIImage(data:)`; reports why and returns nil when it cannot.
    public func decodeImage(data: Data) -> CGImage? {
        do {
            return try ImageDataDecoder.decode(data)
        } catch {
            RenderDiagnostics.report("\(error) UIImage(data:) returns nil.")
            return nil
        }
    }
}
