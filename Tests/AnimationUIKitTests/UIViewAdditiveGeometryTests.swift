import XCTest
import AnimationRender
@testable import AnimationCore
@testable import AnimationUIKit

/// Since iOS 8 a second block on `bounds`, `frame` or `transform` is additive too: UIKit animates
/// `bounds.origin` and `bounds.size` apart, and a planar transform by its decomposed components,
/// so a redirected view starts from where it is shown and the first block ends `true`.
final class UIViewAdditiveGeometryTests: UIViewTestCase {
    private func linear(_ duration: Double, _ changes: @escaping () -> Void, log: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: changes, completion: log)
    }

    /// Width 100 → 200 over 1 s; at 0.5 s a 1 s block sends it to 50.
    /// Shown = 50 + (100 − 200)(1 − f₁) + (200 − 50)(1 − f₂).
    func testRedirectedBoundsBlendBothBlocksAndBothFinish() throws {
        let v = makeView()
        var log: [String] = []
        linear(1, { v.bounds = CGRect(x: 0, y: 0, width: 200, height: 100) }, log: { log.append("first \($0)") })
        at(0.5)
        XCTAssertEqual(presented(v).bounds.width, 150, accuracy: 1e-9)
        linear(1, { v.bounds = CGRect(x: 0, y: 0, width: 50, height: 100) }, log: { log.append("second \($0)") })
        XCTAssertEqual(presented(v).bounds.width, 150, accuracy: 1e-9, "no jump")
        XCTAssertEqual(v.layer.animationKeys(), ["bounds.size", "bounds.size-2"])
        let second = try XCTUnwrap(v.layer.animation(forKey: "bounds.size-2") as? CABasicAnimation)
        XCTAssertTrue(second.isAdditive)
        XCTAssertEqual(second.fromValue as? CGSize, CGSize(width: 150, height: 0))
        XCTAssertEqual((v.layer.animation(forKey: "bounds.size") as? CABasicAnimation)?.fromValue as? CGSize,
                       CGSize(width: -100, height: 0), "a negative offset survives")
        at(0.75)
        XCTAssertEqual(presented(v).bounds.width, 50 - 25 + 112.5, accuracy: 1e-9)
        at(1.0)
        XCTAssertEqual(presented(v).bounds.width, 125, accuracy: 1e-9)
        XCTAssertEqual(log, ["first true"], "the first block ran to its end underneath")
        at(1.25)
        XCTAssertEqual(presented(v).bounds.width, 87.5, accuracy: 1e-9)
        XCTAssertEqual(presented(v).bounds.height, 100, accuracy: 1e-9)
        at(1.5)
        XCTAssertEqual(presented(v).bounds.width, 50, accuracy: 1e-9)
        XCTAssertEqual(log, ["first true", "second true"])
    }

    /// Scrolling-like origin changes add up apart from the size (which does not animate here).
    func testBoundsOriginAloneIsAnAdditivePoint() {
        let v = makeView()
        linear(1, { v.bounds.origin = CGPoint(x: 0, y: 100) })
        at(0.5)
        linear(0.5, { v.bounds.origin = CGPoint(x: 40, y: 100) })
        XCTAssertEqual(v.layer.animationKeys(), ["bounds.origin", "bounds.origin-2"])
        assertPoint(presented(v).bounds.origin, CGPoint(x: 0, y: 50), accuracy: 1e-9)
        at(0.75)
        // (40, 100) + (0, −100)(0.25) + (−40, 0)(0.5)
        assertPoint(presented(v).bounds.origin, CGPoint(x: 20, y: 75), accuracy: 1e-9)
        XCTAssertEqual(presented(v).bounds.size, CGSize(width: 100, height: 100))
    }

    /// A frame change animates its centre and its size additively: 100 → 200 square in 1 s,
    /// at 0.5 s back to 100 in 0.5 s. Size = 100 + (−100)(1 − f₁) + (100)(1 − f₂), centre likewise
    /// at half the size.
    func testRedirectedFrameBlendsCentreAndSize() {
        let v = makeView()
        var log: [String] = []
        linear(1, { v.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }, log: { log.append("grow \($0)") })
        at(0.5)
        linear(0.5, { v.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }, log: { log.append("shrink \($0)") })
        XCTAssertEqual(presented(v).frame, CGRect(x: 0, y: 0, width: 150, height: 150))
        at(0.75)
        // 100 − 25 + 50 = 125 wide, centred at 62.5
        XCTAssertEqual(presented(v).bounds.width, 125, accuracy: 1e-9)
        assertPoint(presented(v).position, CGPoint(x: 62.5, y: 62.5), accuracy: 1e-9)
        at(1.0)
        XCTAssertEqual(presented(v).bounds.height, 100, accuracy: 1e-9)
        XCTAssertEqual(Set(log), ["shrink true", "grow true"])
    }

    /// Scale 1 → 3 in 1 s; at 0.5 s back to the identity in 1 s.
    /// Scale shown = 1 + (1 − 3)(1 − f₁) + (3 − 1)(1 − f₂).
    func testRedirectedScaleAddsItsDifferenceAndBothFinish() throws {
        let v = makeView()
        var log: [String] = []
        linear(1, { v.transform = CGAffineTransform(scaleX: 3, y: 3) }, log: { log.append("first \($0)") })
        at(0.5)
        linear(1, { v.transform = .identity }, log: { log.append("second \($0)") })
        XCTAssertEqual(presented(v).transform.m11, 2, accuracy: 1e-9, "no jump")
        XCTAssertEqual(Set(v.layer.animationKeys() ?? []),
                       ["transform.scale.x", "transform.scale.y", "transform.scale.x-2", "transform.scale.y-2"])
        let second = try XCTUnwrap(v.layer.animation(forKey: "transform.scale.x-2") as? CABasicAnimation)
        XCTAssertTrue(second.isAdditive)
        XCTAssertEqual(second.fromValue as? CGFloat, 2)
        at(0.75)
        XCTAssertEqual(presented(v).transform.m11, 1 - 0.5 + 1.5, accuracy: 1e-9)
        at(1.0)
        XCTAssertEqual(presented(v).transform.m22, 2, accuracy: 1e-9)
        XCTAssertEqual(log, ["first true"])
        at(1.25)
        XCTAssertEqual(presented(v).transform.m11, 1.5, accuracy: 1e-9)
        at(1.5)
        XCTAssertTrue(CATransform3DIsIdentity(presented(v).transform))
        XCTAssertEqual(log, ["first true", "second true"])
    }

    private func angle(_ t: CATransform3D) -> Double { atan2(Double(t.m12), Double(t.m11)) }

    /// A quarter turn with a slide, redirected half way back: rotation and translation each
    /// add their own differences, and scale stays 1 throughout.
    func testRedirectedRotationAndTranslationAddPerComponent() {
        let v = makeView()
        let turned = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 80, y: 0))
        linear(1, { v.transform = turned })
        at(0.5)
        linear(1, { v.transform = .identity })
        XCTAssertEqual(angle(presented(v).transform), .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(presented(v).transform.m41, 40, accuracy: 1e-9)
        at(0.75)
        // angle: 0 + (−π/2)(0.25) + (π/2)(0.75); x: 0 + (−80)(0.25) + 80(0.75)
        XCTAssertEqual(angle(presented(v).transform), .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(presented(v).transform.m41, 40, accuracy: 1e-9)
        at(1.25)
        XCTAssertEqual(angle(presented(v).transform), .pi / 8, accuracy: 1e-9)
        XCTAssertEqual(presented(v).transform.m41, 20, accuracy: 1e-9)
        let t = presented(v).transform
        XCTAssertEqual(hypot(Double(t.m11), Double(t.m12)), 1, accuracy: 1e-9, "a pure rotation: no shrinking")
    }

    /// 170° → −170° turns 20° through 180°, not 340° back through 0°.
    func testARotationTakesTheShorterWayRound() {
        let v = makeView()
        v.transform = CGAffineTransform(rotationAngle: 170 * .pi / 180)
        CARunLoop.tick()
        linear(1, { v.transform = CGAffineTransform(rotationAngle: -170 * .pi / 180) })
        at(0.5)
        XCTAssertEqual(abs(angle(presented(v).transform)), .pi, accuracy: 1e-9)
    }

    /// A skewed transform has no planar components: the second block replaces the first from
    /// the shown transform, and the first reports `false`.
    func testASkewedTransformStillReplaces() {
        let v = makeView()
        var log: [String] = []
        let skew = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        linear(1, { v.transform = skew }, log: { log.append("first \($0)") })
        at(0.5)
        linear(1, { v.transform = .identity })
        XCTAssertEqual(v.layer.animationKeys(), ["transform"])
        XCTAssertEqual((v.layer.animation(forKey: "transform") as? CABasicAnimation)?.isAdditive, false)
        at(0.6)
        XCTAssertEqual(log, ["first false"])
    }

    /// An explicit absolute animation of a transform component is replaced, not added to.
    func testAnExplicitComponentAnimationIsReplacedNotAddedTo() {
        let v = makeView()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 1
        v.layer.add(spin, forKey: "spin")
        at(0.5)
        linear(1, { v.transform = CGAffineTransform(scaleX: 2, y: 2) })
        XCTAssertEqual((v.layer.animation(forKey: "transform") as? CABasicAnimation)?.isAdditive, false)
    }

    /// The pixels of a view whose width is redirected: the red bar's width follows the blend.
    func testTheRedirectedViewDrawsAtTheBlendedWidth() throws {
        AssetLibrary.installProviders()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        window.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 40))
        bar.backgroundColor = .red
        bar.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        bar.layer.position = CGPoint(x: 0, y: 30)
        window.addSubview(bar)
        CARunLoop.tick()
        linear(1, { bar.bounds.size.width = 300 })
        at(0.5)
        linear(1, { bar.bounds.size.width = 20 })
        at(0.75)
        // 20 + (100 − 300)(0.25) + (300 − 20)(0.75) = 180
        let renderer = try Renderer(headlessWidth: 300, height: 60)
        renderer.render(window.layer.renderSnapshot(at: CACurrentMediaTime()), background: .white)
        let image = renderer.readPixels()
        let redColumns = (0..<300).filter { x in
            let p = image.pixel(x: x, y: 30)
            return p.r > 200 && p.g < 60 && p.b < 60
        }
        XCTAssertEqual(redColumns.count, 180, accuracy: 1)
        XCTAssertEqual(redColumns.first, 0)
    }
}
