import AnimationCore
import CSDL2
import Foundation

/// Draws emitter batches with OpenGL directly, inside the SDL renderer's own context: each
/// particle's constants (`ParticleProgram.writeConstants`) go into a vertex buffer once, when
/// the particle is born, and a vertex shader (`GLParticleShader`) works out every particle at
/// the frame's time, so a frame costs the CPU nothing per particle here: one draw (two when
/// the ring of constants wraps) per batch, of one point sprite per particle where the batch's
/// largest particle fits the driver's point-size limit (`GLParticleRenderer+Points`), else of
/// six-vertex instanced quads. The picture is the CPU path's
/// (`ParticleRenderer`), within the golden-image tolerance (`GLParticlePathTests`).
///
/// ## The direct-OpenGL backend so far (issue 26)
/// - On OpenGL: emitter particles (this type), where the SDL renderer is OpenGL 3.3+ or OpenGL
///   ES 3.0+ (`GLContext`), the batch came from a `CAEmitterLayer` (`ParticleBatch.program`),
///   its layer's transform has no perspective and no rounded clip cuts it. The default on GPUs;
///   on llvmpipe the CPU path stays the default, being faster there (`GLPaths.cpuRasterizer`).
///   The core then works out none of those particles on the CPU: a snapshot's particles are
///   simulated only when read (`ParticleBatch.particles`), which this path never does, and
///   damage tracking takes the program's analytic box (`ParticleProgram.positionBounds`).
/// - On OpenGL: backdrop blur and vibrancy (`GLBackdropBlur`), copied from SDL's target,
///   reduced, blurred and adjusted in GPU passes and never read back, where the backdrop is
///   the target's own pixels (no pending offscreen level to combine over it).
/// - On OpenGL: layer quads (`GLQuadRenderer`), under 2D affine transforms: every store as one
///   textured quad, batched by texture into one streamed vertex buffer; square, unbordered
///   solid layers as quads whose fragment stage works out the antialiased edge. The shader also
///   draws borders, turned, scaled and faded squares and rounded clips by replaying how the
///   store cairo drew would be sampled (`ShapeScaleMemory`; `drawsAnalyticShapesOnGL`, on by
///   default); rounded corners stay stores, as cairo's flattened, 15-row sampled arcs cannot be
///   matched analytically within the golden tolerance.
/// - On OpenGL: masks combined with their content in one pass (`GLMaskCompositor`); frames read
///   back for export through pixel buffer objects (`GLReadbackRing`, `Renderer.beginReadback()`),
///   a frame in flight while the next draws; the bytes of `readPixels()`.
/// - Still `SDL_RenderGeometry`: rounded layers drawn as untextured crosses and corner slices,
///   turned border rings (nine-slices), layers under perspective or inside an elliptical
///   rounded clip cut on the CPU (`CornerClip`), offscreen passes, transitions, backdrops inside
///   offscreen levels (read back, combined and blurred on the CPU), and particles in the cases
///   above.
/// - Next slices: sampling a mask layer's own store in the mask pass instead of drawing it into
///   a target; a texture atlas for every store, so a frame is one or two draws.
///
/// Each constant buffer is a ring: particle `k` lives in slot `k mod capacity`, so newborns
/// overwrite the dead; everything is uploaded again only when the emitter's constants change
/// (seed, ranges, speeds…: `ParticleProgram.sharesConstants`), time goes back, the live
/// count outgrows the ring, or the birth-time origin is more than `rebaseSeconds` old (float
/// precision of ages).
final class GLParticleRenderer {
    let context: GLContext
    /// The instanced-quad program and the point program (nil where the context's points cannot
    /// hold a particle: `GLParticleRenderer+Points.swift`).
    let quads: Program
    let points: Program?
    /// The largest `gl_PointSize` the driver draws (`GL_ALIASED_POINT_SIZE_RANGE`) and the
    /// largest viewport (`GL_MAX_VIEWPORT_DIMS`); 0 where unknown.
    let maxPointSize: Float, maxViewport: (width: Int32, height: Int32)
    /// Whether batches whose particles fit the driver's points are drawn as points (one vertex
    /// a particle) rather than instanced quads (six vertices a particle). Off only to compare.
    var drawsPoints = true
    private var rings: [RingKey: Ring] = [:]
    private var scratch: [Float] = []
    private var frame = 0
    /// Constants re-uploaded in full after the birth times' origin is this old (seconds).
    static let rebaseSeconds = 256.0
    /// Particles whose constants were uploaded since the renderer was made (for tests).
    private(set) var uploadedParticles = 0

