import AnimationUIKit
import XCTest

/// Ported emitter, spring and flipbook code that depends on when things start and settle.
final class PrewarmedRainTests: ImagePortingTestCase {
    func testTwoSecondsOfRainShowAtOnce() {
        let view = PrewarmedRain(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        CARunLoop.tick()
        // 10 drops a second since 2 s ago: drops 0…20 live, the oldest 200 pt down.
        let positions = particlePositions(view.layer.renderSnapshot().root)
        XCTAssertEqual(positions.count, 21)
        XCTAssertEqual(positions.map(\.y).max() ?? 0, 200, accuracy: 1e-6)
        at(0.5)
        XCTAssertEqual(particleCount(view.layer.renderSnapshot().root), 26)
    }
}

final class LateSparklesTests: ImagePortingTestCase {
    func testSparklesAddedLongAfterLaunchStartFromNothing() {
        at(30)
        let view = LateSparkles(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.showSparkles()
        CARunLoop.tick()
        XCTAssertEqual(particleCount(view.layer.renderSnapshot().root), 0)
        at(40.25)
        // Two a second for 10.25 s: sparkles 0…20, not the 130 s of media time before.
        XCTAssertEqual(particleCount(view.layer.renderSnapshot().root), 21)
    }
}

final class HaloRingEmitterTests: ImagePortingTestCase {
    func testMotesSitOnARingOfRadiusTheEmitterWidth() {
        let view = HaloRingEmitter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        CARunLoop.tick()
        at(0.5)
        let positions = particlePositions(view.layer.renderSnapshot().root)
        XCTAssertEqual(positions.count, 26)
        for p in positions { XCTAssertEqual(hypot(p.x - 50, p.y - 50), 40, accuracy: 1e-9) }
    }
}

final class SettlingBadgeTests: PortingTestCase {
    func testAZeroMassFromTheTableReadsBackAsOneAndTheSpringSettlesOnTime() {
        let badge = SettlingBadge(tunedMass: 0)
        XCTAssertEqual(badge.spring.mass, 1)
        // ζ = 20 / (2√200) < 1: e^(−10t)(1 + 10 · 1/ω) with ω = 10 reaches 0.001 at ln(2000)/10.
        XCTAssertEqual(badge.spring.duration, log(2000) / 10, accuracy: 1e-6)
        CARunLoop.tick()
        badge.popIn()
        for t in [0.1, 0.25, 0.5] {
            at(t)
            XCTAssertEqual(Double(transform(badge.layer).m11), springProgress(stiffness: 200, damping: 20, at: t),
                           accuracy: 1e-6)
        }
        at(0.77)
        XCTAssertNil(badge.layer.animation(forKey: "pop"), "removed once settled")
    }
}

final class FlipbookSpinnerTests: ImagePortingTestCase {
    private func shownFrame(_ view: UIImageView) -> String? {
        ((view.layer.presentation() ?? view.layer).contents as? CGImage)?.name
    }

    func testTwelveFramesPlayAtThirtyASecondWithoutADuration() {
        let spinner = FlipbookSpinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        CARunLoop.tick()
        spinner.spin()
        at(0.05)
        XCTAssertEqual(shownFrame(spinner), "spinner-1")
        at(0.39)
        XCTAssertEqual(shownFrame(spinner), "spinner-11")
        at(0.41)
        XCTAssertEqual(shownFrame(spinner), "spinner-0", "the 0.4 s cycle starts again")
    }
}
