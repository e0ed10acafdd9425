import Foundation
@testable import PlaygroundKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Sizes that cannot fit in memory are refused before anything is allocated, in plain words.
final class MemoryBudgetTests: XCTestCase {
    func testProcFieldsAreReadInBytes() {
        let meminfo = "MemTotal:       24000000 kB\nMemFree:         1000 kB\nMemAvailable:    2000000 kB\n"

        XCTAssertEqual(MemoryBudget.kilobytes("MemAvailable", in: meminfo), 2_000_000 * 1024)
        XCTAssertEqual(MemoryBudget.kilobytes("MemTotal", in: meminfo), 24_000_000 * 1024)
        XCTAssertNil(MemoryBudget.kilobytes("SwapTotal", in: meminfo))
    }

    func testTheNeedGrowsWithThePixels() {
        let small = MemoryBudget.exportNeed(PixelSize(width: 1280, height: 800))
        let huge = MemoryBudget.exportNeed(PixelSize(width: 16384, height: 16384))

        XCTAssertEqual(small, MemoryBudget.baseline + 6 * 1280 * 800 * 4)
        XCTAssertEqual(huge, MemoryBudget.baseline + 6 * 16384 * 16384 * 4)
        XCTAssertEqual(MemoryBudget.format(huge), "6.5 GB")
    }

    func testTheCurrentBudgetIsPositiveAndWithinTheMachine() throws {
        let text = try String(contentsOfFile: "/proc/meminfo", encoding: .utf8)
        let total = try XCTUnwrap(MemoryBudget.kilobytes("MemTotal", in: text))

        let budget = MemoryBudget.current()

        XCTAssertGreaterThan(budget.available, 0)
        XCTAssertLessThanOrEqual(budget.available, total)
    }

    /// An address-space limit (`ulimit -v`) caps the budget at the room left under it.
    func testAnAddressSpaceLimitIsCounted() throws {
        var saved = rlimit()
        XCTAssertEqual(getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &saved), 0)
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let used = try XCTUnwrap(MemoryBudget.kilobytes("VmSize", in: status))
        var tight = saved
        tight.rlim_cur = rlim_t(used + (256 << 20))
        XCTAssertEqual(setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &tight), 0)

        let budget = MemoryBudget.current()

        XCTAssertEqual(setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &saved), 0)
        XCTAssertLessThanOrEqual(budget.available, 256 << 20)
        XCTAssertGreaterThan(budget.available, 128 << 20, "the room left is counted, not the whole limit")
    }

    func testAnExportTooLargeForMemoryIsRefusedWithASentence() {
        let directory = NSTemporaryDirectory() + "memory-\(UUID().uuidString)"
        var exporter = HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory, size: PixelSize(width: 16384, height: 16384))
        exporter.memory = { MemoryBudget(available: 2_000_000_000) }

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) { error in
            XCTAssertEqual(error as? PlaygroundError,
                           .notEnoughMemory(size: PixelSize(width: 16384, height: 16384),
                                            need: MemoryBudget.exportNeed(PixelSize(width: 16384, height: 16384)),
                                            available: 2_000_000_000))
            XCTAssertEqual("\(error)", "not enough memory for 16384x16384: frames of that size need about 6.5 GB and 2.0 GB is available; choose a smaller --size")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory), "nothing was created")
    }
}

/// `--size` larger than the screen opens a window that fits the usable area, said in one line.
final class WindowFitTests: XCTestCase {
    func testALargeSizeShrinksToTheUsableArea() {
        let usable = PixelSize(width: 1280, height: 770)

        XCTAssertEqual(WindowFit.fit(PixelSize(width: 4000, height: 3000), within: usable), usable)
        XCTAssertEqual(WindowFit.fit(PixelSize(width: 1000, height: 3000), within: usable), PixelSize(width: 1000, height: 770))
        XCTAssertEqual(WindowFit.notice(requested: PixelSize(width: 4000, height: 3000), usable: usable),
                       "playground: --size 4000x3000 is larger than the screen's usable 1280x770; the window opens at 1280x770")
    }

    func testASizeThatFitsIsKeptSilently() {
        let usable = PixelSize(width: 1280, height: 770)

        XCTAssertEqual(WindowFit.fit(PixelSize(width: 800, height: 600), within: usable), PixelSize(width: 800, height: 600))
        XCTAssertNil(WindowFit.notice(requested: PixelSize(width: 800, height: 600), usable: usable))
        XCTAssertEqual(WindowFit.fit(PixelSize(width: 800, height: 600), within: PixelSize(width: 0, height: 0)),
                       PixelSize(width: 800, height: 600), "no usable bounds known: unchanged")
    }
}
