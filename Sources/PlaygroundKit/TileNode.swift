import AnimationCore
import Foundation
import Gallery

/// The layers of one gallery tile: a rounded card with a subtle border, a viewport that
/// holds the scene's root layer scaled to fit (on the scene's own background, so the scene
/// fills its tile), a number badge, the scene's title and state, and its source line.
///
/// The scene itself arrives later (`attach(_:)`): the gallery builds it when the tile is
/// first shown.
final class TileNode {
    let entry: SceneEntry
    private(set) var scene: Scene?
    /// The card (background, border, rounded corners); a sublayer of the gallery's scroller.
    let card = CALayer()
    /// The scene's viewport: clips the scene to its rounded rectangle.
    let viewport = CALayer()
    /// Behind the scene in the viewport: the scene's backdrop carried out to the viewport's edges.
    let backdrop = CALayer()
    let badge = CALayer()
    let number: CATextLayer
    let title: CATextLayer
    let status: CATextLayer
    let source: CATextLayer
    let dot = CALayer()
    /// A small pill over the scene's top-right corner while it runs slowed or paused ("×10",
    /// "paused"), so the tile itself says why it moves slowly or not at all.
    let speedBadge = CALayer()
    let speedLabel: CATextLayer
    private var speedText: String?
    private var statusText = ""
    private var badgeText: String?
    private var isSelected: Bool?
    private var dotColor: CGColor?
    private var placed: (frame: CGRect, maximumScale: CGFloat)?
    /// The backdrop installed behind the scene and where (`refreshBackdrop()` follows changes).
    private var installed: (backdrop: SceneBackdrop?, sceneFrame: CGRect, scale: CGFloat)?

    init(entry: SceneEntry, index: Int) {
        self.entry = entry
        number = Theme.label(size: 12, bold: true, color: Theme.text, alignment: .center)
        title = Theme.label(size: 15, bold: true)
        status = Theme.label(size: 13, color: Theme.secondaryText, alignment: .right)
        source = Theme.label(size: 11, color: Theme.secondaryText)
        speedLabel = Theme.label(size: 11, bold: true, color: Theme.text, alignment: .center)
        card.name = "tile-\(entry.identifier)"
        card.anchorPoint = .zero
        card.backgroundColor = Theme.tile
        card.cornerRadius = Theme.tileCornerRadius
        card.borderColor = Theme.tileBorder
        card.borderWidth = Theme.borderWidth
        viewport.anchorPoint = .zero
        viewport.backgroundColor = Theme.content
        viewport.cornerRadius = Theme.tileCornerRadius - 4
        viewport.masksToBounds = true
        badge.anchorPoint = .zero
        badge.backgroundColor = Theme.tileBorder
        badge.cornerRadius = 5
        badge.bounds = CGRect(x: 0, y: 0, width: 22, height: 20)
        // Centred in the badge: the label's line box is 18 pt for a 12 pt font.
        number.bounds = CGRect(x: 0, y: 0, width: 22, height: 18)
        number.position = CGPoint(x: 11, y: 10)
        number.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        badge.addSublayer(number)
        title.string = entry.title
        source.string = ([entry.info.source] + entry.info.techniques.prefix(2)).joined(separator: " · ")
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        speedBadge.anchorPoint = .zero
        speedBadge.backgroundColor = Theme.rgb(0x000000, alpha: 0.6)
        speedBadge.cornerRadius = 9
        speedBadge.addSublayer(speedLabel)
        speedBadge.isHidden = true
        card.addSublayer(viewport)
        [badge, title, status, source, dot, speedBadge].forEach(card.addSublayer)
        badge.isHidden = true               // until the gallery numbers the tile (`setBadge`)
    }

    /// Puts `scene` (built for this tile's entry) into the viewport, on its own backdrop.
    func attach(_ scene: Scene) {
        self.scene = scene
        viewport.backgroundColor = scene.rootLayer.backgroundColor ?? Theme.content
        viewport.addSublayer(backdrop)
        viewport.addSublayer(scene.rootLayer)
        if let placed { place(placed.frame, maximumScale: placed.maximumScale) }
    }

    /// Places the tile at `frame` (in its parent's points) and fits the scene into its viewport.
    func place(_ frame: CGRect, maximumScale: CGFloat) {
        placed = (frame, maximumScale)
        card.bounds = CGRect(origin: .zero, size: frame.size)
        card.position = frame.origin
        let content = TileLayout.contentRect(ofTile: frame, local: true)
        viewport.bounds = CGRect(origin: .zero, size: content.size)
        viewport.position = content.origin
        if let scene {
            let root = scene.rootLayer
            let design = scene.designSize
            let fitted = TileLayout.fit(design, in: viewport.bounds, maximumScale: maximumScale)
            let s = TileLayout.scale(fitting: design, in: viewport.bounds.size, maximumScale: maximumScale)
            root.position = CGPoint(x: fitted.minX + root.anchorPoint.x * fitted.width,
                                    y: fitted.minY + root.anchorPoint.y * fitted.height)
            root.transform = CATransform3DMakeScale(s, s, 1)
            scene.layOut(visibleArea: SceneBackdrop.visibleArea(in: viewport.bounds.size, sceneFrame: fitted, scale: s))
            installed = nil
            installBackdrop(sceneFrame: fitted, scale: s)
        }
        placeLabels(TileLayout.labelRect(ofTile: frame))
        placeSpeedBadge()
    }

