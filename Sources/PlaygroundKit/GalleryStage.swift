import AnimationCore
import AnimationRender
import Foundation
import Gallery

/// The playground's layer tree:
///
/// ```
/// root                window points; transform = pixel scale (high-DPI)
/// ├─ scroller         the grid's viewport; its bounds origin is the scroll offset (animated in
/// │  │                real time, so a paused or slowed gallery still scrolls normally)
/// │  └─ gallery       the grid's time root: global slow motion and pause set its speed
/// │     ├─ heading    one per run of same-section tiles in a row
/// │     └─ tile       card ─ viewport ─ scene.rootLayer (scaled to fit), badge, labels
/// ├─ focusGallery     the full-window tile's time root, kept in step with `gallery`
/// ├─ header           title, gallery state, key hints or the filter line
/// ├─ info             full-window: the scene's source, summary and techniques
/// ├─ HUD              floats over the grid's top right corner (the grid does not move for it)
/// ├─ inspector        the timeline inspector's panel and its button (`InspectorPanel`)
/// ├─ dim              darkens everything behind the help panel
/// └─ help
/// ```
public final class GalleryStage {
    /// The layer rendered each frame; bounds in window points.
    public let root = CALayer()
    /// Parent of every tile in the grid; its `speed` is the gallery-wide slow motion / pause.
    public let gallery = CALayer()
    /// Parent of the full-window tile; its timing always equals `gallery`'s (see `timeRoots`).
    public let focusGallery = CALayer()
    /// The scrolling grid; `bounds.origin.y` is the scroll offset.
    public let scroller = CALayer()
    let heading: CATextLayer
    let galleryStatus: CATextLayer
    let hint: CATextLayer
    let emptyNote: CATextLayer
    let infoLine: CATextLayer
    let dim = CALayer()
    /// The frame-rate HUD.
    public let hud = HUD()
    /// The keyboard help.
    public let help = HelpOverlay()
    /// The timeline inspector's panel and its button.
    public let inspectorPanel = InspectorPanel()
    /// One tile per catalogue entry (scenes inside are built lazily by the model).
    let tiles: [TileNode]
    private var headingLabels: [CATextLayer] = []
    /// The current geometry (of the filtered items).
    public private(set) var layout: TileLayout
    /// The entry index of each laid-out item, in order (the filter's result).
    public private(set) var items: [Int]
    /// Device pixels per window point.
    public private(set) var pixelScale: CGFloat = 1
    /// The scroll offset the stage shows (the model's target; the motion to it is animated).
    public private(set) var offset: CGFloat = 0
    private var focusedTile: Int?
    /// The window's width in points (the header line's extent).
    private var windowWidth: CGFloat = 1
    /// The full-window footer's height: the scene's info wrapped to the footer's width.
    private(set) var footerHeight: CGFloat = 0

    /// How long the grid takes to scroll to a new offset (an ease-out, like a scroll view settling).
    public static let scrollDuration: CFTimeInterval = 0.25

    init(entries: [SceneEntry], windowSize: CGSize) {
        heading = Theme.label(size: 18, bold: true)
        galleryStatus = Theme.label(size: 14, bold: true, color: Theme.stateColor(.running, paused: true))
        hint = Theme.label(size: 13, color: Theme.secondaryText, alignment: .right)
        emptyNote = Theme.label(size: 16, color: Theme.secondaryText, alignment: .center)
        infoLine = Theme.label(size: 13, color: Theme.secondaryText)
        infoLine.isWrapped = true
        tiles = entries.enumerated().map { TileNode(entry: $0.element, index: $0.offset) }
        items = Array(entries.indices)
        layout = TileLayout(groups: entries.map(\.info.group), windowSize: windowSize)
        Theme.withoutAnimation {
            root.name = "playground"
            root.anchorPoint = .zero
            gallery.name = "gallery"
            gallery.anchorPoint = .zero
            scroller.name = "grid"
            scroller.anchorPoint = .zero
            scroller.masksToBounds = true
            focusGallery.name = "focus"
            focusGallery.anchorPoint = .zero
            root.addSublayer(scroller)
            scroller.addSublayer(gallery)
            root.addSublayer(focusGallery)
            tiles.forEach { gallery.addSublayer($0.card) }
            heading.string = "Animation Playground"
            dim.backgroundColor = Theme.rgb(0x000000, alpha: 0.55)
            dim.anchorPoint = .zero
            dim.isHidden = true
            [heading, galleryStatus, hint, emptyNote, infoLine, hud.layer, inspectorPanel.layer, dim,
             help.layer].forEach(root.addSublayer)
        }
    }

