import AnimationCore
import Foundation

/// Pictures of fresh herbs for the cook scene, drawn in code: sprigs of leaves on a stem over
/// a wooden board. Each herb has its own leaf shape (long and thin for rosemary, broad for
/// basil), colour and number of leaves; nothing is read from disk.
public enum HerbImages {
    /// One herb. Leaf sizes are fractions of the picture's width.
    struct Herb {
        var name: String
        var summary: String
        var leaf: (length: Double, width: Double)
        var pairs: Int
        var colour: (r: Double, g: Double, b: Double)
        /// The leaves' angle from the stem, in radians.
        var spread: Double
    }

    static let herbs: [Herb] = [
        Herb(name: "Basil", summary: "Sweet and peppery; tear it over tomatoes at the last minute.",
             leaf: (0.30, 0.17), pairs: 4, colour: (0.22, 0.55, 0.20), spread: 0.9),
        Herb(name: "Rosemary", summary: "Resinous needles that stand up to long roasting.",
             leaf: (0.22, 0.035), pairs: 11, colour: (0.25, 0.42, 0.30), spread: 0.6),
        Herb(name: "Mint", summary: "Cool and bright; steep it, or chop it into yoghurt.",
             leaf: (0.24, 0.13), pairs: 5, colour: (0.35, 0.66, 0.32), spread: 1.1),
        Herb(name: "Sage", summary: "Soft grey-green leaves; crisp them in brown butter.",
             leaf: (0.27, 0.10), pairs: 4, colour: (0.50, 0.60, 0.48), spread: 0.8),
    ]

    /// Pixel size of every picture: shown aspect-filled on the 320 × 480 screen, which the full
    /// window shows at up to 2×, so the photo has two pixels per point there (the layout is in
    /// fractions of the width, so only the pixel count changes with it).
    public static let width = 640, height = 960

    /// How many herb pictures there are.
    public static var count: Int { herbs.count }
    /// The herbs' names, in picture order.
    public static var names: [String] { herbs.map(\.name) }
    /// One line about each herb, in picture order.
    public static var summaries: [String] { herbs.map(\.summary) }

    /// Every picture, made once.
    public static let all: [CGImage] = herbs.enumerated().compactMap { index, herb in
        CGImage(width: width, height: height, pixels: rasterize(herb), name: "herb-\(index + 1)")
    }

    /// Opaque ARGB32 pixels of `herb`.
    static func rasterize(_ herb: Herb) -> [UInt32] {
        let leaves = leafPlacements(herb)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let w = Double(width), px = 1 / w
        for y in 0..<height {
            for x in 0..<width {
                let u = (Double(x) + 0.5) / w, v = (Double(y) + 0.5) / w
                // The board: warm wood with grain running across.
                let grain = 0.05 * sin(v * 60 + 3 * sin(u * 9)) + 0.03 * sin(v * 170 + u * 7)
                var c = (0.62 + grain, 0.45 + grain * 0.8, 0.30 + grain * 0.5)
                // The stem, slightly curved, up the middle.
                let stemX = 0.5 + 0.04 * sin(v * 3)
                let stem = coverage(abs(u - stemX) - 0.008, px) * (v > 0.12 ? 1 : 0)
                c = mix(c, (0.30, 0.40, 0.18), stem)
                for leaf in leaves {
                    // Far from the leaf's base: outside it (saves the exact distance).
                    let reach = herb.leaf.length * leaf.scale + px
                    guard abs(u - leaf.base.x) < reach, abs(v - leaf.base.y) < reach else { continue }
                    let d = leafDistance(u, v, leaf, herb)
                    guard d < px else { continue }
                    let shade = 0.85 + 0.3 * leaf.light
                    let vein = coverage(abs(leafLocalY(u, v, leaf)) - 0.002, px) * 0.35
                    let colour = (herb.colour.r * shade, herb.colour.g * shade, herb.colour.b * shade)
                    c = mix(c, mix(colour, (0.85, 0.92, 0.75), vein), coverage(d, px))
                }
                pixels[y * width + x] = 0xFF00_0000 | byte(c.0) << 16 | byte(c.1) << 8 | byte(c.2)
            }
        }
        return pixels
    }

    struct Leaf { var base: (x: Double, y: Double); var angle: Double; var scale: Double; var light: Double }

    /// Pairs of leaves up the stem, smaller towards the tip, alternately lit.
    static func leafPlacements(_ herb: Herb) -> [Leaf] {
        var leaves: [Leaf] = []
        let top = 0.18, bottom = Double(height) / Double(width) - 0.12
        for i in 0..<herb.pairs {
            let f = Double(i) / Double(max(herb.pairs - 1, 1))
            let y = bottom - (bottom - top) * f
            let x = 0.5 + 0.04 * sin(y * 3)
            let scale = 1 - 0.45 * f
            leaves.append(Leaf(base: (x, y), angle: -.pi / 2 - herb.spread, scale: scale, light: Double(i % 2)))
            leaves.append(Leaf(base: (x, y), angle: -.pi / 2 + herb.spread, scale: scale, light: Double((i + 1) % 2)))
        }
        leaves.append(Leaf(base: (0.5 + 0.04 * sin(top * 3), top), angle: -.pi / 2, scale: 0.6, light: 1))
        return leaves
    }

    /// The point in the leaf's frame (x along the leaf from its base, y across it).
    static func leafLocal(_ u: Double, _ v: Double, _ leaf: Leaf) -> (Double, Double) {
        let dx = u - leaf.base.x, dy = v - leaf.base.y
        let c = cos(leaf.angle), s = sin(leaf.angle)
        return (dx * c + dy * s, -dx * s + dy * c)
    }

    static func leafLocalY(_ u: Double, _ v: Double, _ leaf: Leaf) -> Double { leafLocal(u, v, leaf).1 }

    /// Approximate signed distance to a pointed leaf (negative inside).
    static func leafDistance(_ u: Double, _ v: Double, _ leaf: Leaf, _ herb: Herb) -> Double {
        let (x, y) = leafLocal(u, v, leaf)
        let length = herb.leaf.length * leaf.scale, half = herb.leaf.width * leaf.scale / 2
        guard length > 0 else { return 1 }
        let t = x / length
        if t < 0 || t > 1 { return min(abs(x), abs(x - length)) + abs(y) }
        let profile = half * pow(sin(.pi * t), 0.8)
        return abs(y) - profile
    }

    private static func coverage(_ distance: Double, _ pixel: Double) -> Double {
        min(1, max(0, 0.5 - distance / pixel))
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double),
                            _ t: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    private static func byte(_ c: Double) -> UInt32 { UInt32((min(1, max(0, c)) * 255).rounded()) }
}
