import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
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
            let name = Self.goldenName(identifier, t)
            if let failure = GoldenImage.verify(image, named: name, filePath: "\(file)") {
                XCTFail(failure, file: file, line: line)
            }
        }
    }

    /// The golden moments of one scene: the times (scene seconds) of its frames, when it is
    /// stopped, and the step at which the run loop turns in between (for scenes chained
    /// through completions and timers).
    struct GoldenFrames {
        let scene: String
        let times: [Double]
        var stopAt: Double?
        var frameStep: Double?
    }

    /// Every scene's golden frames: the tests below run exactly this table, and the golden
    /// names made from it are the ones `GoldenUsageTests` counts as used.
    static let goldenFrames: [GoldenFrames] = [
        // Flying in, mid-turn, resting in the pause, the view fading after stop, the article.
        GoldenFrames(scene: "bolt-spinner", times: [0.25, 0.65, 1.2, 2.75, 3.15, 3.4], stopAt: 2.1),
        GoldenFrames(scene: "bouncing-loader", times: [0.2, 0.6, 1.4]),
        GoldenFrames(scene: "gradient", times: [0, 1.5, 2.25]),
        GoldenFrames(scene: "replicator-dots", times: [0.3, 1.0]),
        GoldenFrames(scene: "snow", times: [1.5, 3.0]),
        // Opening (overshooting), open, closing.
        GoldenFrames(scene: "wwdc-springs", times: [0.8, 1.5, 3.3]),
        // Half drawn, whole, half erased.
        GoldenFrames(scene: "wwdc-shape-layers", times: [0.75, 1.75, 2.75]),
        // The first tap's fade and hue change half way, then the second tap's end.
        GoldenFrames(scene: "wwdc-custom-actions", times: [0.875, 3.25]),
        // View animation half way, clock wipe half revealed and a quarter hidden, the figure 8, the spin.
        GoldenFrames(scene: "animation-group-demo", times: [1.25, 5.5, 8.0, 12.0, 15.5]),
        // Squashing on the way in, pressed together, home again, squares once connected.
        GoldenFrames(scene: "shape-morphing", times: [0.4, 1.0, 2.0, 9.8], frameStep: 0.05),
        // The pull filling the ring, the plane a quarter and a half lap into the refresh.
        GoldenFrames(scene: "refresh", times: [0.4, 1.2, 1.6], frameStep: 1.0 / 30),
        // Walking right, standing between steps, belly sliding.
        GoldenFrames(scene: "south-pole", times: [0.45, 1.2, 3.4], frameStep: 0.05),
        // The meter while the demo holds the button, the dots speaking the answer.
        GoldenFrames(scene: "iris", times: [1.5, 3.45], frameStep: 0.05),
        // Mid-drag (the door half open in perspective), open, and mid-snap shut.
        GoldenFrames(scene: "phone-book", times: [2.5, 3.6, 5.3], frameStep: 1.0 / 30),
        // The stack, fanning out mid-way, fanned out in perspective, folding back.
        GoldenFrames(scene: "image-gallery", times: [0.5, 1.05, 2.0, 3.55], frameStep: 1.0 / 30),
        // The kitchen, the pop growing out of the first thumbnail, overshooting, the details,
        // shrinking back into the thumbnail; the screen half turned (backdrop fading, thumbnails
        // widening), landscape, and the second herb popping in landscape.
        GoldenFrames(scene: "cook", times: [0.5, 0.8, 1.1, 2.5, 3.38, 4.82, 5.3, 6.5], frameStep: 1.0 / 30),
        // The logo screen, the logo mask growing over it, the lessons, the mask closing on pop.
        GoldenFrames(scene: "logo-reveal", times: [0.5, 1.3, 1.55, 3.5, 5.3, 5.45], frameStep: 1.0 / 30),
        // The board in the snow; mid-change (cube, fade-and-bounce, take-off); the plane gone
        // and the crossfade half way; Paris→Rome in the sun with the plane back.
        GoldenFrames(scene: "flight-info", times: [1.0, 3.25, 3.75, 4.6], frameStep: 0.05),
        // Sliding in; the form with its clouds; the demo's press (springs, spinner); the banner
        // curling down (from nothing); the banner sliding away; the banner flipping away (to
        // nothing) as the reset starts; the button going back.
        GoldenFrames(scene: "login", times: [0.4, 1.2, 4.45, 4.8, 6.6, 13.0, 13.05], frameStep: 0.01),
        // The group (scale 3.5, π/4) and the fly-in; the pulses; the short username's flash;
        // the balloon rising across the sky.
        GoldenFrames(scene: "login-layers", times: [0.6, 0.85, 3.1, 7.0], frameStep: 0.01),
        // The menu springing open; open with its items; the picked item's picture risen.
        GoldenFrames(scene: "packing-list", times: [0.8, 1.8, 4.4], frameStep: 0.01),
    ]

    /// The scenes whose golden frames are also drawn through a window's renderer.
    static let windowPathScenes = ["bolt-spinner", "bouncing-loader", "gradient", "replicator-dots", "snow"]

    /// The golden of `scene` at `t`: `Golden/<scene>-<t, two decimals>.png`.
    static func goldenName(_ scene: String, _ t: Double) -> String { "\(scene)-" + String(format: "%.2f", t) }

    /// Every golden name the table makes.
    static var goldenNames: Set<String> {
        Set(goldenFrames.flatMap { entry in entry.times.map { goldenName(entry.scene, $0) } })
    }

    private func checkGolden(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let entry = try XCTUnwrap(Self.goldenFrames.first { $0.scene == scene }, "\(scene) has no golden frames")
        try check(scene, times: entry.times, stopAt: entry.stopAt, frameStep: entry.frameStep, file: file, line: line)
    }

    func testBoltSpinnerFrames() throws { try checkGolden("bolt-spinner") }

    func testBouncingLoaderFrames() throws { try checkGolden("bouncing-loader") }

    func testGradientFrames() throws { try checkGolden("gradient") }

    func testReplicatorDotsFrames() throws { try checkGolden("replicator-dots") }

    func testSnowFrames() throws { try checkGolden("snow") }

    func testSpringFolderFrames() throws { try checkGolden("wwdc-springs") }

    func testStrokeFrames() throws { try checkGolden("wwdc-shape-layers") }

    func testCustomActionFrames() throws { try checkGolden("wwdc-custom-actions") }

    func testAnimationGroupDemoFrames() throws { try checkGolden("animation-group-demo") }

    func testShapeMorphingFrames() throws { try checkGolden("shape-morphing") }

    func testRefreshFrames() throws { try checkGolden("refresh") }

    func testSouthPoleFrames() throws { try checkGolden("south-pole") }

    func testIrisFrames() throws { try checkGolden("iris") }

    func testPhoneBookFrames() throws { try checkGolden("phone-book") }

    func testImageGalleryFrames() throws { try checkGolden("image-gallery") }

    func testCookFrames() throws { try checkGolden("cook") }

    func testLogoRevealFrames() throws { try checkGolden("logo-reveal") }

    func testFlightFrames() throws { try checkGolden("flight-info") }

    func testLoginFrames() throws { try checkGolden("login") }

    func testLoginLayersFrames() throws { try checkGolden("login-layers") }

    func testPackingListFrames() throws { try checkGolden("packing-list") }

    /// The window path (a hidden window's OpenGL renderer, as the app draws) shows every golden
    /// frame of `windowPathScenes` as the headless renderer does, within the golden tolerance.
    func testWindowPathMatchesHeadlessForEveryGoldenFrame() throws {
        for entry in Self.goldenFrames where Self.windowPathScenes.contains(entry.scene) {
            let scene = try XCTUnwrap(SceneCatalog.make(entry.scene))
            let size = host(scene)
            let driver = ProcessInfo.processInfo.environment["DISPLAY"] == nil ? "offscreen" : nil
            let window = try WindowHost(width: size.width, height: size.height, hidden: true, resizable: false,
                                        videoDriver: driver)
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
                let what = "\(entry.scene) at \(t): \(result.differing) pixels differ (largest \(result.largest))"
                XCTAssertLessThanOrEqual(share, GoldenImage.Tolerance.standard.maximumDifferingFraction, what)
            }
        }
    }
}
