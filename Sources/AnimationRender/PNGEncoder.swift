import CZlib

/// Encodes straight-alpha RGBA pixels as a PNG file's bytes, with zlib, tuned for export speed.
///
/// PNG stores straight (not premultiplied) alpha, as `RenderedImage` does, so the bytes go in
/// as they are: no premultiplied surface in between (cairo's writer needed one and divided the
/// alpha out again, which also rounded translucent colours). An image whose every pixel is
/// opaque is written as 8-bit RGB (colour type 2), any other as RGBA (colour type 6).
///
/// Speed over size: rows use filter type 0 (none) and deflate runs at `level` 3. On a
/// 1280×800 gallery frame (measured with the same zlib, 2026-11-25) that took ~8 ms for 123 KB,
/// against ~23 ms for 106 KB at level 6; the Sub, Up and per-row adaptive filters made that
/// frame's files bigger at levels 1–3 (flat tiles and text compress best unfiltered).
/// Re-measured in instructions (callgrind, zlib 1.2.13, five gallery frames fed row by row as
/// here, 2026-11-28): levels 1 and 2 cost what level 3 costs (77 M against 78 M a frame: zlib's
/// fast deflate either way) for files 3–5 % bigger; level 4 doubles it (160 M) for files 1.4 %
/// smaller and level 6 takes 2.3 times (180 M) for 15 % smaller; the Sub or Up filter makes the
/// files 7–12 % bigger at level 3, and `Z_RLE` 2 to 10 times bigger. So level 3 unfiltered stays.
struct PNGEncoder {
    /// zlib's compression level (0–9).
    var level: Int32 = 3

    /// The PNG bytes of `width × height` pixels of straight RGBA (`rgba.count == width * height * 4`).
    /// Throws `RenderError.writeFailed` (path "(memory)") when zlib cannot start or fails.
    func encode(width: Int, height: Int, rgba: UnsafeBufferPointer<UInt8>) throws -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "PNGEncoder: bad pixel buffer")
        let opaque = Self.isOpaque(rgba)
        let channels = opaque ? 3 : 4
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out.reserveCapacity(width * height / 4 + 1024)
        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]   // depth 8, colour type, deflate, filters, no interlace
        Self.appendChunk("IHDR", header[...], to: &out)

        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw RenderError.writeFailed(path: "(memory)", reason: "zlib could not start a deflate stream")
        }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + width * channels
        var row = [UInt8](repeating: 0, count: rowBytes)       // row[0] = 0: filter type none
        var block = [UInt8](repeating: 0, count: 1 << 16)
        let source = rgba.baseAddress!
        for y in 0..<height {
            row.withUnsafeMutableBufferPointer { r in
                let line = source + y * width * 4
                if opaque {
                    RGBARows.packRGB(line, pixels: width, into: r.baseAddress! + 1)
                } else {
                    UnsafeMutableRawPointer(r.baseAddress! + 1).copyMemory(from: line, byteCount: width * 4)
                }
            }
            let flush = y == height - 1 ? Z_FINISH : Z_NO_FLUSH
            var status = Z_OK
            try row.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(rowBytes)
                repeat {
                    let produced: Int = block.withUnsafeMutableBufferPointer { b in
                        stream.next_out = b.baseAddress
                        stream.avail_out = UInt32(b.count)
                        status = deflate(&stream, flush)
                        return b.count - Int(stream.avail_out)
                    }
                    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                        throw RenderError.writeFailed(path: "(memory)",
                                                      reason: "zlib failed to compress (status \(status))")
                    }
                    if produced > 0 { Self.appendChunk("IDAT", block[..<produced], to: &out) }
                } while stream.avail_in > 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            }
        }
        Self.appendChunk("IEND", [][...], to: &out)
        return out
    }

    /// True when every pixel's alpha byte is 255 (`RGBARows.allOpaque`, eight pixels a step).
    static func isOpaque(_ rgba: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = rgba.baseAddress else { return true }
        return RGBARows.allOpaque(base, pixels: rgba.count / 4)
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        appendBigEndian(UInt32(crc), to: &out)
    }

    static func appendBigEndian(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
    }
}
