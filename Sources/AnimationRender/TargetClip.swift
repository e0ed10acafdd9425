import CSDL2
import Foundation

/// Clipping triangles to the current render target on the CPU before they are submitted.
///
/// Mesa's software rasterizer (llvmpipe, the OpenGL of machines without a GPU) sends every
/// run of vertices in which one vertex lies outside the viewport through its general
/// primitive pipeline (clipping stage, vertex-id resets on every small vertex-buffer flush),
/// and that made a frame of 20,000 particles, a few of them crossing the window's edge, about
/// 30 % slower than the same frame with every vertex inside (measured with a C program on
/// SDL's OpenGL renderer: 66 → 46 ms). So on CPU rasterizers the batch cuts triangles that
/// cross the target's edge down to the part inside (Sutherland–Hodgman, every attribute
/// interpolated, the new vertices placed exactly on the edge) and drops triangles wholly
/// outside. Pixels do not change: the part cut away was outside the target anyway. Real GPUs
/// clip in hardware for free and SDL's software renderer clips for itself, so there the
/// triangles go out as they are.
struct TargetClip {
    var width: Float, height: Float

    /// Outcode of `(x, y)`: one bit per side it lies beyond (0 inside, edges included).
    @inline(__always)
    func outcode(_ x: Float, _ y: Float) -> UInt8 {
        var code: UInt8 = 0
        if x < 0 { code |= 1 } else if x > width { code |= 2 }
        if y < 0 { code |= 4 } else if y > height { code |= 8 }
        if !(x == x && y == y) { code |= 16 }       // NaN: never submitted
        return code
    }

    /// Whether `p` lies inside (edges included).
    @inline(__always)
    func contains(_ p: SDL_FPoint) -> Bool { p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height }
}

extension GeometryBatch {
    /// Rewrites the pending triangles so that none reaches outside `clip` (see `TargetClip`).
    /// Triangles wholly inside keep their indices; nothing is copied when all are inside.
    func clipPendingTriangles(to clip: TargetClip) {
        var anyOutside = false
        vertices.withUnsafeBufferPointer { v in
            for vertex in v where clip.outcode(vertex.position.x, vertex.position.y) != 0 { anyOutside = true; break }
        }
        guard anyOutside else { return }
        clippedIndices.removeAll(keepingCapacity: true)
        var t = 0
        while t + 2 < indices.count {
            let a = indices[t], b = indices[t + 1], c = indices[t + 2]
            t += 3
            let va = vertices[Int(a)], vb = vertices[Int(b)], vc = vertices[Int(c)]
            let ca = clip.outcode(va.position.x, va.position.y), cb = clip.outcode(vb.position.x, vb.position.y)
            let cc = clip.outcode(vc.position.x, vc.position.y)
            if ca | cb | cc == 0 {
                clippedIndices.append(a); clippedIndices.append(b); clippedIndices.append(c)
                continue
            }
            appendClipped(va, vb, vc, codes: ca | cb | cc, allBeyondOneSide: ca & cb & cc != 0, clip, into: &clippedIndices)
        }
        swap(&indices, &clippedIndices)
    }

    /// Adds the triangle `(va, vb, vc)` (positions already relative to the target) cut to `clip`
    /// right away: its part inside becomes new vertices and a fan of triangles in `indices`, so
    /// the flush finds nothing of it to clip. For callers that know which of their triangles
    /// cross the target's edge (particles); same pixels as clipping at the flush.
    func addTriangleClippedToTarget(_ va: SDL_Vertex, _ vb: SDL_Vertex, _ vc: SDL_Vertex, _ clip: TargetClip) {
        let ca = clip.outcode(va.position.x, va.position.y), cb = clip.outcode(vb.position.x, vb.position.y)
        let cc = clip.outcode(vc.position.x, vc.position.y)
        appendClipped(va, vb, vc, codes: ca | cb | cc, allBeyondOneSide: ca & cb & cc != 0, clip, into: &indices)
    }

    /// Appends the part of triangle `(va, vb, vc)` inside `clip` as new vertices, and its fan's
    /// indices to `out`. `codes` is the union of the corners' outcodes (0: appended as it is).
    @inline(__always)
    private func appendClipped(_ va: SDL_Vertex, _ vb: SDL_Vertex, _ vc: SDL_Vertex, codes: UInt8, allBeyondOneSide: Bool,
                               _ clip: TargetClip, into out: inout [Int32]) {
        if allBeyondOneSide || codes & 16 != 0 { return }   // wholly beyond one side, or not a number
        clipScratch.removeAll(keepingCapacity: true)
        clipScratch.append(va); clipScratch.append(vb); clipScratch.append(vc)
        for side in 0..<4 where codes & (1 << side) != 0 {
            clipAgainstTargetSide(side, clip)
            if clipScratch.count < 3 { break }
        }
        guard clipScratch.count >= 3 else { return }
        let first = Int32(vertices.count)
        vertices.append(contentsOf: clipScratch)
        for k in 1..<Int32(clipScratch.count - 1) {
            out.append(first); out.append(first + k); out.append(first + k + 1)
        }
    }

    /// One Sutherland–Hodgman step of `clipScratch` against side `side` (0 left, 1 right,
    /// 2 top, 3 bottom) of the target; new vertices lie exactly on that side.
    private func clipAgainstTargetSide(_ side: Int, _ clip: TargetClip) {
        let edge: Float = side == 0 || side == 2 ? 0 : side == 1 ? clip.width : clip.height
        switch side {
        case 0: clipScratchPolygon(beyond: { -$0.position.x }, snap: { $0.position.x = edge })
        case 1: clipScratchPolygon(beyond: { $0.position.x - edge }, snap: { $0.position.x = edge })
        case 2: clipScratchPolygon(beyond: { -$0.position.y }, snap: { $0.position.y = edge })
        default: clipScratchPolygon(beyond: { $0.position.y - edge }, snap: { $0.position.y = edge })
        }
    }
}
