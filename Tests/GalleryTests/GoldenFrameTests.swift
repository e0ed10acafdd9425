import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// Frames of every scene at the moments that show its choreography, rendered headless with
/// AnimationRender's software renderer and compared with `Golden/<scene>-<time>.png`.
/// Record with `RECORD_GOLDENS=1` (then look at the images before keeping them).
final class GoldenFrameTests: GalleryTestCase {
    /// Scenes measure their text when they are made: install the real fonts first, as the app does.
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    /// Starts `identifier` at `t0`, stops it at `stopAt` (scene time), and checks a frame at each time.
    /// With `frameStep`, the run loop also turns every `frameStep` seconds in between, as frames
    /// would (scenes whose choreography is chained through completions and timers).
    func check(_ identifier: String, times: [Double], stopAt: Double? = nil, frameStep: Double? = nil,
               file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try XCTUnwrap(SceneCatalog.make(identifier))
        host(scene)
        scene.start()
        CARunLoop.tick()
        var pendingStop = stopAt
        var now = 0.0
        for t in times {
            if let step = frameStep, step > 0 {
                while now + step < t { now += step; at(now) }
            }
            now = t
            if let s = pendingStop, s <= t {
                at(s)
                scene.stop()
                pendingStop = nil
            }
            at(t)
            let image = try render(scene, at: t)
            let name = "\(identifier)-" + String(format: "%.2f", t)
            if let failure = GoldenImage.verify(image, named: name, filePath: "\(file)") {
                XCTFail(failure, file: file, line: line)
            }
        }
    }

    func testBoltSpinnerFrames() throws {
        // Flying in, mid-turn, resting in the pause, the view fading after stop, the article.
        try check("bolt-spinner", times: [0.25, 0.65, 1.2, 2.75, 3.15, 3.4], stopAt: 2.1)
    }

    func testBouncingLoaderFrames() throws {
        try check("bouncing-loader", times: [0.2, 0.6, 1.4])
    }

    func testGradientFrames() throws {
        try check("gradient", times: [0, 1.5, 2.25])
    }

    func testReplicatorDotsFrames() throws {
        try check("replicator-dots", times: [0.3, 1.0])
    }

    func testSnowFrames() throws {
        try check("snow", times: [1.5, 3.0])
    }

    func testShapeMorphingFrames() throws {
        // Squashing on the way in, pressed together, home again, squares once connected.
        try check("shape-morphing", times: [0.4, 1.0, 2.0, 9.8], frameStep: 0.05)
    }

    func testRefreshFrames() throws {
        // The pull filling the ring, the plane a quarter and a half lap into the refresh.
        try check("refresh", times: [0.4, 1.2, 1.6], frameStep: 1.0 / 30)
    }

    func testSouthPoleFrames() throws {
        // Walking right, standing between steps, belly sliding.
        try check("south-pole", times: [0.45, 1.2, 3.4], frameStep: 0.05)
    }

    func testIrisFrames() throws {
        // The meter while the demo holds the button, the dots speaking the answer.
        try check("iris", times: [1.5, 3.45], frameStep: 0.05)
    }
}
