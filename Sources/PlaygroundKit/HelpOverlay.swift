import AnimationCore
import Foundation

/// The keyboard help (`H` or `?`): a centred panel listing every binding.
public final class HelpOverlay {
    /// Every key binding, in the order shown (also the README's table).
    public static let bindings: [(keys: String, action: String)] = [
        ("1 … 9, arrows", "select a tile (in a full-window scene: switch scene)"),
        ("Enter / double-click", "open the selected scene full-window"),
        ("Esc", "back to the grid; quits from the grid"),
        ("Space", "start or stop the selected scene (its own stop choreography)"),
        ("S", "slow motion on the selected scene (×10 slower)"),
        ("Shift+S", "slow motion on the whole gallery"),
        ("[  ]", "smaller / larger slow-motion factor"),
        ("P", "pause or resume the selected scene (Shift+P: the gallery)"),
        (",  .", "while paused: one frame (1/60 s) back / forward"),
        ("R", "restart the selected scene from the beginning"),
        ("F", "frame-rate HUD"),
        ("H  or  ?", "this help"),
        ("click", "select a tile; in a full-window scene, reaches the scene"),
    ]

    /// The panel; the stage adds it on top of everything.
    public let layer = CALayer()
    let heading: CATextLayer
    let keys: CATextLayer
    let actions: CATextLayer
    static let size = CGSize(width: 660, height: 86 + CGFloat(bindings.count) * 23)

    init() {
        heading = Theme.label(size: 18, bold: true)
        keys = Theme.label(size: 15, bold: true, color: Theme.accent)
        actions = Theme.label(size: 15, color: Theme.text)
        layer.name = "help"
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: HelpOverlay.size)
        layer.backgroundColor = Theme.panel
        layer.borderColor = Theme.panelBorder
        layer.borderWidth = 1
        layer.cornerRadius = 14
        heading.string = "Keyboard"
        heading.bounds = CGRect(x: 0, y: 0, width: 300, height: 26)
        heading.position = CGPoint(x: 28, y: 22)
        let listHeight = CGFloat(HelpOverlay.bindings.count) * 23 + 8
        keys.string = HelpOverlay.bindings.map(\.keys).joined(separator: "\n")
        keys.bounds = CGRect(x: 0, y: 0, width: 190, height: listHeight)
        keys.position = CGPoint(x: 28, y: 62)
        actions.string = HelpOverlay.bindings.map(\.action).joined(separator: "\n")
        actions.bounds = CGRect(x: 0, y: 0, width: HelpOverlay.size.width - 246, height: listHeight)
        actions.position = CGPoint(x: 226, y: 62)
        [heading, keys, actions].forEach(layer.addSublayer)
        layer.isHidden = true
    }

    /// Centres the panel in a window of `size`, shrinking it to fit small windows.
    func place(in size: CGSize) {
        let s = min(1, (size.width - 32) / HelpOverlay.size.width, (size.height - 32) / HelpOverlay.size.height)
        let k = max(0.3, s)
        layer.transform = CATransform3DMakeScale(k, k, 1)
        layer.position = CGPoint(x: ((size.width - HelpOverlay.size.width * k) / 2).rounded(),
                                 y: ((size.height - HelpOverlay.size.height * k) / 2).rounded())
    }
}
