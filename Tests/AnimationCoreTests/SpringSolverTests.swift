import XCTest
@testable import AnimationCore

/// m·x'' = −k·(x − 1) − c·x' integrated with classical Runge–Kutta (independent of the closed form).
private func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double,
                             initialVelocity v0: Double, until end: Double,
                             step h: Double = 1e-4) -> (x: Double, v: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    var x = 0.0, v = v0
    for _ in 0..<Int((end / h).rounded()) {
        let a1 = acceleration(x, v)
        let a2 = acceleration(x + 0.5 * h * v, v + 0.5 * h * a1)
        let a3 = acceleration(x + 0.5 * h * (v + 0.5 * h * a1), v + 0.5 * h * a2)
        let a4 = acceleration(x + h * (v + 0.5 * h * a2), v + h * a3)
        x += h * (v + h / 6 * (a1 + a2 + a3))
        v += h / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
    }
    return (x, v)
}

final class SpringSolverTests: XCTestCase {
    private var savedHandler: ((String) -> Void)?
    private var reported: [String] = []

    override func setUp() {
        super.setUp()
        savedHandler = CADiagnostics.handler
        CADiagnostics.reset()
        reported = []
        CADiagnostics.handler = { [unowned self] in self.reported.append($0) }
    }

    override func tearDown() {
        if let savedHandler { CADiagnostics.handler = savedHandler }
        CADiagnostics.reset()
        super.tearDown()
    }

    private func samples(_ spring: SpringSolver, through end: Double = 5) -> [Double] {
        stride(from: 0.0, through: end, by: 0.001).map { spring.value(at: $0) }
    }

