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
    /// With `step`, the run loop also ticks every `step` seconds in between (scenes whose
    /// choreography chains completions and delays then play them on time).
    func check(_ identifier: String, times: [Double], stopAt: Double? = nil, step: Double? = nil,
               file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try XCTUnwrap(SceneCatalog.make(identifier))
        host(scene)
        scene.start()
        CARunLoop.tick()
        var pendingStop = stopAt
        for t in times {
            if let s = pendingStop, s <= t {
                at(s)
                scene.stop()
                pendingStop = nil
            }
            if let step { run(to: t, step: step) } else { at(t) }
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

    func testFlightFrames() throws {
        // The board in the snow; mid-change (cube, fade-and-bounce, take-off); the plane gone
        // and the crossfade half way; Paris→Rome in the sun with the plane back.
        try check("flight-info", times: [1.0, 3.25, 3.75, 4.6], step: 0.05)
    }

    func testLoginFrames() throws {
        // Sliding in; the form with its clouds; the demo's press (springs, spinner); the banner
        // curling down; the banner sliding away; the reset flip.
        try check("login", times: [0.4, 1.2, 4.45, 4.8, 6.6, 13.05], step: 0.01)
    }

    func testLoginLayersFrames() throws {
        // The group (scale 3.5, π/4) and the fly-in; the pulses; the short username's flash;
        // the balloon rising across the sky.
        try check("login-layers", times: [0.6, 0.85, 3.1, 7.0], step: 0.01)
    }

    func testPackingListFrames() throws {
        // The menu springing open; open with its items; the picked item's picture risen.
        try check("packing-list", times: [0.8, 1.8, 4.4], step: 0.01)
    }
}
