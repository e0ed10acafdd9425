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
    /// With `step`, the run loop also turns every `step` seconds in between, as frames would
    /// (scripted demos that drive gestures need the moves of a drag on separate ticks).
    func check(_ identifier: String, times: [Double], stopAt: Double? = nil, step: Double? = nil,
               file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try XCTUnwrap(SceneCatalog.make(identifier))
        host(scene)
        scene.start()
        CARunLoop.tick()
        var pendingStop = stopAt
        var ticked = 0.0
        for t in times {
            if let step {
                while ticked + step < t { ticked += step; at(ticked) }
                ticked = t
            }
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

    func testPhoneBookFrames() throws {
        // Mid-drag (the door half open in perspective), open, and mid-snap shut.
        try check("phone-book", times: [2.5, 3.6, 5.3], step: 1.0 / 30)
    }

    func testImageGalleryFrames() throws {
        // The stack, fanning out mid-way, fanned out in perspective, folding back.
        try check("image-gallery", times: [0.5, 1.05, 2.0, 3.55], step: 1.0 / 30)
    }

    func testCookFrames() throws {
        // The kitchen, the pop growing out of the first thumbnail, overshooting, the details,
        // shrinking back into the thumbnail.
        try check("cook", times: [0.5, 0.8, 1.1, 2.5, 3.38], step: 1.0 / 30)
    }

    func testLogoRevealFrames() throws {
        // The logo screen, the logo mask growing over it, the lessons, the mask closing on pop.
        try check("logo-reveal", times: [0.5, 1.3, 1.55, 3.5, 5.3, 5.45], step: 1.0 / 30)
    }
}
