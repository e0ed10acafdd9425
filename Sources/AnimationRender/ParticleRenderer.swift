import AnimationCore
import CSDL2
import Foundation

/// Draws emitter particles: each cell image is one texture, and all particles of a batch go
/// out in one `SDL_RenderGeometry` call (two triangles each, coloured per particle, scaled
/// and spun about their centre). Additive batches use additive blending.
///
/// On CPU rasterizers (llvmpipe) a batch Core Animation may draw in any order (`unordered`:
/// `CAEmitterLayerRenderMode.unordered`, the default, and `.additive`) goes out sorted by the
/// 64-pixel tile of each particle's centre, birth order kept within a tile; other batches,
/// and every batch on GPUs and SDL's software renderer, in birth order. Where particles of
/// different tiles overlap, the one on top may then differ from birth order (for flakes of
/// one colour only the rounding of the blend changes).
final class ParticleRenderer {
    unowned let compositor: Compositor
    private struct CachedImage { let image: CGImage; let texture: Texture; var lastUsed: Int }
    private var images: [ObjectIdentifier: CachedImage] = [:]
    /// Particles drawn per batch at most (reported beyond).
    let maximumPerBatch = 100_000
    /// Particles drawn per frame at most (reported beyond).
    let maximumPerFrame = 250_000
    private var frame = 0
    @exclusivity(unchecked) var drawnThisFrame = 0

    /// Where a run of particles' corners and indices is built before it joins the batch.
    private let scratch = RunScratch()

    /// The direct-OpenGL path (`GLParticleRenderer`), set where the renderer's context can run it.
    var gpu: GLParticleRenderer?

    init(compositor: Compositor) { self.compositor = compositor }

    /// Unordered batches with at least this many particles are sorted by tile on CPU rasterizers.
    var minimumSorted = 256
    /// The drawing order of the batch being drawn (indices into its particles), and the
    /// counting sort's reused arrays (see `ParticleRenderer+tileOrder.swift`).
    @exclusivity(unchecked) var order: [Int32] = [], tileOfParticle: [Int32] = [], tileStarts: [Int32] = []

    func beginFrame(_ frame: Int) {
        self.frame = frame
        gpu?.beginFrame(frame)
        drawnThisFrame = 0
        if frame % 120 == 0 { images = images.filter { frame - $0.value.lastUsed < 240 } }
    }

    func removeAll() {
        gpu?.removeAll()
        images.removeAll()
    }

    func texture(for image: CGImage) -> Texture? {
        let id = ObjectIdentifier(image)
        if var hit = images[id], hit.image === image { hit.lastUsed = frame; images[id] = hit; return hit.texture }
        let device = compositor.device
        guard let t = device.makeTexture(width: image.width, height: image.height) else { return nil }
        image.pixels.withUnsafeBytes {
            device.upload($0.baseAddress!, stride: image.width * 4, width: image.width, height: image.height, to: t)
        }
        images[id] = CachedImage(image: image, texture: t, lastUsed: frame)
        return t
    }

