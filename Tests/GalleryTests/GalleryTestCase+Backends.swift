import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

extension GalleryTestCase {
    /// What the direct-OpenGL paths drew over a scene's golden frames.
    struct OpenGLWork {
        var particles = 0
        var layerQuads = 0
        var masks = 0
    }

    /// Draws every golden frame of `entry`'s scene with the OpenGL backend running `paths` and
    /// with the `SDL_RenderGeometry` fallback on the headless renderer (Mesa's llvmpipe here), fails
    /// unless each pair matches within the golden tolerance, and returns what the GL paths drew.
    func compareBackends(_ entry: GoldenFrameTests.GoldenFrames, paths: GLPaths = .all,
                         file: StaticString = #filePath, line: UInt = #line) throws -> OpenGLWork {
        let scene = try XCTUnwrap(SceneCatalog.make(entry.scene))
        let size = host(scene)
        let gl = try Renderer(headlessWidth: size.width, height: size.height)
        let fallback = try Renderer(headlessWidth: size.width, height: size.height)
        XCTAssertEqual(gl.setBackend(.openGL, paths: paths), .openGL, file: file, line: line)
        XCTAssertEqual(gl.glPaths, paths, file: file, line: line)
        fallback.setBackend(.sdlRenderer)
        scene.start()
        CARunLoop.tick()
        var pendingStop = entry.stopAt
        var now = 0.0
        var work = OpenGLWork()
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
            GoldenImage.assertMatch(gl.readPixels(), fallback.readPixels(), "\(entry.scene) at \(t)",
                                    file: file, line: line)
            work.particles += gl.stats.particlesOnGPU
            work.layerQuads += gl.stats.layerQuadsOnGPU
            work.masks += gl.stats.masksOnGPU
        }
        return work
    }
}
