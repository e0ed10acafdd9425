import XCTest
@testable import AnimationUIKit
import TestSupport

final class UISliderTests: InputTestCase {
    /// A 228 pt slider at (50, 100): with the 28 pt thumb, the thumb's centre runs x = 64…264.
    private func slider() -> (UISlider, () -> [Float]) {
        let s = addView(UISlider(), CGRect(x: 50, y: 100, width: 228, height: 31))
        var sent: [Float] = []
        s.addTarget(for: .valueChanged) { (s: UISlider) in sent.append(s.value) }
        return (s, { sent })
    }

    func testValueIsClampedToTheRangeAndSendsNothing() {
        let (s, sent) = slider()
        s.minimumValue = -10
        s.maximumValue = 10
        s.value = 25
        XCTAssertEqual(s.value, 10)
        s.value = -30
        XCTAssertEqual(s.value, -10)
        s.maximumValue = -20
        XCTAssertEqual(s.minimumValue, -20, "a maximum below the minimum lowers the minimum")
        XCTAssertEqual(s.value, -20)
        XCTAssertEqual(sent(), [])
    }

    func testNonFiniteValueIsRefused() {
        let (s, _) = slider()
        s.value = 0.5
        let messages = diagnostics(during: { s.value = .nan })
        XCTAssertEqual(s.value, 0.5)
        XCTAssertEqual(messages.count, 1)
    }

    func testThumbSitsAtTheValuesFraction() {
        let (s, _) = slider()
        s.value = 0.25
        XCTAssertEqual(s.thumbRect().midX, 14 + 200 * 0.25, accuracy: 1e-9)
        XCTAssertEqual(s.minimumTrack.frame.width, 64, accuracy: 1e-9)
    }

    func testDraggingTheThumbChangesTheValueContinuously() {
        let (s, sent) = slider()
        press(64, 115, at: 0)                // on the thumb at value 0
        move(114, 115, at: 0.1)              // 50 of 200 pt
        move(164, 115, at: 0.2)
        release(164, 115, at: 0.3)

        XCTAssertEqual(sent().count, 2)
        XCTAssertEqual(Double(sent()[0]), 0.25, accuracy: 1e-6)
        XCTAssertEqual(Double(s.value), 0.5, accuracy: 1e-6)
    }

    func testGrabOffsetIsKept() {
        let (s, _) = slider()
        press(70, 115, at: 0)                // 6 pt right of the thumb's centre
        move(120, 115, at: 0.1)
        XCTAssertEqual(Double(s.value), 0.25, accuracy: 1e-6, "the thumb moved 50 pt, not to the pointer")
    }

    func testNonContinuousSliderSendsOnceOnRelease() {
        let (s, sent) = slider()
        s.isContinuous = false
        press(64, 115, at: 0)
        move(114, 115, at: 0.1)
        move(314, 115, at: 0.2)              // beyond the end: clamped to 1
        XCTAssertEqual(sent(), [])
        release(314, 115, at: 0.3)
        XCTAssertEqual(sent(), [1])
    }

    func testPressOnTheTrackAwayFromTheThumbDoesNotMoveIt() {
        let (s, sent) = slider()
        press(200, 115, at: 0)
        move(220, 115, at: 0.1)
        release(220, 115, at: 0.2)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(sent(), [])
    }

    func testAnimatedValueMovesTheThumbOverAQuarterSecond() {
        let (s, _) = slider()
        s.setValue(1, animated: true)
        at(0.125)
        let shown = Double(s.thumb.layer.presentation()?.position.x ?? 0)
        XCTAssertGreaterThan(shown, 14 + 1)
        XCTAssertLessThan(shown, 214 - 1, "half-way through the animation the thumb is between the ends")
        at(0.3)
        XCTAssertEqual(Double(s.thumb.layer.presentation()?.position.x ?? 0), 214, accuracy: 1e-6)
    }
}
