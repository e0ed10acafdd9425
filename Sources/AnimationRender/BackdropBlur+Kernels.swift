import AnimationCore

/// The pixel loops of `BackdropBlur`: the Gaussian (three box blurs per axis) and the colour
/// adjustment. Their output is pinned bit for bit (golden images, damage tests, and
/// `BackdropBlurEquivalenceTests` against the first, plain implementation), so every rewrite
/// here keeps the same integer and floating-point operations in the same order and changes
/// only how pixels are reached: no clamped index per read, rows read in memory order, the four
/// channels of a pixel in one SIMD register, and scratch memory the caller can keep.
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

    /// `gaussian(_:width:height:sigma:)` with the `width × height` intermediate image in
    /// `scratch`, grown when too small and otherwise reused, so a caller blurring every frame
    /// does not allocate (and page-fault in) a fresh image each time.
    ///
    /// The three horizontal boxes run one row at a time through two padded line buffers that
    /// stay in L1; the three vertical boxes run row by row over the whole image with one running
    /// sum per column and channel, so both read memory in order (the first version walked the
    /// columns `width` pixels apart). Rounding happens after every box as before: `sum × scale
    /// + 2³¹ >> 32` with `scale = 2³² / window`, then at most 255.
    static func gaussian(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double, scratch: inout [UInt32]) {
        guard width > 0, height > 0, pixels.count >= width * height else { return }
        let d = max(1, Int(((4 * sigma * sigma + 1).squareRoot()).rounded()) | 1)
        let radius = min(d / 2, 4096)
        guard radius > 0 else { return }
        let box = Box(radius: radius)
        if scratch.count < width * height { scratch = [UInt32](repeating: 0, count: width * height) }
        pixels.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { spare in
                let (x, y) = (image.baseAddress!, spare.baseAddress!)
                box.rows(x, into: y, width: width, height: height)        // three boxes across: x → y
                box.columns(y, into: x, width: width, height: height)     // then three down: y → x → y → x
                box.columns(x, into: y, width: width, height: height)
                box.columns(y, into: x, width: width, height: height)
            }
        }
    }

    /// One box of width `2 × radius + 1`: the running sums' constants and the passes.
    private struct Box {
        let radius: Int
        /// `sum × scale >> 32 ≈ sum / window`; below 2³² (the window is at least 3), so the
        /// product of a 32-bit sum and it is a 32 × 32 → 64-bit multiply.
        let scale: UInt64
        static let half: UInt64 = 1 << 31

        init(radius: Int) {
            self.radius = radius
            scale = (UInt64(1) << 32) / UInt64(2 * radius + 1)
        }

        /// A channel sum back to a channel value, as the first version rounded it. The quotient
        /// is below 2²¹ (a sum of at most 8193 bytes times less than 2³²/3, over 2³²), so it is
        /// taken to 32 bits before the `min`, which then is a 32-bit compare (SSE2 has no 64-bit one).
        @inline(__always)
        func value(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: min(UInt32(truncatingIfNeeded: (UInt64(sum) &* scale &+ Self.half) &>> 32), 255))
        }

        /// The four channels of a pixel as lanes (blue, green, red, alpha: its bytes in memory order).
        @inline(__always)
        static func lanes(_ p: UInt32) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p.littleEndian, to: SIMD4<UInt8>.self))
        }

        /// Four channel sums back to a pixel, each lane as `value(_:)` rounds it.
        @inline(__always)
        func pixel(_ sums: SIMD4<UInt32>) -> UInt32 {
            var v = SIMD4<UInt32>(truncatingIfNeeded: (SIMD4<UInt64>(truncatingIfNeeded: sums) &* scale &+ Self.half) &>> 32)
            v.replace(with: 255, where: v .> 255)
            return UInt32(littleEndian: unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: v), to: UInt32.self))
        }

        /// The three horizontal boxes, row by row from `source` into `target` (both `width` apart).
        ///
        /// Each row is copied into a buffer with `radius + 1` copies of its end pixels on either
        /// side (what the clamped index read), so the running sums need no bounds: pixel `i` of
        /// the row sits at `i + radius + 1`, and the box for `i` leaves `i + 1` behind and takes
        /// in `i + 2 radius + 2` when it moves on.
        func rows(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
            let pad = radius + 1, padded = width + 2 * pad
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * padded) { buffer in
                let a = buffer.baseAddress!, b = a + padded
                func fill(_ line: UnsafeMutablePointer<UInt32>) {
                    line.update(repeating: line[pad], count: pad)
                    (line + pad + width).update(repeating: line[pad + width - 1], count: pad)
                }
                for row in 0..<height {
                    (a + pad).update(from: source + row * width, count: width)
                    fill(a)
                    pass(a, into: b + pad, count: width); fill(b)
                    pass(b, into: a + pad, count: width); fill(a)
                    pass(a, into: target + row * width, count: width)
                }
            }
        }

        /// One box along a padded line (see `rows`), `count` pixels out.
        @inline(__always)
        private func pass(_ line: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
            let span = 2 * radius + 1
            var sums = SIMD4<UInt32>.zero
            for i in 1...span { sums &+= Self.lanes(line[i]) }
            for i in 0..<count {
                out[i] = pixel(sums)
                sums = sums &+ Self.lanes(line[i + span + 1]) &- Self.lanes(line[i + 1])
            }
        }

        /// One vertical box from `source` into `target` (`width × height`, rows `width` apart),
        /// a row at a time: a running sum per column and channel moves down with the box, taking
        /// in the row below it and dropping the row it leaves (row indices clamped, not pixels).
        /// Every loop runs over the bytes of whole rows, in order.
        func columns(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
            let n = 4 * width
            let bytes = UnsafeRawPointer(source).assumingMemoryBound(to: UInt8.self)
            let out = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt8.self)
            func row(_ y: Int) -> UnsafePointer<UInt8> { bytes + min(max(y, 0), height - 1) * n }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n) { buffer in
                let sums = buffer.baseAddress!
                sums.initialize(repeating: 0, count: n)
                // The box around row 0: row y counted once for each of −r…r that clamps to it.
                for y in 0...min(radius, height - 1) {
                    let weight: UInt32 = height == 1 ? UInt32(2 * radius + 1)      // all of −r…r
                        : y == 0 ? UInt32(radius + 1)                                  // −r…0
                        : y == height - 1 ? UInt32(radius - y + 1)                     // y…r
                        : 1
                    let r = row(y)
                    for k in 0..<n { sums[k] &+= weight &* UInt32(r[k]) }
                }
                for y in 0..<height {
                    let o = out + y * n
                    let entering = row(y + radius + 1), leaving = row(y - radius)
                    if entering == leaving || y == height - 1 {
                        for k in 0..<n { o[k] = value(sums[k]) }
                    } else {
                        for k in 0..<n {
                            let s = sums[k]
                            o[k] = value(s)
                            sums[k] = s &+ UInt32(entering[k]) &- UInt32(leaving[k])
                        }
                    }
                }
            }
        }
    }

    /// Saturation, then `c × scale + offset`, on premultiplied pixels (each channel kept within its alpha).
    ///
    /// The same Double operations in the same order as the first version (luma, then per
    /// channel `(luma + s(c − luma)) × k + o × a`, clamped to 0…a, rounded half away from
    /// zero), so the bytes are the same. What changed: the three channels go through those
    /// operations together as SIMD lanes (IEEE operations lane by lane give what they give one
    /// at a time); `.rounded()`, a libm call per channel on x86-64's baseline, is done with
    /// the 2⁵² trick, exact here (see `roundedHalfAway`); and a pixel equal to the one before it,
    /// common in a blurred image, reuses its result.
    static func adjust(_ pixels: inout [UInt32], _ filter: BackdropFilter) {
        let s = Double(filter.saturation), k = Double(filter.scale), o = Double(filter.offset)
        guard s != 1 || k != 1 || o != 0 else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            // 0 is its own result (alpha 0 is left as it is), so it can start the memo.
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0
            for i in buffer.indices {
                let p = buffer[i]
                if p == lastIn { buffer[i] = lastOut; continue }
                let alpha = p >> 24
                guard alpha > 0 else { continue }
                let a = Double(alpha)
                let r = Double((p >> 16) & 255), g = Double((p >> 8) & 255), b = Double(p & 255)
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                // Lanes in memory order: blue, green, red (and alpha, computed and dropped).
                let c = SIMD4<Double>(b, g, r, a)
                let v = (luma + s * (c - luma)) * k + o * a
                // Swift's `max(0, min(a, v))`, lane by lane (a NaN becomes `a`, as there).
                var clamped = v.replacing(with: a, where: .!(v .< a))
                clamped.replace(with: 0, where: .!(clamped .>= 0))
                let bytes = SIMD4<UInt8>(truncatingIfNeeded: roundedHalfAway(clamped))
                let result = (p & 0xFF00_0000) | (UInt32(littleEndian: unsafeBitCast(bytes, to: UInt32.self)) & 0x00FF_FFFF)
                buffer[i] = result
                lastIn = p; lastOut = result
            }
        }
    }

    /// `v.rounded()` (`.toNearestOrAwayFromZero`) for lanes in 0…255, as integers, without the
    /// libm call. Adding and taking away 2⁵² rounds to the nearest integer, ties to even, with
    /// no other error for such `v`, and the integer is then the low bits of the sum; the only
    /// disagreement with `.rounded()` is a tie rounded down (`v` exactly ½ above it), put right
    /// by adding 1. (Adding ½ and truncating would not be exact: 0.49999999999999994 + ½ is 1.)
    @inline(__always)
    private static func roundedHalfAway(_ v: SIMD4<Double>) -> SIMD4<UInt64> {
        let shifted = v + 0x1p52
        let tieDown = (v - (shifted - 0x1p52)) .== 0.5
        let nearest = unsafeBitCast(shifted, to: SIMD4<UInt64>.self) & 0xFFFF_FFFF
        return nearest &+ SIMD4<UInt64>.zero.replacing(with: 1, where: tieDown)
    }
}
