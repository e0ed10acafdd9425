import AnimationCore
import CSDL2
import Foundation

/// The hand-over from `ParticleRenderer` to the direct-OpenGL path (`GLParticleRenderer`).
extension ParticleRenderer {
    /// Draws `batch` from `program` with OpenGL directly and returns true, or returns false
    /// (nothing drawn) where the CPU path must draw it: no OpenGL path, a transform with
    /// perspective, a rounded clip on the CPU (`GeometryBatch.cornerClip`), or SDL's
    /// straight-alpha textures. The batch's particles are not read (not simulated on the CPU).
    func drawOnGPU(_ batch: ParticleBatch, _ program: ParticleProgram, layer: UInt64, texture: Texture,
                   projection p: Projection, paint: Paint) -> Bool {
        let device = compositor.device, geometry = compositor.batch
        guard let gpu, device.premultiplied, geometry.cornerClip == nil,
              p.isAffine, p.m44 > QuadMesh.nearW else { return false }
        let invW = 1 / p.m44
        let placement = GLParticleRenderer.Placement(
            texture: texture, renderer: device.renderer,
            a: p.m11 * invW, b: p.m12 * invW, c: p.m21 * invW, d: p.m22 * invW, tx: p.m41 * invW, ty: p.m42 * invW,
            originX: geometry.offsetX, originY: geometry.offsetY, tint: paint.tint, alpha: paint.alpha,
            additive: batch.additive)
        // Everything queued before goes out first, so the particles land on top of it.
        geometry.flush()
        SDL_RenderFlush(device.renderer)
        let drawn = gpu.draw(batch, program, layer: layer, placement: placement)
        // The instances drawn: particle numbers first...last, some of which may have died (the
        // shader leaves those out); counting the living would mean simulating them.
        let live = drawn.instances
        drawnThisFrame += live
        device.stats.particles += live
        device.stats.particlesOnGPU += live
        device.stats.drawCalls += drawn.draws
        device.stats.triangles += drawn.instances * 2
        // Where the particles land is known only to the shader: the whole visible area counts as drawn.
        let v = compositor.targets.viewport
        geometry.includeInDrawnBounds(minX: Float(v.minX), minY: Float(v.minY),
                                      maxX: Float(v.maxX), maxY: Float(v.maxY))
        return true
    }
}

extension Compositor {
    /// True when particle batches with a program are left to the OpenGL path, whose particles
    /// are then not worked out on the CPU unless it cannot draw them.
    var defersParticles: Bool { particles.gpu != nil }

    /// Whether `batch` has particles to draw. Where the OpenGL path draws it, from its program
    /// (particle numbers to draw, without simulating which have died); otherwise from its
    /// particles, as the CPU path draws them.
    func hasParticles(_ batch: ParticleBatch) -> Bool {
        if defersParticles, let program = batch.program, !batch.particlesAreWorkedOut { return program.count > 0 }
        return !batch.particles.isEmpty
    }
}
