import AnimationCore
import Foundation

/// Tile order for unordered particle batches on CPU rasterizers (see `ParticleRenderer`).
extension ParticleRenderer {
    /// Side of llvmpipe's tiles (`TILE_SIZE`): it bins triangles per 64×64 tile and rasterizes
    /// tile by tile, reading each tile's triangles from the frame's scene memory.
    static let tileSide: Float = 64

    /// Fills `order` with the first `count` particles sorted by the target tile of their
    /// centre, row by row, birth order kept within a tile (a counting sort). In birth order
    /// the triangles of one tile lie scattered over the ~10 MB of a frame's scene memory and
    /// llvmpipe's rasterizer threads miss the cache on almost every one; sorted, they are
    /// neighbours. Only for batches Core Animation may draw in any order.
    func tileOrder(_ particles: [Particle], count: Int, projection p: Projection, originX: Float, originY: Float,
                   clip: TargetClip) {
        let columns = max(1, Int((clip.width / Self.tileSide).rounded(.up)))
        let rows = max(1, Int((clip.height / Self.tileSide).rounded(.up)))
        let tiles = columns * rows
        tileOfParticle.removeAll(keepingCapacity: true)
        tileOfParticle.reserveCapacity(count)
        tileStarts.removeAll(keepingCapacity: true)
        tileStarts.append(contentsOf: repeatElement(0, count: tiles + 1))
        let scale = 1 / Self.tileSide, maxColumn = Float(columns - 1), maxRow = Float(rows - 1)
        particles.withUnsafeBufferPointer { ps in
            for i in 0..<count {
                let q = p.apply(Double(ps[i].position.x), Double(ps[i].position.y))
                let k = q.w > QuadMesh.nearW ? 1 / q.w : 0
                // Clamped into the grid; NaN (skipped when drawn) lands in tile 0.
                let fx = (Float(q.x * k) - originX) * scale, fy = (Float(q.y * k) - originY) * scale
                let tx = fx >= 0 ? min(fx, maxColumn) : 0, ty = fy >= 0 ? min(fy, maxRow) : 0
                let tile = Int32(ty) * Int32(columns) + Int32(tx)
                tileOfParticle.append(tile)
                tileStarts[Int(tile) + 1] += 1
            }
        }
        for t in 0..<tiles { tileStarts[t + 1] += tileStarts[t] }
        if order.count < count { order.append(contentsOf: repeatElement(0, count: count - order.count)) }
        for i in 0..<count {
            let t = Int(tileOfParticle[i])
            order[Int(tileStarts[t])] = Int32(i)
            tileStarts[t] += 1
        }
    }
}
