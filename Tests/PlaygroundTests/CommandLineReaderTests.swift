import Foundation
@testable import PlaygroundKit
import XCTest

/// The command line: one style for every bad one (a sentence, a pointer to --help, exit 64),
/// negative numbers reach the range checks, and the help screen fits 80 columns.
final class CommandLineReaderTests: XCTestCase {
    let scenes = ["bolt-spinner", "snow"]

    /// The usage error for `arguments`, failing when they are accepted.
    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> UsageError? {
        switch CommandLineReader.read(arguments, sceneIdentifiers: scenes) {
        case let .failure(error): return error
        case let .success(request): XCTFail("accepted: \(request)", file: file, line: line); return nil
        }
    }

    private func options(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> LaunchOptions? {
        switch CommandLineReader.read(arguments, sceneIdentifiers: scenes) {
        case let .success(.launch(o)): return o
        case let other: XCTFail("\(other)", file: file, line: line); return nil
        }
    }

    func testNegativeNumbersGetTheRangeMessage() {
        let out = ["--headless", "--out", "/tmp/never-written"]
        XCTAssertEqual(usageError(out + ["--frames", "-5"])?.message, "bad --frames -5: give from 1 to 100000 frames")
        XCTAssertEqual(usageError(out + ["--fps", "-1"])?.message,
                       "bad --fps -1.0: give from 1 to 1000 frames per second")
        XCTAssertEqual(usageError(out + ["--from", "-2"])?.message,
                       "bad --from -2.0: give a time from 0 to 3600 seconds")
        XCTAssertEqual(usageError(["--size", "-1x5"])?.message,
                       "bad size \"-1x5\": each side must be from 64 to 16384; "
                        + "write it as WIDTHxHEIGHT, for example --size 1280x800")
        XCTAssertEqual(usageError(["--slow", "-2"])?.message,
                       "bad slow-motion factor \"-2\": give a number from 1 to 100, for example --slow 10")
        for arguments in [out + ["--frames", "-5"], ["--size", "-1x5"], ["--slow", "-2"]] {
            XCTAssertFalse(usageError(arguments)?.message.contains("Missing value") ?? true, "\(arguments)")
        }
    }

    func testEveryBadCommandLineHasOneStyle() {
        let bad: [[String]] = [["--bogus"], ["--frames"], ["--frames", "abc"], ["--scene", "nope"], ["--size", "10"],
                               ["--headless"], ["extra"], ["--slow", "0"]]
        for arguments in bad {
            guard let error = usageError(arguments) else { continue }
            XCTAssertTrue(error.description.hasPrefix("playground: "), error.description)
            XCTAssertTrue(error.description.hasSuffix(" (see playground --help)"), error.description)
            XCTAssertFalse(error.description.contains("\n"), error.description)
            XCTAssertFalse(error.message.hasPrefix("Error"), error.description)
            XCTAssertFalse(error.message.contains("Usage"), error.description)
        }
        XCTAssertEqual(UsageError.exitCode, 64)
        XCTAssertEqual(PlaygroundError.badSize(text: "a", reason: "b").exitCode, 64)
        XCTAssertEqual(usageError(["--bogus"])?.message, "unknown option '--bogus'. Did you mean '--out'?")
    }

    func testHeadlessOnlyOptionsNeedHeadless() {
        for (arguments, option) in [(["--frames", "10"], "--frames"), (["--fps", "30"], "--fps"),
                                    (["--from", "1"], "--from"),
                                    (["--out", "/tmp/x"], "--out"), (["--overwrite"], "--overwrite")] {
            XCTAssertEqual(usageError(arguments)?.message,
                           "bad \(option): it applies only to PNG export; add --headless or leave it out")
        }
        XCTAssertEqual(options(["--size", "800x600", "--scene", "snow"])?.size, PixelSize(width: 800, height: 600))
    }

    func testHelpAndListAreRequestsNotErrors() {
        guard case let .success(.help(text)) = CommandLineReader.read(["--help"], sceneIdentifiers: scenes) else {
            return XCTFail("--help is not a help request")
        }
        XCTAssertTrue(text.contains("--overwrite"))
        XCTAssertEqual(try CommandLineReader.read(["--list"], sceneIdentifiers: scenes).get(), .list)
    }

    /// No help line is longer than 80 columns, and none is a phrase's tail wrapped to column 0:
    /// every option's help and every key's action reads whole on one line.
    func testHelpLinesAreNotWrappedMidPhrase() throws {
        guard case let .success(.help(text)) = CommandLineReader.read(["--help"], sceneIdentifiers: scenes) else {
            return XCTFail("no help")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines { XCTAssertLessThanOrEqual(line.count, 80, line) }
        let startsAtColumnZero = lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
        for line in startsAtColumnZero {
            XCTAssertTrue(["OVERVIEW:", "USAGE:", "OPTIONS:", "Opens a window", "Headless export", "Your own scenes"]
                .contains { line.hasPrefix($0) },
                          "a wrapped tail at column 0: \(line)")
        }
        for phrase in ["Write PNG frames instead of opening a window.",
                       "Headless: replace the frames already in --out.",
                       "Slow the gallery down (1–100, e.g. 10).", "Window size, or PNG size with --headless."] {
            XCTAssertTrue(lines.contains { $0.hasSuffix(phrase) }, "\(phrase) is on one line")
        }
        for binding in HelpOverlay.bindings where binding.action.count <= 55 {
            XCTAssertTrue(lines.contains { $0.hasSuffix(binding.action) }, "\(binding.action) is on one line")
        }
    }
}

/// The export folder: a file is named as such, old frames are kept unless --overwrite, and frame
/// names are padded so they sort in order.
final class ExportFolderTests: XCTestCase {
    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "export-folder-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    func testFrameNamesArePaddedToTheDigitsTheCountNeeds() {
        XCTAssertEqual(HeadlessExporter.fileName(ofFrame: 7, frameCount: 60), "frame-0007.png")
        XCTAssertEqual(HeadlessExporter.fileName(ofFrame: 9_999, frameCount: 10_000), "frame-9999.png")
        XCTAssertEqual(HeadlessExporter.fileName(ofFrame: 7, frameCount: 10_001), "frame-00007.png")
        XCTAssertEqual(HeadlessExporter.fileName(ofFrame: 10_000, frameCount: 10_001), "frame-10000.png")
        let names = (0..<10_001).map { HeadlessExporter.fileName(ofFrame: $0, frameCount: 10_001) }
        XCTAssertEqual(names.sorted(), names, "names sort in frame order")
    }

    func testOutNamingAFileSaysItIsAFile() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: directory, contents: Data([1])))

        XCTAssertThrowsError(
            try HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory).run(scene: TestScene())) {
            XCTAssertEqual($0 as? PlaygroundError, .outputIsFile(path: directory))
            XCTAssertEqual("\($0)", "--out \(directory!) is a file, not a folder: name a folder for the frames")
        }
    }

    func testAFolderWithFramesIsRefusedWithoutOverwrite() throws {
        try HeadlessExporter(frames: 3, fps: 10, outputDirectory: directory).run(scene: TestScene())

        XCTAssertThrowsError(
            try HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory).run(scene: TestScene())) {
            XCTAssertEqual($0 as? PlaygroundError, .outputHoldsFrames(directory: directory, count: 3))
            XCTAssertEqual(
                "\($0)",
                "\(directory!) already holds 3 frames: choose an empty folder, or add --overwrite to replace them")
        }
        var o = LaunchOptions()
        o.headless = true
        o.outputDirectory = directory
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: []), "the command line refuses it before anything opens")
    }

    func testOverwriteReplacesTheOldFrames() throws {
        try HeadlessExporter(frames: 3, fps: 10, outputDirectory: directory).run(scene: TestScene())
        var again = HeadlessExporter(frames: 2, fps: 10, outputDirectory: directory)
        again.overwrite = true

        try again.run(scene: TestScene())

        XCTAssertEqual(HeadlessExporter.frameFiles(in: directory), ["frame-0000.png", "frame-0001.png"])
    }
}
