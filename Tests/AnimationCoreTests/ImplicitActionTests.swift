import XCTest
@testable import AnimationCore

final class ImplicitActionTests: ClockedTestCase {
    func testCommittedStandaloneLayerAnimatesImplicitly() {
        let layer = makeLayer()

        layer.position = CGPoint(x: 100, y: 0)
        at(0.125)

        let expected = 50 + 50 * CAMediaTimingFunction(name: .default).solve(forInput: 0.5)
        XCTAssertEqual(presented(layer, "position.x"), expected, accuracy: 1e-6)
        XCTAssertEqual(layer.position.x, 100, "the model changes at once")
        XCTAssertNotNil(layer.animation(forKey: "position"))
    }

    func testLayerCreatedInTheSameTransactionDoesNotAnimate() {
        let layer = CALayer()

        layer.position = CGPoint(x: 100, y: 0)

        XCTAssertNil(layer.animationKeys())
    }

    func testDisableActionsWorksOutsideBeginCommit() {
        let layer = makeLayer()

        CATransaction.setDisableActions(true)
        layer.opacity = 0

        XCTAssertNil(layer.animationKeys())
        at(0)
        layer.opacity = 1
        XCTAssertNotNil(layer.animation(forKey: "opacity"), "the implicit transaction ended; actions are back")
    }

    func testTransactionDurationAndTimingFunctionApply() {
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.commit()

        at(0.5)

        XCTAssertEqual(presented(layer, "opacity"), 0.75, accuracy: 1e-6)
    }

    func testDelegateNSNullStopsTheSearch() {
        final class Owner: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let owner = Owner()
        let layer = makeLayer()
        layer.delegate = owner

        layer.opacity = 0

        XCTAssertNil(layer.animationKeys())
    }

    func testActionsDictionaryAndCustomAction() {
        final class ExtraAction: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                guard let layer = anObject as? CALayer else { return }
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0; spin.toValue = Double.pi; spin.duration = 1
                layer.add(spin, forKey: "extra")
            }
        }
        let layer = makeLayer()
        layer.actions = ["opacity": ExtraAction(), "position": NSNull()]

        layer.opacity = 0.5
        layer.position = CGPoint(x: 3, y: 3)

        XCTAssertEqual(layer.animationKeys(), ["extra"])
    }
}
