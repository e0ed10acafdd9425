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

    /// Frames of very different sizes (a big one takes longer to encode than the small ones after
    /// it) on four encoders: written in frame order, every one, each with its own pixels.
    func testSeveralEncodersWriteEveryFrameInOrder() throws {
        let frames = (0..<24).map { i in
            RenderedImage(width: i % 3 == 0 ? 900 : 8 + i, height: i % 3 == 0 ? 500 : 4,
                          fill: RGBA8(r: UInt8(i * 10), g: 0, b: 0))
        }
        var order: [Int] = []   // the size of each file as its first bytes are written
        let recording = AtomicFileWriter { fd, bytes, count in
            if lseek(fd, 0, SEEK_CUR) == 0 { order.append(count) }
            return Glibc.write(fd, bytes, count)
        }
        let queue = FrameWriteQueue(writer: recording, directory: directory, encoders: 4)

        for (i, image) in frames.enumerated() { XCTAssertTrue(queue.submit(image, to: path(i))) }
        let written = try queue.finish()

        XCTAssertEqual(queue.encoders, 4)
        XCTAssertEqual(written, (0..<24).map(path))
        XCTAssertEqual(order, try frames.map { try $0.pngData().count }, "files written one at a time, in frame order")
        for i in 0..<24 {
            let image = try RenderedImage(contentsOfPNG: path(i))
            XCTAssertEqual(image.width, frames[i].width)
            XCTAssertEqual(image[1, 1].r, UInt8(i * 10))
        }
    }

    /// The disk fills at the sixth file while four encoders work ahead: frames 0…4 and nothing else.
    func testAFailureWithSeveralEncodersLeavesExactlyTheFramesBeforeIt() throws {
        var files = 0
        let failing = AtomicFileWriter { fd, bytes, count in
            if lseek(fd, 0, SEEK_CUR) == 0 { files += 1 }
            if files <= 5 { return Glibc.write(fd, bytes, count) }
            errno = ENOSPC
            return -1
        }
        let queue = FrameWriteQueue(writer: failing, directory: directory, encoders: 4)

        for i in 0..<40 where !queue.submit(frame(UInt8(i)), to: path(i)) { break }

        XCTAssertThrowsError(try queue.finish()) {
            XCTAssertEqual($0 as? PlaygroundError, .diskFull(framesWritten: 5, directory: directory))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(),
                       (0..<5).map { HeadlessExporter.fileName(ofFrame: $0) })
        XCTAssertEqual(files, 6, "nothing is written after the failed file")
    }

    /// While the first write is held up, `submit` returns for the frames the encoders hold (2)
    /// and the one waiting (capacity 1), then blocks: memory stays at capacity + encoders frames.
    func testSubmitBlocksOnceCapacityAndEncodersAreFull() throws {
        let gate = DispatchSemaphore(value: 0)
        var opened = false
        let held = AtomicFileWriter { fd, bytes, count in
            if !opened { gate.wait(); opened = true }
            return Glibc.write(fd, bytes, count)
        }
        let queue = FrameWriteQueue(writer: held, directory: directory, capacity: 1, encoders: 2)
        let count = SubmitCount()
        let paths = (0..<10).map(path)
        let images = (0..<10).map { frame(UInt8($0)) }
        Thread {
            for i in 0..<10 {
                queue.submit(images[i], to: paths[i])
                count.increment()
            }
        }.start()

        XCTAssertTrue(count.wait(forAtLeast: 3), "three submits return while the write is held")
        Thread.sleep(forTimeInterval: 0.3)   // room for a fourth to return, were it not blocked
        let whileHeld = count.value
        let inFlight = queue.framesInFlight
        gate.signal()

        XCTAssertEqual(whileHeld, 3, "two frames in the encoders, one waiting; the fourth submit waits")
        XCTAssertEqual(inFlight, 3)
        XCTAssertTrue(count.wait(forAtLeast: 10))
        XCTAssertEqual(try queue.finish(), paths)
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

/// How many `submit` calls have returned, shared with the thread making them.
private final class SubmitCount: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = 0

    var value: Int { condition.lock(); defer { condition.unlock() }; return count }

    func increment() { condition.lock(); count += 1; condition.broadcast(); condition.unlock() }

    /// Waits up to 20 s for `n` returns; false when they did not come.
    func wait(forAtLeast n: Int) -> Bool {
        condition.lock(); defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(20)
        while count < n { if !condition.wait(until: deadline) { return count >= n } }
        return true
    }
}
