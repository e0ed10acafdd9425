import XCTest
@testable import AnimationCore

/// `settlingDuration` against a spring simulated here step by step (RK4 on m·x'' = −k(x − 1) − c·x',
/// x(0) = 0, x'(0) = v₀), not against the closed forms the solver uses.
final class SpringSettlingTests: XCTestCase {
    private let step = 1e-4

    /// The last simulated time at which |x − 1| > 0.001, within 20 s.
    private func simulatedLastExcursion(mass m: Double, stiffness k: Double, damping c: Double,
                                        velocity v0: Double) -> Double {
        func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
        var x = 0.0, v = v0, t = 0.0, last = 0.0
        while t < 20 {
            let (k1x, k1v) = (v, accel(x, v))
            let (k2x, k2v) = (v + 0.5 * step * k1v, accel(x + 0.5 * step * k1x, v + 0.5 * step * k1v))
            let (k3x, k3v) = (v + 0.5 * step * k2v, accel(x + 0.5 * step * k2x, v + 0.5 * step * k2v))
            let (k4x, k4v) = (v + step * k3v, accel(x + step * k3x, v + step * k3v))
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
            if abs(x - 1) > SpringSolver.settlingThreshold { last = t }
        }
        return last
    }

    private func settling(_ m: Double, _ k: Double, _ c: Double, _ v0: Double) -> Double {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = m; spring.stiffness = k; spring.damping = c; spring.initialVelocity = v0
        return spring.settlingDuration
    }

    /// ζ ≥ 1: the settling duration is when the displacement last leaves 0.001 — from rest,
    /// moving away, and thrown towards the target fast enough to overshoot once (v₀ > α).
    func testCriticallyAndOverdampedSpringsSettleWhenTheSimulatedSpringDoes() {
        let cases: [(m: Double, k: Double, c: Double, v0: Double, label: String)] = [
            (1, 100, 20, 0, "critical"), (1, 100, 30, 0, "over, ζ 1.5"), (2, 50, 40, 0, "over, ζ 2"),
            (1, 100, 20, -5, "critical, moving away"), (1, 100, 20, 30, "critical, overshooting"),
            (1, 100, 30, 40, "over, overshooting"), (0.5, 200, 25, 60, "over, mass 0.5, overshooting"),
        ]
        for s in cases {
            let simulated = simulatedLastExcursion(mass: s.m, stiffness: s.k, damping: s.c, velocity: s.v0)
            XCTAssertEqual(settling(s.m, s.k, s.c, s.v0), simulated, accuracy: 2 * step, s.label)
        }
    }

    /// ζ < 1: Apple's rule bounds the oscillation's peaks, so the duration is at or after the
    /// simulated last excursion and less than one half period (the spacing of peaks) past it.
    func testUnderdampedSpringsSettleWithinHalfAPeriodAfterTheLastSimulatedExcursion() {
        let cases: [(m: Double, k: Double, c: Double, v0: Double)] = [
            (1, 100, 5, 0), (1, 100, 10, 0), (1, 100, 15, 0), (1, 300, 12, 4), (2, 100, 8, -3),
        ]
        for s in cases {
            let simulated = simulatedLastExcursion(mass: s.m, stiffness: s.k, damping: s.c, velocity: s.v0)
            let alpha = s.c / (2 * s.m), omega = (s.k / s.m - alpha * alpha).squareRoot()
            let duration = settling(s.m, s.k, s.c, s.v0)
            XCTAssertGreaterThanOrEqual(duration, simulated - step, "\(s)")
            XCTAssertLessThan(duration, simulated + .pi / omega, "\(s)")
        }
    }

    /// Apple's two published figures (m 1, k 100): damping 5 "about 2.85 s", 15 "just over 1 s".
    func testApplesPublishedFigures() {
        XCTAssertEqual(settling(1, 100, 5, 0), 2.85, accuracy: 0.01)
        XCTAssertEqual(settling(1, 100, 15, 0), 1.02, accuracy: 0.01)
    }
}
