import Foundation
import TestSupport
import XCTest

/// Every golden image in `Golden/` is compared by a test (its name is written in one), and every
/// test target's `Golden/` folder is checked so.
final class GoldenUsageTests: XCTestCase {
    func testEveryGoldenIsUsedByATest() {
        let unused = GoldenImage.unusedGoldens()

        XCTAssertEqual(unused, [], "golden images no test compares with: delete them, or compare with them")
    }

    /// A `Golden/` folder in any test target must have a test like the one above.
    func testEveryGoldenFolderIsChecked() {
        let tests = ((#filePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent

        let unchecked = GoldenImage.goldenDirectories(in: tests).filter { golden in
            let target = (golden as NSString).deletingLastPathComponent
            return !GoldenImage.swiftSources(in: target).contains { $0.contains("GoldenImage.unusedGoldens(") }
        }

        XCTAssertTrue(GoldenImage.goldenDirectories(in: tests).contains { $0.hasSuffix("AnimationRenderTests/Golden") })
        XCTAssertEqual(unchecked, [], "Golden folders without a test calling GoldenImage.unusedGoldens")
    }
}