    /// Draws `batch` of layer `layer`: with OpenGL directly where `gpu` is set and the batch
    /// allows it (`drawOnGPU`), otherwise as triangles built here.
    func draw(_ batch: ParticleBatch, layer: UInt64, projection p: Projection, paint: Paint) {
        guard compositor.hasParticles(batch) else { return }
        let cr = batch.contentsRect
        guard cr.isFiniteRect, cr.width > 0, cr.height > 0 else {
            RenderDiagnostics.report("particle batch of \(batch.image.name) has an empty contentsRect; not drawn")
            return
        }
        // The OpenGL path draws from the batch's program; the particles are worked out on the
        // CPU (when `batch.particles` is first read) only where it cannot.
        if let program = batch.program, gpu != nil, program.count <= maximumPerBatch,
           drawnThisFrame + program.count <= maximumPerFrame, let texture = texture(for: batch.image),
           drawOnGPU(batch, program, layer: layer, texture: texture, projection: p, paint: paint) {
            return
        }
        guard !batch.particles.isEmpty else { return }
        var count = batch.particles.count
        if count > maximumPerBatch {
            RenderDiagnostics.report("an emitter batch has \(count) particles; only \(maximumPerBatch) are drawn")
            count = maximumPerBatch
        }
        if drawnThisFrame + count > maximumPerFrame {
            RenderDiagnostics.report("more than \(maximumPerFrame) particles in one frame; the rest are not drawn")
            count = max(0, maximumPerFrame - drawnThisFrame)
        }
        guard count > 0, let texture = texture(for: batch.image) else { return }
        let device = compositor.device, geometry = compositor.batch
        let blend = batch.additive ? device.additive : device.sourceOver
        let halfW = Double(batch.image.width) * Double(cr.width) / 2
        let halfH = Double(batch.image.height) * Double(cr.height) / 2
        let u0 = Float(cr.minX), v0 = Float(cr.minY), u1 = Float(cr.maxX), v1 = Float(cr.maxY)
        let affine = p.isAffine && p.m44 > QuadMesh.nearW
        let invW = affine ? 1 / p.m44 : 1
        let viewport = compositor.targets.viewport
        _ = geometry.begin(texture, blend: blend, vertexCount: count * 4)
        // Particles go into `run` (corners ready for submission) and reach the batch a few
        // thousand at a time; one crossing the target's edge is cut to it on the spot (CPU
        // rasterizers, see `TargetClip`); under a rounded clip each triangle takes the corner clip.
        let clip = geometry.targetClip, cornerClipped = geometry.cornerClip != nil
        let ox = geometry.offsetX, oy = geometry.offsetY
        var run = Run(scratch: scratch)
        var skipped = false
        // On CPU rasterizers an unordered batch goes out tile by tile (see `tileOrder`).
        let sorted = batch.unordered && !cornerClipped && count >= minimumSorted && clip != nil
        if sorted, let clip {
            tileOrder(batch.particles, count: count, projection: p, originX: ox, originY: oy, clip: clip)
            device.stats.particlesSorted += count
        }
        let particles = batch.particles
        let gathered = scratch.particles
        var blockStart = 0, blockEnd = 0
        for i in 0..<count {
            let particle: Particle
            if sorted {
                // Sorted, the particles are read all over the batch: copy them a block at a time
                // first (independent loads, whose cache misses overlap), then draw from the copy.
                if i == blockEnd {
                    blockStart = i; blockEnd = min(count, i + scratch.gatherBlock)
                    order.withUnsafeBufferPointer { o in
                        particles.withUnsafeBufferPointer { ps in
                            for j in blockStart..<blockEnd { (gathered + (j - blockStart)).initialize(to: ps[Int(o[j])]) }
                        }
                    }
                }
                particle = gathered[i - blockStart]
            } else {
                particle = particles[i]
            }
            let s = Double(particle.scale), r = Double(particle.rotation)
            let cx = Double(particle.position.x), cy = Double(particle.position.y)
            guard s.isFinite, r.isFinite, cx.isFinite, cy.isFinite else { skipped = true; continue }
            if s == 0 { continue }
            let c = cos(r), sn = sin(r)
            let ax = halfW * s * c, ay = halfW * s * sn      // rotated half-width axis
            let bx = -halfH * s * sn, by = halfH * s * c     // rotated half-height axis
            let color = device.vertexColor(tint: particle.color.clamped.multiplied(by: paint.tint), alpha: paint.alpha)
            if color.a == 0 { continue }
            // Corners: centre ∓ half-width axis ∓ half-height axis, projected.
            let q0 = p.apply(cx - ax - bx, cy - ay - by), q1 = p.apply(cx + ax - bx, cy + ay - by)
            let q2 = p.apply(cx + ax + bx, cy + ay + by), q3 = p.apply(cx - ax + bx, cy - ay + by)
            let k0: Double, k1: Double, k2: Double, k3: Double
            if affine { k0 = invW; k1 = invW; k2 = invW; k3 = invW } else {
                guard q0.w > QuadMesh.nearW, q1.w > QuadMesh.nearW, q2.w > QuadMesh.nearW, q3.w > QuadMesh.nearW else { continue }
                k0 = 1 / q0.w; k1 = 1 / q1.w; k2 = 1 / q2.w; k3 = 1 / q3.w
            }
            let x0 = q0.x * k0, y0 = q0.y * k0, x1 = q1.x * k1, y1 = q1.y * k1
            let x2 = q2.x * k2, y2 = q2.y * k2, x3 = q3.x * k3, y3 = q3.y * k3
            let minX = min(min(x0, x1), min(x2, x3)), maxX = max(max(x0, x1), max(x2, x3))
            let minY = min(min(y0, y1), min(y2, y3)), maxY = max(max(y0, y1), max(y2, y3))
            // Outside the visible part of the target (the window, or a clipping tile): no pixels.
            if maxX < viewport.minX || minX > viewport.maxX || maxY < viewport.minY || minY > viewport.maxY {
                device.stats.particlesCulled += 1
                continue
            }
            drawnThisFrame += 1
            device.stats.particles += 1
            let f0 = (Float(x0), Float(y0)), f1 = (Float(x1), Float(y1)), f2 = (Float(x2), Float(y2)), f3 = (Float(x3), Float(y3))
            if cornerClipped {
                if geometry.vertices.count + 4 > geometry.maximumVertices { _ = geometry.begin(texture, blend: blend, vertexCount: 4) }
                let next = Int32(geometry.vertices.count)   // a corner clip may have added vertices
                geometry.addVertex(f0.0, f0.1, u0, v0, color)
                geometry.addVertex(f1.0, f1.1, u1, v0, color)
                geometry.addVertex(f2.0, f2.1, u1, v1, color)
                geometry.addVertex(f3.0, f3.1, u0, v1, color)
                geometry.addTriangle(next, next + 1, next + 2); geometry.addTriangle(next, next + 2, next + 3)
                continue
            }
            let c0 = SDL_Vertex(position: SDL_FPoint(x: f0.0 - ox, y: f0.1 - oy), color: color, tex_coord: SDL_FPoint(x: u0, y: v0))
            let c1 = SDL_Vertex(position: SDL_FPoint(x: f1.0 - ox, y: f1.1 - oy), color: color, tex_coord: SDL_FPoint(x: u1, y: v0))
            let c2 = SDL_Vertex(position: SDL_FPoint(x: f2.0 - ox, y: f2.1 - oy), color: color, tex_coord: SDL_FPoint(x: u1, y: v1))
            let c3 = SDL_Vertex(position: SDL_FPoint(x: f3.0 - ox, y: f3.1 - oy), color: color, tex_coord: SDL_FPoint(x: u0, y: v1))
            if let clip, !(clip.contains(c0.position) && clip.contains(c1.position) && clip.contains(c2.position) && clip.contains(c3.position)) {
                run.submit(to: geometry)
                if geometry.vertices.count + 16 > geometry.maximumVertices { _ = geometry.begin(texture, blend: blend, vertexCount: 16) }
                geometry.addTriangleClippedToTarget(c0, c1, c2, clip); geometry.addTriangleClippedToTarget(c0, c2, c3, clip)
                geometry.includeInDrawnBounds(minX: Float(minX), minY: Float(minY), maxX: Float(maxX), maxY: Float(maxY))
                continue
            }
            if run.isFull || geometry.vertices.count + run.vertexCount + 4 > geometry.maximumVertices {
                run.submit(to: geometry)
                _ = geometry.begin(texture, blend: blend, vertexCount: 4)
            }
            run.add(c0, c1, c2, c3, minX: Float(minX), minY: Float(minY), maxX: Float(maxX), maxY: Float(maxY))
        }
        run.submit(to: geometry)
        if skipped { RenderDiagnostics.report("some particles have non-finite position, scale or rotation; they are skipped") }
    }
}
