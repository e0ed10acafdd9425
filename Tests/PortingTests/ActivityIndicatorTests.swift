import AnimationUIKit
import XCTest

final class ReplicatorDotsSpinnerTests: PortingTestCase {
    func testTheDotFadesOverOnePeriodAndRepeatsForever() {
        let spinner = ReplicatorDotsSpinner(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        spinner.startAnimating()

        at(0.4)
        XCTAssertEqual(opacity(spinner.dot), 0.55, accuracy: 1e-6)
        at(8.4)
        XCTAssertEqual(opacity(spinner.dot), 0.55, accuracy: 1e-6)
        XCTAssertEqual(spinner.replicator.instanceDelay, 0.1, accuracy: 1e-12)
    }

    func testTheArchiveInitializerReturnsNil() {
        XCTAssertNil(ReplicatorDotsSpinner(coder: NSCoder()))
    }
}

final class RotatingArcSpinnerTests: PortingTestCase {
    func testTheArcTurnsOnceASecond() {
        let spinner = RotatingArcSpinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        spinner.startAnimating()

        at(0.25)
        XCTAssertEqual(number(spinner.arc, "transform.rotation.z"), .pi / 2, accuracy: 1e-6)
        at(10.125)
        XCTAssertEqual(transform(spinner.arc).m12, sin(.pi / 4), accuracy: 1e-6)
    }
}

final class StrokeSpinnerTests: PortingTestCase {
    func testTheHeadLeadsAndTheTailFollowsHalfASecondLater() {
        let spinner = StrokeSpinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        spinner.startAnimating()

        at(0.5)
        XCTAssertEqual(number(spinner.circle, "strokeEnd"), 0.5, accuracy: 1e-6)
        XCTAssertEqual(number(spinner.circle, "strokeStart"), 0, accuracy: 1e-6)
        at(1.0)
        XCTAssertEqual(number(spinner.circle, "strokeEnd"), 1, accuracy: 1e-6)
        XCTAssertEqual(number(spinner.circle, "strokeStart"), 0.5, accuracy: 1e-6)
        at(2.0)
        XCTAssertEqual(number(spinner.circle, "strokeEnd"), 0.5, accuracy: 1e-6, "the group repeats every 1.5 s")
    }
}

final class BouncingDotsIndicatorTests: PortingTestCase {
    func testEachDotHopsAFifthOfASecondAfterTheOneBefore() {
        let indicator = BouncingDotsIndicator(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        indicator.startAnimating()

        at(0.225)
        XCTAssertEqual(position(indicator.dots[0]).y, 20 - 12, accuracy: 1e-6)
        XCTAssertEqual(position(indicator.dots[1]).y, 16, accuracy: 1e-6, "a third of the way up")
        at(0.375)
        XCTAssertEqual(position(indicator.dots[1]).y, 20 - 12, accuracy: 1e-6)
        XCTAssertEqual(position(indicator.dots[0]).y, 16, accuracy: 1e-6, "two thirds of the way down")
        at(0.45)
        XCTAssertEqual(position(indicator.dots[0]).y, 20, accuracy: 1e-6)
    }
}

final class EqualizerBarsTests: PortingTestCase {
    func testTheBarPumpsUpAndBackDown() {
        let bars = EqualizerBars(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        bars.startAnimating()

        at(0.2)
        XCTAssertEqual(transform(bars.bar).m22, 0.6, accuracy: 1e-6)
        at(0.4)
        XCTAssertEqual(transform(bars.bar).m22, 1, accuracy: 1e-6)
        at(0.7)
        XCTAssertEqual(transform(bars.bar).m22, 0.4, accuracy: 1e-6)
        XCTAssertEqual(transform(bars.bar).m11, 1, accuracy: 1e-12, "only y is scaled")
    }
}

final class ArcProgressRingTests: PortingTestCase {
    func testSettingProgressAnimatesStrokeEndInTheTransactionsDuration() {
        let ring = ArcProgressRing()
        CARunLoop.tick()

        ring.progress = 0.8
        CARunLoop.tick()

        at(0.25)
        XCTAssertEqual(number(ring, "strokeEnd"), 0.4, accuracy: 1e-6)
        at(0.6)
        XCTAssertEqual(number(ring, "strokeEnd"), 0.8, accuracy: 1e-6)
    }
}
