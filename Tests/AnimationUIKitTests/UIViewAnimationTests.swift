import XCTest
@testable import AnimationCore
@testable import AnimationUIKit
import TestSupport

/// Shared helpers for the UIView tests, on the shared manual clock (`ManualClockTestCase`:
/// each test starts at 100 s; `at(_:)` moves the clock and turns the run loop).
/// (Has no tests of its own, so subclasses do not inherit any.)
class UIViewTestCase: ManualClockTestCase {
    /// A view whose creating transaction has been committed.
    func makeView(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> UIView {
        let v = UIView(frame: frame)
        CARunLoop.tick()
        return v
    }

    /// y of the cubic Bézier timing curve (0,0)-(x1,y1)-(x2,y2)-(1,1) at x, solved by bisection.
    func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func curve(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 { let mid = (lo + hi) / 2; if curve(mid, x1, x2) < x { lo = mid } else { hi = mid } }
        return curve((lo + hi) / 2, y1, y2)
    }

    /// Core Animation's ease-in-ease-out: control points (0.42, 0) and (0.58, 1).
    func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }

    func presented(_ v: UIView) -> CALayer { v.layer.presentation()! }

    func assertPoint(_ p: CGPoint, _ q: CGPoint, accuracy: Double = 1e-6, file: StaticString = #filePath,
                     line: UInt = #line) {
        XCTAssertEqual(Double(p.x), Double(q.x), accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(Double(p.y), Double(q.y), accuracy: accuracy, "y", file: file, line: line)
    }
}

final class UIViewAnimationTests: UIViewTestCase {
    /// A view whose delegate method answers a custom action for opacity, as in the WWDC talk.
    final class FadingView: UIView {
        final class Fade: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                guard let layer = anObject as? CALayer else { return }
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = layer.presentation()?.opacity
                fade.toValue = layer.opacity
                fade.duration = 2
                fade.timingFunction = CAMediaTimingFunction(name: .linear)
                layer.add(fade, forKey: "customKey")
            }
        }
        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "opacity" ? Fade() : super.action(for: layer, forKey: event)
        }
    }

    func testCustomActionOfAViewRunsAfterTheChangeInsideABlock() {
        let v = FadingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        at(0)

        UIView.animate(withDuration: 1) {
            v.alpha = 0.5
            v.center = CGPoint(x: 25, y: 5)
        }
        at(1)

        XCTAssertEqual(Double(presented(v).opacity), 0.75, accuracy: 1e-6,
                       "the action's 2 s fade from 1 to 0.5, half way")
        XCTAssertNil(v.layer.animation(forKey: "opacity"), "the block did not record opacity")
        XCTAssertEqual(presented(v).position.x, 25, accuracy: 1e-9, "the block still animated the centre")
    }

    func testModelChangesAtOnceAndAnimationGoesFromOldToNew() {
        let v = makeView()
        UIView.animate(withDuration: 1) { v.center = CGPoint(x: 250, y: 50) }
        XCTAssertEqual(v.center, CGPoint(x: 250, y: 50))
        let anim = v.layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertNotNil(anim)
        XCTAssertEqual(anim?.keyPath, "position")
        XCTAssertEqual(anim?.isAdditive, true, "additive, as since iOS 8")
        XCTAssertEqual(anim?.fromValue as? CGPoint, CGPoint(x: -200, y: 0), "old − new")
        XCTAssertEqual(anim?.toValue as? CGPoint, .zero)
        XCTAssertEqual(anim?.duration, 1)
        XCTAssertEqual(anim?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertFalse(anim is CASpringAnimation)
    }

    func testPresentationFollowsEaseInOutCurve() {
        let v = makeView()
        UIView.animate(withDuration: 2) { v.center = CGPoint(x: 250, y: 50) }
        at(0)
        assertPoint(presented(v).position, CGPoint(x: 50, y: 50))
        for t in [0.3, 1.0, 1.5] {
            at(t)
            let x = 50 + 200 * easeInOut(t / 2)
            assertPoint(presented(v).position, CGPoint(x: x, y: 50))
        }
        XCTAssertNotEqual(presented(v).position.x, 50 + 200 * 0.15, "eased, not linear")
        at(2)
        assertPoint(presented(v).position, CGPoint(x: 250, y: 50))
        XCTAssertNil(v.layer.animationKeys())
    }

    func testEveryViewPropertyAnimates() {
        let v = makeView()
        v.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
            v.alpha = 0.5
            v.transform = CGAffineTransform(scaleX: 2, y: 2)
            v.backgroundColor = .blue
        })
        XCTAssertEqual(Set(v.layer.animationKeys() ?? []), ["position", "bounds.size", "opacity", "transform.scale.x",
                                                            "transform.scale.y", "backgroundColor"])
        at(0.5)
        let p = presented(v)
        XCTAssertEqual(Double(p.opacity), 0.75, accuracy: 1e-6)
        XCTAssertEqual(Double(p.bounds.width), 150, accuracy: 1e-9)
        XCTAssertEqual(Double(p.transform.m11), 1.5, accuracy: 1e-9)
        XCTAssertEqual(p.backgroundColor?.red ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(p.backgroundColor?.blue ?? -1, 0.5, accuracy: 1e-6)
    }

    func testChangesOutsideBlocksDoNotAnimate() {
        let v = makeView()
        v.alpha = 0.25
        v.center = CGPoint(x: 7, y: 8)
        v.layer.cornerRadius = 12
        XCTAssertNil(v.layer.animationKeys())
        XCTAssertEqual(presented(v).opacity, 0.25)
        // A bare layer still animates implicitly (Core Animation's rule), a view's never does.
        let bare = CALayer()
        CARunLoop.tick()
        bare.opacity = 0.25
        XCTAssertEqual(bare.animationKeys(), ["opacity"])
    }

    func testNewViewAnimatesInTheTurnItWasCreated() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.alpha = 0
        XCTAssertNil(v.layer.animationKeys(), "setting up a new view does not animate")
        UIView.animate(withDuration: 1) { v.alpha = 1 }
        XCTAssertEqual(v.layer.animationKeys(), ["opacity"])
    }

    func testPerformWithoutAnimation() {
        let v = makeView()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1) {
            v.center = CGPoint(x: 90, y: 90)
            UIView.performWithoutAnimation {
                v.alpha = 0.5
                UIView.animate(withDuration: 1, animations: { v.layer.cornerRadius = 9 },
                               completion: { calls.append($0) })
            }
        }
        XCTAssertEqual(v.layer.animationKeys(), ["position"])
        XCTAssertEqual(presented(v).opacity, 0.5)
        XCTAssertEqual(presented(v).cornerRadius, 9)
        at(0.01)
        XCTAssertEqual(calls, [true], "the suppressed nested block completes on the next tick")
    }

    func testDirectLayerChangesInsideBlockAnimate() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.layer.cornerRadius = 20
            v.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            v.isHidden = true
            v.clipsToBounds = true
        })
        XCTAssertEqual(Set(v.layer.animationKeys() ?? []), ["cornerRadius", "transform.rotation.z"],
                       "hidden and clipping do not animate")
        at(0.5)
        XCTAssertEqual(Double(presented(v).cornerRadius), 10, accuracy: 1e-9)
        XCTAssertEqual(Double(presented(v).value(forKeyPath: "transform.rotation.z") as! CGFloat), .pi / 4,
                       accuracy: 1e-9)
    }

    func testNestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let v = makeView()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            v.center = CGPoint(x: 1, y: 1)
            UIView.animate(withDuration: 0.5) { v.alpha = 0 }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration],
                           animations: { v.layer.cornerRadius = 5 })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn],
                           animations: { v.layer.borderWidth = 3 })
        })
        let opacity = v.layer.animation(forKey: "opacity")!
        XCTAssertEqual(opacity.duration, 2)
        XCTAssertEqual(opacity.timingFunction, CAMediaTimingFunction(name: .linear))
        let corner = v.layer.animation(forKey: "cornerRadius")!
        XCTAssertEqual(corner.duration, 0.5)
        XCTAssertEqual(corner.timingFunction, CAMediaTimingFunction(name: .linear))
        let border = v.layer.animation(forKey: "borderWidth")!
        XCTAssertEqual(border.duration, 2)
        XCTAssertEqual(border.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
    }

    func testRepeatAndAutoreverse() {
        let v = makeView()
        var calls = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { v.layer.cornerRadius = 40 }, completion: { _ in calls += 1 })
        let anim = v.layer.animation(forKey: "cornerRadius")!
        XCTAssertEqual(anim.repeatCount, .infinity)
        XCTAssertTrue(anim.autoreverses)
        for (t, expected) in [(0.25, 10.0), (1.5, 20.0), (2.25, 10.0), (101.75, 10.0)] {
            at(t)
            XCTAssertEqual(Double(presented(v).cornerRadius), expected, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertEqual(calls, 0, "a repeating animation never completes")
        v.layer.removeAllAnimations()
        at(102)
        XCTAssertEqual(calls, 1)
    }

    func testAutoreverseWithoutRepeatEndsOnTheModelValue() {
        let v = makeView()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
                       animations: { v.layer.cornerRadius = 40 }, completion: { calls.append($0) })
        at(1.5)
        XCTAssertEqual(Double(presented(v).cornerRadius), 20, accuracy: 1e-6)
        at(2)
        XCTAssertEqual(calls, [true])
        XCTAssertEqual(presented(v).cornerRadius, 40, "jumps to the model value, as in UIKit")
    }

    func testSpringFollowsTheSolverOverExactlyTheDuration() {
        let v = makeView()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 2,
                       options: [], animations: { v.center = CGPoint(x: 250, y: 50) }, completion: { calls.append($0) })
        XCTAssertTrue(v.layer.animation(forKey: "position") is CASpringAnimation)
        let solver = SpringSolver.uiKit(dampingRatio: 0.4, duration: 0.8, initialVelocity: 2)
        var overshot = false
        for t in stride(from: 0.0, to: 0.8, by: 0.05) {
            at(t)
            let expected = 50 + 200 * solver.value(at: t)
            XCTAssertEqual(Double(presented(v).position.x), expected, accuracy: 1e-6, "t = \(t)")
            overshot = overshot || expected > 250
        }
        XCTAssertTrue(overshot, "damping 0.4 bounces past the target")
        XCTAssertEqual(calls, [])
        at(0.8)
        XCTAssertEqual(calls, [true])
        XCTAssertEqual(presented(v).position.x, 250)
    }

    func testNilBackgroundColorFadesIn() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.backgroundColor = .red })
        at(0.5)
        let c = presented(v).backgroundColor
        XCTAssertEqual(c?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(c?.red ?? -1, 1, accuracy: 1e-6)
    }

    func testLayerClassAndShapeLayerPathAnimates() {
        final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        let v = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CARunLoop.tick()
        let shape = v.layer as! CAShapeLayer
        UIView.animate(withDuration: 1) { shape.strokeEnd = 0.5 }
        XCTAssertEqual(v.layer.animationKeys(), ["strokeEnd"])
    }

    func testAnimationsCanBeDisabledGlobally() {
        let v = makeView()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        XCTAssertFalse(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1) { v.alpha = 0 }
        XCTAssertNil(v.layer.animationKeys())
    }
}
