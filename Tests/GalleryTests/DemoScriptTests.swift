import AnimationCore
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

/// `DemoScript`: steps at scene times, loops, `after`, and `cancel()`.
final class DemoScriptTests: GalleryTestCase {
    /// A window that records the input it is sent, with the media time it came at.
    final class RecordingWindow: UIWindow {
        var events: [(what: String, time: Double)] = []

        private func record(_ what: String) { events.append((what, CACurrentMediaTime())) }

        override func sendPointer(_ phase: UIPointerPhase, at point: CGPoint, clickCount: Int = 1) -> Bool {
            record("\(phase) \(Int(point.x)),\(Int(point.y))")
            return true
        }

        override func sendText(_ text: String) -> Bool {
            record("text \(text)")
            return true
        }

        override func sendKey(_ key: UIKeyboardKey, shift: Bool = false) -> Bool {
            record("key \(key)")
            return true
        }
    }

    /// The scene a script plays for.
    final class Owner {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let timerLayer = CALayer()
        var point = CGPoint(x: 10, y: 20)
        var actions: [String] = []
        lazy var demo = DemoScript(self, window: window, timerLayer: timerLayer)

        init() { window.layer.addSublayer(timerLayer) }

        /// What the window got, with scene times (seconds after `t0`).
        func events(since t0: Double) -> [(what: String, time: Double)] {
            window.events.map { ($0.what, $0.time - t0) }
        }
    }

    /// Turns the run loop at every multiple of `step` seconds after the clock's time, up to `end`.
    func tick(to end: Double, step: Double = 0.05) {
        var k = Int(((clock.now - t0) / step).rounded()) + 1
        while Double(k) * step <= end + 1e-9 {
            at(Double(k) * step)
            k += 1
        }
    }

    func assertEvents(_ actual: [(what: String, time: Double)], _ expected: [(String, Double)],
                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.map(\.what), expected.map(\.0), file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.time, e.1, accuracy: 1e-9, a.what, file: file, line: line)
        }
    }

    func testLoopsPlayTheirStepsAtLoopTimesEveryPeriod() {
        let owner = Owner()
        owner.demo.play(after: 0.5, every: 2) { _, loop in [.tap(CGPoint(x: CGFloat(loop), y: 0), at: 0.25)] }

        tick(to: 5)

        XCTAssertTrue(owner.demo.isRunning)
        assertEvents(owner.events(since: t0), [("began 0,0", 0.75), ("ended 0,0", 0.85),
                                               ("began 1,0", 2.75), ("ended 1,0", 2.85),
                                               ("began 2,0", 4.75), ("ended 2,0", 4.85)])
    }

    func testAScriptWithoutAPeriodPlaysOnce() {
        let owner = Owner()
        owner.demo.play { _, _ in [.perform(at: 0.1) { $0.actions.append("once") }] }

        tick(to: 3)

        XCTAssertEqual(owner.actions, ["once"])
    }

    func testATapAsksWhereToGoAtEachOfItsEvents() {
        let owner = Owner()
        owner.demo.play { _, _ in [.tap(at: 0.1, holding: 0.3) { $0.point }] }

        at(0.1)
        owner.point = CGPoint(x: 30, y: 40)
        at(0.4)

        assertEvents(owner.events(since: t0), [("began 10,20", 0.1), ("ended 30,40", 0.4)])
    }

    func testADragPressesMovesEasedAndReleases() {
        let owner = Owner()
        owner.demo.play { _, _ in [.drag(from: .zero, to: CGPoint(x: 150, y: 0), at: 0.1, duration: 0.5)] }

        tick(to: 1, step: 1.0 / 30)

        let events = owner.window.events.map(\.what)
        XCTAssertEqual(events.first, "began 0,0")
        XCTAssertEqual(events.last, "ended 150,0")
        XCTAssertEqual(events.filter { $0.hasPrefix("moved") }.count, 15, "30 moves a second")
        // Eased in and out: the third of fifteen moves is at smoothstep(0.2) of the way.
        XCTAssertEqual(events[3], "moved \(Int(150 * 0.2 * 0.2 * (3 - 2 * 0.2))),0")
        XCTAssertEqual(events[events.count - 2], "moved 150,0")
    }

    func testTypingAndKeysComeAtTheirTimes() {
        let owner = Owner()
        owner.demo.play { _, _ in [.type("ab", at: 0.1, every: 0.2), .key(.tab, at: 0.6)] }

        tick(to: 1)

        assertEvents(owner.events(since: t0), [("text a", 0.1), ("text b", 0.3), ("key tab", 0.6)])
    }

    func testStepsDueOnOneTickGoInTheOrderTheyWereScripted() {
        let owner = Owner()
        owner.demo.play { _, _ in [
            .perform(at: 0.2) { $0.actions.append("scripted first") },
            .perform(at: 0.1) { $0.actions.append("scripted second") },
        ] }

        at(1)

        XCTAssertEqual(owner.actions, ["scripted first", "scripted second"])
    }

    func testSlowMotionHoldsTheScript() {
        let owner = Owner()
        slowDown(owner.window.layer, speed: 0.5)
        owner.demo.play { _, _ in [.pointer(.began, CGPoint(x: 1, y: 2), at: 1)] }

        tick(to: 1.9)
        let early = owner.window.events.count
        tick(to: 2.1)

        XCTAssertEqual(early, 0)
        assertEvents(owner.events(since: t0), [("began 1,2", 2.0)])
    }

    func testCancelStopsTheScriptAndCancelsAPressItHolds() {
        let owner = Owner()
        owner.demo.play(every: 1) { _, _ in [.tap(CGPoint(x: 5, y: 5), at: 0.1, holding: 0.5)] }
        tick(to: 0.3)

        owner.demo.cancel()
        tick(to: 3)

        XCTAssertFalse(owner.demo.isRunning)
        XCTAssertEqual(owner.window.events.map(\.what), ["began 5,5", "cancelled 0,0"])
    }

    func testAfterRunsOnceAtItsTimeAndAStepUnderItsKeyReplacesIt() {
        let owner = Owner()
        owner.demo.after(0.1) { $0.actions.append("before begin") }
        owner.demo.begin()
        owner.demo.after(0.5, key: "a") { $0.actions.append("replaced") }
        owner.demo.after(0.3, key: "a") { $0.actions.append("a") }
        owner.demo.after(0.2, key: "b") { owner in
            owner.actions.append("b")
            owner.demo.after(0.4, key: "b") { $0.actions.append("b again") }
        }

        tick(to: 1)

        XCTAssertEqual(owner.actions, ["b", "a", "b again"])
    }

    func testAfterStepsRunAtTheirOwnTimeWithinALateTick() {
        let owner = Owner()
        owner.demo.begin()
        var times: [Double] = []
        owner.demo.after(0.2) { owner in
            times.append(CACurrentMediaTime() - self.t0)
            owner.demo.after(0.3) { _ in times.append(CACurrentMediaTime() - self.t0) }
        }

        at(1)

        XCTAssertEqual(times.count, 2)
        XCTAssertEqual(times.first ?? 0, 0.2, accuracy: 1e-6)
        XCTAssertEqual(times.last ?? 0, 0.5, accuracy: 1e-6)
    }

    func testCancelRemovesTheWaitingAfterSteps() {
        let owner = Owner()
        owner.demo.begin()
        owner.demo.after(0.2) { $0.actions.append("never") }

        owner.demo.cancel()
        tick(to: 1)

        XCTAssertEqual(owner.actions, [])
        XCTAssertNil(owner.timerLayer.animationKeys())
    }
}
