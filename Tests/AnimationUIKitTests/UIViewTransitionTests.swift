import XCTest
@testable import AnimationCore
@testable import AnimationUIKit

final class UIViewTransitionTests: UIViewTestCase {
    func testTransitionWithViewAddsACrossDissolveAndCompletesAfterTheDuration() {
        let v = makeView()
        v.backgroundColor = .red
        var calls: [(Bool, Double)] = []
        UIView.transition(with: v, duration: 0.6, options: .transitionCrossDissolve, animations: {
            v.backgroundColor = .blue
            v.layer.cornerRadius = 8
        }, completion: { calls.append(($0, CACurrentMediaTime() - self.t0)) })
        let t = v.layer.animation(forKey: "transition") as? CATransition
        XCTAssertNotNil(t)
        XCTAssertEqual(t?.type, .fade)
        XCTAssertEqual(t?.duration, 0.6)
        XCTAssertEqual(t?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertEqual(v.layer.animationKeys(), ["transition"], "the changes themselves do not animate")
        XCTAssertEqual(presented(v).backgroundColor, UIColor.blue.cgColor)
        at(0.59)
        XCTAssertTrue(calls.isEmpty)
        at(0.7)
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(calls.first?.0, true)
        XCTAssertEqual(calls.first?.1 ?? 0, 0.6, accuracy: 1e-9)
        XCTAssertNil(v.layer.animationKeys())
    }

    func testOptionsSelectTheTransitionType() {
        let cases: [(UIView.AnimationOptions, CATransitionType)] = [
            (.transitionFlipFromLeft, .flipFromLeft), (.transitionFlipFromRight, .flipFromRight),
            (.transitionFlipFromTop, .flipFromTop), (.transitionFlipFromBottom, .flipFromBottom),
            (.transitionCurlUp, .curlUp), (.transitionCurlDown, .curlDown),
            (.transitionCrossDissolve, .fade),
        ]
        for (options, type) in cases {
            let v = makeView()
            UIView.transition(with: v, duration: 1, options: [options, .curveLinear], animations: nil)
            let t = v.layer.animation(forKey: "transition") as? CATransition
            XCTAssertEqual(t?.type, type, "\(options.rawValue)")
            XCTAssertEqual(t?.timingFunction, CAMediaTimingFunction(name: .linear))
        }
        XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromBottom.rawValue, 7 << 20)
        XCTAssertEqual(UIView.AnimationOptions.curveLinear.rawValue, 3 << 16)
        XCTAssertEqual(UIView.AnimationOptions.autoreverse.rawValue, 16)
    }

    func testTransitionFromToSwapsViewsInTheSuperview() {
        let container = makeView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let below = UIView(), from = UIView(), above = UIView(), to = UIView()
        [below, from, above].forEach(container.addSubview)
        CARunLoop.tick()
        var calls: [Bool] = []
        UIView.transition(from: from, to: to, duration: 0.5, options: .transitionFlipFromRight,
                          completion: { calls.append($0) })
        XCTAssertEqual(container.subviews, [below, to, above])
        XCTAssertNil(from.superview)
        XCTAssertEqual(container.layer.sublayers!.map(\.renderID), [below, to, above].map(\.layer.renderID))
        XCTAssertEqual((container.layer.animation(forKey: "transition") as? CATransition)?.type, .flipFromRight)
        XCTAssertNil(to.layer.animationKeys())
        at(0.4)
        XCTAssertEqual(calls, [])
        at(0.5)
        XCTAssertEqual(calls, [true])
    }

    func testShowHideTransitionViews() {
        let container = makeView()
        let from = UIView(), to = UIView()
        container.addSubview(from)
        container.addSubview(to)
        to.isHidden = true
        UIView.transition(from: from, to: to, duration: 0.5,
                          options: [.transitionCurlUp, .showHideTransitionViews], completion: nil)
        XCTAssertEqual(container.subviews, [from, to])
        XCTAssertTrue(from.isHidden)
        XCTAssertFalse(to.isHidden)
        XCTAssertEqual((container.layer.animation(forKey: "transition") as? CATransition)?.type, .curlUp)
    }

    func testAllowAnimatedContentAnimatesTheChanges() {
        let v = makeView()
        UIView.transition(with: v, duration: 1, options: [.transitionFlipFromLeft, .allowAnimatedContent, .curveLinear],
                          animations: { v.alpha = 0 })
        XCTAssertEqual(Set(v.layer.animationKeys() ?? []), ["transition", "opacity"])
        at(0.25)
        XCTAssertEqual(Double(presented(v).opacity), 0.75, accuracy: 1e-6)
    }

    func testNoTransitionTypeJustAppliesTheChanges() {
        let v = makeView()
        var calls: [Bool] = []
        UIView.transition(with: v, duration: 1, options: [], animations: { v.alpha = 0 },
                          completion: { calls.append($0) })
        XCTAssertNil(v.layer.animationKeys())
        at(0)
        XCTAssertEqual(calls, [true])
    }

    func testReplacedTransitionCompletesWithFalse() {
        let v = makeView()
        var log: [String] = []
        UIView.transition(with: v, duration: 1, options: .transitionCrossDissolve, animations: nil,
                          completion: { log.append("first \($0)") })
        at(0.5)
        UIView.transition(with: v, duration: 1, options: .transitionFlipFromTop, animations: nil,
                          completion: { log.append("second \($0)") })
        at(0.6)
        XCTAssertEqual(log, ["first false"])
        at(1.5)
        XCTAssertEqual(log, ["first false", "second true"])
    }
}
