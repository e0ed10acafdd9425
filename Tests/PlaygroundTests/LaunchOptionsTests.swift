import Foundation
@testable import PlaygroundKit
import XCTest

/// Command-line validation: every bad input gives one sentence naming the problem and the fix.
final class LaunchOptionsTests: XCTestCase {
    func testSizes() throws {
        XCTAssertEqual(try PixelSize.parse("1280x800"), PixelSize(width: 1280, height: 800))
        XCTAssertEqual(try PixelSize.parse(" 640X480 "), PixelSize(width: 640, height: 480))
        XCTAssertEqual(try PixelSize.parse("800×600"), PixelSize(width: 800, height: 600))
        for bad in ["", "1280", "1280x", "x800", "axb", "1280x800x2", "-5x100", "1280.5x800", "0x0", "99999x100",
                    "10x10"] {
            XCTAssertThrowsError(try PixelSize.parse(bad), bad) { error in
                guard case PlaygroundError.badSize = error else { return XCTFail("\(error)") }
                let text = "\(error)"
                XCTAssertTrue(text.contains("bad size \"\(bad)\""), text)
                XCTAssertTrue(text.contains("WIDTHxHEIGHT"), "says what to do: \(text)")
                XCTAssertFalse(text.contains("\n"))
            }
        }
    }

    func testWindowsNeedAUsableSize() {
        var o = LaunchOptions()
        o.size = PixelSize(width: 100, height: 100)
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: [])) {
            XCTAssertTrue("\($0)".contains("at least 320x240"))
        }
        o.headless = true
        o.outputDirectory = "/tmp/x"
        XCTAssertNoThrow(try o.validate(sceneIdentifiers: []), "headless frames may be small")
    }

    func testFactors() throws {
        XCTAssertEqual(try LaunchOptions.parseFactor("10"), 10)
        XCTAssertEqual(try LaunchOptions.parseFactor("2.5"), 2.5)
        for bad in ["0", "0.5", "-3", "abc", "", "nan", "inf", "1000"] {
            XCTAssertThrowsError(try LaunchOptions.parseFactor(bad), bad) { error in
                XCTAssertEqual(error as? PlaygroundError, .badFactor(text: bad))
                XCTAssertTrue("\(error)".contains("from 1 to 100"))
                XCTAssertEqual((error as? PlaygroundError)?.exitCode, 64)
            }
        }
    }

    func testUnknownSceneSuggestsTheClosestName() {
        var o = LaunchOptions()
        o.sceneName = "bolt-spiner"
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: ["bolt-spinner", "snow"])) { error in
            XCTAssertEqual("\(error)", "unknown scene \"bolt-spiner\" (did you mean \"bolt-spinner\"?): "
                                + "run with --list to see the scene names")
        }
        o.sceneName = "zzzzzzzzzz"
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: ["bolt-spinner", "snow"])) { error in
            XCTAssertEqual("\(error)", "unknown scene \"zzzzzzzzzz\": run with --list to see the scene names")
        }
        o.sceneName = "snow"
        XCTAssertNoThrow(try o.validate(sceneIdentifiers: ["bolt-spinner", "snow"]))
    }

    func testHeadlessOptions() {
        var o = LaunchOptions()
        o.headless = true
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: [])) { XCTAssertTrue("\($0)".contains("--out DIR")) }
        o.outputDirectory = "/tmp/frames"
        XCTAssertNoThrow(try o.validate(sceneIdentifiers: []))
        o.frames = 0
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: [])) { XCTAssertTrue("\($0)".contains("--frames")) }
        o.frames = 10
        o.fps = 0
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: [])) { XCTAssertTrue("\($0)".contains("--fps")) }
        o.fps = 30
        o.from = -1
        XCTAssertThrowsError(try o.validate(sceneIdentifiers: [])) { XCTAssertTrue("\($0)".contains("--from")) }
    }

    func testMessagesAreOneSentenceEach() {
        let errors: [PlaygroundError] = [
            .noDisplay, .windowFailed(call: "SDL_CreateWindow", message: "x"), .unknownScene(name: "a", known: []),
            .noScenes,
            .badSize(text: "a", reason: "b"), .badFactor(text: "0"), .badOption(option: "--fps 0", reason: "r"),
            .assetsMissing(searched: ["/a/assets", "/b/assets"]), .fontMissing(path: "/a/fonts/DejaVuSans.ttf"),
            .exportFailed(path: "/x", reason: "y"), .displayUnavailable(variable: "DISPLAY", value: ":57"),
            .notEnoughMemory(size: PixelSize(width: 9000, height: 9000), need: 1 << 33, available: 1 << 30),
            .outputIsFile(path: "/f"), .outputHoldsFrames(directory: "/d", count: 2),
            .fontUnreadable(path: "/a/f.ttf", reason: "r"), .diskFull(framesWritten: 1, directory: "/d"),
            .exportInterrupted(signal: 2, framesWritten: 3, directory: "/d"),
        ]
        for e in errors {
            XCTAssertFalse(e.description.contains("\n"), e.description)
            XCTAssertFalse(e.description.isEmpty)
        }
        XCTAssertEqual(PlaygroundError.noDisplay.description, "no display: set DISPLAY or use --headless")
        XCTAssertEqual(PlaygroundError.noDisplay.exitCode, 1)
        XCTAssertTrue(PlaygroundError.fontMissing(path: "/a/f.ttf").description.contains("ANIMATION_PLAYGROUND_ASSETS"))
        XCTAssertTrue(
            PlaygroundError.assetsMissing(searched: ["/a"]).description.contains("ANIMATION_PLAYGROUND_ASSETS"))
    }

    func testTheShippedFontsAreFound() {
        XCTAssertNoThrow(try AssetCheck.prepare())
    }
}