    // MARK: Layout

    /// Lays everything out for a window of `size` points drawn at `pixelScale` pixels per point,
    /// showing the entries `items` (in order) scrolled by `offset`, with `focused` (an entry
    /// index) full-window when set. The HUD, when shown, floats over the grid (which keeps its
    /// layout, so `showsHUD` changes nothing here).
    func apply(windowSize size: CGSize, pixelScale scale: CGFloat, items: [Int], offset: CGFloat,
               focused: Int?, showsHUD: Bool) {
        let gridSize = CGSize(width: max(1, size.width), height: size.height)
        self.items = items
        layout = TileLayout(groups: items.map { tiles[$0].entry.info.group }, windowSize: gridSize)
        pixelScale = scale.isFinite && scale > 0 ? scale : 1
        self.offset = layout.clampedOffset(offset)
        let window = CGSize(width: max(1, size.width), height: max(1, size.height))
        Theme.withoutAnimation {
            root.bounds = CGRect(origin: .zero, size: window)
            root.position = .zero
            root.transform = CATransform3DMakeScale(pixelScale, pixelScale, 1)
            gallery.bounds = CGRect(x: 0, y: 0, width: layout.viewport.width, height: max(1, layout.contentHeight))
            gallery.position = .zero
            focusGallery.bounds = root.bounds
            focusGallery.position = .zero
            scroller.position = CGPoint(x: 0, y: layout.viewport.minY)
            scroller.bounds = CGRect(x: 0, y: self.offset, width: layout.viewport.width, height: layout.viewport.height)
            scroller.removeAllAnimations()
            scroller.isHidden = focused != nil
            windowWidth = window.width
            footerHeight = focused.map { infoHeight(for: infoText(of: $0)) } ?? 0
            placeTiles(focused: focused)
            placeHeadings()
            placeHeader(width: window.width)
            emptyNote.bounds = CGRect(x: 0, y: 0, width: gridSize.width, height: 24)
            emptyNote.position = CGPoint(x: 0, y: layout.viewport.midY - 12)
            hud.place(in: window)
            help.place(in: window)
            inspectorPanel.place(in: window)
            dim.bounds = root.bounds
            dim.position = .zero
        }
    }

    private func placeTiles(focused: Int?) {
        if let old = focusedTile, old != focused { gallery.addSublayer(tiles[old].card) }
        focusedTile = focused
        let shown = Set(items)
        for (i, tile) in tiles.enumerated() where !shown.contains(i) && i != focused {
            tile.card.isHidden = true
        }
        if let f = focused {
            focusGallery.addSublayer(tiles[f].card)
            tiles[f].card.isHidden = false
            tiles[f].place(focusedTileFrame, maximumScale: tiles[f].scene?.maximumScale ?? 4)
        }
        for (k, i) in items.enumerated() where i != focused {
            tiles[i].place(layout.tileFrames[k], maximumScale: TileLayout.maximumGridScale)
        }
        updateVisibility()
    }

    /// Where the full-window tile goes: the focus frame less the footer with the scene's info.
    public var focusedTileFrame: CGRect {
        var frame = layout.focusFrame
        frame.size.height = max(1, frame.height - footerHeight - 4)
        return frame
    }

    /// The full-window footer: the scene's source, summary and techniques.
    func infoText(of entry: Int) -> String {
        let info = tiles[entry].entry.info
        return "\(info.source) — \(info.summary)   \(info.techniques.joined(separator: " · "))"
    }

    /// The footer's frame: under the scene, left of the "Inspector (I)" button.
    var infoFrame: CGRect {
        let x = layout.focusFrame.minX + 4
        let inspector = InspectorLayout(windowSize: CGSize(width: windowWidth, height: layout.windowSize.height))
        let right = inspector.toggleButton.minX - 12
        return CGRect(x: x, y: layout.focusFrame.maxY - footerHeight, width: max(1, right - x),
                      height: max(1, footerHeight))
    }

