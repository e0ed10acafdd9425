import CSDL2
import Foundation

/// Draws layer quads with OpenGL directly, inside the SDL renderer's own context, with one
/// program (`GLQuadShader`): backing stores as textured quads, and shape quads whose fragment
/// stage works out the picture of the store the `SDL_RenderGeometry` path would draw: a
/// background and a border at any 2D affine transform and raster scale, cut by an ancestor's
/// rounded clip, in one quad (see `Compositor.drawShapeOnGL`). It can draw rounded corners as
/// well, but cairo's arcs (chords on 15 sub-rows a pixel) differ from its analytic ones by
/// more than the golden tolerance, so rounded layers are still stores by default
/// (`Compositor.drawsRoundedShapesOnGL`).
///
/// Quads are queued by `GeometryBatch` (which flushes them before any `SDL_RenderGeometry`
/// triangles, target or clip change, and texture upload, so drawing order is kept) and drawn
/// when flushed: all pending vertices go into one vertex buffer, orphaned and refilled at each
/// flush (`glBufferData`), with one vertex array object, and each run of consecutive quads
/// that needs the same texture (shape quads need none, and join any run) is one draw call.
/// The caller has flushed SDL's queue; SDL's OpenGL state is saved and restored around it.
///
/// What is drawn here and what falls back is `Compositor.drawShapeOnGL` / `drawStoreOnGL`'s
/// to say: 2D affine transforms only; perspective, masks (`FlatMask`), rounded clips of an
/// ancestor drawn on the CPU (`GeometryBatch.cornerClip`), layers without edge antialiasing
/// and SDL's straight-alpha renderers go through `SDL_RenderGeometry` as before.
final class GLQuadRenderer {
    let context: GLContext
    private let program: UInt32
    private let vertexArray: UInt32, buffer: UInt32
    private let targetSizeLocation, flipYLocation, textureScaleLocation, imageLocation, swapLocation: Int32
    /// Pending vertices, `floatsPerVertex` each, six per quad (corners 0 1 2 and 0 2 3).
    @exclusivity(unchecked) private var vertices: [Float] = []
    /// Runs of pending vertices drawn with one texture bound (nil: shape quads only).
    @exclusivity(unchecked) private var runs: [Run] = []
    /// Quads drawn since the renderer was made (for tests).
    private(set) var quadsDrawn = 0

    private struct Run {
        var texture: Texture?
        var firstVertex: Int
        var vertexCount: Int
    }

    /// Target pixel (2), layer-space point (2), texture coordinates (2), bounds (4), radius /
    /// border width / inner radius / mode (4), fill colour (4), border colour (4), clip
    /// rectangle (4), clip radius and store scale (2), store grid phase of the far halves (2),
    /// the border colour's own alpha (1), a ring's slice size (1).
    static let floatsPerVertex = 32
    private static let attributes: [(location: UInt32, size: Int32, offset: Int)] =
        [(0, 4, 0), (1, 2, 4), (2, 4, 6), (3, 4, 10), (4, 4, 14), (5, 4, 18), (6, 4, 22), (7, 2, 26), (8, 4, 28)]

    init(context: GLContext) throws {
        self.context = context
        let gl = context.functions
        let made = try context.makeProgram(vertex: GLQuadShader.vertex, fragment: GLQuadShader.fragment)
        program = made
        func location(_ name: String) -> Int32 { name.withCString { gl.getUniformLocation(made, $0) } }
        targetSizeLocation = location("targetSize"); flipYLocation = location("flipY")
        textureScaleLocation = location("textureScale"); imageLocation = location("image")
        swapLocation = location("swapRedBlue")
        let saved = GLStateGuard(gl)
        defer { saved.restore() }
        var b: UInt32 = 0, v: UInt32 = 0
        gl.genBuffers(1, &b)
        gl.genVertexArrays(1, &v)
        buffer = b; vertexArray = v
        gl.bindVertexArray(v)
        gl.bindBuffer(GL.arrayBuffer, b)
        let stride = Int32(Self.floatsPerVertex * 4)
        for a in Self.attributes {
            gl.enableVertexAttribArray(a.location)
            gl.vertexAttribPointer(a.location, a.size, GL.float, 0, stride, UnsafeRawPointer(bitPattern: a.offset * 4))
        }
        gl.bindVertexArray(0)
        vertices.reserveCapacity(Self.floatsPerVertex * 6 * 256)
    }

    /// Releases the program and buffers (the renderer is switching backends or closing).
    func close() {
        guard context.makeCurrent() else { return }
        var b = buffer, v = vertexArray
        context.functions.deleteBuffers(1, &b)
        context.functions.deleteVertexArrays(1, &v)
        context.functions.deleteProgram(program)
    }

    /// True when quads are waiting to be drawn.
    var hasPending: Bool { !vertices.isEmpty }

    /// True when a pending quad samples `texture` (about to be overwritten).
    func references(_ texture: Texture) -> Bool { runs.contains { $0.texture === texture } }

    /// One quad: its corners in target pixels (origin subtracted) and the layer-space points
    /// they show, in the order (x0, y0), (x1, y0), (x1, y1), (x0, y1).
    struct Corners {
        var x: SIMD4<Float>, y: SIMD4<Float>
        var localX: SIMD4<Float>, localY: SIMD4<Float>
    }

    /// The corners of the two triangles.
    private static let triangleCorners = [0, 1, 2, 0, 2, 3]

