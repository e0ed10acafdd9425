import Foundation

/// A damped harmonic oscillator moving progress from 0 to 1, solved in closed form.
///
/// With displacement d = x − 1, the motion obeys m·d'' + c·d' + k·d = 0, d(0) = −1,
/// d'(0) = v₀. Writing α = c/(2m) (decay rate) and ω₀ = √(k/m):
/// - underdamped (α < ω₀): d = e^(−αt)·(−cos ωt + B·sin(ωt)/ω), ω = √(ω₀² − α²);
/// - overdamped (α > ω₀): the same with cosh/sinh and γ = √(α² − ω₀²) in place of ω;
/// - critically damped (α = ω₀): the common limit d = e^(−αt)·(−1 + B·t);
/// where B = v₀ − α. sin(ωt)/ω and sinh(γt)/γ are evaluated without cancellation as ω, γ → 0,
/// so the three regimes join continuously. Values are accurate to ~1e-14 (double rounding).
///
/// Differences from Apple: times before 0 read as t = 0; `settlingDuration` uses the rule
/// documented there (Apple's is private), calibrated against Apple's two published figures;
/// Apple publishes none for critically or over-damped springs.
public struct SpringSolver: Equatable, Sendable {
    /// The mass of the object attached to the spring (> 0).
    public let mass: Double
    /// The spring stiffness coefficient k (> 0).
    public let stiffness: Double
    /// The damping coefficient c (≥ 0).
    public let damping: Double
    /// The initial velocity in progress per second; positive moves towards the target.
    public let initialVelocity: Double

    private let alpha: Double      // c / 2m: the decay rate of the envelope, 1/s
    private let omega0: Double     // √(k/m): the undamped angular frequency, rad/s
    private let rate: Double       // ω (underdamped) or γ (overdamped); 0 when critical
    private let underdamped: Bool  // α < ω₀; critical damping (rate 0) works in either branch

    /// Residual displacement, as a fraction of the distance travelled, below which the spring
    /// counts as settled. With the bound in `settlingDuration` this gives 2.855 s for Apple's
    /// documented example (mass 1, stiffness 100, damping 5) and 1.02 s for damping 15
    /// (Apple: "about 2.85 seconds" and "just over 1 second").
    public static let settlingThreshold = 0.001
    /// `settlingDuration` never exceeds this many seconds (an undamped spring never settles).
    public static let maximumSettlingDuration = 10_000.0

