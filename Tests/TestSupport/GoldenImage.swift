import AnimationRender
import Foundation

/// Compares rendered images with golden PNGs kept beside a test file, without depending on
/// XCTest (any test target can use it: `if let failure = GoldenImage.verify(...) { XCTFail(failure) }`).
/// Test support only: the libraries do not ship it. `unusedGoldens(besideTestFile:generatedNames:)`
/// finds golden files that no test uses (see `GoldenImage+Usage.swift`).
///
/// - Goldens live in a `Golden/` directory next to the calling test file (`#filePath`).
/// - Images match when their sizes are equal and no more than `maximumDifferingFraction` of
///   the pixels (default 0.1 %) differ by more than `channelTolerance` (default 3/255) in any
///   channel (R, G, B or A, straight alpha).
/// - On a mismatch `<name>.actual.png` and `<name>.diff.png` are written into `Failures/`
///   beside `Golden/` (git-ignored); the diff shows differing pixels in red over a faded copy.
/// - With the environment variable `RECORD_GOLDENS=1` the image is written as the golden and
///   the result is a failure saying it was recorded, so recording is never silent: re-run
///   without the variable to verify.
public enum GoldenImage {
    /// How close an image must be to its golden.
    public struct Tolerance: Sendable {
        /// Largest allowed difference per channel, 0…255.
        public var channelTolerance: Int
        /// Largest allowed share of pixels beyond `channelTolerance`, 0…1.
        public var maximumDifferingFraction: Double
        public init(channelTolerance: Int = 3, maximumDifferingFraction: Double = 0.001) {
            self.channelTolerance = channelTolerance; self.maximumDifferingFraction = maximumDifferingFraction
        }
        /// 3/255 per channel, 0.1 % of pixels.
        public static let standard = Tolerance()
    }

    /// True when `RECORD_GOLDENS=1` is set.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// The `Golden/` directory beside `filePath`.
    public static func goldenDirectory(for filePath: String) -> String {
        ((filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Golden")
    }

    /// The `Failures/` directory beside `Golden/`.
    public static func failureDirectory(for filePath: String) -> String {
        ((filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Failures")
    }

    /// Checks `image` against `Golden/<name>.png`; returns nil when it matches, otherwise a
    /// message for the test failure (also when the golden was just recorded or is missing).
    public static func verify(_ image: RenderedImage, named name: String, tolerance: Tolerance = .standard,
                              filePath: String = #filePath) -> String? {
        let goldenPath = (goldenDirectory(for: filePath) as NSString).appendingPathComponent(name + ".png")
        if isRecording {
            do {
                try image.writePNG(to: goldenPath)
                return "Recorded golden \(goldenPath) (RECORD_GOLDENS=1); look at it, "
                    + "then re-run without RECORD_GOLDENS to verify."
            } catch {
                return "Could not record golden: \(error)"
            }
        }
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            writeFailure(image, diff: nil, name: name, filePath: filePath)
            return "Golden \(goldenPath) is missing; run with RECORD_GOLDENS=1 "
                + "(RECORD_GOLDENS=1 swift test --filter <Tests>) to record it, then look at it."
        }
        let golden: RenderedImage
        do { golden = try RenderedImage(contentsOfPNG: goldenPath) } catch {
            return "Golden \(goldenPath) is unreadable: \(error)"
        }
        guard golden.width == image.width, golden.height == image.height else {
            writeFailure(image, diff: nil, name: name, filePath: filePath)
            return "Size mismatch for \(name): actual \(image.width)×\(image.height), "
                + "golden \(golden.width)×\(golden.height) (\(goldenPath))."
        }
        let comparison = compare(image, golden, channelTolerance: tolerance.channelTolerance)
        let total = image.width * image.height
        let fraction = Double(comparison.differing) / Double(total)
        guard fraction > tolerance.maximumDifferingFraction else { return nil }
        let dir = failureDirectory(for: filePath)
        writeFailure(image, diff: comparison.diff, name: name, filePath: filePath)
        let format = "Image %@ differs from its golden: %d of %d pixels (%.3f%%) differ by more than %d/255 "
            + "(largest difference %d); allowed: %.3f%%. See %@/%@.actual.png and .diff.png."
        return String(format: format,
                      name, comparison.differing, total, fraction * 100, tolerance.channelTolerance,
                      comparison.largest, tolerance.maximumDifferingFraction * 100, dir, name)
    }

    /// Counts pixels differing by more than `channelTolerance` and builds a diff image.
    public static func compare(_ a: RenderedImage, _ b: RenderedImage, channelTolerance: Int)
        -> (differing: Int, largest: Int, diff: RenderedImage) {
        var diff = RenderedImage(width: a.width, height: a.height)
        var differing = 0, largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = p.maxChannelDifference(to: q)
                largest = max(largest, d)
                if d > channelTolerance {
                    differing += 1
                    diff[x, y] = RGBA8(r: 255, g: 0, b: 0, a: 255)
                } else {
                    let luminance: Int = (Int(p.r) + Int(p.g) + Int(p.b)) / 3
                    let grey = UInt8(min(255, 160 + luminance * 95 / 255))
                    diff[x, y] = RGBA8(r: grey, g: grey, b: grey, a: 255)
                }
            }
        }
        return (differing, largest, diff)
    }

    private static func writeFailure(_ image: RenderedImage, diff: RenderedImage?, name: String, filePath: String) {
        let dir = failureDirectory(for: filePath)
        try? image.writePNG(to: (dir as NSString).appendingPathComponent(name + ".actual.png"))
        if let diff { try? diff.writePNG(to: (dir as NSString).appendingPathComponent(name + ".diff.png")) }
    }
}
