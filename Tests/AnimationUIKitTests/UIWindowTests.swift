import XCTest
@testable import AnimationUIKit

final class UIWindowTests: InputTestCase {
    func testMovingViewIsHitWhereItIsPresented() {
        let box = addView(UIView(), CGRect(x: 0, y: 0, width: 50, height: 50))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.center = CGPoint(x: 325, y: 25)
        }, completion: nil)
        at(0)
        at(0.5)   // presented centre (175, 25): the box covers x 150…200
        var taps = 0
        box.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        click(175, 25, at: 0.5)
        XCTAssertEqual(taps, 1, "hit where it is seen")
        click(325, 25, at: 0.6)   // the model position, not yet reached
        XCTAssertEqual(taps, 1)
        click(10, 25, at: 0.7)    // where it started
        XCTAssertEqual(taps, 1)
    }

    func testPresentedHitFollowsAnimatedTransforms() {
        let parent = addView(UIView(), CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.addSubview(child)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            parent.transform = CGAffineTransform(translationX: 200, y: 100)
        }, completion: nil)
        at(0)
        at(0.5)

        XCTAssertTrue(window.presentedHitTest(CGPoint(x: 120, y: 70)) === child)
        XCTAssertFalse(window.presentedHitTest(CGPoint(x: 20, y: 20)) === child)
    }

    func testTouchStaysWithThePressedViewUntilRelease() {
        let a = addView(TouchLogView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = addView(TouchLogView(), CGRect(x: 200, y: 0, width: 100, height: 100))

        press(50, 50, at: 0)
        move(250, 50, at: 0.1)
        release(250, 50, at: 0.2)

        XCTAssertEqual(a.log, ["began", "moved", "ended"])
        XCTAssertEqual(b.log, [])
    }

    func testReturnValuesSayWhetherTheEventWasUsed() {
        addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertFalse(press(300, 300, at: 0), "only the window itself")
        XCTAssertFalse(move(300, 300), "not pressed on a view")
        XCTAssertTrue(press(50, 50, at: 0.1))
        XCTAssertTrue(move(60, 60))
        XCTAssertTrue(release(60, 60))
        XCTAssertFalse(window.sendKey(.returnKey), "no first responder")
        XCTAssertFalse(window.sendText("a"))
        XCTAssertFalse(window.sendScroll(deltaX: 0, deltaY: 10, at: CGPoint(x: 50, y: 50)), "no scroll view")
    }

    func testHiddenAndDisabledViewsAreNotHit() {
        let back = addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let disabled = addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        disabled.isUserInteractionEnabled = false
        let clear = addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
        clear.alpha = 0

        XCTAssertTrue(window.presentedHitTest(CGPoint(x: 50, y: 50)) === back)
    }

    func testNonFiniteInputIsIgnoredWithADiagnostic() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }
        addView(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertFalse(window.sendPointer(.began, at: CGPoint(x: CGFloat.nan, y: 5)))
        XCTAssertFalse(window.sendScroll(deltaX: .infinity, deltaY: 0, at: CGPoint(x: 5, y: 5)))

        XCTAssertEqual(messages.count, 2)
    }

    func testCancelAllInteractionsEndsEditing() {
        let field = addView(UITextField(), CGRect(x: 0, y: 0, width: 200, height: 30))
        click(50, 15)
        XCTAssertTrue(window.isEditingText)

        window.cancelAllInteractions()

        XCTAssertFalse(window.isEditingText)
        XCTAssertFalse(field.isEditing)
    }

    func testGestureRecognizersListAndRemove() {
        let view = UIView()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        XCTAssertNil(view.gestureRecognizers)

        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        XCTAssertEqual(view.gestureRecognizers?.count, 2)
        view.removeGestureRecognizer(tap)

        XCTAssertTrue(view.gestureRecognizers?.first === pan)
        XCTAssertNil(tap.view)
        XCTAssertTrue(pan.view === view)
    }
}
