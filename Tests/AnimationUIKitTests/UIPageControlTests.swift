import XCTest
@testable import AnimationUIKit

final class UIPageControlTests: InputTestCase {
    /// Four pages centred in (0, 0, 320, 26): dots at x = 136, 152, 168, 184.
    private func control() -> (UIPageControl, () -> [Int]) {
        let c = addView(UIPageControl(), CGRect(x: 0, y: 0, width: 320, height: 26))
        c.numberOfPages = 4
        var sent: [Int] = []
        c.addTarget(for: .valueChanged) { (c: UIPageControl) in sent.append(c.currentPage) }
        return (c, { sent })
    }

    func testDotsAreCentredWithTheCurrentOneDark() {
        let (c, _) = control()
        XCTAssertEqual(c.dots.count, 4)
        XCTAssertEqual(c.dots[0].center.x, 136)
        XCTAssertEqual(c.dots[3].center.x, 184)
        c.currentPage = 2
        XCTAssertEqual(c.dots[2].backgroundColor, c.currentPageIndicatorTintColor)
        XCTAssertEqual(c.dots[0].backgroundColor, c.pageIndicatorTintColor)
    }

    func testClickRightOrLeftOfTheCurrentDotStepsOnePage() {
        let (c, sent) = control()
        click(300, 13, at: 0)
        click(300, 13, at: 1)
        click(10, 13, at: 2)
        XCTAssertEqual(sent(), [1, 2, 1])
        XCTAssertEqual(c.currentPage, 1)
    }

    func testCurrentPageIsClampedAndAtTheEndAClickSendsNothing() {
        let (c, sent) = control()
        c.currentPage = 9
        XCTAssertEqual(c.currentPage, 3)
        click(300, 13)
        XCTAssertEqual(sent(), [])
        c.numberOfPages = 2
        XCTAssertEqual(c.currentPage, 1)
        XCTAssertEqual(c.dots.count, 2)
    }

    func testHidesForSinglePage() {
        let (c, _) = control()
        c.hidesForSinglePage = true
        c.numberOfPages = 1
        XCTAssertTrue(c.dots.allSatisfy(\.isHidden))
        c.numberOfPages = 3
        XCTAssertFalse(c.dots.contains(where: \.isHidden))
    }
}
