import AnimationCore
import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// Hovering the timeline: the row under the pointer is the one whose curve, progress and
/// presented value the panel shows; elsewhere the selected row is.
final class InspectorHoverTests: PlaygroundTestCase {
    /// The test scene full-window with the inspector open: its sweep (linear, selected) and an
    /// easeIn fade of 2 s, half a second in.
    private func openInspector() -> (GalleryModel, TestScene) {
        let (model, scenes) = makeModel(count: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 2
        fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
        scenes[0].square.add(fade, forKey: "fade")
        model.focus(0)
        model.press("i")
        at(0.5)
        model.refresh()
        return (model, scenes[0])
    }

    private func rowIndex(_ model: GalleryModel, _ key: String) -> Int {
        model.timelineInspector!.rows.firstIndex { $0.key == key }!
    }

    /// The middle of row `k`'s bars (its frame on the panel; no rows scrolled out here).
    private func barsPoint(_ model: GalleryModel, row k: Int) -> CGPoint {
        let l = model.inspectorLayout
        return CGPoint(x: l.bars.midX, y: l.rowFrame(k).midY)
    }

    func testHoveringARowShowsItsCurveAndItsReadout() throws {
        let (model, _) = openInspector()
        let sweep = rowIndex(model, "sweep"), fade = rowIndex(model, "fade")
        XCTAssertEqual(model.inspector.selectedRow, sweep)

        model.handle(.pointerMoved(barsPoint(model, row: fade)))

        XCTAssertEqual(model.hoveredInspectorRow, fade)
        XCTAssertEqual(model.shownInspectorRow, fade)
        XCTAssertEqual(model.inspector.selectedRow, sweep, "hovering does not select")
        guard case let .curve(editor, editable)? = model.inspectorPlot else { return XCTFail("a curve is plotted") }
        XCTAssertEqual(editor.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertFalse(editable, "another row's curve is for reading")
        let inspector = model.timelineInspector!, row = inspector.rows[fade]
        let moment = inspector.moment(of: row)
        XCTAssertEqual(moment.inputTime, 0.25, accuracy: 1e-9)
        let readout = try XCTUnwrap(model.stage.inspectorPanel.readout.string as? String)
        XCTAssertTrue(readout.contains(String(format: "input %.3f · progress %.3f", 0.25, moment.progress)), readout)
        XCTAssertTrue(readout.contains("value \(inspector.presentedValue(of: row)!)"), readout)
    }

    func testLeavingTheTimelineBringsTheSelectedRowsEditorBack() {
        let (model, _) = openInspector()
        let fade = rowIndex(model, "fade")
        model.handle(.pointerMoved(barsPoint(model, row: fade)))

        let plot = model.inspectorLayout.plot
        let changed = model.handle(.pointerMoved(CGPoint(x: plot.midX, y: plot.midY))).changed

        XCTAssertTrue(changed, "the panel redraws when the hovered row goes")
        XCTAssertNil(model.hoveredInspectorRow)
        XCTAssertEqual(model.shownInspectorRow, model.inspector.selectedRow)
        XCTAssertEqual(model.inspectorPlot, model.inspector.curveEditor.map { .curve($0, editable: true) })
    }

    func testHoveringTheSelectedRowOrNoRowKeepsTheEditor() {
        let (model, _) = openInspector()
        let sweep = rowIndex(model, "sweep"), l = model.inspectorLayout

        model.handle(.pointerMoved(barsPoint(model, row: sweep)))
        let onSelected = model.inspectorPlot
        model.handle(.pointerMoved(CGPoint(x: l.bars.midX, y: l.bars.maxY - 2)))     // below the last row

        XCTAssertEqual(onSelected, model.inspector.curveEditor.map { .curve($0, editable: true) })
        XCTAssertNil(model.hoveredInspectorRow)
    }

    func testMovingWithinOneRowAsksForNoRedrawAndAClosedPanelHasNoHover() {
        let (model, _) = openInspector()
        let fade = rowIndex(model, "fade")
        model.handle(.pointerMoved(barsPoint(model, row: fade)))

        var p = barsPoint(model, row: fade)
        p.x += 30
        let sameRow = model.handle(.pointerMoved(p)).changed
        model.press("i")
        let closed = model.hoveredInspectorRow

        XCTAssertFalse(sameRow)
        XCTAssertNil(closed)
    }

    func testHoveringASpringRowPlotsItsOwnSpring() {
        let (model, scene) = openInspector()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0.0
        spring.toValue = 50.0
        spring.damping = 4
        spring.duration = spring.settlingDuration
        scene.square.add(spring, forKey: "drop")
        model.refresh()
        let drop = rowIndex(model, "drop")

        model.handle(.pointerMoved(barsPoint(model, row: drop)))

        let expected = SpringSolver(mass: 1, stiffness: 100, damping: 4, initialVelocity: 0)
        XCTAssertEqual(model.inspectorPlot, .spring(SpringEditor(expected), editable: false))
    }

    func testTheHoveredRowIsOutlinedAndTheDotMovesToItsCurve() throws {
        let (model, _) = openInspector()
        let fade = rowIndex(model, "fade"), l = model.inspectorLayout
        let before = try render(model)

        model.handle(.pointerMoved(barsPoint(model, row: fade)))
        let hovered = try render(model)

        // The outline's bottom edge (its top edge is the selected row's), where no bar is.
        let frame = l.rowFrame(fade).insetBy(dx: -1.5, dy: 1.5)     // a 1-point line on pixel centres
        let edge = (Int(l.bars.maxX) - 20, Int(frame.maxY.rounded(.down)))
        let grey = RGBA8(r: 0x8D, g: 0x96, b: 0xA8)
        XCTAssertGreaterThan(before[edge.0, edge.1].maxChannelDifference(to: grey), 40, "no outline before")
        XCTAssertLessThanOrEqual(hovered[edge.0, edge.1].maxChannelDifference(to: grey), 40, "an outline while hovered")
        // The dot: on the sweep's linear curve before, on the fade's easeIn curve while hovered.
        let inspector = model.timelineInspector!
        let m = inspector.moment(of: inspector.rows[fade])
        let editor = CurveEditor(CAMediaTimingFunction(name: .easeIn), frame: l.plot)
        let c = editor.viewPoint(forCurvePoint: CGPoint(x: m.inputTime, y: m.progress))
        let red = RGBA8(r: 0xFF, g: 0x5A, b: 0x5F)
        XCTAssertLessThanOrEqual(hovered[Int(c.x), Int(c.y)].maxChannelDifference(to: red), 24,
                                 "the dot on the hovered curve")
        XCTAssertGreaterThan(before[Int(c.x), Int(c.y)].maxChannelDifference(to: red), 24)
        try saveShot(hovered, "hover")
    }

    private func render(_ model: GalleryModel) throws -> RenderedImage {
        let size = model.windowSize
        let renderer = try Renderer(softwareWidth: Int(size.width), height: Int(size.height))
        defer { renderer.close() }
        model.refresh()
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        return try renderer.readPixels()
    }
}

/// Writes `image` as NAME.png into the folder named by INSPECTOR_SHOTS, when it is set (to look
/// at what a test rendered).
func saveShot(_ image: RenderedImage, _ name: String) throws {
    guard let dir = ProcessInfo.processInfo.environment["INSPECTOR_SHOTS"] else { return }
    try image.writePNG(to: dir + "/\(name).png")
}
