import AnimationCore

/// The pixel loops of `BackdropBlur`: the Gaussian (three box blurs per axis) and the colour
/// adjustment, a large part of every frame that shows a blur (six panels in the gallery).
///
/// Their output is pinned bit for bit (golden images and damage tests were recorded with the
/// first, plain version, kept in the tests as `BackdropBlurReference` and compared by
/// `BackdropBlurEquivalenceTests`), so they compute the same integers and the same Double
/// operations in the same order. What changed is how: memory read in order, with no clamped
/// index per pixel; the channels of pixels side by side in SIMD registers (x86-64's baseline
/// is SSE2, 128 bits); the rounding of the box sums in 16-bit lanes where they fit; no libm
/// call to round; and a scratch image the caller keeps.
extension BackdropBlur {
    /// Blurs `pixels` (`width × height`) with a Gaussian of `sigma` pixels, approximated as SVG's
    /// `feGaussianBlur` specifies for σ ≥ 2: three box blurs per axis, each of odd width `d`
    /// with 3(d² − 1)/12 = σ² (the edge repeated). Each box is a running sum, so the cost does
    /// not grow with σ. (pixman's separable-convolution filter would do it with a real Gaussian
    /// kernel, but measured about 40 ns per tap here — 0.28 s for a σ of 8 px over 1280×430 —
    /// because it goes through pixman's general fetch path.)
    static func gaussian(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        var scratch: [UInt32] = []
        gaussian(&pixels, width: width, height: height, sigma: sigma, scratch: &scratch)
    }

