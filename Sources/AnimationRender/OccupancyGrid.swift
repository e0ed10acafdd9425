/// Which 32-pixel cells of an offscreen target anything was drawn into, so that combining the
/// target with the frame shades only those cells. Everything else in the target is still
/// transparent from its clear, and source-over with a transparent source leaves the frame as
/// it is: the picture is the same pixel for pixel.
///
/// Used for group opacity on CPU rasterizers, where the combining quad costs its whole area:
/// the flight board's snow fading in or out over the full window (1228 × 628 pixels, most of
/// them between the flakes) was one blended, textured quad of the whole view every frame.
///
/// Cells are marked from every triangle `GeometryBatch` submits while the grid is set, and
/// from every box drawn by other passes (`GeometryBatch.includeInDrawnBounds`), in drawing
/// coordinates, with a pixel of margin. Marks outside the region are ignored.
struct OccupancyGrid {
    /// Side of a cell, in pixels.
    static let cellSide = 32
    /// Above this share of occupied cells the target is combined as one quad.
    static let fullShare = 0.7

    /// The target's region, drawing coordinates.
    let region: PixelRect
    let columns: Int, rows: Int
    private(set) var cells: [Bool]

    init(region: PixelRect) {
        self.region = region
        columns = max(0, (region.width + Self.cellSide - 1) / Self.cellSide)
        rows = max(0, (region.height + Self.cellSide - 1) / Self.cellSide)
        cells = [Bool](repeating: false, count: columns * rows)
    }

    /// Marks the cells a box (drawing coordinates) touches, grown by a pixel.
    mutating func mark(minX: Float, minY: Float, maxX: Float, maxY: Float) {
        guard minX <= maxX, minY <= maxY, columns > 0, rows > 0 else { return }
        func cell(_ v: Float, _ origin: Int, _ count: Int) -> Int {
            let c = ((Double(v) - Double(origin)) / Double(Self.cellSide)).rounded(.down)
            guard c.isFinite else { return c > 0 ? count - 1 : 0 }
            return Int(max(0, min(Double(count - 1), c)))
        }
        if maxX + 1 < Float(region.x0) || minX - 1 > Float(region.x1)
            || maxY + 1 < Float(region.y0) || minY - 1 > Float(region.y1) { return }
        let c0 = cell(minX - 1, region.x0, columns), c1 = cell(maxX + 1, region.x0, columns)
        let r0 = cell(minY - 1, region.y0, rows), r1 = cell(maxY + 1, region.y0, rows)
        for r in r0...r1 {
            for c in c0...c1 { cells[r * columns + c] = true }
        }
    }

    /// The share of cells marked (1 for an empty grid).
    var occupiedShare: Double {
        cells.isEmpty ? 1 : Double(cells.reduce(0) { $0 + ($1 ? 1 : 0) }) / Double(cells.count)
    }

    /// Calls `body` with rectangles (drawing coordinates, within `bounds`) that together cover
    /// every marked cell: each row's runs of marked cells, a run continued downwards while the
    /// rows below have the same run.
    func forEachSpan(within bounds: PixelRect, _ body: (PixelRect) -> Void) {
        let side = Self.cellSide
        var done = [Bool](repeating: false, count: cells.count)
        for r in 0..<rows {
            var c = 0
            while c < columns {
                guard cells[r * columns + c], !done[r * columns + c] else { c += 1; continue }
                var end = c
                while end + 1 < columns, cells[r * columns + end + 1], !done[r * columns + end + 1] { end += 1 }
                var bottom = r
                while bottom + 1 < rows, (c...end).allSatisfy({ cells[(bottom + 1) * columns + $0] && !done[(bottom + 1) * columns + $0] }),
                      c == 0 || !cells[(bottom + 1) * columns + c - 1] || done[(bottom + 1) * columns + c - 1],
                      end == columns - 1 || !cells[(bottom + 1) * columns + end + 1] {
                    bottom += 1
                }
                for row in r...bottom { for k in c...end { done[row * columns + k] = true } }
                let span = PixelRect(x0: region.x0 + c * side, y0: region.y0 + r * side,
                                     x1: region.x0 + (end + 1) * side, y1: region.y0 + (bottom + 1) * side)
                    .intersection(bounds)
                if !span.isEmpty { body(span) }
                c = end + 1
            }
        }
    }
}
