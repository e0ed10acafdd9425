import XCTest
@testable import AnimationCore

final class CAMediaTimingTests: ClockedTestCase {
    private func opacityAnimation(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.duration = 1
        configure(a)
        return a
    }

    func testLinearProgressAtQuarterHalfAndEnd() {
        let layer = makeLayer()
        layer.opacity = 0.5

        layer.add(opacityAnimation(), forKey: "fade")

        at(0.25); XCTAssertEqual(presented(layer, "opacity"), 0.25, accuracy: 1e-6)
        at(0.5); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
        at(1.0); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6, "removed: back to the model value")
    }

    func testFillModeAndRemovedOnCompletionMatrix() {
        // (fillMode, removedOnCompletion) → value shown after the end, and before a delayed start.
        let cases: [(CAMediaTimingFillMode, Bool, after: Double, before: Double)] = [
            (.removed, true, after: 0.5, before: 0.5),
            (.removed, false, after: 0.5, before: 0.5),
            (.forwards, true, after: 0.5, before: 0.5),
            (.forwards, false, after: 1.0, before: 0.5),
            (.backwards, false, after: 0.5, before: 0.0),
            (.both, false, after: 1.0, before: 0.0),
            (.both, true, after: 0.5, before: 0.0),
        ]
        for (fill, removed, after, before) in cases {
            clock.set(t0)
            let layer = makeLayer()
            layer.opacity = 0.5
            layer.add(opacityAnimation {
                $0.fillMode = fill
                $0.isRemovedOnCompletion = removed
                $0.beginTime = CACurrentMediaTime() + 1
            }, forKey: "fade")

            at(0.5)
            XCTAssertEqual(presented(layer, "opacity"), before, accuracy: 1e-6,
                           "before start, \(fill.rawValue) removed=\(removed)")
            at(3)
            XCTAssertEqual(presented(layer, "opacity"), after, accuracy: 1e-6,
                           "after end, \(fill.rawValue) removed=\(removed)")
            XCTAssertEqual(layer.animation(forKey: "fade") != nil, !removed)
        }
    }

    func testAnimationsNeverChangeTheModel() {
        let layer = makeLayer()
        layer.opacity = 0.3

        layer.add(opacityAnimation { $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }, forKey: nil)
        at(2)

        XCTAssertEqual(layer.opacity, 0.3)
        XCTAssertEqual(presented(layer, "opacity"), 1, accuracy: 1e-6)
    }

    func testRepeatCountIncludingFractionalAndBoundaries() {
        let layer = makeLayer()
        layer.add(opacityAnimation { $0.repeatCount = 2.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false },
                  forKey: nil)

        at(1.25); XCTAssertEqual(presented(layer, "opacity"), 0.25, accuracy: 1e-6)
        at(2.0); XCTAssertEqual(presented(layer, "opacity"), 0.0, accuracy: 1e-6, "a new cycle starts at 0")
        at(2.5)
        XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6, "ends half-way through the third cycle")
        at(9.0); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testWholeRepeatCountEndsOnTheFinalValue() {
        let layer = makeLayer()
        layer.add(opacityAnimation { $0.repeatCount = 2; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false },
                  forKey: nil)

        at(2.0)

        XCTAssertEqual(presented(layer, "opacity"), 1.0, accuracy: 1e-6)
    }

    func testAutoreversesMakesOneCycleTwiceTheDuration() {
        let layer = makeLayer()
        layer.add(opacityAnimation {
            $0.autoreverses = true
            $0.repeatCount = 1
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, forKey: nil)

        at(0.5); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
        at(1.0); XCTAssertEqual(presented(layer, "opacity"), 1.0, accuracy: 1e-6)
        at(1.5); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
        at(2.5); XCTAssertEqual(presented(layer, "opacity"), 0.0, accuracy: 1e-6)
    }

    func testInfiniteRepeatSpellings() {
        for forever in [Float.infinity, .greatestFiniteMagnitude, Float(HUGE), MAXFLOAT] {
            clock.set(t0)
            let layer = makeLayer()
            layer.add(opacityAnimation { $0.repeatCount = forever }, forKey: "loop")

            at(1000.25)

            XCTAssertEqual(presented(layer, "opacity"), 0.25, accuracy: 1e-6)
            XCTAssertNotNil(layer.animation(forKey: "loop"))
        }
    }

    func testRepeatDurationClipsTheAnimation() {
        let layer = makeLayer()
        layer.opacity = 0.5
        layer.add(opacityAnimation { $0.repeatDuration = 1.5 }, forKey: nil)

        at(1.25); XCTAssertEqual(presented(layer, "opacity"), 0.25, accuracy: 1e-6)
        at(1.6); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testAnimationSpeedAndTimeOffset() {
        let layer = makeLayer()
        layer.add(opacityAnimation { $0.speed = 2; $0.duration = 2 }, forKey: nil)
        at(0.5); XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)

        let other = makeLayer()
        clock.set(t0)
        other.add(opacityAnimation { $0.timeOffset = 0.5; $0.repeatCount = 1 }, forKey: nil)
        at(0.25); XCTAssertEqual(presented(other, "opacity"), 0.75, accuracy: 1e-6)
        at(0.75); XCTAssertEqual(presented(other, "opacity"), 0.25, accuracy: 1e-6, "wraps round to the start")
    }

    func testLayerSpeedZeroPausesTheSubtreeAndResumesWithoutAJump() {
        let parent = makeLayer()
        let child = makeLayer()
        parent.addSublayer(child)
        child.add(opacityAnimation { $0.duration = 2 }, forKey: nil)
        at(0.5)

        // Pause (Apple's QA1673 recipe).
        let paused = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = paused
        at(5)
        XCTAssertEqual(presented(child, "opacity"), 0.25, accuracy: 1e-6)

        // Resume.
        let pausedTime = parent.timeOffset
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        XCTAssertEqual(presented(child, "opacity"), 0.25, accuracy: 1e-6)
        at(5.5)
        XCTAssertEqual(presented(child, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testLayerSpeedTenthSlowsTheSubtreeTenfold() {
        let parent = makeLayer()
        let child = makeLayer()
        parent.addSublayer(child)
        parent.speed = 0.1
        parent.beginTime = CACurrentMediaTime()

        child.add(opacityAnimation(), forKey: nil)

        at(5)
        XCTAssertEqual(presented(child, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testConvertTimeRoundTripsThroughTheHierarchy() {
        let parent = makeLayer()
        let child = makeLayer()
        parent.addSublayer(child)
        parent.speed = 2; parent.beginTime = 10; parent.timeOffset = 1
        child.speed = 0.5; child.timeOffset = 3

        let local = child.convertTime(120, from: nil)

        XCTAssertEqual(local, ((120 - 10) * 2 + 1) * 0.5 + 3, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(local, to: nil), 120, accuracy: 1e-9)
        XCTAssertEqual(parent.convertTime(local, from: child), (120 - 10) * 2 + 1, accuracy: 1e-9)
    }

    func testNegativeBeginTimeStartsPartWayThrough() {
        let layer = makeLayer()
        layer.add(opacityAnimation { $0.beginTime = CACurrentMediaTime() - 0.5 }, forKey: nil)

        at(0.25)

        XCTAssertEqual(presented(layer, "opacity"), 0.75, accuracy: 1e-6)
    }

    func testInvalidTimingValuesAreRepairedNotTrapped() {
        let layer = makeLayer()
        layer.opacity = 0.5
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        layer.add(opacityAnimation { $0.duration = -3; $0.repeatCount = .nan; $0.speed = .nan }, forKey: "bad")
        at(0.1)

        XCTAssertTrue(presented(layer, "opacity").isFinite)
        XCTAssertFalse(messages.isEmpty)
    }
}
