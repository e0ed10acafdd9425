import AnimationCore

/// The pre-optimisation `BackdropBlur.gaussian` and `BackdropBlur.adjust`, kept verbatim as the
/// reference the optimised ones must match bit for bit (`BackdropBlurEquivalenceTests`). Slow on
/// purpose: clamped index on every read, columns read `width` apart, Double `.rounded()`.
enum BackdropBlurReference {
    /// Three box blurs per axis, each a running sum of width `d` with 3(d² − 1)/12 = σ², the edge repeated.
    static func gaussian(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        guard width > 0, height > 0, pixels.count >= width * height else { return }
        let d = max(1, Int(((4 * sigma * sigma + 1).squareRoot()).rounded()) | 1)
        let radius = min(d / 2, 4096)
        guard radius > 0 else { return }
        var scratch = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                let (x, y) = (a.baseAddress!, b.baseAddress!)
                // Three boxes across the rows (x → y → x → y), three down the columns (y → x → y → x).
                for (from, to) in [(x, y), (y, x), (x, y)] {
                    boxPass(from, into: to, count: height, length: width, along: 1, across: width, radius: radius)
                }
                for (from, to) in [(y, x), (x, y), (y, x)] {
                    boxPass(from, into: to, count: width, length: height, along: width, across: 1, radius: radius)
                }
            }
        }
    }

    /// One box blur of width `2 × radius + 1` along `count` lines of `length` pixels (pixel
    /// `i` of line `k` at `k × across + i × along`), the line's end pixels repeated beyond it.
    private static func boxPass(_ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>,
                                count: Int, length: Int, along: Int, across: Int, radius: Int) {
        let window = UInt64(2 * radius + 1)
        let scale = (UInt64(1) << 32) / window    // sum × scale >> 32 ≈ sum / window
        for line in 0..<count {
            let src = source + line * across, dst = target + line * across
            @inline(__always) func pixel(_ i: Int) -> UInt32 { src[min(max(i, 0), length - 1) * along] }
            var sa: UInt64 = 0, sr: UInt64 = 0, sg: UInt64 = 0, sb: UInt64 = 0
            for i in -radius...radius {
                let p = pixel(i)
                sa += UInt64(p >> 24)
                sr += UInt64((p >> 16) & 255)
                sg += UInt64((p >> 8) & 255)
                sb += UInt64(p & 255)
            }
            for i in 0..<length {
                let half = UInt64(1) << 31
                let a = (sa * scale + half) >> 32, r = (sr * scale + half) >> 32
                let g = (sg * scale + half) >> 32, b = (sb * scale + half) >> 32
                dst[i * along] = UInt32(
                    truncatingIfNeeded: (min(a, 255) << 24) | (min(r, 255) << 16) | (min(g, 255) << 8) | min(b, 255))
                let leaving = pixel(i - radius), entering = pixel(i + radius + 1)
                sa = sa - UInt64(leaving >> 24) + UInt64(entering >> 24)
                sr = sr - UInt64((leaving >> 16) & 255) + UInt64((entering >> 16) & 255)
                sg = sg - UInt64((leaving >> 8) & 255) + UInt64((entering >> 8) & 255)
                sb = sb - UInt64(leaving & 255) + UInt64(entering & 255)
            }
        }
    }

    /// Saturation, then `c × scale + offset`, on premultiplied pixels (each channel kept within its alpha).
    static func adjust(_ pixels: inout [UInt32], _ filter: BackdropFilter) {
        let s = Double(filter.saturation), k = Double(filter.scale), o = Double(filter.offset)
        guard s != 1 || k != 1 || o != 0 else { return }
        for i in pixels.indices {
            let p = pixels[i]
            let a = Double(p >> 24)
            guard a > 0 else { continue }
            let r = Double((p >> 16) & 255), g = Double((p >> 8) & 255), b = Double(p & 255)
            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
            func channel(_ c: Double) -> UInt32 {
                let v = (luma + s * (c - luma)) * k + o * a
                return UInt32(max(0, min(a, v)).rounded())
            }
            pixels[i] = (p & 0xFF00_0000) | (channel(r) << 16) | (channel(g) << 8) | channel(b)
        }
    }
}
