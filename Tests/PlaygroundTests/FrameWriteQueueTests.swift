import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The export's background writer: frames land in order, and nothing after a failed one.
final class FrameWriteQueueTests: XCTestCase {
    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "write-queue-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    private func frame(_ shade: UInt8) -> RenderedImage {
        RenderedImage(width: 8, height: 4, fill: RGBA8(r: shade, g: 0, b: 0))
    }

    private func path(_ i: Int) -> String { directory + "/" + HeadlessExporter.fileName(ofFrame: i) }

    func testFramesAreWrittenInOrderWithTheirPixels() throws {
        let queue = FrameWriteQueue(writer: AtomicFileWriter(), directory: directory)

        for i in 0..<6 { XCTAssertTrue(queue.submit(frame(UInt8(i * 40)), to: path(i))) }
        let written = try queue.finish()

        XCTAssertEqual(written, (0..<6).map(path))
        for i in 0..<6 { XCTAssertEqual(try RenderedImage(contentsOfPNG: path(i))[3, 2].r, UInt8(i * 40)) }
    }

    func testAFailedWriteDropsTheLaterFramesAndIsThrownOnce() throws {
        var files = 0
        let failing = AtomicFileWriter { fd, bytes, count in
            if lseek(fd, 0, SEEK_CUR) == 0 { files += 1 }
            if files <= 2 { return Glibc.write(fd, bytes, count) }
            errno = ENOSPC
            return -1
        }
        let queue = FrameWriteQueue(writer: failing, directory: directory)

        var accepted = 0
        for i in 0..<20 where queue.submit(frame(200), to: path(i)) { accepted += 1 }

        XCTAssertThrowsError(try queue.finish()) {
            XCTAssertEqual($0 as? PlaygroundError, .diskFull(framesWritten: 2, directory: directory))
        }
        XCTAssertTrue(queue.hasFailed)
        XCTAssertLessThan(accepted, 20, "submissions are refused once a write failed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), [0, 1].map { HeadlessExporter.fileName(ofFrame: $0) })
    }

    func testWithoutItsThreadTheQueueWritesEachFrameBeforeSubmitReturns() throws {
        let queue = FrameWriteQueue(writer: AtomicFileWriter(), directory: directory, startsThread: false)

        XCTAssertTrue(queue.submit(frame(90), to: path(0)))
        let landed = FileManager.default.fileExists(atPath: path(0))
        XCTAssertTrue(queue.submit(frame(180), to: path(1)))

        XCTAssertFalse(queue.writesInBackground)
        XCTAssertTrue(landed, "written before submit returned")
        XCTAssertEqual(try queue.finish(), [path(0), path(1)])
        XCTAssertEqual(try RenderedImage(contentsOfPNG: path(1))[3, 2].r, 180)
    }
}