    private struct RingKey: Hashable { let layer: UInt64, cell: Int }

    private final class Ring {
        let buffer: UInt32, vertexArray: UInt32, capacity: Int
        /// Particles `first...last` have their constants in the ring (none when `last < first`).
        var first = 0, last = -1
        var program: ParticleProgram?
        var birthOrigin = 0.0
        var lastUsed = 0
        init(buffer: UInt32, vertexArray: UInt32, capacity: Int) {
            self.buffer = buffer; self.vertexArray = vertexArray; self.capacity = capacity
        }
    }

    /// A linked program and its uniforms' locations.
    struct Program {
        let id: UInt32
        let uniforms: [String: Int32]
        init(_ context: GLContext, vertex: String, fragment: String) throws {
            let id = try context.makeProgram(vertex: vertex, fragment: fragment)
            self.id = id
            var uniforms: [String: Int32] = [:]
            for name in ["time", "lifetimeScale", "emitterPosition", "emitterSize", "shape", "outline",
                         "acceleration", "scaleSpeed", "layerScale", "contentsScale", "colorSpeed", "halfSize",
                         "rowX", "rowY", "targetSize", "flipY", "tint", "uvRect", "image", "swapRedBlue",
                         "viewportScale", "margin", "maxPointSize"] {
                uniforms[name] = name.withCString { context.functions.getUniformLocation(id, $0) }
            }
            self.uniforms = uniforms
        }
        func location(_ name: String) -> Int32 { uniforms[name] ?? -1 }
    }

    init(context: GLContext) throws {
        self.context = context
        quads = try Program(context, vertex: GLParticleShader.vertex, fragment: GLParticleShader.fragment)
        (maxPointSize, maxViewport) = Self.pointLimits(context)
        points = maxPointSize > 1 ? try? Program(context, vertex: GLParticlePointShader.vertex,
                                                 fragment: GLParticlePointShader.fragment) : nil
    }

    /// Starts a frame: rings of emitters not drawn for 240 frames are released.
    func beginFrame(_ frame: Int) {
        self.frame = frame
        guard frame % 120 == 0 else { return }
        for (key, ring) in rings where frame - ring.lastUsed >= 240 { retired.append(ring); rings[key] = nil }
    }

    /// Releases every ring (the renderer is closing or purging).
    func removeAll() {
        retired.append(contentsOf: rings.values)
        rings.removeAll()
        if context.makeCurrent() { releaseRetired() }
    }

    /// Rings given up, deleted at the next draw, when the renderer's context is current (several
    /// renderers, each with its own context, may be drawing in one process).
    private var retired: [Ring] = []

    private func releaseRetired() {
        for ring in retired {
            var b = ring.buffer, v = ring.vertexArray
            context.functions.deleteBuffers(1, &b)
            context.functions.deleteVertexArrays(1, &v)
        }
        retired.removeAll()
    }

    private func release(_ ring: Ring) { retired.append(ring) }

    /// What one draw needs besides the batch: where it goes and how it is painted.
    struct Placement {
        let texture: Texture
        let renderer: OpaquePointer
        /// Affine transform to drawing coordinates, divided by W: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
        let originX: Float, originY: Float
        let tint: RGBA, alpha: Double
        let additive: Bool
    }

