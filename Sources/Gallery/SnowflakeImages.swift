import AnimationCore
import Foundation

/// The snow scene's particle images, drawn in code as white six-armed flakes (and one soft
/// round flake) on a transparent background.
///
/// Each flake is rasterised from a small signed distance function: a point is folded into
/// one 30° wedge of the six-fold symmetric shape, its distance to the arm and side branches
/// of that wedge is measured, and the distance becomes antialiased coverage. No files are
/// read; `assets/images/snowflake-N.png` hold the same pictures for people to look at.
public enum SnowflakeImages {
    /// How one flake is drawn. Lengths are fractions of the flake's radius.
    struct Style {
        /// Image side in pixels.
        var size: Int
        /// Half the stroke width, in pixels.
        var halfWidth: Double
        /// Side branches: where along the arm they start and how long they are.
        var branches: [(at: Double, length: Double)]
        /// Radius of the solid hexagon-ish centre, in pixels.
        var core: Double
        /// A blurred disc instead of a crystal.
        var soft = false
    }

    static let styles: [Style] = [
        Style(size: 24, halfWidth: 1.1, branches: [(0.55, 0.35)], core: 2.2),
        Style(size: 20, halfWidth: 0.9, branches: [(0.35, 0.30), (0.65, 0.22)], core: 1.6),
        Style(size: 28, halfWidth: 1.2, branches: [(0.42, 0.40), (0.74, 0.22)], core: 3.0),
        Style(size: 14, halfWidth: 0, branches: [], core: 0, soft: true),
        Style(size: 16, halfWidth: 1.0, branches: [], core: 1.8),
    ]

    /// How many different flakes there are.
    public static var count: Int { styles.count }

    /// Every flake image, made once.
    public static let all: [CGImage] = styles.enumerated().compactMap { index, style in
        let pixels = rasterize(style)
        return CGImage(width: style.size, height: style.size, pixels: pixels, name: "snowflake-\(index + 1)")
    }

    /// Premultiplied ARGB32 pixels of a white flake in `style`.
    static func rasterize(_ style: Style) -> [UInt32] {
        let n = style.size
        let centre = Double(n) / 2
        let radius = centre - 1
        var pixels = [UInt32](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                let px = Double(x) + 0.5 - centre, py = Double(y) + 0.5 - centre
                let coverage: Double
                if style.soft {
                    let falloff = max(0, 1 - (px * px + py * py).squareRoot() / radius)
                    coverage = pow(falloff, 1.4)
                } else {
                    let d = distance(px, py, style: style, radius: radius)
                    coverage = min(1, max(0, style.halfWidth - d + 0.5))
                }
                let a = UInt32((coverage * 255).rounded())
                pixels[y * n + x] = a << 24 | a << 16 | a << 8 | a
            }
        }
        return pixels
    }

    /// Distance from `(x, y)` (relative to the centre) to the flake's skeleton, in pixels;
    /// negative inside the solid core.
    static func distance(_ x: Double, _ y: Double, style: Style, radius: Double) -> Double {
        let r = (x * x + y * y).squareRoot()
        // Fold the angle into one 60° sector, then mirror it into 0…30°.
        let sector = Double.pi / 3
        var angle = atan2(y, x).truncatingRemainder(dividingBy: sector)
        if angle < 0 { angle += sector }
        if angle > sector / 2 { angle = sector - angle }
        let q = (r * cos(angle), r * sin(angle))
        // The neighbouring arm (at 60°) is the mirror image of this one across the 30° line.
        let mirrored = (r * cos(sector - angle), r * sin(sector - angle))
        let d = min(skeletonDistance(q, style: style, radius: radius),
                    skeletonDistance(mirrored, style: style, radius: radius))
        return min(d, r - style.core)
    }

    /// Distance to one arm along +x and its branches (which point 60° away from the arm).
    private static func skeletonDistance(_ p: (Double, Double), style: Style, radius: Double) -> Double {
        var d = segmentDistance(p, (0, 0), (radius, 0))
        let c = cos(Double.pi / 3), s = sin(Double.pi / 3)
        for branch in style.branches {
            let start = branch.at * radius, length = branch.length * radius
            d = min(d, segmentDistance(p, (start, 0), (start + length * c, length * s)))
            d = min(d, segmentDistance(p, (start, 0), (start + length * c, -length * s)))
        }
        return d
    }

    private static func segmentDistance(_ p: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let abx = b.0 - a.0, aby = b.1 - a.1
        let apx = p.0 - a.0, apy = p.1 - a.1
        let t = max(0, min(1, (apx * abx + apy * aby) / (abx * abx + aby * aby)))
        let dx = apx - t * abx, dy = apy - t * aby
        return (dx * dx + dy * dy).squareRoot()
    }
}
