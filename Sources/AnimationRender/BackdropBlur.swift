import AnimationCore
import CPixman
import Foundation

/// A backdrop filtered as a `BackdropFilter` says, on the CPU with pixman (the pixel library
/// cairo itself composites with): a box-filtered reduction by `factor`, a separable Gaussian
/// blur at the reduced size, then saturation and the linear colour change.
///
/// Why this way: SDL's renderer API has no shaders, so where the direct-OpenGL backend does not
/// run (`GLBackdropBlur` does the same passes on the GPU) a blur is done on pixels read back
/// from the target. Blurring at 1/`factor` of the size costs 1/factor² of the work; the box
/// reduction keeps moving content from shimmering and the reduced image is magnified
/// bilinearly when drawn, which a blur this wide cannot tell from a full-size one. pixman's
/// separable-convolution filter does both the reduction and the blur (one
/// `pixman_image_composite32` each) with its own SIMD paths.
struct BackdropBlur {
    /// The reduced image: premultiplied ARGB32, `width × height`, pixel `(i, j)` covering
    /// `factor × factor` source pixels.
    var pixels: [UInt32]
    var width: Int
    var height: Int
    var factor: Int

    /// Reduction factor for a blur of `sigma` pixels: the largest power of two (at most 16)
    /// that leaves the blur a σ of at least 2.5 reduced pixels.
    static func factor(sigma: Double) -> Int {
        var f = 1
        while f < 16 && sigma / Double(2 * f) >= 2.5 { f *= 2 }
        return f
    }

    /// σ of the Gaussian at the reduced size: what the box reductions already blurred
    /// (variance about f²/12) is left out.
    static func reducedSigma(sigma: Double, factor f: Int) -> Double {
        (max(0, sigma * sigma - Double(f * f) / 12)).squareRoot() / Double(f)
    }

    /// Filters `width × height` premultiplied ARGB32 pixels (rows `width` apart) with `filter`,
    /// whose blur radius is `sigma` pixels here. `width` and `height` should be multiples of
    /// `factor` (the last reduced pixels otherwise average the repeated edge).
    init(source: UnsafeMutablePointer<UInt32>, width: Int, height: Int, sigma: Double, factor: Int,
         filter: BackdropFilter) {
        var scratch: [UInt32] = []
        self.init(source: source, width: width, height: height, sigma: sigma, factor: factor, filter: filter,
                  scratch: &scratch)
    }

    /// The same, with the blur's intermediate image in `scratch` (grown when too small, its
    /// contents overwritten), so a caller filtering every frame can keep one buffer for it.
    init(source: UnsafeMutablePointer<UInt32>, width: Int, height: Int, sigma: Double, factor: Int,
         filter: BackdropFilter, scratch: inout [UInt32]) {
        self.factor = max(1, factor)
        self.width = max(1, (width + self.factor - 1) / self.factor)
        self.height = max(1, (height + self.factor - 1) / self.factor)
        pixels = [UInt32](repeating: 0, count: self.width * self.height)
        guard width > 0, height > 0 else { return }
        let (w, h, f) = (self.width, self.height, self.factor)
        // Halvings: pixman's bilinear scaling (SIMD fast paths) sampling where four pixels
        // meet is exactly a 2×2 box average.
        var current: [UInt32] = []
        var cw = width, ch = height
        var reached = 1
        while reached < f {
            let nw = max(1, (cw + 1) / 2), nh = max(1, (ch + 1) / 2)
            var next = [UInt32](repeating: 0, count: nw * nh)
            if reached == 1 {
                Self.halve(source, cw, ch, into: &next, nw, nh)
            } else {
                current.withUnsafeMutableBufferPointer { Self.halve($0.baseAddress!, cw, ch, into: &next, nw, nh) }
            }
            current = next; cw = nw; ch = nh
            reached *= 2
        }
        if reached == 1 { current = [UInt32](UnsafeBufferPointer(start: source, count: width * height)) }
        if cw == w && ch == h { pixels = current } else {
            for y in 0..<min(h, ch) { for x in 0..<min(w, cw) { pixels[y * w + x] = current[y * cw + x] } }
        }
        let reduced = Self.reducedSigma(sigma: sigma, factor: f)
        if reduced >= 0.5 { Self.gaussian(&pixels, width: w, height: h, sigma: reduced, scratch: &scratch) }
        Self.adjust(&pixels, filter)
    }

    /// Halves `source` (`sw × sh`) into `target` (`tw × th`), each pixel the mean of a 2×2 block (the edge repeated).
    private static func halve(_ source: UnsafeMutablePointer<UInt32>, _ sw: Int, _ sh: Int, into target: inout [UInt32],
                              _ tw: Int, _ th: Int) {
        do {
            target.withUnsafeMutableBufferPointer { dst in
                guard let from = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(sw), Int32(sh), source, Int32(sw * 4)),
                      let to = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(tw), Int32(th), dst.baseAddress,
                                                        Int32(tw * 4))
                else { return }
                defer { pixman_image_unref(from); pixman_image_unref(to) }
                var scale = pixman_transform()
                pixman_transform_init_scale(&scale, fixed(2), fixed(2))
                pixman_image_set_transform(from, &scale)
                pixman_image_set_filter(from, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_set_repeat(from, PIXMAN_REPEAT_PAD)
                pixman_image_composite32(PIXMAN_OP_SRC, from, nil, to, 0, 0, 0, 0, 0, 0, Int32(tw), Int32(th))
            }
        }
    }

    private static func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }

    /// The reduced image magnified back to full size bilinearly (for renderers that sample
    /// textures nearest-neighbour): the `rect` part of the full-size image, whose pixel (0, 0)
    /// is the reduced image's top-left corner, as premultiplied ARGB32 rows `rect.width` apart.
    func magnified(_ rect: PixelRect) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: max(0, rect.width * rect.height))
        guard !rect.isEmpty else { return result }
        var source = pixels
        source.withUnsafeMutableBufferPointer { src in
            result.withUnsafeMutableBufferPointer { dst in
                guard let small = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                           src.baseAddress, Int32(width * 4)),
                      let full = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(rect.width), Int32(rect.height),
                                                          dst.baseAddress, Int32(rect.width * 4)) else { return }
                defer { pixman_image_unref(small); pixman_image_unref(full) }
                var t = pixman_transform()
                pixman_transform_init_scale(&t, Self.fixed(1 / Double(factor)), Self.fixed(1 / Double(factor)))
                pixman_image_set_transform(small, &t)
                pixman_image_set_filter(small, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_set_repeat(small, PIXMAN_REPEAT_PAD)
                pixman_image_composite32(PIXMAN_OP_SRC, small, nil, full, Int32(rect.x0), Int32(rect.y0), 0, 0, 0, 0,
                                         Int32(rect.width), Int32(rect.height))
            }
        }
        return result
    }
}

extension PixelMath {
    /// Premultiplied source-over of two ARGB32 pixels.
    @inline(__always)
    static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let a = src >> 24
        if a == 255 || dst == 0 { return src }
        if a == 0 { return dst }
        let k = 255 - a
        func mix(_ shift: UInt32) -> UInt32 {
            min(255, ((src >> shift) & 255) + (((dst >> shift) & 255) * k + 127) / 255)
        }
        return (mix(24) << 24) | (mix(16) << 16) | (mix(8) << 8) | mix(0)
    }
}
