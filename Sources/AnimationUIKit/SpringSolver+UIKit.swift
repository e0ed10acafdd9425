import AnimationCore
import Foundation

// UIKit's spring (a damping ratio and a duration) in Core Animation's terms (mass, stiffness,
// damping): used by the spring variant of `UIView.animate`, `UISpringTimingParameters` and
// `UIViewPropertyAnimator`.
extension SpringSolver {
    /// A spring for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// Mapping: mass 1, damping = 2ζ√k, and the stiffness k for which `settlingDuration`
    /// equals `duration` (bisection on √k from a first guess that is exact for velocity 0), so
    /// playing `value(at:)` over exactly `duration` seconds ends within 0.001 of the target.
    /// ζ = dampingRatio is clamped to (0, 1]: values ≤ 0 become 0.01, NaN becomes 1. duration
    /// is clamped to [0.001, 10 000] s (NaN → 0.001); a non-finite velocity becomes 0. UIKit's
    /// own mapping is undocumented; this one matches its visible behaviour (settled at `duration`).
    public static func uiKit(dampingRatio: Double, duration: Double, initialVelocity: Double) -> SpringSolver {
        let zeta = dampingRatio.isNaN ? 1 : Swift.min(1, Swift.max(0.01, dampingRatio))
        let span = duration.isNaN ? 1e-3 : Swift.min(1e4, Swift.max(1e-3, duration))
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        if zeta != dampingRatio || span != duration || v0 != initialVelocity {
            CADiagnostics.report("SpringSolver.uiKit: repaired dampingRatio \(dampingRatio), "
                                 + "duration \(duration), velocity \(initialVelocity)")
        }
        func spring(_ w: Double) -> SpringSolver {
            SpringSolver(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v0)
        }
        // Settling time falls as ω₀ grows: bracket ω₀ by factors of 2, then bisect in log space.
        let unitTime = spring(1).settlingDuration                 // for v0 = 0, T(ω₀) = T(1)/ω₀
        var lo = unitTime / span, hi = lo, steps = 0
        while spring(lo).settlingDuration < span && steps < 60 { lo /= 2; steps += 1 }
        while spring(hi).settlingDuration > span && steps < 120 { hi *= 2; steps += 1 }
        while hi / lo > 1 + 1e-12 && steps < 200 {
            let mid = (lo * hi).squareRoot()
            if spring(mid).settlingDuration > span { lo = mid } else { hi = mid }
            steps += 1
        }
        return spring(hi)
    }
}
