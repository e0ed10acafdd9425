import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// `AnimationExportRecorder` (key `E`): the scene's tile cut out of the window's frames, taken
/// at the file's frame rate.
final class AnimationExportRecorderTests: XCTestCase {
    /// A 6×4 window whose pixel (x, y) has red x and green y.
    private let window: RenderedImage = {
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<6 { bytes += [UInt8(x), UInt8(y), 0, 255] } }
        return try! RenderedImage(width: 6, height: 4, pixels: bytes)
    }()

    func testRecordsTheTileRegionAtEvenSize() throws {
        let fake = FakeEncoder()
        let recorder = try AnimationExportRecorder(path: "clip.gif", rect: CGRect(x: 1, y: 1, width: 3.2, height: 2), encoder: fake)

        _ = try recorder.offer(window, at: 0)

        XCTAssertEqual(fake.begun?.width, 2, "3.2 rounds to 3, made even: 2")
        XCTAssertEqual(fake.begun?.height, 2)
        XCTAssertEqual(fake.begun?.fps, AnimationExportRecorder.fps)
        XCTAssertEqual(fake.frames.first?[0, 0], RGBA8(r: 1, g: 1, b: 0))
        XCTAssertEqual(fake.frames.first?[1, 1], RGBA8(r: 2, g: 2, b: 0))
    }

    func testFramesDrawnFasterThanTheFileRateAreSkipped() throws {
        let fake = FakeEncoder()
        let recorder = try AnimationExportRecorder(path: "clip.gif", rect: CGRect(x: 0, y: 0, width: 6, height: 4), encoder: fake)

        for k in 0..<60 { _ = try recorder.offer(window, at: Double(k) / 60) }   // one second at 60 Hz

        XCTAssertEqual(recorder.frames, 30)
        XCTAssertEqual(try recorder.finish(), "recorded clip.gif: 30 frames, 6x4, 1.0 s at 30 fps")
        XCTAssertTrue(fake.finished)
    }

    func testSlowWindowsHaveFramesRepeatedToKeepTheSpeed() throws {
        let fake = FakeEncoder()
        let recorder = try AnimationExportRecorder(path: "clip.gif", rect: CGRect(x: 0, y: 0, width: 6, height: 4), encoder: fake)

        for k in 0..<15 { _ = try recorder.offer(window, at: Double(k) / 15) }   // one second at 15 Hz
        _ = try recorder.offer(window, at: 10)                                  // after a long pause

        XCTAssertEqual(recorder.frames, 1 + 14 * 2 + AnimationExportRecorder.maximumRepeats, "1 + 14 × 2 frames for the second (about 30), then at most 3")
        XCTAssertEqual(fake.frames.count, recorder.frames)
    }

    func testStopsAskingAfterTheLongestRecording() throws {
        let recorder = try AnimationExportRecorder(path: "clip.gif", rect: CGRect(x: 0, y: 0, width: 2, height: 2), encoder: FakeEncoder())
        var k = 0, more = true

        while more, k < 10_000 { more = try recorder.offer(window, at: Double(k) / 30); k += 1 }

        XCTAssertEqual(Double(recorder.frames), AnimationExportRecorder.maximumDuration * AnimationExportRecorder.fps)
    }

    func testEmptyRegionIsRefused() {
        XCTAssertThrowsError(try AnimationExportRecorder(path: "clip.gif", rect: CGRect(x: 0, y: 0, width: 1, height: 9), encoder: FakeEncoder()))
    }

    /// A 1×1 window leaves a region of a pixel or none: the sentence gives its size, not a struct.
    func testAnEmptyRegionIsDescribedInPixels() {
        let rect = CGRect(x: 16, y: 48, width: 0.6, height: 1)

        XCTAssertThrowsError(try AnimationExportRecorder(path: "clip.gif", rect: rect, encoder: FakeEncoder())) {
            XCTAssertEqual("\($0)", "could not write clip.gif: nothing to record in a 1×1 px area "
                + "(a recording needs at least 2×2)")
        }
        XCTAssertThrowsError(try AnimationExportRecorder(path: "clip.txt", rect: CGRect(x: 0, y: 0, width: 8, height: 8),
                                                         encoder: FakeEncoder())) {
            XCTAssertEqual("\($0)", "could not write clip.txt: the name does not end in .gif, .webp, .mp4")
        }
    }

    func testFileNameNamesTheSceneAndTheTime() {
        let name = AnimationExportRecorder.fileName(for: "bolt-spinner", at: Date(timeIntervalSince1970: 1_795_000_000))

        XCTAssertEqual(name, "playground-bolt-spinner-20261118-110640.gif")
    }

    func testKeyEAsksTheHostToRecordTheOpenScene() {
        let model = GalleryModel(scenes: [TestScene()])
        var asked: [Int] = []
        model.onRecordToggle = { asked.append($0) }

        model.handle(.key(.character("e"), shift: false))
        model.focus(0)
        model.handle(.key(.character("e"), shift: false))

        XCTAssertEqual(asked, [0], "only a full-window scene is recorded")
    }
}
