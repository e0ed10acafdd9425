import XCTest
@testable import AnimationCore

final class AnimationLifecycleTests: ClockedTestCase {
    private func fade(_ delegate: CAAnimationDelegate? = nil, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = duration
        a.delegate = delegate
        return a
    }

    func testDelegateHearsStartThenStopAtTheirExactTimes() {
        let layer = makeLayer()
        let recorder = RecordingDelegate()
        let a = fade(recorder)
        a.beginTime = CACurrentMediaTime() + 0.5
        layer.add(a, forKey: "f")

        at(0.2); XCTAssertEqual(recorder.events, [])
        at(3.0)

        XCTAssertEqual(recorder.events, ["start", "stop(true)"])
        XCTAssertEqual(recorder.times[0], 100.5, accuracy: 1e-9)
        XCTAssertEqual(recorder.times[1], 101.5, accuracy: 1e-9)
        XCTAssertNil(layer.animation(forKey: "f"), "removed on completion")
    }

    func testReplacingAKeyStopsTheOldAnimationUnfinished() {
        let layer = makeLayer()
        let first = RecordingDelegate(), second = RecordingDelegate()
        layer.add(fade(first), forKey: "f")
        at(0.1)

        layer.add(fade(second), forKey: "f")
        at(0.2)

        XCTAssertEqual(first.events, ["start", "stop(false)"])
        XCTAssertEqual(second.events, ["start"])
    }

    func testRemoveAnimationReportsUnfinished() {
        let layer = makeLayer()
        let recorder = RecordingDelegate()
        layer.add(fade(recorder), forKey: "f")
        at(0.5)

        layer.removeAnimation(forKey: "f")
        at(0.6)

        XCTAssertEqual(recorder.events, ["start", "stop(false)"])
        XCTAssertNil(layer.animationKeys())
    }

    func testCompletionChainsStartExactlyWhenThePreviousEnded() {
        final class Chain: CAAnimationDelegate {
            let layer: CALayer
            var starts: [Double] = []
            init(_ l: CALayer) { layer = l }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                starts.append(CACurrentMediaTime())
                guard starts.count < 3 else { return }
                let next = CABasicAnimation(keyPath: "opacity")
                next.duration = 0.3
                next.delegate = self
                layer.add(next, forKey: "step")
            }
        }
        let layer = makeLayer()
        let chain = Chain(layer)
        let first = fade(chain, duration: 0.3)
        layer.add(first, forKey: "step")

        at(5)   // one coarse tick covers the whole chain

        XCTAssertEqual(chain.starts.count, 3)
        for (i, t) in chain.starts.enumerated() { XCTAssertEqual(t, t0 + 0.3 * Double(i + 1), accuracy: 1e-9) }
    }

    func testTransactionCompletionRunsWhenAllItsAnimationsFinish() {
        let layer = makeLayer()
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.add(fade(duration: 1), forKey: "a")
        layer.add(fade(duration: 2), forKey: "b")
        CATransaction.commit()

        at(1.5); XCTAssertNil(completedAt)
        at(2.5)

        XCTAssertEqual(completedAt ?? 0, 102, accuracy: 1e-9)
    }

    func testTransactionCompletionWithNoAnimationsRunsOnTheNextTick() {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        XCTAssertFalse(ran)

        at(0)

        XCTAssertTrue(ran)
    }

    func testTransactionValuesNestAndDefault() {
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 2)
        CATransaction.setDisableActions(true)
        CATransaction.commit()
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.commit()
    }

    func testNegativeTransactionDurationIsRejected() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(-1)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.commit()
    }
}
