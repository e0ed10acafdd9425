import XCTest
@testable import AnimationUIKit

final class UITapGestureRecognizerTests: InputTestCase {
    private func tappable(taps: Int = 1) -> (UIView, UITapGestureRecognizer, StateLog<UITapGestureRecognizer>) {
        let view = addView(UIView(), CGRect(x: 100, y: 100, width: 100, height: 100))
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return (view, tap, StateLog(tap))
    }

    func testPressAndReleaseRecognizes() {
        let (view, tap, log) = tappable()

        press(150, 150, at: 0)
        XCTAssertEqual(tap.state, .possible)
        release(152, 151, at: 0.1)

        XCTAssertEqual(log.states, [.recognized])
        XCTAssertTrue(tap.view === view)
        assertPoint(tap.location(in: view), CGPoint(x: 52, y: 51))
    }

    func testMovingMoreThanTenPointsFails() {
        let (_, tap, log) = tappable()

        press(150, 150, at: 0)
        move(161, 150, at: 0.05)
        XCTAssertEqual(tap.state, .failed)
        release(161, 150, at: 0.1)

        XCTAssertEqual(log.states, [])
    }

    func testCancelledTouchFails() {
        let (_, tap, log) = tappable()

        press(150, 150, at: 0)
        window.sendPointer(.cancelled, at: CGPoint(x: 150, y: 150))

        XCTAssertEqual(tap.state, .failed)
        XCTAssertEqual(log.states, [])
    }

    func testDoubleTapRecognizesOnTheSecondRelease() {
        let (_, tap, log) = tappable(taps: 2)

        click(150, 150, at: 0)
        XCTAssertEqual(tap.state, .possible)
        click(151, 150, at: 0.2)

        XCTAssertEqual(log.states, [.recognized])
    }

    func testDoubleTapFailsWhenTheSecondTapComesTooLate() {
        let (_, tap, log) = tappable(taps: 2)

        click(150, 150, at: 0)
        at(0.5)   // a tick 0.45 s after the release: past the 0.35 s interval

        XCTAssertEqual(tap.state, .failed)
        click(150, 150, at: 0.6)
        XCTAssertEqual(log.states, [], "a new first tap, not a second one")
    }

    func testSingleTapThatRequiresDoubleTapToFailWaitsForIt() {
        let (view, double, doubleLog) = tappable(taps: 2)
        let single = UITapGestureRecognizer()
        let singleLog = StateLog(single)
        view.addGestureRecognizer(single)
        single.require(toFail: double)

        click(150, 150, at: 0)
        XCTAssertEqual(singleLog.states, [], "held back while the double tap is possible")
        at(0.35)
        XCTAssertEqual(singleLog.states, [])
        at(0.45)   // 0.4 s after the release: past the 0.35 s interval

        XCTAssertEqual(double.state, .failed)
        XCTAssertEqual(singleLog.states, [.recognized])
        XCTAssertEqual(doubleLog.states, [])
    }

    func testSingleTapFailsWhenTheDoubleTapItWaitsForRecognizes() {
        let (view, double, doubleLog) = tappable(taps: 2)
        let single = UITapGestureRecognizer()
        let singleLog = StateLog(single)
        view.addGestureRecognizer(single)
        single.require(toFail: double)

        click(150, 150, at: 0)
        click(150, 150, at: 0.2)

        XCTAssertEqual(doubleLog.states, [.recognized])
        XCTAssertEqual(singleLog.states, [])
        XCTAssertEqual(single.state, .failed)
    }

    func testRecognizerIsReadyForTheNextTap() {
        let (_, _, log) = tappable()

        click(150, 150, at: 0)
        click(150, 150, at: 1)

        XCTAssertEqual(log.states, [.recognized, .recognized])
    }

    func testDisabledRecognizerSeesNothing() {
        let (_, tap, log) = tappable()
        tap.isEnabled = false

        click(150, 150, at: 0)

        XCTAssertEqual(log.states, [])
        XCTAssertEqual(tap.state, .possible)
    }

    func testInitWithHandlerReceivesTheTypedRecognizer() {
        let view = addView(UIView(), CGRect(x: 0, y: 0, width: 50, height: 50))
        var taps: [Int] = []
        let tap = UITapGestureRecognizer { (r: UITapGestureRecognizer) in taps.append(r.numberOfTapsRequired) }
        view.addGestureRecognizer(tap)

        click(10, 10)

        XCTAssertEqual(taps, [1])
    }

    func testAncestorTapDoesNotTakeAButtonsTap() {
        let container = addView(UIView(), CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        let log = StateLog(tap)
        container.addGestureRecognizer(tap)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        container.addSubview(button)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)

        click(50, 30)

        XCTAssertEqual(pressed, 1)
        XCTAssertEqual(log.states, [])
    }
}
