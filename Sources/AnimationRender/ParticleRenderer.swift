import AnimationCore
import CSDL2
import Foundation

/// Draws emitter particles: each cell image is one texture, and all particles of a batch go
/// out in one `SDL_RenderGeometry` call (two triangles each, coloured per particle, scaled
/// and spun about their centre). Additive batches use additive blending.
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

    init(compositor: Compositor) { self.compositor = compositor }

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
        let u0 = Float(cr.minX), v0 = Float(cr.minY), u1 = Float(cr.maxX), v1 = Float(cr.maxY)
        let affine = p.isAffine && p.m44 > QuadMesh.nearW
        let invW = affine ? 1 / p.m44 : 1
        let viewport = compositor.targets.viewport
        var next = geometry.begin(texture, blend: blend, vertexCount: count * 4)
        var skipped = false
        for particle in batch.particles.prefix(count) {
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
            // Outside the visible part of the target (the window, or a clipping tile): no pixels.
            if max(max(x0, x1), max(x2, x3)) < viewport.minX || min(min(x0, x1), min(x2, x3)) > viewport.maxX
                || max(max(y0, y1), max(y2, y3)) < viewport.minY || min(min(y0, y1), min(y2, y3)) > viewport.maxY {
                device.stats.particlesCulled += 1
                continue
            }
            if geometry.vertices.count + 4 > geometry.maximumVertices { next = geometry.begin(texture, blend: blend, vertexCount: 4) }
            next = Int32(geometry.vertices.count)   // a corner clip may have added vertices
            geometry.addVertex(Float(x0), Float(y0), u0, v0, color)
            geometry.addVertex(Float(x1), Float(y1), u1, v0, color)
            geometry.addVertex(Float(x2), Float(y2), u1, v1, color)
            geometry.addVertex(Float(x3), Float(y3), u0, v1, color)
            geometry.addTriangle(next, next + 1, next + 2); geometry.addTriangle(next, next + 2, next + 3)
            drawnThisFrame += 1
            device.stats.particles += 1
        }
        if skipped { RenderDiagnostics.report("some particles have non-finite position, scale or rotation; they are skipped") }
    }
}
