import Foundation

/// The names of the predefined timing functions, as Apple's `kCAMediaTimingFunction*` constants.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, e.g. `"easeIn"`.
    public let rawValue: String

    /// A name from its string; unknown names fall back to linear in `CAMediaTimingFunction(name:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default curve: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A function that defines the pacing of an animation as a cubic Bézier timing curve.
///
/// The curve runs from (0, 0) to (1, 1) with two control points; x is the fraction of the
/// duration elapsed, y the fraction of the change applied. Instances are immutable and keep
/// a precomputed `UnitBezier`, so `solve(forInput:)` costs a few polynomial evaluations.
///
/// Differences from Apple: x control points are clamped to [0, 1] and non-finite control
/// points are replaced with the linear curve's values, both reported via `CADiagnostics`
/// (Apple leaves such input undefined); `solve(forInput:)` is public.
open class CAMediaTimingFunction: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Control points as stored (after repair), as Float like Apple's.
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    /// The predefined name this function was made from, if any (used by `description`).
    private let name: CAMediaTimingFunctionName?
    /// The precomputed solver.
    private let curve: UnitBezier

    /// One of the predefined timing functions; an unknown name gives linear with a diagnostic.
    ///
    /// Apple raises or returns nil for unknown names; here the result is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Float, Float, Float, Float)
        switch name {
        case .linear: points = (0, 0, 1, 1)
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
        case .default: points = (0.25, 0.1, 0.25, 1)
        default:
            CADiagnostics.report("CAMediaTimingFunction: unknown name \"\(name.rawValue)\"; using linear")
            points = (0, 0, 1, 1)
        }
        self.init(points.0, points.1, points.2, points.3, name: points == (0, 0, 1, 1) ? .linear : name)
    }

    /// A timing function with control points (c1x, c1y) and (c2x, c2y).
    ///
    /// x values are clamped to [0, 1]; NaN or infinite values are replaced with the linear
    /// curve's (0, 0, 1, 1) values. Both repairs are reported through `CADiagnostics`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let given = [c1x, c1y, c2x, c2y], linear: [Float] = [0, 0, 1, 1]
        var p = given
        if given.contains(where: { !$0.isFinite }) {
            for i in 0..<4 where !p[i].isFinite { p[i] = linear[i] }
            CADiagnostics.report("CAMediaTimingFunction: non-finite control point in \(given); "
                                 + "replaced with the linear curve's values")
        }
        for i in [0, 2] where p[i] < 0 || p[i] > 1 {
            CADiagnostics.report("CAMediaTimingFunction: control point x \(p[i]) outside [0, 1]; clamped")
            p[i] = Swift.min(1, Swift.max(0, p[i]))
        }
        self.c1x = p[0]
        self.c1y = p[1]
        self.c2x = p[2]
        self.c2y = p[3]
        self.name = nil
        self.curve = Self.curve(p[0], p[1], p[2], p[3])
    }

    /// The solver for Float control points, widened through their shortest decimal form
    /// (0.42f → 0.42, not 0.41999998688697815) so curves match their decimal definitions:
    /// easeInEaseOut is then symmetric to ~1e-16 rather than ~1e-8.
    private static func curve(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> UnitBezier {
        func widen(_ v: Float) -> Double { Double(v.description) ?? Double(v) }
        return UnitBezier(p1x: widen(c1x), p1y: widen(c1y), p2x: widen(c2x), p2y: widen(c2y))
    }

    /// The designated path for named functions: the points are known to be valid.
    private init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, name: CAMediaTimingFunctionName) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
        self.name = name
        self.curve = Self.curve(c1x, c1y, c2x, c2y)
    }

    /// Writes control point `idx` (0: (0, 0), 1: c1, 2: c2, 3: (1, 1)) as two Floats to `ptr`.
    ///
    /// An index outside 0...3 writes nothing (Apple's behaviour there is undefined).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// What Apple keeps private as `_solveForInput:`; public here so curves can be checked.
    ///
    /// Returns the curve's y for time fraction `x`: exact for linear curves, within ~1e-12
    /// otherwise. Outside [0, 1] it extrapolates along the end tangents; NaN gives 0.
    public func solve(forInput x: Double) -> Double { curve.solve(x) }

    /// `solve(forInput:)` in single precision (computed in Double, then rounded).
    ///
    /// Disfavoured so that a literal argument (`solve(forInput: 1)`) picks the Double overload.
    @_disfavoredOverload
    public func solve(forInput x: Float) -> Float { Float(curve.solve(Double(x))) }

    /// Two timing functions are equal when their (repaired) control points are equal.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    /// Hashes the control points, consistent with `==`.
    open func hash(into hasher: inout Hasher) {
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
    }

    /// The predefined name (e.g. `easeIn`) or `CAMediaTimingFunction(controlPoints: …)`.
    ///
    /// Apple prints the name for predefined functions and an object address otherwise.
    open var description: String {
        if let name { return name.rawValue }
        return "CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
    }
}
