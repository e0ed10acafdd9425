import AnimationCore
import AnimationRender
import XCTest

/// Emitter batches: one texture per cell image, one geometry call per batch.
final class ParticleTests: XCTestCase {
    /// A soft round dot, premultiplied ARGB.
    private func dot(_ size: Int = 16) -> CGImage {
        var px = [UInt32](repeating: 0, count: size * size)
        let c = Double(size) / 2
        for y in 0..<size { for x in 0..<size {
            let d = hypot(Double(x) + 0.5 - c, Double(y) + 0.5 - c) / c
            let a = UInt32(max(0, min(1, 1.2 - d)) * 255)
            px[y * size + x] = (a << 24) | (a << 16) | (a << 8) | a
        } }
        return CGImage(width: size, height: size, pixels: px, name: "dot")!
    }

    private func square(_ size: Int = 8) -> CGImage {
        CGImage(width: size, height: size, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: size * size),
                name: "square")!
    }

    func testEmitterBatchInOneDrawCall() throws {
        var particles: [Particle] = []
        for i in 0..<60 {
            let a = Double(i) * 0.37, r = 10 + Double(i)
            particles.append(Particle(position: CGPoint(x: 80 + r * cos(a), y: 60 + r * 0.7 * sin(a)),
                                      scale: 0.6 + CGFloat(i % 5) * 0.2, rotation: CGFloat(a),
                                      color: rgba(1, Double(i) / 60, 1 - Double(i) / 60, 0.9)))
        }
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: dot(), additive: false, particles: particles)]
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.render(RenderSnapshot(time: 0, root: root([emitter])), background: rgba(0.05, 0.05, 0.15))
        XCTAssertEqual(renderer.stats.drawCalls, 1)
        XCTAssertEqual(renderer.stats.particles, 60)
        assertGolden(renderer.readPixels(), "particles")
    }

    /// Particles wholly outside the target are not sent to the rasterizer; one that straddles
    /// the edge is, and still shows its visible part.
    func testParticlesOutsideTheTargetAreCulled() throws {
        let outside = [CGPoint(x: -40, y: 60), CGPoint(x: 220, y: 60), CGPoint(x: 80, y: -40), CGPoint(x: 80, y: 170)]
        let inside = [CGPoint(x: 80, y: 60), CGPoint(x: 158, y: 60)]   // the second straddles the right edge
        let particles = (outside + inside).map { Particle(position: $0, scale: 2, rotation: 0.3, color: rgba(0, 1, 0)) }
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: square(), additive: false, particles: particles)]
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)

        renderer.render(RenderSnapshot(time: 0, root: root([emitter])), background: rgba(1, 1, 1))

        XCTAssertEqual(renderer.stats.particles, 2)
        XCTAssertEqual(renderer.stats.particlesCulled, 4)
        XCTAssertEqual(renderer.stats.triangles, 4)
        let image = renderer.readPixels()
        assertPixel(image, 80, 60, green8)
        assertPixel(image, 159, 60, green8)
    }

    func testScaleSpinAndColour() throws {
        let p = Particle(position: CGPoint(x: 80, y: 60), scale: 4, rotation: .pi / 4, color: rgba(0, 1, 0))
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: square(), additive: false, particles: [p])]
        let image = try renderImage(root([emitter]))
        // An 8-pixel square scaled 4× (32 wide) and turned 45°: a diamond reaching ~22 px from the centre.
        assertPixel(image, 80, 60, green8)
        assertPixel(image, 80, 60 - 19, green8)
        assertPixel(image, 80 + 19, 60, green8)
        assertPixel(image, 80 + 14, 60 - 14, white8)   // the unrotated square's corner area is empty
    }

    func testAdditiveBlending() throws {
        let a = Particle(position: CGPoint(x: 70, y: 60), scale: 4, rotation: 0, color: rgba(1, 0, 0))
        let b = Particle(position: CGPoint(x: 90, y: 60), scale: 4, rotation: 0, color: rgba(0, 0, 1))
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: square(), additive: true, particles: [a, b])]
        let image = try renderImage(root([emitter]), background: .black)
        assertPixel(image, 80, 60, RGBA8(r: 255, g: 0, b: 255))   // overlap adds up
        assertPixel(image, 60, 60, red8)
        assertPixel(image, 100, 60, blue8)
    }

    func testContentsRectSelectsPartOfCellImage() throws {
        var px = [UInt32](repeating: 0xFFFF_0000, count: 16 * 8)     // left half red
        for y in 0..<8 { for x in 8..<16 { px[y * 16 + x] = 0xFF00_00FF } }   // right half blue
        let img = CGImage(width: 16, height: 8, pixels: px)!
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: img, contentsRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
                                           additive: false,
                                           particles: [Particle(position: CGPoint(x: 80, y: 60), scale: 3, rotation: 0,
                                                                color: .white)])]
        let image = try renderImage(root([emitter]))
        assertPixel(image, 80, 60, blue8)
        assertPixel(image, 70, 60, blue8)
        assertPixel(image, 66, 60, white8)   // 8×8 scaled 3×: 12 px each side of the centre
    }
    /// 9,000 particles in three stacks, one straddling the right edge: more than one of the
    /// renderer's runs (4,096), edge ones cut on the spot between them. Opaque squares, so each
    /// stack shows its last particle: drawing order is kept across runs.
    static func stackedParticles() -> [Particle] {
        let spots = [CGPoint(x: 40, y: 60), CGPoint(x: 100, y: 60), CGPoint(x: 158, y: 60)]
        return (0..<9_000).map { i in
            let last = i >= 9_000 - 3
            let colour = last ? (i % 3 == 1 ? rgba(0, 0, 1) : rgba(0, 1, 0)) : rgba(1, 0, 0)
            return Particle(position: spots[i % 3], scale: 2, rotation: CGFloat(i % 7) * 0.1, color: colour)
        }
    }

    func testLongBatchesKeepDrawingOrder() throws {
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: square(), additive: false, particles: Self.stackedParticles())]
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.render(RenderSnapshot(time: 0, root: root([emitter])), background: rgba(1, 1, 1))
        XCTAssertEqual(renderer.stats.particles, 9_000)
        XCTAssertEqual(renderer.stats.triangles, 18_000)
        XCTAssertEqual(renderer.stats.drawCalls, 1)
        let image = renderer.readPixels()
        assertPixel(image, 40, 60, green8)
        assertPixel(image, 100, 60, blue8)
        assertPixel(image, 158, 60, green8)
    }
}
