import AnimationUIKit

/// A "shimmer" over a placeholder: a gradient mask whose bright band sweeps across by
/// animating its `locations`.
final class ShimmerView: UIView {
    let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
        gradient.frame = bounds
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.colors = [UIColor(white: 1, alpha: 0.4).cgColor, UIColor.white.cgColor,
                           UIColor(white: 1, alpha: 0.4).cgColor]
        gradient.locations = [0, 0.1, 0.2]
        layer.mask = gradient
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startShimmering() {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-0.2, -0.1, 0]
        sweep.toValue = [1, 1.1, 1.2]
        sweep.duration = 1.2
        sweep.repeatCount = HUGE
        gradient.add(sweep, forKey: "shimmer")
    }
}
