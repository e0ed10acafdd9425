import AnimationUIKit

/// A skeleton loading row: a gradient layer whose band slides with `startPoint`/`endPoint`
/// and whose colours pulse between two greys.
final class SkeletonCell: UIView {
    let gradient = CAGradientLayer()
    let light = UIColor(white: 0.92, alpha: 1)
    let dark = UIColor(white: 0.82, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.frame = bounds
        gradient.colors = [dark.cgColor, light.cgColor, dark.cgColor]
        gradient.startPoint = CGPoint(x: -1, y: 0.5)
        gradient.endPoint = CGPoint(x: 0, y: 0.5)
        layer.addSublayer(gradient)
        layer.cornerRadius = 6
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startLoading() {
        let start = CABasicAnimation(keyPath: "startPoint")
        start.toValue = NSValue(cgPoint: CGPoint(x: 1, y: 0.5))
        let end = CABasicAnimation(keyPath: "endPoint")
        end.toValue = NSValue(cgPoint: CGPoint(x: 2, y: 0.5))
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = 1.5
        group.repeatCount = .infinity
        gradient.add(group, forKey: "slide")
    }
}
