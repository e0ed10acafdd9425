import AnimationCore
import Foundation

/// Satellite-style pictures of hurricanes for the image gallery, drawn in code: a dark blue
/// ocean, a patch of land, and white cloud bands winding in a logarithmic spiral around a clear
/// eye. Each storm has its own centre, arm count, winding and size; nothing is read from disk.
public enum HurricaneImages {
    /// One storm. Lengths are fractions of the image's width.
    struct Storm {
        var name: String
        var centre: (x: Double, y: Double)
        var radius: Double
        var arms: Double
        /// How tightly the bands wind (radians of turn per unit of log radius).
        var winding: Double
        var eye: Double
        /// Where the land's coast is (a tilted line across the image), and its tint.
        var coast: (x: Double, slope: Double)
        var land: (r: Double, g: Double, b: Double)
    }

    static let storms: [Storm] = [
        Storm(name: "Hurricane Aster", centre: (0.52, 0.45), radius: 0.62, arms: 3, winding: 2.6, eye: 0.035,
              coast: (0.08, 0.5), land: (0.36, 0.46, 0.26)),
        Storm(name: "Hurricane Boreas", centre: (0.40, 0.55), radius: 0.55, arms: 2, winding: 3.4, eye: 0.045,
              coast: (0.95, -0.3), land: (0.55, 0.47, 0.32)),
        Storm(name: "Hurricane Cirrus", centre: (0.58, 0.38), radius: 0.70, arms: 4, winding: 2.0, eye: 0.03,
              coast: (-0.2, 0.9), land: (0.42, 0.50, 0.30)),
        Storm(name: "Hurricane Dorado", centre: (0.47, 0.60), radius: 0.50, arms: 3, winding: 4.0, eye: 0.05,
              coast: (1.1, -0.8), land: (0.50, 0.42, 0.28)),
    ]

    /// Pixel size of every picture: shown aspect-filled on a 320 × 480 card, which the full
    /// window shows at up to 2× (1600 × 1000), so the pictures have two pixels per point there
    /// and are only ever scaled down (filtered), never up into blocks.
    public static let width = 640, height = 960

    /// How many storms there are.
    public static var count: Int { storms.count }

    /// The storms' names, in picture order.
    public static var names: [String] { storms.map(\.name) }

    /// Every picture, made once.
    public static let all: [CGImage] = storms.enumerated().compactMap { index, storm in
        CGImage(width: width, height: height, pixels: rasterize(storm), name: "hurricane-\(index + 1)")
    }

    /// Opaque ARGB32 pixels of `storm`.
    static func rasterize(_ storm: Storm) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let w = Double(width)
        for y in 0..<height {
            for x in 0..<width {
                let u = (Double(x) + 0.5) / w, v = (Double(y) + 0.5) / w
                var (r, g, b) = ground(u, v, storm)
                let cloud = cloudCover(u, v, storm)
                r += (0.97 - r) * cloud; g += (0.98 - g) * cloud; b += (1.0 - b) * cloud
                pixels[y * width + x] = 0xFF00_0000 | byte(r) << 16 | byte(g) << 8 | byte(b)
            }
        }
        return pixels
    }

    /// Ocean, or land beyond the coast line (blended over one pixel, so the coast is smooth).
    static func ground(_ u: Double, _ v: Double, _ s: Storm) -> (Double, Double, Double) {
        // Bays and headlands: a few long waves, no short regular ones (those read as stairs).
        let coastX = s.coast.x + s.coast.slope * (v - 0.5) + 0.025 * sin(v * 13 + 1.7) + 0.012 * sin(v * 29 + 0.4)
        let inland = (s.coast.slope >= 0 ? coastX - u : u - coastX) * Double(width)
        let land = min(1, max(0, inland + 0.5))
        let grain = 0.05 * sin(u * 17 + 3 * sin(v * 11)) * sin(v * 13 + 2 * sin(u * 7))
        let depth = 0.08 * sin(u * 23 + v * 17)
        let ocean = (0.03, 0.13 + depth * 0.5, 0.32 + depth)
        let ground = (s.land.r + grain, s.land.g + grain, s.land.b + grain)
        return (ocean.0 + (ground.0 - ocean.0) * land, ocean.1 + (ground.1 - ocean.1) * land,
                ocean.2 + (ground.2 - ocean.2) * land)
    }

    /// How much cloud covers (u, v): spiral bands fading with distance, a dense wall round a
    /// clear eye.
    static func cloudCover(_ u: Double, _ v: Double, _ s: Storm) -> Double {
        let dx = u - s.centre.x, dy = v - s.centre.y
        let r = (dx * dx + dy * dy).squareRoot()
        if r < s.eye { return 0.15 * r / s.eye }
        let angle = atan2(dy, dx)
        let phase = s.arms * angle + s.winding * s.arms * log(r / s.radius)
        let band = 0.5 + 0.5 * cos(phase)
        let falloff = max(0, 1 - r / s.radius)
        let wall = exp(-pow((r - s.eye * 1.8) / (s.eye * 1.2), 2))
        // Streaks warped along the bands (a product of plain waves would read as a grid of dots).
        let streak = sin(phase * 3 + 2.5 * sin(r * 31)) * 0.6 + sin(u * 23 + 4 * sin(v * 9)) * 0.4
        let texture = 0.88 + 0.12 * streak
        let cover = (pow(band, 1.5) * falloff * 1.6 + wall) * texture
        return min(1, max(0, cover))
    }

    private static func byte(_ c: Double) -> UInt32 { UInt32((min(1, max(0, c)) * 255).rounded()) }
}
