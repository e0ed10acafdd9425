import AnimationCore
import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// Records what the export pipeline hands an encoder.
final class FakeEncoder: AnimationEncoder {
    var begun: (path: String, format: AnimationFormat, width: Int, height: Int, fps: Double)?
    var frames: [RenderedImage] = []
    var finished = false, cancelled = false
    var failOnFrame: Int?
    /// Frames drawn so far, as a test counts them (its `interruption` runs once after each).
    var framesDrawn = 0
    /// `framesDrawn` when each frame arrived.
    var drawnWhenAppended: [Int] = []

    func begin(path: String, format: AnimationFormat, width: Int, height: Int, fps: Double) throws {
        begun = (path, format, width, height, fps)
    }
    func append(_ frame: RenderedImage) throws {
        if frames.count == failOnFrame { throw AnimationExportError.encoderFailed(path: begun?.path ?? "", reason: "disk on fire") }
        frames.append(frame)
        drawnWhenAppended.append(framesDrawn)
    }
    func finish() throws { finished = true }
    func cancel() { cancelled = true }
}

/// `AnimationExport`: frames rendered as for PNGs, handed to an encoder; interruption, failures
/// and existing files; and a real GIF through ffmpeg.
final class AnimationExportTests: XCTestCase {
    private var folder: String!

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "animation-export-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    private func export(_ name: String, frames: Int = 6, fps: Double = 30,
                        encoder: AnimationEncoder) -> AnimationExport {
        let exporter = HeadlessExporter(frames: frames, fps: fps, outputDirectory: folder, size: PixelSize(width: 160, height: 120))
        var export = AnimationExport(exporter: exporter, path: folder + "/" + name)!
        export.encoder = encoder
        export.progress.isTerminal = false
        export.progress.printSummary = { _ in }
        return export
    }

    func testFormatComesFromTheExtension() {
        XCTAssertEqual(AnimationFormat(path: "out/anim.gif"), .gif)
        XCTAssertEqual(AnimationFormat(path: "clip.MP4"), .mp4)
        XCTAssertEqual(AnimationFormat(path: "a.webp"), .webp)
        XCTAssertNil(AnimationFormat(path: "frames/"))
        XCTAssertNil(AnimationExport(exporter: HeadlessExporter(frames: 1, fps: 1, outputDirectory: "x"), path: "frames"))
    }

    func testEveryFrameReachesTheEncoderAtTheExportSize() throws {
        let fake = FakeEncoder()

        let summary = try export("bolt.gif", encoder: fake).run(sceneNamed: "bolt-spinner")

        XCTAssertEqual(fake.begun?.format, .gif)
        XCTAssertEqual(fake.begun?.width, 160)
        XCTAssertEqual(fake.begun?.height, 120)
        XCTAssertEqual(fake.begun?.fps, 30)
        XCTAssertEqual(fake.frames.count, 6)
        XCTAssertTrue(fake.finished)
        XCTAssertNotEqual(fake.frames.first, fake.frames.last, "the halves move in over these frames")
        XCTAssertTrue(summary.hasPrefix("wrote \(folder!)/bolt.gif: 6 frames, 160x120, 0.20 s at 30 fps"), summary)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/frame-0000.png"), "no PNG frames on the side")
    }

    func testCtrlCFinalisesTheFramesAlreadyRendered() {
        let fake = FakeEncoder()
        var e = export("bolt.webp", frames: 20, encoder: fake)
        // Ctrl-C after the third frame is drawn (whether or not it reached the encoder yet).
        e.exporter.interruption = {
            fake.framesDrawn += 1
            return fake.framesDrawn >= 3 ? SIGINT : 0
        }

        XCTAssertThrowsError(try e.run(sceneNamed: "bolt-spinner")) { error in
            XCTAssertEqual(error as? PlaygroundError, .exportInterrupted(signal: SIGINT, framesWritten: 3, directory: folder + "/bolt.webp"))
        }
        XCTAssertEqual(fake.frames.count, 3)
        XCTAssertTrue(fake.finished, "the partial file is finalised, not removed")
        XCTAssertFalse(fake.cancelled)
    }

    func testEncoderFailureCancelsTheFile() {
        let fake = FakeEncoder()
        fake.failOnFrame = 2

        XCTAssertThrowsError(try export("bolt.mp4", encoder: fake).run(sceneNamed: "bolt-spinner")) { error in
            XCTAssertEqual(error as? AnimationExportError, .encoderFailed(path: folder + "/bolt.mp4", reason: "disk on fire"))
        }
        XCTAssertTrue(fake.cancelled)
        XCTAssertFalse(fake.finished)
    }

    func testAnExistingFileNeedsOverwrite() throws {
        let path = folder + "/bolt.gif"
        FileManager.default.createFile(atPath: path, contents: Data("old".utf8))
        let fake = FakeEncoder()
        var e = export("bolt.gif", frames: 2, encoder: fake)

        XCTAssertThrowsError(try e.run(sceneNamed: "bolt-spinner")) { error in
            XCTAssertEqual(error as? AnimationExportError, .outputExists(path: path))
        }
        XCTAssertNil(fake.begun, "nothing rendered")
        e.overwrite = true
        try e.run(sceneNamed: "bolt-spinner")
        XCTAssertEqual(fake.frames.count, 2)
    }

    func testWithoutFFmpegTheErrorSaysHowToInstallIt() {
        let encoder = FFmpegEncoder(environment: ["PATH": folder + "/no-such-bin"])

        XCTAssertThrowsError(try export("bolt.gif", frames: 2, encoder: encoder).run(sceneNamed: "bolt-spinner")) { error in
            XCTAssertEqual(error as? AnimationExportError, .ffmpegMissing(format: .gif))
            XCTAssertTrue("\(error)".contains("sudo apt-get install ffmpeg"), "\(error)")
            XCTAssertTrue("\(error)".contains("PNG frames"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "nothing left behind")
    }

    /// Where ffmpeg is installed (`scripts/install-dependencies.sh --test` installs it): a real
    /// GIF with the frames and size asked for. Without it, the same export must fail with the
    /// install hint, so this test checks one or the other and never passes vacuously.
    func testRealGIFHasTheFramesAndSizeAskedFor() throws {
        let path = folder + "/bolt.gif"
        let e = export("bolt.gif", frames: 12, fps: 24, encoder: FFmpegEncoder())
        guard FFmpegEncoder.executable() != nil, let ffprobe = ffprobePath() else {
            XCTAssertThrowsError(try e.run(sceneNamed: "bolt-spinner")) { XCTAssertEqual($0 as? AnimationExportError, .ffmpegMissing(format: .gif)) }
            return
        }

        try e.run(sceneNamed: "bolt-spinner")

        let probe = try run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                      "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", path])
        XCTAssertEqual(probe.trimmingCharacters(in: .whitespacesAndNewlines), "gif,160,120,12")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "bolt.gif" }
        XCTAssertEqual(leftovers, [], "no temporary file beside the GIF")
    }

    private func ffprobePath() -> String? {
        FFmpegEncoder.executable().map { ($0 as NSString).deletingLastPathComponent + "/ffprobe" }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// `ExportProgress`: the terminal progress bar and the summary line.
final class ExportProgressTests: XCTestCase {
    func testLineShowsFramesRateAndTimeLeft() {
        XCTAssertEqual(ExportProgress.line(done: 40, total: 96, elapsed: 2),
                       "[##########--------------] 40/96 frames · 20.0 fps · 2.8 s left")
        XCTAssertEqual(ExportProgress.line(done: 5, total: 120, elapsed: 0),
                       "[#-----------------------]   5/120 frames · 0.0 fps · 0.0 s left")
    }

    func testBarIsDrawnOnATerminalForExportsLongerThanASecond() {
        var output: [String] = [], summaries: [String] = []
        var now = 0.0
        var p = ExportProgress()
        p.isTerminal = true
        p.write = { output.append($0) }
        p.printSummary = { summaries.append($0) }
        p.clock = { now }

        p.start(total: 60, fps: 30)
        for k in 1...60 { now += 0.05; p.update(done: k) }
        p.end(summary: "done")

        XCTAssertEqual(output.first, "\r" + ExportProgress.line(done: 1, total: 60, elapsed: 0.05))
        XCTAssertEqual(output.dropLast().last, "\r" + ExportProgress.line(done: 60, total: 60, elapsed: 3))
        XCTAssertLessThanOrEqual(output.count, 32, "redrawn at most ten times a second (3 s), plus the last")
        XCTAssertEqual(output.last, "\n")
        XCTAssertEqual(summaries, ["done"])
    }

    func testNoBarWhenNotATerminalOrUnderASecond() {
        var output: [String] = [], summaries: [String] = []
        for (terminal, frames) in [(false, 120), (true, 30)] {
            var p = ExportProgress()
            p.isTerminal = terminal
            p.write = { output.append($0) }
            p.printSummary = { summaries.append($0) }
            p.start(total: frames, fps: 30)
            for k in 1...frames { p.update(done: k) }
            p.end(summary: "summary")
        }

        XCTAssertEqual(output, [])
        XCTAssertEqual(summaries, ["summary", "summary"], "the summary line is printed in every case")
    }
}
