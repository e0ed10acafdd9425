import AnimationUIKit
import XCTest

/// Programs that load images by name, as apps do from their asset catalogue.
class ImagePortingTestCase: PortingTestCase {
    private var savedImages: ImageLoading?
    override func setUp() {
        super.setUp()
        savedImages = CAResourceProviders.images
        CAResourceProviders.images = WhiteSquareImages()
    }
    override func tearDown() {
        CAResourceProviders.images = savedImages
        super.tearDown()
    }
}

final class ConfettiViewTests: ImagePortingTestCase {
    func testConfettiFallsForASecondThenStopsAndClears() {
        let view = ConfettiView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        view.burst()

        at(0.5)
        let early = view.layer.renderSnapshot().root
        XCTAssertGreaterThan(particleCount(early), 10)
        XCTAssertTrue(particlePositions(early).allSatisfy { $0.y >= 0 }, "the confetti moves down from the top edge")
        at(1.0)
        XCTAssertEqual(view.emitter.birthRate, 0, "asyncAfter fired on the manual clock")
        at(4.2)
        XCTAssertEqual(particleCount(view.layer.renderSnapshot().root), 0, "every piece outlived its 3 s")
    }
}

final class SnowfallViewTests: ImagePortingTestCase {
    func testFlakesFillTheWidthAndDriftDownward() {
        let view = SnowfallView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        CARunLoop.tick()

        at(4)
        let positions = particlePositions(view.layer.renderSnapshot().root)
        XCTAssertGreaterThan(positions.count, 60)
        XCTAssertTrue(positions.allSatisfy { $0.y >= -11 && $0.y < 480 })
        XCTAssertGreaterThan(positions.map(\.x).max() ?? 0, 200)
        XCTAssertLessThan(positions.map(\.x).min() ?? 320, 120)
    }
}

final class SpringyPressButtonTests: PortingTestCase {
    func testPressShrinksWithoutOvershootAndReleaseBouncesBack() {
        let button = SpringyPressButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.pressDown()

        at(0.1)
        let pressed = transform(button.layer).m11
        XCTAssertLessThan(pressed, 1)
        XCTAssertGreaterThan(pressed, 0.9)
        at(0.2)
        XCTAssertEqual(transform(button.layer).m11, 0.9, accuracy: 1e-6)

        button.release()
        let solver = SpringSolver.uiKit(dampingRatio: 0.4, duration: 0.6, initialVelocity: 3)
        var peak: CGFloat = 0
        for step in 1..<30 {
            at(0.2 + Double(step) * 0.02)
            peak = max(peak, transform(button.layer).m11)
            XCTAssertEqual(transform(button.layer).m11, 0.9 + 0.1 * CGFloat(solver.value(at: Double(step) * 0.02)),
                           accuracy: 1e-6)
        }
        XCTAssertGreaterThan(peak, 1.01, "a damping ratio of 0.4 overshoots")
    }
}

final class BouncyBallLayerTests: PortingTestCase {
    func testTheBallFollowsTheDampedOscillator() {
        let ball = BouncyBallLayer()
        ball.position = CGPoint(x: 50, y: 0)
        CARunLoop.tick()

        ball.drop(to: 100)
        for t in [0.1, 0.3, 0.5, 0.8] {
            at(t)
            XCTAssertEqual(Double(position(ball).y), 100 * springProgress(stiffness: 100, damping: 10, at: t),
                           accuracy: 1e-3, "t = \(t)")
        }
    }
}

final class SpringToNewPositionTests: PortingTestCase {
    func testASpringWithoutValuesMovesFromTheOldPresentedValueToTheNewModelValue() {
        let mover = SpringToNewPosition()
        CARunLoop.tick()

        mover.move(to: CGPoint(x: 150, y: 250))
        for t in [0.05, 0.2, 0.4] {
            at(t)
            let f = springProgress(stiffness: 180, damping: 12, at: t)
            XCTAssertEqual(Double(position(mover.layer).x), 50 + 100 * f, accuracy: 1e-3, "t = \(t)")
            XCTAssertEqual(Double(position(mover.layer).y), 50 + 200 * f, accuracy: 1e-3, "t = \(t)")
        }
    }
}

final class CardSnapAnimatorTests: PortingTestCase {
    func testTheCardFollowsTheSpringAndCompletesAtTheEnd() {
        let snapper = CardSnapAnimator()
        snapper.card.center = CGPoint(x: 100, y: 0)
        snapper.snap(toY: 300)

        let solver = SpringSolver.uiKit(dampingRatio: 0.7, duration: 0.6, initialVelocity: 0)
        at(0.15)
        XCTAssertEqual(position(snapper.card.layer).y, 300 * CGFloat(solver.value(at: 0.15)), accuracy: 1e-6)
        XCTAssertEqual(snapper.animator?.fractionComplete ?? 0, 0.25, accuracy: 1e-6)
        XCTAssertEqual(snapper.animator?.state, .active)
        XCTAssertTrue(snapper.endedAt.isEmpty)
        at(0.6)
        XCTAssertEqual(snapper.endedAt, [.end])
        XCTAssertEqual(snapper.animator?.state, .inactive)
        XCTAssertEqual(position(snapper.card.layer).y, 300)
    }
}

final class PhysicalSpringDropTests: PortingTestCase {
    func testAPhysicalSpringIgnoresTheDurationAndLastsItsSettlingTime() {
        let drop = PhysicalSpringDrop()
        drop.drop()
        let settling = SpringSolver(mass: 2, stiffness: 100, damping: 8, initialVelocity: 0).settlingDuration
        XCTAssertGreaterThan(settling, 2)

        at(0.2)
        XCTAssertEqual(Double(position(drop.view.layer).y),
                       20 + 200 * springProgress(mass: 2, stiffness: 100, damping: 8, at: 0.2), accuracy: 1e-3)
        at(1.01)
        XCTAssertFalse(drop.finished, "the nominal 1 s duration is ignored")
        at(settling)
        XCTAssertTrue(drop.finished)
    }
}

final class CubicCurveSlideTests: PortingTestCase {
    func testTheBannerFollowsItsCurveAndTheBadgeFadesLinearlyAfterItsDelay() {
        let slide = CubicCurveSlide()
        slide.show()
        let curve = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

        at(0.4)
        XCTAssertEqual(Double(position(slide.banner.layer).x), -150 + 300 * curve.solve(forInput: 0.5), accuracy: 1e-6)
        XCTAssertEqual(opacity(slide.badge.layer), 0.5, accuracy: 1e-6)
        XCTAssertNil(slide.badgeDone)
        at(0.65)
        XCTAssertEqual(slide.badgeDone, .end)
        XCTAssertEqual(opacity(slide.badge.layer), 1, accuracy: 1e-6)
    }
}
