import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Whole files or nothing: the temporary name, the rename, and each way `write(2)` can fail.
final class AtomicFileWriterTests: XCTestCase {
    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "atomic-writer-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    private var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }

    func testWritesTheWholeFileUnderItsNameAndNoTemporary() throws {
        let path = directory + "/a.png"
        let bytes = (0..<10_000).map { UInt8($0 % 251) }

        try AtomicFileWriter().write(bytes, to: path)

        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), bytes)
        XCTAssertEqual(names, ["a.png"])
    }

    func testFullDiskRemovesTheTemporaryAndKeepsTheOldFile() throws {
        let path = directory + "/a.png"
        try AtomicFileWriter().write([1, 2, 3], to: path)
        var calls = 0
        let filling = AtomicFileWriter { fd, bytes, count in
            calls += 1
            if calls == 1 { return Glibc.write(fd, bytes, min(count, 100)) }
            errno = ENOSPC
            return -1
        }

        XCTAssertThrowsError(try filling.write([UInt8](repeating: 7, count: 1000), to: path)) {
            XCTAssertEqual($0 as? FileWriteError, .diskFull(path: path))
        }

        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [1, 2, 3],
                       "the old file is untouched")
        XCTAssertEqual(names, ["a.png"], "no temporary file is left")
    }

    func testQuotaExceededCountsAsAFullDisk() {
        let path = directory + "/q.png"
        let overQuota = AtomicFileWriter { _, _, _ in errno = EDQUOT; return -1 }

        XCTAssertThrowsError(try overQuota.write([1], to: path)) {
            XCTAssertEqual($0 as? FileWriteError, .diskFull(path: path))
        }
        XCTAssertEqual(names, [])
    }

    func testShortWritesAndInterruptedCallsAreRetried() throws {
        let path = directory + "/b.png"
        var calls = 0
        let trickling = AtomicFileWriter { fd, bytes, count in
            calls += 1
            if calls % 2 == 0 { errno = EINTR; return -1 }
            return Glibc.write(fd, bytes, min(count, 7))
        }
        let bytes = (0..<100).map { UInt8($0) }

        try trickling.write(bytes, to: path)

        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), bytes)
        XCTAssertEqual(names, ["b.png"])
    }

    func testOtherErrorsGiveTheSystemsReasonOnce() {
        let path = directory + "/no/such/folder/c.png"

        XCTAssertThrowsError(try AtomicFileWriter().write([1], to: path)) {
            XCTAssertEqual($0 as? FileWriteError, .failed(path: path, reason: "No such file or directory"))
            XCTAssertEqual("\($0)".components(separatedBy: path).count, 2, "the path is said once: \($0)")
        }
    }

    func testRemoveLeftoversClearsOnlyTemporaryFiles() throws {
        for name in [".frame-0003.png.partial", ".frame-0004.png.partial", "frame-0001.png", ".hidden"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data([1])))
        }

        XCTAssertEqual(AtomicFileWriter.removeLeftovers(in: directory), 2)

        XCTAssertEqual(names, [".hidden", "frame-0001.png"])
    }
}
