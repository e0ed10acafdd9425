import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for y given x.
///
/// The curve is B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ for t ∈ [0, 1], kept in polynomial
/// form x(t) = ((ax·t + bx)·t + cx)·t (likewise y) and evaluated with Horner's rule.
/// `solve(_:)` finds t with x(t) = x by a safeguarded Newton iteration started from a
/// table of samples, falling back to bisection inside a shrinking bracket, and returns y(t).
///
/// Precision: t is solved until |x(t) − x| ≤ 1e-12 (or the bracket shrinks below 1e-15), so
/// y is exact to about 1e-12·|dy/dx| — better than 1e-9 for ordinary curves, 1e-6 is tested.
///
/// Behaviour differing from Apple (which documents none of this):
/// - x control points are clamped to [0, 1], which keeps x(t) monotone so every x has one y;
///   y control points are free (overshooting curves work).
/// - Non-finite control points are replaced with the linear curve's (0, 0, 1, 1) values.
/// - Inputs outside [0, 1] extrapolate linearly along the curve's end tangents
///   (a vertical end tangent extrapolates flat); NaN input returns 0.
public struct UnitBezier: Equatable, Sendable {
    /// The first control point after repair (x in [0, 1]).
    public let p1x: Double, p1y: Double
    /// The second control point after repair (x in [0, 1]).
    public let p2x: Double, p2y: Double

    // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, y(t) likewise.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// dy/dx at x = 0 and x = 1, used to extrapolate outside [0, 1].
    private let startSlope: Double, endSlope: Double
    /// True when both control points lie on the diagonal: then y(t) ≡ x(t) and y = x exactly.
    private let isIdentity: Bool
    /// x(t) at t = i / sampleIntervals, for the first guess and the initial bracket. A tuple, not
    /// an array: the curve is then a plain value (copying it retains nothing, reading a sample
    /// follows no pointer), which timing functions evaluated for every layer of every frame want.
    private let samples: SampleTable
    private typealias SampleTable = (Double, Double, Double, Double, Double, Double,
                                     Double, Double, Double, Double, Double)
    private static let sampleIntervals = 10

    /// A curve with control points (p1x, p1y) and (p2x, p2y); see the type's notes on repair.
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        func clampX(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? Swift.min(1, Swift.max(0, v)) : fallback }
        let x1 = clampX(p1x, 0), x2 = clampX(p2x, 1)
        let y1 = p1y.isFinite ? p1y : 0, y2 = p2y.isFinite ? p2y : 1
        self.p1x = x1
        self.p1y = y1
        self.p2x = x2
        self.p2y = y2

        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2

        // End tangents: direction from an endpoint to the first control point that differs
        // from it (a Bézier curve leaves its endpoint that way). Vertical → flat (slope 0).
        func slope(_ dx: Double, _ dy: Double) -> Double { dx > 0 ? dy / dx : 0 }
        if x1 != 0 || y1 != 0 { startSlope = slope(x1, y1) }
        else if x2 != 0 || y2 != 0 { startSlope = slope(x2, y2) }
        else { startSlope = 1 }
        if x2 != 1 || y2 != 1 { endSlope = slope(1 - x2, 1 - y2) }
        else if x1 != 1 || y1 != 1 { endSlope = slope(1 - x1, 1 - y1) }
        else { endSlope = 1 }