    /// Installs the scene's backdrop again when it has changed since the last frame (a scene whose
    /// background changes during its animation); the gallery calls it every frame.
    func refreshBackdrop() {
        guard let installed else { return }
        installBackdrop(sceneFrame: installed.sceneFrame, scale: installed.scale)
    }

    private func installBackdrop(sceneFrame: CGRect, scale: CGFloat) {
        guard let scene else { return }
        let now = scene.backdrop
        if let installed, installed.backdrop == now { return }
        installed = (now, sceneFrame, scale)
        if let now {
            now.install(in: backdrop, viewport: viewport.bounds.size, sceneFrame: sceneFrame, scale: scale)
        } else {
            backdrop.sublayers?.forEach { $0.removeFromSuperlayer() }
        }
    }

    /// Shows `text` ("×10", "paused", "×10 · paused") in the speed badge, or hides it when nil.
    func setSpeedBadge(_ text: String?) {
        guard text != speedText else { return }
        speedText = text
        speedBadge.isHidden = text == nil
        if let text { speedLabel.string = text }
        placeSpeedBadge()
    }

    /// The speed badge in the viewport's top-right corner, as wide as its text.
    private func placeSpeedBadge() {
        guard speedText != nil else { return }
        let width = ceil(speedLabel.preferredFrameSize().width) + 2
        speedLabel.bounds = CGRect(x: 0, y: 0, width: width, height: 16)
        speedLabel.position = CGPoint(x: 8, y: 2)
        speedBadge.bounds = CGRect(x: 0, y: 0, width: width + 16, height: 20)
        speedBadge.position = CGPoint(x: viewport.frame.maxX - width - 16 - 6, y: viewport.frame.minY + 6)
    }

    /// Lays out badge, title, state dot and state text on the strip's first line and the source
    /// on its second. In narrow tiles the state text gives way to the title and only the
    /// coloured dot shows the state.
    private func placeLabels(_ strip: CGRect) {
        let hasBadge = !badge.isHidden
        badge.position = CGPoint(x: strip.minX, y: strip.minY + 1)
        let titleX = strip.minX + (hasBadge ? 30 : 0)
        let showsStatus = strip.width >= 300
        status.isHidden = !showsStatus
        var dotX = strip.maxX - 6
        if showsStatus {
            let statusWidth = min(strip.width * 0.45, ceil(status.preferredFrameSize().width) + 2)
            status.bounds = CGRect(x: 0, y: 0, width: statusWidth, height: 20)
            status.position = CGPoint(x: strip.maxX - statusWidth, y: strip.minY + 2)
            dotX = status.position.x - 10
        }
        dot.position = CGPoint(x: dotX, y: strip.minY + 11)
        title.bounds = CGRect(x: 0, y: 0, width: max(1, dotX - 12 - titleX), height: 22)
        title.position = CGPoint(x: titleX, y: strip.minY)
        source.bounds = CGRect(x: 0, y: 0, width: max(1, strip.width), height: 16)
        source.position = CGPoint(x: strip.minX, y: strip.minY + 23)
    }

    /// Shows `text` (a digit) in the badge, or hides the badge when nil.
    func setBadge(_ text: String?) {
        guard text != badgeText else { return }
        let wasHidden = badge.isHidden
        badgeText = text
        badge.isHidden = text == nil
        if let text { number.string = text }
        if wasHidden != badge.isHidden, let placed { placeLabels(TileLayout.labelRect(ofTile: placed.frame)) }
    }

    /// Shows the tile as selected (accent border) or not.
    func setSelected(_ selected: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        card.borderColor = selected ? Theme.accent : Theme.tileBorder
        card.borderWidth = selected ? Theme.selectedBorderWidth : Theme.borderWidth
        badge.backgroundColor = selected ? Theme.accent : Theme.tileBorder
    }

    /// Updates the state line ("running · slow ×10"); returns true when it changed.
    @discardableResult
    func setStatus(_ text: String, color: CGColor) -> Bool {
        if dotColor != color { dotColor = color; dot.backgroundColor = color }
        guard text != statusText else { return false }
        statusText = text
        status.string = text
        if let placed { placeLabels(TileLayout.labelRect(ofTile: placed.frame)) }
        return true
    }
}
