import AnimationCore
import Foundation

/// The two halves of the bolt spinner's lightning bolt, drawn as vector paths.
///
/// The whole bolt is a classic zig-zag (53 × 100 points): an upper slanted bar with a notch on
/// its right, and a lower bar running down to the point at the bottom left. It is cut across at
/// `seamY`; each half is drawn in its own bounding box, so placing the boxes' centres at
/// `meetingOffset(of:)` from a common centre rebuilds the bolt. The halves overlap by a hair
/// along the seam so no background shows through between them.
public enum BoltShapes {
    /// One half of the bolt.
    public enum Half: CaseIterable, Sendable {
        case top, bottom
    }

    /// The whole bolt's size (its outline's bounding box).
    public static let boltSize = CGSize(width: 53, height: 100)
    /// Where the bolt is cut in two, in bolt coordinates.
    static let seamY: CGFloat = 48
    static let overlap: CGFloat = 0.5

    /// The bolt's outline, clockwise from the top-left corner of the upper bar.
    static let outline: [CGPoint] = [
        CGPoint(x: 21, y: 0), CGPoint(x: 52, y: 0), CGPoint(x: 33, y: 40), CGPoint(x: 53, y: 40),
        CGPoint(x: 16, y: 100), CGPoint(x: 24, y: 57), CGPoint(x: 0, y: 57),
    ]

    /// The x where the segment a→b crosses the horizontal line at `y`.
    private static func crossing(_ a: CGPoint, _ b: CGPoint, y: CGFloat) -> CGPoint {
        let t = (y - a.y) / (b.y - a.y)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: y)
    }

    /// The half's polygon in bolt coordinates.
    static func polygon(_ half: Half) -> [CGPoint] {
        let o = outline
        switch half {
        case .top:
            let y = seamY + overlap
            // Top bar, notch, then across the seam between the right and left outer edges.
            return [o[0], o[1], o[2], o[3], crossing(o[3], o[4], y: y), crossing(o[6], o[0], y: y)]
        case .bottom:
            let y = seamY - overlap
            return [crossing(o[6], o[0], y: y), crossing(o[3], o[4], y: y), o[4], o[5], o[6]]
        }
    }

    /// The half's bounding box in bolt coordinates.
    public static func frame(of half: Half) -> CGRect {
        let pts = polygon(half)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Where the half's centre sits relative to the whole bolt's centre once the halves meet.
    public static func meetingOffset(of half: Half) -> CGPoint {
        let f = frame(of: half)
        return CGPoint(x: f.midX - boltSize.width / 2, y: f.midY - boltSize.height / 2)
    }

    /// The half's outline in its own bounding box (origin at the box's top-left), left open
    /// along the seam: it starts at one end of the cut and ends at the other, so a fill closes
    /// it (implicitly, across the cut) while the stroke follows only the bolt's outer edge and
    /// no line crosses the middle of the assembled bolt.
    public static func path(for half: Half) -> CGPath {
        let f = frame(of: half)
        var points = polygon(half)
        // The cut is the polygon's edge from the second-to-last point to the last (top half)
        // or from the first to the second (bottom half): rotate so the path starts after it.
        switch half {
        case .top: points = [points[points.count - 1]] + points.dropLast()
        case .bottom: points = Array(points[1...]) + [points[0]]
        }
        let p = CGMutablePath()
        p.addLines(between: points.map { CGPoint(x: $0.x - f.minX, y: $0.y - f.minY) })
        return p
    }

    /// The bolt's yellow.
    public static let fillColor = CGColor(red: 1.0, green: 0.82, blue: 0.1, alpha: 1)
    /// A darker orange edge, so the bolt reads on white.
    public static let strokeColor = CGColor(red: 0.93, green: 0.55, blue: 0.0, alpha: 1)

    /// Styles `layer` as `half`: bounds, path and colours.
    public static func configure(_ layer: CAShapeLayer, as half: Half) {
        layer.bounds = CGRect(origin: .zero, size: frame(of: half).size)
        layer.path = path(for: half)
        layer.fillColor = fillColor
        layer.strokeColor = strokeColor
        layer.lineWidth = 1.5
        layer.lineJoin = .round
    }
}
