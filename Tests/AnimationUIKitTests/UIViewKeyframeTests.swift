import XCTest
@testable import AnimationCore
@testable import AnimationUIKit

final class UIViewKeyframeTests: UIViewTestCase {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func angle(_ layer: CALayer) -> Double {
        atan2(Double(layer.transform.m12), Double(layer.transform.m11))
    }

    /// The same angle modulo a full turn.
    private func assertAngle(_ a: Double, _ b: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(remainder(a - b, 2 * .pi), 0, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line)
    }

    func testKeyTimesAndValuesHoldBetweenKeyframes() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 350 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0 }
        })
        XCTAssertEqual(v.center.x, 350, "the model takes the last value at once")
        let position = v.layer.animation(forKey: "position") as! CAKeyframeAnimation
        XCTAssertEqual(position.keyTimes?.map(\.doubleValue), [0, 0.25, 0.5, 1])
        XCTAssertEqual(position.values?.compactMap { ($0 as? CGPoint)?.x }, [50, 150, 150, 350])
        XCTAssertEqual(position.duration, 2)
        XCTAssertEqual(position.calculationMode, .linear)
        XCTAssertEqual(position.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut),
                       "UIKit's default overall curve")
        let opacity = v.layer.animation(forKey: "opacity") as! CAKeyframeAnimation
        XCTAssertEqual(opacity.keyTimes?.map(\.doubleValue), [0, 0.25, 0.75, 1])
        XCTAssertEqual(opacity.values?.compactMap { ($0 as? CGFloat).map(Double.init) }, [1, 1, 0, 0])

        func expectedX(_ progress: Double) -> Double {
            if progress <= 0.25 { return 50 + 100 * progress / 0.25 }
            if progress <= 0.5 { return 150 }
            return 150 + 200 * (progress - 0.5) / 0.5
        }
        for t in [0.2, 0.7, 1.3, 1.9] {
            at(t)
            XCTAssertEqual(Double(presented(v).position.x), expectedX(easeInOut(t / 2)), accuracy: 1e-6, "t = \(t)")
        }
    }

    func testCurveBitsPassedThroughMakeItLinear() {
        let v = makeView()
        var calls: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.layer.cornerRadius = 10 }
        }, completion: { calls.append($0) })
        let anim = v.layer.animation(forKey: "cornerRadius")!
        XCTAssertEqual(anim.timingFunction, CAMediaTimingFunction(name: .linear))
        at(0.3)
        XCTAssertEqual(presented(v).cornerRadius, 0, "delay holds the old value")
        at(1.25)
        XCTAssertEqual(Double(presented(v).cornerRadius), 5, accuracy: 1e-9)
        at(1.49)
        XCTAssertEqual(calls, [])
        at(1.5)
        XCTAssertEqual(calls, [true])
    }

    func testFullTurnThroughQuarterTurnsInterpolatesByAngle() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            for i in 1...4 {
                UIView.addKeyframe(withRelativeStartTime: Double(i - 1) / 4, relativeDuration: 0.25) {
                    v.transform = CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 2)
                }
            }
        })
        let anim = v.layer.animation(forKey: "transform") as! CAKeyframeAnimation
        XCTAssertEqual(anim.keyPath, "transform.rotation.z")
        let values = anim.values!.map { ($0 as! NSNumber).doubleValue }
        for (value, expected) in zip(values, [0, 0.5, 1, 1.5, 2].map { $0 * Double.pi }) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        for t in [0.1, 0.6, 0.875, 0.95] {
            at(t)
            assertAngle(angle(presented(v)), 2 * .pi * t)
        }
        at(1)
        XCTAssertEqual(Double(presented(v).transform.m11), 1, accuracy: 1e-9)
    }

    func testHalfTurnStepsContinueForwards() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                v.transform = CGAffineTransform(rotationAngle: .pi)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                v.transform = CGAffineTransform(rotationAngle: 2 * .pi)
            }
        })
        for t in [0.25, 0.75, 0.9] {
            at(t)
            assertAngle(angle(presented(v)), 2 * .pi * t)
        }
    }

    func testNonRotationTransformsUseTheWholeMatrix() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                v.transform = CGAffineTransform(scaleX: 3, y: 3)
            }
        })
        XCTAssertEqual(v.layer.animation(forKey: "transform").flatMap { ($0 as? CAKeyframeAnimation)?.keyPath },
                       "transform")
        at(0.5)
        XCTAssertEqual(Double(presented(v).transform.m11), 2, accuracy: 1e-9)
    }

    func testCalculationModes() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0,
                                options: [.calculationModeDiscrete, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
        })
        let anim = v.layer.animation(forKey: "opacity") as! CAKeyframeAnimation
        XCTAssertEqual(anim.calculationMode, .discrete)
        at(0.25)
        XCTAssertEqual(presented(v).opacity, 1)
        at(0.6)
        XCTAssertEqual(presented(v).opacity, 0.5)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModePaced.calculationMode, .paced)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubic.calculationMode, .cubic)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.calculationMode, .cubicPaced)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 4 << 10)
    }

    func testChangesOutsideKeyframesSpanTheWholeDuration() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            v.layer.borderWidth = 10
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { v.alpha = 0 }
        })
        let border = v.layer.animation(forKey: "borderWidth") as! CAKeyframeAnimation
        XCTAssertEqual(border.keyTimes?.map(\.doubleValue), [0, 1])
        at(0.3)
        XCTAssertEqual(Double(presented(v).borderWidth), 3, accuracy: 1e-9)
        XCTAssertEqual(presented(v).opacity, 0)
    }

    func testRepeatAutoreverseAndReplacement() {
        let v = makeView()
        var log: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.layer.cornerRadius = 10 }
        }, completion: { log.append($0) })
        at(1.25)
        XCTAssertEqual(Double(presented(v).cornerRadius), 7.5, accuracy: 1e-9)
        UIView.animate(withDuration: 1) { v.layer.cornerRadius = 0 }
        at(1.3)
        XCTAssertEqual(log, [false])
    }

    func testAddKeyframeOutsideKeyframeBlockJustRuns() {
        let v = makeView()
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.reset()
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved; CADiagnostics.reset() }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.3 }
        XCTAssertNil(v.layer.animationKeys())
        XCTAssertEqual(Double(v.alpha), 0.3, accuracy: 1e-6)
        XCTAssertEqual(messages.count, 1)
    }
}