    /// The top of the text at the bottom of a full-window scene (the tile's title strip, the
    /// footer line and the "Inspector (I)" button), which a message at the bottom of the window
    /// must stay above; nil in the grid.
    var footerTop: CGFloat? {
        guard focusedTile != nil else { return nil }
        let window = CGSize(width: windowWidth, height: layout.windowSize.height)
        let button = InspectorLayout(windowSize: window).toggleButton
        return min(TileLayout.labelRect(ofTile: focusedTileFrame).minY, infoFrame.minY, button.minY)
    }

    /// The height `text` wraps to in the footer's width (whole lines, at least one).
    func infoHeight(for text: String) -> CGFloat {
        let width = infoFrame.width
        let content = TextContent(string: text, fontName: infoLine.font as? String, fontSize: infoLine.fontSize,
                                  color: RGBA(red: 1, green: 1, blue: 1, alpha: 1), alignment: .left,
                                  isWrapped: true, truncation: .none)
        let fit = TextFit.layOut(content, in: CGSize(width: width, height: .greatestFiniteMagnitude))
        return ceil(max(18, fit?.height ?? 18))
    }

    private func placeHeadings() {
        while headingLabels.count < layout.headings.count {
            let l = Theme.label(size: 13, bold: true, color: Theme.secondaryText)
            headingLabels.append(l)
            gallery.addSublayer(l)
        }
        for (k, label) in headingLabels.enumerated() {
            guard k < layout.headings.count else { label.isHidden = true; continue }
            let h = layout.headings[k]
            let group = tiles[items[h.itemIndex]].entry.info.group
            let continued = h.itemIndex > 0 && tiles[items[h.itemIndex - 1]].entry.info.group == group
            let text = continued ? "\(group.title) (continued)" : group.title
            if (label.string as? String) != text { label.string = text }
            label.isHidden = false
            label.bounds = CGRect(x: 0, y: 0, width: h.frame.width, height: 18)
            label.position = CGPoint(x: h.frame.minX + 4, y: h.frame.minY + 5)
        }
    }

    private func placeHeader(width w: CGFloat) {
        layOutHeaderLine()
        let info = infoFrame
        infoLine.bounds = CGRect(origin: .zero, size: info.size)
        infoLine.position = info.origin
    }

    /// The header line: the title (the open scene's, however long) as wide as its text, the
    /// gallery's state after it, and the key hints right-aligned in what is left (starting no
    /// further left than they do under the grid's short title, so they do not jump).
    private func layOutHeaderLine() {
        let g = TileLayout.gap, w = windowWidth
        func width(_ l: CATextLayer) -> CGFloat {
            ((l.string as? String) ?? "").isEmpty ? 0 : ceil(l.preferredFrameSize().width) + 2
        }
        let titleWidth = max(1, min(width(heading), w / 2))
        heading.bounds = CGRect(x: 0, y: 0, width: titleWidth, height: 24)
        heading.position = CGPoint(x: g + 2, y: 13)
        let statusX = g + 2 + titleWidth + 12, statusWidth = min(width(galleryStatus), 240)
        galleryStatus.bounds = CGRect(x: 0, y: 0, width: max(1, statusWidth), height: 20)
        galleryStatus.position = CGPoint(x: statusX, y: 16)
        let hintX = max(statusX + statusWidth + 16, min(g + 440, w / 2))
        hint.bounds = CGRect(x: 0, y: 0, width: max(1, w - hintX - g), height: 20)
        hint.position = CGPoint(x: hintX, y: 17)
    }

    /// The layers whose speed is the gallery's slow motion and pause: they always get the same
    /// timing changes at the same moment, so a tile moved between them keeps its time.
    var timeRoots: [CALayer] { [gallery, focusGallery] }

    // MARK: Scrolling and visibility

    /// Scrolls the grid to `offset` (clamped), animated over `scrollDuration` unless `animated` is false.
    func scroll(to offset: CGFloat, animated: Bool) {
        let target = layout.clampedOffset(offset)
        guard target != self.offset else { return }
        self.offset = target
        CATransaction.begin()
        if animated {
            CATransaction.setAnimationDuration(GalleryStage.scrollDuration)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        } else {
            CATransaction.setDisableActions(true)
        }
        scroller.bounds.origin.y = target
        CATransaction.commit()
        updateVisibility()
    }

