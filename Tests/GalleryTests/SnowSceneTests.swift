import AnimationCore
import Foundation
@testable import Gallery
import XCTest

final class SnowSceneTests: GalleryTestCase {
    func particles(_ scene: SnowScene, at seconds: Double) -> [Particle] {
        scene.rootLayer.renderSnapshot(at: t0 + seconds).root.allNodes
            .flatMap { $0.particles.flatMap(\.particles) }
    }

    func testEmitterAndCellsAreSetUpAsTheTutorialSays() {
        let scene = SnowScene()
        scene.start()
        let e = try! XCTUnwrap(scene.emitter)
        XCTAssertEqual(e.frame, CGRect(x: 0, y: -70, width: 320, height: 50))
        XCTAssertEqual(e.emitterShape, .rectangle)
        XCTAssertEqual(e.emitterPosition, CGPoint(x: 160, y: 25))
        XCTAssertEqual(e.emitterSize, CGSize(width: 320, height: 50))
        XCTAssertEqual(e.beginTime, t0 - SnowScene.longestLifetime, "prewarmed: snowing for a longest lifetime")
        let cells = e.emitterCells ?? []
        XCTAssertEqual(cells.count, SnowflakeImages.count)
        XCTAssertGreaterThanOrEqual(cells.count, 3)
        for (cell, image) in zip(cells, SnowflakeImages.all) {
            XCTAssertTrue(cell.contents as? CGImage === image)
            XCTAssertEqual(cell.birthRate, 50)
            XCTAssertEqual(cell.lifetime, 3.5)
            XCTAssertEqual(cell.lifetimeRange, 1)
            XCTAssertEqual(cell.velocity, 20)
            XCTAssertEqual(cell.velocityRange, 200)
            XCTAssertEqual(cell.emissionLongitude, -.pi)
            XCTAssertEqual(cell.emissionRange, .pi / 2)
            XCTAssertEqual(cell.xAcceleration, 10)
            XCTAssertEqual(cell.yAcceleration, 70)
            XCTAssertEqual(cell.color, CGColor(red: 0.9, green: 1, blue: 1, alpha: 1))
            XCTAssertEqual([cell.redRange, cell.greenRange, cell.blueRange], [0.1, 0.1, 0.1])
            XCTAssertEqual(cell.scale, 0.8)
            XCTAssertEqual(cell.scaleRange, 0.8)
            XCTAssertEqual(cell.scaleSpeed, -0.15)
            XCTAssertEqual(cell.alphaRange, 0.75)
            XCTAssertEqual(cell.alphaSpeed, -0.15)
        }
    }

    func testNoSnowBeforeStartThenMidRunSnowFromTheFirstFrame() {
        let scene = SnowScene()
        XCTAssertEqual(particles(scene, at: 1).count, 0, "idle: nothing falls")
        at(5)
        scene.start()
        CARunLoop.tick()
        // At once, every flake born in the last longest lifetime that still lives: 50 per second
        // per cell for 3.5 ± 1 s on average, so about 175 per cell.
        let first = particles(scene, at: 5)
        let cells = SnowflakeImages.count
        XCTAssertEqual(Double(first.count), Double(175 * cells), accuracy: Double(15 * cells))
        XCTAssertEqual(Double(particles(scene, at: 7).count), Double(first.count), accuracy: Double(first.count) * 0.1,
                       "already the steady state: as many flakes 2 s later")
        // The whole sky has snow in the first frame, down to its lower part.
        XCTAssertGreaterThan(first.filter { $0.position.y > 240 }.count, cells * 20)
        XCTAssertGreaterThan(first.filter { $0.position.y > 0 && $0.position.y < 120 }.count, cells * 20)
    }

    /// The scene started without its prewarm (its emitter's `beginTime` now) is empty at first,
    /// as the tile was for a second after it scrolled into view.
    func testWithoutThePrewarmTheFirstFrameWouldBeEmpty() {
        let scene = SnowScene()
        scene.start()
        CARunLoop.tick()
        let prewarmed = particles(scene, at: 0.2).filter { $0.position.y > 0 }.count
        XCTAssertGreaterThan(prewarmed, 300)
        scene.emitter?.beginTime = t0
        XCTAssertEqual(particles(scene, at: 0).count, 0)
        XCTAssertLessThan(particles(scene, at: 0.2).filter { $0.position.y > 0 }.count, prewarmed / 10,
                          "only the fastest flakes have reached the sky")
    }

    func testSnowIsTheSameOnEveryRun() {
        let a = SnowScene(), b = SnowScene()
        a.start()
        b.start()
        CARunLoop.tick()
        for s in [0.5, 2.0, 4.0] {
            let pa = particles(a, at: s), pb = particles(b, at: s)
            XCTAssertFalse(pa.isEmpty)
            XCTAssertEqual(pa, pb, "same seed, same flakes at \(s) s")
        }
        // And a run started later shows the same snow at the same time after its start.
        let early = particles(a, at: 3.0)
        at(20)
        let c = SnowScene()
        c.start()
        CARunLoop.tick()
        XCTAssertEqual(particles(c, at: 23.0), early)
        // The particles follow from the seed: another seed, other snow.
        c.emitter?.seed = SnowScene.seed &+ 1
        let reseeded = particles(c, at: 23.0)
        XCTAssertFalse(reseeded.isEmpty)
        XCTAssertNotEqual(reseeded, early)
    }

    func testStopEndsBirthsAndTheSnowDiesOut() {
        let scene = SnowScene()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(6)
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        XCTAssertEqual(scene.emitter?.birthRate, 0)
        var counts: [Int] = []
        for s in stride(from: 6.0, through: 10.5, by: 0.5) { counts.append(particles(scene, at: s).count) }
        XCTAssertGreaterThan(counts[0], 500)
        XCTAssertEqual(counts, counts.sorted(by: >), "only deaths after stop: \(counts)")
        XCTAssertEqual(counts.last, 0, "everything has died 4.5 s after stop")
        at(10.5 - 0.01)
        XCTAssertEqual(scene.state, .stopping)
        at(10.5)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        scene.restart()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .running)
        XCTAssertGreaterThan(particles(scene, at: 11.5).count, 100, "snowing again")
    }
}
