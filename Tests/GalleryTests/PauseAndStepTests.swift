import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

/// The host pauses a scene by setting its root layer's `speed` to 0 (re-anchored by
/// `beginTime` and `timeOffset`, as PlaygroundKit's `TimeControl` does), steps it by moving
/// `timeOffset`, and resumes it with `speed` 1. A scene that keeps all its timing in layer time
/// then shows, paused, the frame it was paused on; after a step, the frame that much later;
/// after resuming, the frames it would have shown had the pause never been.
final class PauseAndStepTests: GalleryTestCase {
    /// Re-anchors `layer` at the current time and sets its speed (the host's pause and resume).
    func setSpeed(_ speed: Float, of layer: CALayer) {
        let now = CACurrentMediaTime()
        let local = (now - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        layer.beginTime = now
        layer.timeOffset = local
        layer.speed = speed
    }

    func assertSameImage(_ a: RenderedImage, _ b: RenderedImage, _ message: String,
                         file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        var worst = 0
        for y in 0..<a.height { for x in 0..<a.width { worst = max(worst, a[x, y].maxChannelDifference(to: b[x, y])) } }
        XCTAssertLessThanOrEqual(worst, 2, "largest channel difference \(worst): \(message)", file: file, line: line)
    }

    /// Pauses `identifier` at scene time `pauseAt` for `pause` seconds, steps it `step` seconds,
    /// resumes it, and compares frames with an uninterrupted twin.
    func check(_ identifier: String, pauseAt: Double, pause: Double = 3, step: Double = 0.25, after: Double = 1,
               file: StaticString = #filePath, line: UInt = #line) throws {
        AssetLibrary.installProviders()
        let twin = try XCTUnwrap(SceneCatalog.make(identifier)), paused = try XCTUnwrap(SceneCatalog.make(identifier))
        let size = host(twin)
        host(paused)
        twin.start()
        paused.start()
        CARunLoop.tick()
        let renderer = try Renderer(softwareWidth: size.width, height: size.height)
        func frame(_ scene: Scene) -> RenderedImage {
            renderer.render(scene.rootLayer.renderSnapshot(), background: .black)
            return renderer.readPixels()
        }

        at(pauseAt)
        let atPause = frame(twin)
        setSpeed(0, of: paused.rootLayer)
        at(pauseAt + step)
        let afterStep = frame(twin)
        at(pauseAt + step + after)
        let afterResume = frame(twin)
        XCTAssertNotEqual(atPause, afterStep, "\(identifier) moves during the step", file: file, line: line)
        XCTAssertNotEqual(afterStep, afterResume, "\(identifier) moves after resuming", file: file, line: line)

        at(pauseAt + pause)
        assertSameImage(frame(paused), atPause, "\(identifier) paused for \(pause) s", file: file, line: line)
        paused.rootLayer.timeOffset += step
        CARunLoop.tick()
        assertSameImage(frame(paused), afterStep, "\(identifier) stepped \(step) s", file: file, line: line)
        setSpeed(1, of: paused.rootLayer)
        at(pauseAt + pause + after)
        assertSameImage(frame(paused), afterResume, "\(identifier) resumed for \(after) s", file: file, line: line)
    }

    func testBlurPausesAndSteps() throws {
        try check("wwdc-blur", pauseAt: 1.5)
    }

    func testSpringFolderPausesAndSteps() throws {
        try check("wwdc-springs", pauseAt: 1.2)
    }

    func testStrokePausesAndSteps() throws {
        try check("wwdc-shape-layers", pauseAt: 0.9)
    }

    func testCustomActionPausesAndSteps() throws {
        try check("wwdc-custom-actions", pauseAt: 0.8, after: 2)
    }

    func testAnimationGroupDemoPausesAndStepsThroughItsScript() throws {
        // Paused in the figure 8; resumed through the scripted tap and into the scripted pause.
        try check("animation-group-demo", pauseAt: 12.0, after: 4)
    }

    // The tutorial apps, paused by the same root-layer speed: nothing moves, and a step moves them.

    /// Every layer's presented geometry and opacity, depth first.
    func presentedTree(_ layer: CALayer) -> [Double] {
        let p = shown(layer)
        return [Double(p.position.x), Double(p.position.y), Double(p.bounds.width), Double(p.bounds.height),
                Double(p.opacity), Double(p.transform.m11), Double(p.transform.m12), Double(p.transform.m22)]
            + (layer.sublayers ?? []).flatMap(presentedTree)
    }

    /// Starts `scene` now, pauses its root layer `pauseAt` seconds later (speed 0, as the app's `P`),
    /// checks that 10 s later nothing has moved or changed state, then steps one 1/60 s frame
    /// and checks that something moved.
    func assertHoldsWhilePausedAndSteps(_ scene: Scene, pauseAt: Double, file: StaticString = #filePath,
                                        line: UInt = #line) {
        let origin = clock.now - t0
        scene.start()
        run(to: origin + pauseAt, step: 0.05)
        slowDown(scene.rootLayer, speed: 0)
        let frozen = presentedTree(scene.rootLayer), state = scene.state
        run(to: origin + pauseAt + 10, step: 0.1)
        XCTAssertEqual(presentedTree(scene.rootLayer), frozen, "\(scene.identifier) holds still", file: file,
                       line: line)
        XCTAssertEqual(scene.state, state, file: file, line: line)
        scene.rootLayer.timeOffset += 1.0 / 60
        CARunLoop.tick()
        XCTAssertNotEqual(presentedTree(scene.rootLayer), frozen, "\(scene.identifier) steps a frame", file: file,
                          line: line)
    }

    func testTheTutorialAppsHoldWhilePausedAndStepFrameByFrame() {
        assertHoldsWhilePausedAndSteps(FlightScene(), pauseAt: 3.2)      // mid-change
        assertHoldsWhilePausedAndSteps(LoginScene(), pauseAt: 0.3)       // sliding in
        assertHoldsWhilePausedAndSteps(LoginLayersScene(), pauseAt: 0.3) // flying in
        assertHoldsWhilePausedAndSteps(PackingListScene(), pauseAt: 1.0) // the menu springing open
    }
}
