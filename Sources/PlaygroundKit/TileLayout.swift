import Foundation

/// The geometry of the gallery for one window size: a scrolling grid of equal tiles in rows,
/// each row with a strip of section headings above it. Pure arithmetic, in window points
/// (top-left origin).
///
/// Tiles are laid out in catalogue order, `columns` to a row. Above every row a heading strip
/// names the section of each run of tiles from the same group in that row (so a section of one
/// scene shares its row with the next section instead of leaving a row mostly empty, and a
/// section that wraps is named again on its next row). Tile frames are in content coordinates:
/// the grid scrolls vertically inside `viewport` by `contentOffset` (window y = content y −
/// offset + viewport.minY is what `GalleryStage` does with the scroller's bounds origin).
public struct TileLayout: Equatable {
    /// Space above the grid, for the header line.
    public static let headerHeight: CGFloat = 48
    /// Gap around and between tiles.
    public static let gap: CGFloat = 16
    /// Inset of the scene inside its tile.
    public static let contentInset: CGFloat = 10
    /// Height of the label strip at the bottom of a tile (title and state, then the source).
    public static let labelHeight: CGFloat = 46
    /// Height of the section-heading strip above each row.
    public static let headingHeight: CGFloat = 26
    /// A scene is never drawn larger than this many times its design size in the grid.
    public static let maximumGridScale: CGFloat = 3
    /// The tile width the column count aims for; columns are 1…`maximumColumns`.
    public static let preferredTileWidth: CGFloat = 340
    public static let maximumColumns = 6
    /// Tile height as a fraction of its width (label strip included).
    public static let tileAspect: CGFloat = 0.8

    /// One run of same-section tiles in a row: its heading's frame (content coordinates).
    public struct Heading: Equatable {
        public var itemIndex: Int
        public var frame: CGRect
    }

    /// The window size the layout was made for.
    public let windowSize: CGSize
    /// The part of the window the grid scrolls in (below the header).
    public let viewport: CGRect
    /// Number of tile columns and rows.
    public let columns: Int
    public let rows: Int
    /// Every tile's frame in content coordinates, in item order.
    public let tileFrames: [CGRect]
    /// The section headings, in order; `itemIndex` is the first item the heading names.
    public let headings: [Heading]
    /// The height of everything the grid holds.
    public let contentHeight: CGFloat
    /// The tile frame used when a scene is opened full-window (window coordinates).
    public let focusFrame: CGRect

    /// Lays out `groups.count` tiles, item i in section `groups[i]`, for a window of `windowSize`.
    public init<G: Equatable>(groups: [G], windowSize: CGSize) {
        let size = CGSize(width: max(1, windowSize.width.isFinite ? windowSize.width : 1),
                          height: max(1, windowSize.height.isFinite ? windowSize.height : 1))
        self.windowSize = size
        let g = TileLayout.gap
        viewport = CGRect(x: 0, y: TileLayout.headerHeight, width: size.width,
                          height: max(1, size.height - TileLayout.headerHeight))
        focusFrame = CGRect(x: g, y: TileLayout.headerHeight, width: max(1, size.width - 2 * g),
                            height: max(1, size.height - TileLayout.headerHeight - g))
        let usable = max(1, size.width - 2 * g)
        let cols = min(max(Int((usable / TileLayout.preferredTileWidth).rounded()), 1), TileLayout.maximumColumns)
        columns = cols
        let n = groups.count
        rows = (n + cols - 1) / cols
        let w = max(1, ((usable - CGFloat(cols - 1) * g) / CGFloat(cols)).rounded(.down))
        let h = max(1, (w * TileLayout.tileAspect).rounded())
        let rowPitch = TileLayout.headingHeight + h + g
        var frames: [CGRect] = []
        var heads: [Heading] = []
        for i in 0..<n {
            let row = i / cols, col = i % cols
            let y = CGFloat(row) * rowPitch + TileLayout.headingHeight
            frames.append(CGRect(x: g + CGFloat(col) * (w + g), y: y, width: w, height: h))
            let startsRun = col == 0 || groups[i] != groups[i - 1]
            if startsRun {
                heads.append(Heading(itemIndex: i, frame: CGRect(x: g + CGFloat(col) * (w + g),
                                                                 y: y - TileLayout.headingHeight,
                                                                 width: w, height: TileLayout.headingHeight)))
            } else {
                heads[heads.count - 1].frame.size.width += w + g
            }
        }
        tileFrames = frames
        headings = heads
        contentHeight = CGFloat(rows) * rowPitch
    }

