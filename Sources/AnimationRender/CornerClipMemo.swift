import CSDL2

/// What `GeometryBatch.addClippedTriangle` made of each triangle it cut against rounded
/// corners in this frame and the previous one, so a triangle drawn again unchanged (a still
/// card's background, a label inside a rounded panel: most of a frame's clipped triangles, and
/// the same card again in each redrawn rectangle it crosses) is not cut again.
///
/// A triangle is known by the exact bits of its three vertices (positions in the target's
/// drawing coordinates, colours, texture coordinates) and of the clip, which is everything the
/// cut depends on; a hit appends the very pieces the cut made, so drawing is the same to the
/// bit. Two generations bound the memory: `beginFrame()` forgets what the frame before last
/// used and not since.
struct CornerClipMemo {
    /// The cut's input: three vertices (five 32-bit words each) and the clip (six floats).
    struct Key: Hashable {
        var vertices: SIMD16<UInt32>
        var clip: SIMD8<UInt32>

        init(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, clip k: CornerClip) {
            func words(_ v: SDL_Vertex) -> (UInt32, UInt32, UInt32, UInt32, UInt32) {
                let color = UInt32(v.color.r) | UInt32(v.color.g) << 8 | UInt32(v.color.b) << 16 | UInt32(v.color.a) << 24
                return (v.position.x.bitPattern, v.position.y.bitPattern, color, v.tex_coord.x.bitPattern, v.tex_coord.y.bitPattern)
            }
            let (a0, a1, a2, a3, a4) = words(a), (b0, b1, b2, b3, b4) = words(b), (c0, c1, c2, c3, c4) = words(c)
            vertices = SIMD16(a0, a1, a2, a3, a4, b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, 0)
            clip = SIMD8(k.minX.bitPattern, k.minY.bitPattern, k.maxX.bitPattern, k.maxY.bitPattern,
                         k.rx.bitPattern, k.ry.bitPattern, 0, 0)
        }
    }

    /// One generation: for each key, its pieces (convex polygons, one after another in
    /// `vertices`, each ending at its entry of `ends`).
    struct Generation {
        var entries: [Key: (ends: Range<Int>, vertices: Int)] = [:]
        var vertices: [SDL_Vertex] = []
        var ends: [Int] = []

        mutating func removeAll() {
            entries.removeAll(keepingCapacity: true)
            vertices.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }
    }

    /// Triangles remembered per frame at most (beyond it, cuts are not remembered: content
    /// that moves every frame never hits, and its keys should not pile up).
    static let capacity = 8192

    private(set) var current = Generation()
    private var previous = Generation()
    /// Counts since the memo was made, for tests.
    private(set) var hits = 0, misses = 0

    /// Starts a frame: what the last frame used is kept one more frame.
    mutating func beginFrame() {
        swap(&current, &previous)
        current.removeAll()
    }

    /// The pieces remembered for `key` (vertices in `current.vertices[vertices...]`, piece ends
    /// in `current.ends[ends]`, relative to `vertices`), copied into this frame's generation
    /// when they come from the last one; nil when the triangle was not cut in either frame.
    mutating func lookup(_ key: Key) -> (ends: Range<Int>, vertices: Int)? {
        if let found = current.entries[key] { hits += 1; return found }
        if let old = previous.entries[key] {
            let count = old.ends.isEmpty ? 0 : previous.ends[old.ends.upperBound - 1]
            if let moved = remember(key, pieces: previous.vertices[old.vertices ..< old.vertices + count],
                                    ends: previous.ends[old.ends]) {
                hits += 1
                return moved
            }
        }
        misses += 1
        return nil
    }

    /// Remembers the pieces a cut made (`ends` relative to the first of `pieces`), when this
    /// frame has room; returns where they are.
    @discardableResult
    mutating func remember<V: Collection, E: Collection>(_ key: Key, pieces: V, ends: E) -> (ends: Range<Int>, vertices: Int)?
    where V.Element == SDL_Vertex, E.Element == Int {
        guard current.entries.count < CornerClipMemo.capacity else { return nil }
        let entry = (ends: current.ends.count ..< current.ends.count + ends.count, vertices: current.vertices.count)
        current.vertices.append(contentsOf: pieces)
        current.ends.append(contentsOf: ends)
        current.entries[key] = entry
        return entry
    }
}
