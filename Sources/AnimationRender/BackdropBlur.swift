import AnimationCore
import CPixman
import Foundation

/// A backdrop filtered as a `BackdropFilter` says, on the CPU with pixman (the pixel library
/// cairo itself composites with): a box-filtered reduction by `factor`, a separable Gaussian
/// blur at the reduced size, then saturation and the linear colour change.
///
/// Why this way: SDL's renderer API has no shaders, so a blur on every path (OpenGL, SDL's
/// software renderer, headless) is done on pixels read back from the target. Blurring at
/// 1/`factor` of the size costs 1/factor² of the work; the box reduction keeps moving content
/// from shimmering and the reduced image is magnified bilinearly when drawn, which a blur this
/// wide cannot tell from a full-size one. pixman's separable-convolution filter does both the
/// reduction and the blur (one `pixman_image_composite32` each) with its own SIMD paths.
struct BackdropBlur {
    /// The reduced image: premultiplied ARGB32, `width × height`, pixel `(i, j)` covering
    /// `factor × factor` source pixels.
    var pixels: [UInt32]
    var width: Int
    var height: Int
    var factor: Int

    /// Reduction factor for a blur of `sigma` pixels: the blur then runs with a σ of 2–3 reduced pixels.
    static func factor(sigma: Double) -> Int { max(1, min(16, Int(sigma / 2.5))) }

    /// Filters `width × height` premultiplied ARGB32 pixels (rows `width` apart) with `filter`,
    /// whose blur radius is `sigma` pixels here. `width` and `height` should be multiples of
    /// `factor` (the last reduced pixels otherwise average the repeated edge).
    init(source: UnsafeMutablePointer<UInt32>, width: Int, height: Int, sigma: Double, factor: Int, filter: BackdropFilter) {
        self.factor = max(1, factor)
        self.width = max(1, (width + self.factor - 1) / self.factor)
        self.height = max(1, (height + self.factor - 1) / self.factor)
        pixels = [UInt32](repeating: 0, count: self.width * self.height)
        guard width > 0, height > 0 else { return }
        let (w, h, f) = (self.width, self.height, self.factor)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), source, Int32(width * 4)),
                  let small = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(w), Int32(h), out.baseAddress, Int32(w * 4)) else { return }
            defer { pixman_image_unref(src); pixman_image_unref(small) }
            pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
            if f > 1 {
                var scale = pixman_transform()
                pixman_transform_init_scale(&scale, Self.fixed(Double(f)), Self.fixed(Double(f)))
                pixman_image_set_transform(src, &scale)
                var count: Int32 = 0
                if let params = pixman_filter_create_separable_convolution(
                    &count, Self.fixed(Double(f)), Self.fixed(Double(f)), PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE,
                    PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 1, 1) {
                    pixman_image_set_filter(src, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, count)
                    free(params)
                }
            }
            pixman_image_composite32(PIXMAN_OP_SRC, src, nil, small, 0, 0, 0, 0, 0, 0, Int32(w), Int32(h))
            // What the box reduction already blurred (variance f²/12) is left out of the Gaussian.
            let reduced = (max(0, sigma * sigma - Double(f * f) / 12)).squareRoot() / Double(f)
            if reduced >= 0.3 { Self.gaussian(small, width: w, height: h, sigma: reduced) }
        }
        Self.adjust(&pixels, filter)
    }

    private static func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }

    /// Blurs `image` in place (through a copy) with a separable Gaussian of `sigma` pixels.
    private static func gaussian(_ image: OpaquePointer, width: Int, height: Int, sigma: Double) {
        let radius = min(30, Int((3 * sigma).rounded(.up)))
        let size = 2 * radius + 1
        var weights = (0..<size).map { i -> Double in
            let x = Double(i - radius)
            return exp(-x * x / (2 * sigma * sigma))
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        // pixman_fixed_t weights summing to exactly 1.0 (the rounding error goes to the centre).
        var kernel = weights.map { fixed($0) }
        kernel[radius] += 65536 - kernel.reduce(0, +)
        var params: [pixman_fixed_t] = [fixed(Double(size)), fixed(Double(size)), 0, 0] + kernel + kernel
        var copy = [UInt32](repeating: 0, count: width * height)
        copy.withUnsafeMutableBufferPointer { buffer in
            guard let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), buffer.baseAddress, Int32(width * 4))
            else { return }
            defer { pixman_image_unref(source) }
            pixman_image_composite32(PIXMAN_OP_SRC, image, nil, source, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
            pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
            _ = params.withUnsafeMutableBufferPointer {
                pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, $0.baseAddress, Int32($0.count))
            }
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
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

    /// The reduced image magnified back to full size bilinearly (for renderers that sample
    /// textures nearest-neighbour): the `rect` part of the full-size image, whose pixel (0, 0)
    /// is the reduced image's top-left corner, as premultiplied ARGB32 rows `rect.width` apart.
    func magnified(_ rect: PixelRect) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: max(0, rect.width * rect.height))
        guard !rect.isEmpty else { return result }
        var source = pixels
        source.withUnsafeMutableBufferPointer { src in
            result.withUnsafeMutableBufferPointer { dst in
                guard let small = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), src.baseAddress, Int32(width * 4)),
                      let full = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(rect.width), Int32(rect.height), dst.baseAddress,
                                                          Int32(rect.width * 4)) else { return }
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
        func mix(_ shift: UInt32) -> UInt32 { min(255, ((src >> shift) & 255) + (((dst >> shift) & 255) * k + 127) / 255) }
        return (mix(24) << 24) | (mix(16) << 16) | (mix(8) << 8) | mix(0)
    }
}
