import Foundation

/// How text lines up in its box (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A view that shows text, drawn by its layer, a `CATextLayer`.
///
///     let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 24))
///     label.text = "Loading…"
///     label.font = .boldSystemFont(ofSize: 20)
///
/// `font` sets the layer's `font` (its name) and `fontSize`; `textColor` its
/// `foregroundColor`; `textAlignment` its `alignmentMode`; `numberOfLines` other than 1 wraps.
/// `sizeThatFits(_:)` and `intrinsicContentSize` measure with `CAResourceProviders.measure`
/// (the renderer's font when one is installed, else the core's 0.55 em estimate).
///
/// Differences from UIKit: text is drawn at the top of the bounds, not centred vertically
/// (size the label with `sizeToFit()`); no attributed text, shadows or line-break modes
/// beyond truncation at the end of a single line; wrapped heights are estimated from the
/// one-line width.
open class UILabel: UIView {
    open override class var layerClass: CALayer.Type { CATextLayer.self }

    private var interactionEnabled = false
    /// False by default, as in UIKit: touches pass through to the view behind (set it to true
    /// for a gesture recognizer on this view to see them).
    open override var isUserInteractionEnabled: Bool {
        get { interactionEnabled }
        set { interactionEnabled = newValue }
    }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    /// The text (nil shows nothing).
    open var text: String? {
        didSet { textLayer.string = text; contentSizeDidChange?() }
    }

    /// The font (the system font at 17 pt by default).
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            applyFont()
        }
    }

    /// The text colour (black by default).
    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            textLayer.foregroundColor = textColor.cgColor
        }
    }

    /// How lines sit horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayer.alignmentMode = Self.alignmentMode(textAlignment) }
    }

    /// The most lines to show: 1 by default; 0 means as many as needed. Negative values count as 0.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            applyWrapping()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyFont()
        textLayer.foregroundColor = UIColor.black.cgColor
        textLayer.alignmentMode = .natural
        applyWrapping()
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    /// The size the text needs: one line's measured width (at most `size.width` when that is
    /// positive and the label wraps) and the height of the lines it takes.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let line = oneLineSize
        guard numberOfLines != 1, size.width > 0, size.width.isFinite, line.width > size.width else { return line }
        // Counted in floating point: an enormous font or a tiny width must not overflow an Int.
        var lines = (line.width / size.width).rounded(.up)
        if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
        return CGSize(width: size.width, height: lines * font.lineHeight)
    }

    /// The size the text needs on one line.
    open var intrinsicContentSize: CGSize { oneLineSize }

    /// Resizes the bounds to `sizeThatFits` the current width, keeping the origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    private var oneLineSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let s = CAResourceProviders.measure(text, fontName: font.fontName, fontSize: font.pointSize)
        return CGSize(width: s.width.rounded(.up), height: max(s.height, font.lineHeight).rounded(.up))
    }

    private func applyFont() {
        textLayer.font = font.fontName
        textLayer.fontSize = font.pointSize
        contentSizeDidChange?()
    }

    /// Told when the text or font changes, so an owner (a button) can lay the label out again.
    var contentSizeDidChange: (() -> Void)?

    private func applyWrapping() {
        textLayer.isWrapped = numberOfLines != 1
        textLayer.truncationMode = numberOfLines == 1 ? .end : .none
    }

    static func alignmentMode(_ a: NSTextAlignment) -> CATextLayerAlignmentMode {
        switch a {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}
