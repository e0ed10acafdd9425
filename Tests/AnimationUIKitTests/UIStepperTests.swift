import XCTest
@testable import AnimationUIKit
import TestSupport

final class UIStepperTests: InputTestCase {
    private func stepper() -> (UIStepper, () -> [Double]) {
        let s = addView(UIStepper(), CGRect(x: 0, y: 0, width: 10, height: 10))
        var sent: [Double] = []
        s.addTarget(for: .valueChanged) { (s: UIStepper) in sent.append(s.value) }
        return (s, { sent })
    }

    func testClicksOnThePlusAndMinusHalvesStep() {
        let (s, sent) = stepper()
        XCTAssertEqual(s.frame.size, CGSize(width: 94, height: 32))
        s.stepValue = 2.5
        click(70, 16, at: 0)
        click(70, 16, at: 1)
        click(20, 16, at: 2)
        XCTAssertEqual(sent(), [2.5, 5, 2.5])
    }

    func testStopsAtTheLimitsWithoutSending() {
        let (s, sent) = stepper()
        s.maximumValue = 1
        click(20, 16, at: 0)       // already at 0
        click(70, 16, at: 1)
        click(70, 16, at: 2)       // already at 1
        XCTAssertEqual(sent(), [1])
        XCTAssertEqual(s.plusLabel.textColor, UIColor(white: 0.65, alpha: 1), "the half that cannot step is grey")
    }

    func testWrapsGoRoundToTheOtherLimit() {
        let (s, sent) = stepper()
        s.wraps = true
        s.maximumValue = 3
        s.value = 3
        click(70, 16, at: 0)
        click(20, 16, at: 1)
        XCTAssertEqual(sent(), [0, 3])
    }

    func testBadStepAndValueAreRefused() {
        let (s, _) = stepper()
        let messages = diagnostics(during: { s.stepValue = 0; s.value = .infinity })
        XCTAssertEqual(s.stepValue, 1)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(messages.count, 2)
        s.value = 250
        XCTAssertEqual(s.value, 100, "clamped to the maximum")
    }
}
