import Foundation
@testable import PlaygroundKit
import XCTest

/// What `--out` and `--scene` accept and how they are echoed: an image file name the export does
/// not write is refused (not made into a folder), and text with escape characters is quoted.
final class OutputNameTests: XCTestCase {
    private var folder: String!

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "output-name-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    private func read(_ arguments: [String]) -> Result<CommandLineRequest, UsageError> {
        CommandLineReader.read(arguments, sceneIdentifiers: ["snow", "bolt-spinner"])
    }

    func testAnImageFileNameIsRefusedWithTheFormatsThatAreWritten() {
        for name in ["x.png", "clip.JPG", "movie.mov", "a.webm"] {
            let path = folder + "/" + name
            guard case let .failure(error) = read(["--headless", "--scene", "snow", "--out", path]) else {
                return XCTFail("\(name) accepted")
            }
            let ext = (name as NSString).pathExtension
            XCTAssertEqual(error.message, "--out \(path) names a .\(ext) file, which the export does not write: "
                + "name a .gif, .webp or .mp4 file, or a folder for PNG frames")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "no folder called \(name)")
        }
    }

    func testAFolderThatHappensToEndInPngIsStillAFolder() throws {
        let path = folder + "/shots.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)

        guard case .success(.launch) = read(["--headless", "--scene", "snow", "--out", path]) else {
            return XCTFail("an existing folder is a folder whatever its name")
        }
    }

    func testAnimationFilesAndPlainFoldersAreAccepted() {
        for name in ["a.gif", "a.webp", "a.mp4", "frames", "frames.d"] {
            guard case .success(.launch) = read(["--headless", "--scene", "snow", "--out", folder + "/" + name]) else {
                return XCTFail(name)
            }
        }
    }

    func testEscapeCharactersInASceneNameAreQuotedNotSentToTheTerminal() {
        let name = "snow\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"
        guard case let .failure(error) = read(["--scene", name]) else { return XCTFail("accepted") }

        let quoted = #""snow\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m\u{202E}""#
        XCTAssertTrue(error.description.hasPrefix("playground: unknown scene " + quoted), error.description)
        XCTAssertFalse(error.description.unicodeScalars.contains { TerminalText.isControl($0) }, error.description)
    }

    func testQuotingLeavesOrdinaryTextAsItIs() {
        XCTAssertEqual(TerminalText.quoted("bolt-spinner"), "\"bolt-spinner\"")
        XCTAssertEqual(TerminalText.quoted("Café ❄️"), "\"Café ❄️\"")
        XCTAssertEqual(TerminalText.quoted("a\"b\\c\nd"), #""a\"b\\c\nd""#)
        XCTAssertEqual(TerminalText.printable("tab\there\u{7F}"), #"tab\there\u{7F}"#)
    }

    func testErrorsPrintedByTheAppHaveNoControlCharacters() {
        let size = PlaygroundError.badSize(text: "12\u{1B}[31mx4", reason: "not a number")
        XCTAssertTrue("\(size)".hasPrefix(#"bad size "12\u{1B}[31mx4""#), "\(size)")
        let path = PlaygroundError.exportFailed(path: "/tmp/\u{1B}[2J", reason: "Permission denied")
        XCTAssertEqual(TerminalText.printable("playground: \(path)"),
                       #"playground: could not write /tmp/\u{1B}[2J: Permission denied"#
                           + " (choose a writable --out folder)")
    }
}
