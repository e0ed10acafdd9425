import XCTest
@testable import AnimationUIKit

final class UIPanGestureRecognizerTests: InputTestCase {
    private func pannable() -> (UIView, UIPanGestureRecognizer, StateLog<UIPanGestureRecognizer>) {
        let view = addView(UIView(), CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        return (view, pan, StateLog(pan))
    }

    func testBeginsAfterTenPointsThenChangesAndEnds() {
        let (_, pan, log) = pannable()

        press(100, 100, at: 0)
        move(105, 100, at: 0.016)
        XCTAssertEqual(pan.state, .possible)
        move(110, 100, at: 0.032)
        XCTAssertEqual(pan.state, .began)
        move(130, 100, at: 0.048)
        release(130, 100, at: 0.064)

        XCTAssertEqual(log.states, [.began, .changed, .ended])
    }

    func testTranslationIsMeasuredFromThePress() {
        let (view, pan, _) = pannable()

        press(100, 100, at: 0)
        move(140, 70, at: 0.1)

        assertPoint(pan.translation(in: view), CGPoint(x: 40, y: -30))
        assertPoint(pan.translation(in: nil), CGPoint(x: 40, y: -30))
    }

    func testSetTranslationMovesTheOrigin() {
        let (view, pan, _) = pannable()
        press(100, 100, at: 0)
        move(140, 100, at: 0.1)

        pan.setTranslation(.zero, in: view)
        move(150, 105, at: 0.2)

        assertPoint(pan.translation(in: view), CGPoint(x: 10, y: 5))
    }

    func testTranslationInAScaledViewIsInItsPoints() {
        let (view, pan, _) = pannable()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        press(100, 100, at: 0)
        move(140, 100, at: 0.1)

        assertPoint(pan.translation(in: view), CGPoint(x: 20, y: 0))
    }

    func testVelocityOfASteadyDrag() {
        let (view, pan, _) = pannable()

        press(100, 100, at: 0)
        for i in 1...10 { move(100 + CGFloat(i) * 8, 100 - CGFloat(i) * 4, at: Double(i) * 0.016) }

        assertPoint(pan.velocity(in: view), CGPoint(x: 500, y: -250), accuracy: 1e-6)
    }

    func testVelocityFollowsTheLastTenthOfASecond() {
        let (view, pan, _) = pannable()
        press(100, 100, at: 0)
        for i in 1...10 { move(100 + CGFloat(i) * 16, 100, at: Double(i) * 0.016) }   // 1000 pt/s
        for i in 11...30 { move(260 + CGFloat(i - 10) * 4, 100, at: Double(i) * 0.016) }   // 250 pt/s

        XCTAssertEqual(Double(pan.velocity(in: view).x), 250, accuracy: 1e-6)
    }

    func testPointerHeldStillBeforeReleaseEndsWithoutVelocity() {
        let (view, pan, _) = pannable()
        press(100, 100, at: 0)
        for i in 1...5 { move(100 + CGFloat(i) * 10, 100, at: Double(i) * 0.016) }

        release(150, 100, at: 0.5)

        XCTAssertEqual(pan.state, .ended)
        assertPoint(pan.velocity(in: view), .zero)
    }

    func testReleaseBeforeMovingFails() {
        let (_, pan, log) = pannable()

        press(100, 100, at: 0)
        move(104, 100, at: 0.1)
        release(104, 100, at: 0.2)

        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(log.states, [])
    }

    func testCancelMidwayCancels() {
        let (_, pan, log) = pannable()

        press(100, 100, at: 0)
        move(150, 100, at: 0.1)
        window.cancelAllInteractions()

        XCTAssertEqual(log.states, [.began, .cancelled])
        XCTAssertEqual(pan.state, .cancelled, "until the next press resets it")
    }

    func testSecondPressCancelsTheDragInProgress() {
        let (_, pan, log) = pannable()

        press(100, 100, at: 0)
        move(150, 100, at: 0.1)
        press(200, 200, at: 0.2)

        XCTAssertEqual(log.states, [.began, .cancelled])
        XCTAssertEqual(pan.state, .possible, "ready for the new press")
    }

    func testPanCancelsTheTouchInTheView() {
        let view = TouchLogView()
        addView(view, CGRect(x: 0, y: 0, width: 400, height: 400))
        view.addGestureRecognizer(UIPanGestureRecognizer())

        press(100, 100, at: 0)
        move(105, 100, at: 0.05)
        move(120, 100, at: 0.1)
        release(120, 100, at: 0.2)

        XCTAssertEqual(view.log, ["began", "moved", "cancelled"])
    }

    func testVelocityIsMeasuredInTheWindowsLayerTime() {
        let (view, pan, _) = pannable()
        window.layer.speed = 0.1   // 16 ms of media time are 1.6 ms of the window's time

        press(100, 100, at: 0)
        for i in 1...10 { move(100 + CGFloat(i) * 8, 100, at: Double(i) * 0.016) }

        XCTAssertEqual(Double(pan.velocity(in: view).x), 5000, accuracy: 1e-3)   // speed is a Float
    }

    func testClosingTheWindowMidDragFreesEverything() {
        weak var weakView: UIView?
        weak var weakPan: UIPanGestureRecognizer?
        weak var weakWindow: UIWindow?
        do {
            let (view, pan, _) = pannable()
            weakView = view; weakPan = pan; weakWindow = window
            press(100, 100, at: 0)
            move(150, 100, at: 0.1)
            view.removeFromSuperview()
            window = nil
        }

        at(1)

        XCTAssertNil(weakWindow)
        XCTAssertNil(weakView)
        XCTAssertNil(weakPan)
    }
}

/// A view that records the touch methods called on it.
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
