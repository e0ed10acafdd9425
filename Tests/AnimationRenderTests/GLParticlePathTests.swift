import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The direct-OpenGL particle path (`GLParticleRenderer`): particles worked out in a vertex
/// shader must draw the CPU path's picture (`ParticleRenderer` through `SDL_RenderGeometry`)
/// within the golden tolerance, on the headless renderer (Mesa's llvmpipe here), and upload
/// each particle's constants only when it is born or the emitter's constants change.
final class GLParticlePathTests: ManualClockTestCase {
    /// A soft dot with a coloured rim, so a swapped channel or a shifted texture shows.
    static let spark: CGImage = {
        let side = 16
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side { for x in 0..<side {
            let dx = Double(x) + 0.5 - 8, dy = Double(y) + 0.5 - 8
            let a = max(0, min(1, 1.1 - (dx * dx + dy * dy).squareRoot() / 8))
            let v = UInt32(a * 255), blue = UInt32(a * Double(x) / 16 * 255)
            pixels[y * side + x] = v << 24 | v << 16 | (v * 3 / 4) << 8 | blue
        } }
        return CGImage(width: side, height: side, pixels: pixels, name: "spark")!
    }()

    func makeRenderers(width: Int, height: Int) throws -> (gl: Renderer, cpu: Renderer) {
        let gl = try Renderer(headlessWidth: width, height: height)
        let cpu = try Renderer(headlessWidth: width, height: height)
        XCTAssertEqual(gl.setBackend(.openGL), .openGL, "llvmpipe offers OpenGL 3.3+: the GL path must run here")
        XCTAssertEqual(cpu.setBackend(.sdlRenderer), .sdlRenderer)
        return (gl, cpu)
    }

    /// Renders `root` at each time with both backends and compares the frames. With
    /// `cpuInBirthOrder` the CPU path draws in birth order, as it does on GPUs: on CPU rasterizers
    /// it sorts unordered batches by tile (`ParticleRenderer`), which changes which of two
    /// overlapping particles is on top, an order Core Animation leaves open; the GL path draws
    /// in birth order everywhere.
    private func assertBackendsMatch(_ root: CALayer, size: CGSize, times: [Double], cpuInBirthOrder: Bool = false,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let (gl, cpu) = try makeRenderers(width: Int(size.width), height: Int(size.height))
        if cpuInBirthOrder { cpu.compositor?.particles.minimumSorted = .max }
        for t in times {
            at(t)
            let snapshot = root.renderSnapshot(at: t0 + t)
            gl.render(snapshot, background: RGBA(red: 0.05, green: 0.05, blue: 0.12, alpha: 1))
            cpu.render(snapshot, background: RGBA(red: 0.05, green: 0.05, blue: 0.12, alpha: 1))
            XCTAssertGreaterThan(gl.stats.particlesOnGPU, 0, "at \(t) the GL path drew nothing", file: file, line: line)
            XCTAssertEqual(cpu.stats.particlesOnGPU, 0, file: file, line: line)
            GoldenImage.assertMatch(gl.readPixels(), cpu.readPixels(), "at \(t)", file: file, line: line)
        }
    }

    func rootLayer(_ size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        return root
    }

    /// A firework: additive sparks from a circle's outline, colour ranges and speeds, fading,
    /// shrinking and spinning under gravity.
    func makeFirework(in root: CALayer) -> CAEmitterLayer {
        let e = CAEmitterLayer()
        e.frame = root.bounds
        e.emitterShape = .circle
        e.emitterMode = .outline
        e.emitterPosition = CGPoint(x: 160, y: 110)
        e.emitterSize = CGSize(width: 40, height: 40)
        e.renderMode = .additive
        e.seed = 11
        e.beginTime = t0
        let cell = CAEmitterCell()
        cell.contents = Self.spark
        cell.birthRate = 300
        cell.lifetime = 2; cell.lifetimeRange = 0.5
        cell.velocity = 70; cell.velocityRange = 30
        cell.emissionRange = 2 * .pi
        cell.yAcceleration = 40
        cell.scale = 0.9; cell.scaleRange = 0.3; cell.scaleSpeed = -0.2
        cell.spin = 2; cell.spinRange = 3
        cell.color = CGColor(red: 1, green: 0.6, blue: 0.3, alpha: 1)
        cell.redRange = 0.3; cell.greenRange = 0.4; cell.blueRange = 0.5
        cell.greenSpeed = -0.3; cell.alphaSpeed = -0.4
        e.emitterCells = [cell]
        root.addSublayer(e)
        return e
    }

    func testFireworkMatchesTheCPUPath() throws {
        let size = CGSize(width: 320, height: 220), root = rootLayer(size)
        _ = makeFirework(in: root)
        try assertBackendsMatch(root, size: size, times: [0.4, 1.1, 2.3])
    }