        let n = Self.sampleIntervals
        let (a, b, c) = (ax, bx, cx)
        func x(_ i: Int) -> Double {
            let t = Double(i) / Double(n)
            return ((a * t + b) * t + c) * t
        }
        samples = (x(0), x(1), x(2), x(3), x(4), x(5), x(6), x(7), x(8), x(9), x(10))
    }

    /// The bracket of x in the sample table: the first i in 1..<sampleIntervals with
    /// samples[i] ≥ x (sampleIntervals when there is none), with samples[i − 1] and samples[i].
    ///
    /// A binary search written out over the tuple's fields. It finds the same i as scanning the
    /// table from 1 (what the solver used to do) because the samples strictly increase: x(t) is
    /// a cubic whose derivative is never negative on [0, 1] (x control points in [0, 1]) and
    /// vanishes at one t at most, so samples 0.1 apart differ by far more than their rounding.
    /// Reading the fields directly keeps the table where it is: indexing the tuple through
    /// `withUnsafeBytes` stored all eleven samples to the stack on every solve.
    @inline(__always) private func bracket(_ x: Double) -> (i: Int, below: Double, above: Double) {
        let s = samples
        if s.5 < x {
            if s.7 < x {
                if s.8 < x { return s.9 < x ? (10, s.9, s.10) : (9, s.8, s.9) }
                return (8, s.7, s.8)
            }
            return s.6 < x ? (7, s.6, s.7) : (6, s.5, s.6)
        }
        if s.2 < x {
            if s.3 < x { return s.4 < x ? (5, s.4, s.5) : (4, s.3, s.4) }
            return (3, s.2, s.3)
        }
        return s.1 < x ? (2, s.1, s.2) : (1, s.0, s.1)
    }

    /// Two curves are equal when their (repaired) control points are: every other stored value,
    /// the sample table included, is computed from them.
    public static func == (l: UnitBezier, r: UnitBezier) -> Bool {
        l.p1x == r.p1x && l.p1y == r.p1y && l.p2x == r.p2x && l.p2y == r.p2y
    }

    /// x(t) by Horner's rule.
    @inline(__always) private func curveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y(t) by Horner's rule.
    @inline(__always) private func curveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt.
    @inline(__always) private func curveDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's y for input x (progress in, eased progress out); never NaN.
    ///
    /// Inside [0, 1] accurate to ~1e-12·|dy/dx|. Outside, y continues along the end
    /// tangent: y = startSlope·x for x < 0 and y = 1 + endSlope·(x − 1) for x > 1
    /// (infinite x gives the limit: ±∞, or the end value when the tangent is flat).
    @inline(__always)  // callers hold the curve inside a timing function: inlined, nothing is copied out
    public func solve(_ x: Double) -> Double {
        if x.isNaN { return 0 }
        if isIdentity { return x }
        if x <= 0 { return x == 0 ? 0 : (startSlope == 0 ? 0 : startSlope * x) }
        if x >= 1 { return x == 1 ? 1 : (endSlope == 0 ? 1 : 1 + endSlope * (x - 1)) }
        let y = curveY(solveForT(x))
        return y.isNaN ? x : y  // NaN only if y control points overflowed; stay NaN-free.
    }

    /// The parameter t ∈ [0, 1] with x(t) = x, for x ∈ (0, 1).
    @inline(__always)
    private func solveForT(_ x: Double) -> Double {
        // Bracket from the sample table: samples[i-1] < x ≤ samples[i] (x(t) is increasing).
        let n = Self.sampleIntervals
        let (i, below, above) = bracket(x)
        let step = 1 / Double(n)
        var lo = Double(i - 1) * step, hi = Double(i) * step
        // First guess: linear interpolation between the bracketing samples.
        let span = above - below
        var t = lo + (span > 0 ? (x - below) / span : 0.5) * step

        // Safeguarded Newton: each evaluation shrinks the bracket; a step that would leave
        // it (or a vanishing derivative) is replaced by bisection. Converges quadratically
        // near simple roots (2–3 iterations for typical curves), linearly at worst.
        for _ in 0..<64 {
            let error = curveX(t) - x
            if Swift.abs(error) <= 1e-12 { return t }
            if error > 0 { hi = t } else { lo = t }
            if hi - lo <= 1e-15 { break }
            let derivative = curveDX(t)
            let next = derivative > 0 ? t - error / derivative : .nan
            t = next > lo && next < hi ? next : 0.5 * (lo + hi)  // NaN fails the test → bisect
        }
        return t
    }
}
