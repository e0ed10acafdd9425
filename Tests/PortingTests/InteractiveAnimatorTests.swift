import AnimationUIKit
import XCTest

final class PanToDismissCardTests: PortingTestCase {
    func testDraggingScrubsAndLettingGoPastHalfwayDismisses() {
        let card = PanToDismissCard()
        card.panBegan()

        card.panChanged(translationY: 100)
        XCTAssertEqual(position(card.card.layer).y, 400, accuracy: 1e-6)
        XCTAssertEqual(opacity(card.card.layer), 0.75, accuracy: 1e-6)
        card.panChanged(translationY: 300)
        card.panEnded()

        at(0.0625)
        XCTAssertEqual(position(card.card.layer).y, 650, accuracy: 1e-6)
        XCTAssertNil(card.result)
        at(0.125)
        XCTAssertEqual(card.result, .end)
        XCTAssertEqual(card.card.center.y, 700)
        XCTAssertEqual(card.card.alpha, 0)
    }

    func testLettingGoBeforeHalfwayPutsTheCardBack() {
        let card = PanToDismissCard()
        card.panBegan()

        card.panChanged(translationY: 100)
        card.panEnded()

        XCTAssertTrue(card.animator.isReversed)
        at(0.0625)
        XCTAssertEqual(position(card.card.layer).y, 350, accuracy: 1e-6)
        at(0.125)
        XCTAssertEqual(card.result, .start)
        XCTAssertEqual(card.card.center.y, 300)
        XCTAssertEqual(card.card.alpha, 1)
    }
}

final class EasedScrubDrawerTests: PortingTestCase {
    func testScrubbingFollowsTheCurveWhenNotLinear() {
        let drawer = EasedScrubDrawer()

        drawer.drag(fraction: 0.25)

        let eased = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).solve(forInput: 0.25))
        XCTAssertEqual(position(drawer.drawer.layer).x, -125 + 250 * eased, accuracy: 1e-6)
        XCTAssertEqual(drawer.animator.state, .active)
        XCTAssertFalse(drawer.animator.isRunning)
        XCTAssertEqual(drawer.drawer.frame.origin.x, 0, "the model value is the end value")
    }
}

final class SwipeToDeleteRowTests: PortingTestCase {
    func testStoppingKeepsTheRowWhereItWas() {
        let row = SwipeToDeleteRow()
        row.swipe()

        at(0.25)
        XCTAssertEqual(position(row.row.layer).x, 80, accuracy: 1e-6)
        row.tapToHold()

        XCTAssertEqual(row.finishedAt, .current)
        XCTAssertEqual(row.animator.state, .inactive)
        XCTAssertEqual(row.row.center.x, 80, accuracy: 1e-6)
        at(0.5)
        XCTAssertEqual(position(row.row.layer).x, 80, accuracy: 1e-6)
    }
}

final class ScrubbablePlayerTests: PortingTestCase {
    func testThePlayerStaysActiveAtTheEndAndScrubsBack() {
        let player = ScrubbablePlayer()
        player.play()

        at(1.0)
        XCTAssertEqual(player.completions, 0)
        XCTAssertEqual(player.animator.state, .active)
        XCTAssertFalse(player.animator.isRunning)
        XCTAssertEqual(player.animator.fractionComplete, 1)
        player.sliderMoved(to: 0.5)

        XCTAssertEqual(position(player.ball.layer).x, 110, accuracy: 1e-6)
        XCTAssertEqual(player.ball.layer.presentation()?.backgroundColor?.alpha ?? .nan, 0.5, accuracy: 1e-6)
    }
}

final class FlickToOpenDrawerTests: PortingTestCase {
    func testAFlickFinishesWithASpringInHalfTheDuration() {
        let drawer = FlickToOpenDrawer()
        drawer.dragStarted()
        drawer.dragged(to: 0.25)
        XCTAssertEqual(position(drawer.panel.layer).y, 675, accuracy: 1e-6)

        drawer.flicked(velocity: 2)

        let solver = SpringSolver.uiKit(dampingRatio: 0.9, duration: 0.4, initialVelocity: 2)
        at(0.1)
        let progress = 0.25 + 0.75 * CGFloat(solver.value(at: 0.1))
        XCTAssertEqual(position(drawer.panel.layer).y, 750 - 300 * progress, accuracy: 1e-6)
        XCTAssertTrue(drawer.animator.isRunning)
        at(0.4)
        XCTAssertEqual(drawer.animator.state, .inactive)
        XCTAssertEqual(position(drawer.panel.layer).y, 450)
    }
}
