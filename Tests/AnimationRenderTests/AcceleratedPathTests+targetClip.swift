import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Target clipping on the accelerated path (`TargetClip`, on when it is llvmpipe): layers and particles
/// crossing the window's edge show the same pixels whether their triangles are cut on the CPU or left to
/// the driver.
extension AcceleratedPathTests {
    private func renderAccelerated(_ scene: RenderNode,
                                   clipping: Bool) throws -> (image: RenderedImage, stats: RenderStats) {
        let host = try acceleratedHost()
        host.renderer.clipsToTarget = clipping
        defer { host.renderer.clipsToTarget = true }
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        return (host.renderer.readPixels(), host.renderer.stats)
    }

    private func dot(_ size: Int = 12) -> CGImage {
        var px = [UInt32](repeating: 0, count: size * size)
        let c = Double(size) / 2
        for y in 0..<size { for x in 0..<size {
            let a = UInt32(max(0, min(1, 1.3 - hypot(Double(x) + 0.5 - c, Double(y) + 0.5 - c) / c)) * 255)
            px[y * size + x] = (a << 24) | (a / 2 << 16) | (a << 8) | a
        } }
        return CGImage(width: size, height: size, pixels: px, name: "edge-dot")!
    }

    func testLayersAndParticlesAcrossTheEdgeMatchUnclippedDrawing() throws {
        var particles: [Particle] = []
        for i in 0..<200 {
            // A ring of particles centred on the frame's top-left corner and another on its right
            // edge: many cross an edge, some lie wholly outside.
            let a = Double(i) * 0.61, r = 4 + Double(i % 40)
            let cx: Double = i % 2 == 0 ? 0 : Double(testWidth), cy: Double = i % 2 == 0 ? 0 : 60
            particles.append(Particle(position: CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)),
                                      scale: 1 + CGFloat(i % 3) * 0.5,
                                      rotation: CGFloat(a), color: rgba(1, 0.6, 0.2, 0.9)))
        }
        var emitter = layer(5, CGRect(x: 0, y: 0, width: CGFloat(testWidth), height: CGFloat(testHeight)))
        emitter.particles = [ParticleBatch(image: dot(), additive: false, particles: particles)]
        let card = LayerContent(backgroundColor: rgba(0.15, 0.45, 0.9), cornerRadius: 8, borderWidth: 2,
                                borderColor: rgba(0.1, 0.1, 0.3))
        let scene = root([
            layer(2, CGRect(x: 120, y: 80, width: 70, height: 60), content: card, opacity: 0.8,
                  transform: CATransform3DMakeRotation(0.5, 0, 0, 1)),
            layer(3, CGRect(x: -30, y: 70, width: 80, height: 80),
                  content: LayerContent(image: ImageContent(image: checkerImage(), gravity: .resize)),
                  transform: CATransform3DMakeRotation(-0.3, 0, 0, 1)),
            emitter,
        ])
        let host = try acceleratedHost()
        let gl = try XCTUnwrap(host.sdlRenderer.flatMap(GraphicsDriver.openGLRendererName))
        XCTAssertEqual(host.renderer.clipsToTarget, GraphicsDriver.isCPURasterizer(gl),
                       "on by default only on CPU rasterizers")
        let clipped = try renderAccelerated(scene, clipping: true)
        let whole = try renderAccelerated(scene, clipping: false)
        XCTAssertNotEqual(clipped.stats.triangles, whole.stats.triangles, "triangles were cut or dropped")
        let result = GoldenImage.compare(clipped.image, whole.image, channelTolerance: 2)
        if result.differing > 0 {
            try? clipped.image.writePNG(to: "/tmp/view/target-clip.png")
            try? result.diff.writePNG(to: "/tmp/view/target-clip-diff.png")
        }
        XCTAssertEqual(result.differing, 0, "cut and whole triangles differ (largest difference \(result.largest))")
        XCTAssertGreaterThan(clipped.image.countPixels(differingFrom: white8, tolerance: 10), 3_000,
                             "the scene was drawn")
    }
    /// Particles crossing the edge are cut as they are added, between runs of whole ones: the
    /// order of 9,000 stacked particles is kept and the pixels are those of unclipped drawing.
    func testEdgeParticlesCutBetweenRunsKeepOrder() throws {
        var emitter = layer(2, CGRect(x: 0, y: 0, width: CGFloat(testWidth), height: CGFloat(testHeight)))
        emitter.particles = [ParticleBatch(image: CGImage(width: 8, height: 8,
                                                          pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 64))!,
                                           additive: false, particles: ParticleTests.stackedParticles())]
        let scene = root([emitter])
        let clipped = try renderAccelerated(scene, clipping: true)
        let whole = try renderAccelerated(scene, clipping: false)
        XCTAssertEqual(clipped.stats.particles, 9_000)
        XCTAssertEqual(whole.stats.triangles, 18_000)
        XCTAssertGreaterThan(clipped.stats.triangles, 18_000, "the 3,000 edge squares are cut into fans")
        XCTAssertEqual(clipped.stats.drawCalls, 1)
        assertPixel(clipped.image, 40, 60, green8)
        assertPixel(clipped.image, 100, 60, blue8)
        assertPixel(clipped.image, 158, 60, green8)
        XCTAssertEqual(GoldenImage.compare(clipped.image, whole.image, channelTolerance: 2).differing, 0)
    }
    /// An unordered batch goes out tile by tile on the CPU rasterizer: of two overlapping squares
    /// across a tile edge (x = 64) the one in the right tile ends on top, though born first; an
    /// ordered batch keeps birth order. 300 more particles far outside make the batch long
    /// enough to be sorted (they are culled).
    func testUnorderedParticlesGoOutTileByTile() throws {
        let square = CGImage(width: 8, height: 8, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 64))!
        var particles = [Particle(position: CGPoint(x: 68, y: 60), scale: 2, rotation: 0, color: rgba(1, 0, 0)),
                         Particle(position: CGPoint(x: 60, y: 60), scale: 2, rotation: 0, color: rgba(0, 1, 0))]
        particles += (0..<300).map {
            Particle(position: CGPoint(x: -500 - Double($0), y: 60), scale: 1, rotation: 0, color: rgba(0, 0, 1))
        }
        func render(unordered: Bool) throws -> (image: RenderedImage, stats: RenderStats) {
            var emitter = layer(2, CGRect(x: 0, y: 0, width: CGFloat(testWidth), height: CGFloat(testHeight)))
            emitter.particles = [ParticleBatch(image: square, additive: false, unordered: unordered,
                                               particles: particles)]
            return try renderAccelerated(root([emitter]), clipping: true)
        }
        let sorted = try render(unordered: true)
        XCTAssertEqual(sorted.stats.particlesSorted, 302)
        XCTAssertEqual(sorted.stats.particles, 2)
        XCTAssertEqual(sorted.stats.particlesCulled, 300)
        assertPixel(sorted.image, 64, 60, red8)
        assertPixel(sorted.image, 55, 60, green8)
        let ordered = try render(unordered: false)
        XCTAssertEqual(ordered.stats.particlesSorted, 0)
        assertPixel(ordered.image, 64, 60, green8)
        assertPixel(ordered.image, 74, 60, red8)
    }

    /// Sorting changes only which of two overlapping flakes is on top; flakes of one colour
    /// (the snow benchmark's) blend to the same picture in either order, up to rounding.
    func testSortedFlakesOfOneColourMatchBirthOrder() throws {
        var flakes: [Particle] = []
        for i in 0..<900 {
            let x = Double((i * 37) % testWidth), y = Double((i * 53) % testHeight)
            flakes.append(Particle(position: CGPoint(x: x, y: y), scale: 0.6 + CGFloat(i % 5) * 0.15,
                                   rotation: CGFloat(i) * 0.3,
                                   color: rgba(1, 1, 1, 0.5 + Double(i % 4) * 0.15)))
        }
        func render(unordered: Bool) throws -> (image: RenderedImage, stats: RenderStats) {
            var emitter = layer(2, CGRect(x: 0, y: 0, width: CGFloat(testWidth), height: CGFloat(testHeight)))
            emitter.particles = [ParticleBatch(image: dot(), additive: false, unordered: unordered, particles: flakes)]
            return try renderAccelerated(root([emitter]), clipping: true)
        }
        let sorted = try render(unordered: true), ordered = try render(unordered: false)
        XCTAssertEqual(sorted.stats.particlesSorted, 900)
        XCTAssertEqual(sorted.stats.particles, ordered.stats.particles)
        XCTAssertEqual(sorted.stats.triangles, ordered.stats.triangles)
        let result = GoldenImage.compare(sorted.image, ordered.image, channelTolerance: 3)
        XCTAssertEqual(result.differing, 0, "largest difference \(result.largest)")
    }
}
