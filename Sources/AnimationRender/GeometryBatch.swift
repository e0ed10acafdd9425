import CSDL2
import Foundation

/// Collects textured triangles that share one texture and blend mode and submits them with a
/// single `SDL_RenderGeometry` call. Vertex and index arrays keep their capacity between
/// frames, so steady-state drawing allocates nothing.
///
/// The stored properties are `@exclusivity(unchecked)`: a batch is used from one thread, and
/// a dynamic exclusivity check on every appended vertex (~70 instructions) cost more than the
/// append itself.
final class GeometryBatch {
    @exclusivity(unchecked) var vertices: [SDL_Vertex] = []
    @exclusivity(unchecked) var indices: [Int32] = []
    /// Rounded corners every added triangle is clipped against (a rounded `masksToBounds`
    /// drawn without an offscreen pass), in drawing coordinates; nil for none.
    @exclusivity(unchecked) var cornerClip: CornerClip?
    /// Reused polygons of the corner and target clippers.
    @exclusivity(unchecked) var clipScratch: [SDL_Vertex] = [], clipOutput: [SDL_Vertex] = []
    /// Reused pieces and polygons of the corner clipper (`addClippedTriangle`).
    @exclusivity(unchecked) var cornerPieces: [SDL_Vertex] = [], cornerNext: [SDL_Vertex] = []
    @exclusivity(unchecked) var cornerPieceEnds: [Int] = [], cornerNextEnds: [Int] = []
    @exclusivity(unchecked) var cornerOuter: [SDL_Vertex] = [], cornerInner: [SDL_Vertex] = []
    @exclusivity(unchecked) var cornerRing: [SDL_Vertex] = [], cornerCut: [SDL_Vertex] = []
    @exclusivity(unchecked) var cornerRings: [SDL_Vertex] = [], cornerRingEnds: [Int] = []
    /// The corner clipper's results of this frame and the last (`Renderer.render` starts its frames).
    @exclusivity(unchecked) var cornerMemo = CornerClipMemo()
    /// The current target's size when triangles are clipped to it before submission (OpenGL
    /// rasterized on the CPU, see `TargetClip`); nil: submitted as they are (GPUs clip for
    /// free, SDL's software renderer clips for itself).
    @exclusivity(unchecked) private(set) var targetClip: TargetClip?
    /// Whether `setTarget` turns target clipping on (on CPU rasterizers; switched in tests).
    var clipsToTarget: Bool
    /// Reused index list of the target clipper.
    @exclusivity(unchecked) var clippedIndices: [Int32] = []
    /// Layer quads drawn with OpenGL directly (`GLQuadRenderer`), set on the OpenGL backend; nil:
    /// every layer goes through `SDL_RenderGeometry`. Quads and triangles are never pending
    /// together: queuing either submits the other first, and `flush()` submits both.
    @exclusivity(unchecked) var quads: GLQuadRenderer?
    /// Whether layer quads are queued in `quads`.
    @exclusivity(unchecked) var quadsPending = false
    /// Cells of the current offscreen target drawn into, when set (`OccupancyGrid`): every
    /// triangle submitted and every box taken into the drawn bounds marks its cells.
    @exclusivity(unchecked) var occupancy: OccupancyGrid?
    private var texture: Texture?
    private var blend = SDL_BLENDMODE_NONE
    unowned let device: RenderDevice
    /// Screen-space bounding box of everything submitted since `resetDrawnBounds()`.
    @exclusivity(unchecked) private(set) var drawnMinX = Float.infinity, drawnMinY = Float.infinity
    @exclusivity(unchecked) private(set) var drawnMaxX = -Float.infinity, drawnMaxY = -Float.infinity
    /// Subtracted from positions as they are added (the current target's origin).
    @exclusivity(unchecked) private(set) var offsetX: Float = 0, offsetY: Float = 0
    /// Flush once this many vertices are pending (keeps single calls a sensible size).
    let maximumVertices = 1 << 19

    init(device: RenderDevice) {
        self.device = device
        clipsToTarget = device.isCPURasterizer
        vertices.reserveCapacity(4096); indices.reserveCapacity(6144)
        clipScratch.reserveCapacity(64); clipOutput.reserveCapacity(64)
        device.willUpload = { [unowned self] texture in
            if self.texture === texture && !self.indices.isEmpty { self.flush() }
            if self.quadsPending, self.quads?.references(texture) == true { self.flushQuads() }
        }
    }

    /// Prepares for triangles with `texture` (nil: untextured, vertex colours only) and `blend`, flushing pending ones if either
    /// differs or the batch is full. Returns the index the next vertex will get.
    @inline(__always)
    func begin(_ texture: Texture?, blend: SDL_BlendMode, vertexCount: Int) -> Int32 {
        if quadsPending { flushQuads() }
        texture?.lastDrawnFrame = device.frame
        if self.texture !== texture || self.blend != blend || vertices.count + vertexCount > maximumVertices {
            flush()
            self.texture = texture; self.blend = blend
        }
        return Int32(vertices.count)
    }

