import XCTest
import AnimationCore
@testable import AnimationUIKit

/// UIKit's spring (`SpringSolver.uiKit`): a damping ratio and a duration mapped onto a spring.
final class UIKitSpringTests: XCTestCase {
    private var savedHandler: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        savedHandler = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { _ in }
    }

    override func tearDown() {
        if let savedHandler { CADiagnostics.handler = savedHandler }
        CADiagnostics.reset()
        super.tearDown()
    }

    private func samples(_ spring: SpringSolver, through end: Double = 5) -> [Double] {
        stride(from: 0.0, through: end, by: 0.001).map { spring.value(at: $0) }
    }

    func testUIKitSpringHasSettledAtTheRequestedDuration() {
        for (ratio, velocity) in [(0.5, 0.0), (0.8, 2.0), (1.0, -1.0), (0.2, 0.5)] {
            let spring = SpringSolver.uiKit(dampingRatio: ratio, duration: 0.4, initialVelocity: velocity)

            let settled = spring.settlingDuration
            let end = spring.value(at: 0.4)

            XCTAssertEqual(settled, 0.4, accuracy: 1e-6, "ratio \(ratio)")
            XCTAssertEqual(end, 1, accuracy: SpringSolver.settlingThreshold)
            XCTAssertEqual(spring.dampingRatio, ratio, accuracy: 1e-9)
            XCTAssertEqual(spring.initialVelocity, velocity)
        }
    }

    func testUIKitDampingRatioOfOneDoesNotOvershoot() {
        let spring = SpringSolver.uiKit(dampingRatio: 1, duration: 0.5, initialVelocity: 0)

        let peak = samples(spring, through: 0.5).max()!

        XCTAssertLessThanOrEqual(peak, 1)
    }

    func testUIKitDampingRatioIsClampedIntoZeroToOne() {
        let zero = SpringSolver.uiKit(dampingRatio: 0, duration: 1, initialVelocity: 0)
        let big = SpringSolver.uiKit(dampingRatio: 5, duration: 1, initialVelocity: 0)

        let ratios = [zero.dampingRatio, big.dampingRatio]

        XCTAssertGreaterThan(ratios[0], 0)
        XCTAssertLessThan(ratios[0], 0.05)
        XCTAssertEqual(ratios[1], 1, accuracy: 1e-12)
    }
}
