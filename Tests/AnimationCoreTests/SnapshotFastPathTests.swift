import XCTest
@testable import AnimationCore

/// Snapshots evaluate built-in layers in a copy of their state (and number/point animations on
/// unboxed lanes); these tests pin that the fast paths show exactly what the presentation layer,
/// evaluated by the general path, shows.
final class SnapshotFastPathTests: ClockedTestCase {
    /// An app subclass with its own property and an overridden base getter.
    final class TaggedLayer: CALayer, @unchecked Sendable {
        var tag = 0
        override var opacity: Float {
            get { super.opacity * 0.5 }
            set { super.opacity = newValue }
        }
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func assignProperties(from other: CALayer) {
            super.assignProperties(from: other)
            if let o = other as? TaggedLayer { tag = o.tag }
        }
    }

    func testPresentationCopiesOfSubclassesKeepTheirOwnProperties() {
        let shape = makeLayer(CAShapeLayer.self)
        shape.lineWidth = 7; shape.strokeEnd = 0.25; shape.cornerRadius = 3
        let tagged = makeLayer(TaggedLayer.self)
        tagged.tag = 42; tagged.opacity = 0.8
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        shape.add(move, forKey: "m"); tagged.add(move, forKey: "m")
        at(0.5)

        let ps = shape.presentation()!
        XCTAssertEqual(ps.lineWidth, 7); XCTAssertEqual(ps.strokeEnd, 0.25); XCTAssertEqual(ps.cornerRadius, 3)
        XCTAssertEqual(Double(ps.position.x), 50, accuracy: 1e-9)
        let pt = tagged.presentation()!
        XCTAssertEqual(pt.tag, 42)
        // The overridden getter is honoured by the copy and by the snapshot.
        XCTAssertEqual(pt.opacity, 0.2, accuracy: 1e-6)
        XCTAssertEqual(tagged.renderSnapshot(at: 100.5).root.opacity, 0.2, accuracy: 1e-6)
    }

    func testALayerWithATransitionStillReportsIt() {
        let root = makeLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fade = CATransition()
        fade.duration = 1
        root.add(fade, forKey: nil)
        at(0.25)
        XCTAssertNotNil(root.renderSnapshot(at: 100.5).root.transition)
        XCTAssertNil(root.renderSnapshot(at: 102).root.transition)
        root.removeAllAnimations()
        XCTAssertFalse(root.hasTransition)
        XCTAssertNil(root.renderSnapshot(at: 100.5).root.transition)
    }

    /// Lane-evaluated animations (number and point, basic/spring/keyframes, additive, cumulative,
    /// by-only, implicit) give the same node values as the presentation layer.
    func testLaneEvaluationMatchesThePresentationLayer() {
        let layer = makeLayer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let move = CABasicAnimation(keyPath: "position")
        move.byValue = CGPoint(x: 40, y: -8); move.duration = 1.7; move.autoreverses = true
        move.repeatCount = .infinity; move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.2, 1.0, 0.5, 0.2]; fade.keyTimes = [0, 0.3, 0.7, 1]; fade.duration = 2.3
        fade.repeatCount = .infinity; fade.isCumulative = true
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.5; spring.toValue = 1.0; spring.damping = 5; spring.duration = 3
        let nudge = CABasicAnimation(keyPath: "position.y")
        nudge.fromValue = 1; nudge.toValue = 5; nudge.isAdditive = true; nudge.duration = 2
        let corner = CABasicAnimation(keyPath: "cornerRadius")
        corner.toValue = 9; corner.duration = 2
        for (k, a) in [("move", move), ("fade", fade), ("spring", spring), ("nudge", nudge),
                       ("corner", corner)] as [(String, CAAnimation)] {
            layer.add(a, forKey: k)
        }
        for time in [0.0, 0.3, 1.1, 1.9, 2.7, 4.05] {
            clock.set(t0 + time)
            let node = layer.renderSnapshot(at: t0 + time).root
            let p = layer.presentation()!
            XCTAssertEqual(node.opacity, min(1, max(0, Double(p.opacity))), "t=\(time)")
            XCTAssertEqual(node.transform, p.localTransform(parentSublayerTransform: nil), "t=\(time)")
            XCTAssertEqual(node.content.cornerRadius, p.cornerRadius, "t=\(time)")
        }
    }
}
