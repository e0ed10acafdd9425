import CSDL2
import Foundation

/// The rounded corners of an axis-aligned rounded rectangle in drawing coordinates: the part
/// of a rounded `masksToBounds` clip that a scissor rectangle cannot do.
///
/// `GeometryBatch` clips every triangle it is given against the four corner arcs on the CPU
/// (Sutherland–Hodgman, interpolating positions, texture coordinates and colours), while the
/// scissor rectangle clips the straight sides. Content under a rounded clip then needs no
/// offscreen pass. Each arc is approximated by `segments` chords placed half-way between
/// the inscribed and the circumscribed polygon (well under 0.1 pixel from the arc for the
/// radii layers use); the edge is antialiased with a one-pixel coverage band, like the
/// offscreen mask.
struct CornerClip {
    var minX: Float, minY: Float, maxX: Float, maxY: Float
    /// Corner radii in pixels, horizontally and vertically (elliptical under non-uniform scale).
    var rx: Float, ry: Float

    /// True when nothing inside `inner`'s rectangle lies in one of this clip's corner squares
    /// (grown by a pixel for the coverage band and the scissor's rounding): there this clip
    /// cuts no more than its rectangle does.
    func leavesCornersClear(of inner: CornerClip) -> Bool {
        let margin: Float = 1
        let left = minX + rx + margin, right = maxX - rx - margin
        let top = minY + ry + margin, bottom = maxY - ry - margin
        let reachesLeft = inner.minX < left, reachesRight = inner.maxX > right
        let reachesTop = inner.minY < top, reachesBottom = inner.maxY > bottom
        return !((reachesLeft || reachesRight) && (reachesTop || reachesBottom))
    }

    /// Chords per quarter circle.
    static let segments = 8
    /// Unit normals of the chords of a quarter circle, in the corner's outward quadrant.
    static let chordNormals: [(Float, Float)] = (0..<segments).map { i in
        let m = (Double(i) + 0.5) * Double.pi / 2 / Double(segments)
        return (Float(cos(m)), Float(sin(m)))
    }
    /// A point is inside a chord when its (unit-circle) projection on the normal is at most this.
    static let chordDistance = Float((1 + cos(Double.pi / 4 / Double(segments))) / 2)

    /// Corner `k` (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left): the arc's centre
    /// and the outward signs.
    @inline(__always)
    func corner(_ k: Int) -> (cx: Float, cy: Float, sx: Float, sy: Float) {
        switch k {
        case 0: return (minX + rx, minY + ry, -1, -1)
        case 1: return (maxX - rx, minY + ry, 1, -1)
        case 2: return (maxX - rx, maxY - ry, 1, 1)
        default: return (minX + rx, maxY - ry, -1, 1)
        }
    }

    /// Half a pixel in the units of `outside` for chord `i` (its gradient's length in pixels is
    /// √((nx/rx)² + (ny/ry)²)).
    @inline(__always)
    func halfPixel(chord i: Int) -> Float {
        let n = CornerClip.chordNormals[i]
        return 0.5 * ((n.0 / rx) * (n.0 / rx) + (n.1 / ry) * (n.1 / ry)).squareRoot()
    }

    /// Which side of the boundary between chords `boundary − 1` and `boundary` (a ray from the
    /// corner's centre at angle `boundary · π/2 / segments` in its outward quadrant) `v` lies
    /// on: positive towards chord `boundary − 1`.
    @inline(__always)
    func wedgeSide(_ v: SDL_Vertex, corner c: (cx: Float, cy: Float, sx: Float, sy: Float), boundary: Int) -> Float {
        let angle = Float(boundary) * Float.pi / 2 / Float(CornerClip.segments)
        let ux = c.sx * (v.position.x - c.cx) / rx, uy = c.sy * (v.position.y - c.cy) / ry
        return ux * sin(angle) - uy * cos(angle)
    }

    /// Signed distance (in unit-circle space; positive outside) of `(x, y)` from chord `i` of corner `c`.
    @inline(__always)
    func outside(_ x: Float, _ y: Float, corner c: (cx: Float, cy: Float, sx: Float, sy: Float), chord i: Int) -> Float {
        let n = CornerClip.chordNormals[i]
        let ux = c.sx * (x - c.cx) / rx, uy = c.sy * (y - c.cy) / ry
        return ux * n.0 + uy * n.1 - CornerClip.chordDistance
    }
}

