import XCTest
@testable import AnimationUIKit

final class UIActivityIndicatorViewTests: InputTestCase {
    private func rotation(_ v: UIActivityIndicatorView) -> Double {
        let t = v.wheel.layer.presentation()?.transform ?? CATransform3DIdentity
        return atan2(Double(t.m12), Double(t.m11))
    }

    func testStylesSizeTheIndicator() {
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).bounds.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).color, .white)
    }

    func testHiddenUntilStartedAndWhenStopped() {
        let v = addView(UIActivityIndicatorView(style: .medium), CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertTrue(v.isHidden)
        XCTAssertFalse(v.isAnimating)
        v.startAnimating()
        XCTAssertFalse(v.isHidden)
        XCTAssertTrue(v.isAnimating)
        v.stopAnimating()
        XCTAssertTrue(v.isHidden)
        XCTAssertFalse(v.isAnimating)
    }

    func testStoppedIndicatorStaysVisibleWithoutHidesWhenStopped() {
        let v = addView(UIActivityIndicatorView(style: .large), CGRect(x: 10, y: 10, width: 37, height: 37))
        v.hidesWhenStopped = false
        XCTAssertFalse(v.isHidden)
        v.startAnimating()
        v.stopAnimating()
        XCTAssertFalse(v.isHidden)
        XCTAssertNil(v.wheel.layer.animation(forKey: UIActivityIndicatorView.spinKey))
    }

    func testSpokesTurnAnEighthOfATurnAtATimeOnceASecond() {
        let v = addView(UIActivityIndicatorView(style: .medium), CGRect(x: 10, y: 10, width: 20, height: 20))
        v.startAnimating()
        CARunLoop.tick()
        at(0.01)
        XCTAssertEqual(rotation(v), 0, accuracy: 1e-9)
        at(0.13)
        XCTAssertEqual(rotation(v), .pi / 4, accuracy: 1e-9, "one step after 1/8 s")
        at(0.2)
        XCTAssertEqual(rotation(v), .pi / 4, accuracy: 1e-9, "held between steps")
        at(1.01)
        XCTAssertEqual(rotation(v), 0, accuracy: 1e-9, "a full turn a second")
    }
}