    /// The entry indices of the tiles on screen: the focused one, or the grid's visible tiles
    /// (during a scroll, those visible anywhere between the old and new offsets).
    var visibleEntries: [Int] {
        if let f = focusedTile { return [f] }
        // The presented offset only differs from the target while the scroll animates; a
        // presentation copy is not free, so it is made only then.
        let scrolling = !(scroller.animationKeys()?.isEmpty ?? true)
        let presented = scrolling ? (scroller.presentation()?.bounds.origin.y ?? offset) : offset
        let lo = min(presented, offset), hi = max(presented, offset)
        let a = layout.visibleTiles(offset: lo), b = layout.visibleTiles(offset: hi)
        return Array(Set(a + b)).sorted().map { items[$0] }
    }

    /// Hides tiles off screen (their layers are then not drawn) and shows the others, at once
    /// (an implicit animation of `hidden` would keep a tile blank for a moment).
    func updateVisibility() {
        guard focusedTile == nil else { return }
        let visible = Set(visibleEntries)
        Theme.withoutAnimation {
            for i in items where tiles[i].card.isHidden == visible.contains(i) {
                tiles[i].card.isHidden = !visible.contains(i)
            }
        }
    }

    // MARK: Refreshing

    /// Updates selection, badges, labels and overlays from the model's state.
    func refresh(from model: GalleryModel) {
        Theme.withoutAnimation {
            let numbered = model.numberedEntries
            for (i, tile) in tiles.enumerated() {
                tile.setSelected(i == model.selection)
                tile.setBadge(numbered.firstIndex(of: i).map { $0 == 9 ? "0" : "\($0 + 1)" })
                tile.setSpeedBadge(model.speedBadgeText(ofScene: i))
                tile.refreshBackdrop()
                tile.setStatus(model.statusText(ofScene: i),
                               color: Theme.stateColor(tile.scene?.state ?? .idle, paused: model.isScenePaused(i)))
            }
            let title = model.focused.map { tiles[$0].entry.title } ?? "Animation Playground"
            let headerChanged = (heading.string as? String) != title
                || (galleryStatus.string as? String) != model.galleryStatusText
            heading.string = title
            let hintText: String
            if model.isFiltering || !model.filter.isEmpty {
                let count = model.filteredEntries.count
                hintText = "Filter: \(model.filter)\(model.isFiltering ? "▏" : "")   \(count) of \(tiles.count)"
                    + (model.isFiltering ? " · Enter keeps · Esc clears" : " · / edits · Esc clears")
            } else if model.focused == nil {
                hintText = "1–9 select · Enter open · / filter · Space start/stop · S slow · P pause"
                    + " · H help · Esc quit"
            } else if model.isEditingText {
                hintText = "Typing into the scene · Esc ends editing"
            } else {
                hintText = "Esc grid · Space start/stop · S slow · P pause · , . step · R restart"
                    + " · I inspector · H help"
            }
            if (hint.string as? String) != hintText { hint.string = hintText }
            let status = model.galleryStatusText
            if (galleryStatus.string as? String) != status { galleryStatus.string = status }
            if headerChanged { layOutHeaderLine() }
            if let f = model.focused {
                let text = infoText(of: f)
                if (infoLine.string as? String) != text { infoLine.string = text }
                infoLine.isHidden = false
            } else {
                infoLine.isHidden = true
            }
            emptyNote.string = tiles.isEmpty ? "No scenes yet: add one to SceneCatalog."
                : "No scene matches \u{201C}\(model.filter)\u{201D}: Backspace or Esc to change the filter."
            emptyNote.isHidden = !(model.filteredEntries.isEmpty && model.focused == nil)
            hud.layer.isHidden = !model.showsHUD
            help.layer.isHidden = !model.showsHelp
            dim.isHidden = !model.showsHelp
        }
        inspectorPanel.update(from: model)
    }

    /// The point in entry `index`'s scene root-layer space for `point` (window points), when the
    /// point lies inside that tile's viewport.
    func scenePoint(_ point: CGPoint, inTile index: Int) -> CGPoint? {
        guard tiles.indices.contains(index), let scene = tiles[index].scene else { return nil }
        let tile = tiles[index]
        let inViewport = tile.viewport.convert(point, from: root)
        guard tile.viewport.bounds.contains(inViewport) else { return nil }
        return scene.rootLayer.convert(point, from: root)
    }

    /// `point` (window points) in `layer`'s coordinates, inside or not.
    func convert(_ point: CGPoint, to layer: CALayer) -> CGPoint { layer.convert(point, from: root) }
}
