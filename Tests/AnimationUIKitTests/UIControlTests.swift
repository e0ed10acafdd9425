import XCTest
@testable import AnimationUIKit

final class UIControlTests: InputTestCase {
    /// A control at (100, 100, 100, 40) that logs the events it sends.
    private func loggedControl() -> (UIControl, () -> [String]) {
        let control = addView(UIControl(), CGRect(x: 100, y: 100, width: 100, height: 40))
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragExit, "exit"), (.touchDragEnter, "enter"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names { control.addAction(UIAction { _ in log.append(name) }, for: event) }
        return (control, { log })
    }

    func testPressHighlightsAndReleaseInsideSendsTouchUpInside() {
        let (control, log) = loggedControl()

        press(150, 120, at: 0)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        XCTAssertEqual(control.state, .highlighted)
        release(150, 120, at: 0.1)

        XCTAssertEqual(log(), ["down", "upInside"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testDraggingFarAwayUnhighlightsAndReleaseSendsTouchUpOutside() {
        let (control, log) = loggedControl()

        press(150, 120, at: 0)
        move(260, 120, at: 0.1)    // 60 pt outside: still within the 70 pt slop
        XCTAssertTrue(control.isHighlighted)
        move(290, 120, at: 0.2)    // 90 pt outside
        XCTAssertFalse(control.isHighlighted)
        release(290, 120, at: 0.3)

        XCTAssertEqual(log(), ["down", "exit", "upOutside"])
    }

    func testDraggingBackInsideHighlightsAgain() {
        let (control, log) = loggedControl()

        press(150, 120, at: 0)
        move(350, 120, at: 0.1)
        move(150, 120, at: 0.2)
        XCTAssertTrue(control.isHighlighted)
        release(150, 120, at: 0.3)

        XCTAssertEqual(log(), ["down", "exit", "enter", "upInside"])
    }

    func testCancelledTouchSendsTouchCancel() {
        let (control, log) = loggedControl()

        press(150, 120, at: 0)
        window.cancelAllInteractions()

        XCTAssertEqual(log(), ["down", "cancel"])
        XCTAssertFalse(control.isHighlighted)
    }

    func testDoubleClickSendsTouchDownRepeat() {
        let (_, log) = loggedControl()

        press(150, 120, at: 0, clicks: 2)

        XCTAssertEqual(log(), ["down", "repeat"])
    }

    func testDisabledControlSendsNothing() {
        let (control, log) = loggedControl()
        control.isEnabled = false

        click(150, 120)

        XCTAssertEqual(log(), [])
        XCTAssertEqual(control.state, .disabled)
    }

    func testClosureTargetReceivesTheControl() {
        let button = addView(UIButton(), CGRect(x: 0, y: 0, width: 80, height: 30))
        var seen: UIButton?
        button.addTarget(for: .touchUpInside) { (b: UIButton) in seen = b }

        click(10, 10)

        XCTAssertTrue(seen === button)
    }

    func testActionWithTheSameIdentifierIsReplaced() {
        let control = addView(UIControl(), CGRect(x: 0, y: 0, width: 80, height: 30))
        var calls: [String] = []
        let id = UIAction.Identifier("go")
        control.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)

        click(10, 10)
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        click(10, 10, at: 1)

        XCTAssertEqual(calls, ["second"])
    }

    func testActionKnowsItsSender() {
        let control = addView(UIControl(), CGRect(x: 0, y: 0, width: 80, height: 30))
        var sender: AnyObject?
        control.addAction(UIAction(title: "Go") { action in sender = action.sender }, for: .touchDown)

        press(10, 10)

        XCTAssertTrue(sender === control)
    }

    func testDisablingWhilePressedEndsThePressSilently() {
        let (control, log) = loggedControl()
        press(150, 120, at: 0)

        control.isEnabled = false
        release(150, 120, at: 0.1)

        XCTAssertEqual(log(), ["down"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }
}
