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
        let small = MemoryNeed.of(PixelSize(width: 1280, height: 800), for: .export, drawing: .software)
        let huge = MemoryNeed.of(PixelSize(width: 16384, height: 16384), for: .export, drawing: .software)

        XCTAssertEqual(small.resident, MemoryNeed.baseline + 6 * 1280 * 800 * 4)
        XCTAssertEqual(huge.resident, MemoryNeed.baseline + 6 * 16384 * 16384 * 4)
        XCTAssertEqual(MemoryBudget.format(huge.resident), "6.5 GB")
    }

    /// llvmpipe maps far more than it touches, and more with each rasterizer thread.
    func testOpenGLNeedsMoreAddressSpaceThanSoftwareAndMoreWithEachThread() {
        let size = PixelSize(width: 64, height: 64)

        let two = MemoryNeed.of(size, for: .export, drawing: .openGL, rasterThreads: 2)
        let eight = MemoryNeed.of(size, for: .export, drawing: .openGL, rasterThreads: 8)
        let software = MemoryNeed.of(size, for: .export, drawing: .software)

        XCTAssertGreaterThanOrEqual(two.addressSpace, 276 << 20, "measured: 381 MB limit less 105 MB in use")
        XCTAssertGreaterThanOrEqual(eight.addressSpace, 372 << 20, "measured with LP_NUM_THREADS=8")
        XCTAssertGreaterThanOrEqual(software.addressSpace, 61 << 20, "measured: 166 MB limit less 105 MB in use")
        XCTAssertLessThan(software.addressSpace, two.addressSpace)
    }

    func testLLVMpipeThreadsFollowItsVariable() {
        XCTAssertEqual(MemoryNeed.rasterThreads(environment: ["LP_NUM_THREADS": "8"]), 8)
        XCTAssertEqual(MemoryNeed.rasterThreads(environment: ["LP_NUM_THREADS": "500"]), 32)
        XCTAssertEqual(MemoryNeed.rasterThreads(environment: [:]), min(ProcessInfo.processInfo.activeProcessorCount, 32))
    }

    /// `ulimit -v 500000` and a 4000×3000 export: OpenGL does not fit, software does (said once).
    func testAnAddressLimitTooSmallForOpenGLFallsBackToSoftwareNamingTheLimit() throws {
        let budget = MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: 8_000_000_000),
                                          MemoryBudget.Room(.addressSpace(512_000_000), bytes: 400_000_000)])

        let choice = try budget.renderer(for: PixelSize(width: 4000, height: 3000), use: .export, rasterThreads: 2)

        XCTAssertEqual(choice, .software(notice: "the address-space limit (ulimit -v 500000) of 512 MB leaves 400 MB, too little "
            + "for OpenGL at 4000x3000 (about 638 MB); drawing with SDL's software renderer, whose layer edges are jagged"))
    }

    /// Each PNG encoder holds a frame and its bytes; OpenGL also keeps a second read-back buffer.
    func testEachEncoderAddsTwoFramesAndOpenGLItsPixelBuffer() {
        let size = PixelSize(width: 1000, height: 1000)
        let one = MemoryNeed.of(size, for: .export, drawing: .software, encoders: 1)
        let four = MemoryNeed.of(size, for: .export, drawing: .software, encoders: 4)
        let openGL = MemoryNeed.of(size, for: .export, drawing: .openGL, rasterThreads: 2, encoders: 1)

        XCTAssertEqual(four.resident - one.resident, 3 * 2 * 4_000_000)
        XCTAssertEqual(openGL.resident - MemoryNeed.fixedPart(.openGL, rasterThreads: 2).resident, 7 * 4_000_000)
    }

    /// The export takes as many encoders as processors where memory allows, fewer where it is
    /// short, and one (with the software renderer's notice) where not even OpenGL with one fits.
    func testTheExportPlanFitsItsEncodersInMemory() throws {
        let size = PixelSize(width: 1000, height: 1000)
        func budget(_ bytes: Int) -> MemoryBudget {
            MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: bytes)])
        }
        let fixed = MemoryNeed.fixedPart(.openGL, rasterThreads: 2).resident

        let roomy = try budget(4_000_000_000).exportPlan(for: size, processors: 8, rasterThreads: 2)
        let tight = try budget(fixed + 11 * 4_000_000).exportPlan(for: size, processors: 8, rasterThreads: 2)
        let tighter = try budget(fixed + 6 * 4_000_000).exportPlan(for: size, processors: 8, rasterThreads: 2)

        XCTAssertEqual(roomy.drawing, .openGL)
        XCTAssertEqual(roomy.encoders, 8)
        XCTAssertEqual(tight.drawing, .openGL)
        XCTAssertEqual(tight.encoders, 3, "5 + 2 × 3 frames fit in 11")
        XCTAssertEqual(tighter.encoders, 1)
        guard case .software = tighter.drawing else { return XCTFail("\(tighter.drawing)") }
    }

    func testAnAddressLimitTooSmallForEitherRendererIsRefusedNamingTheLimit() {
        let budget = MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: 8_000_000_000),
                                          MemoryBudget.Room(.addressSpace(300_000_000), bytes: 190_000_000)])

        XCTAssertThrowsError(try budget.renderer(for: PixelSize(width: 4000, height: 3000), use: .export)) { error in
            XCTAssertEqual("\(error)", "not enough memory for 4000x3000: frames of that size need about 372 MB and the "
                + "address-space limit (ulimit -v 292968) of 300 MB leaves 190 MB; choose a smaller --size or raise the limit")
        }
    }

    /// Mesa draws a window into buffers of the size X gave it before the app can put a resize
    /// back, so an OpenGL window keeps 128 MB of address space free for them: under
    /// `ulimit -v 500000` (411 MB left when the window opens) the window is drawn in software
    /// (about one run in ten had aborted resized to 4000×3000), under `ulimit -v 614400` with OpenGL.
    func testAWindowUnderATightAddressLimitIsDrawnInSoftware() throws {
        func budget(kilobytes: Int, inUse: Int) -> MemoryBudget {
            MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: 8_000_000_000),
                                 MemoryBudget.Room(.addressSpace(kilobytes << 10), bytes: (kilobytes << 10) - inUse)])
        }
        let size = PixelSize(width: 1280, height: 800)
        let tight = try budget(kilobytes: 500_000, inUse: 97 << 20).renderer(for: size, use: .window, rasterThreads: 2)
        let roomy = try budget(kilobytes: 614_400, inUse: 97 << 20).renderer(for: size, use: .window, rasterThreads: 2)

        guard case let .software(notice) = tight else { return XCTFail("\(tight)") }
        XCTAssertTrue(notice.hasPrefix("the address-space limit (ulimit -v 500000) of 512 MB leaves 411 MB, too little "
            + "for OpenGL at 1280x800"), notice)
        XCTAssertEqual(roomy, .openGL)
        XCTAssertEqual(try budget(kilobytes: 500_000, inUse: 97 << 20).renderer(for: size, use: .export, rasterThreads: 2),
                       .openGL, "an export draws offscreen, at its own size")
    }

    /// Resident limits compare with what frames touch, not with the driver's reservations.
    func testTheSystemsMemoryIsComparedWithWhatIsTouched() throws {
        let budget = MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: 200_000_000)])

        XCTAssertEqual(try budget.renderer(for: PixelSize(width: 1280, height: 800), use: .window), .openGL)
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
        XCTAssertTrue(budget.rooms.contains { $0.limit == .addressSpace(Int(tight.rlim_cur)) }, "the limit is named")
    }

    func testAnExportTooLargeForMemoryIsRefusedWithASentence() {
        let directory = NSTemporaryDirectory() + "memory-\(UUID().uuidString)"
        var exporter = HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory, size: PixelSize(width: 16384, height: 16384))
        exporter.memory = { MemoryBudget(available: 2_000_000_000) }

        XCTAssertThrowsError(try exporter.run(scene: TestScene())) { error in
            XCTAssertEqual(error as? PlaygroundError,
                           .notEnoughMemory(size: PixelSize(width: 16384, height: 16384),
                                            need: MemoryNeed.of(PixelSize(width: 16384, height: 16384), for: .export,
                                                                drawing: .software).resident,
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
