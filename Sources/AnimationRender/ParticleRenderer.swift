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
    private unowned let compositor: Compositor
    private struct CachedImage { let image: CGImage; let texture: Texture; var lastUsed: Int }
    private var images: [ObjectIdentifier: CachedImage] = [:]
    /// Particles drawn per batch at most (reported beyond).
    let maximumPerBatch = 100_000
    /// Particles drawn per frame at most (reported beyond).
    let maximumPerFrame = 250_000
    private var frame = 0
    @exclusivity(unchecked) private var drawnThisFrame = 0

    /// Where a run of particles' corners and indices is built before it joins the batch.
    private let scratch = RunScratch()

    init(compositor: Compositor) { self.compositor = compositor }

    /// Unordered batches with at least this many particles are sorted by tile on CPU rasterizers.
    var minimumSorted = 256
    /// Batches with at least this many particles have their quads worked out on all cores.
    var minimumParallel = 4096
    /// Where they are worked out (kept between frames).
    private let quadBuffer = ParticleQuadBuffer()
    /// The drawing order of the batch being drawn (indices into its particles), and the
    /// counting sort's reused arrays (see `ParticleRenderer+tileOrder.swift`).
    @exclusivity(unchecked) var order: [Int32] = [], tileOfParticle: [Int32] = [], tileStarts: [Int32] = []

    func beginFrame(_ frame: Int) {
        self.frame = frame
        drawnThisFrame = 0
        if frame % 120 == 0 { images = images.filter { frame - $0.value.lastUsed < 240 } }
    }

    func removeAll() { images.removeAll() }

    private func texture(for image: CGImage) -> Texture? {
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

    func draw(_ batch: ParticleBatch, projection p: Projection, paint: Paint) {
        guard !batch.particles.isEmpty else { return }
        let cr = batch.contentsRect
        guard cr.isFiniteRect, cr.width > 0, cr.height > 0 else {
            RenderDiagnostics.report("particle batch of \(batch.image.name) has an empty contentsRect; not drawn")
            return
        }
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
        let affine = p.isAffine && p.m44 > QuadMesh.nearW
        _ = geometry.begin(texture, blend: blend, vertexCount: count * 4)
        // Particles go into `run` (corners ready for submission) and reach the batch a few
        // thousand at a time; one crossing the target's edge is cut to it on the spot (CPU
        // rasterizers, see `TargetClip`); under a rounded clip each triangle takes the corner clip.
        let clip = geometry.targetClip, cornerClipped = geometry.cornerClip != nil
        let ox = geometry.offsetX, oy = geometry.offsetY
        // Under a corner clip the corners go through `addVertex`, which subtracts the origin itself.
        let setup = ParticleQuad.Setup(projection: p, halfW: halfW, halfH: halfH,
                                       u0: Float(cr.minX), v0: Float(cr.minY), u1: Float(cr.maxX), v1: Float(cr.maxY),
                                       affine: affine, invW: affine ? 1 / p.m44 : 1, viewport: compositor.targets.viewport,
                                       originX: cornerClipped ? 0 : ox, originY: cornerClipped ? 0 : oy,
                                       tint: paint.tint, alpha: paint.alpha, premultiplied: device.premultiplied)
        var run = Run(scratch: scratch)
        var skipped = false
        // On CPU rasterizers an unordered batch goes out tile by tile (see `tileOrder`).
        let sorted = batch.unordered && !cornerClipped && count >= minimumSorted && clip != nil
        if sorted, let clip {
            tileOrder(batch.particles, count: count, projection: p, originX: ox, originY: oy, clip: clip)
            device.stats.particlesSorted += count
        }
        let particles = batch.particles
        // A large batch's quads are worked out on all cores first (the rasterizer threads are
        // idle meanwhile), then submitted in order below: the same quads as one at a time.
        let parallel = count >= minimumParallel && ParticleQuadBuffer.workers > 1
        let prepared: UnsafeMutablePointer<ParticleQuad>? = parallel ? quadBuffer.reserve(count) : nil
        if let prepared {
            particles.withUnsafeBufferPointer { ps in
                if sorted {
                    order.withUnsafeBufferPointer { o in
                        ParticleQuadBuffer.fill(prepared, count: count, setup) { ps[Int(o[$0])] }
                    }
                } else {
                    ParticleQuadBuffer.fill(prepared, count: count, setup) { ps[$0] }
                }
            }
            device.stats.particlesPrepared += count
        }
        defer { if let prepared { prepared.deinitialize(count: count) } }
        let gathered = scratch.particles
        var blockStart = 0, blockEnd = 0
        for i in 0..<count {
            let quad: ParticleQuad
            if let prepared {
                quad = prepared[i]
            } else {
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
                quad = ParticleQuad(particle, setup)
            }
            switch quad.kind {
            case .nonFinite: skipped = true; continue
            case .invisible: continue
            case .culled: device.stats.particlesCulled += 1; continue
            case .drawn: break
            }
            drawnThisFrame += 1
            device.stats.particles += 1
            let c0 = quad.c0, c1 = quad.c1, c2 = quad.c2, c3 = quad.c3
            if cornerClipped {
                if geometry.vertices.count + 4 > geometry.maximumVertices { _ = geometry.begin(texture, blend: blend, vertexCount: 4) }
                let next = Int32(geometry.vertices.count)   // a corner clip may have added vertices
                geometry.addVertex(c0.position.x, c0.position.y, c0.tex_coord.x, c0.tex_coord.y, c0.color)
                geometry.addVertex(c1.position.x, c1.position.y, c1.tex_coord.x, c1.tex_coord.y, c1.color)
                geometry.addVertex(c2.position.x, c2.position.y, c2.tex_coord.x, c2.tex_coord.y, c2.color)
                geometry.addVertex(c3.position.x, c3.position.y, c3.tex_coord.x, c3.tex_coord.y, c3.color)
                geometry.addTriangle(next, next + 1, next + 2); geometry.addTriangle(next, next + 2, next + 3)
                continue
            }
            if let clip, !(clip.contains(c0.position) && clip.contains(c1.position) && clip.contains(c2.position) && clip.contains(c3.position)) {
                run.submit(to: geometry)
                if geometry.vertices.count + 16 > geometry.maximumVertices { _ = geometry.begin(texture, blend: blend, vertexCount: 16) }
                geometry.addTriangleClippedToTarget(c0, c1, c2, clip); geometry.addTriangleClippedToTarget(c0, c2, c3, clip)
                geometry.includeInDrawnBounds(minX: quad.minX, minY: quad.minY, maxX: quad.maxX, maxY: quad.maxY)
                continue
            }
            if run.isFull || geometry.vertices.count + run.vertexCount + 4 > geometry.maximumVertices {
                run.submit(to: geometry)
                _ = geometry.begin(texture, blend: blend, vertexCount: 4)
            }
            run.add(c0, c1, c2, c3, minX: quad.minX, minY: quad.minY, maxX: quad.maxX, maxY: quad.maxY)
        }
        run.submit(to: geometry)
        if skipped { RenderDiagnostics.report("some particles have non-finite position, scale or rotation; they are skipped") }
    }
}
