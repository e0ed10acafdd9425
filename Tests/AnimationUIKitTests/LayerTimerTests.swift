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

    /// Iris's meter: a 0.1 s timer that schedules the next one when it runs, ticked at 60 Hz,
    /// reads once every 6 frames however long the clock has run (a year from 0, times are 3.7 ns
    /// apart and `start + k / 60` fell a step short of `start + j / 60 + 0.1`, slipping a frame).
    func testAChainedTimerKeepsToItsFramesHoweverLateTheClock() {
        for start: CFTimeInterval in [0, 30 * 86_400, 365 * 86_400] {
            clock.set(start)
            let layer = CALayer()
            var frame = 0
            var readings: [Int] = []
            func read() {
                readings.append(frame)
                LayerTimer.schedule(after: 0.1, in: layer) { read() }
            }
            read()

            for k in 1...120 {
                frame = k
                clock.set(start + Double(k) / 60)
                CARunLoop.tick()
            }

            XCTAssertEqual(readings, Array(stride(from: 0, through: 120, by: 6)), "started at \(start) s")
        }
    }

    /// A `UIView.animate` delay counts the same frames a year from 0 as near 0.
    func testAViewAnimationDelayEndsOnTheSameFrameHoweverLateTheClock() {
        for start: CFTimeInterval in [0, 365 * 86_400] {
            var frames: [Int] = []
            for k0 in stride(from: 0, to: 61 * 60, by: 61) {   // each phase of a second, forward
                clock.set(start + Double(k0) / 60)
                CARunLoop.tick()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(view)
                CARunLoop.tick()
                var done = false
                UIView.animate(withDuration: 0.25, delay: 0.3, options: [], animations: { view.alpha = 0 },
                               completion: { _ in done = true })
                var k = k0
                while !done, k < k0 + 60 {
                    k += 1
                    clock.set(start + Double(k) / 60)
                    CARunLoop.tick()
                }
                frames.append(k - k0)
                view.removeFromSuperview()
            }

            XCTAssertEqual(frames, Array(repeating: 33, count: 60), "0.55 s at 60 Hz, started at \(start) s")
        }
    }
}
