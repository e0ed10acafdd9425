import Foundation

/// The geometry of the gallery for one window size: where each tile goes, where its scene
/// is drawn, and where its labels sit. Pure arithmetic, in window points (top-left origin).
public struct TileLayout: Equatable {
    /// Space above the tiles, for the header line.
    public static let headerHeight: CGFloat = 48
    /// Gap around and between tiles.
    public static let gap: CGFloat = 16
    /// Inset of the scene inside its tile.
    public static let contentInset: CGFloat = 10
    /// Height of the label strip at the bottom of a tile.
    public static let labelHeight: CGFloat = 34
    /// A scene is never drawn larger than this many times its design size in the grid.
    public static let maximumGridScale: CGFloat = 3

    /// The window size the layout was made for.
    public let windowSize: CGSize
    /// Number of tile columns and rows.
    public let columns: Int
    public let rows: Int
    /// Every tile's frame, in tile order.
    public let tileFrames: [CGRect]
    /// The tile frame used when a scene is opened full-window.
    public let focusFrame: CGRect

    /// Lays out tiles for scenes of `designSizes` in a window of `windowSize`, choosing the
    /// column count that shows the scenes largest (the sum of their fitted areas).
    public init(designSizes: [CGSize], windowSize: CGSize) {
        let size = CGSize(width: max(1, windowSize.width.isFinite ? windowSize.width : 1),
                          height: max(1, windowSize.height.isFinite ? windowSize.height : 1))
        self.windowSize = size
        let g = TileLayout.gap
        focusFrame = CGRect(x: g, y: TileLayout.headerHeight, width: max(1, size.width - 2 * g),
                            height: max(1, size.height - TileLayout.headerHeight - g))
        let n = designSizes.count
        guard n > 0 else { columns = 1; rows = 0; tileFrames = []; return }
        var best = (columns: 1, score: -1.0)
        for c in 1...n {
            let r = (n + c - 1) / c
            let frames = TileLayout.frames(count: n, columns: c, rows: r, area: focusFrame)
            var score = 0.0
            for (i, design) in designSizes.enumerated() {
                let fitted = TileLayout.fit(design, in: TileLayout.contentRect(ofTile: frames[i]), maximumScale: TileLayout.maximumGridScale)
                score += Double(fitted.width * fitted.height)
            }
            if score > best.score + 1 { best = (c, score) }
        }
        columns = best.columns
        rows = (n + best.columns - 1) / best.columns
        tileFrames = TileLayout.frames(count: n, columns: columns, rows: rows, area: focusFrame)
    }

    /// Frames of `count` equal tiles in a `columns × rows` grid filling `area`, rows top to bottom.
    static func frames(count: Int, columns: Int, rows: Int, area: CGRect) -> [CGRect] {
        let g = gap
        let w = max(1, (area.width - CGFloat(columns - 1) * g) / CGFloat(columns))
        let h = max(1, (area.height - CGFloat(rows - 1) * g) / CGFloat(max(1, rows)))
        return (0..<count).map { i in
            let col = i % columns, row = i / columns
            return CGRect(x: (area.minX + CGFloat(col) * (w + g)).rounded(), y: (area.minY + CGFloat(row) * (h + g)).rounded(),
                          width: w.rounded(), height: h.rounded())
        }
    }

    /// The part of a tile (in the tile's own coordinates when `local`) that shows the scene.
    public static func contentRect(ofTile tile: CGRect, local: Bool = false) -> CGRect {
        let i = contentInset
        let origin = local ? CGPoint.zero : tile.origin
        return CGRect(x: origin.x + i, y: origin.y + i, width: max(1, tile.width - 2 * i),
                      height: max(1, tile.height - 2 * i - labelHeight + 4))
    }

    /// The label strip of a tile, in the tile's own coordinates.
    public static func labelRect(ofTile tile: CGRect) -> CGRect {
        CGRect(x: contentInset + 4, y: tile.height - labelHeight, width: max(1, tile.width - 2 * contentInset - 8),
               height: labelHeight - 6)
    }

    /// `design` scaled to fit inside `rect` (aspect kept, at most `maximumScale`) and centred.
    public static func fit(_ design: CGSize, in rect: CGRect, maximumScale: CGFloat = .infinity) -> CGRect {
        guard design.width > 0, design.height > 0 else { return CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0) }
        let s = scale(fitting: design, in: rect.size, maximumScale: maximumScale)
        let w = design.width * s, h = design.height * s
        return CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }

    /// The uniform scale that fits `design` inside `size`, at most `maximumScale`.
    public static func scale(fitting design: CGSize, in size: CGSize, maximumScale: CGFloat = .infinity) -> CGFloat {
        guard design.width > 0, design.height > 0, size.width > 0, size.height > 0 else { return 1 }
        return min(size.width / design.width, size.height / design.height, maximumScale)
    }

    /// The index of the tile under `point` (window points), or nil.
    public func tileIndex(at point: CGPoint) -> Int? {
        tileFrames.firstIndex { $0.contains(point) }
    }

    /// The tile index reached from `index` by moving `dx` columns and `dy` rows, clamped to the grid.
    public func move(from index: Int, dx: Int, dy: Int) -> Int {
        let n = tileFrames.count
        guard n > 0 else { return 0 }
        if dy == 0 { return min(max(index + dx, 0), n - 1) }
        let target = index + dy * columns
        if target < 0 || target >= n {
            // The last row may be short: moving down into it lands on its last tile.
            if dy > 0, index / columns < rows - 1 { return n - 1 }
            return index
        }
        return target
    }
}