    /// `gaussian(_:width:height:sigma:)` with its intermediate image in `scratch` (grown when
    /// smaller than `width × height`, its contents overwritten), so a caller blurring every
    /// frame neither allocates nor page-faults in a fresh image each time.
    ///
    /// Each box rounds its sums as the first version did, `min((sum × scale + 2³¹) >> 32, 255)`
    /// with `scale = 2³² / window` (`WideBox.value`; `NarrowBox.value` is the same quotient).
    static func gaussian(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double, scratch: inout [UInt32]) {
        guard width > 0, height > 0, pixels.count >= width * height else { return }
        let d = max(1, Int(((4 * sigma * sigma + 1).squareRoot()).rounded()) | 1)
        let radius = min(d / 2, 4096)
        guard radius > 0 else { return }
        if scratch.count < width * height { scratch = [UInt32](repeating: 0, count: width * height) }
        pixels.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { spare in
                let (x, y) = (image.baseAddress!, spare.baseAddress!)
                if radius <= NarrowBox.largestRadius {
                    NarrowBox(radius: radius).blur(x, spare: y, width: width, height: height)
                } else {
                    WideBox(radius: radius).blur(x, spare: y, width: width, height: height)
                }
            }
        }
    }

    /// A box of width `2 × radius + 1` up to 257, whose sums (at most 257 × 255 = 65535) fit
    /// 16 bits: a 128-bit register holds eight, and the rounding uses 16 × 16-bit multiplies
    /// (eight at a time) instead of 32 × 32 → 64-bit ones (two at a time). Radii this small are
    /// all the renderer uses (it blurs at a reduced size: σ of a few pixels there).
    struct NarrowBox: BoxPasses {
        static let largestRadius = 128
        let radius: Int
        /// `scale = 2³² / window` as `high × 2¹⁶ + low`.
        let high: UInt16, low: UInt16

        init(radius: Int) {
            precondition(radius >= 1 && radius <= Self.largestRadius)
            self.radius = radius
            let scale = (UInt64(1) << 32) / UInt64(2 * radius + 1)
            high = UInt16(truncatingIfNeeded: scale >> 16); low = UInt16(truncatingIfNeeded: scale)
        }

        /// `min((sum × scale + 2³¹) >> 32, 255)` exactly, in 16-bit arithmetic. With
        /// `sum × high = H × 2¹⁶ + L` and `sum × low = H′ × 2¹⁶ + L′`,
        /// `sum × scale + 2³¹ = H × 2³² + (L + H′ + 2¹⁵) × 2¹⁶ + L′`, and as `L′ < 2¹⁶` the
        /// quotient by 2³² is `H + ⌊(L + H′ + 2¹⁵) / 2¹⁶⌋`. With `L + H′ = c × 2¹⁶ + t` (`c`
        /// the carry out of a 16-bit add), that floor is `c` plus the top bit of `t`.
        /// (`high` < 2¹⁵ as the window is at least 3, so `H` < 2¹⁵ and the sum can't wrap.)
        @inline(__always)
        func value(_ sum: UInt16) -> UInt8 {
            let wide = UInt32(sum)
            let l = sum &* high                                                // L
            let h = UInt16(truncatingIfNeeded: (wide &* UInt32(high)) &>> 16)  // H
            let h2 = UInt16(truncatingIfNeeded: (wide &* UInt32(low)) &>> 16)  // H′
            let t = l &+ h2
            let carry: UInt16 = (t < l ? 1 : 0) &+ (t >> 15)                   // ⌊(L + H′ + 2¹⁵) / 2¹⁶⌋
            return UInt8(truncatingIfNeeded: min(h &+ carry, 255))
        }
    }

    /// A box of any width up to 8193 (the radius is limited to 4096), with 32-bit sums and the
    /// rounding as written.
    struct WideBox: BoxPasses {
        let radius: Int
        /// `sum × scale >> 32 ≈ sum / window`; below 2³², so `sum × scale` is a 32 × 32 → 64-bit multiply.
        let scale: UInt64

        init(radius: Int) {
            self.radius = radius
            scale = (UInt64(1) << 32) / UInt64(2 * radius + 1)
        }

        /// `min((sum × scale + 2³¹) >> 32, 255)`. The quotient is below 2²¹ (a sum of at most
        /// 8193 × 255 times less than 2³²/3, over 2³²), so it is taken to 32 bits before the
        /// `min`, which then is a 32-bit compare (SSE2 has no 64-bit one).
        @inline(__always)
        func value(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: min(UInt32(truncatingIfNeeded: (UInt64(sum) &* scale &+ (1 << 31)) &>> 32), 255))
        }
    }

    /// Saturation, then `c × scale + offset`, on premultiplied pixels (each channel kept within its alpha).
    ///
    /// Per pixel with alpha `a` > 0, as the first version: `luma = 0.2126 r + 0.7152 g + 0.0722 b`,
    /// then each channel `(luma + s(c − luma)) × k + o × a`, clamped to 0…a (`max(0, min(a, v))`)
    /// and rounded half away from zero; alpha 0 is left as it is. Four pixels go through those
    /// Double operations together, each channel a `SIMD4<Double>` (IEEE operations give lane by
    /// lane what they give one at a time, so the bytes are the same), and `.rounded()`, a libm
    /// call per channel on x86-64's baseline, is the exact 2⁵² trick (`roundedHalfAway`).
    static func adjust(_ pixels: inout [UInt32], _ filter: BackdropFilter) {
        let s = Double(filter.saturation), k = Double(filter.scale), o = Double(filter.offset)
        guard s != 1 || k != 1 || o != 0 else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            let count = buffer.count
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            // Four pixels equal to the four before them (runs of one colour, common in a blurred
            // image) take the same result. 0 is its own result, so it can start.
            var lastInput = SIMD4<UInt32>(repeating: 0), lastResult = lastInput
            var i = 0
            while i < count {
                let n = min(4, count - i)   // below 4 only at the end, the missing lanes 0
                var p = SIMD4<UInt32>(repeating: 0)
                if n == 4 {
                    p = raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                } else {
                    for lane in 0..<n { p[lane] = buffer[i + lane] }
                }
                if p != lastInput {
                    lastInput = p
                    lastResult = adjusted(p, saturation: s, scale: k, offset: o)
                }
                if n == 4 {
                    raw.storeBytes(of: lastResult, toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                } else {
                    for lane in 0..<n { buffer[i + lane] = lastResult[lane] }
                }
                i += n
            }
        }
    }

    /// Four pixels through `adjust`'s arithmetic.
    @inline(__always)
    private static func adjusted(_ p: SIMD4<UInt32>, saturation s: Double, scale k: Double,
                                 offset o: Double) -> SIMD4<UInt32> {
        let alpha = p &>> 24
        let a = SIMD4<Double>(alpha)
        let r = SIMD4<Double>((p &>> 16) & 255), g = SIMD4<Double>((p &>> 8) & 255), b = SIMD4<Double>(p & 255)
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        @inline(__always) func channel(_ c: SIMD4<Double>) -> SIMD4<UInt32> {
            let v = (luma + s * (c - luma)) * k + o * a
            // `max(0, min(a, v))` as Swift's `min` and `max` decide it (`v < a ? v : a`, then
            // `m >= 0 ? m : 0`), so a NaN becomes `a` here too.
            var clamped = v.replacing(with: a, where: .!(v .< a))
            clamped.replace(with: 0, where: .!(clamped .>= 0))
            return roundedHalfAway(clamped)
        }
        let result = (p & 0xFF00_0000) | (channel(r) &<< 16) | (channel(g) &<< 8) | channel(b)
        return result.replacing(with: p, where: alpha .== 0)
    }

    /// `UInt32(v.rounded())` (`.toNearestOrAwayFromZero`) for lanes in 0…255, without the libm
    /// call. Adding 2⁵² leaves no fraction bits, so the sum is `v` rounded to the nearest
    /// integer, ties to even, which is then its low bits; subtracting 2⁵² again gives that
    /// integer exactly, and `v` minus it is exact too. The one disagreement with `.rounded()`
    /// is a tie rounded down (the difference exactly ½), put right by adding 1. (Adding ½ and
    /// truncating is not exact: 0.49999999999999994 + ½ rounds to 1.)
    @inline(__always)
    static func roundedHalfAway(_ v: SIMD4<Double>) -> SIMD4<UInt32> {
        let shifted = v + 0x1p52
        let tieDown = (v - (shifted - 0x1p52)) .== 0.5
        let nearest = unsafeBitCast(shifted, to: SIMD4<UInt64>.self) & 0xFFFF_FFFF
        return SIMD4<UInt32>(truncatingIfNeeded: nearest &+ SIMD4<UInt64>.zero.replacing(with: 1, where: tieDown))
    }
}

