import AnimationUIKit

/// A view backed by a gradient layer whose colours follow the view's tint colour.
final class GradientTintView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    private(set) var tintChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyTint()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyTint()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
        applyTint()
    }

    private func applyTint() {
        gradientLayer.colors = [tintColor.cgColor, tintColor.withAlphaComponent(0).cgColor]
    }
}
