import AnimationCore
import Foundation

/// The point path of `GLParticleRenderer`: a batch whose particles all fit the driver's points
/// is drawn with one `GL_POINTS` vertex a particle (`GLParticlePointShader`), so the particle
/// function runs once a particle instead of six times. On Mesa's llvmpipe, which runs vertex
/// shaders on the CPU, one instance at a time, that is what made the OpenGL path slower than
/// the `SDL_RenderGeometry` path (Sources/Benchmarks/README.md has the figures). Batches that
/// may hold a particle bigger than `maxPointSize` are drawn as instanced quads.
///
/// OpenGL drops a point whose centre is outside the clip volume, even when its square reaches
/// into the target; the viewport is therefore grown by `margin` pixels on every side (the
/// scissor keeping the drawing to the target), so a particle partly off the target is drawn.
extension GLParticleRenderer {
    /// How one batch is drawn as points: the largest point it can need and the viewport's margin.
    struct PointLayout: Equatable {
        let largestSize: Float
        let margin: Int32
    }

    /// The driver's largest point size (`GL_ALIASED_POINT_SIZE_RANGE`, rounded down to be safe)
    /// and its largest viewport. 0 where the driver reports none.
    static func pointLimits(_ context: GLContext) -> (Float, (width: Int32, height: Int32)) {
        let gl = context.functions
        let range = gl.integers(GL.aliasedPointSizeRange, count: 2)
        let viewport = gl.integers(GL.maxViewportDims, count: 2)
        // glGetIntegerv rounds the float limit to the nearest integer.
        return (max(0, Float(range[1]) - 0.5), (viewport[0], viewport[1]))
    }

    /// The points for `batch`, or nil when one of its particles may be bigger than the driver's
    /// points (or the grown viewport too big): the largest scale any live particle can have
    /// (`ParticleProgram.largestScale`) times the image's half sides, through the longest row
    /// of the transform, bounds the side of the square around every particle.
    func pointLayout(_ batch: ParticleBatch, _ p: ParticleProgram, placement q: Placement,
                     target: (width: Int, height: Int, isTexture: Bool)) -> PointLayout? {
        guard points != nil else { return nil }
        let cr = batch.contentsRect
        let halves = Double(batch.image.width) * Double(cr.width) / 2 + Double(batch.image.height) * Double(cr.height) / 2
        let row = max((q.a * q.a + q.c * q.c).squareRoot(), (q.b * q.b + q.d * q.d).squareRoot())
        let largest = 2 * Double(p.largestScale) * halves * row
        guard largest.isFinite, Float(largest) <= maxPointSize else { return nil }
        let margin = Int32((largest / 2).rounded(.up)) + 1
        guard target.width + 2 * Int(margin) <= Int(maxViewport.width),
              target.height + 2 * Int(margin) <= Int(maxViewport.height) else { return nil }
        return PointLayout(largestSize: Float(largest), margin: margin)
    }

    /// Grows the viewport by the layout's margin (keeping the scissor on the target), turns on
    /// sizes from the shader and point sprites (OpenGL; always on in OpenGL ES), and sets the
    /// point program's own uniforms. The point program is in use.
    func beginPoints(_ layout: PointLayout, target: (width: Int, height: Int, isTexture: Bool)) {
        let gl = context.functions, m = layout.margin
        let width = Int32(target.width) + 2 * m, height = Int32(target.height) + 2 * m
        if gl.isEnabled(GL.scissorTest) == 0 {
            gl.enable(GL.scissorTest)
            gl.scissor(0, 0, Int32(target.width), Int32(target.height))
        }
        gl.viewport(-m, -m, width, height)
        if !context.isES {
            gl.enable(GL.programPointSize)
            gl.enable(GL.pointSprite)
        }
        guard let program = points else { return }
        gl.uniform2f(program.location("viewportScale"), 2 / Float(width), 2 / Float(height))
        gl.uniform1f(program.location("margin"), Float(m))
        gl.uniform1f(program.location("maxPointSize"), maxPointSize)
    }

    /// Turns off what `beginPoints` turned on (the viewport and scissor are restored with the
    /// rest of SDL's state).
    func endPoints() {
        guard !context.isES else { return }
        context.functions.disable(GL.programPointSize)
        context.functions.disable(GL.pointSprite)
    }
}

extension GL {
    static let points: UInt32 = 0x0000
    /// `GL_PROGRAM_POINT_SIZE` (OpenGL; OpenGL ES always takes `gl_PointSize`).
    static let programPointSize: UInt32 = 0x8642
    /// `GL_POINT_SPRITE`: `gl_PointCoord` and square points in compatibility contexts (SDL's).
    static let pointSprite: UInt32 = 0x8861
    static let aliasedPointSizeRange: UInt32 = 0x846D, maxViewportDims: UInt32 = 0x0D3A
}
