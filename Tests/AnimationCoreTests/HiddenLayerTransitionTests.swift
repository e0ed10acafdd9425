import XCTest
@testable import AnimationCore

/// A `CATransition` on a layer whose own `isHidden` changes: the snapshot keeps the layer while
/// the transition runs, with "before" or "after" blank (its geometry, nothing drawn).
final class HiddenLayerTransitionTests: ClockedTestCase {
    private let bannerFrame = CGRect(x: 20, y: 30, width: 120, height: 40)

    /// A root with one banner layer (red, with a label-like sublayer), hidden or shown.
    private func scene(hidden: Bool) -> (root: CALayer, banner: CALayer) {
        let root = makeLayer(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        let banner = makeLayer(frame: bannerFrame)
        let label = makeLayer(frame: CGRect(x: 10, y: 10, width: 60, height: 20))
        CATransaction.setDisableActions(true)
        banner.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        banner.addSublayer(label)
        banner.isHidden = hidden
        root.addSublayer(banner)
        CARunLoop.tick()
        return (root, banner)
    }

    /// Adds a one-second transition of `type` to `layer`, then sets its `isHidden` (no actions).
    private func transition(_ layer: CALayer, _ type: CATransitionType, hide: Bool) {
        let t = CATransition()
        t.type = type
        t.duration = 1
        layer.add(t, forKey: kCATransition)
        CATransaction.setDisableActions(true)
        layer.isHidden = hide
        CARunLoop.tick()
    }

    func testShowingAHiddenLayerStartsFromABlankBefore() throws {
        let (root, banner) = scene(hidden: true)

        transition(banner, .curlDown, hide: false)
        let node = try XCTUnwrap(root.renderSnapshot(at: 100.5).root.sublayers.first)

        let tr = try XCTUnwrap(node.transition)
        XCTAssertEqual(tr.type, .curlDown)
        XCTAssertEqual(tr.progress, 0.5, accuracy: 1e-9)
        XCTAssertEqual(node.content.backgroundColor, RGBA(red: 1, green: 0, blue: 0, alpha: 1), "after: the banner")
        XCTAssertEqual(node.sublayers.count, 1)
        let before = tr.from.value
        XCTAssertTrue(before.content.isEmpty, "before: nothing")
        XCTAssertTrue(before.sublayers.isEmpty)
        XCTAssertEqual(before.bounds, node.bounds, "with the banner's geometry")
        XCTAssertEqual(before.transform.project(.zero), CGPoint(x: 20, y: 30))
    }

    func testHidingALayerEndsWithABlankAfter() throws {
        let (root, banner) = scene(hidden: false)

        transition(banner, .flipFromTop, hide: true)
        let node = try XCTUnwrap(root.renderSnapshot(at: 100.25).root.sublayers.first)

        let tr = try XCTUnwrap(node.transition, "a hidden layer is kept while its transition runs")
        XCTAssertEqual(tr.progress, 0.25, accuracy: 1e-9)
        XCTAssertTrue(node.content.isEmpty, "after: nothing")
        XCTAssertTrue(node.sublayers.isEmpty)
        XCTAssertEqual(node.bounds, CGRect(origin: .zero, size: bannerFrame.size))
        XCTAssertEqual(tr.from.value.content.backgroundColor, RGBA(red: 1, green: 0, blue: 0, alpha: 1),
                       "before: the banner")
        XCTAssertEqual(tr.from.value.sublayers.count, 1)
    }

    func testTheHiddenLayerGoesWhenItsTransitionEnds() {
        let (root, banner) = scene(hidden: false)
        transition(banner, .flipFromTop, hide: true)

        XCTAssertEqual(root.renderSnapshot(at: 100.99).root.sublayers.count, 1)
        XCTAssertEqual(root.renderSnapshot(at: 101.01).root.sublayers.count, 0, "over, not yet removed: not drawn")
        at(1.5)
        XCTAssertNil(banner.animation(forKey: kCATransition))
        XCTAssertEqual(root.renderSnapshot(at: 101.5).root.sublayers.count, 0)
    }

    func testAHiddenLayerWithoutATransitionIsNotDrawn() {
        let (root, banner) = scene(hidden: true)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        banner.add(fade, forKey: nil)

        XCTAssertTrue(root.renderSnapshot(at: 100.5).root.sublayers.isEmpty)
    }

    func testATransitionUnderAHiddenSuperlayerStaysHidden() {
        let (root, banner) = scene(hidden: false)
        CATransaction.setDisableActions(true)
        root.isHidden = true
        CARunLoop.tick()
        let outer = makeLayer(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        outer.addSublayer(root)

        transition(banner, .curlUp, hide: false)

        XCTAssertTrue(outer.renderSnapshot(at: 100.5).root.sublayers.isEmpty)
    }

    func testHiddenAndShownAgainInsideOneTransitionDrawsBothStates() throws {
        let (root, banner) = scene(hidden: false)

        transition(banner, .fade, hide: true)
        CATransaction.setDisableActions(true)
        banner.isHidden = false
        CARunLoop.tick()
        let node = try XCTUnwrap(root.renderSnapshot(at: 100.5).root.sublayers.first)

        XCTAssertFalse(node.content.isEmpty)
        XCTAssertFalse(try XCTUnwrap(node.transition).from.value.content.isEmpty)
    }
}
