import XCTest
@testable import AnimationCore

/// Every documented transform and struct-field key path animates with basic, keyframe and spring
/// animations and reads and writes through `value(forKeyPath:)` / `setValue(_:forKeyPath:)`.
final class KeyPathAnimationTests: ClockedTestCase {
    /// Key path, a value to animate to from the layer's own, and how to read it back from the model.
    private let numberPaths: [(String, Double)] = [
        ("transform.rotation.x", 0.4), ("transform.rotation.y", -0.3), ("transform.rotation.z", 0.7),
        ("transform.rotation", 0.5), ("transform.scale", 1.5), ("transform.scale.x", 2),
        ("transform.scale.y", 0.5), ("transform.scale.z", 3), ("transform.scale.xy", 1.8),
        ("transform.translation.x", 30), ("transform.translation.y", -20), ("transform.translation.z", 5),
        ("position.x", 120), ("position.y", 80), ("bounds.size.width", 60), ("bounds.size.height", 40),
        ("bounds.origin.x", 7), ("bounds.origin.y", -3), ("anchorPoint.x", 0.2), ("anchorPoint.y", 0.9),
        ("shadowOffset.width", 4), ("shadowOffset.height", 9),
    ]

    private func freshLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return layer
    }

    func testBasicAnimationsReachHalfwayAtHalfTime() {
        for (path, target) in numberPaths {
            clock.set(t0)
            let layer = freshLayer()
            let start = (layer.value(forKeyPath: path) as? CGFloat).map(Double.init) ?? .nan
            let anim = CABasicAnimation(keyPath: path)
            anim.toValue = target
            anim.duration = 1
            layer.add(anim, forKey: "a")

            at(0.5)

            XCTAssertEqual(presented(layer, path), (start + target) / 2, accuracy: 1e-6, path)
        }
    }

    func testKeyframeAnimationsPassThroughTheirValues() {
        for (path, target) in numberPaths {
            clock.set(t0)
            let layer = freshLayer()
            let anim = CAKeyframeAnimation(keyPath: path)
            anim.values = [target, target / 2, target]
            anim.duration = 1
            layer.add(anim, forKey: "k")

            at(0.5)

            XCTAssertEqual(presented(layer, path), target / 2, accuracy: 1e-6, path)
        }
    }

    func testSpringAnimationsFollowTheOscillator() {
        for (path, target) in numberPaths {
            clock.set(t0)
            let layer = freshLayer()
            let start = (layer.value(forKeyPath: path) as? CGFloat).map(Double.init) ?? .nan
            let spring = CASpringAnimation(keyPath: path)
            spring.toValue = target
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "s")
            let f = spring.solver.value(at: 0.3)

            at(0.3)

            XCTAssertEqual(presented(layer, path), start + (target - start) * f, accuracy: 1e-6, path)
        }
    }

    func testSetValueForKeyPathWritesOnlyTheComponent() {
        for (path, target) in numberPaths {
            let layer = freshLayer()

            layer.setValue(target, forKeyPath: path)

            XCTAssertEqual(Double(layer.value(forKeyPath: path) as? CGFloat ?? .nan), target, accuracy: 1e-9, path)
        }
        let layer = freshLayer()
        layer.setValue(2.0, forKeyPath: "transform.scale.xy")
        XCTAssertEqual(layer.transform.m11, 2)
        XCTAssertEqual(layer.transform.m22, 2)
        XCTAssertEqual(layer.transform.m33, 1)
    }

    func testStructKeyPathsAnimateWholeStructs() {
        let layer = freshLayer()
        let size = CABasicAnimation(keyPath: "bounds.size")
        size.toValue = NSValue(cgSize: CGSize(width: 200, height: 0))
        size.duration = 1
        let move = CABasicAnimation(keyPath: "transform.translation")
        move.toValue = NSValue(cgSize: CGSize(width: 40, height: -10))
        move.duration = 1
        layer.add(size, forKey: "size"); layer.add(move, forKey: "move")

        at(0.5)

        XCTAssertEqual(layer.presentation()!.bounds.size, CGSize(width: 150, height: 50))
        XCTAssertEqual(layer.presentation()!.transform.m41, 20, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation()!.transform.m42, -5, accuracy: 1e-9)
    }

    func testFrameIsNotAnimatableAsOnApple() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }
        let layer = freshLayer()
        let anim = CABasicAnimation(keyPath: "frame")
        anim.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))

        layer.add(anim, forKey: "frame")

        XCTAssertNil(layer.animation(forKey: "frame"))
        XCTAssertTrue(messages.contains { $0.contains("\"frame\"") })
    }
}

/// An animation with no values added after the model changed in the same transaction starts
/// from the value shown before the transaction, as Core Animation's render tree shows it.
final class AnimationWithoutValuesTests: ClockedTestCase {
    func testASpringWithoutValuesAfterAChangeWithActionsDisabledMoves() {
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)

        layer.position = CGPoint(x: 250, y: 50)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        CATransaction.commit()
        let f = spring.solver.value(at: 0.2)

        at(0.2)
        XCTAssertEqual(presented(layer, "position.x"), 50 + 200 * f, accuracy: 1e-6)
    }

    func testABasicAnimationWithoutValuesAfterAChangeWithActionsDisabledMoves() {
        let layer = makeLayer()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")

        at(0.25)
        XCTAssertEqual(presented(layer, "opacity"), 0.75, accuracy: 1e-6)
    }

    func testAfterTheCommitTheNewValueIsTheStart() {
        let layer = makeLayer()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        CARunLoop.tick()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")

        at(0.25)
        XCTAssertEqual(presented(layer, "opacity"), 0, accuracy: 1e-6)
    }
}