    /// Draws `batch` (of layer `layer`, cell `program`'s) into SDL's current target. The
    /// caller has flushed SDL's queue; SDL's OpenGL state is saved and restored around the draw.
    func draw(_ batch: ParticleBatch, _ p: ParticleProgram, layer: UInt64,
              placement q: Placement) -> (draws: Int, instances: Int) {
        let gl = context.functions
        var texW: Float = 1, texH: Float = 1
        guard SDL_GL_BindTexture(q.texture.handle, &texW, &texH) == 0 else { return (0, 0) }
        defer { SDL_GL_UnbindTexture(q.texture.handle) }
        let saved = GLStateGuard(gl)
        defer { saved.restore() }
        releaseRetired()
        let ring = prepareRing(p, key: RingKey(layer: layer, cell: p.cellIndex))
        let target = GLContext.currentTargetSize(q.renderer)
        let pointLayout = drawsPoints ? pointLayout(batch, p, placement: q, target: target) : nil
        let drawn = pointLayout.flatMap { layout in points.map { ($0, layout) } }
        let program = drawn?.0 ?? quads
        gl.useProgram(program.id)
        setUniforms(program, batch, p, ring: ring, placement: q, target: target, textureScale: (texW, texH))
        if q.additive {
            gl.blendFuncSeparate(GL.one, GL.one, GL.zero, GL.one)
        } else {
            gl.blendFuncSeparate(GL.one, GL.oneMinusSrcAlpha, GL.one, GL.oneMinusSrcAlpha)
        }
        gl.blendEquationSeparate(GL.funcAdd, GL.funcAdd)
        gl.enable(GL.blend)
        context.applyViewportAndScissor(q.renderer)
        if let layout = drawn?.1 { beginPoints(layout, target: target) }
        defer { if drawn != nil { endPoints() } }
        gl.bindVertexArray(ring.vertexArray)
        gl.bindBuffer(GL.arrayBuffer, ring.buffer)
        // Particles first...last sit in slots first mod capacity onwards, wrapping to slot 0.
        let start = p.first % ring.capacity, firstRun = min(p.count, ring.capacity - start)
        drawParticles(fromSlot: start, count: firstRun, asPoints: drawn != nil)
        if p.count > firstRun { drawParticles(fromSlot: 0, count: p.count - firstRun, asPoints: drawn != nil) }
        if drawn != nil { particlesDrawnAsPoints += p.count }
        return (p.count > firstRun ? 2 : 1, p.count)
    }

    /// Particles given to the point program since the renderer was made (for tests).
    private(set) var particlesDrawnAsPoints = 0

    /// One draw of `count` particles from slot `slot` on: a point each, or an instance of six
    /// vertices each (the attributes then advance per instance).
    private func drawParticles(fromSlot slot: Int, count: Int, asPoints: Bool) {
        let gl = context.functions, stride = ParticleProgram.floatsPerParticle * 4
        for attribute in 0..<3 {
            gl.vertexAttribDivisor(UInt32(attribute), asPoints ? 0 : 1)
            gl.vertexAttribPointer(UInt32(attribute), 4, GL.float, 0, Int32(stride),
                                   UnsafeRawPointer(bitPattern: slot * stride + attribute * 16))
        }
        if asPoints {
            gl.drawArrays(GL.points, 0, Int32(count))
        } else {
            gl.drawArraysInstanced(GL.triangles, 0, 6, Int32(count))
        }
    }

    private func setUniforms(_ program: Program, _ batch: ParticleBatch, _ p: ParticleProgram, ring: Ring,
                             placement q: Placement, target: (width: Int, height: Int, isTexture: Bool),
                             textureScale: (Float, Float)) {
        let gl = context.functions, u = p.uniforms
        func loc(_ name: String) -> Int32 { program.location(name) }
        gl.uniform1f(loc("time"), Float(p.time - ring.birthOrigin))
        gl.uniform1f(loc("lifetimeScale"), u.lifetimeScale)
        gl.uniform2f(loc("emitterPosition"), u.position.x, u.position.y)
        gl.uniform2f(loc("emitterSize"), u.size.x, u.size.y)
        gl.uniform1i(loc("shape"), u.shape.rawValue)
        gl.uniform1i(loc("outline"), u.outline ? 1 : 0)
        gl.uniform2f(loc("acceleration"), u.acceleration.x, u.acceleration.y)
        gl.uniform1f(loc("scaleSpeed"), u.scaleSpeed)
        gl.uniform1f(loc("layerScale"), u.scale)
        gl.uniform1f(loc("contentsScale"), u.contentsScale)
        gl.uniform4f(loc("colorSpeed"), u.colorSpeed.x, u.colorSpeed.y, u.colorSpeed.z, u.colorSpeed.w)
        let cr = batch.contentsRect
        gl.uniform2f(loc("halfSize"), Float(Double(batch.image.width) * Double(cr.width) / 2),
                     Float(Double(batch.image.height) * Double(cr.height) / 2))
        setRow(loc("rowX"), q.a, q.c, q.tx - Double(q.originX))
        setRow(loc("rowY"), q.b, q.d, q.ty - Double(q.originY))
        gl.uniform2f(loc("targetSize"), Float(target.width), Float(target.height))
        gl.uniform1f(loc("flipY"), target.isTexture ? -1 : 1)
        gl.uniform4f(loc("tint"), Float(q.tint.red), Float(q.tint.green), Float(q.tint.blue),
                     Float(q.tint.alpha * q.alpha))
        gl.uniform4f(loc("uvRect"), Float(cr.minX) * textureScale.0, Float(cr.minY) * textureScale.1,
                     Float(cr.maxX) * textureScale.0, Float(cr.maxY) * textureScale.1)
        gl.uniform1i(loc("image"), 0)
        // SDL's OpenGL ES renderer keeps ARGB8888 pixels as RGBA bytes: drawing into the window it
        // swaps the texels' red and blue; into a render target of the same format it swaps the
        // vertex colour's instead (the target holds swapped bytes, as its images do).
        let swap: Int32 = context.swapsRedAndBlue ? (target.isTexture ? 2 : 1) : 0
        gl.uniform1i(loc("swapRedBlue"), swap)
    }

