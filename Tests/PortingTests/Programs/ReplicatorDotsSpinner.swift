import AnimationUIKit

/// Eight dots around a circle that fade out one after the other (a replicator activity indicator).
final class ReplicatorDotsSpinner: UIView {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
    let dotCount = 8
    let period: CFTimeInterval = 0.8

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        replicator.frame = bounds
        layer.addSublayer(replicator)

        dot.frame = CGRect(x: bounds.midX - 4, y: 4, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.backgroundColor = UIColor.darkGray.cgColor
        replicator.addSublayer(dot)

        replicator.instanceCount = dotCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
        replicator.instanceDelay = period / Double(dotCount)
    }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = period
        fade.repeatCount = HUGE
        dot.add(fade, forKey: "fade")
    }

    func stopAnimating() {
        dot.removeAnimation(forKey: "fade")
    }
}
