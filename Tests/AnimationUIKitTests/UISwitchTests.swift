import XCTest
@testable import AnimationUIKit

final class UISwitchTests: InputTestCase {
    func testClickTogglesAndSendsValueChangedAfterTouchUpInside() {
        let s = addView(UISwitch(), CGRect(x: 100, y: 100, width: 80, height: 80))
        var log: [String] = []
        s.addTarget(for: .touchUpInside) { (_: UISwitch) in log.append("up") }
        s.addTarget(for: .valueChanged) { (s: UISwitch) in log.append("changed \(s.isOn)") }

        XCTAssertEqual(s.frame.size, CGSize(width: 51, height: 31), "a switch keeps UIKit's size")
        click(120, 115, at: 0)
        XCTAssertTrue(s.isOn)
        click(120, 115, at: 1)
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log, ["up", "changed true", "up", "changed false"])
    }

    func testSetOnSendsNothingAndMovesTheThumb() {
        let s = addView(UISwitch(), CGRect(x: 0, y: 0, width: 51, height: 31))
        var sent = 0
        s.addTarget(for: .valueChanged) { (_: UISwitch) in sent += 1 }
        s.setOn(true, animated: false)
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(s.thumb.frame.minX, 22)
        XCTAssertEqual(s.track.backgroundColor, .systemGreen)
        XCTAssertEqual(sent, 0)
    }

    func testAnimatedToggleSlidesTheThumbInAQuarterSecond() {
        let s = addView(UISwitch(), CGRect(x: 0, y: 0, width: 51, height: 31))
        s.setOn(true, animated: true)
        at(0.125)
        let x = Double(s.thumb.layer.presentation()?.position.x ?? 0)
        XCTAssertGreaterThan(x, 15.5 + 1)
        XCTAssertLessThan(x, 35.5 - 1)
        at(0.3)
        XCTAssertEqual(Double(s.thumb.layer.presentation()?.position.x ?? 0), 35.5, accuracy: 1e-6)
    }

    func testDragDecidesByWhereItIsReleased() {
        let s = addView(UISwitch(), CGRect(x: 100, y: 100, width: 51, height: 31))
        var sent: [Bool] = []
        s.addTarget(for: .valueChanged) { (s: UISwitch) in sent.append(s.isOn) }
        press(110, 115, at: 0)
        move(140, 115, at: 0.1)
        release(145, 115, at: 0.2)      // released right of the centre: on
        XCTAssertTrue(s.isOn)
        press(140, 115, at: 1)
        move(148, 115, at: 1.1)
        release(148, 115, at: 1.2)      // dragged, but still on the right: stays on, sends nothing
        XCTAssertTrue(s.isOn)
        press(140, 115, at: 2)
        move(105, 115, at: 2.1)
        release(105, 115, at: 2.2)
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(sent, [true, false])
    }

    func testDisabledSwitchIgnoresClicks() {
        let s = addView(UISwitch(), CGRect(x: 100, y: 100, width: 51, height: 31))
        s.isEnabled = false
        click(120, 115)
        XCTAssertFalse(s.isOn)
    }
}
