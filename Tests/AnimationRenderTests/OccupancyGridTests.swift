import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Group opacity combined only where its target was drawn into (`OccupancyGrid`): the spans
/// cover every marked cell once and nothing else, and the frames equal combining the whole
/// target.
final class OccupancyGridTests: XCTestCase {
    func testSpansCoverEachMarkedCellOnceAndNoOther() {
        var random = SeededGenerator(seed: 26)
        for round in 0..<40 {
            let region = PixelRect(x0: 7, y0: -3, x1: 7 + Int.random(in: 1...300, using: &random),
                                   y1: -3 + Int.random(in: 1...200, using: &random))
            var grid = OccupancyGrid(region: region)
            var boxes: [PixelRect] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let x = Int.random(in: region.x0 - 20...region.x1 + 20, using: &random)
                let y = Int.random(in: region.y0 - 20...region.y1 + 20, using: &random)
                let box = PixelRect(x0: x, y0: y, x1: x + Int.random(in: 0...40, using: &random),
                                    y1: y + Int.random(in: 0...40, using: &random))
                grid.mark(minX: Float(box.x0), minY: Float(box.y0), maxX: Float(box.x1), maxY: Float(box.y1))
                boxes.append(box)
            }
            var covered = [Int](repeating: 0, count: region.width * region.height)
            grid.forEachSpan(within: region) { span in
                XCTAssertTrue(region.contains(span), "round \(round): \(span) outside \(region)")
                for y in span.y0..<span.y1 { for x in span.x0..<span.x1 { covered[(y - region.y0) * region.width + x - region.x0] += 1 } }
            }
            XCTAssertEqual(covered.max() ?? 0 <= 1, true, "round \(round): a pixel combined twice")
            // Every pixel of a marked box (grown by the pixel of margin) inside the region is covered.
            for box in boxes {
                let grown = PixelRect(x0: box.x0 - 1, y0: box.y0 - 1, x1: box.x1 + 1, y1: box.y1 + 1).intersection(region)
                guard !grown.isEmpty else { continue }
                for y in grown.y0..<grown.y1 {
                    for x in grown.x0..<grown.x1 {
                        XCTAssertEqual(covered[(y - region.y0) * region.width + x - region.x0], 1,
                                       "round \(round): (\(x), \(y)) of \(box) not combined")
                    }
                }
            }
            // And a cell no box touched is not combined.
            let side = OccupancyGrid.cellSide
            for cy in 0..<grid.rows {
                for cx in 0..<grid.columns where !grid.cells[cy * grid.columns + cx] {
                    let x = region.x0 + cx * side, y = region.y0 + cy * side
                    XCTAssertEqual(covered[(y - region.y0) * region.width + x - region.x0], 0, "round \(round)")
                }
            }
        }
    }

    /// A view fading with group opacity over stripes: two overlapping squares at its top left
    /// (where group opacity shows: the lower one does not show through the upper) and a small
    /// one moving along its bottom right, the rest of the view empty.
    private func fading(_ k: Int) -> RenderNode {
        let squares = [layer(31, CGRect(x: 4, y: 4, width: 30, height: 30), content: LayerContent(backgroundColor: rgba(1, 0, 0))),
                       layer(32, CGRect(x: 20, y: 20, width: 30, height: 30), content: LayerContent(backgroundColor: rgba(0, 0, 1))),
                       layer(33, CGRect(x: 100 + CGFloat(k) * 5.5, y: 92, width: 9, height: 9),
                             content: LayerContent(backgroundColor: rgba(0, 0.8, 0.2), cornerRadius: 3))]
        var view = layer(30, CGRect(x: 0, y: 0, width: 160, height: 120), opacity: 0.55 + 0.05 * Double(k % 3),
                         sublayers: squares)
        view.allowsGroupOpacity = true
        let stripes = (0..<8).map { i in
            layer(UInt64(10 + i), CGRect(x: 0, y: CGFloat(i) * 15, width: 160, height: 8),
                  content: LayerContent(backgroundColor: rgba(0.9, 0.8, Double(i) / 8)))
        }
        return root(stripes + [view], background: rgba(0.1, 0.1, 0.1))
    }

    func testCombiningTheDrawnCellsEqualsCombiningTheWholeTarget() throws {
        let cells = try Renderer(headlessWidth: testWidth, height: testHeight)
        let whole = try Renderer(headlessWidth: testWidth, height: testHeight)
        whole.combinesDrawnCells = false
        for renderer in [cells, whole] { renderer.redrawsOnlyChanges = false }
        // On CPU rasterizers, unless OpenGL's own mask pass combines targets (all passes on).
        let spans = (cells.compositor?.device.isCPURasterizer ?? false)
            && !(cells.compositor.map { $0.masks.gpu != nil && $0.masks.usesGPU } ?? false)
        for k in 0..<8 {
            let a = drawFrame(cells, fading(k)), b = drawFrame(whole, fading(k))
            XCTAssertEqual(GoldenImage.compare(a, b, channelTolerance: 0).differing, 0, "step \(k)")
            XCTAssertEqual(cells.stats.offscreenPasses, 1, "step \(k)")
            // The squares' cells and the moving square's, not the whole view: more, smaller quads.
            if spans {
                XCTAssertGreaterThan(cells.stats.triangles, whole.stats.triangles, "step \(k): combined in spans")
            } else {
                XCTAssertEqual(cells.stats.triangles, whole.stats.triangles, "step \(k): the whole target in one pass")
            }
        }
        // Group opacity shows: where the squares overlap, the red one does not show through.
        let frame = drawFrame(cells, fading(0))
        let overlap = frame.pixel(x: 27, y: 27), blueOnly = frame.pixel(x: 45, y: 27)
        XCTAssertEqual(overlap.r, blueOnly.r, accuracy: 1)
    }
}