    func testValueIsZeroAtStart() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 3)

        let value = spring.value(at: 0)

        XCTAssertEqual(value, 0)
    }

    func testVelocityAtStartIsTheInitialVelocity() {
        let spring = SpringSolver(mass: 2, stiffness: 50, damping: 4, initialVelocity: -1.5)

        let velocity = spring.velocity(at: 0)

        XCTAssertEqual(velocity, -1.5)
    }

    func testClosedFormMatchesNumericalIntegrationInAllRegimes() {
        let cases: [(m: Double, k: Double, c: Double, v: Double)] = [
            (1, 100, 5, 0), (1, 100, 20, 0), (1, 100, 50, 0),      // under, critical, over
            (2, 300, 10, -4), (0.5, 80, 12.649, 7), (1, 10, 40, 2),
        ]
        for p in cases {
            let spring = SpringSolver(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v)

            let closed = (spring.value(at: 0.7), spring.velocity(at: 0.7))
            let numeric = integrateSpring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v, until: 0.7)

            XCTAssertEqual(closed.0, numeric.x, accuracy: 1e-9, "\(p)")
            XCTAssertEqual(closed.1, numeric.v, accuracy: 1e-8, "\(p)")
        }
    }

    func testUnderdampedSpringConvergesToOne() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)

        let late = spring.value(at: 10)

        XCTAssertEqual(late, 1, accuracy: 1e-9)
    }

    func testDampingFiveOvershootsTheTarget() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)

        let peak = samples(spring).max()!

        XCTAssertGreaterThan(peak, 1.4)  // first peak 1 + e^(−ζπ/√(1−ζ²)) ≈ 1.444 for ζ = 0.25
        XCTAssertEqual(peak, 1 + exp(-0.25 * .pi / (1 - 0.0625).squareRoot()), accuracy: 1e-4)
    }

    func testCriticallyDampedSpringRisesMonotonicallyWithoutOvershoot() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)

        let values = samples(spring)

        XCTAssertLessThanOrEqual(values.max()!, 1)
        XCTAssertTrue(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        XCTAssertEqual(values.last!, 1, accuracy: 1e-15 + 51 * exp(-50.0))
    }

    func testOverdampedSpringNeverOvershoots() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 60, initialVelocity: 0)

        let values = samples(spring, through: 20)

        XCTAssertLessThanOrEqual(values.max()!, 1)
        XCTAssertEqual(values.last!, 1, accuracy: 1e-6)
    }

    func testDampingJustEitherSideOfCriticalIsContinuous() {
        let below = SpringSolver(mass: 1, stiffness: 100, damping: 20 - 1e-9, initialVelocity: 1)
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1)
        let above = SpringSolver(mass: 1, stiffness: 100, damping: 20 + 1e-9, initialVelocity: 1)

        let values = [below, critical, above].map { $0.value(at: 0.3) }

        XCTAssertEqual(values[0], values[1], accuracy: 1e-9)
        XCTAssertEqual(values[2], values[1], accuracy: 1e-9)
    }

    func testSettlingDurationOfApplesExampleIsAbout2Point85Seconds() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)

        let duration = spring.settlingDuration

        XCTAssertEqual(duration, 2.85, accuracy: 0.05)
    }

    func testSettlingDurationWithDamping15IsJustOverOneSecond() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0)

        let duration = spring.settlingDuration

        XCTAssertGreaterThan(duration, 1)
        XCTAssertLessThan(duration, 1.1)
    }

    func testMotionStaysWithinThresholdAfterSettlingDuration() {
        let springs = [SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0),
                       SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 10),
                       SpringSolver(mass: 1, stiffness: 100, damping: 80, initialVelocity: -5)]
        for spring in springs {
            let start = spring.settlingDuration

            let residuals = stride(from: start, through: start + 5, by: 0.001).map { abs(spring.value(at: $0) - 1) }

            XCTAssertLessThanOrEqual(residuals.max()!, SpringSolver.settlingThreshold, "\(spring)")
        }
    }

    func testUndampedSpringSettlingDurationIsCapped() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)

        let duration = spring.settlingDuration

        XCTAssertEqual(duration, SpringSolver.maximumSettlingDuration)
    }

    func testInvalidParametersResetToAppleDefaultsAndAreReported() {
        let spring = SpringSolver(mass: 0, stiffness: -3, damping: -1, initialVelocity: .infinity)

        let parameters = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity]

        XCTAssertEqual(parameters, [1, 100, 10, 0])
        XCTAssertEqual(reported.count, 4)
    }

    func testNaNParametersResetToDefaults() {
        let spring = SpringSolver(mass: .nan, stiffness: .nan, damping: .nan, initialVelocity: .nan)

        let parameters = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity]

        XCTAssertEqual(parameters, [1, 100, 10, 0])
    }

    func testOutputsAreNeverNaN() {
        let springs = [SpringSolver(mass: .nan, stiffness: 1e300, damping: 1e-300, initialVelocity: 1e300),
                       SpringSolver(mass: 1e-300, stiffness: 1e300, damping: 1e300, initialVelocity: -1e300),
                       SpringSolver(mass: 1, stiffness: 1e-6, damping: 1e6, initialVelocity: 0)]
        let times: [Double] = [.nan, -.infinity, -1, 0, 1e-12, 0.5, 1e3, 1e300, .infinity]

        for spring in springs {
            let outputs = times.flatMap { [spring.value(at: $0), spring.velocity(at: $0)] } + [spring.settlingDuration]

            XCTAssertFalse(outputs.contains { $0.isNaN }, "\(spring)")
        }
    }

    func testPerceptualDurationWithoutBounceIsCriticallyDamped() {
        let p = SpringSolver.parameters(perceptualDuration: 0.5, bounce: 0)

        let spring = SpringSolver(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: 0)

        XCTAssertEqual(p.mass, 1)
        XCTAssertEqual(p.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
    }

    func testPositiveBounceScalesDampingDown() {
        let p = SpringSolver.parameters(perceptualDuration: 1, bounce: 0.3)

        let damping = p.damping

        XCTAssertEqual(damping, 0.7 * 4 * .pi, accuracy: 1e-12)
    }

    func testNegativeBounceOverdamps() {
        let p = SpringSolver.parameters(perceptualDuration: 1, bounce: -0.5)

        let damping = p.damping

        XCTAssertEqual(damping, 4 * .pi / 0.5, accuracy: 1e-12)
    }

    func testBounceIsClampedInsideMinusOneToOne() {
        let high = SpringSolver.parameters(perceptualDuration: 1, bounce: 3)
        let low = SpringSolver.parameters(perceptualDuration: 1, bounce: -1)

        let dampings = [high.damping, low.damping]

        XCTAssertGreaterThan(dampings[0], 0)
        XCTAssertTrue(dampings[1].isFinite)
        XCTAssertEqual(reported.count, 2)
    }
}