/// The six box passes of `BackdropBlur.gaussian`, for either width of sum.
protocol BoxPasses {
    associatedtype Sum: FixedWidthInteger & UnsignedInteger & SIMDScalar
    var radius: Int { get }
    /// A channel's box sum back to the channel: `min((sum × scale + 2³¹) >> 32, 255)`.
    func value(_ sum: Sum) -> UInt8
}

extension BoxPasses {
    /// Three boxes across the rows (`image` → `spare`), then three down the columns
    /// (`spare` → `image` → `spare` → `image`), as the first version ordered them.
    @inline(__always)
    func blur(_ image: UnsafeMutablePointer<UInt32>, spare: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        rows(image, into: spare, width: width, height: height)
        columns(spare, into: image, width: width, height: height)
        columns(image, into: spare, width: width, height: height)
        columns(spare, into: image, width: width, height: height)
    }

    /// A pixel's channels as lanes, in the order of its bytes in memory (blue, green, red,
    /// alpha on little-endian machines), the order the loops over bytes below see them in.
    @inline(__always)
    private static func lanes(_ p: UInt32) -> SIMD4<Sum> {
        SIMD4<Sum>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
    }

    /// The three horizontal boxes, a row at a time (`width` pixels apart in both images).
    ///
    /// Each row goes into a buffer with `radius + 1` copies of its end pixels on either side
    /// (the pixels the first version's clamped index read), so the running sums need no
    /// bounds: pixel `i` of the row sits at `i + radius + 1`, and the box around `i`, moving
    /// on, drops the pixel at `i + 1` and takes in the one at `i + 2 radius + 2`. The three
    /// boxes go back and forth between two such buffers, which stay in L1.
    @inline(__always)
    func rows(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        let pad = radius + 1, padded = width + 2 * pad
        let sumBytes = width * MemoryLayout<SIMD4<Sum>>.stride
        // The sums first: SIMD4<UInt32> must be 16-byte aligned.
        withUnsafeTemporaryAllocation(byteCount: sumBytes + 8 * padded,
                                      alignment: MemoryLayout<SIMD4<Sum>>.alignment) { buffer in
            let sums = buffer.baseAddress!.bindMemory(to: SIMD4<Sum>.self, capacity: width)
            let a = (buffer.baseAddress! + sumBytes).bindMemory(to: UInt32.self, capacity: 2 * padded), b = a + padded
            func fill(_ line: UnsafeMutablePointer<UInt32>) {
                line.update(repeating: line[pad], count: pad)
                (line + pad + width).update(repeating: line[pad + width - 1], count: pad)
            }
            for row in 0..<height {
                (a + pad).update(from: source + row * width, count: width)
                fill(a)
                box(a, into: b + pad, count: width, sums: sums); fill(b)
                box(b, into: a + pad, count: width, sums: sums); fill(a)
                box(a, into: target + row * width, count: width, sums: sums)
            }
        }
    }

