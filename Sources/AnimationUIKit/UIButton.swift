import Foundation

/// A control that shows a title and an image per state and sends actions when tapped.
///
///     let button = UIButton(type: .system)
///     button.setTitle("Log In", for: .normal)
///     button.addAction(UIAction { _ in logIn() }, for: .touchUpInside)
///
/// Each state (`.normal`, `.highlighted`, `.selected`, `.disabled`) may have its own title,
/// title colour and image; a state without one uses the `.normal` value (a combined state
/// such as `[.selected, .highlighted]` tries itself, then its single flags, then `.normal`).
/// While pressed the button shows its `.highlighted` values; a `.system` button also dims its
/// title and image to 20 % opacity when no highlighted colour is set, as UIKit's does, and a
/// disabled one shows grey. The image sits left of the title, the pair centred in the bounds.
///
/// Differences from UIKit: no `UIButton.Configuration`, background images, menus, content
/// insets or tint; `.system` titles are UIKit's default blue (0, 0.478, 1) and 15 pt.
open class UIButton: UIControl {
    /// The kinds of button UIKit offers; all but `.custom` draw as `.system` here.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind given to `init(type:)` (`.custom` for `init(frame:)`).
    public private(set) var buttonType: ButtonType = .custom

    /// The label that shows the title (created with the button).
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the image.
    public let imageView: UIImageView? = UIImageView()

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let imageView { addSubview(imageView) }
        if let titleLabel {
            titleLabel.font = .systemFont(ofSize: 15)
            titleLabel.textAlignment = .center
            titleLabel.isUserInteractionEnabled = false
            titleLabel.contentSizeDidChange = { [weak self] in self?.layoutContent() }
            addSubview(titleLabel)
        }
        imageView?.isUserInteractionEnabled = false
        updateContent()
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    open override var frame: CGRect { didSet { layoutContent() } }
    open override var bounds: CGRect { didSet { layoutContent() } }

    // MARK: Per-state values

    /// Sets the title for `state` (nil removes it, falling back to `.normal`'s).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`, or the one it falls back to.
    open func title(for state: UIControl.State) -> String? { lookup(titles, state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state` (set, fallen back to, or the button type's default).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let set = lookup(titleColors, state) { return set }
        if state.contains(.disabled) { return UIColor(white: 0.5, alpha: 0.5) }
        return buttonType == .custom ? .white : Self.systemBlue
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, or the one it falls back to.
    open func image(for state: UIControl.State) -> UIImage? { lookup(images, state) }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    open override func stateDidChange() { updateContent() }

    // MARK: Size

    /// The image and title side by side, with 6 pt around the title.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let t = titleLabel?.intrinsicContentSize ?? .zero
        let i = currentImage?.size ?? .zero
        let titlePad: CGFloat = t.width > 0 ? 12 : 0
        return CGSize(width: t.width + titlePad + i.width, height: max(t.height + (t.height > 0 ? 12 : 0), i.height))
    }

    /// The size that fits the content.
    open var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Resizes the bounds to fit the content, keeping the origin.
    open func sizeToFit() { frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size)) }

    // MARK: Appearance

    static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)

    private func lookup<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? {
        if let exact = table[state.rawValue] { return exact }
        for flag in [UIControl.State.highlighted, .disabled, .selected] where state.contains(flag) {
            if let v = table[flag.rawValue] { return v }
        }
        return table[UIControl.State.normal.rawValue]
    }

    private func updateContent() {
        let s = state
        titleLabel?.text = title(for: s)
        titleLabel?.textColor = titleColor(for: s)
        imageView?.image = image(for: s)
        let dims = buttonType != .custom && s.contains(.highlighted)
            && titleColors[UIControl.State.highlighted.rawValue] == nil
        titleLabel?.alpha = dims ? 0.2 : 1
        imageView?.alpha = dims ? 0.2 : 1
        layoutContent()
    }

    private func layoutContent() {
        guard let titleLabel, let imageView else { return }
        let t = titleLabel.intrinsicContentSize
        let i = imageView.image?.size ?? .zero
        let total = t.width + i.width
        let b = bounds
        var x = b.midX - total / 2
        imageView.frame = CGRect(x: x, y: b.midY - i.height / 2, width: i.width, height: i.height)
        x += i.width
        titleLabel.frame = CGRect(x: x, y: b.midY - t.height / 2, width: t.width, height: t.height)
    }
}
