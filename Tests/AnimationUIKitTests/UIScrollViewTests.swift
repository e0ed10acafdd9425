import XCTest
@testable import AnimationUIKit

/// Records the delegate calls a scroll view makes.
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var releaseVelocity: CGPoint?
    var releaseTarget: CGPoint?
    var replaceTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        releaseVelocity = velocity
        releaseTarget = targetContentOffset.pointee
        if let replaceTarget { targetContentOffset.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

final class UIScrollViewTests: InputTestCase {
    private let rate = 0.998
    private var k: Double { -1000 * log(rate) }
    private let omega = 12.0

    private func makeScrollView(contentHeight: CGFloat) -> (UIScrollView, ScrollLog) {
        let scroll = addView(UIScrollView(), CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: contentHeight)
        let log = ScrollLog()
        scroll.delegate = log
        return (scroll, log)
    }

    /// Presses at y = 300 at time 0 and moves up 16 pt every 16 ms (1000 pt/s) for `frames`
    /// frames, then releases there; returns the release time. The pan begins on the first move,
    /// so the content moves 16 pt less than the pointer.
    @discardableResult
    private func flickUp(frames: Int) -> Double {
        press(200, 300, at: 0)
        for i in 1...frames { move(200, 300 - CGFloat(16 * i), at: Double(i) * 0.016) }
        let end = Double(frames) * 0.016
        release(200, 300 - CGFloat(16 * frames), at: end)
        return end
    }

    func testContentOffsetMovesTheBoundsOrigin() {
        let (scroll, log) = makeScrollView(contentHeight: 1000)

        scroll.contentOffset = CGPoint(x: 0, y: 120)

        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 120))
        XCTAssertEqual(log.scrolls, 1)
    }

    func testDragMovesTheContentWithThePointer() {
        let (scroll, log) = makeScrollView(contentHeight: 1000)

        press(200, 300, at: 0)
        move(200, 288, at: 0.05)    // the pan begins here
        move(200, 200, at: 0.1)

        XCTAssertTrue(scroll.isDragging)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 88))
        XCTAssertEqual(log.calls, ["willBeginDragging"])
    }

    func testDragPastTheTopRubberBands() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)

        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)   // 100 pt past the top

        let expected = -(1 - 1 / (100 * 0.55 / 400 + 1)) * 400
        XCTAssertEqual(Double(scroll.contentOffset.y), expected, accuracy: 1e-9)
        XCTAssertEqual(Double(scroll.contentOffset.y), -48.35, accuracy: 0.01)
    }

    func testDragWithoutBouncesStopsAtTheEdge() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)
        scroll.bounces = false

        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)

        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testContentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let (scroll, _) = makeScrollView(contentHeight: 300)
        press(200, 300, at: 0)
        move(200, 280, at: 0.05)
        move(200, 200, at: 0.1)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        release(200, 200, at: 0.2)

        scroll.alwaysBounceVertical = true
        press(200, 300, at: 1)
        move(200, 280, at: 1.05)
        move(200, 200, at: 1.1)

        XCTAssertGreaterThan(scroll.contentOffset.y, 0)
    }

    func testDecelerationFollowsUIKitsDecay() {
        let (scroll, log) = makeScrollView(contentHeight: 3000)
        let release = flickUp(frames: 10)
        let p0 = 144.0   // 160 pt of pointer travel less the 16 pt that began the pan

        XCTAssertEqual(Double(scroll.contentOffset.y), p0, accuracy: 1e-9)
        XCTAssertEqual(Double(log.releaseVelocity?.y ?? 0), 1.0, accuracy: 1e-6, "points per millisecond")
        XCTAssertEqual(Double(log.releaseTarget?.y ?? 0), p0 + 1000 / k, accuracy: 1e-6)
        XCTAssertTrue(scroll.isDecelerating)

        for dt in [0.1, 0.5, 1.0, 2.0] {
            at(release + dt)
            let expected = p0 + 1000 * (1 - pow(rate, 1000 * dt)) / k
            XCTAssertEqual(Double(scroll.contentOffset.y), expected, accuracy: 1e-6, "at \(dt) s")
        }
        XCTAssertEqual(log.calls,
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    }

    func testDecelerationComesToRestAndTellsTheDelegate() {
        let (scroll, log) = makeScrollView(contentHeight: 3000)
        let release = flickUp(frames: 10)

        at(release + 4)

        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(log.calls.last, "didEndDecelerating")
        // It stops once less than 0.5 pt of travel is left.
        XCTAssertEqual(Double(scroll.contentOffset.y), 144 + 1000 / k, accuracy: 0.5 + 1e-9)
    }

    func testFastDecelerationStopsSooner() {
        let (scroll, _) = makeScrollView(contentHeight: 3000)
        scroll.decelerationRate = .fast
        let release = flickUp(frames: 10)

        at(release + 0.1)

        let kFast = -1000 * log(0.99)
        XCTAssertEqual(Double(scroll.contentOffset.y), 144 + 1000 * (1 - pow(0.99, 100)) / kFast, accuracy: 1e-6)
    }

    func testFlickPastTheEndBouncesBack() {
        let (scroll, log) = makeScrollView(contentHeight: 600)   // the largest offset is 200
        let release = flickUp(frames: 10)
        let p0 = 144.0, edge = 200.0
        // The decay reaches the edge when rateᵗ = 1 − (edge − p0)·k / v0.
        let tEdge = log10(1 - (edge - p0) * k / 1000) / log10(rate) / 1000
        let vEdge = 1000 * pow(rate, 1000 * tEdge)

        at(release + tEdge * 0.5)
        XCTAssertLessThan(scroll.contentOffset.y, 200)
        for tau in [0.05, 0.1, 0.3] {
            at(release + tEdge + tau)
            let expected = edge + vEdge * tau * exp(-omega * tau)
            XCTAssertEqual(Double(scroll.contentOffset.y), expected, accuracy: 1e-6, "τ = \(tau)")
        }
        at(release + tEdge + 2)

        XCTAssertEqual(scroll.contentOffset.y, 200)
        XCTAssertEqual(log.calls.last, "didEndDecelerating")
    }

    func testReleasePastTheTopSpringsBackCriticallyDamped() {
        let (scroll, log) = makeScrollView(contentHeight: 1000)
        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)
        release(200, 210, at: 0.5)   // held still: no velocity
        let x0 = Double(scroll.contentOffset.y)
        XCTAssertEqual(log.calls.suffix(2), ["didEndDragging(true)", "willBeginDecelerating"])

        for tau in [0.1, 0.25] {
            at(0.5 + tau)
            XCTAssertEqual(Double(scroll.contentOffset.y), x0 * (1 + omega * tau) * exp(-omega * tau), accuracy: 1e-6)
        }
        at(2)

        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(scroll.isDecelerating)
    }

    func testBounceRunsInLayerTime() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)
        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)
        release(200, 210, at: 0.5)
        let x0 = Double(scroll.contentOffset.y)
        at(0.5)
        // Half speed from now on, keeping the layer's local time continuous.
        let local = window.layer.convertTime(CACurrentMediaTime(), from: nil)
        window.layer.beginTime = CACurrentMediaTime()
        window.layer.timeOffset = local
        window.layer.speed = 0.5

        at(0.7)   // 0.2 s of media time, 0.1 s of layer time

        XCTAssertEqual(Double(scroll.contentOffset.y), x0 * (1 + omega * 0.1) * exp(-omega * 0.1), accuracy: 1e-6)
    }

    func testDelegateMayChangeTheTarget() {
        let (scroll, log) = makeScrollView(contentHeight: 3000)
        log.replaceTarget = CGPoint(x: 0, y: 400)
        let release = flickUp(frames: 10)

        at(release + 6)

        XCTAssertEqual(Double(scroll.contentOffset.y), 400, accuracy: 0.5)
    }

    func testReleaseWithoutVelocityInsideDoesNotDecelerate() {
        let (scroll, log) = makeScrollView(contentHeight: 1000)
        press(200, 300, at: 0)
        move(200, 280, at: 0.05)
        move(200, 200, at: 0.1)
        release(200, 200, at: 0.6)

        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(log.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    func testPressStopsTheDeceleration() {
        let (scroll, _) = makeScrollView(contentHeight: 3000)
        let release = flickUp(frames: 10)
        at(release + 0.2)

        press(200, 200, at: release + 0.25)
        let caught = scroll.contentOffset.y
        XCTAssertFalse(scroll.isDecelerating)
        at(release + 1)

        let expected = 144 + 1000 * (1 - pow(rate, 250)) / k
        XCTAssertEqual(Double(caught), expected, accuracy: 1e-6, "stopped where it was at the press")
        XCTAssertEqual(scroll.contentOffset.y, caught)
    }

    func testWheelScrollsAndStopsAtTheEdges() {
        let (scroll, _) = makeScrollView(contentHeight: 500)   // largest offset 100

        XCTAssertTrue(window.sendScroll(deltaX: 0, deltaY: 60, at: CGPoint(x: 200, y: 200)))
        XCTAssertEqual(scroll.contentOffset.y, 60)
        XCTAssertTrue(window.sendScroll(deltaX: 0, deltaY: 60, at: CGPoint(x: 200, y: 200)))
        XCTAssertEqual(scroll.contentOffset.y, 100)

        XCTAssertFalse(window.sendScroll(deltaX: 0, deltaY: 60, at: CGPoint(x: 200, y: 200)), "at the end")
        XCTAssertFalse(window.sendScroll(deltaX: 30, deltaY: 0, at: CGPoint(x: 200, y: 200)), "no horizontal room")
    }

    func testWheelGoesToTheOuterScrollViewWhenTheInnerOneCannotMove() {
        let (outer, _) = makeScrollView(contentHeight: 1000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        inner.contentSize = CGSize(width: 400, height: 50)
        outer.addSubview(inner)

        XCTAssertTrue(window.sendScroll(deltaX: 0, deltaY: 40, at: CGPoint(x: 100, y: 50)))

        XCTAssertEqual(outer.contentOffset.y, 40)
        XCTAssertEqual(inner.contentOffset.y, 0)
    }

    func testContentInsetWidensTheRange() {
        let (scroll, _) = makeScrollView(contentHeight: 500)
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)

        window.sendScroll(deltaX: 0, deltaY: -500, at: CGPoint(x: 200, y: 200))
        XCTAssertEqual(scroll.contentOffset.y, -50)
        window.sendScroll(deltaX: 0, deltaY: 1000, at: CGPoint(x: 200, y: 200))

        XCTAssertEqual(scroll.contentOffset.y, 130)
    }

    func testAnimatedContentOffsetEasesInOut() {
        let (scroll, log) = makeScrollView(contentHeight: 1000)

        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        at(0.075)
        let quarter = CAMediaTimingFunction(name: .easeInEaseOut).solve(forInput: 0.25)
        XCTAssertEqual(Double(scroll.contentOffset.y), 300 * quarter, accuracy: 1e-6)
        at(0.15)
        XCTAssertEqual(Double(scroll.contentOffset.y), 150, accuracy: 1e-6)
        at(0.3)

        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertEqual(log.calls, ["didEndScrollingAnimation"])
    }

    func testScrollDisabledIgnoresDragAndWheel() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)
        scroll.isScrollEnabled = false

        flickUp(frames: 5)
        XCTAssertFalse(window.sendScroll(deltaX: 0, deltaY: 50, at: CGPoint(x: 200, y: 200)))

        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testCancelledDragBouncesBackFromTheEdge() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)
        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)

        window.cancelAllInteractions()
        XCTAssertTrue(scroll.isDecelerating)
        at(2)

        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testScrollViewFreedWhileDeceleratingStopsQuietly() {
        weak var weakScroll: UIScrollView?
        do {
            let (scroll, _) = makeScrollView(contentHeight: 3000)
            weakScroll = scroll
            flickUp(frames: 10)
            XCTAssertTrue(scroll.isDecelerating)
            scroll.removeFromSuperview()
        }

        at(0.5)

        XCTAssertNil(weakScroll)
    }

    func testInsetGrownAtReleaseHoldsTheContentBelowTheTop() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)
        final class Refresher: UIScrollViewDelegate {
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                scrollView.contentInset.top = 30   // keep a 30 pt spinner in view
            }
        }
        let refresher = Refresher()
        scroll.delegate = refresher
        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)
        release(200, 210, at: 0.5)
        let x0 = Double(scroll.contentOffset.y) + 30   // past the new edge at −30

        at(0.6)
        XCTAssertEqual(Double(scroll.contentOffset.y), -30 + x0 * (1 + omega * 0.1) * exp(-omega * 0.1), accuracy: 1e-6)
        at(2)

        XCTAssertEqual(scroll.contentOffset.y, -30)
    }

    func testInsetChangedDuringTheBounceRetargetsIt() {
        let (scroll, _) = makeScrollView(contentHeight: 1000)
        press(200, 100, at: 0)
        move(200, 110, at: 0.05)
        move(200, 210, at: 0.1)
        release(200, 210, at: 0.5)
        at(0.55)
        let before = scroll.contentOffset.y

        scroll.contentInset.top = 20
        at(0.56)
        XCTAssertGreaterThan(scroll.contentOffset.y, before, "still moving towards the edge, without a jump")
        XCTAssertLessThan(scroll.contentOffset.y, before + 5)
        at(3)

        XCTAssertEqual(scroll.contentOffset.y, -20)
    }
}
