import AnimationCore
import TestSupport
import Foundation
@testable import PlaygroundKit
import XCTest

/// `CurveEditor`: the plot's mapping, dragging the control points, and the presets.
final class CurveEditorTests: XCTestCase {
    private let frame = CGRect(x: 100, y: 50, width: 200, height: 200)
    private let bolt = CAMediaTimingFunction(controlPoints: 0.45, 0, 0.25, 1.2)

    func testReadsTheControlPointsOfItsCurve() {
        let editor = CurveEditor(bolt, frame: frame)

        XCTAssertEqual(editor.c1.x, 0.45, accuracy: 1e-6)
        XCTAssertEqual(editor.c1.y, 0, accuracy: 1e-6)
        XCTAssertEqual(editor.c2.x, 0.25, accuracy: 1e-6)
        XCTAssertEqual(editor.c2.y, 1.2, accuracy: 1e-6)
        XCTAssertEqual(editor.timingFunction, bolt)
    }

    func testPlotMapsTheUnitSquareWithRoomForOvershoot() {
        let editor = CurveEditor(bolt, frame: frame)

        // y runs from −0.5 at the bottom to 1.5 at the top: 0 is a quarter up, 1 three quarters.
        XCTAssertEqual(editor.viewPoint(forCurvePoint: .zero), CGPoint(x: 100, y: 200))
        XCTAssertEqual(editor.viewPoint(forCurvePoint: CGPoint(x: 1, y: 1)), CGPoint(x: 300, y: 100))
        let p = CGPoint(x: 0.3, y: 1.2)
        let back = editor.curvePoint(forViewPoint: editor.viewPoint(forCurvePoint: p))
        XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
    }

    func testDraggingAControlPointChangesTheCurve() {
        var editor = CurveEditor(bolt, frame: frame)

        editor.drag(1, to: editor.viewPoint(forCurvePoint: CGPoint(x: 0.1, y: 0.9)))

        XCTAssertEqual(editor.timingFunction, CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.25, 1.2))
        XCTAssertEqual(editor.timingFunction.solve(forInput: 0.5),
                       CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.25, 1.2).solve(forInput: 0.5))
    }

    func testDraggedPointsKeepTwoDecimals() {
        var editor = CurveEditor(bolt, frame: frame)

        editor.drag(2, to: editor.viewPoint(forCurvePoint: CGPoint(x: 0.6337, y: 0.4012)))

        XCTAssertEqual(editor.c2.x, 0.63, accuracy: 1e-12)
        XCTAssertEqual(editor.c2.y, 0.4, accuracy: 1e-12)
    }

    func testDragClampsXToTheUnitIntervalAndYToThePlot() {
        var editor = CurveEditor(bolt, frame: frame)

        editor.drag(1, to: CGPoint(x: 40, y: 0))
        editor.drag(2, to: CGPoint(x: 500, y: 190))

        XCTAssertEqual(editor.c1, CGPoint(x: 0, y: 1.5), "x as Core Animation clamps it; y to the top of the plot")
        XCTAssertEqual(editor.c2.x, 1)
        XCTAssertEqual(editor.c2.y, 0.1, accuracy: 1e-12, "a y inside the plot is kept as dragged")
    }

    func testBadDragIsReportedAndChangesNothing() {
        var editor = CurveEditor(bolt, frame: frame)
        let before = editor

        let messages = diagnostics {
            editor.drag(3, to: CGPoint(x: 150, y: 150))
            editor.drag(1, to: CGPoint(x: CGFloat.nan, y: 10))
        }

        XCTAssertEqual(editor, before)
        XCTAssertEqual(messages.count, 2)
    }

    func testGrabsTheNearestHandleWithinReach() {
        let editor = CurveEditor(bolt, frame: frame)
        let c2 = editor.viewPoint(forCurvePoint: editor.c2)

        XCTAssertEqual(editor.handle(at: CGPoint(x: c2.x + 5, y: c2.y - 5)), 2)
        XCTAssertEqual(editor.handle(at: editor.viewPoint(forCurvePoint: editor.c1)), 1)
        XCTAssertNil(editor.handle(at: CGPoint(x: 290, y: 240)))
    }

    func testPresetsAreApplesNamedCurves() {
        var editor = CurveEditor(bolt, frame: frame)

        for name in CurveEditor.presets {
            editor.apply(preset: name)
            XCTAssertEqual(editor.timingFunction, CAMediaTimingFunction(name: name), name.rawValue)
        }
        XCTAssertEqual(CurveEditor.presets, [.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    }

    func testPlotPointsFollowTheCurve() {
        let editor = CurveEditor(bolt, frame: frame)

        let points = editor.plotPoints(count: 5)

        XCTAssertEqual(points.count, 5)
        XCTAssertEqual(points.first, editor.viewPoint(forCurvePoint: .zero))
        let middle = editor.curvePoint(forViewPoint: points[2])
        XCTAssertEqual(middle.y, bolt.solve(forInput: 0.5), accuracy: 1e-9)
    }
}
