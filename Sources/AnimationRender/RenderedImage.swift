import Foundation

/// One pixel of a `RenderedImage`: 8-bit red, green, blue and straight (not premultiplied) alpha.
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// The largest per-channel difference to `other` (0…255).
    public func maxChannelDifference(to other: RGBA8) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)),
            abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

/// A rendered frame or a decoded PNG: `width × height` pixels, rows top to bottom,
/// four bytes per pixel in the order R, G, B, A, with **straight** (not premultiplied) alpha.
public struct RenderedImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A (straight alpha), row-major, no padding.
    public var pixels: [UInt8]

    /// An image from RGBA bytes; the byte count must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width > 0, height > 0 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "an image needs a positive size")
        }
        guard pixels.count == width * height * 4 else {
            throw RenderError.invalidSize(width: width, height: height,
                                          reason: "expected \(width * height * 4) bytes, got \(pixels.count)")
        }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 0)) {
        self.width = max(1, width); self.height = max(1, height)
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
        }
        pixels = bytes
    }

    /// The pixel at `(x, y)` (0,0 is the top-left); coordinates are clamped into the image.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = index(x, y)
            return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = index(x, y)
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// The pixel at `(x, y)`, same as the subscript.
    public func pixel(x: Int, y: Int) -> RGBA8 { self[x, y] }

    private func index(_ x: Int, _ y: Int) -> Int {
        let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
        return (cy * width + cx) * 4
    }

    /// The average colour of the pixels in a rectangle (clamped into the image).
    public func averageColor(x: Int, y: Int, width w: Int,
                             height h: Int) -> (r: Double, g: Double, b: Double, a: Double) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0 else { return (0, 0, 0, 0) }
        var s = (0.0, 0.0, 0.0, 0.0)
        for yy in y0..<y1 { for xx in x0..<x1 {
            let i = (yy * width + xx) * 4
            s.0 += Double(pixels[i])
            s.1 += Double(pixels[i + 1])
            s.2 += Double(pixels[i + 2])
            s.3 += Double(pixels[i + 3])
        } }
        let n = Double((x1 - x0) * (y1 - y0))
        return (s.0 / n, s.1 / n, s.2 / n, s.3 / n)
    }

    /// Number of pixels whose colour differs from `color` by more than `tolerance` in some channel.
    public func countPixels(differingFrom color: RGBA8, tolerance: Int = 0) -> Int {
        var n = 0
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let p = RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
            if p.maxChannelDifference(to: color) > tolerance { n += 1 }
        }
        return n
    }
}
