import AnimationCore
import Foundation
import Gallery

/// The layers of one gallery tile: a rounded card with a subtle border, a viewport that
/// holds the scene's root layer scaled to fit, a number badge, the scene's title and its state.
final class TileNode {
    let scene: Scene
    /// The card (background, border, rounded corners); a sublayer of the gallery layer.
    let card = CALayer()
    /// The scene's viewport: clips the scene to its rectangle.
    let viewport = CALayer()
    let badge = CALayer()
    let number: CATextLayer
    let title: CATextLayer
    let status: CATextLayer
    let dot = CALayer()
    private var statusText = ""
    private var isSelected: Bool?
    private var dotColor: CGColor?

    init(scene: Scene, index: Int) {
        self.scene = scene
        number = Theme.label(size: 12, bold: true, color: Theme.text, alignment: .center)
        title = Theme.label(size: 15, bold: true)
        status = Theme.label(size: 13, color: Theme.secondaryText, alignment: .right)
        card.name = "tile-\(index + 1)"
        card.anchorPoint = .zero
        card.backgroundColor = Theme.tile
        card.cornerRadius = Theme.tileCornerRadius
        card.borderColor = Theme.tileBorder
        card.borderWidth = Theme.borderWidth
        viewport.anchorPoint = .zero
        viewport.backgroundColor = Theme.content
        viewport.masksToBounds = true
        badge.anchorPoint = .zero
        badge.backgroundColor = Theme.tileBorder
        badge.cornerRadius = 5
        badge.bounds = CGRect(x: 0, y: 0, width: 22, height: 20)
        number.string = index < 9 ? "\(index + 1)" : (index == 9 ? "0" : "·")
        number.bounds = CGRect(x: 0, y: 1, width: 22, height: 18)
        badge.addSublayer(number)
        title.string = scene.title
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        card.addSublayer(viewport)
        viewport.addSublayer(scene.rootLayer)
        card.addSublayer(badge)
        card.addSublayer(title)
        card.addSublayer(status)
        card.addSublayer(dot)
    }

    /// Places the tile at `frame` (window points) and fits the scene into its viewport.
    func place(_ frame: CGRect, maximumScale: CGFloat) {
        card.bounds = CGRect(origin: .zero, size: frame.size)
        card.position = frame.origin
        let content = TileLayout.contentRect(ofTile: frame, local: true)
        viewport.bounds = CGRect(origin: .zero, size: content.size)
        viewport.position = content.origin
        let root = scene.rootLayer
        let design = scene.designSize
        let fitted = TileLayout.fit(design, in: viewport.bounds, maximumScale: maximumScale)
        let s = TileLayout.scale(fitting: design, in: viewport.bounds.size, maximumScale: maximumScale)
        root.position = CGPoint(x: fitted.minX + root.anchorPoint.x * fitted.width,
                                y: fitted.minY + root.anchorPoint.y * fitted.height)
        root.transform = CATransform3DMakeScale(s, s, 1)
        let strip = TileLayout.labelRect(ofTile: frame)
        badge.position = CGPoint(x: strip.minX, y: strip.minY + 3)
        placeLabels(strip)
    }

    /// Lays out title, state dot and state text in the label strip. In narrow tiles the state
    /// text gives way to the title and only the coloured dot shows the state.
    private func placeLabels(_ strip: CGRect) {
        let titleX = strip.minX + 30
        let showsStatus = strip.width >= 300
        status.isHidden = !showsStatus
        var dotX = strip.maxX - 6
        if showsStatus {
            let statusWidth = min(strip.width * 0.55, ceil(status.preferredFrameSize().width) + 2)
            status.bounds = CGRect(x: 0, y: 0, width: statusWidth, height: 20)
            status.position = CGPoint(x: strip.maxX - statusWidth, y: strip.minY + 4)
            dotX = status.position.x - 10
        }
        dot.position = CGPoint(x: dotX, y: strip.minY + 13)
        title.bounds = CGRect(x: 0, y: 0, width: max(1, dotX - 12 - titleX), height: 22)
        title.position = CGPoint(x: titleX, y: strip.minY + 2)
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
        placeLabels(TileLayout.labelRect(ofTile: CGRect(origin: .zero, size: card.bounds.size)))
        return true
    }
}
