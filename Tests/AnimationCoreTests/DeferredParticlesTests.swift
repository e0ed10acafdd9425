import XCTest
@testable import AnimationCore

/// An emitter snapshot works its particles out on the CPU only when `ParticleBatch.particles`
/// is read (a renderer drawing from `ParticleBatch.program` never reads them), and the
/// program's analytic box (`positionBounds`, `largestScale`) holds every particle it simulates.
final class DeferredParticlesTests: ClockedTestCase {
    private func emitter(shape: CAEmitterLayerEmitterShape, outline: Bool = false) -> CAEmitterLayer {
        let emitter = makeLayer(CAEmitterLayer.self, frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        emitter.emitterShape = shape
        emitter.emitterMode = outline ? .outline : .surface
        emitter.emitterPosition = CGPoint(x: 180, y: 140)
        emitter.emitterSize = CGSize(width: 120, height: 60)
        emitter.seed = 5
        emitter.beginTime = CACurrentMediaTime()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
        cell.birthRate = 400; cell.lifetime = 2; cell.lifetimeRange = 1.5
        cell.velocity = 40; cell.velocityRange = 25; cell.emissionRange = 2 * .pi
        cell.xAcceleration = -12; cell.yAcceleration = 30
        cell.scale = 0.8; cell.scaleRange = 0.4; cell.scaleSpeed = 0.3; cell.spin = 1; cell.spinRange = 2
        emitter.emitterCells = [cell]
        return emitter
    }

    func testSnapshotSimulatesNothingUntilParticlesAreRead() {
        let layer = emitter(shape: .rectangle)
        let before = ParticleBatch.particlesSimulated
        let batch = layer.renderSnapshot(at: 101.5).root.particles[0]
        XCTAssertEqual(ParticleBatch.particlesSimulated, before, "the snapshot alone simulates nothing")
        XCTAssertFalse(batch.particlesAreWorkedOut)
        let program = try! XCTUnwrap(batch.program)
        XCTAssertEqual(program.count, 600, accuracy: 2, "1.5 s of births at 400 a second (the longest life is 3.5 s)")
        let live = batch.particles
        XCTAssertTrue(batch.particlesAreWorkedOut)
        XCTAssertEqual(ParticleBatch.particlesSimulated - before, program.count, "every particle number, once")
        XCTAssertLessThanOrEqual(live.count, program.count)
        XCTAssertGreaterThan(live.count, program.count / 2, "some have died (lifetimes from 0.5 s)")
        _ = batch.particles
        XCTAssertEqual(ParticleBatch.particlesSimulated - before, program.count, "read again: kept")
    }

    /// Deferred particles are the ones worked out straight away (the snapshot's copy of the
    /// batch read later, after a later snapshot moved the constants cache on).
    func testParticlesReadLaterAreThoseOfTheirOwnTime() {
        let layer = emitter(shape: .circle)
        let early = layer.renderSnapshot(at: 102).root.particles[0]
        let late = layer.renderSnapshot(at: 103).root.particles[0].particles
        let again = layer.renderSnapshot(at: 102).root.particles[0].particles
        XCTAssertGreaterThan(again.count, 500)
        XCTAssertEqual(early.particles, again)
        XCTAssertNotEqual(late, again)
    }

    func testProgramBoundsHoldEveryParticle() {
        let cases: [(CAEmitterLayerEmitterShape, Bool)] = [(.point, false), (.line, false), (.rectangle, false),
                                                           (.rectangle, true), (.circle, false), (.circle, true)]
        for (shape, outline) in cases {
            let layer = emitter(shape: shape, outline: outline)
            for time in [100.3, 101.2, 104.9] {
                let batch = layer.renderSnapshot(at: time).root.particles[0]
                let program = try! XCTUnwrap(batch.program)
                let box = program.positionBounds, largest = program.largestScale
                let particles = batch.particles
                XCTAssertFalse(particles.isEmpty)
                for p in particles {
                    XCTAssertTrue(box.insetBy(dx: -1e-6, dy: -1e-6).contains(p.position),
                                  "\(shape) outline \(outline) at \(time): \(p.position) outside \(box)")
                    XCTAssertLessThanOrEqual(p.scale, largest + 1e-9)
                }
                // Not wildly larger than the particles' own box: fastest speed × oldest age, shape, gravity.
                let reach = particles.reduce(CGRect.null) { $0.union(CGRect(origin: $1.position, size: .zero)) }
                let slack: CGFloat = 455 + 240 + 147   // 2 · 65 · 3.5, 2 · 120, 12 · 3.5²
                XCTAssertLessThan(box.width, reach.width + slack, "\(shape) at \(time)")
            }
        }
    }
}
