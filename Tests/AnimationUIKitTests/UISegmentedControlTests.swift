import XCTest
@testable import AnimationUIKit
import TestSupport

final class UISegmentedControlTests: InputTestCase {
    /// Three segments across (0, 0, 300, 32): 100 pt each.
    private func control() -> (UISegmentedControl, () -> [Int]) {
        let c = UISegmentedControl(items: ["All", "Unread", "Flagged"])
        addView(c, CGRect(x: 0, y: 0, width: 300, height: 32))
        var sent: [Int] = []
        c.addTarget(for: .valueChanged) { (c: UISegmentedControl) in sent.append(c.selectedSegmentIndex) }
        return (c, { sent })
    }

    func testStartsWithNoSegmentSelected() {
        let (c, _) = control()
        XCTAssertEqual(c.numberOfSegments, 3)
        XCTAssertEqual(c.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(c.titleForSegment(at: 1), "Unread")
        XCTAssertTrue(c.selectionView.isHidden)
    }

    func testClickSelectsTheSegmentAndSendsValueChangedOnce() {
        let (c, sent) = control()
        click(150, 16, at: 0)
        click(160, 16, at: 1)      // the same segment again: no change, no event
        click(250, 16, at: 2)
        XCTAssertEqual(sent(), [1, 2])
        XCTAssertEqual(c.selectionView.frame, CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    func testSettingTheIndexSendsNothingAndOutOfRangeIsRefused() {
        let (c, sent) = control()
        c.selectedSegmentIndex = 2
        let messages = diagnostics(during: { c.selectedSegmentIndex = 3 })
        XCTAssertEqual(c.selectedSegmentIndex, 2)
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(sent(), [])
    }

    func testDisabledSegmentCannotBeChosen() {
        let (c, sent) = control()
        c.setEnabled(false, forSegmentAt: 0)
        click(50, 16)
        XCTAssertEqual(sent(), [])
        XCTAssertFalse(c.isEnabledForSegment(at: 0))
    }

    func testInsertingAndRemovingKeepTheSelectionOnItsSegment() {
        let (c, _) = control()
        c.selectedSegmentIndex = 1
        c.insertSegment(withTitle: "New", at: 0, animated: false)
        XCTAssertEqual(c.selectedSegmentIndex, 2)
        XCTAssertEqual(c.titleForSegment(at: 2), "Unread")
        c.removeSegment(at: 2, animated: false)
        XCTAssertEqual(c.selectedSegmentIndex, UISegmentedControl.noSegment)
        c.removeAllSegments()
        XCTAssertEqual(c.numberOfSegments, 0)
    }

    func testMomentaryControlSendsWithoutKeepingASelection() {
        let (c, sent) = control()
        c.isMomentary = true
        click(50, 16)
        XCTAssertEqual(sent(), [UISegmentedControl.noSegment])
        XCTAssertTrue(c.selectionView.isHidden)
    }
}
