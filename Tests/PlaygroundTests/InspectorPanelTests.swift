import AnimationCore
import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// `InspectorPanel`: what the software renderer draws for the panel (its background, the
/// playhead at the scene's time).
final class InspectorPanelTests: PlaygroundTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func render(_ model: GalleryModel) throws -> RenderedImage {
        let renderer = try Renderer(softwareWidth: Int(size.width), height: Int(size.height))
        defer { renderer.close() }
        model.refresh()
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        return try renderer.readPixels()
    }

    /// The leftmost column of the playhead's red cap (the 6-point strip at the top of the bars).
    private func playheadX(in image: RenderedImage, layout: InspectorLayout) -> Int? {
        let red = RGBA8(r: 0xFF, g: 0x5A, b: 0x5F)
        let y = Int(layout.bars.minY) + 3
        return (Int(layout.bars.minX)..<Int(layout.bars.maxX)).first {
            image[$0, y].maxChannelDifference(to: red) <= 24
        }
    }

    func testPanelIsDrawnOnlyWhileOpen() throws {
        let (model, _) = makeModel(count: 1)
        model.focus(0)
        let layout = model.inspectorLayout
        let closed = try render(model)

        model.press("i")
        let open = try render(model)
        model.press("i")
        let closedAgain = try render(model)

        XCTAssertNil(playheadX(in: closed, layout: layout), "no panel before I")
        XCTAssertNotNil(playheadX(in: open, layout: layout))
        XCTAssertNil(playheadX(in: closedAgain, layout: layout))
    }

    func testPlayheadStandsAtTheScenesTime() throws {
        let (model, _) = makeModel(count: 1)
        model.focus(0)
        model.press("i")
        let layout = model.inspectorLayout
        at(0.5)
        let first = try render(model)
        at(1.5)
        let second = try render(model)

        let start = model.inspector.axisStart
        let now = model.timelineInspector!.sceneTime
        let x1 = try XCTUnwrap(playheadX(in: first, layout: layout))
        let x2 = try XCTUnwrap(playheadX(in: second, layout: layout))
        XCTAssertEqual(CGFloat(x2), layout.x(forTime: now, axisStart: start) - 5, accuracy: 1.5,
                       "the cap is 10 points wide, centred")
        XCTAssertEqual(CGFloat(x2 - x1), layout.bars.width / CGFloat(InspectorLayout.timeSpan), accuracy: 1.5,
                       "one second of scene time")
    }

    func testPausedPlayheadStaysPut() throws {
        let (model, _) = makeModel(count: 1)
        model.focus(0)
        model.press("i")
        at(0.5)
        model.press("p")
        let first = try render(model)
        at(1.5)
        let second = try render(model)

        let layout = model.inspectorLayout
        XCTAssertEqual(playheadX(in: first, layout: layout), playheadX(in: second, layout: layout))
        XCTAssertNotNil(playheadX(in: second, layout: layout))
    }

    func testAChildTwoGroupsDeepIsDrawnIndentedInEveryCycleOfItsGroups() throws {
        let (model, scenes) = makeModel(count: 1)
        let leaf = CABasicAnimation(keyPath: "opacity")
        leaf.fromValue = 1.0
        leaf.toValue = 0.5
        leaf.duration = 0.25
        leaf.beginTime = 0.25
        let inner = CAAnimationGroup()
        inner.animations = [leaf]
        inner.duration = 0.75
        inner.beginTime = 0.25
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 1
        outer.repeatCount = .infinity
        scenes[0].square.add(outer, forKey: "outer")
        model.focus(0)
        model.press("i")
        model.selectInspectorRow(0)
        let image = try render(model)
        try saveShot(image, "nested")

        let layout = model.inspectorLayout, start = model.inspector.axisStart
        let rows = model.timelineInspector!.rows
        let k = try XCTUnwrap(rows.firstIndex { $0.key == "outer[0][0]" })
        let spans = model.timelineInspector!.spans(of: rows[k], from: start,
                                                   to: start + InspectorLayout.timeSpan).active
        let y = Int(layout.rowFrame(k).midY)
        func isBar(_ t: Double) -> Bool {
            let x = Int(layout.x(forTime: t, axisStart: start))
            return image[x, y].maxChannelDifference(to: RGBA8(r: 0x4B, g: 0x7D, b: 0xC9)) <= 24
        }
        let label = model.stage.inspectorPanel.rowLabels.compactMap { $0.string as? String }.joined(separator: "\n")

        XCTAssertEqual(rows[k].depth, 2)
        XCTAssertTrue(label.split(separator: "\n").contains { $0.hasPrefix("    ") && $0.contains("outer[0][0]") },
                      label)
        XCTAssertGreaterThanOrEqual(spans.count, 3, "one bar per cycle of the outer group on the 4 s axis")
        for span in spans where span.upperBound - span.lowerBound > 0.2 {
            XCTAssertTrue(isBar((span.lowerBound + span.upperBound) / 2), "bar at \(span)")
        }
        for (a, b) in zip(spans, spans.dropFirst()) {
            XCTAssertFalse(isBar((a.upperBound + b.lowerBound) / 2), "a gap between the outer group's cycles")
        }
    }
}