    /// Sets the origin subtracted from positions (the target's origin in drawing coordinates)
    /// and the target's size in pixels (flush first when either changes).
    func setTarget(originX x: Float, originY y: Float, width: Int, height: Int) {
        offsetX = x; offsetY = y
        targetClip = clipsToTarget ? TargetClip(width: Float(width), height: Float(height)) : nil
    }

    /// Adds a vertex at `(x, y)` in drawing coordinates.
    @inline(__always)
    func addVertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float, _ color: SDL_Color) {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x - offsetX, y: y - offsetY), color: color, tex_coord: SDL_FPoint(x: u, y: v)))
        if x < drawnMinX { drawnMinX = x }; if x > drawnMaxX { drawnMaxX = x }
        if y < drawnMinY { drawnMinY = y }; if y > drawnMaxY { drawnMaxY = y }
    }

    /// Appends prepared vertices (positions already relative to the target; inside it when
    /// triangles are clipped to the target) and their indices (already counting from the
    /// vertices pending before them), and takes `bounds` (drawing coordinates) into the drawn
    /// bounding box: a bulk `addVertex` / `appendIndices` for callers that build many at once.
    func append(prepared v: UnsafeBufferPointer<SDL_Vertex>, indices i: UnsafeBufferPointer<Int32>,
                bounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)) {
        vertices.append(contentsOf: v)
        indices.append(contentsOf: i)
        if bounds.minX < drawnMinX { drawnMinX = bounds.minX }; if bounds.maxX > drawnMaxX { drawnMaxX = bounds.maxX }
        if bounds.minY < drawnMinY { drawnMinY = bounds.minY }; if bounds.maxY > drawnMaxY { drawnMaxY = bounds.maxY }
    }

    /// Takes a box (drawing coordinates) into the drawn bounding box.
    func includeInDrawnBounds(minX: Float, minY: Float, maxX: Float, maxY: Float) {
        occupancy?.mark(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        if minX < drawnMinX { drawnMinX = minX }; if maxX > drawnMaxX { drawnMaxX = maxX }
        if minY < drawnMinY { drawnMinY = minY }; if maxY > drawnMaxY { drawnMaxY = maxY }
    }

    @inline(__always)
    func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        if let clip = cornerClip { addClippedTriangle(a, b, c, clip: clip); return }
        indices.append(a); indices.append(b); indices.append(c)
    }

    @inline(__always)
    func appendIndices(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    /// Drops vertices added after `count` (a mesh that turned out to draw nothing).
    func truncate(vertexCount count: Int32) {
        if vertices.count > Int(count) { vertices.removeSubrange(Int(count)...) }
    }

    /// Submits pending triangles (and layer quads).
    func flush() {
        if quadsPending { flushQuads() }
        defer {
            vertices.removeAll(keepingCapacity: true); indices.removeAll(keepingCapacity: true)
            texture = nil
        }
        guard !indices.isEmpty else { return }
        if let clip = targetClip {
            clipPendingTriangles(to: clip)
            guard !indices.isEmpty else { return }
        }
        if occupancy != nil { markPendingTriangles() }
        if let texture { SDL_SetTextureBlendMode(texture.handle, blend) } else { SDL_SetRenderDrawBlendMode(device.renderer, blend) }
        device.stats.drawCalls += 1
        device.stats.triangles += indices.count / 3
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(device.renderer, texture?.handle, v.baseAddress, Int32(v.count),
                                       i.baseAddress, Int32(i.count))
            }
        }
    }

    /// Marks the cells of `occupancy` the pending triangles' boxes touch (positions are
    /// relative to the target: its origin is added back).
    private func markPendingTriangles() {
        vertices.withUnsafeBufferPointer { v in
            var k = 0
            while k + 2 < indices.count {
                let a = v[Int(indices[k])].position, b = v[Int(indices[k + 1])].position, c = v[Int(indices[k + 2])].position
                k += 3
                occupancy?.mark(minX: min(a.x, b.x, c.x) + offsetX, minY: min(a.y, b.y, c.y) + offsetY,
                                maxX: max(a.x, b.x, c.x) + offsetX, maxY: max(a.y, b.y, c.y) + offsetY)
            }
        }
    }

    /// The drawn bounding box so far, or nil when nothing was drawn.
    var drawnBounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)? {
        drawnMinX <= drawnMaxX ? (drawnMinX, drawnMinY, drawnMaxX, drawnMaxY) : nil
    }

    func resetDrawnBounds() {
        drawnMinX = .infinity; drawnMinY = .infinity; drawnMaxX = -.infinity; drawnMaxY = -.infinity
    }

    /// Restores a bounding box saved before an offscreen pass, merged with the current one.
    func restoreDrawnBounds(_ saved: (minX: Float, minY: Float, maxX: Float, maxY: Float)?) {
        guard let s = saved else { return }
        drawnMinX = min(drawnMinX, s.minX); drawnMinY = min(drawnMinY, s.minY)
        drawnMaxX = max(drawnMaxX, s.maxX); drawnMaxY = max(drawnMaxY, s.maxY)
    }
}
