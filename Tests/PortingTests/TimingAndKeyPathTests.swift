import AnimationUIKit
import XCTest

final class DelayedSequenceTests: PortingTestCase {
    func testMainQueueBlocksTimersAndDelaysRunFromTheRunLoop() {
        let sequence = DelayedSequence()
        sequence.start()

        CARunLoop.tick()
        XCTAssertEqual(Set(sequence.log), ["async", "timer"])
        XCTAssertEqual(sequence.timer?.isValid, false)
        at(0.49)
        XCTAssertFalse(sequence.log.contains("show"))
        at(0.5)
        XCTAssertEqual(sequence.log.last, "show")
        at(0.625)
        XCTAssertEqual(opacity(sequence.hint.layer), 0.5, accuracy: 1e-6)
        at(2.49)
        XCTAssertFalse(sequence.log.contains("hide"))
        at(2.5)
        XCTAssertEqual(sequence.log.last, "hide")
        at(2.75)
        XCTAssertEqual(opacity(sequence.hint.layer), 0, accuracy: 1e-6)
    }
}

final class StaggeredListAppearTests: PortingTestCase {
    func testEachRowStartsFiftyMillisecondsAfterThePreviousOne() {
        let list = StaggeredListAppear(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        list.addRows(3)
        CARunLoop.tick()

        list.animateIn()

        at(0.05)
        XCTAssertEqual(opacity(list.rows[2].layer), 0, accuracy: 1e-6, "still waiting for its delay")
        XCTAssertEqual(transform(list.rows[2].layer).m42, 40, accuracy: 1e-6)
        at(0.25)
        let e = CGFloat(CAMediaTimingFunction(name: .easeOut).solve(forInput: 0.5))
        XCTAssertEqual(opacity(list.rows[1].layer), e, accuracy: 1e-6)
        XCTAssertEqual(transform(list.rows[1].layer).m42, 40 * (1 - e), accuracy: 1e-6)
        at(0.5)
        XCTAssertEqual(opacity(list.rows[2].layer), 1, accuracy: 1e-6)
    }
}

final class ShakeFieldTests: PortingTestCase {
    func testTheShakeIsAddedToTheFieldsOwnTranslation() {
        let field = ShakeField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.transform = CGAffineTransform(translationX: 10, y: 0)

        field.shake()

        at(0.05)
        XCTAssertEqual(transform(field.layer).m41, 4, accuracy: 1e-6)
        at(0.25)
        XCTAssertEqual(transform(field.layer).m41, 12, accuracy: 1e-6)
        at(0.7)
        XCTAssertEqual(transform(field.layer).m41, 10, accuracy: 1e-6)
    }
}

final class ProgressBarFillTests: PortingTestCase {
    func testTheFillGrowsFromItsLeftEdge() {
        let bar = ProgressBarFill()
        CARunLoop.tick()

        bar.setProgress(0.5, duration: 1)

        at(0.1)
        XCTAssertEqual(number(bar.fill, "bounds.size.width"), 10, accuracy: 1e-6)
        at(0.5)
        XCTAssertEqual(number(bar.fill, "bounds.size.width"), 50, accuracy: 1e-6)
        XCTAssertEqual(bar.fill.presentation()?.frame.minX ?? .nan, 0, accuracy: 1e-9)
    }
}

final class CardTilt3DTests: PortingTestCase {
    func testTiltingSetsRotationKeyPathsThatAnimateImplicitly() {
        let view = CardTilt3D(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        CARunLoop.tick()

        view.tilt(towards: CGPoint(x: 200, y: 150))
        CARunLoop.tick()

        XCTAssertEqual(view.card.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? .nan, .pi / 12,
                       accuracy: 1e-9)
        at(0.1)
        let eased = CGFloat(CAMediaTimingFunction(name: .default).solve(forInput: 0.5))
        XCTAssertEqual(number(view.card, "transform.rotation.y"), .pi / 12 * eased, accuracy: 1e-6)
        at(0.2)
        XCTAssertEqual(number(view.card, "transform.rotation.y"), .pi / 12, accuracy: 1e-9)
        XCTAssertEqual(view.layer.sublayerTransform.m34, -1 / 500)
    }
}

final class ShadowLiftCardTests: PortingTestCase {
    func testTheCardRisesOnASpringWhileItsShadowSpreads() {
        let card = ShadowLiftCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120))

        card.lift()

        at(0.15)
        XCTAssertEqual(Double(transform(card.layer).m42), -8 * springProgress(stiffness: 100, damping: 15, at: 0.15),
                       accuracy: 1e-4)
        XCTAssertEqual(card.layer.presentation()?.shadowOffset.height ?? .nan, 7, accuracy: 1e-6)
        XCTAssertEqual(card.layer.presentation()?.shadowRadius ?? .nan, 6, accuracy: 1e-6)
        at(2)
        XCTAssertEqual(transform(card.layer).m42, -8, accuracy: 0.01, "held where the spring counts as settled")
        XCTAssertEqual(card.layer.presentation()?.shadowOffset.height ?? .nan, 12, accuracy: 1e-9)
    }
}
