import AnimationCore
@testable import AnimationRender
import XCTest

/// Large particle batches have their quads worked out on all cores, then submitted in order:
/// the same frame, pixel for pixel, as one particle at a time.
final class ParticleQuadTests: XCTestCase {
    private func flake() -> CGImage {
        let size = 12
        var px = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size { for x in 0..<size {
            let d = hypot(Double(x) + 0.5 - 6, Double(y) + 0.5 - 6) / 6
            let a = UInt32(max(0, min(1, 1.1 - d)) * 255)
            px[y * size + x] = (a << 24) | (a << 16) | (a << 8) | a
        } }
        return CGImage(width: size, height: size, pixels: px, name: "flake")!
    }

    /// 6,000 particles over and beyond a 160×120 target: some straddle its edges (cut on the
    /// spot), some lie outside (culled), some are transparent, zero-sized or not finite.
    private func batch(unordered: Bool) -> ParticleBatch {
        var rng = SystemRandomNumberGenerator()
        var particles: [Particle] = []
        for i in 0..<6000 {
            let x = Double.random(in: -20...180, using: &rng), y = Double.random(in: -20...140, using: &rng)
            let scale: CGFloat = i % 97 == 0 ? 0 : CGFloat.random(in: 0.3...1.6, using: &rng)
            let alpha = i % 89 == 0 ? 0 : Double.random(in: 0.2...1, using: &rng)
            let position = i % 211 == 0 ? CGPoint(x: CGFloat.nan, y: 4) : CGPoint(x: x, y: y)
            particles.append(Particle(position: position, scale: scale, rotation: CGFloat.random(in: -4...4, using: &rng),
                                      color: rgba(Double.random(in: 0...1, using: &rng), 0.7, 1, alpha)))
        }
        return ParticleBatch(image: flake(), additive: false, unordered: unordered, particles: particles)
    }

    func testWorkedOutOnAllCoresDrawsTheSameAsOneAtATime() throws {
        for unordered in [false, true] {
            let b = batch(unordered: unordered)
            var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120), transform: CATransform3DMakeRotation(0.1, 0, 0, 1))
            emitter.particles = [b]
            let snapshot = RenderSnapshot(time: 0, root: root([emitter]))
            let parallel = try Renderer(headlessWidth: testWidth, height: testHeight)
            parallel.minimumParallelParticles = 4096
            let serial = try Renderer(headlessWidth: testWidth, height: testHeight)
            serial.minimumParallelParticles = .max
            parallel.render(snapshot, background: rgba(0.05, 0.05, 0.15))
            serial.render(snapshot, background: rgba(0.05, 0.05, 0.15))
            XCTAssertEqual(parallel.stats.particlesPrepared, 6000, "unordered: \(unordered)")
            XCTAssertEqual(serial.stats.particlesPrepared, 0)
            XCTAssertEqual(parallel.stats.particles, serial.stats.particles)
            XCTAssertEqual(parallel.stats.particlesCulled, serial.stats.particlesCulled)
            XCTAssertGreaterThan(serial.stats.particlesCulled, 100)
            XCTAssertEqual(parallel.stats.triangles, serial.stats.triangles)
            XCTAssertEqual(GoldenImage.compare(parallel.readPixels(), serial.readPixels(), channelTolerance: 0).differing, 0,
                           "unordered: \(unordered)")
        }
    }
}
