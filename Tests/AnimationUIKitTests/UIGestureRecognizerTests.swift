import XCTest
@testable import AnimationUIKit

/// A delegate whose answers the tests set.
final class RecognizerPolicy: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer)
        -> Bool { simultaneous }
}

final class UIGestureRecognizerTests: InputTestCase {
    private func viewWithPanAndLongPress() -> (UIPanGestureRecognizer, UILongPressGestureRecognizer) {
        let view = addView(UIView(), CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = UIPanGestureRecognizer(), long = UILongPressGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(long)
        return (pan, long)
    }

    func testTheFirstToRecognizeMakesTheOthersFail() {
        let (pan, long) = viewWithPanAndLongPress()

        press(100, 100, at: 0)
        move(130, 100, at: 0.1)

        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(long.state, .failed)
    }

    func testDelegateCanLetTwoRecognizeTogether() {
        let (pan, long) = viewWithPanAndLongPress()
        let policy = RecognizerPolicy()
        policy.simultaneous = true
        long.delegate = policy
        long.allowableMovement = 1000

        press(100, 100, at: 0)
        move(130, 100, at: 0.1)
        at(0.6)

        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(long.state, .began)
    }

    func testShouldBeginFalseFails() {
        let (pan, _) = viewWithPanAndLongPress()
        let policy = RecognizerPolicy()
        policy.shouldBegin = false
        pan.delegate = policy
        let log = StateLog(pan)

        press(100, 100, at: 0)
        move(130, 100, at: 0.1)

        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(log.states, [])
    }

    func testShouldReceiveFalseKeepsTheTouchAway() {
        let (pan, long) = viewWithPanAndLongPress()
        let policy = RecognizerPolicy()
        policy.shouldReceive = false
        pan.delegate = policy

        press(100, 100, at: 0)
        move(130, 100, at: 0.1)

        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(long.state, .failed, "moved too far for a long press")
    }

    func testLocationIsInTheGivenViewsCoordinates() {
        let view = addView(UIView(), CGRect(x: 50, y: 60, width: 100, height: 100))
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)

        press(70, 90, at: 0)

        assertPoint(tap.location(in: view), CGPoint(x: 20, y: 30))
        assertPoint(tap.location(in: nil), CGPoint(x: 70, y: 90))
    }

    func testDisablingMidGestureCancelsAndResets() {
        let (pan, _) = viewWithPanAndLongPress()
        let log = StateLog(pan)
        press(100, 100, at: 0)
        move(130, 100, at: 0.1)

        pan.isEnabled = false

        XCTAssertEqual(log.states, [.began, .cancelled])
        XCTAssertEqual(pan.state, .possible)
    }
}
