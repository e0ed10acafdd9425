import XCTest
@testable import AnimationCore
import TestSupport

/// `CASpringAnimation`'s setters replace invalid physics with Apple's defaults (mass 1,
/// stiffness 100, damping 10, velocity 0), and `settlingDuration` follows from what reads back.
final class CASpringAnimationSetterTests: XCTestCase {
    func testZeroNegativeAndNonFiniteMassReadBackAsOne() {
        for bad: CGFloat in [0, -1, .nan, .infinity, -.infinity] {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.mass = bad
            XCTAssertEqual(spring.mass, 1, "mass \(bad)")
        }
    }

    func testZeroNegativeAndNonFiniteStiffnessReadBackAsOneHundred() {
        for bad: CGFloat in [0, -100, .nan, .infinity] {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.stiffness = bad
            XCTAssertEqual(spring.stiffness, 100, "stiffness \(bad)")
        }
    }

    func testZeroNegativeAndNonFiniteDampingReadBackAsTen() {
        for bad: CGFloat in [0, -3, .nan, -.infinity] {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.damping = bad
            XCTAssertEqual(spring.damping, 10, "damping \(bad)")
        }
    }

    func testNonFiniteVelocityReadsBackAsZeroAndValidValuesAreKept() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.initialVelocity = .nan
        XCTAssertEqual(spring.initialVelocity, 0)
        spring.mass = 0.5; spring.stiffness = 300; spring.damping = 0.25; spring.initialVelocity = -4
        XCTAssertEqual([spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [0.5, 300, 0.25, -4])
    }

    func testAnInvalidValueReplacesTheEarlierValidOneAndIsReported() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.stiffness = 250
        let reports = diagnostics { spring.stiffness = -1 }
        XCTAssertEqual(spring.stiffness, 100, "the default, not the previous 250")
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("stiffness") ?? false, reports.first ?? "")
    }

    func testCopiesCarryTheRepairedValues() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = -2
        let copy = spring.copy() as! CASpringAnimation
        XCTAssertEqual(copy.mass, 1)
    }

    /// Settling: the time after which the displacement stays within 0.001 of the distance,
    /// computed here from the closed forms for each regime.
    func testSettlingDurationInEachRegime() {
        let spring = CASpringAnimation(keyPath: "position.x")
        XCTAssertEqual(spring.settlingDuration, log(1000 * (1 + 5 / 75.0.squareRoot())) / 5, accuracy: 1e-6,
                       "defaults: underdamped, e^(−5t)(1 + 5/ω) = 0.001")
        spring.damping = 20   // critical: e^(−10t)(1 + 10t) = 0.001
        XCTAssertEqual(spring.settlingDuration, 0.923341, accuracy: 1e-5)
        spring.damping = 30   // overdamped: e^(−15t)(cosh γt + 15 sinh(γt)/γ) = 0.001, γ = √125
        XCTAssertEqual(spring.settlingDuration, 1.849761, accuracy: 1e-5)
        spring.damping = 5
        XCTAssertEqual(spring.settlingDuration, 2.855, accuracy: 0.001, "Apple: about 2.85 s")
        spring.damping = 15
        XCTAssertEqual(spring.settlingDuration, 1.02, accuracy: 0.01, "Apple: just over 1 s")
    }

    func testSettlingDurationIsContinuousThroughCriticalDamping() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 20 - 1e-6
        let below = spring.settlingDuration
        spring.damping = 20 + 1e-6
        let above = spring.settlingDuration
        XCTAssertEqual(below, above, accuracy: 1e-5)
    }

    func testSettlingDurationOfInvalidPhysicsIsTheDefaultSprings() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = 0; spring.stiffness = .nan; spring.damping = -1
        XCTAssertEqual(spring.settlingDuration, CASpringAnimation().settlingDuration)
    }
}
