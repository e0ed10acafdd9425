import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Two exports of the same output at once (the second is refused by the lock), and the
/// temporary files a killed export leaves (cleared by the next export into that folder).
final class ExportLockTests: FileSafetyTestCase {
    private func animationExport(_ name: String, encoder: AnimationEncoder) -> AnimationExport {
        var export = AnimationExport(exporter: HeadlessExporter(frames: 2, fps: 10, outputDirectory: out,
                                                                size: PixelSize(width: 80, height: 60)),
                                     path: out + "/" + name)!
        export.encoder = encoder
        export.progress.isTerminal = false
        export.progress.printSummary = { _ in }
        return export
    }

    func testASecondExportIntoAFolderInUseIsRefusedAndWritesNothing() throws {
        let running = try ExportLock.forFolder(out)

        XCTAssertThrowsError(try HeadlessExporter(frames: 2, fps: 10, outputDirectory: out).run(scene: TestScene())) {
            XCTAssertEqual($0 as? PlaygroundError, .exportInProgress(path: out, pid: getpid()))
            XCTAssertEqual("\($0)", "another export (process \(getpid())) is writing \(out!) right now: "
                + "wait for it to finish, or choose another --out")
        }
        XCTAssertEqual(entries(out), [ExportLock.folderLockName], "no frame from the second export")

        running.release()
        try HeadlessExporter(frames: 2, fps: 10, outputDirectory: out).run(scene: TestScene())
        XCTAssertEqual(entries(out), ["frame-0000.png", "frame-0001.png"], "the lock file goes with the export")
    }

    func testASecondExportOfTheSameFileIsRefused() throws {
        let running = try ExportLock.forFile(out + "/bolt.gif")
        let fake = FakeEncoder()

        XCTAssertThrowsError(try animationExport("bolt.gif", encoder: fake).run(sceneNamed: "bolt-spinner")) {
            XCTAssertEqual($0 as? PlaygroundError, .exportInProgress(path: out + "/bolt.gif", pid: getpid()))
        }
        XCTAssertNil(fake.begun)

        running.release()
        XCTAssertNoThrow(try animationExport("bolt.gif", encoder: fake).run(sceneNamed: "bolt-spinner"))
        XCTAssertEqual(fake.frames.count, 2)
    }

    func testALockFileLeftByAKilledExportDoesNotBlockTheNext() throws {
        let dead = try deadProcessID()
        let lockFile = out + "/" + ExportLock.folderLockName
        XCTAssertTrue(FileManager.default.createFile(atPath: lockFile, contents: Data("\(dead)\n".utf8)))

        try HeadlessExporter(frames: 1, fps: 10, outputDirectory: out).run(scene: TestScene())

        XCTAssertEqual(entries(out), ["frame-0000.png"])
    }

    func testALinkPlantedAsTheLockFileIsRefused() {
        plantLink(ExportLock.folderLockName, to: victim("lock-target"))

        XCTAssertThrowsError(try HeadlessExporter(frames: 1, fps: 10, outputDirectory: out).run(scene: TestScene())) {
            guard case let PlaygroundError.exportFailed(_, reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("symbolic link"), reason)
        }
        assertOutsideUntouched()
    }

    /// After `SIGKILL` during an export, its partial files stay: the next export
    /// into the folder removes those whose process is gone, and leaves a running export's alone.
    func testTemporaryFilesOfADeadProcessAreClearedByTheNextExport() throws {
        let dead = try deadProcessID()
        let stale = [".bolt.gif.part-\(dead)", ".bolt.gif.part-\(dead)-abc123",
                     ".frame-0001.png.part-\(dead)-k3x9q2", ".frame-0002.png.partial"]
        let kept = [".clip.gif.part-\(getpid())-zzzzzz", ".hidden", ".notes.part-x", "bolt.gif.part-\(dead)"]
        for name in stale + kept {
            XCTAssertTrue(FileManager.default.createFile(atPath: out + "/" + name, contents: Data([1])))
        }

        try animationExport("new.gif", encoder: FakeEncoder()).run(sceneNamed: "bolt-spinner")

        XCTAssertEqual(entries(out), kept.sorted())
    }

    /// Earlier versions logged ffmpeg's errors to `/tmp/playground-ffmpeg-<pid>.log`, left there
    /// after SIGKILL: the next animation export removes those of dead processes.
    func testFFmpegLogsOfDeadProcessesInTmpAreRemovedByTheNextExport() throws {
        let dead = try deadProcessID()
        let stale = NSTemporaryDirectory() + "playground-ffmpeg-\(dead).log"
        let live = NSTemporaryDirectory() + "playground-ffmpeg-\(getpid()).log"
        for path in [stale, live] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([1]))) }
        defer { unlink(stale); unlink(live) }

        try animationExport("new.gif", encoder: FakeEncoder()).run(sceneNamed: "bolt-spinner")

        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "a dead process's log is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: live), "a running process's log stays")
    }

    func testAFolderOfPNGFramesIsClearedOfADeadExportsFilesToo() throws {
        let dead = try deadProcessID()
        let part = out + "/.frame-0000.png.part-\(dead)-abcdef"
        XCTAssertTrue(FileManager.default.createFile(atPath: part, contents: Data([1])))

        try HeadlessExporter(frames: 1, fps: 10, outputDirectory: out).run(scene: TestScene())

        XCTAssertEqual(entries(out), ["frame-0000.png"])
    }

    func testTheNamesOfTemporaryFilesAreReadBack() {
        XCTAssertEqual(TemporaryFile.owner(ofName: ".a.gif.part-42-abc123"), 42)
        XCTAssertEqual(TemporaryFile.owner(ofName: ".a.gif.part-42"), 42)
        XCTAssertEqual(TemporaryFile.owner(ofName: ".frame-0001.png.partial"), 0)
        XCTAssertNil(TemporaryFile.owner(ofName: "a.gif.part-42-abc123"), "not hidden")
        XCTAssertNil(TemporaryFile.owner(ofName: ".a.gif.parts-42-abc123"))
        XCTAssertNil(TemporaryFile.owner(ofName: ".a.gif.part-x-abc123"))
        XCTAssertNil(TemporaryFile.owner(ofName: ".bashrc"))
    }
}
