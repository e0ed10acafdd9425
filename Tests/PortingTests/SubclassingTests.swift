import AnimationUIKit
import XCTest

final class GradientTintViewTests: PortingTestCase {
    func testTheGradientFollowsTheInheritedTint() {
        let toolbar = makeRoot()
        let view = GradientTintView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        toolbar.addSubview(view)
        XCTAssertTrue(view.layer is CAGradientLayer)
        XCTAssertEqual(view.gradientLayer.colors?.first as! CGColor, UIColor.systemBlue.cgColor,
                       "system blue by default")

        toolbar.tintColor = .systemRed

        XCTAssertEqual(view.tintChanges, 1)
        XCTAssertEqual(view.gradientLayer.colors?.first as! CGColor, UIColor.systemRed.cgColor)
        toolbar.tintAdjustmentMode = .dimmed
        XCTAssertEqual(view.tintChanges, 2)
        let dimmed = view.tintColor.cgColor
        XCTAssertEqual(dimmed.red, dimmed.green, accuracy: 1e-9, "a dimmed tint is grey")
    }
}

final class GlowLayerTests: PortingTestCase {
    func testPresentationCopiesAreMadeByTheSubclassesInitializer() {
        let glow = GlowLayer.layer()
        glow.glowIntensity = 0.9
        glow.style = "hard"
        CARunLoop.tick()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1

        glow.add(fade, forKey: "fade")

        at(0.5)
        let presented = glow.presentation()
        XCTAssertEqual(presented?.glowIntensity, 0.9)
        XCTAssertEqual(presented?.style, "hard")
        XCTAssertEqual(presented?.cornerRadius, 8, "init() ran for the model layer")
        XCTAssertEqual(Double(presented?.opacity ?? .nan), 0.5, accuracy: 1e-6)
        XCTAssertEqual(glow.renderSnapshot().root.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(glow.animation(forKey: "fade")?.value(forKey: "style") as? String, "hard",
                       "the overridden add(_:forKey:) ran")
    }

    func testClassHooksAnswerAsOverridden() {
        XCTAssertTrue(GlowLayer.needsDisplay(forKey: "glowIntensity"))
        XCTAssertFalse(GlowLayer.needsDisplay(forKey: "opacity"))
        XCTAssertEqual(GlowLayer.defaultValue(forKey: "glowIntensity") as? CGFloat, 0.5)
        XCTAssertNil(GlowLayer(coder: NSCoder()))
    }
}

final class CountingReplicatorLayerTests: PortingTestCase {
    func testOverriddenPropertyAndMethodsRun() {
        let parent = CALayer(), other = CALayer()
        let replicator = CountingReplicatorLayer()
        parent.addSublayer(replicator)

        replicator.instanceCount = 4
        let dot = CALayer()
        replicator.addSublayer(dot)
        other.addSublayer(replicator)
        replicator.removeFromSuperlayer()

        XCTAssertEqual(replicator.instanceTransform.m12, 1, accuracy: 1e-12, "a quarter turn per instance")
        XCTAssertEqual(dot.name, "instance-template")
        XCTAssertEqual(replicator.removals, 2, "moving to another superlayer removes it through the override too")
        XCTAssertNil(replicator.superlayer)
        XCTAssertNil(parent.sublayers)
    }
}

final class OneShotReplicatorLayerTests: PortingTestCase {
    func testOverriddenTimingAndFrameRun() {
        let replicator = OneShotReplicatorLayer()
        replicator.instanceCount = 4

        replicator.repeatCount = HUGE
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 20)

        XCTAssertEqual(replicator.repeatCount, 0)
        XCTAssertEqual(replicator.instanceTransform.m41, 50)
        XCTAssertEqual(replicator.bounds.size, CGSize(width: 200, height: 20))
    }
}

final class SlowStrokeShapeLayerTests: PortingTestCase {
    func testTheOverriddenActionAnimatesStrokeEndForOneSecond() {
        let shape = SlowStrokeShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        CARunLoop.tick()

        shape.strokeEnd = 0
        CARunLoop.tick()

        at(0.25)
        XCTAssertEqual(number(shape, "strokeEnd"), 0.75, accuracy: 1e-6)
        at(0.5)
        XCTAssertEqual(number(shape, "strokeEnd"), 0.5, accuracy: 1e-6)
        at(1)
        XCTAssertEqual(number(shape, "strokeEnd"), 0, accuracy: 1e-6)
    }
}

final class TintedIconBadgeTests: ImagePortingTestCase {
    func testTheTemplateIsFilledWithTheInheritedTint() {
        let toolbar = makeRoot()
        toolbar.tintColor = .systemGreen
        let badge = TintedIconBadge(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        toolbar.addSubview(badge)

        badge.redraw()
        XCTAssertEqual((badge.icon.contents as? CGImage)?.pixels.first, 0xFF34_C759)
        toolbar.tintColor = .systemRed
        XCTAssertEqual((badge.icon.contents as? CGImage)?.pixels.first, 0xFFFF_3B30)
    }
}

final class CounterBadgeViewTests: PortingTestCase {
    func testBumpPopsTheBadgeBackToItsSize() {
        let badge = CounterBadgeView()

        badge.bump()

        XCTAssertEqual(badge.count, 1)
        at(0.15)
        XCTAssertEqual(transform(badge.layer).m11, 1.2, accuracy: 1e-6)
        at(0.3)
        XCTAssertEqual(transform(badge.layer).m11, 1, accuracy: 1e-6)
        XCTAssertNil(CounterBadgeView(coder: NSCoder()))
    }
}
