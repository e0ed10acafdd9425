import XCTest
@testable import AnimationCore
@testable import AnimationUIKit

/// Delays, completions and `finished`, replacement of one block's animation by another's.
final class UIViewCompletionTests: UIViewTestCase {
    func testDelayHoldsTheOldValue() {
        let v = makeView()
        var done: [(Bool, Double)] = []
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { v.alpha = 0 },
                       completion: { done.append(($0, CACurrentMediaTime() - self.t0)) })
        XCTAssertEqual(v.alpha, 0, "model changes at once")
        let anim = v.layer.animation(forKey: "opacity")!
        XCTAssertEqual(anim.beginTime, t0 + 0.5)
        XCTAssertEqual(anim.fillMode, .backwards)
        at(0.25)
        XCTAssertEqual(presented(v).opacity, 1, "old value during the delay")
        at(1.0)
        XCTAssertEqual(Double(presented(v).opacity), 1 - easeInOut(0.5), accuracy: 1e-6)
        at(1.49)
        XCTAssertTrue(done.isEmpty)
        at(1.6)
        XCTAssertEqual(done.count, 1)
        XCTAssertEqual(done.first?.0, true)
        XCTAssertEqual(done.first?.1 ?? 0, 1.5, accuracy: 1e-9, "runs at the animation's end time")
        XCTAssertEqual(presented(v).opacity, 0)
    }

    func testCompletionRunsOnceWithTrueAtTheEnd() {
        let v = makeView()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { v.alpha = 0; v.center = .zero }, completion: { calls.append($0) })
        at(0.999)
        XCTAssertEqual(calls, [])
        at(1)
        XCTAssertEqual(calls, [true])
        at(5)
        XCTAssertEqual(calls, [true])
    }

    func testReplacedAnimationCompletesWithFalse() {
        let v = makeView()
        var log: [String] = []
        let red = UIColor.red, blue = UIColor.blue
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.backgroundColor = red },
                       completion: { log.append("first \($0)") })
        at(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.backgroundColor = blue },
                       completion: { log.append("second \($0)") })
        let second = v.layer.animation(forKey: "backgroundColor") as! CABasicAnimation
        XCTAssertFalse(second.isAdditive, "colours are not additive")
        XCTAssertEqual((second.fromValue as? CGColor)?.alpha ?? 0, 0.5, accuracy: 1e-6,
                       "starts from the presentation value, half way in from transparent")
        at(0.5)
        XCTAssertEqual(log, ["first false"])
        at(1.5)
        XCTAssertEqual(log, ["first false", "second true"])
    }

    func testCompletionsInTimeOrderAndChainedBlocksStartOnTime() {
        let a = makeView(), b = makeView()
        var log: [String] = []
        UIView.animate(withDuration: 2, animations: { a.alpha = 0 }, completion: { _ in log.append("a") })
        UIView.animate(withDuration: 1, animations: { b.alpha = 0 }, completion: { _ in
            log.append("b")
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.alpha = 1 })
        })
        at(1.5)   // the tick comes late: the chained block still starts at 1.0
        XCTAssertEqual(log, ["b"])
        XCTAssertEqual(Double(presented(b).opacity), 0.5, accuracy: 1e-6)
        at(3)
        XCTAssertEqual(log, ["b", "a"])
    }

    func testBlockWithoutChangesCompletesOnNextTick() {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
        XCTAssertEqual(calls, [], "never synchronously")
        at(0)
        XCTAssertEqual(calls, [true])
        let v = makeView()
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { calls.append($0) })
        XCTAssertNil(v.layer.animationKeys(), "setting the current value is no change")
        at(0)
        XCTAssertEqual(calls, [true, true])
    }

    func testZeroDurationAppliesAtOnceAndCompletesAfterDelay() {
        let v = makeView()
        var calls: [Double] = []
        UIView.animate(withDuration: 0, delay: 0.5, options: [], animations: { v.alpha = 0.2 },
                       completion: { _ in calls.append(CACurrentMediaTime() - self.t0) })
        XCTAssertNil(v.layer.animationKeys())
        XCTAssertEqual(Double(presented(v).opacity), 0.2, accuracy: 1e-6)
        at(0.4)
        XCTAssertEqual(calls, [])
        at(0.7)
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(calls.first ?? 0, 0.5, accuracy: 1e-9)
    }

    func testOuterCompletionWaitsForNestedAnimations() {
        let v = makeView()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: {
            v.alpha = 0
            UIView.animate(withDuration: 3, delay: 0, options: .overrideInheritedDuration,
                           animations: { v.center = .zero }, completion: { _ in log.append("inner") })
        }, completion: { _ in log.append("outer") })
        at(1.5)
        XCTAssertEqual(log, [])
        at(3)
        // Both run at 3 s; the core runs the enclosing transaction's completion first.
        XCTAssertEqual(log.sorted(), ["inner", "outer"])
    }

    func testPropertyChangedAgainInANestedBlockAnimatesOnceWithTheOuterBlock() {
        let v = makeView()
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.alpha = 0.5
            UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { log.append("inner \($0)") })
        }, completion: { log.append("outer \($0)") })
        let anim = v.layer.animation(forKey: "opacity") as! CABasicAnimation
        XCTAssertEqual(anim.fromValue as? CGFloat, 1, "1 − 0, added to the model value 0")
        XCTAssertEqual(anim.toValue as? CGFloat, 0)
        XCTAssertEqual(v.layer.animationKeys(), ["opacity"])
        at(0.5)
        XCTAssertEqual(log, ["inner true"])
        XCTAssertEqual(Double(presented(v).opacity), 0.5, accuracy: 1e-6)
        at(1)
        XCTAssertEqual(log, ["inner true", "outer true"])
    }

    func testBlocksInASpedUpSubtreeRunInItsTime() {
        let parent = makeView(), child = makeView()
        parent.addSubview(child)
        parent.layer.speed = 2
        parent.layer.timeOffset = 0
        var calls: [Double] = []
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { child.alpha = 0 },
                       completion: { _ in calls.append(CACurrentMediaTime() - self.t0) })
        at(0.2)
        XCTAssertEqual(presented(child).opacity, 1, "still in the delay (0.25 s of media time)")
        at(0.5)
        XCTAssertEqual(Double(presented(child).opacity), 0.5, accuracy: 1e-6)
        at(1)
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(calls.first ?? 0, 0.75, accuracy: 1e-9)
    }
}
