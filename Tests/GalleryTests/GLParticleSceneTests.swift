import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// The emitter scenes drawn with the direct-OpenGL particle path (the default where OpenGL
/// 3.3 runs) and with the `SDL_RenderGeometry` fallback show the same golden frames, within
/// the golden tolerance, on the headless renderer (Mesa's llvmpipe here).
final class GLParticleSceneTests: GalleryTestCase {
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    private func checkBothBackends(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let entry = try XCTUnwrap(GoldenFrameTests.goldenFrames.first { $0.scene == identifier })
        let scene = try XCTUnwrap(SceneCatalog.make(identifier))
        let size = host(scene)
        let gl = try Renderer(headlessWidth: size.width, height: size.height)
        let fallback = try Renderer(headlessWidth: size.width, height: size.height)
        XCTAssertEqual(gl.setBackend(.openGL), .openGL, file: file, line: line)
        fallback.setBackend(.sdlRenderer)
        scene.start()
        CARunLoop.tick()
        var pendingStop = entry.stopAt
        var now = 0.0
        for t in entry.times {
            if let step = entry.frameStep, step > 0 {
                while now + step < t { now += step; at(now) }
            }
            now = t
            if let s = pendingStop, s <= t { at(s); scene.stop(); pendingStop = nil }
            at(t)
            let snapshot = scene.rootLayer.renderSnapshot(at: t0 + t)
            gl.render(snapshot, background: .black)
            fallback.render(snapshot, background: .black)
            GoldenImage.assertMatch(gl.readPixels(), fallback.readPixels(), "\(identifier) at \(t)",
                                    file: file, line: line)
            particlesOnGPU += gl.stats.particlesOnGPU
        }
        XCTAssertGreaterThan(particlesOnGPU, 0, "\(identifier): no frame drew particles on the GL path",
                             file: file, line: line)
    }

    private var particlesOnGPU = 0

    func testSnowOnBothBackends() throws { try checkBothBackends("snow") }

    func testFlightOnBothBackends() throws { try checkBothBackends("flight-info") }
}
