@testable import AnimationCore
import XCTest

/// `ParticleConstantsCache`: an emitter snapshotted frame after frame (constants kept, dead
/// ones dropped, newborn ones added) gives exactly the particles of an emitter snapshotted
/// once at each time, whatever changes in between.
final class ParticleConstantsTests: XCTestCase {
    private func scene(birthRate: Float = 60, seed: UInt32 = 5) -> (CALayer, CAEmitterLayer, CAEmitterCell) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let e = CAEmitterLayer()
        e.frame = root.bounds
        e.emitterShape = .circle; e.emitterMode = .volume
        e.emitterPosition = CGPoint(x: 200, y: 150); e.emitterSize = CGSize(width: 120, height: 80)
        e.seed = seed; e.velocity = 1.25; e.spin = 1.5
        let c = CAEmitterCell()
        c.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))!
        c.birthRate = birthRate; c.lifetime = 1.5; c.lifetimeRange = 0.5
        c.velocity = 30; c.velocityRange = 10; c.emissionRange = .pi
        c.yAcceleration = 9; c.scale = 0.5; c.scaleRange = 0.2; c.scaleSpeed = 0.1
        c.spin = 0.5; c.spinRange = 1; c.color = CGColor(red: 0.8, green: 0.6, blue: 0.4, alpha: 0.9)
        c.redRange = 0.1; c.alphaRange = 0.1; c.alphaSpeed = -0.2
        e.emitterCells = [c]
        root.addSublayer(e)
        return (root, e, c)
    }

    private func particles(_ root: CALayer, at t: Double) -> [Particle] {
        root.renderSnapshot(at: t).root.sublayers[0].particles.first?.particles ?? []
    }

    /// The same scene built anew for each time: nothing kept from other frames.
    private func fresh(at t: Double, _ change: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }) -> [Particle] {
        let (root, e, c) = scene()
        change(e, c)
        return particles(root, at: t)
    }

    func testFrameAfterFrameEqualsEachTimeAlone() {
        let (root, e, _) = scene()
        var times = stride(from: 0.05, through: 3.0, by: 1.0 / 60).map { $0 }
        times += [1.2, 0.4, 2.9, 2.95]  // back in time, then forward again
        for t in times {
            let kept = particles(root, at: t)
            XCTAssertFalse(kept.isEmpty, "t = \(t)")
            XCTAssertEqual(kept, fresh(at: t), "t = \(t)")
        }
        // A run of 180 frames works out each particle about once, not once a frame.
        XCTAssertLessThan(e.particleConstants.computed, 3 * 60 * 3 + 400)
    }

    func testChangedParametersAndAMovingEmitterAreFollowed() {
        let (root, e, c) = scene()
        for (i, t) in stride(from: 0.5, through: 2.5, by: 0.1).enumerated() {
            // The emitter moves every frame (applied each frame, constants kept); the cell's
            // velocity changes once, the emitter's spin once (constants worked out again).
            e.emitterPosition = CGPoint(x: 200 + Double(i) * 3, y: 150)
            if i == 8 { c.velocity = 45 }
            if i == 14 { e.spin = -1 }
            let kept = particles(root, at: t)
            let alone = fresh(at: t) { e2, c2 in
                e2.emitterPosition = CGPoint(x: 200 + Double(i) * 3, y: 150)
                if i >= 8 { c2.velocity = 45 }
                if i >= 14 { e2.spin = -1 }
            }
            XCTAssertEqual(kept, alone, "frame \(i)")
        }
    }

    func testManyParticlesAreWorkedOutOnAllCoresTheSame() {
        let (root, e, _) = scene(birthRate: 6000)
        let before = EmitterSimulation.minimumParallelParticles
        defer { EmitterSimulation.minimumParallelParticles = before }
        for t in [1.0, 1.02, 1.5] {
            EmitterSimulation.minimumParallelParticles = 4096
            let parallel = particles(root, at: t)
            XCTAssertGreaterThan(parallel.count, 4096)
            EmitterSimulation.minimumParallelParticles = .max
            XCTAssertEqual(parallel, fresh(at: t) { _, c in c.birthRate = 6000 }, "t = \(t)")
        }
        XCTAssertGreaterThan(e.particleConstants.computed, 6000)
    }

    func testRemovedCellsAreForgotten() {
        let (root, e, c) = scene()
        _ = particles(root, at: 1)
        let other = CAEmitterCell()
        other.contents = c.contents; other.birthRate = 10; other.lifetime = 1
        e.emitterCells = [c, other]
        XCTAssertEqual(root.renderSnapshot(at: 1.1).root.sublayers[0].particles.count, 2)
        e.emitterCells = [other]
        let only = particles(root, at: 1.2)
        let alone: [Particle] = {
            let (r2, e2, _) = scene()
            e2.emitterCells = [other]
            return particles(r2, at: 1.2)
        }()
        XCTAssertEqual(only, alone)
    }
}
