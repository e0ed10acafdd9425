import AnimationRender
import Foundation
@testable import PlaygroundKit
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// `PLAYGROUND_MEMORY_LOG`: a header, then one line of memory accounts per interval; a file that
/// cannot be written is reported and the app goes on without it.
final class MemoryLogTests: XCTestCase {
    private func temporaryPath() -> String {
        NSTemporaryDirectory() + "memory-log-\(UUID().uuidString).txt"
    }

    func testNoLogUnlessTheEnvironmentNamesAFile() {
        XCTAssertNil(MemoryLog.fromEnvironment([:], now: 0))
        XCTAssertNil(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": ""], now: 0))
    }

    func testAnUnwritableFileGivesNoLogAndNoTrap() {
        XCTAssertNil(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": "/nonexistent-folder/memory.txt"], now: 0))
        XCTAssertNil(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": NSTemporaryDirectory()], now: 0), "a folder")
    }

    /// `SIGUSR1`'s default action ends the process (exit 138): the soak signals the app whether
    /// or not its log could be opened, so the handler must be there either way.
    func testSIGUSR1IsHandledEvenWhenTheLogCannotBeOpened() {
        signal(SIGUSR1, SIG_DFL)

        XCTAssertNil(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": "/nonexistent-folder/memory.txt"], now: 0))

        var action = sigaction()
        XCTAssertEqual(sigaction(SIGUSR1, nil, &action), 0)
        let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        XCTAssertNotEqual(handler, unsafeBitCast(SIG_DFL, to: Int.self), "SIGUSR1 would end the app")
        guard handler != unsafeBitCast(SIG_DFL, to: Int.self) else { return }
        raise(SIGUSR1)   // handled: only asks for a line
    }

    func testOneLinePerIntervalAfterTheHeader() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var stats = RenderStats()
        stats.texturesAlive = 3; stats.textureBytes = 5 << 20; stats.storesAlive = 7; stats.storeBytes = 2 << 20
        stats.storeTextureBytes = 3 << 19; stats.atlasBytes = 1 << 20; stats.layersDrawn = 42
        let log = try XCTUnwrap(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": path], now: 100, interval: 10))
        log.sample(now: 100, stats: stats, recording: false)
        log.sample(now: 105, stats: stats, recording: false)   // within the interval: nothing
        log.sample(now: 110.5, stats: stats, recording: true)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], MemoryLog.header)
        let columns = MemoryLog.header.split(separator: " ").count
        for line in lines.dropFirst() { XCTAssertEqual(line.split(separator: " ").count, columns, line) }
        let last = lines[2].split(separator: " ").map(String.init)
        XCTAssertEqual(last[0], "10.5")
        XCTAssertGreaterThan(Int(last[1]) ?? 0, 1024, "resident memory of this process, in KB")
        XCTAssertGreaterThan(Int(last[2]) ?? 0, 0, "heap in use")
        XCTAssertEqual(Array(last[5...]), ["3", "5120", "7", "2048", "1536", "1024", "42", "1"])
    }

    /// `SIGUSR1` (or `request()`) gets a line at the next frame even within the interval.
    func testTheSignalAsksForALineAtTheNextFrame() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try XCTUnwrap(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": path], now: 0, interval: 10))
        log.sample(now: 0, stats: RenderStats(), recording: false)
        log.sample(now: 1, stats: RenderStats(), recording: false)
        kill(getpid(), SIGUSR1)
        log.sample(now: 2, stats: RenderStats(), recording: false)
        log.sample(now: 3, stats: RenderStats(), recording: false)
        MemoryLog.request()
        log.sample(now: 4, stats: RenderStats(), recording: false)
        let seconds = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: " ")[0] }
        XCTAssertEqual(seconds, ["0.0", "2.0", "4.0"])
    }

    func testALogIsAppendedToNotReplaced() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "earlier run\n".write(toFile: path, atomically: true, encoding: .utf8)
        let log = try XCTUnwrap(MemoryLog.fromEnvironment(["PLAYGROUND_MEMORY_LOG": path], now: 0))
        log.sample(now: 0, stats: RenderStats(), recording: false)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.first, "earlier run")
        XCTAssertEqual(lines.count, 3)
    }
}
