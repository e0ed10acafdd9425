import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Which OpenGL passes the `.openGL` backend runs: parsed from the environment and
/// `Benchmarks --gl-paths`, chosen per rasterizer, and switched on a live renderer.
final class GLPathsTests: XCTestCase {
    func testParsesNamesKeywordsAndRejectsTheRest() {
        XCTAssertEqual(GLPaths(parsing: "all"), .all)
        XCTAssertEqual(GLPaths(parsing: "CPU"), .cpuRasterizer)
        XCTAssertEqual(GLPaths(parsing: "none"), [])
        XCTAssertEqual(GLPaths(parsing: " masks, Readback "), [.masks, .readback])
        XCTAssertEqual(GLPaths(parsing: "quads,blur,particles"), [.layerQuads, .backdropBlur, .particles])
        XCTAssertEqual(GLPaths(parsing: "cpu,quads"), GLPaths.cpuRasterizer.union(.layerQuads))
        XCTAssertNil(GLPaths(parsing: ""))
        XCTAssertNil(GLPaths(parsing: "masks,stencil"))
        XCTAssertNil(GLPaths(parsing: "gpu"))
        for paths in [GLPaths.all, .cpuRasterizer, [.readback], [.particles, .backdropBlur]] {
            XCTAssertEqual(GLPaths(parsing: paths.description), paths, paths.description)
        }
        XCTAssertEqual(GLPaths.cpuRasterizer.description, "none")
        XCTAssertEqual(GLPaths([.masks, .readback]).description, "masks,readback")
        XCTAssertEqual(GLPaths([]).description, "none")
    }

    /// Runs `body` with both variables set as given (nil: unset), then restores them.
    private func withVariables(backend: String?, paths: String?, _ body: () throws -> Void) rethrows {
        let names = [RenderBackend.environmentVariable, GLPaths.environmentVariable]
        let saved = names.map { ProcessInfo.processInfo.environment[$0] }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        for (name, value) in zip(names, [backend, paths]) {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        try body()
    }

    func testEnvironmentChoosesThePasses() throws {
        try withVariables(backend: nil, paths: "particles,masks") {
            let renderer = try Renderer(headlessWidth: 64, height: 64)
            XCTAssertEqual(renderer.backend, .openGL)
            XCTAssertEqual(renderer.glPaths, [.particles, .masks])
            XCTAssertFalse(renderer.readsBackAsynchronously)
        }
        try withVariables(backend: "opengl", paths: nil) {
            XCTAssertEqual(try Renderer(headlessWidth: 64, height: 64).glPaths, .all,
                           "asking for the OpenGL backend by name runs every pass, on llvmpipe too")
        }
        try withVariables(backend: "sdl", paths: "all") {
            let renderer = try Renderer(headlessWidth: 64, height: 64)
            XCTAssertEqual(renderer.backend, .sdlRenderer)
            XCTAssertEqual(renderer.glPaths, [])
        }
        try withVariables(backend: nil, paths: "sparkles") {
            XCTAssertEqual(GLPaths.requested, nil, "an unreadable value is reported and ignored")
            XCTAssertEqual(GLPaths.initial(onCPURasterizer: true), .cpuRasterizer)
        }
    }

    func testSwitchingPassesOnALiveRendererStartsAndStopsThem() throws {
        let renderer = try Renderer(headlessWidth: 64, height: 64)
        XCTAssertEqual(renderer.setBackend(.openGL, paths: [.masks, .readback]), .openGL)
        XCTAssertEqual(renderer.glPaths, [.masks, .readback])
        XCTAssertTrue(renderer.readsBackAsynchronously)
        XCTAssertNil(renderer.glParticlesUploaded, "no particle path without .particles")
        renderer.setBackend(.openGL)
        XCTAssertEqual(renderer.glPaths, .all)
        XCTAssertNotNil(renderer.glParticlesUploaded)
        XCTAssertEqual(renderer.setBackend(.openGL, paths: []), .sdlRenderer, "no passes: all through SDL")
        XCTAssertEqual(renderer.glPaths, [])
        XCTAssertFalse(renderer.readsBackAsynchronously)
        renderer.setBackend(.sdlRenderer)
        XCTAssertEqual(renderer.glPaths, [])
        XCTAssertEqual(renderer.backend, .sdlRenderer)
    }

    func testSoftwareRendererRunsNoPasses() throws {
        let renderer = try Renderer(softwareWidth: 64, height: 64)
        XCTAssertEqual(renderer.setBackend(.openGL, paths: .all), .sdlRenderer)
        XCTAssertEqual(renderer.glPaths, [])
    }

    /// A frame with a mask and an emitter is the same whichever passes run.
    func testEveryPassSetDrawsTheSameFrame() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        root.position = CGPoint(x: 60, y: 45)
        let masked = CALayer()
        masked.frame = CGRect(x: 10, y: 10, width: 100, height: 70)
        masked.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 5, width: 60, height: 50)
        mask.cornerRadius = 20
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.8)
        masked.mask = mask
        let inner = CALayer()   // a sublayer, so the masked layer is not folded into one store
        inner.frame = CGRect(x: 30, y: 20, width: 50, height: 40)
        inner.backgroundColor = CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
        masked.addSublayer(inner)
        root.addSublayer(masked)
        let snapshot = root.renderSnapshot(at: 0)
        let reference = try Renderer(headlessWidth: 120, height: 90)
        reference.setBackend(.sdlRenderer)
        reference.render(snapshot, background: .black)
        let expected = reference.readPixels()
        for paths in [GLPaths.all, [.masks], [.layerQuads, .readback], [.particles, .backdropBlur]] {
            let renderer = try Renderer(headlessWidth: 120, height: 90)
            renderer.setBackend(.openGL, paths: paths)
            renderer.render(snapshot, background: .black)
            XCTAssertEqual(renderer.stats.masksOnGPU > 0, paths.contains(.masks), paths.description)
            GoldenImage.assertMatch(renderer.readPixels(), expected, paths.description)
        }
    }
}