    /// A snow field of about 2,000 live particles (the benchmark's emitter, smaller).
    func testTwoThousandParticlesMatchTheCPUPath() throws {
        let size = CGSize(width: 480, height: 320), root = rootLayer(size)
        let e = CAEmitterLayer()
        e.frame = root.bounds
        e.emitterShape = .rectangle
        e.emitterPosition = CGPoint(x: 240, y: 160)
        e.emitterSize = size
        e.seed = 7
        e.beginTime = t0
        let cell = CAEmitterCell()
        cell.contents = Self.spark
        cell.lifetime = 4; cell.birthRate = 500
        cell.velocity = 20; cell.velocityRange = 40; cell.emissionRange = .pi
        cell.yAcceleration = 10
        cell.scale = 0.8; cell.scaleRange = 0.4; cell.spin = 1; cell.spinRange = 2
        cell.alphaSpeed = -0.1
        e.emitterCells = [cell]
        root.addSublayer(e)
        try assertBackendsMatch(root, size: size, times: [1, 4.5, 6.25], cpuInBirthOrder: true)
        let live = root.renderSnapshot(at: t0 + 6.25).root.sublayers[0].particles[0].particles.count
        XCTAssertEqual(live, 2000, accuracy: 60)
    }

    /// A line emitter with part of its image, in a rotated, scaled, translucent layer drawn
    /// through an offscreen pass (group opacity over two sublayers): the GL path draws into a
    /// render-target texture there, which OpenGL holds the other way up.
    func testTransformedEmitterInAnOffscreenPassMatchesTheCPUPath() throws {
        let size = CGSize(width: 300, height: 240), root = rootLayer(size)
        let group = CALayer()
        group.frame = CGRect(x: 20, y: 20, width: 260, height: 200)
        group.opacity = 0.7
        group.transform = CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 0, 1),
                                              CATransform3DMakeScale(0.9, 1.1, 1))
        let backing = CALayer()
        backing.frame = CGRect(x: 10, y: 10, width: 120, height: 80)
        backing.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        group.addSublayer(backing)
        let e = CAEmitterLayer()
        e.frame = group.bounds
        e.emitterShape = .line
        e.emitterPosition = CGPoint(x: 130, y: 20)
        e.emitterSize = CGSize(width: 200, height: 0)
        e.renderMode = .oldestFirst
        e.seed = 3
        e.beginTime = t0
        let cell = CAEmitterCell()
        cell.contents = Self.spark
        cell.contentsRect = CGRect(x: 0.25, y: 0, width: 0.75, height: 1)
        cell.birthRate = 120; cell.lifetime = 3
        cell.velocity = 50; cell.emissionLongitude = .pi / 2; cell.emissionRange = 0.4
        cell.scale = 1.2; cell.color = CGColor(red: 0.9, green: 1, blue: 0.8, alpha: 0.9)
        e.emitterCells = [cell]
        group.addSublayer(e)
        root.addSublayer(group)
        try assertBackendsMatch(root, size: size, times: [0.8, 2.5])
    }

    /// On SDL's OpenGL ES renderer, which keeps ARGB8888 pixels as RGBA bytes and swaps red and
    /// blue (texels drawn into the window, vertex colours drawn into a render target), the GL
    /// path does the same: a firework into the framebuffer, a tinted emitter into an offscreen pass.
    func testOpenGLESRendererMatchesTheCPUPath() throws {
        let saved = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"]
        setenv("SDL_RENDER_DRIVER", "opengles2", 1)
        defer { if let saved { setenv("SDL_RENDER_DRIVER", saved, 1) } else { unsetenv("SDL_RENDER_DRIVER") } }
        let probe = try Renderer(headlessWidth: 32, height: 32)
        probe.setBackend(.openGL)
        XCTAssertEqual(probe.compositor?.particles.gpu?.context.isES, true, "SDL's opengles2 renderer on Mesa")
        try testFireworkMatchesTheCPUPath()
        try testTransformedEmitterInAnOffscreenPassMatchesTheCPUPath()
    }

    /// Frame after frame only newborns are uploaded; a changed cell parameter uploads every
    /// live particle again (and the picture follows the change).
    func testOnlyNewbornsAreUploadedUntilTheConstantsChange() throws {
        let size = CGSize(width: 320, height: 220), root = rootLayer(size)
        let e = makeFirework(in: root)
        let (gl, cpu) = try makeRenderers(width: 320, height: 220)
        at(1)
        gl.render(root.renderSnapshot(at: t0 + 1))
        let first = try XCTUnwrap(gl.glParticlesUploaded)
        let live = root.renderSnapshot(at: t0 + 1).root.sublayers[0].particles[0].particles.count
        XCTAssertGreaterThanOrEqual(first, live)
        for frame in 1...30 {
            at(1 + Double(frame) / 60)
            gl.render(root.renderSnapshot(at: t0 + 1 + Double(frame) / 60))
        }
        // 300 births a second for half a second: about 150 uploaded, not 30 frames × ~500 live.
        XCTAssertEqual(try XCTUnwrap(gl.glParticlesUploaded) - first, 150, accuracy: 3)
        e.emitterCells?[0].velocity = 20
        at(1.6)
        let snapshot = root.renderSnapshot(at: t0 + 1.6)
        let before = try XCTUnwrap(gl.glParticlesUploaded)
        gl.render(snapshot)
        cpu.render(snapshot)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(gl.glParticlesUploaded) - before, live)
        let result = GoldenImage.compare(gl.readPixels(), cpu.readPixels(), channelTolerance: 3)
        XCTAssertLessThanOrEqual(Double(result.differing) / (320 * 220), 0.001)
    }

    /// Time going back (a scrubbed timeline) re-uploads rather than drawing stale constants.
    func testTimeGoingBackRedrawsTheEarlierFrame() throws {
        let size = CGSize(width: 320, height: 220), root = rootLayer(size)
        _ = makeFirework(in: root)
        let (gl, cpu) = try makeRenderers(width: 320, height: 220)
        gl.render(root.renderSnapshot(at: t0 + 2))
        let early = root.renderSnapshot(at: t0 + 0.5)
        gl.render(early)
        cpu.render(early)
        let result = GoldenImage.compare(gl.readPixels(), cpu.readPixels(), channelTolerance: 3)
        XCTAssertLessThanOrEqual(Double(result.differing) / (320 * 220), 0.001)
    }

    func testSoftwareRendererKeepsTheSDLBackend() throws {
        let renderer = try Renderer(softwareWidth: 64, height: 64)
        XCTAssertEqual(renderer.setBackend(.openGL), .sdlRenderer)
        XCTAssertNil(renderer.glRendererName)
    }

    /// Runs `body` with `ANIMATION_RENDER_BACKEND` set to `value` (nil: unset), then puts back
    /// what the test run was started with (`ANIMATION_RENDER_BACKEND=opengl swift test` runs
    /// every golden test on the OpenGL path).
    private func withBackendVariable(_ value: String?, _ body: () throws -> Void) rethrows {
        let name = RenderBackend.environmentVariable, saved = ProcessInfo.processInfo.environment[name]
        defer { if let saved { setenv(name, saved, 1) } else { unsetenv(name) } }
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
        try body()
    }

    func testEnvironmentChoosesTheBackend() throws {
        try withBackendVariable("sdl") {
            let fallback = try Renderer(headlessWidth: 64, height: 64)
            XCTAssertEqual(fallback.backend, .sdlRenderer)
            XCTAssertNotNil(fallback.glRendererName, "SDL still draws with OpenGL")
        }
        try withBackendVariable("OpenGL") {
            XCTAssertEqual(try Renderer(headlessWidth: 64, height: 64).backend, .openGL)
        }
    }

    /// Without a request the OpenGL backend is asked for: on a GPU it runs every pass; OpenGL
    /// rasterized on the CPU (llvmpipe, as here) runs none of them, as none measured cheaper
    /// there, and so draws with the SDL backend.
    func testDefaultBackendIsOpenGLWithPassesForTheRasterizer() throws {
        let name = GLPaths.environmentVariable, saved = ProcessInfo.processInfo.environment[name]
        defer { if let saved { setenv(name, saved, 1) } }
        unsetenv(name)
        try withBackendVariable(nil) { try checkDefaultBackend() }
    }

    private func checkDefaultBackend() throws {
        let renderer = try Renderer(headlessWidth: 64, height: 64)
        let name = try XCTUnwrap(renderer.glRendererName)
        let cpu = GraphicsDriver.isCPURasterizer(name)
        XCTAssertEqual(renderer.backend, cpu ? .sdlRenderer : .openGL, name)
        XCTAssertEqual(renderer.glPaths, cpu ? [] : .all, name)
        XCTAssertFalse(renderer.readsBackAsynchronously && cpu, name)
        XCTAssertEqual(RenderBackend.initial(), .openGL)
        XCTAssertEqual(GLPaths.initial(onCPURasterizer: true), .cpuRasterizer)
        XCTAssertEqual(GLPaths.initial(onCPURasterizer: false), .all)
    }

    func testVersionStrings() {
        XCTAssertTrue(GLContext.parseVersion("4.5 (Compatibility Profile) Mesa 23.2.1")! == (4, 5, false))
        XCTAssertTrue(GLContext.parseVersion("OpenGL ES 3.2 Mesa 23.2.1")! == (3, 2, true))
        XCTAssertTrue(GLContext.parseVersion("OpenGL ES-CM 1.1")! == (1, 1, true))
        XCTAssertTrue(GLContext.parseVersion("3.3.0 NVIDIA 580.65")! == (3, 3, false))
        XCTAssertNil(GLContext.parseVersion("unknown"))
    }

    /// A shader the driver rejects is a `RenderError` carrying the driver's log, not a crash.
    func testShaderErrorsAreReported() throws {
        let renderer = try Renderer(headlessWidth: 32, height: 32)
        let context = try GLContext.of(try XCTUnwrap(renderer.compositor).device.renderer)
        XCTAssertThrowsError(try context.makeProgram(vertex: "void main() { undefined_thing; }",
                                                     fragment: GLParticleShader.fragment)) { error in
            guard case RenderError.openGLFailure(let stage, let log)? = error as? RenderError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(stage, "vertex shader compile")
            XCTAssertFalse(log.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("OpenGL vertex shader compile failed: "))
        }
    }
}
