import XCTest
@testable import AnimationCore
@testable import AnimationUIKit

/// Since iOS 8 a block animation of a number, point or size is additive (rectangles and
/// transforms: `UIViewAdditiveGeometryTests`): a second block on the same property starts
/// from where the view is shown and the first runs on.
final class UIViewAdditiveAnimationTests: UIViewTestCase {
    /// Linear 1 s from x 50 to 150; at 0.5 s a linear 1 s block redirects to (100, 150).
    /// Shown = model (100, 150) + (−100, 0)(1 − f₁) + (50, −100)(1 − f₂).
    private func redirectedView(log: @escaping (String) -> Void) -> UIView {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.center = CGPoint(x: 150, y: 50) }, completion: { log("first \($0)") })
        at(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.center = CGPoint(x: 100, y: 150) }, completion: { log("second \($0)") })
        return v
    }

    func testRedirectingAMovingViewStartsWhereItIsShownAndBlendsBothMotions() {
        var log: [String] = []
        let v = redirectedView { log.append($0) }
        assertPoint(presented(v).position, CGPoint(x: 100, y: 50), accuracy: 1e-9)
        at(0.75)
        assertPoint(presented(v).position, CGPoint(x: 100 - 25 + 37.5, y: 150 - 75), accuracy: 1e-9)
        at(1.0)
        assertPoint(presented(v).position, CGPoint(x: 125, y: 100), accuracy: 1e-9)
        XCTAssertEqual(log, ["first true"], "the first block ran to its end underneath")
        at(1.25)
        assertPoint(presented(v).position, CGPoint(x: 112.5, y: 125), accuracy: 1e-9)
        at(1.5)
        assertPoint(presented(v).position, CGPoint(x: 100, y: 150), accuracy: 1e-9)
        XCTAssertEqual(log, ["first true", "second true"])
    }

    func testTheSecondBlockIsAddedBesideTheFirstAsAnOffsetToZero() throws {
        let v = redirectedView { _ in }
        XCTAssertEqual(v.layer.animationKeys(), ["position", "position-2"])
        let first = try XCTUnwrap(v.layer.animation(forKey: "position") as? CABasicAnimation)
        let second = try XCTUnwrap(v.layer.animation(forKey: "position-2") as? CABasicAnimation)
        XCTAssertTrue(first.isAdditive)
        XCTAssertEqual(first.fromValue as? CGPoint, CGPoint(x: -100, y: 0))
        XCTAssertEqual(first.toValue as? CGPoint, .zero)
        XCTAssertTrue(second.isAdditive)
        XCTAssertEqual(second.fromValue as? CGPoint, CGPoint(x: 50, y: -100))
        XCTAssertEqual(second.toValue as? CGPoint, .zero)
        at(1.6)
        XCTAssertNil(v.layer.animationKeys(), "both removed when done")
    }

    func testNoJumpWithEasedCurvesWhenRedirected() {
        let v = makeView()
        UIView.animate(withDuration: 1) { v.alpha = 0 }
        at(0.3)
        let before = Double(presented(v).opacity)
        UIView.animate(withDuration: 2) { v.alpha = 1 }
        XCTAssertEqual(Double(presented(v).opacity), before, accuracy: 1e-9)
        at(0.6)
        // model 1 + (1 − 0)(1 − e(0.6)) + (0 − 1)(1 − e(0.15)), with e the ease-in-out curve.
        let expected = 1 + (1 - easeInOut(0.6)) - (1 - easeInOut(0.15))
        XCTAssertEqual(Double(presented(v).opacity), expected, accuracy: 1e-6)
        at(2.3)
        XCTAssertEqual(Double(presented(v).opacity), 1, accuracy: 1e-9)
    }

    func testAFrameMoveAddsItsCentre() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.frame = CGRect(x: 100, y: 0, width: 100, height: 100) })
        at(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.frame = CGRect(x: 100, y: 100, width: 100, height: 100) })
        assertPoint(presented(v).position, CGPoint(x: 100, y: 50), accuracy: 1e-9)
        at(1.0)
        // centre: model (150, 150) + (−100, 0)·0 + (0, −100)·0.5
        assertPoint(presented(v).position, CGPoint(x: 150, y: 100), accuracy: 1e-9)
        at(1.1)
        XCTAssertEqual(v.layer.animationKeys(), ["position-2"], "the first centre animation ended")
    }

    func testADelayedSecondBlockHoldsTheFirstMotionUntilItStarts() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 150 })
        at(0.5)
        UIView.animate(withDuration: 1, delay: 0.25, options: .curveLinear, animations: { v.center.x = 0 })
        at(0.75)
        XCTAssertEqual(presented(v).position.x, 125, accuracy: 1e-9, "only the first moves during the delay")
        at(1.25)
        // 0 + 0 + (150 − 0)(1 − 0.5)
        XCTAssertEqual(presented(v).position.x, 75, accuracy: 1e-9)
    }

    func testAnExplicitAnimationOfThePropertyIsReplacedNotAddedTo() {
        let v = makeView()
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = CGPoint(x: 0, y: 0)
        slide.toValue = CGPoint(x: 100, y: 0)
        slide.duration = 1
        v.layer.add(slide, forKey: "position")
        at(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.center = CGPoint(x: 0, y: 100) })
        let block = v.layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(block?.isAdditive, false)
        XCTAssertEqual(block?.fromValue as? CGPoint, CGPoint(x: 50, y: 0), "from what the explicit animation showed")
        at(1.0)
        assertPoint(presented(v).position, CGPoint(x: 25, y: 50), accuracy: 1e-9)
    }
}