    /// A spring with Apple's `CASpringAnimation` parameters.
    ///
    /// As Apple does, mass ≤ 0, stiffness ≤ 0 or damping < 0 (or a non-finite value) resets
    /// that parameter to its default (mass 1, stiffness 100, damping 10); a non-finite
    /// velocity becomes 0. Each repair is reported through `CADiagnostics`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        func valid(_ v: Double, _ name: String, _ ok: Bool, _ fallback: Double) -> Double {
            if v.isFinite && ok { return v }
            CADiagnostics.report("SpringSolver: invalid \(name) \(v); using \(fallback)")
            return fallback
        }
        var m = valid(mass, "mass", mass > 0, 1)
        var k = valid(stiffness, "stiffness", stiffness > 0, 100)
        var c = valid(damping, "damping", damping >= 0, 10)
        let v0 = valid(initialVelocity, "initialVelocity", true, 0)
        if !(k / m).isFinite || !(c / m).isFinite || k / m == 0 {  // extreme ratios over/underflow
            CADiagnostics.report("SpringSolver: parameters m \(m) k \(k) c \(c) out of range; using defaults")
            (m, k, c) = (1, 100, 10)
        }
        self.mass = m
        self.stiffness = k
        self.damping = c
        self.initialVelocity = v0
        alpha = c / (2 * m)
        omega0 = (k / m).squareRoot()
        underdamped = alpha < omega0
        // |α² − ω₀²| factored as |α − ω₀|·(α + ω₀): no overflow, accurate near critical.
        rate = (Swift.abs(alpha - omega0) * (alpha + omega0)).squareRoot()
    }

    /// The damping ratio ζ = c / (2√(km)): < 1 bounces, 1 is critical, > 1 creeps.
    public var dampingRatio: Double { alpha / omega0 }

    /// e^(−αt)·C(t) and e^(−αt)·S(t), where C = cos ωt, S = sin(ωt)/ω (underdamped) or
    /// C = cosh γt, S = sinh(γt)/γ (overdamped); t ≥ 0 and finite.
    @inline(__always) private func basis(_ t: Double) -> (c: Double, s: Double) {
        let x = rate * t
        if underdamped {
            let decay = exp(-alpha * t)
            if x < 1e-4 { return (decay * cos(x), decay * (1 - x * x / 6) * t) }  // sin(x)/x, error < 1e-17
            let (sine, cosine) = sinCos(x)                                          // the bits of sin(x), cos(x)
            return (decay * cosine, decay * (sine / x) * t)
        }
        if x < 1 {
            let decay = exp(-alpha * t)
            let sinhc = x < 1e-4 ? 1 + x * x / 6 : sinh(x) / x     // sinh(x)/x, error < 1e-17
            return (decay * cosh(x), decay * sinhc * t)
        }
        // Large γt: split into the two real exponentials e^(r₁t), e^(r₂t) to avoid overflow.
        let slow = exp(-(omega0 / (alpha + rate)) * omega0 * t)   // r₁ = −ω₀²/(α+γ), no cancellation
        let fast = exp(-(alpha + rate) * t)                       // r₂ = −(α+γ)
        return (0.5 * (slow + fast), (slow - fast) / (2 * rate))
    }

    /// Progress at time t seconds: 0 at t = 0, tending to 1; overshoots 1 when underdamped.
    ///
    /// Times before 0 (and NaN) are treated as 0; t = +∞ gives 1.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let (c, s) = basis(t)
        let d = -c + (initialVelocity - alpha) * s
        return d.isNaN ? 1 : 1 + d
    }

    /// Velocity in progress per second at time t; `initialVelocity` at t ≤ 0 (and NaN), 0 at +∞.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        let (c, s) = basis(t)
        let v = initialVelocity * c + (omega0 * omega0 - alpha * initialVelocity) * s
        return v.isNaN ? 0 : v
    }

    /// Seconds until the motion stays within `settlingThreshold` (0.001 of the distance) of rest.
    ///
    /// Underdamped (ζ < 1), Apple's published figures fix the rule: the time at which the
    /// envelope M(t) = e^(−αt)·(1 + |B|·min(t, 1/ω)) falls to the threshold, B = v₀ − α —
    /// past 1/ω that is ln((1 + |B|/ω)/ε)/α, 2.855 s for m 1, k 100, c 5 (Apple: "about 2.85")
    /// and 1.022 s for c 15 ("just over 1 second"); the exact last time |d| exceeds ε would
    /// give 2.69 s and 0.80 s. Critically and over-damped (ζ ≥ 1) there is no oscillation to
    /// bound, and the rule is the time after which |d(t)| itself stays within ε. That is where
    /// e^(−αt)·(cosh γt + |B|·sinh(γt)/γ) falls to ε, which is |d| exactly unless v₀ > α; then
    /// d crosses zero once, |d| is sampled up to that bound and its last crossing bisected.
    /// With v₀ ≤ α both rules meet at ζ = 1 (e^(−αt)·(1 + |B|t) there: 0.9233 s for m 1,
    /// k 100, c 20); with v₀ > α the time drops by a few percent as ζ crosses 1, where the
    /// envelope stops counting the single overshoot at full size. Apple publishes no figure
    /// for ζ ≥ 1. Accurate to 1e-9 relative; capped at `maximumSettlingDuration`.
    public var settlingDuration: Double {
        let b = Swift.abs(initialVelocity - alpha)
        let epsilon = Self.settlingThreshold, cap = Self.maximumSettlingDuration
        let bound = lastCrossing(below: epsilon, cap: cap) { t in
            if self.underdamped {
                let reach = self.rate > 0 ? Swift.min(t, 1 / self.rate) : t
                return exp(-self.alpha * t) * (1 + b * reach)
            }
            let (c, s) = self.basis(t)
            return c + b * s
        }
        // ζ ≥ 1 and v₀ ≤ α: d = −(C + |B|·S), so the bound is |d| itself.
        guard !underdamped, initialVelocity > alpha, bound < cap else { return bound }
        // v₀ > α: d crosses zero once, then |d| rises to one bump (about 1/α wide) and decays.
        let samples = 512
        var last = 0.0
        for i in 1...samples {
            let t = bound * Double(i) / Double(samples)
            if Swift.abs(value(at: t) - 1) > epsilon { last = t }
        }
        var lo = last, hi = Swift.min(bound, last + bound / Double(samples))
        while hi - lo > 1e-9 * hi {
            let mid = 0.5 * (lo + hi)
            if Swift.abs(value(at: mid) - 1) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The time at which a function `f` that is above `epsilon` on [0, T) and not above it
    /// after falls to `epsilon` (doubling, then bisection to 1e-9 relative); `cap` at most.
    private func lastCrossing(below epsilon: Double, cap: Double, _ f: (Double) -> Double) -> Double {
        var hi = 1e-3
        while !(f(hi) <= epsilon) {
            if hi >= cap { return cap }
            hi *= 2
        }
        var lo = hi > 1e-3 ? hi / 2 : 0
        while hi - lo > 1e-9 * hi {
            let mid = 0.5 * (lo + hi)
            if f(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return Swift.min(hi, cap)
    }

    /// Apple's `CASpringAnimation(perceptualDuration:bounce:)` mapping (as SwiftUI's `Spring(duration:bounce:)`).
    ///
    /// mass 1, stiffness (2π/duration)², damping (1 − bounce)·4π/duration for bounce ≥ 0 and
    /// 4π/(duration·(1 + bounce)) for bounce < 0. bounce is clamped to [−0.999, 0.999] (NaN → 0);
    /// a non-finite or non-positive duration becomes 0.5 s. Repairs are reported.
    public static func parameters(perceptualDuration: Double,
                                  bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        var duration = perceptualDuration, b = bounce
        if !(duration.isFinite && duration > 0) {
            CADiagnostics.report("SpringSolver: invalid perceptualDuration \(duration); using 0.5")
            duration = 0.5
        }
        if !(b > -0.999 && b < 0.999) {
            let repaired = b.isNaN ? 0 : Swift.min(0.999, Swift.max(-0.999, b))
            if !(Swift.abs(b) < 1) {
                CADiagnostics.report("SpringSolver: bounce \(b) outside (-1, 1); using \(repaired)")
            }
            b = repaired
        }
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let damping = b >= 0 ? (1 - b) * 4 * Double.pi / duration : 4 * Double.pi / (duration * (1 + b))
        return (1, stiffness, damping)
    }
}
