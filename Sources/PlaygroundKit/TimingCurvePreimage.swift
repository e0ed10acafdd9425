import AnimationCore
import Foundation

/// Which input times (0…1) a timing function maps into given spans of progress: the inverse
/// the timeline inspector needs to place a group's children, which run in the group's eased
/// time, on the scene's time axis.
///
/// The curve is the cubic Bézier from (0, 0) through the function's two control points to
/// (1, 1). Its x is monotonic in the curve parameter u (Core Animation keeps control-point x in
/// 0…1), its y need not be (overshooting curves): y′(u) is a quadratic, so the curve splits at
/// its real roots into at most three pieces on which y is monotonic, and each piece is inverted
/// by bisection. Precision: 1e-12 in u (60 halvings), far below a pixel of the panel.
///
///     let easeIn = TimingCurvePreimage(CAMediaTimingFunction(name: .easeIn))
///     easeIn.inputs(whereProgressIn: [0.5..<1])   // [0.6575..<1.0]
struct TimingCurvePreimage {
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)
    /// Curve parameters splitting the curve into pieces on which y is monotonic (0 first, 1 last).
    private let breaks: [Double]

    /// The preimage under `function`; nil is linear (the identity), as for an animation without one.
    init(_ function: CAMediaTimingFunction?) {
        var p1 = [Float](repeating: 0, count: 2), p2 = [Float](repeating: 1, count: 2)
        if let function {
            function.getControlPoint(at: 1, values: &p1)
            function.getControlPoint(at: 2, values: &p2)
        }
        c1 = (Double(p1[0]), Double(p1[1]))
        c2 = (Double(p2[0]), Double(p2[1]))
        // y′(u)/3 = d0(1−u)² + 2·d1(1−u)u + d2·u², with d0 = c1y, d1 = c2y − c1y, d2 = 1 − c2y.
        let d0 = c1.y, d1 = c2.y - c1.y, d2 = 1 - c2.y
        let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots = [-c / b] }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let r = disc.squareRoot()
                roots = [(-b - r) / (2 * a), (-b + r) / (2 * a)]
            }
        }
        breaks = [0] + roots.filter { $0 > 1e-9 && $0 < 1 - 1e-9 }.sorted() + [1]
    }

    /// The lowest and highest progress the curve reaches (below 0 or above 1 when it overshoots).
    var progressRange: ClosedRange<Double> {
        let ys = breaks.map(y)
        return ys.min()!...ys.max()!
    }

    /// The input times in 0…1 at which the progress lies in one of `spans`, as sorted spans.
    func inputs(whereProgressIn spans: [Range<Double>]) -> [Range<Double>] {
        var found: [Range<Double>] = []
        for (ua, ub) in zip(breaks, breaks.dropFirst()) {
            let ya = y(ua), yb = y(ub), rising = yb >= ya
            for s in spans {
                let lo = max(s.lowerBound, min(ya, yb)), hi = min(s.upperBound, max(ya, yb))
                guard hi > lo else { continue }
                let u0 = parameter(reaching: rising ? lo : hi, from: ua, to: ub, rising: rising)
                let u1 = parameter(reaching: rising ? hi : lo, from: ua, to: ub, rising: rising)
                let x0 = x(u0), x1 = x(u1)
                if x1 > x0 { found.append(x0..<x1) }
            }
        }
        return Self.merged(found)
    }

    /// Sorted spans with overlapping or touching ones joined.
    static func merged(_ spans: [Range<Double>]) -> [Range<Double>] {
        var out: [Range<Double>] = []
        for s in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, s.lowerBound <= last.upperBound + 1e-12 {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, s.upperBound)
            } else {
                out.append(s)
            }
        }
        return out
    }

    private func x(_ u: Double) -> Double { bezier(u, c1.x, c2.x) }
    private func y(_ u: Double) -> Double { bezier(u, c1.y, c2.y) }

    private func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    /// The parameter in `a…b` where y reaches `target`, on a piece where y rises (or falls).
    private func parameter(reaching target: Double, from a: Double, to b: Double, rising: Bool) -> Double {
        // The piece's ends exactly (y is flat there for many curves, so bisection would stop short).
        if target == y(a) { return a }
        if target == y(b) { return b }
        var lo = a, hi = b
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (y(mid) < target) == rising { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
