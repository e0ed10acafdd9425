import AnimationCore
import Foundation

/// A one-line message at the bottom of the window for a few seconds: what a recording did
/// ("recorded playground-snow-….gif: 90 frames", "nothing was recorded…", "the disk is full…").
/// Errors are drawn with a red border and stay longer. Hidden when there is nothing to say.
final class WindowNotice {
    /// The panel; the window adds it on top of everything.
    let layer = CALayer()
    let label: CATextLayer
    /// The text shown (nil: hidden).
    private(set) var text: String?
    private(set) var isError = false
    /// When the message is hidden again (media time).
    private var hideAt = 0.0
    /// The window's size at the last layout.
    private var window = CGSize.zero
    /// The top of what the panel must stay above at the bottom of the window (the full-window
    /// footer line and the Inspector button; nil: nothing, the panel sits on the bottom margin).
    /// Set before each frame; the panel moves when it changes.
    var obstacleTop: CGFloat? {
        didSet { if obstacleTop != oldValue { place(in: window) } }
    }

    /// Seconds a message stays; an error stays twice as long.
    static let duration = 4.0

    init() {
        label = Theme.label(size: 14)
        layer.name = "window-notice"
        layer.anchorPoint = .zero
        layer.backgroundColor = CGColor(red: 0.07, green: 0.08, blue: 0.11, alpha: 0.92)
        layer.borderWidth = 2
        layer.cornerRadius = 8
        layer.addSublayer(label)
        layer.isHidden = true
    }

    /// True while a message is shown (the window then wakes to hide it in time).
    var isShown: Bool { text != nil }

    /// Shows `text` from media time `now`, laid out for a window of `window` points.
    func show(_ text: String, isError: Bool, now: Double, in window: CGSize) {
        self.text = text
        self.isError = isError
        hideAt = now + Self.duration * (isError ? 2 : 1)
        Theme.withoutAnimation {
            layer.isHidden = false
            layer.borderColor = isError ? CGColor(red: 1, green: 0.36, blue: 0.33, alpha: 1) : Theme.accent
            label.string = text
            place(in: window)
        }
    }

    /// Hides the message once its time is up; returns true when it did (the frame changed).
    func update(now: Double) -> Bool {
        guard text != nil, now >= hideAt else { return false }
        text = nil
        Theme.withoutAnimation { layer.isHidden = true }
        return true
    }

    /// Lays the panel out along the bottom of a window of `window` points, above `obstacleTop`.
    func place(in window: CGSize) {
        self.window = window
        guard let text else { return }
        let margin: CGFloat = 12, pad: CGFloat = 10
        let measured = CAResourceProviders.measure(text, fontName: Theme.regularFont, fontSize: label.fontSize)
        let width = min(max(120, ceil(measured.width) + pad * 2 + 2), max(120, window.width - margin * 2))
        let height = ceil(measured.height) + pad * 2
        Theme.withoutAnimation {
            label.bounds = CGRect(x: 0, y: 0, width: width - pad * 2, height: ceil(measured.height) + 2)
            label.position = CGPoint(x: pad, y: pad - 1)
            layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            let bottom = min(window.height - margin, (obstacleTop ?? .infinity) - 4)
            layer.position = CGPoint(x: ((window.width - width) / 2).rounded(), y: max(0, bottom - height))
        }
    }
}
