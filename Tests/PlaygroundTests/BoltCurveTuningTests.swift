import AnimationCore
import TestSupport
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// The curve editor bound to the bolt spinner (a `TunableScene`): a dragged control point
/// becomes the curve of the bolt's next turns, and the turn in progress is left alone.
final class BoltCurveTuningTests: PlaygroundTestCase {
    private var model: GalleryModel!
    private var bolt: BoltSpinnerScene!
    /// When the first turn began, in seconds after `t0` (the scene's time is the media time here).
    private var b: Double = 0

    override func setUp() {
        super.setUp()
        bolt = BoltSpinnerScene()
        model = GalleryModel(scenes: [bolt])
        model.focus(0)
        model.startAll()
        at(0.5)
        at(0.55)         // the halves have met and the first turn has begun
        model.press("i")
        b = turn.begin - t0
    }

    /// The turn's row (the child of the rotation group) and the container's presented angle.
    private var turn: InspectedAnimation { model.timelineInspector!.rows.first { $0.key == "rotation[0]" }! }
    private var angle: Double {
        switch turn.layer.presentation()?.value(forKeyPath: "transform.rotation.z") {
        case let d as Double: return d
        case let c as CGFloat: return Double(c)
        case let n as NSNumber: return n.doubleValue
        default: return .nan
        }
    }
    private func expectAngle(_ curve: CAMediaTimingFunction, atInput x: Double, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let expected = -2 * Double.pi * curve.solve(forInput: x)
        XCTAssertEqual(angleDifference(angle, expected), 0, accuracy: 1e-6, message, file: file, line: line)
    }

    func testEditorIsBoundToTheBoltsRotationCurve() {
        XCTAssertEqual(model.inspector.selectedRow,
                       model.timelineInspector!.rows.firstIndex { $0.key == "rotation[0]" },
                       "the row that uses the curve is selected")
        XCTAssertEqual(model.inspector.curveName, BoltSpinnerScene.rotationCurveName)
        XCTAssertEqual(model.inspector.curveEditor?.timingFunction, BoltSpinnerScene.rotationCurve)
    }

    func testDraggedCurveDrivesTheNextTurn() {
        let editor = model.inspector.curveEditor!
        at(b + 0.7)                               // in the pause after the first turn
        model.dragControlPoint(1, to: editor.viewPoint(forCurvePoint: CGPoint(x: 0.05, y: 0.95)))
        model.dragControlPoint(2, to: editor.viewPoint(forCurvePoint: CGPoint(x: 0.3, y: 1)))
        let edited = CAMediaTimingFunction(controlPoints: 0.05, 0.95, 0.3, 1)

        XCTAssertTrue(model.commitCurve())
        at(b + 0.8)
        let begin = turn.begin
        at(b + 1.5 + 0.15)                        // 30 % into the second turn

        XCTAssertEqual(bolt.tunableCurve(named: "rotation"), edited)
        XCTAssertEqual(begin, t0 + b, accuracy: 1e-9, "the rhythm is kept: same beginTime")
        expectAngle(edited, atInput: 0.3, "the new curve")
        let oldCurveAngle = -2 * .pi * BoltSpinnerScene.rotationCurve.solve(forInput: 0.3)
        XCTAssertGreaterThan(abs(angleDifference(angle, oldCurveAngle)), 0.5, "visibly not the old curve")
    }

    func testTurnInProgressFinishesWithTheOldCurve() {
        at(b + 1.6)                               // 20 % into the second turn
        model.applyCurvePreset(.linear)
        at(b + 1.7)

        expectAngle(BoltSpinnerScene.rotationCurve, atInput: 0.4, "the current turn keeps its curve")
        at(b + 3.1)                               // 20 % into the third turn
        expectAngle(CAMediaTimingFunction(name: .linear), atInput: 0.2, "the next turn is linear")
    }

    func testCurveEditedWhilePausedShowsWhenScrubbedToTheNextTurn() {
        at(b + 1.6)                               // 20 % into the second turn
        model.press("p")
        model.applyCurvePreset(.linear)

        model.scrub(toSceneTime: t0 + b + 1.7)
        expectAngle(BoltSpinnerScene.rotationCurve, atInput: 0.4, "the turn in progress keeps its curve")
        model.scrub(toSceneTime: t0 + b + 3.1)
        expectAngle(CAMediaTimingFunction(name: .linear), atInput: 0.2,
                    "the next turn is linear, though paused throughout")
    }

    func testStoppingWhileTheSwapIsPendingStillFinishes() {
        at(b + 1.6)
        model.applyCurvePreset(.easeOut)
        model.press(.space)
        run(to: b + 4)

        XCTAssertEqual(bolt.state, .stopped, "the stop choreography is not held up by the edit")
    }

    func testUnknownCurveNameIsRefusedWithADiagnostic() {
        var accepted = true
        let messages = diagnostics {
            accepted = bolt.setTunableCurve(CAMediaTimingFunction(name: .easeIn), named: "wobble")
        }

        XCTAssertFalse(accepted)
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(bolt.tunableCurve(named: "rotation"), BoltSpinnerScene.rotationCurve)
    }

    func testCopyAsSwiftSendsTheLineToTheHost() {
        var copied: [String] = []
        model.onCopy = { copied.append($0) }

        model.press("c")

        XCTAssertEqual(copied, ["CAMediaTimingFunction(controlPoints: 0.45, 0, 0.25, 1.2)"])
        XCTAssertEqual(SwiftSnippet.timingFunction(parsing: copied[0]), BoltSpinnerScene.rotationCurve)
    }
}
