import AnimationCore
import CSDL2

/// Reused memory for `ParticleRenderer`'s runs: `quads` quads' corners and indices, and a
/// block of `gatherBlock` particles copied in drawing order from a sorted batch.
final class RunScratch {
    let quads = 4096
    let gatherBlock = 256
    let vertices: UnsafeMutablePointer<SDL_Vertex>
    let indices: UnsafeMutablePointer<Int32>
    let particles: UnsafeMutablePointer<Particle>
    init() {
        vertices = .allocate(capacity: quads * 4)
        indices = .allocate(capacity: quads * 6)
        particles = .allocate(capacity: gatherBlock)
    }
    deinit { vertices.deallocate(); indices.deallocate(); particles.deallocate() }
}

/// Quads collected for one bulk append to the geometry batch (two triangles each: corners
/// 0 1 2 and 0 2 3), with their drawn bounding box.
struct Run {
    let scratch: RunScratch
    var quads = 0
    var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
    init(scratch: RunScratch) { self.scratch = scratch }

    var isFull: Bool { quads == scratch.quads }
    var vertexCount: Int { quads * 4 }

    @inline(__always)
    mutating func add(_ c0: SDL_Vertex, _ c1: SDL_Vertex, _ c2: SDL_Vertex, _ c3: SDL_Vertex,
                      minX x0: Float, minY y0: Float, maxX x1: Float, maxY y1: Float) {
        let v = scratch.vertices + quads * 4
        v[0] = c0; v[1] = c1; v[2] = c2; v[3] = c3
        quads += 1
        if x0 < minX { minX = x0 }; if x1 > maxX { maxX = x1 }
        if y0 < minY { minY = y0 }; if y1 > maxY { maxY = y1 }
    }

    /// Appends the run to `geometry` and empties it.
    mutating func submit(to geometry: GeometryBatch) {
        guard quads > 0 else { return }
        let base = Int32(geometry.vertices.count)
        let ix = scratch.indices
        for q in 0..<quads {
            let b = base + Int32(q * 4), i = ix + q * 6
            i[0] = b; i[1] = b + 1; i[2] = b + 2; i[3] = b; i[4] = b + 2; i[5] = b + 3
        }
        geometry.append(prepared: UnsafeBufferPointer(start: scratch.vertices, count: quads * 4),
                        indices: UnsafeBufferPointer(start: ix, count: quads * 6), bounds: (minX, minY, maxX, maxY))
        quads = 0
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
    }
}
