import AnimationUIKit

/// An icon drawn from a template image in its view's tint colour, inherited from the toolbar.
final class TintedIconBadge: UIView {
    let icon = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.frame = bounds
        layer.addSublayer(icon)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    func redraw() {
        let template = UIImage(named: "bell", in: Bundle.main, compatibleWith: nil)?.withRenderingMode(.alwaysTemplate)
        icon.contents = template?.withTintColor(tintColor).cgImage
    }
}
