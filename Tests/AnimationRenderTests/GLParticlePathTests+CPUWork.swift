import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Where the OpenGL path draws a batch, the core works out none of its particles on the CPU
/// (`ParticleBatch.particlesSimulated` stays put), and the damage the renderer redraws comes
/// from the program's analytic box, so frames redrawn in part still match the CPU path.
extension GLParticlePathTests {
    func testOpenGLPathSimulatesNoParticleOnTheCPU() throws {
        let size = CGSize(width: 320, height: 220), root = rootLayer(size)
        let e = makeFirework(in: root)
        let (gl, cpu) = try makeRenderers(width: 320, height: 220)
        var glSimulated = 0, cpuSimulated = 0
        for frame in 0..<12 {
            let t = 0.3 + Double(frame) * 0.2
            at(t)
            // The emitter moves, so each frame's damage is where its particles were and are.
            e.emitterPosition = CGPoint(x: 120 + 10 * Double(frame), y: 110)
            let before = ParticleBatch.particlesSimulated
            gl.render(root.renderSnapshot(at: t0 + t))
            glSimulated += ParticleBatch.particlesSimulated - before
            XCTAssertGreaterThan(gl.stats.particlesOnGPU, 0)
            let middle = ParticleBatch.particlesSimulated
            cpu.render(root.renderSnapshot(at: t0 + t))
            cpuSimulated += ParticleBatch.particlesSimulated - middle
            GoldenImage.assertMatch(gl.readPixels(), cpu.readPixels(), "frame \(frame)")
        }
        XCTAssertEqual(glSimulated, 0, "the OpenGL path simulated particles on the CPU")
        XCTAssertGreaterThan(cpuSimulated, 12 * 100, "the CPU path works every particle out")
        XCTAssertTrue(gl.redrawsOnlyChanges, "headless renderers redraw only what changed")
    }

    /// Under perspective the OpenGL path cannot draw the batch: the CPU path works the
    /// particles out when it reads them, and draws them.
    func testPerspectiveFallsBackToSimulatedParticles() throws {
        let size = CGSize(width: 320, height: 220), root = rootLayer(size)
        let e = makeFirework(in: root)
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 500
        e.transform = CATransform3DRotate(tilt, 0.5, 0, 1, 0)
        let (gl, _) = try makeRenderers(width: 320, height: 220)
        at(1)
        let before = ParticleBatch.particlesSimulated
        gl.render(root.renderSnapshot(at: t0 + 1))
        XCTAssertEqual(gl.stats.particlesOnGPU, 0)
        XCTAssertGreaterThan(gl.stats.particles, 100)
        XCTAssertGreaterThan(ParticleBatch.particlesSimulated - before, 100)
    }
}
