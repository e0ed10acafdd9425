import AnimationCore
import Foundation

/// The keyboard help (`H` or `?`): a centred panel listing every binding.
public final class HelpOverlay {
    /// Every key binding, in the order shown. The keys are the README's key table's first
    /// column, row for row (without its Markdown backticks); `HelpOverlayTests` holds them equal.
    public static let bindings: [(keys: String, action: String)] = [
        ("1–9, 0", "select one of the first ten tiles (full-window: open that scene)"),
        ("arrow keys, mouse click", "select a tile (full-window: ← → switch scene)"),
        ("wheel / Page Up, Page Down / Home, End", "scroll the grid / a page / the first or last tile"),
        ("/ then text", "filter by title, document, section or technique (Enter keeps, Esc clears)"),
        ("Enter, double click", "open the selected scene full-window"),
        ("Esc", "close help, inspector, full-window scene, filter; quit from the grid"),
        ("mouse, wheel, typing (full-window)", "go to the scene: buttons, gestures, text fields"),
        ("in a text field", "Shift+arrows select, Ctrl+arrows by word, Ctrl+A C X V, Ctrl+Z undo"),
        ("Space", "start or stop the selected scene (its own stop choreography)"),
        ("S / Shift+S", "slow motion (×10): the selected scene / the whole gallery"),
        ("[ / ]", "smaller / larger slow-motion factor"),
        ("P / Shift+P", "pause or resume: the selected scene / the gallery"),
        (", / .", "one frame (1/60 s) back / forward, pausing first"),
        ("R", "restart the selected scene from the beginning"),
        ("F", "frame-rate HUD"),
        ("H or ?", "this help"),
        ("I, or the \"Inspector (I)\" button", "timeline inspector (Shift+, Shift+.: ten frames; C copies)"),
        ("E (full-window)", "record the scene to a GIF; E again stops"),
    ]

    /// The panel; the stage adds it on top of everything.
    public let layer = CALayer()
    let heading: CATextLayer
    let keys: CATextLayer
    let actions: CATextLayer
    let footer: CATextLayer
    /// The panel's size, from the measured text.
    private(set) var size = CGSize(width: 640, height: 400)

    init() {
        heading = Theme.label(size: 18, bold: true)
        keys = Theme.label(size: 15, bold: true, color: Theme.accent)
        actions = Theme.label(size: 15, color: Theme.text)
        footer = Theme.label(size: 13, color: Theme.secondaryText)
        layer.name = "help"
        layer.anchorPoint = .zero
        layer.backgroundColor = Theme.panel
        layer.borderColor = Theme.panelBorder
        layer.borderWidth = 1
        layer.cornerRadius = 14
        heading.string = "Keyboard"
        keys.string = HelpOverlay.bindings.map(\.keys).joined(separator: "\n")
        actions.string = HelpOverlay.bindings.map(\.action).joined(separator: "\n")
        footer.string = "Esc or H closes this help"
        [heading, keys, actions, footer].forEach(layer.addSublayer)
        layer.isHidden = true
        measure()
    }

    /// Sizes the panel around its measured text.
    private func measure() {
        let pad: CGFloat = 28, gutter: CGFloat = 28
        func measured(_ l: CATextLayer) -> CGSize {
            let s = l.preferredFrameSize()
            return CGSize(width: ceil(s.width) + 2, height: ceil(s.height) + 2)
        }
        let h = measured(heading), k = measured(keys), a = measured(actions), f = measured(footer)
        heading.bounds = CGRect(origin: .zero, size: h)
        heading.position = CGPoint(x: pad, y: 22)
        let listTop = 22 + h.height + 14
        keys.bounds = CGRect(origin: .zero, size: k)
        keys.position = CGPoint(x: pad, y: listTop)
        actions.bounds = CGRect(origin: .zero, size: a)
        actions.position = CGPoint(x: pad + k.width + gutter, y: listTop)
        let listHeight = max(k.height, a.height)
        footer.bounds = CGRect(origin: .zero, size: f)
        footer.position = CGPoint(x: pad, y: listTop + listHeight + 14)
        size = CGSize(width: pad * 2 + k.width + gutter + a.width, height: footer.position.y + f.height + 20)
        layer.bounds = CGRect(origin: .zero, size: size)
    }

    /// Centres the panel in a window of `size`, shrinking it to fit small windows.
    func place(in window: CGSize) {
        let s = min(1, (window.width - 32) / size.width, (window.height - 32) / size.height)
        let k = max(0.3, s)
        layer.transform = CATransform3DMakeScale(k, k, 1)
        layer.position = CGPoint(x: ((window.width - size.width * k) / 2).rounded(),
                                 y: ((window.height - size.height * k) / 2).rounded())
    }
}
