import AnimationCore
import Foundation

/// The spring editor's model: a `CASpringAnimation`'s physics (mass, stiffness, damping, initial
/// velocity), also edited as the two numbers designers think in, damping ratio and response,
/// with the response curve and its `settlingDuration`.
///
/// Damping ratio ζ and response (the period of the undamped oscillation, in seconds) are
/// SwiftUI's spring parameters; with mass m they give stiffness k = (2π / response)² · m and
/// damping c = 4π · ζ · m / response, and back ζ = c / (2√(k·m)), response = 2π · √(m / k).
/// Values are checked as `CASpringAnimation` checks them (through `SpringSolver`): a value
/// that is not allowed is refused with a diagnostic and the editor keeps its previous spring.
public struct SpringEditor: Equatable {
    /// The spring being edited.
    public private(set) var spring: SpringSolver

    /// An editor for `spring` (Apple's default spring: mass 1, stiffness 100, damping 10).
    public init(_ spring: SpringSolver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)) {
        self.spring = spring
    }

    /// ζ: below 1 the spring overshoots and oscillates, 1 is critically damped, above 1 it creeps.
    public var dampingRatio: Double { spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()) }
    /// The period of the undamped oscillation, in seconds.
    public var response: Double { 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot() }
    /// How long the spring takes to come to rest (`CASpringAnimation.settlingDuration`).
    public var settlingDuration: Double { spring.settlingDuration }

    /// Sets damping ratio and response, keeping the mass and initial velocity. A ratio that is
    /// negative or a response that is not positive (or either not finite) is refused.
    public mutating func set(dampingRatio ratio: Double, response: Double) {
        guard ratio.isFinite, ratio >= 0, response.isFinite, response > 0 else {
            CADiagnostics.report("SpringEditor: damping ratio \(ratio) and response \(response) are not allowed "
                                 + "(ratio ≥ 0, response > 0); spring unchanged")
            return
        }
        let m = spring.mass, omega = 2 * Double.pi / response
        set(mass: m, stiffness: omega * omega * m, damping: 2 * ratio * omega * m,
            initialVelocity: spring.initialVelocity)
    }

    /// Sets the physical parameters as `CASpringAnimation` takes them. Mass or stiffness that
    /// is not positive, negative damping, or a value that is not finite is refused.
    public mutating func set(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let values = [mass, stiffness, damping, initialVelocity]
        guard values.allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping >= 0 else {
            CADiagnostics.report("SpringEditor: mass \(mass), stiffness \(stiffness), damping \(damping), "
                                 + "initial velocity \(initialVelocity) are not allowed; spring unchanged")
            return
        }
        spring = SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// The response curve: progress (0 at rest before, 1 at the target) at `count` (at least 2)
    /// evenly spaced times from 0 to `until` seconds (the settling duration by default).
    public func responseCurve(count: Int = 64, until end: Double? = nil) -> [(time: Double, value: Double)] {
        let n = max(count, 2), span = end ?? settlingDuration
        return (0..<n).map { i in
            let t = span * Double(i) / Double(n - 1)
            return (t, spring.value(at: t))
        }
    }

    /// `animation` with this editor's physics (a copy; the original is left alone), with its
    /// duration set to the settling duration so the whole motion shows.
    public func applied(to animation: CASpringAnimation) -> CASpringAnimation {
        let copy = animation.copy() as! CASpringAnimation
        copy.mass = CGFloat(spring.mass)
        copy.stiffness = CGFloat(spring.stiffness)
        copy.damping = CGFloat(spring.damping)
        copy.initialVelocity = CGFloat(spring.initialVelocity)
        copy.duration = copy.settlingDuration
        return copy
    }

    /// "Copy as Swift": the `CASpringAnimation` property lines for this spring.
    public var swiftLines: [String] { SwiftSnippet.lines(for: spring) }
}
