import Foundation

/// Which corners of a rectangle to round, as UIKit's `UIRectCorner` (names are for a y-down screen).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// A corner set from its bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (all bits set, as UIKit's `~0`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// UIKit's path object: a `CGMutablePath` plus the stroke and fill attributes used to draw it.
///
/// `clockwise` in this class means clockwise *on a y-down screen* (increasing
/// angle), which is the opposite flag to Core Graphics' `addArc(…clockwise:)`:
/// `UIBezierPath(arcCenter:…, clockwise: true)` equals `CGMutablePath.addArc(…, clockwise: false)`.
/// Not an `NSObject`; there is no drawing (`fill()`/`stroke()`) — shape layers render paths.
/// It adopts `CGPathConvertible`, so animation values of path properties take it as its `cgPath`.
open class UIBezierPath: CGPathConvertible {
    private var path: CGMutablePath

    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// The shape of stroke ends (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of stroke corners (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width above which miter joins are bevelled (default 10).
    open var miterLimit: CGFloat = 10
    /// The curve-flattening tolerance in points (default 0.6, as UIKit).
    open var flatness: CGFloat = 0.6
    /// True to fill with the even-odd rule, false for non-zero winding (default false).
    open var usesEvenOddFillRule: Bool = false

    /// An empty path.
    public init() { path = CGMutablePath() }

    /// A path holding a copy of `cgPath`'s elements.
    public init(cgPath: CGPath) { path = cgPath.mutableCopy() }

    /// A closed rectangle, starting at (minX, minY) and running clockwise on a y-down screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, starting at its rightmost point and running clockwise on a y-down screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle whose four corners are circular arcs of `cornerRadius`, clamped to half the shorter side.
    ///
    /// Starts on the top edge just after the top-left corner and runs clockwise on a
    /// y-down screen. Differs from Apple: UIKit draws "continuous" (squircle-like)
    /// corners; these are plain circular quarter arcs.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only the chosen `corners` rounded, by `cornerRadii.width` clamped to half the shorter side.
    ///
    /// Like UIKit (since iOS 7), `cornerRadii.height` is ignored and corners are circular.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), limit) : 0
        func size(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
        }
        UIBezierPath.addRoundedRect(to: path, in: rect,
                                    corners: [size(.topLeft), size(.topRight), size(.bottomRight), size(.bottomLeft)])
    }

    /// Adds a rounded rectangle with per-corner radii (top-left, top-right, bottom-right, bottom-left,
    /// y-down names; each clamped to 0…half the side), element for element as
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:)` builds one with equal corners.
    private static func addRoundedRect(to path: CGMutablePath, in rect: CGRect, corners: [CGSize]) {
        let finite = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
        guard !rect.isNull, finite, corners.count == 4,
              corners.allSatisfy({ $0.width.isFinite && $0.height.isFinite }) else { return }
        let r = rect.standardized
        let c = corners.map { CGSize(width: min(max($0.width, 0), r.width / 2),
                                     height: min(max($0.height, 0), r.height / 2)) }
        if c.allSatisfy({ $0.width == 0 && $0.height == 0 }) {
            path.addRect(r, transform: .identity)
            return
        }
        // The control-point distance of a cubic quarter circle, as a fraction of the radius: 4/3 · tan(π/8).
        let k = 4.0 / 3.0 * CGFloat(tan(Double(CGFloat.pi / 2) / 4))
        let (minX, maxX, minY, maxY) = (r.minX, r.maxX, r.minY, r.maxY)
        let (tl, tr, br, bl) = (c[0], c[1], c[2], c[3])
        func corner(to end: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
            path.addCurve(to: end, control1: c1, control2: c2, transform: .identity)
        }
        path.move(to: CGPoint(x: minX + tl.width, y: minY), transform: .identity)
        path.addLine(to: CGPoint(x: maxX - tr.width, y: minY), transform: .identity)
        corner(to: CGPoint(x: maxX, y: minY + tr.height),
               CGPoint(x: maxX - tr.width + k * tr.width, y: minY),
               CGPoint(x: maxX, y: minY + tr.height - k * tr.height))
        path.addLine(to: CGPoint(x: maxX, y: maxY - br.height), transform: .identity)
        corner(to: CGPoint(x: maxX - br.width, y: maxY),
               CGPoint(x: maxX, y: maxY - br.height + k * br.height),
               CGPoint(x: maxX - br.width + k * br.width, y: maxY))
        path.addLine(to: CGPoint(x: minX + bl.width, y: maxY), transform: .identity)
        corner(to: CGPoint(x: minX, y: maxY - bl.height),
               CGPoint(x: minX + bl.width - k * bl.width, y: maxY),
               CGPoint(x: minX, y: maxY - bl.height + k * bl.height))
        path.addLine(to: CGPoint(x: minX, y: minY + tl.height), transform: .identity)
        corner(to: CGPoint(x: minX + tl.width, y: minY),
               CGPoint(x: minX, y: minY + tl.height - k * tl.height),
               CGPoint(x: minX + tl.width - k * tl.width, y: minY))
        path.closeSubpath()
    }

    /// A circular arc as a new subpath; `clockwise: true` means increasing angle (clockwise on a y-down screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// An immutable snapshot of the path; setting it replaces every element.
    open var cgPath: CGPath {
        get { path.copy() }
        set { path = newValue.mutableCopy() }
    }

    /// The smallest rectangle holding every point, control points included (`CGRect.null` when empty).
    open var bounds: CGRect { path.boundingBox }

    /// The point where the next segment would start (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// True when the path has no elements (a lone `move(to:)` makes it non-empty, as in UIKit).
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point; does nothing on an empty path, as UIKit documents.
    open func addLine(to point: CGPoint) {
        guard !path.isEmpty else { return }
        path.addLine(to: point)
    }

    /// A cubic Bézier curve from the current point; does nothing on an empty path.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard !path.isEmpty else { return }
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point; does nothing on an empty path.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard !path.isEmpty else { return }
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A circular arc; `clockwise: true` means increasing angle (clockwise on a y-down screen).
    ///
    /// An open subpath is joined to the arc's start by a straight line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() { path.closeSubpath() }

    /// Appends every element of `bezierPath` (its stroke attributes are not copied).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point, control points included, through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.mapPoints { $0.applying(transform) } })
    }

    /// Removes every element, leaving an empty path (stroke attributes are kept).
    open func removeAllPoints() { path = CGMutablePath() }

    /// A copy with the same elements and stroke and fill attributes.
    open func copy() -> UIBezierPath {
        let other = UIBezierPath(cgPath: path)
        other.lineWidth = lineWidth
        other.lineCapStyle = lineCapStyle
        other.lineJoinStyle = lineJoinStyle
        other.miterLimit = miterLimit
        other.flatness = flatness
        other.usesEvenOddFillRule = usesEvenOddFillRule
        return other
    }
}