    /// The largest scroll offset (0 when everything fits).
    public var maximumOffset: CGFloat { max(0, contentHeight - viewport.height) }

    /// `offset` clamped to 0…`maximumOffset` (0 for NaN).
    public func clampedOffset(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return 0 }
        return min(max(offset, 0), maximumOffset)
    }

    /// The frame of tile `i` in window coordinates when the grid is scrolled by `offset`.
    public func windowFrame(ofTile i: Int, offset: CGFloat) -> CGRect {
        tileFrames[i].offsetBy(dx: 0, dy: viewport.minY - offset)
    }

    /// The tiles that are at least partly inside the viewport at `offset`, in order.
    public func visibleTiles(offset: CGFloat) -> [Int] {
        let top = offset, bottom = offset + viewport.height
        return tileFrames.indices.filter { tileFrames[$0].maxY > top && tileFrames[$0].minY < bottom }
    }

    /// The tiles entirely inside the viewport at `offset` (what the number keys select).
    public func fullyVisibleTiles(offset: CGFloat) -> [Int] {
        let top = offset, bottom = offset + viewport.height
        return tileFrames.indices.filter { tileFrames[$0].minY >= top - 0.5 && tileFrames[$0].maxY <= bottom + 0.5 }
    }

    /// The offset nearest `offset` that shows tile `i` whole (with its heading strip when it fits).
    public func offset(revealing i: Int, from offset: CGFloat) -> CGFloat {
        guard tileFrames.indices.contains(i) else { return clampedOffset(offset) }
        let f = tileFrames[i]
        let top = f.minY - TileLayout.headingHeight, bottom = f.maxY + TileLayout.gap
        var o = offset
        if bottom > o + viewport.height { o = bottom - viewport.height }
        if top < o { o = top }
        return clampedOffset(o)
    }

    /// The part of a tile (in the tile's own coordinates when `local`) that shows the scene.
    public static func contentRect(ofTile tile: CGRect, local: Bool = false) -> CGRect {
        let i = contentInset
        let origin = local ? CGPoint.zero : tile.origin
        return CGRect(x: origin.x + i, y: origin.y + i, width: max(1, tile.width - 2 * i),
                      height: max(1, tile.height - i - labelHeight))
    }

    /// The label strip of a tile, in the tile's own coordinates.
    public static func labelRect(ofTile tile: CGRect) -> CGRect {
        CGRect(x: contentInset + 2, y: tile.height - labelHeight + 4, width: max(1, tile.width - 2 * contentInset - 4),
               height: labelHeight - 8)
    }

    /// `design` scaled to fit inside `rect` (aspect kept, at most `maximumScale`) and centred.
    public static func fit(_ design: CGSize, in rect: CGRect, maximumScale: CGFloat = .infinity) -> CGRect {
        guard design.width > 0, design.height > 0 else {
            return CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0)
        }
        let s = scale(fitting: design, in: rect.size, maximumScale: maximumScale)
        let w = design.width * s, h = design.height * s
        return CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }

    /// The uniform scale that fits `design` inside `size`, at most `maximumScale`.
    public static func scale(fitting design: CGSize, in size: CGSize, maximumScale: CGFloat = .infinity) -> CGFloat {
        guard design.width > 0, design.height > 0, size.width > 0, size.height > 0 else { return 1 }
        return min(size.width / design.width, size.height / design.height, maximumScale)
    }

    /// The index of the tile under `point` (window points) when scrolled by `offset`, or nil.
    public func tileIndex(at point: CGPoint, offset: CGFloat) -> Int? {
        guard viewport.contains(point) else { return nil }
        let p = CGPoint(x: point.x, y: point.y - viewport.minY + offset)
        return tileFrames.firstIndex { $0.contains(p) }
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

    /// How many rows a page (Page Up / Page Down) moves: the rows that fit in the viewport.
    public var rowsPerPage: Int {
        guard let first = tileFrames.first else { return 1 }
        return max(1, Int(viewport.height / (first.height + TileLayout.headingHeight + TileLayout.gap)))
    }
}
