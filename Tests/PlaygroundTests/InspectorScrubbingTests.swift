import AnimationCore
import Foundation
@testable import PlaygroundKit
import XCTest

/// The inspector's scrubbing through `GalleryModel`: `speed = 0` and `timeOffset` on the scene's
/// root layer, and resuming without a jump.
final class InspectorScrubbingTests: PlaygroundTestCase {
    private func openInspector() -> (GalleryModel, TestScene) {
        let (model, scenes) = makeModel(count: 1)
        model.focus(0)
        model.press("i")
        return (model, scenes[0])
    }

    func testKeyITogglesThePanel() {
        let (model, _) = openInspector()
        XCTAssertTrue(model.inspector.isOpen)

        model.press("i")

        XCTAssertFalse(model.inspector.isOpen)
    }

    func testScrubbingPausesTheSceneAtTheGivenTime() {
        let (model, scene) = openInspector()
        let inspector = model.timelineInspector!
        let sweep = inspector.rows.first { $0.key == "sweep" }!
        at(0.3)

        model.scrub(toSceneTime: sweep.begin + 0.25)
        at(2)

        XCTAssertTrue(model.isScenePaused(0))
        XCTAssertEqual(inspector.sceneTime, sweep.begin + 0.25, accuracy: 1e-9, "time stays where it was put")
        XCTAssertEqual(inspector.moment(of: sweep).inputTime, 0.25, accuracy: 1e-9)
        XCTAssertEqual(Double(scene.shownX), 20 + 160 * 0.25, accuracy: 1e-6, "the picture follows the playhead")
    }

    func testScrubbingBackwardsShowsEarlierFrames() {
        let (model, scene) = openInspector()
        let sweep = model.timelineInspector!.rows.first { $0.key == "sweep" }!

        model.scrub(toSceneTime: sweep.begin + 0.8)
        let later = scene.shownX
        model.scrub(toSceneTime: sweep.begin + 0.2)

        XCTAssertEqual(Double(later), 20 + 160 * 0.8, accuracy: 1e-6)
        XCTAssertEqual(Double(scene.shownX), 20 + 160 * 0.2, accuracy: 1e-6)
    }

    func testResumingAfterScrubbingContinuesWithoutAJump() {
        let (model, scene) = openInspector()
        let sweep = model.timelineInspector!.rows.first { $0.key == "sweep" }!
        at(1.7)
        model.scrub(toSceneTime: sweep.begin + 0.4)
        let scrubbed = scene.shownX

        model.press("p")
        let resumed = scene.shownX
        at(1.9)

        XCTAssertFalse(model.isScenePaused(0))
        XCTAssertEqual(Double(resumed), Double(scrubbed), accuracy: 1e-9, "no jump at the moment of resuming")
        XCTAssertEqual(model.timelineInspector!.sceneTime, sweep.begin + 0.6, accuracy: 1e-6)
        XCTAssertEqual(Double(scene.shownX), 20 + 160 * 0.6, accuracy: 1e-4, "and it plays on from there")
    }

    func testCommaAndPeriodStepAFrameAndShiftTenFrames() {
        let (model, _) = openInspector()
        let inspector = model.timelineInspector!
        model.scrub(toSceneTime: 50)

        model.press(".")
        let oneFrame = inspector.sceneTime
        model.press(".", shift: true)
        let tenMore = inspector.sceneTime
        model.press(",", shift: true)

        XCTAssertEqual(oneFrame, 50 + 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(tenMore, oneFrame + 10.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(inspector.sceneTime, oneFrame, accuracy: 1e-9)
    }

    func testNonFiniteScrubIsIgnored() {
        let (model, _) = openInspector()
        let before = model.timelineInspector!.sceneTime

        model.scrub(toSceneTime: .nan)
        model.scrub(by: .infinity)

        XCTAssertFalse(model.isScenePaused(0))
        XCTAssertEqual(model.timelineInspector!.sceneTime, before, accuracy: 1e-9)
    }

    func testArrowsSelectRowsWhileThePanelIsOpen() {
        let (model, scenes) = makeModel(count: 1)
        let extra = CABasicAnimation(keyPath: "opacity")
        extra.fromValue = 1.0
        extra.toValue = 0.5
        extra.duration = 3
        scenes[0].square.add(extra, forKey: "dim")
        model.focus(0)
        model.press("i")

        model.press(.down)
        let second = model.inspector.selectedRow
        model.press(.down)

        XCTAssertEqual(second, 1)
        XCTAssertEqual(model.inspector.selectedRow, 1, "clamped to the last row")
    }
}
