import XCTest
@testable import AnimationCore

/// Long particle ranges are simulated on all cores (`EmitterSimulation.minimumParallelParticles`);
/// the particles must be exactly those of the serial loop, in the same order.
final class ParallelEmitterTests: ClockedTestCase {
    private var savedMinimum = 0

    override func setUp() {
        super.setUp()
        savedMinimum = EmitterSimulation.minimumParallelParticles
    }

    override func tearDown() {
        EmitterSimulation.minimumParallelParticles = savedMinimum
        super.tearDown()
    }

    /// A dense emitter whose particles die at different ages (lifetime range), so chunks have gaps.
    private func emitter() -> CAEmitterLayer {
        let emitter = makeLayer(CAEmitterLayer.self, frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        emitter.emitterShape = .rectangle
        emitter.emitterPosition = CGPoint(x: 200, y: 150)
        emitter.emitterSize = CGSize(width: 400, height: 300)
        emitter.seed = 3
        emitter.beginTime = CACurrentMediaTime()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
        cell.birthRate = 3000; cell.lifetime = 2; cell.lifetimeRange = 1.5
        cell.velocity = 30; cell.velocityRange = 20; cell.emissionRange = .pi
        cell.yAcceleration = 10; cell.scale = 0.8; cell.scaleRange = 0.4; cell.spin = 1; cell.spinRange = 2
        cell.alphaSpeed = -0.2; cell.redRange = 0.3
        emitter.emitterCells = [cell]
        return emitter
    }

    private func bits(_ p: Particle) -> [UInt64] {
        [p.position.x, p.position.y, p.scale, p.rotation].map { Double($0).bitPattern }
            + [p.color.red, p.color.green, p.color.blue, p.color.alpha].map(\.bitPattern)
    }

    func testParallelSimulationMatchesSerialToTheBit() {
        let layer = emitter()
        for time in [100.4, 102.5, 103.75] {
            EmitterSimulation.minimumParallelParticles = .max
            let serial = layer.renderSnapshot(at: time).root.particles[0].particles
            EmitterSimulation.minimumParallelParticles = 16
            let parallel = layer.renderSnapshot(at: time).root.particles[0].particles

            XCTAssertGreaterThan(serial.count, 1_000, "a long range at \(time)")
            XCTAssertEqual(parallel.count, serial.count, "same survivors at \(time)")
            XCTAssertEqual(parallel.map(bits), serial.map(bits), "same particles, same order at \(time)")
        }
    }

    func testFewParticlesStaySerialAndStillMatch() {
        let layer = emitter()
        EmitterSimulation.minimumParallelParticles = .max
        let serial = layer.renderSnapshot(at: t0 + 0.01).root.particles[0].particles
        EmitterSimulation.minimumParallelParticles = 16
        let parallel = layer.renderSnapshot(at: t0 + 0.01).root.particles[0].particles

        XCTAssertTrue((25...35).contains(serial.count), "about 3,000 a second for 0.01 s: \(serial.count)")
        XCTAssertEqual(parallel.map(bits), serial.map(bits))
    }
}
