import AnimationUIKit
import XCTest

/// Layer IDs of a transition's captured "before" tree are moved to their own range; this undoes it.
private func originalID(_ id: UInt64) -> UInt64 { id & ~(UInt64(1) << 63) }

final class FlipCardViewTests: PortingTestCase {
    func testTheFlipDrawsTheFrontAsItWasAndTheBackAsItIs() {
        let card = FlipCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        CARunLoop.tick()
        var finished: [Bool] = []

        card.flip { finished.append($0) }

        at(0.25)
        let node = card.layer.renderSnapshot().root
        XCTAssertEqual(node.transition?.type, .flipFromRight)
        XCTAssertEqual(node.transition?.progress ?? .nan, 0.5, accuracy: 1e-6)
        XCTAssertEqual(node.transition?.from.value.sublayers.map { originalID($0.layerID) },
                       [card.front.layer.renderID])
        XCTAssertEqual(node.sublayers.map(\.layerID), [card.back.layer.renderID])
        at(0.5)
        XCTAssertEqual(finished, [true])
        XCTAssertNil(card.layer.renderSnapshot().root.transition)
    }
}

final class CrossDissolveStatusTests: PortingTestCase {
    func testTheColourCrossDissolvesOverTheDuration() {
        let pill = CrossDissolveStatus(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        pill.backgroundColor = .systemGray
        CARunLoop.tick()

        pill.setOnline(true)

        at(0.15)
        let transition = pill.layer.renderSnapshot().root.transition
        XCTAssertEqual(transition?.type, .fade)
        XCTAssertEqual(transition?.progress ?? .nan, 0.5, accuracy: 1e-6)
        XCTAssertEqual(transition?.from.value.content.backgroundColor, UIColor.systemGray.cgColor.rgba)
        at(0.3)
        XCTAssertEqual(pill.transitions, 1)
    }
}

final class CarouselPushLayerTests: PortingTestCase {
    func testTheNextPagePushesInFromTheRight() {
        let carousel = CarouselPushLayer()
        carousel.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        carousel.backgroundColor = carousel.pages[0]
        CARunLoop.tick()

        carousel.showNext()

        XCTAssertTrue(carousel.animation(forKey: kCATransition) is CATransition)
        at(0.175)
        let transition = carousel.renderSnapshot().root.transition
        XCTAssertEqual(transition?.type, .push)
        XCTAssertEqual(transition?.subtype, .fromRight)
        XCTAssertEqual(transition?.progress ?? .nan, CAMediaTimingFunction(name: .easeOut).solve(forInput: 0.5),
                       accuracy: 1e-6)
        XCTAssertEqual(transition?.from.value.content.backgroundColor, carousel.pages[0].rgba)
    }
}

final class NavigationPushContainerTests: PortingTestCase {
    func testTheNewScreenSlidesOverTheOldOneWhichIsRemovedAtTheEnd() {
        let navigation = NavigationPushContainer(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let first = UIView(), second = UIView()
        navigation.setRoot(first)
        CARunLoop.tick()

        navigation.push(second)

        at(0.175)
        let e = CGFloat(CAMediaTimingFunction(name: .easeOut).solve(forInput: 0.5))
        XCTAssertEqual(position(second.layer).x, 600 - 400 * e, accuracy: 1e-6)
        XCTAssertEqual(position(first.layer).x, 200 - 400 / 3 * e, accuracy: 1e-6)
        XCTAssertEqual(opacity(first.layer), 1 - 0.2 * e, accuracy: 1e-6)
        at(0.35)
        XCTAssertEqual(navigation.subviews, [second])
    }
}

final class BottomSheetPresenterTests: PortingTestCase {
    func testCancellingMidwayReversesTheSameAnimatorBackToTheStart() {
        let presenter = BottomSheetPresenter()
        presenter.present()
        let easeOut = CAMediaTimingFunction(name: .easeOut)

        at(0.25)
        let p = CGFloat(easeOut.solve(forInput: 0.5))
        XCTAssertEqual(position(presenter.sheet.layer).y, 1000 - 400 * p, accuracy: 1e-6)
        presenter.cancelMidway()
        XCTAssertEqual(presenter.animator?.fractionComplete ?? .nan, p, accuracy: 1e-6,
                       "pausing keeps the sheet where it is")

        let back = Double(p) * 0.5
        at(0.25 + back / 2)
        XCTAssertEqual(position(presenter.sheet.layer).y, 1000 - 400 * p * (1 - p), accuracy: 1e-6)
        at(0.25 + back)
        XCTAssertEqual(presenter.outcome, .start)
        XCTAssertEqual(presenter.sheet.frame.origin.y, 800, "the model value is back at the start")
        XCTAssertEqual(position(presenter.sheet.layer).y, 1000)
    }
}

final class ViewSwapTransitionTests: PortingTestCase {
    func testTheContentReplacesTheLoadingViewAndTheCompletionRuns() {
        let swap = ViewSwapTransition()
        CARunLoop.tick()

        swap.showContent()

        XCTAssertEqual(swap.container.subviews, [swap.content])
        at(0.2)
        XCTAssertEqual(swap.container.layer.renderSnapshot().root.transition?.progress ?? .nan, 0.5, accuracy: 1e-6)
        at(0.4)
        XCTAssertTrue(swap.swapped)
    }
}
