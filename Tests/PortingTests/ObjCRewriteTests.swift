import AnimationUIKit
import XCTest

/// One ported example of each rewrite PORTING.md gives for what needs the Objective-C runtime.
final class LikeButtonTargetActionTests: PortingTestCase {
    func testTheClosureActionCallsThePlainMethodAndThePopSettles() {
        let view = LikeButtonTargetAction(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        CARunLoop.tick()
        view.likeButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(view.likes, 1)
        at(0.15)
        XCTAssertEqual(transform(view.likeButton.layer).m11, 1.15, accuracy: 1e-6)
        at(0.3)
        XCTAssertEqual(transform(view.likeButton.layer).m11, 1, accuracy: 1e-9)
    }
}

final class KeyPathOpacityPulseTests: PortingTestCase {
    func testTheStringKeyPathAnimatesOpacity() {
        let pulse = KeyPathOpacityPulse()
        pulse.start()
        at(0.2)
        XCTAssertEqual(opacity(pulse.dot), 0.8, accuracy: 1e-6)
        at(1.0)
        XCTAssertEqual(opacity(pulse.dot), 0.4, accuracy: 1e-6, "0.2 s into the way back")
        XCTAssertEqual(pulse.dot.value(forKeyPath: "opacity") as? CGFloat, 1, "the model is untouched")
    }
}

final class OutletCardControllerTests: PortingTestCase {
    func testTheCardMadeInCodeSpringsUpWithoutOvershoot() {
        let controller = OutletCardController()
        let root = controller.view
        XCTAssertTrue(controller.card.superview === root, "viewDidLoad added it")
        CARunLoop.tick()
        controller.slideCardUp()
        at(0.25)
        let y = position(controller.card.layer).y
        XCTAssertLessThan(y, 480)
        XCTAssertGreaterThan(y, 200)
        at(0.4)
        XCTAssertGreaterThanOrEqual(position(controller.card.layer).y, 200, "critically damped: no overshoot")
        at(0.5)
        XCTAssertEqual(position(controller.card.layer).y, 200, accuracy: 1e-9)
    }
}

final class ActionToggleSwitchViewTests: PortingTestCase {
    func testTheMethodGetsTheTypedSenderAndTogglesTheDetails() {
        let view = ActionToggleSwitchView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        CARunLoop.tick()
        view.toggle.sendActions(for: .touchUpInside)
        XCTAssertTrue(view.senders.first === view.toggle)
        at(0.125)
        XCTAssertEqual(opacity(view.details.layer), 0.5, accuracy: 1e-6)
        at(0.3)
        view.toggle.sendActions(for: .touchUpInside)
        at(0.425)
        XCTAssertEqual(opacity(view.details.layer), 0.5, accuracy: 1e-6)
        XCTAssertEqual(view.senders.count, 2)
    }
}

final class DelayedHintBubbleTests: PortingTestCase {
    func testTheHintFadesInHalfASecondLater() {
        let hint = DelayedHintBubble(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        CARunLoop.tick()
        hint.scheduleHint()
        at(0.45)
        XCTAssertEqual(opacity(hint.layer), 0)
        at(0.5)
        at(0.6)
        XCTAssertEqual(opacity(hint.layer), 0.5, accuracy: 1e-6)
        at(0.8)
        XCTAssertEqual(opacity(hint.layer), 1, accuracy: 1e-9)
    }
}

final class CancellableAutoHideTests: PortingTestCase {
    func testATouchPushesTheHideBackThreeSeconds() {
        let controls = CancellableAutoHide(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        CARunLoop.tick()
        controls.controlsTouched()
        at(2)
        controls.controlsTouched()
        at(3.5)
        XCTAssertEqual(opacity(controls.layer), 1, "the first timer was cancelled")
        at(4.9)
        XCTAssertEqual(opacity(controls.layer), 1)
        at(5)
        at(5.15)
        XCTAssertEqual(opacity(controls.layer), 0.5, accuracy: 1e-6)
        at(5.3)
        XCTAssertEqual(opacity(controls.layer), 0, accuracy: 1e-9)
    }
}
