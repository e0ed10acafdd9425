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

    /// Records what the layer looks like while its action runs.
    final class ProbeAction: CAAction {
        var modelOpacity: Float?
        var shownOpacity: Float?
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            guard let layer = anObject as? CALayer else { return }
            modelOpacity = layer.opacity
            shownOpacity = layer.presentation()?.opacity
        }
    }

    func testCustomActionRunsAfterTheNewValueIsStored() {
        let probe = ProbeAction()
        let layer = makeLayer()
        layer.actions = ["opacity": probe]

        layer.opacity = 0.25

        XCTAssertEqual(probe.modelOpacity, 0.25, "the action sees the new model value")
        XCTAssertEqual(probe.shownOpacity, 1, "and the presentation still shows the old one")
    }

    func testPresentationShowsTheNewValueOnceTheActionHasRun() {
        let layer = makeLayer()
        layer.actions = ["opacity": ProbeAction()]

        layer.opacity = 0.25

        XCTAssertEqual(layer.presentation()?.opacity, 0.25, "the probe added no animation")
    }

    func testActionThatAnimatesFromPresentationToModelAnimatesTheChange() {
        // The WWDC talk's custom action: opacity from the presented value to the model value.
        final class FadeAction: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                guard let layer = anObject as? CALayer else { return }
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = layer.presentation()?.opacity
                fade.toValue = layer.opacity
                fade.duration = 1
                fade.timingFunction = CAMediaTimingFunction(name: .linear)
                layer.add(fade, forKey: "customKey")
            }
        }
        let layer = makeLayer()
        layer.actions = ["opacity": FadeAction()]

        layer.opacity = 0.2
        at(0.5)

        XCTAssertEqual(presented(layer, "opacity"), 0.6, accuracy: 1e-6, "half way from 1 to 0.2")
    }

    func testImplicitAnimationInterruptedMidwayStartsFromThePresentedValue() {
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setAnimationDuration(1)
        layer.opacity = 0
        CATransaction.commit()
        at(0.25)

        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setAnimationDuration(1)
        layer.opacity = 1
        CATransaction.commit()

        XCTAssertEqual(presented(layer, "opacity"), 0.75, accuracy: 1e-6, "no jump when retargeted")
        at(0.75)
        XCTAssertEqual(presented(layer, "opacity"), 0.875, accuracy: 1e-6, "half way from 0.75 to 1")
    }

    func testActionLookedUpBeforeTheChange() {
        final class Owner: CALayerDelegate {
            var seen: [Float] = []
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                seen.append(layer.opacity)
                return nil
            }
        }
        let owner = Owner()
        let layer = makeLayer()
        layer.delegate = owner

        layer.opacity = 0.5

        XCTAssertEqual(owner.seen, [1], "the delegate is asked while the old value is stored")
    }
}
