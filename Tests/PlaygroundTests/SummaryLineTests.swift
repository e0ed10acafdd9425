@testable import PlaygroundKit
import XCTest

/// The lines an export prints on stdout spell out control characters of the `--out` path, as
/// stderr does, so a path cannot act on the terminal or fake a second line.
final class SummaryLineTests: XCTestCase {
    private let hostile = "out\u{1B}[2J\nwrote /etc/passwd"

    private func assertPrintable(_ line: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                       "no control character reaches the terminal: \(line.debugDescription)", file: file, line: number)
    }

    func testTheAnimationSummarySpellsOutTheEscapeAndTheNewline() {
        let exporter = HeadlessExporter(frames: 3, fps: 30, outputDirectory: ".",
                                        size: PixelSize(width: 160, height: 120))
        let export = AnimationExport(exporter: exporter, path: hostile + ".gif")!

        let line = export.summary(frames: 3, width: 160, height: 120, elapsed: 0.5)

        assertPrintable(line)
        XCTAssertTrue(line.hasPrefix(#"wrote out\u{1B}[2J\nwrote /etc/passwd.gif: 3 frames, 160x120"#), line)
    }

    func testThePNGSummarySpellsOutTheFolder() {
        let line = PlaygroundApp.framesWritten(3, to: hostile)

        assertPrintable(line)
        XCTAssertEqual(line, #"wrote 3 frames to out\u{1B}[2J\nwrote /etc/passwd"#)
        XCTAssertEqual(PlaygroundApp.framesWritten(1, to: "frames"), "wrote 1 frame to frames")
    }
}