    /// One box along a padded line (see `rows`), `count` pixels out, in three loops: what each
    /// step of the box adds (the pixel entering minus the one leaving, channel by channel, over
    /// the line's bytes: vectorised), the running sums (one SIMD add per pixel, the only
    /// dependency from pixel to pixel), and all of them rounded (vectorised). Differences and
    /// sums wrap around in `Sum`, and the sums, being true sums of bytes, come out right.
    @inline(__always)
    private func box(_ line: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, count: Int,
                     sums: UnsafeMutablePointer<SIMD4<Sum>>) {
        let span = 2 * radius + 1
        var sum = SIMD4<Sum>.zero
        for i in 1...span { sum &+= Self.lanes(line[i]) }
        let flat = UnsafeMutableRawPointer(sums).assumingMemoryBound(to: Sum.self)
        let entering = UnsafeRawPointer(line + span + 1).assumingMemoryBound(to: UInt8.self)
        let leaving = UnsafeRawPointer(line + 1).assumingMemoryBound(to: UInt8.self)
        for k in 0..<4 * count { flat[k] = Sum(entering[k]) &- Sum(leaving[k]) }
        for i in 0..<count {
            let step = sums[i]
            sums[i] = sum
            sum &+= step
        }
        roundAll(flat, into: UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt8.self), count: 4 * count)
    }

    @inline(__always)
    private func roundAll(_ sums: UnsafePointer<Sum>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        for k in 0..<count { out[k] = value(sums[k]) }
    }

    /// One vertical box from `source` into `target` (`width × height`, rows `width` apart), a
    /// row at a time: a running sum per column and channel moves down with the box, taking in
    /// the row below it and dropping the row above (row indices clamped, not pixel indices).
    /// Every loop runs over whole rows' bytes in order (the first version walked down each
    /// column, `width` pixels per step).
    @inline(__always)
    func columns(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        let n = 4 * width
        let bytes = UnsafeRawPointer(source).assumingMemoryBound(to: UInt8.self)
        let out = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt8.self)
        func row(_ y: Int) -> UnsafePointer<UInt8> { bytes + min(max(y, 0), height - 1) * n }
        withUnsafeTemporaryAllocation(of: Sum.self, capacity: n) { buffer in
            let sums = buffer.baseAddress!
            sums.initialize(repeating: 0, count: n)
            // The box around row 0: row y counted once for each of −r…r that clamps to it.
            for y in 0...min(radius, height - 1) {
                let weight = Sum(height == 1 ? 2 * radius + 1       // all of −r…r
                                 : y == 0 ? radius + 1              // −r…0
                                 : y == height - 1 ? radius - y + 1 // y…r
                                 : 1)
                let r = row(y)
                for k in 0..<n { sums[k] &+= weight &* Sum(r[k]) }
            }
            for y in 0..<height {
                let o = out + y * n
                let entering = row(y + radius + 1), leaving = row(y - radius)
                if entering == leaving || y == height - 1 {
                    roundAll(sums, into: o, count: n)
                } else {
                    for k in 0..<n {
                        let s = sums[k]
                        o[k] = value(s)
                        sums[k] = s &+ Sum(entering[k]) &- Sum(leaving[k])
                    }
                }
            }
        }
    }
}
