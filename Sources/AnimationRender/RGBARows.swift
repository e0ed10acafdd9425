/// Scans and packs of 8-bit RGBA pixels (byte order R, G, B, A) a machine word at a time, for the
/// export's hot loops: the PNG encoder's opacity check and RGB packing, and the read-back's
/// un-premultiply pass, which skips opaque pixels with it.
///
/// Each works on eight pixels (32 bytes) per step as four unaligned `UInt64` loads, with a
/// byte-at-a-time tail; the results are exactly those of the per-byte loops they replace
/// (`RGBARowsTests` compares them on random and edge-case pixels). Loads and stores go through
/// `littleEndian` conversions, so the byte order is right on any machine.
enum RGBARows {
    /// The alpha bytes (byte 3 and byte 7) of two little-endian pixels in a `UInt64`.
    private static let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
    /// The colour bytes of the low pixel of a little-endian `UInt64`.
    private static let colourMask: UInt64 = 0x00FF_FFFF

    /// The 8 bytes at `offset`, as the little-endian word of two pixels.
    @inline(__always)
    private static func word(_ p: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// True when the eight pixels at `pixel` are all opaque (alpha 255).
    @inline(__always)
    static func eightOpaque(_ p: UnsafeRawPointer, at pixel: Int) -> Bool {
        let o = pixel * 4
        return word(p, o) & word(p, o + 8) & word(p, o + 16) & word(p, o + 24) & alphaMask == alphaMask
    }

    /// True when every one of `pixels` pixels at `rgba` has alpha 255 (true for none).
    static func allOpaque(_ rgba: UnsafeRawPointer, pixels: Int) -> Bool {
        var i = 0
        while i + 8 <= pixels {
            if !eightOpaque(rgba, at: i) { return false }
            i += 8
        }
        while i < pixels {
            if rgba.load(fromByteOffset: i * 4 + 3, as: UInt8.self) != 255 { return false }
            i += 1
        }
        return true
    }

    /// Writes the R, G, B bytes of `pixels` RGBA pixels at `rgba` to `rgb` (3 bytes a pixel,
    /// alpha dropped); `rgb` holds `pixels * 3` bytes and does not overlap `rgba`.
    static func packRGB(_ rgba: UnsafeRawPointer, pixels: Int, into rgb: UnsafeMutableRawPointer) {
        var i = 0
        while i + 8 <= pixels {
            let s = i * 4
            let a = word(rgba, s), b = word(rgba, s + 8), c = word(rgba, s + 16), d = word(rgba, s + 24)
            // Eight 24-bit colours, q0 … q7, laid end to end in three words.
            let q0 = a & colourMask, q1 = (a >> 32) & colourMask
            let q2 = b & colourMask, q3 = (b >> 32) & colourMask
            let q4 = c & colourMask, q5 = (c >> 32) & colourMask
            let q6 = d & colourMask, q7 = (d >> 32) & colourMask
            let w0 = q0 | q1 << 24 | q2 << 48
            let w1 = q2 >> 16 | q3 << 8 | q4 << 32 | q5 << 56
            let w2 = q5 >> 8 | q6 << 16 | q7 << 40
            let o = i * 3
            rgb.storeBytes(of: w0.littleEndian, toByteOffset: o, as: UInt64.self)
            rgb.storeBytes(of: w1.littleEndian, toByteOffset: o + 8, as: UInt64.self)
            rgb.storeBytes(of: w2.littleEndian, toByteOffset: o + 16, as: UInt64.self)
            i += 8
        }
        while i < pixels {
            for k in 0..<3 {
                rgb.storeBytes(of: rgba.load(fromByteOffset: i * 4 + k, as: UInt8.self),
                               toByteOffset: i * 3 + k, as: UInt8.self)
            }
            i += 1
        }
    }
}
