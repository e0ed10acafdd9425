import Foundation
import TestSupport
import XCTest

/// Every golden image in `Golden/` is compared by a test: the scene frames of
/// `GoldenFrameTests.goldenFrames` and the blur frames of `BlurSceneTests.goldenRuns`.
final class GoldenUsageTests: XCTestCase {
    func testEveryGoldenIsUsedByATest() {
        let used = GoldenFrameTests.goldenNames.union(BlurSceneTests.goldenNames)

        let unused = GoldenImage.unusedGoldens(generatedNames: used)

        XCTAssertEqual(unused, [], "golden images no test compares with: delete them, or add them to a test's table")
    }

    /// A row of `GoldenFrameTests.goldenFrames` counts only while a test runs it.
    func testEveryGoldenSceneHasItsTest() throws {
        let folder = (#filePath as NSString).deletingLastPathComponent
        let source = try String(contentsOfFile: folder + "/GoldenFrameTests.swift", encoding: .utf8)

        let untested = GoldenFrameTests.goldenFrames.map(\.scene).filter { !source.contains("checkGolden(\"\($0)\")") }

        XCTAssertEqual(untested, [], "scenes in goldenFrames without a test calling checkGolden")
    }
}
