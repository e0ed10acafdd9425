import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A headless export that cannot finish (full disk, Ctrl-C, a failing write) keeps every frame
/// it wrote valid, leaves no partial file, and says what happened once.
final class ExportFailureTests: XCTestCase {
    var directory: String!
    /// The small tmpfs mounted for the test, if any (unmounted in `tearDown`).
    var mountPoint: String?

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "export-failure-\(UUID().uuidString)"
        ExportSignals.reset()
    }

    override func tearDown() {
        if let mountPoint { _ = umount(mountPoint); rmdir(mountPoint) }
        try? FileManager.default.removeItem(atPath: directory)
        ExportSignals.reset()
        super.tearDown()
    }

    /// The folder's entries, sorted.
    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Asserts that `folder` holds exactly frames 0..<count, each a decodable PNG, and nothing else.
    private func assertValidFrames(_ count: Int, in folder: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(entries(folder), (0..<count).map { HeadlessExporter.fileName(ofFrame: $0) }, file: file, line: line)
        for name in entries(folder) {
            XCTAssertNoThrow(try RenderedImage(contentsOfPNG: folder + "/" + name), name, file: file, line: line)
        }
    }

    /// A writer whose disk fills up after `frames` whole files (the next write stops half-way).
    private func writer(fullAfter frames: Int) -> AtomicFileWriter {
        var files = 0
        return AtomicFileWriter { fd, bytes, count in
            if lseek(fd, 0, SEEK_CUR) == 0 { files += 1 }
            if files <= frames { return Glibc.write(fd, bytes, count) }
            if count > 64 { return Glibc.write(fd, bytes, 64) }
            errno = ENOSPC
            return -1
        }
    }

    func testFullDiskKeepsTheWrittenFramesAndSaysSo() {
        var exporter = HeadlessExporter(frames: 8, fps: 10, outputDirectory: directory)
        exporter.writer = writer(fullAfter: 3)

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) { error in
            XCTAssertEqual(error as? PlaygroundError, .diskFull(framesWritten: 3, directory: directory))
            XCTAssertEqual("\(error)", "the disk is full: 3 frames written to \(directory!)")
            XCTAssertEqual((error as? PlaygroundError)?.exitCode, 1)
        }

        assertValidFrames(3, in: directory)
    }

    /// A real full disk: a 64 KB tmpfs (mounting needs root, as on CI). Without root the same
    /// assertions run against the injected writer above, so nothing is skipped.
    func testFullDiskOnARealFileSystem() throws {
        let point = NSTemporaryDirectory() + "small-disk-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
        var exporter = HeadlessExporter(frames: 200, fps: 30, outputDirectory: point + "/frames", size: PixelSize(width: 320, height: 160))
        if mount("tmpfs", point, "tmpfs", 0, "size=64k") == 0 {
            mountPoint = point
        } else {
            rmdir(point)
            exporter.outputDirectory = directory
            exporter.writer = writer(fullAfter: 5)
        }

        var written = -1
        XCTAssertThrowsError(try exporter.run(scene: TestScene())) { error in
            guard case let PlaygroundError.diskFull(count, folder) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(folder, exporter.outputDirectory)
            written = count
        }

        XCTAssertGreaterThan(written, 0, "some frames fit before the disk filled")
        XCTAssertLessThan(written, 200)
        assertValidFrames(written, in: exporter.outputDirectory)
    }

    /// The disk is full before the first frame: no 0-byte frame is left behind.
    func testDiskFullFromTheStartLeavesNoEmptyFrame() {
        var exporter = HeadlessExporter(frames: 3, fps: 10, outputDirectory: directory)
        exporter.writer = writer(fullAfter: 0)

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) {
            XCTAssertEqual($0 as? PlaygroundError, .diskFull(framesWritten: 0, directory: directory))
        }

        XCTAssertEqual(entries(directory), [])
    }

    func testInterruptStopsAfterTheCurrentFrame() {
        var exporter = HeadlessExporter(frames: 10, fps: 10, outputDirectory: directory)
        var checks = 0
        exporter.interruption = { checks += 1; return checks >= 4 ? SIGINT : 0 }

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) { error in
            XCTAssertEqual(error as? PlaygroundError, .exportInterrupted(signal: SIGINT, framesWritten: 4, directory: directory))
            XCTAssertEqual("\(error)", "interrupted (Ctrl-C): 4 frames written to \(directory!)")
            XCTAssertEqual((error as? PlaygroundError)?.exitCode, 130)
        }

        assertValidFrames(4, in: directory)
    }

    func testTerminateExitsWith143() {
        var exporter = HeadlessExporter(frames: 2, fps: 10, outputDirectory: directory)
        exporter.interruption = { SIGTERM }

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) {
            XCTAssertEqual(($0 as? PlaygroundError)?.exitCode, 143)
        }

        assertValidFrames(1, in: directory)
    }

    func testASignalDuringTheLastFrameLetsTheExportComplete() throws {
        var exporter = HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory)
        exporter.interruption = { SIGINT }

        XCTAssertEqual(try exporter.run(scene: TestScene()).count, 1)

        assertValidFrames(1, in: directory)
    }

    func testTheSignalHandlerRecordsTheFirstSignal() {
        ExportSignals.install()

        raise(SIGTERM)

        XCTAssertEqual(ExportSignals.received, SIGTERM)
    }

    func testOtherWriteErrorsAreSaidOnce() {
        var exporter = HeadlessExporter(frames: 3, fps: 10, outputDirectory: directory)
        exporter.writer = AtomicFileWriter { _, _, _ in errno = EIO; return -1 }

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) { error in
            let path = directory + "/" + HeadlessExporter.fileName(ofFrame: 0)
            XCTAssertEqual("\(error)", "could not write \(path): Input/output error (choose a writable --out folder)")
        }

        XCTAssertEqual(entries(directory), [])
    }

    func testLeftoverTemporaryFilesAreClearedBeforeAnExport() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/.frame-0007.png.partial", contents: Data([0])))

        try HeadlessExporter(frames: 2, fps: 10, outputDirectory: directory).run(scene: TestScene())

        assertValidFrames(2, in: directory)
    }
}
