import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// Frames of every scene at the moments that show its choreography, rendered by
/// AnimationRender's headless renderer and compared with `Golden/<scene>-<time>.png`.
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

    /// The golden moments of each scene, and when it is stopped.
    static let goldenTimes: [(scene: String, times: [Double], stopAt: Double?)] = [
        // Flying in, mid-turn, resting in the pause, the view fading after stop, the article.
        ("bolt-spinner", [0.25, 0.65, 1.2, 2.75, 3.15, 3.4], 2.1),
        ("bouncing-loader", [0.2, 0.6, 1.4], nil),
        ("gradient", [0, 1.5, 2.25], nil),
        ("replicator-dots", [0.3, 1.0], nil),
        ("snow", [1.5, 3.0], nil),
    ]

    private func checkGolden(_ identifier: String) throws {
        let entry = try XCTUnwrap(Self.goldenTimes.first { $0.scene == identifier })
        try check(identifier, times: entry.times, stopAt: entry.stopAt)
    }

    func testBoltSpinnerFrames() throws { try checkGolden("bolt-spinner") }

    func testBouncingLoaderFrames() throws { try checkGolden("bouncing-loader") }

    func testGradientFrames() throws { try checkGolden("gradient") }

    func testReplicatorDotsFrames() throws { try checkGolden("replicator-dots") }

    func testSnowFrames() throws { try checkGolden("snow") }

    /// The window path (a hidden window's OpenGL renderer, as the app draws) shows every golden
    /// frame as the headless renderer does, within the golden tolerance.
    func testWindowPathMatchesHeadlessForEveryGoldenFrame() throws {
        for entry in Self.goldenTimes {
            let scene = try XCTUnwrap(SceneCatalog.make(entry.scene))
            let size = host(scene)
            let driver = ProcessInfo.processInfo.environment["DISPLAY"] == nil ? "offscreen" : nil
            let window = try WindowHost(width: size.width, height: size.height, hidden: true, resizable: false, videoDriver: driver)
            defer { window.close() }
            XCTAssertNotEqual(window.rendererName, "software", "the window path needs an OpenGL renderer")
            scene.start()
            CARunLoop.tick()
            var pendingStop = entry.stopAt
            for t in entry.times {
                if let s = pendingStop, s <= t { at(s); scene.stop(); pendingStop = nil }
                at(t)
                let headless = try render(scene, at: t)
                window.renderer.render(scene.rootLayer.renderSnapshot(at: t0 + t), background: .black)
                let result = GoldenImage.compare(window.renderer.readPixels(), headless,
                                                 channelTolerance: GoldenImage.Tolerance.standard.channelTolerance)
                let share = Double(result.differing) / Double(size.width * size.height)
                XCTAssertLessThanOrEqual(share, GoldenImage.Tolerance.standard.maximumDifferingFraction,
                                         "\(entry.scene) at \(t): \(result.differing) pixels differ (largest \(result.largest))")
            }
        }
    }

    func testSpringFolderFrames() throws {
        // Opening (overshooting), open, closing.
        try check("wwdc-springs", times: [0.8, 1.5, 3.3])
    }

    func testStrokeFrames() throws {
        // Half drawn, whole, half erased.
        try check("wwdc-shape-layers", times: [0.75, 1.75, 2.75])
    }

    func testCustomActionFrames() throws {
        // The first tap's fade and hue change half way, then the second tap's end.
        try check("wwdc-custom-actions", times: [0.875, 3.25])
    }

    func testAnimationGroupDemoFrames() throws {
        // View animation half way, clock wipe half revealed and a quarter hidden, the figure 8, the spin.
        try check("animation-group-demo", times: [1.25, 5.5, 8.0, 12.0, 15.5])
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

    func testPhoneBookFrames() throws {
        // Mid-drag (the door half open in perspective), open, and mid-snap shut.
        try check("phone-book", times: [2.5, 3.6, 5.3], frameStep: 1.0 / 30)
    }

    func testImageGalleryFrames() throws {
        // The stack, fanning out mid-way, fanned out in perspective, folding back.
        try check("image-gallery", times: [0.5, 1.05, 2.0, 3.55], frameStep: 1.0 / 30)
    }

    func testCookFrames() throws {
        // The kitchen, the pop growing out of the first thumbnail, overshooting, the details,
        // shrinking back into the thumbnail; the screen half turned (backdrop fading, thumbnails
        // widening), landscape, and the second herb popping in landscape.
        try check("cook", times: [0.5, 0.8, 1.1, 2.5, 3.38, 4.82, 5.3, 6.5], frameStep: 1.0 / 30)
    }

    func testLogoRevealFrames() throws {
        // The logo screen, the logo mask growing over it, the lessons, the mask closing on pop.
        try check("logo-reveal", times: [0.5, 1.3, 1.55, 3.5, 5.3, 5.45], frameStep: 1.0 / 30)
    }

    func testFlightFrames() throws {
        // The board in the snow; mid-change (cube, fade-and-bounce, take-off); the plane gone
        // and the crossfade half way; Paris→Rome in the sun with the plane back.
        try check("flight-info", times: [1.0, 3.25, 3.75, 4.6], frameStep: 0.05)
    }

    func testLoginFrames() throws {
        // Sliding in; the form with its clouds; the demo's press (springs, spinner); the banner
        // curling down (from nothing); the banner sliding away; the banner flipping away (to
        // nothing) as the reset starts; the button going back.
        try check("login", times: [0.4, 1.2, 4.45, 4.8, 6.6, 13.0, 13.05], frameStep: 0.01)
    }

    func testLoginLayersFrames() throws {
        // The group (scale 3.5, π/4) and the fly-in; the pulses; the short username's flash;
        // the balloon rising across the sky.
        try check("login-layers", times: [0.6, 0.85, 3.1, 7.0], frameStep: 0.01)
    }

    func testPackingListFrames() throws {
        // The menu springing open; open with its items; the picked item's picture risen.
        try check("packing-list", times: [0.8, 1.8, 4.4], frameStep: 0.01)
    }
}
