import AnimationCore
import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// `AnimationExport` on the OpenGL backend: frame k is read back (pixel buffers) while frame
/// k + 1 is drawn, and the encoder still gets exactly the frames a synchronous read gives, all
/// of them, in order; Ctrl-C and an encoder's failure end the export as they do on the SDL backend.
final class AnimationExportReadbackTests: XCTestCase {
    private var folder: String!

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "animation-export-readback-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    /// An export of `frames` frames of snow (particles drawn by the OpenGL backend's shader) at
    /// 160×120 on the OpenGL backend, from 0.5 s so flakes are on screen; `fake`'s `framesDrawn`
    /// counts the frames drawn (the exporter checks for a signal once after each).
    private func export(_ name: String, frames: Int, asynchronous: Bool = true, encoder: AnimationEncoder,
                        stopAfter: Int? = nil, counting fake: FakeEncoder? = nil) -> AnimationExport {
        var exporter = HeadlessExporter(frames: frames, fps: 30, from: 0.5, outputDirectory: folder,
                                        size: PixelSize(width: 160, height: 120))
        exporter.backend = .openGL
        exporter.readsBackAsynchronously = asynchronous
        var drawn = 0
        exporter.interruption = {
            drawn += 1
            fake?.framesDrawn = drawn
            return stopAfter.map { drawn >= $0 ? SIGINT : 0 } ?? 0
        }
        var export = AnimationExport(exporter: exporter, path: folder + "/" + name)!
        export.encoder = encoder
        export.overwrite = true
        export.progress.isTerminal = false
        export.progress.printSummary = { _ in }
        return export
    }

    func testFramesReadBackWhileTheNextDrawsAreThoseOfASynchronousRead() throws {
        let overlapped = FakeEncoder(), synchronous = FakeEncoder()

        try export("snow.gif", frames: 8, encoder: overlapped, counting: overlapped).run(sceneNamed: "snow")
        try export("snow.gif", frames: 8, asynchronous: false, encoder: synchronous, counting: synchronous)
            .run(sceneNamed: "snow")

        XCTAssertEqual(overlapped.frames.count, 8)
        XCTAssertEqual(synchronous.frames.count, 8)
        for k in 0..<min(overlapped.frames.count, synchronous.frames.count) {
            XCTAssertTrue(overlapped.frames[k] == synchronous.frames[k], "frame \(k): the pixels differ")
        }
        XCTAssertGreaterThan(Set(synchronous.frames.map(\.pixels)).count, 4, "the flakes move")
        XCTAssertEqual(synchronous.drawnWhenAppended, Array(0..<8), "each frame taken before the next is drawn")
        XCTAssertEqual(overlapped.drawnWhenAppended, Array(1...8),
                       "frame k taken once frame k + 1 is drawn (the last after the loop)")
        XCTAssertTrue(overlapped.finished)
        XCTAssertTrue(synchronous.finished)
    }

    func testCtrlCHandsOverEveryFrameDrawn() {
        let fake = FakeEncoder()
        let e = export("snow.webp", frames: 20, encoder: fake, stopAfter: 3, counting: fake)

        XCTAssertThrowsError(try e.run(sceneNamed: "snow")) { error in
            XCTAssertEqual(error as? PlaygroundError,
                           .exportInterrupted(signal: SIGINT, framesWritten: 3, directory: folder + "/snow.webp"))
        }
        XCTAssertEqual(fake.frames.count, 3, "the frame still in flight reached the file too")
        XCTAssertEqual(fake.drawnWhenAppended, [1, 2, 3])
        XCTAssertTrue(fake.finished, "the partial file is finalised, not removed")
        XCTAssertFalse(fake.cancelled)
    }

    func testTheEncodersFirstFailureStopsTheExport() {
        let fake = FakeEncoder()
        fake.failOnFrame = 2

        XCTAssertThrowsError(try export("snow.mp4", frames: 8, encoder: fake).run(sceneNamed: "snow")) { error in
            XCTAssertEqual(error as? AnimationExportError,
                           .encoderFailed(path: folder + "/snow.mp4", reason: "disk on fire"))
        }
        XCTAssertEqual(fake.frames.count, 2, "frames 0 and 1 reached the encoder, nothing after the failure")
        XCTAssertTrue(fake.cancelled)
        XCTAssertFalse(fake.finished)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/snow.mp4"))
    }

    /// Where ffmpeg is installed: the GIF of frames read back a frame later is byte for byte the
    /// GIF of frames read at once. Without ffmpeg the export must fail with the install hint.
    func testOverlappedGIFIsTheSynchronousOne() throws {
        let overlapped = export("overlapped.gif", frames: 6, encoder: FFmpegEncoder())
        guard FFmpegEncoder.executable() != nil else {
            XCTAssertThrowsError(try overlapped.run(sceneNamed: "snow")) {
                XCTAssertEqual($0 as? AnimationExportError, .ffmpegMissing(format: .gif))
            }
            return
        }

        try overlapped.run(sceneNamed: "snow")
        try export("synchronous.gif", frames: 6, asynchronous: false, encoder: FFmpegEncoder()).run(sceneNamed: "snow")

        let a = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/overlapped.gif"))
        let b = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/synchronous.gif"))
        XCTAssertGreaterThan(a.count, 1000)
        XCTAssertEqual(a, b)
    }
}
