import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Symbolic links planted where an export writes (the temporary names of frames and animation
/// files, ffmpeg's old log in /tmp, a frame's own name, the output path itself): nothing outside
/// the output is ever written through one.
final class PlantedLinkTests: FileSafetyTestCase {
    func testAFrameIsNotWrittenThroughALinkAtItsOldTemporaryName() throws {
        plantLink(".a.png.partial", to: victim("passwd"))

        try AtomicFileWriter().write([1, 2, 3], to: out + "/a.png")

        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/a.png"))), [1, 2, 3])
        XCTAssertTrue(isRegularFile(out + "/a.png"), "the frame is a file, not the link moved into place")
        assertOutsideUntouched()
    }

    func testTheTemporaryFileIsNewHiddenAndNamesItsProcess() throws {
        var seen = ""
        let writer = AtomicFileWriter { fd, bytes, count in
            seen = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")) ?? ""
            return Glibc.write(fd, bytes, count)
        }

        try writer.write([7], to: out + "/frame-0001.png")

        let name = (seen as NSString).lastPathComponent
        XCTAssertEqual((seen as NSString).deletingLastPathComponent, (out as NSString).resolvingSymlinksInPath)
        XCTAssertTrue(name.hasPrefix(".frame-0001.png.part-\(getpid())-"), name)
        XCTAssertEqual(name.count, ".frame-0001.png.part-\(getpid())-".count + 6, name)
        XCTAssertEqual(TemporaryFile.owner(ofName: name), getpid())
    }

    /// Someone swaps the temporary file for a link while the frame is written: the link is not
    /// renamed into place (only what this process created is), and its target is untouched.
    func testATemporaryFileSwappedForALinkIsNotMovedIntoPlace() throws {
        let target = victim("swapped")
        let writer = AtomicFileWriter { fd, bytes, count in
            let temporary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")) ?? ""
            if unlink(temporary) == 0 { _ = symlink(target, temporary) }
            return Glibc.write(fd, bytes, count)
        }

        XCTAssertThrowsError(try writer.write([1, 2, 3], to: out + "/a.png")) {
            XCTAssertEqual($0 as? FileWriteError, .failed(path: out + "/a.png", reason: TemporaryFile.replacedReason))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/a.png"))
        assertOutsideUntouched()
    }

    func testALinkAtAFrameNameIsReplacedNotFollowed() throws {
        plantLink("frame-0000.png", to: victim("frame-target"))
        var exporter = HeadlessExporter(frames: 2, fps: 10, outputDirectory: out)
        exporter.overwrite = true

        try exporter.run(scene: TestScene())

        XCTAssertEqual(entries(out), ["frame-0000.png", "frame-0001.png"])
        XCTAssertTrue(isRegularFile(out + "/frame-0000.png"))
        XCTAssertNoThrow(try RenderedImage(contentsOfPNG: out + "/frame-0000.png"))
        assertOutsideUntouched()
    }

    func testAnOutputFolderThatIsALinkIsRefused() {
        let link = out + "/frames"
        XCTAssertEqual(symlink(outside, link), 0)
        _ = victim("notes")

        XCTAssertThrowsError(try HeadlessExporter(frames: 2, fps: 10, outputDirectory: link).run(scene: TestScene())) {
            XCTAssertEqual($0 as? PlaygroundError, .outputIsLink(path: link, target: outside))
            XCTAssertTrue("\($0)".contains("is a symbolic link"), "\($0)")
        }
        XCTAssertEqual(entries(outside), ["notes"], "no frame written into the link's target")
        assertOutsideUntouched()
    }

    func testAnOutputFileThatIsALinkIsRefusedEvenWithOverwrite() throws {
        let target = victim("report.gif")
        plantLink("bolt.gif", to: target)
        let fake = FakeEncoder()
        let exporter = HeadlessExporter(frames: 2, fps: 10, outputDirectory: out)
        var export = AnimationExport(exporter: exporter, path: out + "/bolt.gif")!
        export.encoder = fake
        export.overwrite = true
        export.progress.isTerminal = false

        XCTAssertThrowsError(try export.run(sceneNamed: "bolt-spinner")) {
            XCTAssertEqual($0 as? PlaygroundError, .outputIsLink(path: out + "/bolt.gif", target: target))
        }
        XCTAssertNil(fake.begun, "nothing was encoded")
        assertOutsideUntouched()
    }

    /// ffmpeg's log used to be `/tmp/playground-ffmpeg-<pid>.log` and its partial file
    /// `.bolt.gif.part-<pid>`, both opened with O_TRUNC: links planted at both are left alone.
    func testFFmpegWritesThroughNeitherItsOldLogNameNorItsOldPartialName() throws {
        let oldLog = NSTemporaryDirectory() + "playground-ffmpeg-\(getpid()).log"
        unlink(oldLog)
        XCTAssertEqual(symlink(victim("log-target"), oldLog), 0)
        defer { unlink(oldLog) }
        plantLink(".bolt.gif.part-\(getpid())", to: victim("part-target"))
        var export = AnimationExport(exporter: HeadlessExporter(frames: 4, fps: 10, outputDirectory: out,
                                                                size: PixelSize(width: 80, height: 60)),
                                     path: out + "/bolt.gif")!
        export.progress.isTerminal = false
        export.progress.printSummary = { _ in }
        guard FFmpegEncoder.executable() != nil else {
            XCTAssertThrowsError(try export.run(sceneNamed: "bolt-spinner")) {
                XCTAssertEqual($0 as? AnimationExportError, .ffmpegMissing(format: .gif))
            }
            return
        }

        try export.run(sceneNamed: "bolt-spinner")

        XCTAssertTrue(isRegularFile(out + "/bolt.gif"))
        let gif = try Data(contentsOf: URL(fileURLWithPath: out + "/bolt.gif"))
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(entries(out), [".bolt.gif.part-\(getpid())", "bolt.gif"],
                       "only the planted link stays beside the GIF")
        assertOutsideUntouched()
    }
}
