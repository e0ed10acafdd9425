import XCTest
@testable import AnimationUIKit

final class UILongPressGestureRecognizerTests: InputTestCase {
    private func pressable() -> (UILongPressGestureRecognizer, StateLog<UILongPressGestureRecognizer>) {
        let view = addView(UIView(), CGRect(x: 0, y: 0, width: 200, height: 200))
        let long = UILongPressGestureRecognizer()
        view.addGestureRecognizer(long)
        return (long, StateLog(long))
    }

    func testBeginsOnTheTickAfterHalfASecondWithoutEvents() {
        let (long, log) = pressable()

        press(50, 50, at: 0)
        at(0.49)
        XCTAssertEqual(long.state, .possible)
        at(0.5)
        XCTAssertEqual(log.states, [.began])

        move(60, 50, at: 0.7)
        release(60, 50, at: 0.8)
        XCTAssertEqual(log.states, [.began, .changed, .ended])
    }

    func testBeginsWhenAnEventArrivesLate() {
        let (_, log) = pressable()

        press(50, 50, at: 0)
        move(52, 50, at: 0.6)   // no tick in between

        XCTAssertEqual(log.states, [.began, .changed])
    }

    func testEarlyReleaseFails() {
        let (long, log) = pressable()

        press(50, 50, at: 0)
        release(50, 50, at: 0.3)
        at(1)

        XCTAssertEqual(long.state, .failed)
        XCTAssertEqual(log.states, [])
    }

    func testMovingTooFarBeforeItBeginsFails() {
        let (long, log) = pressable()

        press(50, 50, at: 0)
        move(65, 50, at: 0.2)
        at(1)

        XCTAssertEqual(long.state, .failed)
        XCTAssertEqual(log.states, [])
    }

    func testCancelAfterBeganCancels() {
        let (_, log) = pressable()

        press(50, 50, at: 0)
        at(0.6)
        window.sendPointer(.cancelled, at: CGPoint(x: 50, y: 50))

        XCTAssertEqual(log.states, [.began, .cancelled])
    }

    func testCustomMinimumDuration() {
        let (long, log) = pressable()
        long.minimumPressDuration = 2

        press(50, 50, at: 0)
        at(1.9)
        XCTAssertEqual(log.states, [])
        at(2)

        XCTAssertEqual(log.states, [.began])
    }

    func testSlowMotionLengthensThePress() {
        let (_, log) = pressable()
        window.layer.speed = 0.1

        press(50, 50, at: 0)
        at(4.9)
        XCTAssertEqual(log.states, [])
        at(5)

        XCTAssertEqual(log.states, [.began])
    }

    func testPausedWindowHoldsThePress() {
        let (_, log) = pressable()
        press(50, 50, at: 0)
        window.layer.timeOffset = window.layer.convertTime(CACurrentMediaTime(), from: nil)
        window.layer.beginTime = CACurrentMediaTime()
        window.layer.speed = 0

        at(30)

        XCTAssertEqual(log.states, [])
    }
}