    private func setRow(_ location: Int32, _ x: Double, _ y: Double, _ z: Double) {
        context.functions.uniform3f(location, Float(x), Float(y), Float(z))
    }

    /// The ring for `key` holding the constants of `p.first...p.last`, uploading what is missing.
    private func prepareRing(_ p: ParticleProgram, key: RingKey) -> Ring {
        var ring = rings[key]
        if let r = ring, p.count > r.capacity { release(r); ring = nil }
        if ring == nil {
            ring = makeRing(capacity: max(1024, Self.powerOfTwo(atLeast: p.count + p.count / 2)))
            rings[key] = ring
        }
        let r = ring!
        r.lastUsed = frame
        let keeps = r.last >= r.first && p.first >= r.first
            && p.time - r.birthOrigin < Self.rebaseSeconds && p.time >= r.birthOrigin
            && r.program.map { p.sharesConstants(with: $0, through: min(r.last, p.last)) } == true
        if keeps {
            if p.last > r.last { upload(p, ring: r, from: max(r.last + 1, p.first)) }
            r.last = p.last
        } else {
            r.birthOrigin = p.time
            upload(p, ring: r, from: p.first)
            r.last = p.last
        }
        r.first = p.first
        r.program = p
        return r
    }

    /// Uploads the constants of particles `start...p.last` into their slots.
    private func upload(_ p: ParticleProgram, ring r: Ring, from start: Int) {
        let n = p.last - start + 1
        guard n > 0 else { return }
        let floats = ParticleProgram.floatsPerParticle
        if scratch.count < n * floats { scratch = [Float](repeating: 0, count: n * floats) }
        let gl = context.functions
        gl.bindBuffer(GL.arrayBuffer, r.buffer)
        scratch.withUnsafeMutableBufferPointer { s in
            p.writeConstants(start..<(p.last + 1), birthOrigin: r.birthOrigin, into: s.baseAddress!)
            let slot = start % r.capacity, firstRun = min(n, r.capacity - slot), bytes = floats * 4
            gl.bufferSubData(GL.arrayBuffer, slot * bytes, firstRun * bytes, s.baseAddress!)
            if n > firstRun {
                gl.bufferSubData(GL.arrayBuffer, 0, (n - firstRun) * bytes, s.baseAddress! + firstRun * floats)
            }
        }
        uploadedParticles += n
    }

    private func makeRing(capacity: Int) -> Ring {
        let gl = context.functions
        var buffer: UInt32 = 0, vertexArray: UInt32 = 0
        gl.genBuffers(1, &buffer)
        gl.genVertexArrays(1, &vertexArray)
        gl.bindVertexArray(vertexArray)
        gl.bindBuffer(GL.arrayBuffer, buffer)
        gl.bufferData(GL.arrayBuffer, capacity * ParticleProgram.floatsPerParticle * 4, nil, GL.dynamicDraw)
        for attribute in UInt32(0)..<3 {
            gl.enableVertexAttribArray(attribute)
            gl.vertexAttribDivisor(attribute, 1)
        }
        return Ring(buffer: buffer, vertexArray: vertexArray, capacity: capacity)
    }

    static func powerOfTwo(atLeast n: Int) -> Int {
        var v = 1
        while v < n { v <<= 1 }
        return v
    }
}
