import AnimationCore

/// Test pictures with soft edges, for masks and backdrops whose rims must blend.
enum SoftRoundImage {
    /// A `side`×`side` round image, opaque white in the middle and fading linearly to clear
    /// over its outer half radius (premultiplied ARGB, so its colour channels equal its alpha).
    static func make(side: Int, name: String) -> CGImage {
        var pixels = [UInt32](repeating: 0, count: side * side)
        let half = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - half, dy = Double(y) + 0.5 - half
                let a = max(0, min(1, 2 - 2 * (dx * dx + dy * dy).squareRoot() / half))
                let v = UInt32((a * 255).rounded())
                pixels[y * side + x] = v << 24 | v << 16 | v << 8 | v
            }
        }
        return CGImage(width: side, height: side, pixels: pixels, name: name)!
    }
}
