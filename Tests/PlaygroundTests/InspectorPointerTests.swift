import AnimationCore
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// The pointer in the inspector panel (through `GalleryModel.handle`): the button, dragging
/// the curve's handles into the scene, the presets, the playhead and the spring plot.
final class InspectorPointerTests: PlaygroundTestCase {
    private func boltModel() -> (GalleryModel, BoltSpinnerScene) {
        let bolt = BoltSpinnerScene()
        let model = GalleryModel(scenes: [bolt])
        model.focus(0)
        model.startAll()
        at(0.5)
        at(0.55)
        return (model, bolt)
    }

    func testTheUsersRowIsKeptAndTheDefaultFollowsNewAnimations() {
        let bolt = BoltSpinnerScene()
        let model = GalleryModel(scenes: [bolt])
        model.focus(0)
        model.startAll()
        model.press("i")                       // before the turn exists
        let before = model.inspector.selectedRow

        at(0.5)
        at(0.55)
        model.refresh()
        let rows = model.timelineInspector!.rows
        let followed = model.inspector.selectedRow
        model.selectInspectorRow(0)
        model.refresh()

        XCTAssertEqual(before, 0)
        XCTAssertEqual(rows[followed].key, "rotation[0]", "the turn is selected once it exists")
        XCTAssertEqual(model.inspector.selectedRow, 0, "a row picked by hand stays picked")
    }

    func testTheButtonOpensAndClosesThePanel() {
        let (model, _) = boltModel()
        let button = model.inspectorLayout.toggleButton

        model.handle(.click(CGPoint(x: button.midX, y: button.midY)))
        let opened = model.inspector.isOpen
        model.handle(.pointerUp(CGPoint(x: button.midX, y: button.midY)))
        model.handle(.click(CGPoint(x: button.midX, y: button.midY)))

        XCTAssertTrue(opened)
        XCTAssertFalse(model.inspector.isOpen)
    }

    func testDraggingAHandleHandsTheCurveToTheSceneOnRelease() {
        let (model, bolt) = boltModel()
        model.press("i")
        let editor = model.inspector.curveEditor!
        let from = editor.viewPoint(forCurvePoint: editor.c2)
        let to = editor.viewPoint(forCurvePoint: CGPoint(x: 0.6, y: 0.5))

        model.handle(.click(from))
        model.handle(.pointerMoved(to))
        let whileDragging = bolt.tunableCurve(named: "rotation")
        model.handle(.pointerUp(to))

        XCTAssertEqual(whileDragging, BoltSpinnerScene.rotationCurve, "the scene gets the curve on release")
        XCTAssertEqual(bolt.tunableCurve(named: "rotation"), CAMediaTimingFunction(controlPoints: 0.45, 0, 0.6, 0.5))
        XCTAssertEqual(model.takenOver, [], "presses on the panel do not reach the scene")
    }

    func testPresetButtonsSetApplesCurves() {
        let (model, bolt) = boltModel()
        model.press("i")
        let easeOut = model.inspectorLayout.presetButtons[2]

        model.handle(.click(CGPoint(x: easeOut.midX, y: easeOut.midY)))

        XCTAssertEqual(bolt.tunableCurve(named: "rotation"), CAMediaTimingFunction(name: .easeOut))
    }

    func testDraggingThePlayheadScrubsThePausedScene() {
        let (model, _) = boltModel()
        model.press("i")
        let l = model.inspectorLayout
        let start = model.inspector.axisStart
        let x = l.x(forTime: start + 1, axisStart: start)

        model.handle(.click(CGPoint(x: x, y: l.bars.midY)))
        model.handle(.pointerMoved(CGPoint(x: l.x(forTime: start + 2.5, axisStart: start), y: l.bars.midY)))
        model.handle(.pointerUp(CGPoint(x: l.x(forTime: start + 2.5, axisStart: start), y: l.bars.midY)))
        at(3)

        XCTAssertTrue(model.isScenePaused(0))
        XCTAssertEqual(model.timelineInspector!.sceneTime, start + 2.5, accuracy: 1e-9)
    }

    func testTheAxisTurnsAPageWhenThePlayheadLeavesIt() {
        let (model, _) = boltModel()
        model.press("i")
        let first = model.inspector.axisStart

        at(0.55 + InspectorLayout.timeSpan)
        model.refresh()

        XCTAssertEqual(model.inspector.axisStart, first + InspectorLayout.timeSpan, accuracy: 1e-9)
        let now = model.timelineInspector!.sceneTime
        XCTAssertTrue(now >= model.inspector.axisStart && now < model.inspector.axisStart + InspectorLayout.timeSpan)
    }

    func testSpringPlotDragSetsResponseAndDampingRatioOfAnAttachedSpring() {
        let (model, scenes) = makeModel(count: 1)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0.0
        spring.toValue = 50.0
        spring.duration = spring.settlingDuration
        scenes[0].square.add(spring, forKey: "drop")
        model.focus(0)
        model.press("i")
        let rows = model.timelineInspector!.rows
        model.selectInspectorRow(rows.firstIndex { $0.key == "drop" }!)
        let plot = model.inspectorLayout.plot

        XCTAssertTrue(model.inspectorShowsSpring)
        // Halfway across: response 0.1 + 0.5 × 1.9 = 1.05 s; a third up: damping ratio 0.5.
        let p = CGPoint(x: plot.midX, y: plot.maxY - plot.height / 3)
        model.handle(.click(p))
        model.handle(.pointerUp(p))

        let attached = scenes[0].square.animation(forKey: "drop") as! CASpringAnimation
        let editor = SpringEditor(SpringSolver(mass: Double(attached.mass), stiffness: Double(attached.stiffness),
                                               damping: Double(attached.damping), initialVelocity: 0))
        XCTAssertEqual(editor.response, 1.05, accuracy: 1e-6)
        XCTAssertEqual(editor.dampingRatio, 0.5, accuracy: 1e-6)
        XCTAssertEqual(attached.duration, attached.settlingDuration, accuracy: 1e-9)
    }
}
