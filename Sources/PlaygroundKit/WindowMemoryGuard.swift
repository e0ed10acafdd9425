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
/// that is not enough the window is made smaller — said in one sentence in the window. Only the
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

    /// Frame-sized buffers a frame may allocate while it is drawn (offscreen passes, masks,
    /// backdrops, the surface): the room kept free besides `slack`.
    static let transientFrames = 12
    /// Room kept free besides the frames: scenes made and images decoded while switching (32 MB).
    static let slack = 32 << 20
    /// The store budget once memory ran short: 4 frames of the window.
    static let shortStoreFrames = 4
    /// The smallest window, in pixels (SDL's minimum size, 320 × 240).
    static let minimumPixels = 320 * 240

    /// True once the stores were dropped (the next shortage shrinks the window).
    private(set) var droppedStores = false

    /// Bytes that must be free before drawing a frame of `pixels` pixels.
    static func reserve(pixels: Int) -> Int { transientFrames * 4 * max(0, pixels) + slack }

    /// The action for a window of `pixels` pixels when `room` bytes are left under the tightest
    /// limit, or nil when the room suffices. Stores go first; then the window shrinks to the
    /// pixels the room allows (at least a little, at most to the minimum size).
    mutating func action(room: Int, pixels: Int) -> Action? {
        guard room < Self.reserve(pixels: pixels) else { return nil }
        if !droppedStores {
            droppedStores = true
            return .dropStores(storeBudget: Self.shortStoreFrames * 4 * max(0, pixels))
        }
        let fits = max(0, room - Self.slack) / (Self.transientFrames * 4)
        let smaller = min(fits, pixels * 4 / 5)
        guard pixels > Self.minimumPixels else { return nil }
        return .shrink(toPixels: max(Self.minimumPixels, smaller))
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
