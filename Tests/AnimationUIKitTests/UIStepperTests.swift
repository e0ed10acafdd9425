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

final class UIStepperRepeatTests: InputTestCase {
    func testPressStepsAtOnceAndHoldingRepeatsAfterHalfASecondThenEveryTenth() {
        let s = addView(UIStepper(), CGRect(x: 0, y: 0, width: 94, height: 32))
        var sent: [Double] = []
        s.addTarget(for: .valueChanged) { (s: UIStepper) in sent.append(s.value) }

        press(70, 16, at: 0)
        XCTAssertEqual(s.value, 1, "the press itself steps")
        at(0.45)
        XCTAssertEqual(s.value, 1)
        at(0.55)
        XCTAssertEqual(s.value, 2, "the first repeat after 0.5 s")
        for (i, t) in [0.65, 0.75, 0.85].enumerated() {
            at(t)
            XCTAssertEqual(s.value, Double(3 + i))
        }
        release(70, 16, at: 0.9)
        at(2)
        XCTAssertEqual(s.value, 5, "nothing repeats after the release")
        XCTAssertEqual(sent, [1, 2, 3, 4, 5])
    }

    func testWithoutAutorepeatHoldingStepsOnce() {
        let s = addView(UIStepper(), CGRect(x: 0, y: 0, width: 94, height: 32))
        s.autorepeat = false
        press(20, 16, at: 0)
        at(1.5)
        release(20, 16, at: 1.6)
        s.value = 10
        press(70, 16, at: 2)
        at(3)
        XCTAssertEqual(s.value, 11)
    }

    func testNonContinuousStepperSendsOnceOnRelease() {
        let s = addView(UIStepper(), CGRect(x: 0, y: 0, width: 94, height: 32))
        s.isContinuous = false
        var sent: [Double] = []
        s.addTarget(for: .valueChanged) { (s: UIStepper) in sent.append(s.value) }
        press(70, 16, at: 0)
        at(0.55)
        at(0.65)
        XCTAssertEqual(sent, [])
        release(70, 16, at: 0.7)
        XCTAssertEqual(sent, [3])
    }

    func testDraggingOutsidePausesTheRepeat() {
        let s = addView(UIStepper(), CGRect(x: 0, y: 0, width: 94, height: 32))
        press(70, 16, at: 0)
        move(70, 300, at: 0.1)         // beyond the 70 pt slop: no longer inside
        at(1)
        XCTAssertEqual(s.value, 1)
    }
}
