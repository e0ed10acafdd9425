import XCTest
@testable import AnimationCore

final class RenderSnapshotTests: ClockedTestCase {
    func testNodesCarryPresentationValuesAndTransforms() {
        let root = makeLayer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = makeLayer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(child)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        child.add(fade, forKey: nil)

        let snap = root.renderSnapshot(at: 100.5)

        let node = snap.root.sublayers[0]
        XCTAssertEqual(node.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(node.transform.project(.zero), CGPoint(x: 10, y: 20))
        XCTAssertEqual(node.content.backgroundColor, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(node.layerID, child.renderID)
    }

    func testContentsFiltersAndEdgeAntialiasingReachTheSnapshot() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.contents = try XCTUnwrap(
            CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF00_FF00, count: 4), name: "dot"))
        XCTAssertEqual(layer.renderSnapshot(at: 0).root.content.image?.magnificationFilter, .linear,
                       "linear by default")
        XCTAssertTrue(layer.renderSnapshot(at: 0).root.allowsEdgeAntialiasing, "on by default here (Apple: off)")

        layer.magnificationFilter = .nearest
        layer.minificationFilter = .trilinear
        layer.allowsEdgeAntialiasing = false
        let node = layer.renderSnapshot(at: 0).root

        XCTAssertEqual(node.content.image?.magnificationFilter, .nearest)
        XCTAssertEqual(node.content.image?.minificationFilter, .trilinear)
        XCTAssertFalse(node.allowsEdgeAntialiasing)
    }

    func testHiddenLayersAreLeftOut() {
        let root = CALayer()
        let hidden = CALayer()
        hidden.isHidden = true
        root.addSublayer(hidden)

        XCTAssertTrue(root.renderSnapshot(at: 0).root.sublayers.isEmpty)
    }

    func testSublayerTransformAppliesAboutTheParentsAnchor() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        root.addSublayer(child)

        let node = root.renderSnapshot(at: 0).root.sublayers[0]

        XCTAssertEqual(node.transform.project(.zero), CGPoint(x: 100, y: 100), "the centre stays put")
        XCTAssertEqual(node.transform.project(CGPoint(x: 10, y: 0))!.x, 120, accuracy: 1e-9)
    }

    func testReplicatorExpandsInstancesWithDelayTransformAndTint() {
        let rep = makeLayer(CAReplicatorLayer.self, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rep.instanceCount = 3
        rep.instanceDelay = 0.1
        rep.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        rep.instanceColor = CGColor.white
        rep.instanceRedOffset = -0.25
        let dot = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        rep.addSublayer(dot)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        dot.add(fade, forKey: nil)

        let nodes = rep.renderSnapshot(at: 100.5).root.sublayers

        XCTAssertEqual(nodes.count, 3)
        XCTAssertEqual(nodes.map(\.opacity), [0.5, 0.4, 0.3], accuracy: 1e-6)
        XCTAssertEqual(nodes.map { $0.transform.project(.zero)!.x }, [0, 20, 40])
        XCTAssertEqual(nodes.map(\.tint.red), [1, 0.75, 0.5])
        XCTAssertEqual(Set(nodes.map(\.layerID)), [dot.renderID], "instances share one backing store")
    }

    func testAbsurdReplicatorCountIsCapped() {
        let rep = CAReplicatorLayer()
        rep.instanceCount = 1_000_000
        rep.addSublayer(CALayer())

        XCTAssertEqual(rep.renderSnapshot(at: 0).root.sublayers.count, CAReplicatorLayer.maximumInstances)
    }

    private func snowEmitter() -> CAEmitterLayer {
        let emitter = makeLayer(CAEmitterLayer.self, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        emitter.emitterShape = .rectangle
        emitter.emitterPosition = CGPoint(x: 150, y: 25)
        emitter.emitterSize = CGSize(width: 300, height: 50)
        emitter.seed = 42
        emitter.beginTime = CACurrentMediaTime()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
        cell.birthRate = 50; cell.lifetime = 3.5; cell.lifetimeRange = 1
        cell.velocity = 20; cell.velocityRange = 200; cell.emissionLongitude = -.pi; cell.emissionRange = .pi / 2
        cell.xAcceleration = 10; cell.yAcceleration = 70
        emitter.emitterCells = [cell]
        return emitter
    }

    func testEmitterParticlesAreDeterministic() {
        let first = snowEmitter().renderSnapshot(at: 101.99).root.particles
        clock.set(t0)
        let second = snowEmitter().renderSnapshot(at: 101.99).root.particles

        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(first[0].particles.count, 100, "50 per second from t = 0, none dead yet")
        XCTAssertEqual(first[0].particles, second[0].particles)
    }

    func testEmitterPopulationSettlesAtRateTimesLifetimeAndDecaysAfterStop() {
        let emitter = snowEmitter()

        let steady = emitter.renderSnapshot(at: 110).root.particles[0].particles.count
        XCTAssertEqual(Double(steady), 50 * 3.5, accuracy: 25)

        clock.set(t0 + 10)
        emitter.birthRate = 0
        XCTAssertEqual(emitter.renderSnapshot(at: 110).root.particles[0].particles.count, steady,
                       "existing flakes stay")
        XCTAssertGreaterThan(emitter.renderSnapshot(at: 112).root.particles[0].particles.count, 0)
        XCTAssertEqual(emitter.renderSnapshot(at: 114.6).root.particles.first?.particles.count ?? 0, 0)
    }

    func testParticlesFallUnderGravity() {
        let emitter = snowEmitter()

        let particles = emitter.renderSnapshot(at: 103).root.particles[0].particles
        let oldest = particles[0]

        XCTAssertGreaterThan(oldest.position.y, 25 + 0.5 * 70 * 9 - 220 * 3, "y acceleration pulls it down")
        XCTAssertTrue(particles.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite })
    }

    func testTransitionCapturesTheOldStateAndReportsProgress() {
        let layer = makeLayer(CATextLayer.self)
        CATransaction.setDisableActions(true)
        layer.string = "Before"
        CARunLoop.tick()
        let t = CATransition()
        t.type = .push
        t.subtype = .fromRight
        t.duration = 1
        layer.add(t, forKey: nil)
        CATransaction.setDisableActions(true)
        layer.string = "After"

        let node = layer.renderSnapshot(at: 100.5).root

        XCTAssertEqual(node.content.text?.string, "After")
        XCTAssertEqual(node.transition?.from.value.content.text?.string, "Before")
        XCTAssertEqual(node.transition?.progress ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertNotEqual(node.transition?.from.value.layerID, node.layerID)
        XCTAssertEqual(layer.animationKeys(), ["transition"])
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath,
                            line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
