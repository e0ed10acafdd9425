import AnimationCore
@testable import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// The real scenes drawn frame after frame by a renderer that redraws only what changed
/// (`Renderer.redrawsOnlyChanges`, as PNG export and the window do) look as when every frame is
/// drawn whole (within `tolerance`): text, shapes, masks, particles and transitions included.
/// (The blur scene's panels read so much around them that its frames are always drawn whole;
/// `DamageTests` covers blurs in partial frames.)
final class PartialRedrawTests: GalleryTestCase {
    /// Channel tolerance. Layers hidden under an opaque one are not drawn, so their stores are
    /// not made, and the stores made after them take other places in the atlas pages than the
    /// whole-frame renderer's: a turned store sampled between texels then rounds differently
    /// on llvmpipe, by 1/255 on a few edge pixels (the bolt's, 3 pixels at 0.7 s).
    static let tolerance = 1

    /// Draws `frames` frames `step` seconds apart from `start` s (stopping the scene before frame
    /// `stopBefore`, when given) with both renderers and compares them.
    /// `partly`: some frames must be drawn in part (else the comparison would prove little).
    private func compare(_ identifier: String, frames: Int, step: Double, from start: Double = 0.5,
                         stopBefore: Int? = nil, partly: Bool = true,
                         file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try XCTUnwrap(SceneCatalog.make(identifier))
        let size = host(scene)
        scene.start()
        CARunLoop.tick()
        let partial = try Renderer(headlessWidth: size.width, height: size.height)
        let full = try Renderer(headlessWidth: size.width, height: size.height)
        full.redrawsOnlyChanges = false
        XCTAssertTrue(partial.redrawsOnlyChanges, file: file, line: line)
        var partFrames = 0, redrawn = 0
        for k in 0..<frames {
            let t = start + Double(k) * step
            at(t)
            if k == stopBefore { scene.stop() }
            let snapshot = scene.rootLayer.renderSnapshot(at: t0 + t)
            partial.render(snapshot, background: .black)
            full.render(snapshot, background: .black)
            let a = partial.readPixels(), b = full.readPixels()
            XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: Self.tolerance).differing, 0,
                           "\(identifier) at \(t) s", file: file, line: line)
            if k > 0 && partial.stats.damagedPixels < size.width * size.height { partFrames += 1 }
            redrawn += partial.stats.damagedPixels
        }
        guard partly else { return }
        // Not every frame was drawn whole (else the comparison would prove nothing).
        XCTAssertGreaterThan(partFrames, 0, "\(identifier): some frames drawn in part", file: file, line: line)
        XCTAssertLessThan(redrawn, frames * size.width * size.height, file: file, line: line)
    }

    func testBoltSpinnerFramesMatchFullRedraws() throws { try compare("bolt-spinner", frames: 10, step: 0.2) }
    func testBouncingLoaderFramesMatchFullRedraws() throws { try compare("bouncing-loader", frames: 8, step: 0.15) }
    func testReplicatorDotsFramesMatchFullRedraws() throws { try compare("replicator-dots", frames: 8, step: 0.1) }
    /// Snow falls over the whole sky from the first frame (the emitter is prewarmed), so every
    /// frame is drawn whole until the snow has died out after a stop, then nothing is.
    func testSnowFramesMatchFullRedraws() throws {
        try compare("snow", frames: 8, step: 1 / 30, partly: false)
        try compare("snow", frames: 6, step: 1, from: 1, stopBefore: 1, partly: false)
    }
    func testLoginFramesMatchFullRedraws() throws { try compare("login", frames: 8, step: 0.25) }
    func testAnimationGroupDemoFramesMatchFullRedraws() throws {
        try compare("animation-group-demo", frames: 16, step: 0.2)
    }
    /// The clock wipe's mask appears at 4.5 s hiding the whole picture: the first frame with it
    /// once kept the picture's edge from the frame before (a hollow frame), as the mask's own
    /// box was all that counted as changed.
    func testAnimationGroupDemoMaskArrivalAt60FPSMatchesFullRedraws() throws {
        try compare("animation-group-demo", frames: 12, step: 1 / 60, from: 4.4)
    }
    func testShapeMorphingFramesMatchFullRedraws() throws { try compare("shape-morphing", frames: 8, step: 0.2) }
    func testFlightInfoFramesMatchFullRedraws() throws { try compare("flight-info", frames: 8, step: 0.3) }
    /// The sweeping gradient is three times the scene's width; only its text mask's box is redrawn.
    func testGradientFramesMatchFullRedraws() throws { try compare("gradient", frames: 8, step: 0.15) }
    /// Every scene not compared above (but the blur scene, always drawn whole), a frame every
    /// quarter second: layers beside a changed rectangle are passed over before their stores
    /// (`Compositor.mayShow`), so each scene's layout of stores and rectangles is exercised.
    func testEveryOtherSceneMatchesFullRedraws() throws {
        let comparedAbove: Set = ["bolt-spinner", "bouncing-loader", "replicator-dots", "snow", "login",
                                  "animation-group-demo", "shape-morphing", "flight-info", "gradient", "wwdc-blur"]
        let others = SceneCatalog.identifiers.filter { !comparedAbove.contains($0) }
        XCTAssertGreaterThanOrEqual(others.count, 12)
        for identifier in others { try compare(identifier, frames: 8, step: 0.25, partly: false) }
    }
}
