import AnimationCore
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// A reload hands the running build's state to the next one (`LiveSceneState`): the next build
/// makes its scenes at media time 0 and replays them to the handed-over time.
final class LiveSceneStateTests: XCTestCase {
    private var savedClock: MediaClock?

    override func setUp() {
        super.setUp()
        savedClock = CAMediaClock.clock
    }

    override func tearDown() {
        CARunLoop.tick()
        if let savedClock { CAMediaClock.clock = savedClock }
        super.tearDown()
    }

    /// A model of the built-in catalogue on a fresh manual clock at 0, its scenes started.
    private func freshModel() -> (GalleryModel, ManualClock) {
        let clock = ManualClock(time: 0)
        CAMediaClock.clock = clock
        let model = GalleryModel(entries: SceneCatalog.builtIn)
        CARunLoop.tick()
        model.startAll()
        return (model, clock)
    }

    private func run(_ model: GalleryModel, _ clock: ManualClock, to time: Double) {
        while clock.now + 1.0 / 60 <= time + 1e-9 {
            clock.advance(by: 1.0 / 60)
            CARunLoop.tick()
            model.refresh()
        }
    }

    /// Every layer's presented geometry and opacity, in tree order.
    private func presented(_ layer: CALayer) -> [String] {
        let p = layer.presentation() ?? layer
        var out = ["\(layer.name ?? "-") \(p.position) \(p.bounds) \(p.opacity) \(p.transform)"]
        for sub in layer.sublayers ?? [] { out += presented(sub) }
        return out
    }

    func testSceneTimeSlowMotionPauseSelectionAndInspectorSurviveAReload() throws {
        let (before, clock) = freshModel()
        let index = try XCTUnwrap(before.entries.firstIndex { $0.identifier == "bolt-spinner" })
        before.focus(index)
        run(before, clock, to: 3.2)
        _ = before.handle(.key(.character("s"), shift: false))   // slow motion on the scene
        _ = before.handle(.key(.character("p"), shift: false))   // pause it
        before.toggleInspector()
        let state = before.liveState()
        let boltBefore = presented(try XCTUnwrap(before.scene(at: index)).rootLayer)

        XCTAssertEqual(state.sceneIdentifier, "bolt-spinner")
        XCTAssertTrue(state.fullWindow)
        XCTAssertEqual(state.sceneTime, 3.2, accuracy: 1e-6)
        XCTAssertTrue(state.sceneSlowed)
        XCTAssertTrue(state.scenePaused)
        XCTAssertTrue(state.inspectorOpen)

        // Across the process boundary as JSON, as the supervisor hands it over.
        let decoded = try JSONDecoder().decode(LiveSceneState.self, from: JSONEncoder().encode(state))
        XCTAssertEqual(decoded, state)

        let (after, newClock) = freshModel()
        XCTAssertTrue(after.restore(decoded, on: newClock))
        XCTAssertEqual(after.selection, index)
        XCTAssertEqual(after.focused, index)
        XCTAssertTrue(after.slowedScenes.contains(index))
        XCTAssertTrue(after.pausedScenes.contains(index))
        XCTAssertTrue(after.inspector.isOpen)
        XCTAssertEqual(after.sceneSpeed(index), 0)
        let scene = try XCTUnwrap(after.scene(at: index))
        XCTAssertEqual(scene.rootLayer.convertTime(CACurrentMediaTime(), from: nil), 3.2, accuracy: 1e-6)
        XCTAssertEqual(presented(scene.rootLayer), boltBefore, "the reloaded scene shows what the old one showed")

        // Paused, it stays where it was; resumed, it goes on slowed (a tenth of the time passes).
        run(after, newClock, to: 4.2)
        XCTAssertEqual(scene.rootLayer.convertTime(CACurrentMediaTime(), from: nil), 3.2, accuracy: 1e-6)
        _ = after.handle(.key(.character("p"), shift: false))
        run(after, newClock, to: 5.2)
        XCTAssertEqual(scene.rootLayer.convertTime(CACurrentMediaTime(), from: nil), 3.3, accuracy: 1e-3)
    }

    func testGallerySlowMotionAndAFactorAreKept() throws {
        let (before, clock) = freshModel()
        before.setGallerySlowMotion(true, factor: 4)
        run(before, clock, to: 1)
        var state = before.liveState()
        XCTAssertTrue(state.gallerySlowed)
        XCTAssertEqual(state.slowFactor, 4)
        XCTAssertFalse(state.fullWindow)
        XCTAssertEqual(state.sceneTime, 0.25, accuracy: 1e-6, "a quarter of the time passed in the slowed gallery")
        state.sceneTime = 0.25
        let (after, newClock) = freshModel()
        XCTAssertTrue(after.restore(state, on: newClock))
        XCTAssertTrue(after.isGallerySlowed)
        XCTAssertEqual(after.slowFactor, 4)
        XCTAssertNil(after.focused)
        XCTAssertEqual(after.gallerySpeed, 0.25)
    }

    func testAStateNamingAnUnknownSceneChangesNothing() {
        let (model, clock) = freshModel()
        var state = LiveSceneState()
        state.sceneIdentifier = "no-such-scene"
        state.sceneTime = 5
        XCTAssertFalse(model.restore(state, on: clock))
        XCTAssertEqual(clock.now, 0)
        XCTAssertNil(model.focused)
    }

    func testAnAbsurdTimeIsClampedNotReplayedForever() throws {
        let (model, clock) = freshModel()
        var state = LiveSceneState()
        state.sceneIdentifier = "bouncing-loader"
        state.sceneTime = .infinity
        XCTAssertTrue(model.restore(state, on: clock))
        XCTAssertEqual(clock.now, 0, "a non-finite time comes back at 0")
        state.sceneTime = -3
        XCTAssertTrue(model.restore(state, on: clock))
        XCTAssertEqual(clock.now, 0)
    }
}
