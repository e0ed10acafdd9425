import AnimationUIKit
import XCTest

final class ShimmerViewTests: PortingTestCase {
    func testTheBrightBandSweepsAcrossTheMask() {
        let view = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        view.startShimmering()

        at(0.6)
        let locations = view.gradient.presentation()?.locations?.map(\.doubleValue) ?? []
        XCTAssertEqual(locations.count, 3)
        for (value, expected) in zip(locations, [0.4, 0.5, 0.6]) { XCTAssertEqual(value, expected, accuracy: 1e-6) }
        XCTAssertTrue(view.layer.mask === view.gradient)
    }
}

final class SkeletonCellTests: PortingTestCase {
    func testTheBandSlidesFromItsModelPointsToTheGivenOnes() {
        let cell = SkeletonCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.startLoading()

        at(0.75)
        XCTAssertEqual(cell.gradient.presentation()?.startPoint.x ?? .nan, 0, accuracy: 1e-6)
        XCTAssertEqual(cell.gradient.presentation()?.endPoint.x ?? .nan, 1, accuracy: 1e-6)
        XCTAssertTrue(cell.clipsToBounds)
    }
}

final class PulseButtonTests: PortingTestCase {
    func testTheHaloGrowsInXAndYAndFades() {
        let button = PulseButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.pulse()

        at(0.75)
        let t = transform(button.halo)
        XCTAssertEqual(t.m11, 1.3, accuracy: 1e-6)
        XCTAssertEqual(t.m22, 1.3, accuracy: 1e-6)
        XCTAssertEqual(t.m33, 1, accuracy: 1e-12, "scale.xy leaves z alone")
        XCTAssertEqual(opacity(button.halo), 0.3, accuracy: 1e-6)
        at(30.75)
        XCTAssertEqual(transform(button.halo).m11, 1.3, accuracy: 1e-6, "HUGE repeats forever")
    }
}

final class RippleTapTests: PortingTestCase {
    func testTheRippleFadesAndRemovesItselfWhenItEnds() {
        let view = RippleTap(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.ripple(at: CGPoint(x: 20, y: 20))

        at(0.2)
        XCTAssertEqual(view.ripples.count, 1)
        XCTAssertEqual(opacity(view.ripples[0]), 0.5, accuracy: 1e-6)
        at(0.45)
        XCTAssertTrue(view.ripples.isEmpty)
        XCTAssertNil(view.layer.sublayers)
    }
}

final class HeartbeatViewTests: PortingTestCase {
    func testTheHeartBeatsTwiceThenRests() {
        let heart = HeartbeatView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        heart.startBeating()

        at(0.075)
        let eased = CGFloat(CAMediaTimingFunction(name: .easeOut).solve(forInput: 0.5))
        XCTAssertEqual(number(heart.layer, "transform.scale"), 1 + 0.3 * eased, accuracy: 1e-6)
        at(0.15)
        XCTAssertEqual(number(heart.layer, "transform.scale"), 1.3, accuracy: 1e-6)
        at(0.45)
        XCTAssertEqual(number(heart.layer, "transform.scale"), 1.15, accuracy: 1e-6)
        at(0.8)
        XCTAssertEqual(number(heart.layer, "transform.scale"), 1, accuracy: 1e-6)
        at(1.15)
        XCTAssertEqual(number(heart.layer, "transform.scale"), 1.3, accuracy: 1e-6)
    }
}

final class RadarRingsTests: PortingTestCase {
    func testTheRingGrowsAndFadesInItsSecondHalf() {
        let radar = RadarRings(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        radar.start()

        at(0.375)
        XCTAssertEqual(opacity(radar.ring), 1, accuracy: 1e-6)
        at(1.125)
        XCTAssertEqual(opacity(radar.ring), 0.5, accuracy: 1e-6)
        XCTAssertEqual(transform(radar.ring).m11, 0.775, accuracy: 1e-6)
        XCTAssertEqual(radar.replicator.instanceCount, 3)
    }
}

final class BreathingLightTests: PortingTestCase {
    func testAlphaGoesDownAndBackUpEveryTwoSeconds() {
        let light = BreathingLight(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        light.startBreathing()

        XCTAssertEqual(light.alpha, 0.2, accuracy: 1e-6, "the model value changes at once")
        at(0.5)
        XCTAssertEqual(opacity(light.layer), 0.6, accuracy: 1e-6)
        at(1.0)
        XCTAssertEqual(opacity(light.layer), 0.2, accuracy: 1e-6)
        at(1.5)
        XCTAssertEqual(opacity(light.layer), 0.6, accuracy: 1e-6)
        at(4.0)
        XCTAssertEqual(opacity(light.layer), 1, accuracy: 1e-6)
    }
}
