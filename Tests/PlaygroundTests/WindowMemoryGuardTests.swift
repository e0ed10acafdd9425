@testable import PlaygroundKit
import XCTest

/// A window under a memory limit drops its stores, then shrinks, instead of aborting in an allocation.
final class WindowMemoryGuardTests: XCTestCase {
    private let pixels = 1703 * 1064

    func testEnoughRoomLeavesTheWindowAlone() {
        var memoryGuard = WindowMemoryGuard(drawing: .software)

        XCTAssertNil(memoryGuard.action(room: WindowMemoryGuard.reserve(pixels: pixels, drawing: .software), pixels: pixels))
        XCTAssertFalse(memoryGuard.droppedStores)
    }

    /// The first shortage drops the stores and keeps them to 4 frames; the next shrinks the
    /// window to what the room holds.
    func testAShortageDropsTheStoresFirstThenShrinksTheWindowToWhatFits() throws {
        var memoryGuard = WindowMemoryGuard(drawing: .software)
        let room = 95 << 20   // measured: 212 MB in use under ulimit -v 300000 after opening a scene

        XCTAssertEqual(memoryGuard.action(room: room, pixels: pixels), .dropStores(storeBudget: 4 * 4 * pixels))
        let second = memoryGuard.action(room: room, pixels: pixels)

        guard case let .shrink(toPixels)? = second else {
            return XCTFail("expected a shrink, got \(String(describing: second))")
        }
        XCTAssertLessThan(toPixels, pixels)
        XCTAssertLessThanOrEqual(WindowMemoryGuard.reserve(pixels: toPixels, drawing: .software), room, "a frame of the new size fits")
    }

    func testEachShrinkTakesAtLeastAFifthAndStopsAtTheMinimumSize() {
        var memoryGuard = WindowMemoryGuard(drawing: .software)
        _ = memoryGuard.action(room: 0, pixels: pixels)

        XCTAssertEqual(memoryGuard.action(room: WindowMemoryGuard.reserve(pixels: pixels, drawing: .software) - 1, pixels: pixels),
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

    /// A shrink does not give an OpenGL driver's mappings back at once: the window is made
    /// smaller again only when the room has fallen by a frame since the last shrink (it used to
    /// go down to the smallest size frame after frame while the room stayed where it was).
    func testAShrinkIsRepeatedOnlyWhenTheRoomKeepsFalling() throws {
        var memoryGuard = WindowMemoryGuard(drawing: .openGL)
        let room = 7 * pixels + (16 << 20)   // short of 2 frames and half the slack
        _ = memoryGuard.action(room: room, pixels: pixels)

        let first = memoryGuard.action(room: room, pixels: pixels)
        XCTAssertEqual(first, .shrink(toPixels: pixels * 4 / 5), "a fifth at least")
        let smaller = pixels * 4 / 5
        let fallenLess = room - 4 * smaller + 1
        XCTAssertLessThan(fallenLess, WindowMemoryGuard.reserve(pixels: smaller, drawing: .openGL) - (16 << 20),
                          "still short at the smaller size")
        XCTAssertNil(memoryGuard.action(room: fallenLess, pixels: smaller), "fallen by less than a frame")
        let fallen = room - 4 * smaller - 1
        XCTAssertEqual(memoryGuard.action(room: fallen, pixels: smaller),
                       .shrink(toPixels: (fallen - (16 << 20)) / 8), "fallen by a frame: to what 2 frames fit")
    }

    /// An OpenGL window whose room runs into the slack drops its stores and keeps its size; it is
    /// made smaller once the room is short of its frames and half the slack.
    func testOpenGLRunningIntoTheSlackDropsTheStoresOnly() {
        var memoryGuard = WindowMemoryGuard(drawing: .openGL)
        let inSlack = 2 * 4 * pixels + (20 << 20)

        XCTAssertEqual(memoryGuard.action(room: inSlack, pixels: pixels), .dropStores(storeBudget: 4 * 4 * pixels))
        XCTAssertNil(memoryGuard.action(room: inSlack, pixels: pixels))
        XCTAssertNotNil(memoryGuard.action(room: 2 * 4 * pixels + (16 << 20) - 1, pixels: pixels))
    }

    /// A resize grows the window only as far as the room left holds: each pixel more costs what
    /// a window keeps (64 bytes) and its reserve, and the frames drawn keep their reserve.
    func testAResizeGrowsTheWindowOnlyAsFarAsTheRoomHolds() {
        let memoryGuard = WindowMemoryGuard(drawing: .openGL)
        let drawn = 1280 * 800
        let reserve = WindowMemoryGuard.reserve(pixels: drawn, drawing: .openGL)

        XCTAssertEqual(memoryGuard.largestPixels(room: reserve - 1, drawnPixels: drawn), drawn, "no room: no growth")
        XCTAssertEqual(memoryGuard.largestPixels(room: reserve + 72 * 1000, drawnPixels: drawn), drawn + 1000)
        XCTAssertEqual(WindowMemoryGuard.growth(.software), 64 + 48)
    }

    /// After a shrink the window is not let grow past it again, however much room a resize finds.
    func testAfterAShrinkTheWindowStaysWithinIt() throws {
        var memoryGuard = WindowMemoryGuard(drawing: .software)
        _ = memoryGuard.action(room: 0, pixels: pixels)
        let shrink = memoryGuard.action(room: 0, pixels: pixels)

        XCTAssertEqual(shrink, .shrink(toPixels: 320 * 240))
        XCTAssertEqual(memoryGuard.largestPixels(room: 1 << 40, drawnPixels: 320 * 240), 320 * 240)
    }

    /// OpenGL's targets stay mapped in the driver: a frame reserves 2 frames of room, not 12.
    func testAnOpenGLFrameReservesLessThanASoftwareOne() {
        XCTAssertEqual(WindowMemoryGuard.reserve(pixels: pixels, drawing: .openGL), 2 * 4 * pixels + (32 << 20))
        XCTAssertEqual(WindowMemoryGuard.reserve(pixels: pixels, drawing: .software), 12 * 4 * pixels + (32 << 20))
    }

    /// Measured: a software window with the bolt spinner grew by 407 MB at 3000×2000.
    func testASoftwareWindowCountsWhatItWasMeasuredToNeed() {
        let need = MemoryNeed.of(PixelSize(width: 3000, height: 2000), for: .window, drawing: .software)

        XCTAssertGreaterThanOrEqual(need.addressSpace, 407 << 20)
    }
}
