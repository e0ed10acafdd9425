import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Animation files on a full disk, in a folder that does not exist yet, and with no frames.
final class AnimationExportDiskTests: FileSafetyTestCase {
    /// The small tmpfs mounted for the test, if any (unmounted in `tearDown`).
    private var mountPoint: String?

    override func tearDown() {
        if let mountPoint { _ = umount(mountPoint) }
        super.tearDown()
    }

    private func animationExport(to path: String, frames: Int, encoder: AnimationEncoder) -> AnimationExport {
        var export = AnimationExport(exporter: HeadlessExporter(frames: frames, fps: 30, outputDirectory: out,
                                                                size: PixelSize(width: 320, height: 240)),
                                     path: path)!
        export.encoder = encoder
        export.progress.isTerminal = false
        export.progress.printSummary = { _ in }
        return export
    }

    /// A stand-in `ffmpeg` that copies every frame into its output (descriptor 3), then fails
    /// saying `message`, as ffmpeg does on a full disk.
    private func failingFFmpeg(saying message: String) throws -> [String: String] {
        let bin = outside + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = "#!/bin/sh\ncat >&3 2>/dev/null\ncat >/dev/null\necho '\(message)' >&2\nexit 1\n"
        try script.write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(bin + "/ffmpeg", 0o755)
        return ["PATH": bin]
    }

    private func fullDiskFFmpeg() throws -> [String: String] {
        try failingFFmpeg(saying: "[out#0/gif @ 0x5] Error writing trailer of /dev/fd/3: No space left on device")
    }

    /// Mounts a 64 KB tmpfs on `out` (needs root, as on CI); false when it cannot.
    private func mountSmallDisk() -> Bool {
        guard mount("tmpfs", out, "tmpfs", 0, "size=64k") == 0 else { return false }
        mountPoint = out
        return true
    }

    /// ffmpeg's words follow the locale; the room left on the disk does not. A German message on
    /// a disk really filled (or, without root, one reported full) is a full disk all the same.
    func testAFullDiskIsToldFromTheRoomLeftWhateverLanguageFFmpegSpeaks() throws {
        let mounted = mountSmallDisk()
        let german = "Fehler beim Schreiben: Auf dem Gerät ist kein Speicherplatz mehr verfügbar"
        let environment = try failingFFmpeg(saying: german)
        let encoder = FFmpegEncoder(environment: environment)
        if !mounted { encoder.freeSpace = { _ in 0 } }
        let path = out + "/snow.gif"

        XCTAssertThrowsError(try animationExport(to: path, frames: 3, encoder: encoder).run(sceneNamed: "snow")) {
            guard case .diskFull(path, _)? = $0 as? AnimationExportError else {
                return XCTFail("not a full disk: \($0)")
            }
        }
        XCTAssertEqual(entries(out), [], "no file, no temporary file, no lock left")
    }

    /// The system's words for a full disk on a disk with room are not taken for a full disk.
    func testWordsAboutAFullDiskOnADiskWithRoomAreFFmpegsOwnFailure() throws {
        let encoder = FFmpegEncoder(environment: try failingFFmpeg(saying: "No space left on device"))
        encoder.freeSpace = { _ in 1 << 30 }
        let path = out + "/snow.gif"

        XCTAssertThrowsError(try animationExport(to: path, frames: 2, encoder: encoder).run(sceneNamed: "snow")) {
            XCTAssertEqual($0 as? AnimationExportError,
                           .encoderFailed(path: path, reason: "ffmpeg: No space left on device"))
        }
    }

    /// A real full disk: a 64 KB tmpfs (mounting needs root, as on CI) and the real ffmpeg.
    /// Without root or ffmpeg, the stand-in fails the same way, so nothing is skipped.
    func testAGIFOntoAFullDiskSaysSoInTheSameWordsAsPNGFrames() throws {
        var folder = out!, encoder = FFmpegEncoder()
        if FFmpegEncoder.executable() == nil || !mountSmallDisk() {
            encoder = FFmpegEncoder(environment: try fullDiskFFmpeg())
            encoder.freeSpace = { _ in 0 }
            folder = out + "/gifs"
        }
        let path = folder + "/bolt.gif"

        // Snow at 320x240 makes a GIF of several hundred kB.
        XCTAssertThrowsError(try animationExport(to: path, frames: 60, encoder: encoder)
            .run(sceneNamed: "snow")) {
            XCTAssertEqual($0 as? AnimationExportError, .diskFull(path: path, framesEncoded: 60))
            XCTAssertEqual("\($0)", "the disk is full: 60 frames encoded, nothing written to \(path)")
        }
        XCTAssertEqual(entries(folder), [], "no file, no temporary file, no lock left")
    }

    func testAMissingFolderIsCreatedForAnAnimationAsForPNGFrames() throws {
        let fake = FakeEncoder()
        let path = out + "/new/deeper/bolt.gif"

        try animationExport(to: path, frames: 2, encoder: fake).run(sceneNamed: "bolt-spinner")
        try HeadlessExporter(frames: 1, fps: 10, outputDirectory: out + "/new/frames").run(scene: TestScene())

        XCTAssertEqual(fake.begun?.path, path)
        XCTAssertTrue(fake.finished)
        XCTAssertEqual(entries(out + "/new"), ["deeper", "frames"])
        XCTAssertEqual(entries(out + "/new/frames"), ["frame-0000.png"])
    }

    func testAFileInThePlaceOfTheFolderIsSaidOnce() {
        XCTAssertTrue(FileManager.default.createFile(atPath: out + "/taken", contents: Data([1])))

        XCTAssertThrowsError(try animationExport(to: out + "/taken/bolt.gif", frames: 2, encoder: FakeEncoder())
            .run(sceneNamed: "bolt-spinner")) {
            XCTAssertEqual("\($0)", "could not write \(out!)/taken/bolt.gif: \(out!)/taken is a file, not a folder "
                + "(choose a writable --out folder)")
        }
    }

    func testAnEncoderFinishedWithNoFramesWritesNothing() throws {
        let encoder = FFmpegEncoder()
        let path = out + "/empty.gif"
        guard FFmpegEncoder.executable() != nil else {
            return XCTAssertThrowsError(try encoder.begin(path: path, format: .gif, width: 8, height: 8, fps: 30))
        }
        try encoder.begin(path: path, format: .gif, width: 8, height: 8, fps: 30)

        XCTAssertThrowsError(try encoder.finish()) {
            XCTAssertEqual($0 as? AnimationExportError, .noFrames(path: path))
        }
        XCTAssertEqual(entries(out), [])
    }
}
