import AnimationCore
import Foundation
import Gallery

/// The playground's layer tree:
///
/// ```
/// root            window points; transform = pixel scale (high-DPI)
/// ├─ gallery      the gallery's time root: global slow motion and pause set its speed
/// │  └─ tile n    card ─ viewport ─ scene.rootLayer (scaled to fit), badge, title, state
/// ├─ header       title and key hints
/// ├─ HUD
/// └─ help
/// ```
public final class GalleryStage {
    /// The layer rendered each frame; bounds in window points.
    public let root = CALayer()
    /// Parent of every tile; its `speed` is the gallery-wide slow motion / pause.
    public let gallery = CALayer()
    let heading: CATextLayer
    let galleryStatus: CATextLayer
    let hint: CATextLayer
    let emptyNote: CATextLayer
    /// The frame-rate HUD.
    public let hud = HUD()
    /// The keyboard help.
    public let help = HelpOverlay()
    let tiles: [TileNode]
    /// The current geometry.
    public private(set) var layout: TileLayout
    /// Device pixels per window point.
    public private(set) var pixelScale: CGFloat = 1

    init(scenes: [Scene], windowSize: CGSize) {
        heading = Theme.label(size: 18, bold: true)
        galleryStatus = Theme.label(size: 14, bold: true, color: Theme.stateColor(.running, paused: true))
        hint = Theme.label(size: 13, color: Theme.secondaryText, alignment: .right)
        emptyNote = Theme.label(size: 16, color: Theme.secondaryText, alignment: .center)
        tiles = scenes.enumerated().map { TileNode(scene: $0.element, index: $0.offset) }
        layout = TileLayout(designSizes: scenes.map(\.designSize), windowSize: windowSize)
        Theme.withoutAnimation {
            root.name = "playground"
            root.anchorPoint = .zero
            gallery.name = "gallery"
            gallery.anchorPoint = .zero
            root.addSublayer(gallery)
            tiles.forEach { gallery.addSublayer($0.card) }
            heading.string = "Animation Playground"
            emptyNote.string = "No scenes yet: add one to SceneCatalog."
            emptyNote.isHidden = !scenes.isEmpty
            [heading, galleryStatus, hint, emptyNote, hud.layer, help.layer].forEach(root.addSublayer)
        }
    }

    /// Lays everything out for a window of `size` points drawn at `pixelScale` pixels per point,
    /// with `focused` (if any) full-window and the other tiles hidden.
    func apply(windowSize size: CGSize, pixelScale scale: CGFloat, focused: Int?) {
        layout = TileLayout(designSizes: tiles.map { $0.scene.designSize }, windowSize: size)
        pixelScale = scale.isFinite && scale > 0 ? scale : 1
        Theme.withoutAnimation {
            root.bounds = CGRect(origin: .zero, size: layout.windowSize)
            root.position = .zero
            root.transform = CATransform3DMakeScale(pixelScale, pixelScale, 1)
            gallery.bounds = root.bounds
            gallery.position = .zero
            for (i, tile) in tiles.enumerated() {
                if let f = focused {
                    tile.card.isHidden = i != f
                    if i == f { tile.place(layout.focusFrame, maximumScale: 8) }
                } else {
                    tile.card.isHidden = false
                    tile.place(layout.tileFrames[i], maximumScale: TileLayout.maximumGridScale)
                }
            }
            let w = layout.windowSize.width, g = TileLayout.gap
            heading.bounds = CGRect(x: 0, y: 0, width: 230, height: 24)
            heading.position = CGPoint(x: g + 2, y: 13)
            galleryStatus.bounds = CGRect(x: 0, y: 0, width: 200, height: 20)
            galleryStatus.position = CGPoint(x: g + 232, y: 16)
            hint.bounds = CGRect(x: 0, y: 0, width: max(1, w - 2 * g - 440), height: 20)
            hint.position = CGPoint(x: g + 440, y: 17)
            emptyNote.bounds = CGRect(x: 0, y: 0, width: w, height: 24)
            emptyNote.position = CGPoint(x: 0, y: layout.windowSize.height / 2 - 12)
            hud.place(in: layout.windowSize)
            help.place(in: layout.windowSize)
        }
    }

    /// Updates selection, labels and overlays from the model's state.
    func refresh(from model: GalleryModel) {
        Theme.withoutAnimation {
            for (i, tile) in tiles.enumerated() {
                tile.setSelected(i == model.selection)
                tile.setStatus(model.statusText(ofScene: i),
                               color: Theme.stateColor(tile.scene.state, paused: model.isScenePaused(i)))
            }
            let hintText = model.focused == nil
                ? "1–9 select · Enter open · Space start/stop · S slow · P pause · H help · Esc quit"
                : "Esc grid · Space start/stop · S slow · P pause · , . step · R restart · H help"
            if (hint.string as? String) != hintText { hint.string = hintText }
            let status = model.galleryStatusText
            if (galleryStatus.string as? String) != status { galleryStatus.string = status }
            hud.layer.isHidden = !model.showsHUD
            help.layer.isHidden = !model.showsHelp
        }
    }

    /// The tile whose viewport contains `point` (window points), with the point in that
    /// scene's root-layer space.
    func scenePoint(_ point: CGPoint, inTile index: Int) -> CGPoint? {
        guard tiles.indices.contains(index) else { return nil }
        let tile = tiles[index]
        let inViewport = tile.viewport.convert(point, from: root)
        guard tile.viewport.bounds.contains(inViewport) else { return nil }
        return tile.scene.rootLayer.convert(point, from: root)
    }
}