extension GeometryBatch {
    /// Adds triangle `a b c` (indices of added vertices) clipped by `clip`'s corners: unchanged
    /// when it misses the corner squares or lies inside the arcs, else as fans of new vertices.
    ///
    /// The arc is antialiased like the offscreen mask it replaces. Each corner cuts the
    /// polygon half a pixel outside its chords; what lies half a pixel inside all of them is
    /// one piece at full colour, and the band one pixel wide along each chord is a piece of
    /// its own, limited to the chord's angular wedge (so bands never overlap), whose vertex
    /// colours (premultiplied, so all four channels) are scaled by coverage: 1 on the band's
    /// inner side, 0 on its outer. Colours interpolate linearly across a band, as coverage does.
    func addClippedTriangle(_ a: Int32, _ b: Int32, _ c: Int32, clip: CornerClip) {
        let va = vertices[Int(a)], vb = vertices[Int(b)], vc = vertices[Int(c)]
        let ox = offsetX, oy = offsetY
        let xa = va.position.x + ox, xb = vb.position.x + ox, xc = vc.position.x + ox
        let ya = va.position.y + oy, yb = vb.position.y + oy, yc = vc.position.y + oy
        let bx0 = min(xa, min(xb, xc)), bx1 = max(xa, max(xb, xc))
        let by0 = min(ya, min(yb, yc)), by1 = max(ya, max(yb, yc))
        // The pieces so far, one after another in `cornerPieces` (each ends at its entry of
        // `cornerPieceEnds`); reused arrays, so clipping allocates nothing in steady state.
        var started = false
        var key: CornerClipMemo.Key?
        for k in 0..<4 {
            let corner = clip.corner(k)
            // The corner square: outside it every chord keeps the whole rectangle.
            let sqX0 = corner.sx < 0 ? clip.minX : corner.cx, sqX1 = corner.sx < 0 ? corner.cx : clip.maxX
            let sqY0 = corner.sy < 0 ? clip.minY : corner.cy, sqY1 = corner.sy < 0 ? corner.cy : clip.maxY
            if bx1 <= sqX0 || bx0 >= sqX1 || by1 <= sqY0 || by0 >= sqY1 { continue }
            var reaches = false
            for i in 0..<CornerClip.segments {
                let band = clip.halfPixel(chord: i)
                if clip.outside(xa, ya, corner: corner, chord: i) > -band || clip.outside(xb, yb, corner: corner, chord: i) > -band
                    || clip.outside(xc, yc, corner: corner, chord: i) > -band { reaches = true; break }
            }
            guard reaches else { continue }
            if !started {
                started = true
                key = CornerClipMemo.Key(GeometryBatch.shifted(va, ox, oy), GeometryBatch.shifted(vb, ox, oy),
                                         GeometryBatch.shifted(vc, ox, oy), clip: clip)
                if let known = cornerMemo.lookup(key!) {
                    let memo = cornerMemo.current
                    memo.vertices.withUnsafeBufferPointer { v in
                        appendPieces(v.baseAddress! + known.vertices, ends: memo.ends[known.ends])
                    }
                    return
                }
                cornerPieces.removeAll(keepingCapacity: true); cornerPieceEnds.removeAll(keepingCapacity: true)
                cornerPieces.append(GeometryBatch.shifted(va, ox, oy)); cornerPieces.append(GeometryBatch.shifted(vb, ox, oy))
                cornerPieces.append(GeometryBatch.shifted(vc, ox, oy)); cornerPieceEnds.append(3)
            }
            cornerNext.removeAll(keepingCapacity: true); cornerNextEnds.removeAll(keepingCapacity: true)
            var from = 0
            for end in cornerPieceEnds {
                antialiasedCorner(cornerPieces, from, end, clip: clip, corner: corner)
                from = end
            }
            swap(&cornerPieces, &cornerNext); swap(&cornerPieceEnds, &cornerNextEnds)
            if cornerPieceEnds.isEmpty { break }
        }
        guard started, let key else {
            appendIndices(a, b, c)
            return
        }
        cornerMemo.remember(key, pieces: cornerPieces, ends: cornerPieceEnds)
        cornerPieces.withUnsafeBufferPointer { appendPieces($0.baseAddress!, ends: cornerPieceEnds) }
    }

    /// Appends convex polygons (one after another from `pieces`, each ending at its entry of
    /// `ends`; positions in the target's drawing coordinates) as fans of new vertices.
    private func appendPieces<E: Collection>(_ pieces: UnsafePointer<SDL_Vertex>, ends: E) where E.Element == Int {
        let ox = offsetX, oy = offsetY
        var from = 0
        for end in ends {
            let first = Int32(vertices.count)
            for j in from..<end { vertices.append(GeometryBatch.shifted(pieces[j], -ox, -oy)) }
            for t in 1..<Int32(end - from - 1) { appendIndices(first, first + t, first + t + 1) }
            from = end
        }
    }

