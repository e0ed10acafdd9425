import AnimationRender
import XCTest

extension GoldenImage {
    /// Fails the test when more of `a`'s pixels than `tolerance` allows differ from `b`'s (two
    /// renderings of one frame, e.g. by two backends), naming `label` and the counts.
    public static func assertMatch(_ a: RenderedImage, _ b: RenderedImage, _ label: String,
                                   tolerance: Tolerance = .standard, file: StaticString = #filePath,
                                   line: UInt = #line) {
        let result = compare(a, b, channelTolerance: tolerance.channelTolerance)
        let share = Double(result.differing) / Double(max(1, a.width * a.height))
        XCTAssertLessThanOrEqual(share, tolerance.maximumDifferingFraction,
                                 "\(label): \(result.differing) pixels differ (largest \(result.largest))",
                                 file: file, line: line)
    }
}
