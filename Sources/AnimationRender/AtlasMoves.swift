/// Stores that went into textures of their own only because every atlas page with room was
/// already drawn from in the frame (on a CPU rasterizer an upload into such a page waits until
/// that drawing is rasterized: `RenderDevice.uploadWouldWait`), with a copy of their pixels. A store drawn again in
/// a later frame with the same content moves into the atlas at the start of the frame after,
/// before anything is drawn, so stable layers keep sharing a few textures (fewer draw calls);
/// content that changes every frame never stays long enough to move.
struct AtlasMoves {
    struct Move {
        let entry: StoreEntry
        /// The store's pixels, rows packed (`width * 4` bytes each).
        let pixels: [UInt8]
        let width: Int, height: Int
        /// The frame the store was drawn in.
        let frame: Int
    }

    /// Pixel bytes kept at most; stores beyond stay in their own textures.
    let maximumBytes: Int
    private(set) var moves: [Move] = []
    private(set) var bytes = 0

    init(maximumBytes: Int = 4 << 20) { self.maximumBytes = maximumBytes }

    /// Keeps a copy of `entry`'s pixels (`stride` bytes per row) drawn in `frame`, when within
    /// `maximumBytes`.
    mutating func keep(_ entry: StoreEntry, pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int,
                       frame: Int) {
        let rowBytes = width * 4
        guard width > 0, height > 0, stride >= rowBytes, bytes + rowBytes * height <= maximumBytes else { return }
        let copy = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            for row in 0..<height {
                UnsafeMutableRawPointer(out.baseAddress! + row * rowBytes)
                    .copyMemory(from: pixels + row * stride, byteCount: rowBytes)
            }
            count = rowBytes * height
        }
        moves.append(Move(entry: entry, pixels: copy, width: width, height: height, frame: frame))
        bytes += copy.count
    }

    /// Forgets `entry`'s move (it is being redrawn).
    mutating func remove(_ entry: StoreEntry) {
        guard !moves.isEmpty else { return }
        moves.removeAll { move in
            guard move.entry === entry else { return false }
            bytes -= move.pixels.count
            return true
        }
    }

    /// The moves to make at the start of `frame`: stores drawn in the last frame that were also
    /// drawn in an earlier one (unchanged since: a redraw forgets the move). Forgets those and
    /// the moves of stores released or not drawn for two frames.
    mutating func due(frame: Int) -> [Move] {
        guard !moves.isEmpty else { return [] }
        var ready: [Move] = []
        moves.removeAll { move in
            let e = move.entry
            let take = e.isAlive && e.lastUsedFrame == frame - 1 && move.frame < frame - 1
            let stale = !e.isAlive || frame - e.lastUsedFrame > 2
            if take { ready.append(move) }
            if take || stale { bytes -= move.pixels.count }
            return take || stale
        }
        return ready
    }

    mutating func removeAll() { moves.removeAll(); bytes = 0 }
}
