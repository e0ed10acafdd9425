import AnimationCore
import CCairo
import Foundation

extension RenderedImage {
    /// Decodes a PNG file (through cairo) into straight-alpha RGBA bytes.
    /// Throws `RenderError.fileNotFound` or `.corruptImage`, naming the file.
    public init(contentsOfPNG path: String) throws {
        let surface = try RenderedImage.openPNG(path)
        defer { cairo_surface_destroy(surface) }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)!
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let (r, g, b, a) = PixelMath.unpremultiply(row[x])
                let i = (y * w + x) * 4
                bytes[i] = r; bytes[i + 1] = g; bytes[i + 2] = b; bytes[i + 3] = a
            }
        }
        try self.init(width: w, height: h, pixels: bytes)
    }

    /// Writes the image as a PNG file (through cairo), creating missing parent directories.
    public func writePNG(to path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        if !dir.isEmpty { try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.writeFailed(path: path, reason: "cairo could not allocate a \(width)×\(height) surface")
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
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.writeFailed(path: path, reason: CairoCanvas.statusText(status))
        }
    }

    /// Decodes a PNG file into a `CGImage` (premultiplied ARGB32, the core's format).
    public static func loadCGImage(contentsOfPNG path: String) throws -> CGImage {
        let surface = try openPNG(path)
        defer { cairo_surface_destroy(surface) }
        return try cgImage(of: surface, name: path)
    }

    /// The pixels of an ARGB32 cairo surface as a `CGImage` named `name`.
    static func cgImage(of surface: OpaquePointer, name: String) throws -> CGImage {
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else {
            throw RenderError.corruptImage(path: name, reason: "cairo gave no pixels")
        }
        var px = [UInt32](repeating: 0, count: w * h)
        px.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                (dst.baseAddress! + y * w).update(from: row, count: w)
            }
        }
        guard let image = CGImage(width: w, height: h, pixels: px, name: name) else {
            throw RenderError.corruptImage(path: name, reason: "unsupported size \(w)×\(h)")
        }
        return image
    }

    /// Opens a PNG as an ARGB32 cairo surface (the caller destroys it).
    static func openPNG(_ path: String) throws -> OpaquePointer {
        guard FileManager.default.fileExists(atPath: path) else { throw RenderError.fileNotFound(path: path) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RenderError.corruptImage(path: path, reason: "the file cannot be opened for reading")
        }
        let head = [UInt8](handle.readData(ofLength: 8))
        try? handle.close()
        guard head == signature else {
            throw RenderError.corruptImage(path: path, reason: "it is not a PNG file (bad signature)")
        }
        guard let loaded = cairo_image_surface_create_from_png(path) else {
            throw RenderError.corruptImage(path: path, reason: "cairo returned no surface")
        }
        return try argb32Surface(from: loaded, path: path)
    }

    /// Checks a surface cairo loaded from a PNG and returns it as ARGB32 (converting RGB24 and
    /// other formats); `loaded` is consumed (destroyed unless it is returned).
    static func argb32Surface(from loaded: OpaquePointer, path: String) throws -> OpaquePointer {
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            throw RenderError.corruptImage(path: path, reason: CairoCanvas.statusText(status))
        }
        let w = cairo_image_surface_get_width(loaded), h = cairo_image_surface_get_height(loaded)
        guard w > 0, h > 0, w <= 16384, h <= 16384 else {
            cairo_surface_destroy(loaded)
            throw RenderError.corruptImage(path: path, reason: "unsupported size \(w)×\(h)")
        }
        if cairo_image_surface_get_format(loaded) == CAIRO_FORMAT_ARGB32 { return loaded }
        // RGB24 and other formats: paint into an ARGB32 surface (opaque where the PNG had no alpha).
        defer { cairo_surface_destroy(loaded) }
        guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
              cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(converted) else {
            throw RenderError.corruptImage(path: path, reason: "out of memory converting \(w)×\(h) pixels")
        }
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(converted)
        return converted
    }
}

/// Conversions between premultiplied ARGB32 (`0xAARRGGBB`) and straight 8-bit channels.
enum PixelMath {
    @inline(__always)
    static func unpremultiply(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = p >> 24
        if a == 255 { return (UInt8((p >> 16) & 255), UInt8((p >> 8) & 255), UInt8(p & 255), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (un((p >> 16) & 255), un((p >> 8) & 255), un(p & 255), UInt8(a))
    }

    /// Premultiplied R, G, B, A bytes → straight, in place; opaque pixels (most) are left as they
    /// are, skipped eight at a time (`RGBARows.eightOpaque`: 4 word loads instead of 8 byte tests).
    static func unpremultiplyInPlace(_ rgba: UnsafeMutablePointer<UInt8>, pixels: Int) {
        var i = 0
        while i < pixels {
            if i + 8 <= pixels, RGBARows.eightOpaque(rgba, at: i) {
                i += 8
                continue
            }
            let end = min(i + 8, pixels)
            while i < end {
                unpremultiplyPixel(rgba + i * 4)
                i += 1
            }
        }
    }

    /// One premultiplied R, G, B, A pixel → straight, in place.
    @inline(__always)
    private static func unpremultiplyPixel(_ p: UnsafeMutablePointer<UInt8>) {
        let a = UInt32(p[3])
        if a == 255 { return }
        if a == 0 { p[0] = 0; p[1] = 0; p[2] = 0; return }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
        p[0] = un(p[0]); p[1] = un(p[1]); p[2] = un(p[2])
    }

    /// Premultiplied ARGB32 → straight ARGB32 (same channel order).
    @inline(__always)
    static func unpremultipliedARGB(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        let r = min(255, (((p >> 16) & 255) * 255 + a / 2) / a)
        let g = min(255, (((p >> 8) & 255) * 255 + a / 2) / a)
        let b = min(255, ((p & 255) * 255 + a / 2) / a)
        return (a << 24) | (r << 16) | (g << 8) | b
    }

    @inline(__always)
    static func premultiply(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let a32 = UInt32(a)
        func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a32 + 127) / 255 }
        return (a32 << 24) | (pm(r) << 16) | (pm(g) << 8) | pm(b)
    }
}
