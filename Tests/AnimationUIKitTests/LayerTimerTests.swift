import XCTest
@testable import AnimationUIKit

final class LayerTimerTests: InputTestCase {
    func testFiresOnceAfterTheDelay() {
        let layer = CALayer()
        var fired: [Double] = []
        LayerTimer.schedule(after: 1.5, in: layer) { fired.append(CACurrentMediaTime() - self.t0) }

        at(1.4)
        XCTAssertEqual(fired, [])
        at(1.5)
        XCTAssertEqual(fired, [1.5])
        at(3)
        at(10)
        XCTAssertEqual(fired.count, 1)
    }

    func testSlowedLayerFiresTenTimesLater() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 0.1
        var fired = false
        LayerTimer.schedule(after: 1.5, in: child) { fired = true }

        at(1.5)
        XCTAssertFalse(fired)
        at(14.9)
        XCTAssertFalse(fired)
        at(15.0)
        XCTAssertTrue(fired)
    }

    func testPausedLayerDoesNotFireUntilStepped() {
        let root = CALayer()
        var fired = false
        LayerTimer.schedule(after: 1, in: root) { fired = true }
        at(0.5)
        // Pause the way the playground does: freeze the local time where it is.
        root.timeOffset = root.convertTime(CACurrentMediaTime(), from: nil)
        root.beginTime = CACurrentMediaTime()
        root.speed = 0

        at(5)
        at(60)
        XCTAssertFalse(fired)

        root.timeOffset += 0.6   // one step forward past the due time
        at(60.01)
        XCTAssertTrue(fired)
    }

    func testCancelledTimerNeverFires() {
        let layer = CALayer()
        var fired = false
        let timer = LayerTimer.schedule(after: 1, in: layer) { fired = true }

        at(0.5)
        timer.cancel()
        at(2)

        XCTAssertFalse(fired)
        XCTAssertTrue(timer.isCancelled)
        XCTAssertFalse(timer.hasFired)
    }

    func testZeroDelayFiresOnTheNextTick() {
        let layer = CALayer()
        var fired = false
        let timer = LayerTimer.schedule(after: 0, in: layer) { fired = true }
        XCTAssertFalse(fired)

        at(0)

        XCTAssertTrue(fired)
        XCTAssertTrue(timer.hasFired)
        XCTAssertFalse(timer.isCancelled)
    }

    func testNonFiniteDelayIsRefusedWithADiagnostic() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }
        var fired = false

        let timer = LayerTimer.schedule(after: .nan, in: CALayer()) { fired = true }
        at(100)

        XCTAssertFalse(fired)
        XCTAssertTrue(timer.isCancelled)
        XCTAssertTrue(messages.contains { $0.contains("LayerTimer") })
    }

    func testFreedLayerCancelsTheTimer() {
        var layer: CALayer? = CALayer()
        var fired = false
        let timer = LayerTimer.schedule(after: 1, in: layer!) { fired = true }

        layer = nil
        at(2)

        XCTAssertFalse(fired)
        XCTAssertTrue(timer.isCancelled)
    }

    func testTimerScheduledInsideATimerRunsOnItsOwnDelay() {
        let layer = CALayer()
        var log: [Double] = []
        LayerTimer.schedule(after: 1, in: layer) {
            log.append(CACurrentMediaTime() - self.t0)
            LayerTimer.schedule(after: 1, in: layer) { log.append(CACurrentMediaTime() - self.t0) }
        }

        at(1)
        at(1.5)
        XCTAssertEqual(log, [1])
        at(2)
        XCTAssertEqual(log, [1, 2])
    }
}
