import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The point path (`GLParticleRenderer+Points.swift`): batches whose particles fit the driver's
/// points are drawn as one `GL_POINTS` vertex a particle, with the picture of the quads (and of
/// the CPU path) within the golden tolerance; particles partly off the target are still drawn;
/// batches that may hold a particle bigger than the driver's points are drawn as quads.
extension GLParticlePathTests {
    private func pointsDrawn(_ renderer: Renderer) throws -> Int {
        try XCTUnwrap(renderer.compositor?.particles.gpu?.particlesDrawnAsPoints)
    }

    /// A snow emitter; `scale` makes its flakes as big as wanted.
    private func makeSnow(in root: CALayer, scale: CGFloat = 0.8, birthRate: Float = 500) {
        let e = CAEmitterLayer()
        e.frame = root.bounds
        e.emitterShape = .rectangle
        e.emitterPosition = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
        e.emitterSize = root.bounds.size
        e.seed = 5
        e.beginTime = t0
        let cell = CAEmitterCell()
        cell.contents = Self.spark
        cell.lifetime = 4; cell.birthRate = birthRate
        cell.velocity = 20; cell.velocityRange = 40; cell.emissionRange = .pi
        cell.scale = scale; cell.scaleRange = scale / 2; cell.spin = 1; cell.spinRange = 2
        cell.color = CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 0.9)
        e.emitterCells = [cell]
        root.addSublayer(e)
    }

    /// Renders `root` at `t` on the point path, on GL quads and on the CPU path (birth order),
    /// checks that the point path drew `expectPoints` and that the three pictures agree.
    private func checkPointsAgainstQuads(_ root: CALayer, size: CGSize, at t: Double, expectPoints: Bool,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        let (gl, cpu) = try makeRenderers(width: Int(size.width), height: Int(size.height))
        let quads = try Renderer(headlessWidth: Int(size.width), height: Int(size.height))
        XCTAssertEqual(quads.setBackend(.openGL), .openGL)
        quads.compositor?.particles.gpu?.drawsPoints = false
        cpu.compositor?.particles.minimumSorted = .max
        at(t)
        let snapshot = root.renderSnapshot(at: t0 + t), background = RGBA(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        for renderer in [gl, quads, cpu] { renderer.render(snapshot, background: background) }
        XCTAssertGreaterThan(gl.stats.particlesOnGPU, 100, file: file, line: line)
        let asPoints = try pointsDrawn(gl)
        XCTAssertEqual(asPoints > 0, expectPoints, "points drawn: \(asPoints)", file: file, line: line)
        XCTAssertEqual(try pointsDrawn(quads), 0, file: file, line: line)
        let picture = gl.readPixels()
        GoldenImage.assertMatch(picture, quads.readPixels(), "points against GL quads", file: file, line: line)
        GoldenImage.assertMatch(picture, cpu.readPixels(), "points against the CPU path", file: file, line: line)
    }

    func testSnowIsDrawnAsPointsWithTheQuadsPicture() throws {
        let size = CGSize(width: 400, height: 300), root = rootLayer(size)
        makeSnow(in: root)
        try checkPointsAgainstQuads(root, size: size, at: 4.5, expectPoints: true)
    }

    /// Flakes emitted over an area larger than the target: many centres lie outside it while
    /// their images reach in. OpenGL drops a point whose centre is outside the clip volume,
    /// so the point path must widen the viewport to draw these.
    func testParticlesPartlyOffTheTargetAreDrawn() throws {
        let size = CGSize(width: 200, height: 150), root = rootLayer(size)
        let e = CAEmitterLayer()
        e.frame = root.bounds
        e.emitterShape = .rectangle
        e.emitterPosition = CGPoint(x: 100, y: 75)
        e.emitterSize = CGSize(width: 240, height: 190)
        e.seed = 9
        e.beginTime = t0
        let cell = CAEmitterCell()
        cell.contents = Self.spark
        cell.lifetime = 10; cell.birthRate = 300
        cell.scale = 2.5; cell.spin = 0.5; cell.spinRange = 1
        e.emitterCells = [cell]
        root.addSublayer(e)
        try checkPointsAgainstQuads(root, size: size, at: 2, expectPoints: true)
    }

    /// Flakes of scale 16 ± 8 from a 16-pixel image: up to 384 pixels across, more than
    /// llvmpipe's 255-pixel points, so the batch is drawn as quads (and matches the CPU path).
    func testParticlesBiggerThanThePointLimitAreDrawnAsQuads() throws {
        let size = CGSize(width: 400, height: 300), root = rootLayer(size)
        makeSnow(in: root, scale: 16, birthRate: 60)
        let probe = try Renderer(headlessWidth: 32, height: 32)
        probe.setBackend(.openGL)
        let limit = try XCTUnwrap(probe.compositor?.particles.gpu?.maxPointSize)
        XCTAssertGreaterThan(limit, 16, "llvmpipe's points reach at least 255 pixels")
        XCTAssertLessThan(limit, 16 * 24, "the test's largest flakes must be bigger than the points")
        try checkPointsAgainstQuads(root, size: size, at: 2, expectPoints: false)
    }
}
