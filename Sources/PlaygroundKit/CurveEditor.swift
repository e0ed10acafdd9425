import AnimationCore
import Foundation

/// The cubic-Bézier editor's model: the two control points of a timing function, dragged in
/// a plot, with Apple's named curves as presets (what people otherwise open cubic-bezier.com for).
///
/// The plot maps the curve's x (0…1, the fraction of the duration) left to right across
/// `frame`, and its y (`yRange`, the fraction of the change) bottom to top, so a curve that
/// overshoots (y above 1 or below 0, which `CAMediaTimingFunction` allows) stays in view.
/// Dragged control points are kept to two decimals (x clamped to 0…1 as Core Animation clamps it,
/// y to `yRange`), so the "Copy as Swift" line is short and reads back to the same curve.
public struct CurveEditor: Equatable {
    /// The first control point (c1x, c1y) in curve coordinates.
    public private(set) var c1: CGPoint
    /// The second control point (c2x, c2y) in curve coordinates.
    public private(set) var c2: CGPoint
    /// Where the plot is drawn, in panel points (y grows downwards, as in layers).
    public var frame: CGRect

    /// The range of y the plot shows and a control point may be dragged to.
    public static let yRange: ClosedRange<CGFloat> = -0.5...1.5
    /// How close (in points) a press must be to a control point's handle to grab it.
    public static let grabRadius: CGFloat = 12

    /// Apple's named curves, in the order the preset buttons show them.
    public static let presets: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    /// An editor showing `function` in `frame`.
    public init(_ function: CAMediaTimingFunction, frame: CGRect) {
        var p1 = [Float](repeating: 0, count: 2), p2 = [Float](repeating: 0, count: 2)
        function.getControlPoint(at: 1, values: &p1)
        function.getControlPoint(at: 2, values: &p2)
        c1 = CGPoint(x: CGFloat(p1[0]), y: CGFloat(p1[1]))
        c2 = CGPoint(x: CGFloat(p2[0]), y: CGFloat(p2[1]))
        self.frame = frame
    }

    /// The curve being edited, as the scene will use it.
    public var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y))
    }

    /// The point of the plot (panel points) showing curve point `p`.
    public func viewPoint(forCurvePoint p: CGPoint) -> CGPoint {
        let span = Self.yRange.upperBound - Self.yRange.lowerBound
        return CGPoint(x: frame.minX + p.x * frame.width,
                       y: frame.maxY - (p.y - Self.yRange.lowerBound) / span * frame.height)
    }

    /// The curve point shown at plot point `v` (panel points); the inverse of `viewPoint`.
    public func curvePoint(forViewPoint v: CGPoint) -> CGPoint {
        let span = Self.yRange.upperBound - Self.yRange.lowerBound
        guard frame.width > 0, frame.height > 0 else { return .zero }
        return CGPoint(x: (v.x - frame.minX) / frame.width,
                       y: Self.yRange.lowerBound + (frame.maxY - v.y) / frame.height * span)
    }

    /// The control point (1 or 2) whose handle is within `grabRadius` of `v`, the nearer one
    /// when both are; nil when neither is.
    public func handle(at v: CGPoint) -> Int? {
        func distance(_ c: CGPoint) -> CGFloat {
            let p = viewPoint(forCurvePoint: c)
            return ((p.x - v.x) * (p.x - v.x) + (p.y - v.y) * (p.y - v.y)).squareRoot()
        }
        let d1 = distance(c1), d2 = distance(c2)
        guard min(d1, d2) <= Self.grabRadius else { return nil }
        return d1 <= d2 ? 1 : 2
    }

    /// Moves control point `index` (1 or 2) to the curve point shown at `v`, clamped and rounded
    /// to two decimals. Another index, or a point that is not finite, changes nothing and is
    /// reported.
    public mutating func drag(_ index: Int, to v: CGPoint) {
        guard v.x.isFinite, v.y.isFinite, index == 1 || index == 2 else {
            CADiagnostics.report("CurveEditor: cannot drag control point \(index) to \(v)")
            return
        }
        let p = curvePoint(forViewPoint: v)
        func round(_ x: CGFloat) -> CGFloat { (x * 100).rounded() / 100 }
        let point = CGPoint(x: round(min(max(p.x, 0), 1)),
                            y: round(min(max(p.y, Self.yRange.lowerBound), Self.yRange.upperBound)))
        if index == 1 { c1 = point } else { c2 = point }
    }

    /// Shows Apple's curve `name` (a name that is not one of `presets` gives linear, reported).
    public mutating func apply(preset name: CAMediaTimingFunctionName) {
        self = CurveEditor(CAMediaTimingFunction(name: name), frame: frame)
    }

    /// The curve through `count` (at least 2) evenly spaced input times, as plot points: the
    /// path the panel strokes.
    public func plotPoints(count: Int = 48) -> [CGPoint] {
        let n = max(count, 2), f = timingFunction
        return (0..<n).map { i in
            let x = Double(i) / Double(n - 1)
            return viewPoint(forCurvePoint: CGPoint(x: x, y: f.solve(forInput: x)))
        }
    }
}