    /// The polygon `source[from..<end]` cut by one corner's arc, appended to `cornerNext`
    /// (ends in `cornerNextEnds`): the part fully inside, then one coverage band per chord it
    /// reaches (see `addClippedTriangle`).
    private func antialiasedCorner(_ source: [SDL_Vertex], _ from: Int, _ end: Int, clip: CornerClip,
                                   corner: (cx: Float, cy: Float, sx: Float, sy: Float)) {
        func distance(_ v: SDL_Vertex, _ i: Int) -> Float { clip.outside(v.position.x, v.position.y, corner: corner, chord: i) }
        cornerOuter.removeAll(keepingCapacity: true)
        cornerOuter.append(contentsOf: source[from..<end])
        for i in 0..<CornerClip.segments where cornerOuter.count >= 3 {
            let band = clip.halfPixel(chord: i)
            GeometryBatch.cut(cornerOuter, into: &cornerCut) { distance($0, i) - band }
            swap(&cornerOuter, &cornerCut)
        }
        guard cornerOuter.count >= 3 else { return }
        cornerInner.removeAll(keepingCapacity: true)
        cornerInner.append(contentsOf: cornerOuter)
        cornerRings.removeAll(keepingCapacity: true); cornerRingEnds.removeAll(keepingCapacity: true)
        for i in 0..<CornerClip.segments {
            let band = clip.halfPixel(chord: i)
            guard cornerOuter.contains(where: { distance($0, i) > -band }) else { continue }
            if cornerInner.count >= 3 {
                GeometryBatch.cut(cornerInner, into: &cornerCut) { distance($0, i) + band }
                swap(&cornerInner, &cornerCut)
            }
            // The chord's band within its wedge of angles (unit-circle space about the corner centre).
            GeometryBatch.cut(cornerOuter, into: &cornerRing) { -band - distance($0, i) }
            if i > 0 {
                GeometryBatch.cut(cornerRing, into: &cornerCut) { clip.wedgeSide($0, corner: corner, boundary: i) }
                swap(&cornerRing, &cornerCut)
            }
            if i < CornerClip.segments - 1 {
                GeometryBatch.cut(cornerRing, into: &cornerCut) { -clip.wedgeSide($0, corner: corner, boundary: i + 1) }
                swap(&cornerRing, &cornerCut)
            }
            guard cornerRing.count >= 3 else { continue }
            for j in cornerRing.indices {
                var v = cornerRing[j]
                let coverage = max(0, min(1, (band - distance(v, i)) / (2 * band)))
                v.color = GeometryBatch.scaled(v.color, coverage)
                cornerRings.append(v)
            }
            cornerRingEnds.append(cornerRings.count)
        }
        if cornerInner.count >= 3 {
            cornerNext.append(contentsOf: cornerInner)
            cornerNextEnds.append(cornerNext.count)
        }
        let base = cornerNext.count
        cornerNext.append(contentsOf: cornerRings)
        for e in cornerRingEnds { cornerNextEnds.append(base + e) }
    }

    /// One Sutherland–Hodgman step into a reused array: `polygon` where `beyond` is at most zero.
    static func cut(_ polygon: [SDL_Vertex], into out: inout [SDL_Vertex], by beyond: (SDL_Vertex) -> Float) {
        out.removeAll(keepingCapacity: true)
        let n = polygon.count
        for j in 0..<n {
            let p = polygon[j], q = polygon[(j + 1) % n]
            let dp = beyond(p), dq = beyond(q)
            if dp <= 0 { out.append(p) }
            if (dp <= 0) != (dq <= 0) { out.append(lerp(p, q, dp / (dp - dq))) }
        }
    }

    static func scaled(_ c: SDL_Color, _ k: Float) -> SDL_Color {
        func s(_ v: UInt8) -> UInt8 { UInt8((Float(v) * k).rounded()) }
        return SDL_Color(r: s(c.r), g: s(c.g), b: s(c.b), a: s(c.a))
    }

    /// One Sutherland–Hodgman step of the polygon in `clipScratch` against the half-plane where
    /// `beyond` is at most zero (it is positive outside): kept vertices stay, and a vertex
    /// interpolated in every attribute (then passed through `snap`) replaces each crossing.
    func clipScratchPolygon(beyond: (SDL_Vertex) -> Float, snap: (inout SDL_Vertex) -> Void = { _ in }) {
        clipOutput.removeAll(keepingCapacity: true)
        let n = clipScratch.count
        for j in 0..<n {
            let p = clipScratch[j], q = clipScratch[(j + 1) % n]
            let dp = beyond(p), dq = beyond(q)
            if dp <= 0 { clipOutput.append(p) }
            if (dp <= 0) != (dq <= 0) {
                var cut = GeometryBatch.lerp(p, q, dp / (dp - dq))
                snap(&cut)
                clipOutput.append(cut)
            }
        }
        swap(&clipScratch, &clipOutput)
    }

    @inline(__always)
    static func shifted(_ v: SDL_Vertex, _ dx: Float, _ dy: Float) -> SDL_Vertex {
        var w = v
        w.position.x += dx; w.position.y += dy
        return w
    }

    /// The vertex a fraction `t` of the way from `p` to `q` (every attribute interpolated).
    static func lerp(_ p: SDL_Vertex, _ q: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func f(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
        func c(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(max(0, min(255, (Float(a) + (Float(b) - Float(a)) * t).rounded()))) }
        return SDL_Vertex(position: SDL_FPoint(x: f(p.position.x, q.position.x), y: f(p.position.y, q.position.y)),
                          color: SDL_Color(r: c(p.color.r, q.color.r), g: c(p.color.g, q.color.g),
                                           b: c(p.color.b, q.color.b), a: c(p.color.a, q.color.a)),
                          tex_coord: SDL_FPoint(x: f(p.tex_coord.x, q.tex_coord.x), y: f(p.tex_coord.y, q.tex_coord.y)))
    }
}
