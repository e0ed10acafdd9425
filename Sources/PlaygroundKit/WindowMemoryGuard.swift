import Foundation

/// Keeps a window under a memory limit (`ulimit -v`, `ulimit -d`, a cgroup) drawing instead of
/// aborting in an allocation, by checking before each frame how much room is left.
///
/// What a window holds grows after it opens: scenes made, images decoded, layer stores drawn,
/// and a frame needs frame-sized arrays of its own while it is drawn. A software window under
/// `ulimit -v 300000` reached 286 MB at 1280×800 walking through the scenes, and aborted in a
/// mask's array once resized to 1703×1064 (the size the budget at opening allowed). So the room
/// is measured again before every frame; when it falls below `reserve` for the window's pixels,
/// the layer stores are dropped and kept small (they are redrawn when needed), and when even
/// that is not enough the window is made smaller — said in one sentence in the window. A resize
/// is allowed to grow the window only as far as the room left holds (`largestPixels`). Only the
/// process's own limits are checked so (`ulimit -v`, `ulimit -d`): the system's and a cgroup's
/// memory also count page cache, which the kernel reclaims.
struct WindowMemoryGuard {
    /// What to do before the next frame.
    enum Action: Equatable {
        /// Release every layer store and keep their budget at `storeBudget` bytes.
        case dropStores(storeBudget: Int)
        /// Keep the window to at most this many pixels.
        case shrink(toPixels: Int)
    }

    /// Frame-sized buffers a frame may allocate while it is drawn, kept free besides `slack`.
    /// SDL's software renderer: 12 (offscreen passes, masks, backdrops and the surface are arrays
    /// of the process). OpenGL: 2 (the driver's targets stay mapped from frame to frame, so they
    /// are in `VmSize` already; what a frame adds is a recorded frame's pixels read back and the
    /// frame made of them).
    static func transientFrames(_ drawing: MemoryNeed.Drawing) -> Int {
        drawing == .openGL ? 2 : 12
    }
    /// Room kept free besides the frames: scenes made and images decoded while switching (32 MB).
    static let slack = 32 << 20
    /// The part of `slack` a window is made smaller to keep. SDL's software renderer: all of it
    /// (a smaller window frees its arrays). OpenGL: half; running into the rest drops the stores
    /// only (a frame drawn there reached 15 MB above the `VmSize` between frames).
    static func shrinkSlack(_ drawing: MemoryNeed.Drawing) -> Int {
        drawing == .openGL ? slack / 2 : slack
    }
    /// Bytes a window grows by for each pixel it is made larger, with the reserve of that pixel
    /// (`transientFrames` of 4 bytes): what a software window keeps, whichever renderer draws
    /// (its arrays and stores, 64 bytes, `MemoryNeed`; under `ulimit -v 500000` the OpenGL
    /// gallery grew by 54 MB from 1280×800 to 1845×1153, 49 bytes a pixel more: the tiles'
    /// stores drawn again at the larger size besides the driver's frames).
    static func growth(_ drawing: MemoryNeed.Drawing) -> Int {
        MemoryNeed.perPixel(.window, .software) + 4 * transientFrames(drawing)
    }
    /// The store budget once memory ran short: 4 frames of the window.
    static let shortStoreFrames = 4
    /// The smallest window, in pixels (SDL's minimum size, 320 × 240).
    static let minimumPixels = 320 * 240

    /// How the window draws.
    let drawing: MemoryNeed.Drawing
    /// True once the stores were dropped (the next shortage shrinks the window).
    private(set) var droppedStores = false
    /// The pixels the window was last made smaller to; it is not let grow past them again.
    private(set) var ceiling: Int?
    /// The room when the window was last made smaller. It is made smaller again only when the
    /// room has fallen by a frame since: a smaller window does not give the driver's mappings
    /// back at once (under `ulimit -v 500000`, `VmSize` stayed at 458 MB while an OpenGL window
    /// went from 2126×1329 to 711×444), and shrinking again each frame for a room that had not
    /// changed took the window down to the smallest size.
    private var roomAtShrink: Int?

    init(drawing: MemoryNeed.Drawing) { self.drawing = drawing }

    /// Bytes that must be free before drawing a frame of `pixels` pixels with `drawing`.
    static func reserve(pixels: Int, drawing: MemoryNeed.Drawing) -> Int {
        transientFrames(drawing) * 4 * max(0, pixels) + slack
    }

    /// The action for a window of `pixels` pixels when `room` bytes are left under the tightest
    /// limit, or nil when the room suffices. Stores go first; then, when the room is short of
    /// the frames and `shrinkSlack`, the window shrinks to the pixels the room allows (at least
    /// a little, at most to the minimum size).
    mutating func action(room: Int, pixels: Int) -> Action? {
        guard room < Self.reserve(pixels: pixels, drawing: drawing) else { return nil }
        if !droppedStores {
            droppedStores = true
            return .dropStores(storeBudget: Self.shortStoreFrames * 4 * max(0, pixels))
        }
        let perPixel = Self.transientFrames(drawing) * 4, shrinkSlack = Self.shrinkSlack(drawing)
        guard room < perPixel * max(0, pixels) + shrinkSlack, pixels > Self.minimumPixels,
              room < (roomAtShrink ?? Int.max) - 4 * pixels else { return nil }
        let fits = max(0, room - shrinkSlack) / perPixel
        let smaller = max(Self.minimumPixels, min(fits, pixels * 4 / 5))
        ceiling = smaller
        roomAtShrink = room
        return .shrink(toPixels: smaller)
    }

    /// The most pixels a resize may grow the window to when `room` bytes are left with frames
    /// of `drawnPixels` pixels drawn: each pixel more costs `growth`, and the reserve of the
    /// frames drawn stays free; never more than the last shrink left (`ceiling`).
    func largestPixels(room: Int, drawnPixels: Int) -> Int {
        let spare = max(0, room - Self.reserve(pixels: drawnPixels, drawing: drawing))
        let largest = drawnPixels + spare / Self.growth(drawing)
        return min(ceiling ?? Int.max, largest)
    }

    /// The room left under the tightest of the process's own limits (`ulimit -v`, `ulimit -d`);
    /// nil when none applies.
    static func currentRoom() -> Int? {
        room(in: MemoryBudget.current())
    }

    /// The room `budget` leaves under the process's own limits (the cgroup's and the system's
    /// count page cache the kernel would reclaim, so they are left to the check at opening).
    static func room(in budget: MemoryBudget) -> Int? {
        budget.rooms.filter(\.limit.isPerProcess).map(\.bytes).min()
    }
}
