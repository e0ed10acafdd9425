import AnimationCore
import Foundation

/// What the window says over a live scene: a build's errors, or a crash of the user's code.
public struct LiveMessage: Codable, Equatable, Sendable {
    /// One line in bold ("3 errors — the last good build keeps running").
    public var title: String
    /// Every error as `file:line:column: message`, or what happened and where.
    public var lines: [String]
    /// True for a crash or a watchdog stop (red), false for build errors (amber).
    public var isCrash: Bool

    public init(title: String, lines: [String], isCrash: Bool = false) {
        self.title = title; self.lines = lines; self.isCrash = isCrash
    }
}

/// The panel across the top of the window that shows a `LiveMessage` over the last good
/// picture, which keeps moving below it. Hidden when there is nothing to say.
public final class LiveOverlay {
    /// The panel; the window adds it on top of everything.
    public let layer = CALayer()
    let title: CATextLayer
    let body: CATextLayer
    /// The message shown (nil: hidden).
    public private(set) var message: LiveMessage?
    /// At most this many lines are shown; the rest are counted in a last line.
    static let maximumLines = 14

    init() {
        title = Theme.label(size: 16, bold: true)
        body = Theme.label(size: 13, color: Theme.text)
        body.isWrapped = true
        body.truncationMode = .end
        layer.name = "live-overlay"
        layer.anchorPoint = .zero
        layer.backgroundColor = CGColor(red: 0.09, green: 0.05, blue: 0.05, alpha: 0.9)
        layer.borderWidth = 2
        layer.cornerRadius = 10
        [title, body].forEach(layer.addSublayer)
        layer.isHidden = true
    }

    /// Shows `message` (nil hides the panel) laid out for a window of `window` points.
    func show(_ message: LiveMessage?, in window: CGSize) {
        self.message = message
        Theme.withoutAnimation {
            guard let message else { layer.isHidden = true; return }
            layer.isHidden = false
            let colour = message.isCrash ? CGColor(red: 1, green: 0.36, blue: 0.33, alpha: 1)
                                         : CGColor(red: 1, green: 0.72, blue: 0.3, alpha: 1)
            layer.borderColor = colour
            title.foregroundColor = colour
            title.string = message.title
            var lines = Array(message.lines.prefix(Self.maximumLines))
            if message.lines.count > lines.count { lines.append("… and \(message.lines.count - lines.count) more") }
            body.string = lines.joined(separator: "\n")
            place(in: window)
        }
    }

    /// Lays the panel out across the top of a window of `window` points.
    func place(in window: CGSize) {
        guard message != nil else { return }
        let margin: CGFloat = 12, pad: CGFloat = 14
        let width = max(200, window.width - margin * 2)
        let t = title.preferredFrameSize()
        title.bounds = CGRect(x: 0, y: 0, width: width - pad * 2, height: ceil(t.height) + 2)
        title.position = CGPoint(x: pad, y: pad)
        // Rows after wrapping: each line's measured width over the width it has.
        let textWidth = width - pad * 2
        let lines = (body.string as? String ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        func measured(_ text: String) -> CGSize {
            CAResourceProviders.measure(text, fontName: Theme.regularFont, fontSize: body.fontSize)
        }
        let rowHeight = ceil(measured("Xg").height)
        let rows = lines.reduce(0) { n, line in
            let w = measured(String(line)).width
            return n + max(1, Int((w / textWidth).rounded(.up)))
        }
        let bodyHeight = min(CGFloat(rows) * rowHeight + 4, max(40, window.height * 0.6))
        body.bounds = CGRect(x: 0, y: 0, width: textWidth, height: bodyHeight)
        body.position = CGPoint(x: pad, y: pad + title.bounds.height + 6)
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: body.position.y + bodyHeight + pad)
        layer.position = CGPoint(x: margin, y: margin)
    }
}