    /// What the fragment stage draws: for shapes (`texture` nil) the bounds, corner radius, border
    /// width and the border's inner radius in layer units, and premultiplied colours; for stores
    /// the texture, its coordinates at the corners and a premultiplied tint (`fill`).
    struct Appearance {
        var rect: SIMD4<Float> = .zero
        var radius: Float = 0, borderWidth: Float = 0, innerRadius: Float = 0
        var fill: SIMD4<Float>
        var border: SIMD4<Float> = .zero
        var texture: Texture?
        var uv = UVRect()
        /// An ancestor's rounded clip in target pixels (origin subtracted) and its radius; 0: none.
        var clip: SIMD4<Float> = .zero
        var clipRadius: Float = 0
        /// For shapes: the pixels per point of the store the `SDL_RenderGeometry` path would draw
        /// (0: none, the coverage of target pixels), and how far the grid of its pixels is
        /// shifted in the right and bottom halves of the layer (sliced stores), in points.
        var storeScale: Float = 0
        var highPhase: SIMD2<Float> = .zero
        /// The border colour's alpha before the layer's opacity and tint: cairo draws the border
        /// over the background at that alpha, and the opacity fades the result.
        var borderAlpha: Float = 0
        /// For a border ring drawn as a nine-slice: its corner slices' size in points (0: none).
        var slice: Float = 0
    }

    /// Queues a quad.
    func add(_ c: Corners, _ p: Appearance) {
        if let texture = p.texture {
            if let last = runs.last, last.texture == nil || last.texture === texture {
                runs[runs.count - 1].texture = texture
            } else {
                runs.append(Run(texture: texture, firstVertex: vertices.count / Self.floatsPerVertex, vertexCount: 0))
            }
        } else if runs.isEmpty {
            runs.append(Run(texture: nil, firstVertex: 0, vertexCount: 0))
        }
        runs[runs.count - 1].vertexCount += 6
        let start = vertices.count, n = Self.floatsPerVertex
        vertices.append(contentsOf: repeatElement(0, count: 6 * n))
        let mode: Float = p.texture == nil ? 0 : 1
        let us = SIMD4(p.uv.u0, p.uv.u1, p.uv.u1, p.uv.u0), vs = SIMD4(p.uv.v0, p.uv.v0, p.uv.v1, p.uv.v1)
        vertices.withUnsafeMutableBufferPointer { all in
            var o = start
            for corner in Self.triangleCorners {
                let v = all.baseAddress! + o
                v[0] = c.x[corner]; v[1] = c.y[corner]; v[2] = c.localX[corner]; v[3] = c.localY[corner]
                v[4] = us[corner]; v[5] = vs[corner]
                v[6] = p.rect.x; v[7] = p.rect.y; v[8] = p.rect.z; v[9] = p.rect.w
                v[10] = p.radius; v[11] = p.borderWidth; v[12] = p.innerRadius; v[13] = mode
                v[14] = p.fill.x; v[15] = p.fill.y; v[16] = p.fill.z; v[17] = p.fill.w
                v[18] = p.border.x; v[19] = p.border.y; v[20] = p.border.z; v[21] = p.border.w
                v[22] = p.clip.x; v[23] = p.clip.y; v[24] = p.clip.z; v[25] = p.clip.w
                v[26] = p.clipRadius; v[27] = p.storeScale
                v[28] = p.highPhase.x; v[29] = p.highPhase.y; v[30] = p.borderAlpha; v[31] = p.slice
                o += n
            }
        }
    }

    /// Draws the pending quads into SDL's current target; returns the draw calls and triangles.
    func draw(_ renderer: OpaquePointer) -> (draws: Int, triangles: Int) {
        guard !vertices.isEmpty else { return (0, 0) }
        defer { vertices.removeAll(keepingCapacity: true); runs.removeAll(keepingCapacity: true) }
        let gl = context.functions
        let saved = GLStateGuard(gl)
        defer { saved.restore() }
        gl.useProgram(program)
        let target = GLContext.currentTargetSize(renderer)
        gl.uniform2f(targetSizeLocation, Float(target.width), Float(target.height))
        gl.uniform1f(flipYLocation, target.isTexture ? -1 : 1)
        gl.uniform1i(imageLocation, 0)
        // As `GLParticleRenderer`: SDL's OpenGL ES renderer keeps ARGB8888 as RGBA bytes.
        gl.uniform1i(swapLocation, context.swapsRedAndBlue ? (target.isTexture ? 2 : 1) : 0)
        gl.blendFuncSeparate(GL.one, GL.oneMinusSrcAlpha, GL.one, GL.oneMinusSrcAlpha)
        gl.blendEquationSeparate(GL.funcAdd, GL.funcAdd)
        gl.enable(GL.blend)
        context.applyViewportAndScissor(renderer)
        gl.bindVertexArray(vertexArray)
        gl.bindBuffer(GL.arrayBuffer, buffer)
        // A new store each flush: the driver need not wait for draws still reading the last one.
        vertices.withUnsafeBytes { gl.bufferData(GL.arrayBuffer, $0.count, $0.baseAddress, GL.streamDraw) }
        gl.activeTexture(GL.texture0)
        var draws = 0
        for run in runs {
            var scaleX: Float = 1, scaleY: Float = 1
            if let t = run.texture, SDL_GL_BindTexture(t.handle, &scaleX, &scaleY) != 0 { continue }
            gl.uniform2f(textureScaleLocation, scaleX, scaleY)
            gl.drawArrays(GL.triangles, Int32(run.firstVertex), Int32(run.vertexCount))
            if let t = run.texture { SDL_GL_UnbindTexture(t.handle) }
            draws += 1
        }
        let quads = vertices.count / (Self.floatsPerVertex * 6)
        quadsDrawn += quads
        return (draws, quads * 2)
    }
}
