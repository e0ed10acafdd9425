import XCTest
@testable import AnimationUIKit
import TestSupport

final class UIProgressViewTests: InputTestCase {
    func testProgressIsClampedAndSetsTheFillWidth() {
        let p = addView(UIProgressView(progressViewStyle: .default), CGRect(x: 0, y: 0, width: 200, height: 4))
        p.progress = 0.3
        XCTAssertEqual(p.fill.frame.width, 60, accuracy: 1e-4)
        p.progress = 1.7
        XCTAssertEqual(p.progress, 1)
        p.progress = -1
        XCTAssertEqual(p.progress, 0)
        let messages = diagnostics(during: { p.setProgress(.nan, animated: false) })
        XCTAssertEqual(p.progress, 0)
        XCTAssertEqual(messages.count, 1)
    }

    func testAnimatedProgressGrowsTheFillOverAQuarterSecond() {
        let p = addView(UIProgressView(progressViewStyle: .bar), CGRect(x: 0, y: 0, width: 200, height: 4))
        p.setProgress(0.5, animated: true)
        XCTAssertEqual(p.progress, 0.5, "the model value is the new one at once")
        at(0.125)
        let width = Double(p.fill.layer.presentation()?.bounds.width ?? 0)
        XCTAssertGreaterThan(width, 1)
        XCTAssertLessThan(width, 99)
        at(0.3)
        XCTAssertEqual(Double(p.fill.layer.presentation()?.bounds.width ?? 0), 100, accuracy: 1e-4)
        XCTAssertEqual(p.layer.cornerRadius, 0, "a bar has square ends")
    }
}
