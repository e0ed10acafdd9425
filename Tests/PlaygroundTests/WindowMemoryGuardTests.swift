@testable import PlaygroundKit
import XCTest

/// A window under a memory limit drops its stores, then shrinks, instead of aborting in an allocation.
final class WindowMemoryGuardTests: XCTestCase {
    private let pixels = 1703 * 1064

    func testEnoughRoomLeavesTheWindowAlone() {
        var memoryGuard = WindowMemoryGuard()

        XCTAssertNil(memoryGuard.action(room: WindowMemoryGuard.reserve(pixels: pixels), pixels: pixels))
        XCTAssertFalse(memoryGuard.droppedStores)
    }

    /// The first shortage drops the stores and keeps them to 4 frames; the next shrinks the
    /// window to what the room holds.
    func testAShortageDropsTheStoresFirstThenShrinksTheWindowToWhatFits() throws {
        var memoryGuard = WindowMemoryGuard()
        let room = 95 << 20   // measured: 212 MB in use under ulimit -v 300000 after opening a scene

        XCTAssertEqual(memoryGuard.action(room: room, pixels: pixels), .dropStores(storeBudget: 4 * 4 * pixels))
        let second = memoryGuard.action(room: room, pixels: pixels)

        guard case let .shrink(toPixels)? = second else {
            return XCTFail("expected a shrink, got \(String(describing: second))")
        }
        XCTAssertLessThan(toPixels, pixels)
        XCTAssertLessThanOrEqual(WindowMemoryGuard.reserve(pixels: toPixels), room, "a frame of the new size fits")
    }

    func testEachShrinkTakesAtLeastAFifthAndStopsAtTheMinimumSize() {
        var memoryGuard = WindowMemoryGuard()
        _ = memoryGuard.action(room: 0, pixels: pixels)

        XCTAssertEqual(memoryGuard.action(room: WindowMemoryGuard.reserve(pixels: pixels) - 1, pixels: pixels),
                       .shrink(toPixels: pixels * 4 / 5))
        XCTAssertEqual(memoryGuard.action(room: 0, pixels: pixels), .shrink(toPixels: 320 * 240))
        XCTAssertNil(memoryGuard.action(room: 0, pixels: 320 * 240), "nothing smaller to go to")
    }

    func testAWindowKeptSmallerSaysWhichLimitInOneSentence() {
        let budget = MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: 8_000_000_000),
                                          MemoryBudget.Room(.addressSpace(307_200_000), bytes: 200_000_000)])

        XCTAssertEqual(budget.windowKeptNotice(kept: PixelSize(width: 1703, height: 1064), drawing: .software),
                       "The window stays at 1703x1064: the address-space limit (ulimit -v 300000) of 308 MB leaves "
                       + "no room for larger frames with SDL's software renderer.")
    }

    /// Only the process's own limits are measured before each frame: a cgroup's and the system's
    /// memory count page cache the kernel reclaims.
    func testOnlyTheProcesssOwnLimitsAreWatched() {
        let cgroup = MemoryBudget(rooms: [MemoryBudget.Room(.systemMemory, bytes: 10_000_000),
                                          MemoryBudget.Room(.cgroup(8_000_000_000), bytes: 5_000_000)])
        let limited = MemoryBudget(rooms: [MemoryBudget.Room(.cgroup(8_000_000_000), bytes: 5_000_000),
                                           MemoryBudget.Room(.addressSpace(400_000_000), bytes: 90_000_000),
                                           MemoryBudget.Room(.dataSegment(400_000_000), bytes: 80_000_000)])

        XCTAssertNil(WindowMemoryGuard.room(in: cgroup))
        XCTAssertEqual(WindowMemoryGuard.room(in: limited), 80_000_000)
    }

    /// Measured: a software window with the bolt spinner grew by 407 MB at 3000×2000.
    func testASoftwareWindowCountsWhatItWasMeasuredToNeed() {
        let need = MemoryNeed.of(PixelSize(width: 3000, height: 2000), for: .window, drawing: .software)

        XCTAssertGreaterThanOrEqual(need.addressSpace, 407 << 20)
    }
}
