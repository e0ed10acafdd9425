import AnimationUIKit

/// Music "equalizer" bars: one bar copied by a replicator, scaled in y with a delay per copy.
final class EqualizerBars: UIView {
    let replicator = CAReplicatorLayer()
    let bar = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
        replicator.instanceDelay = 0.1
        layer.addSublayer(replicator)

        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.bounds = CGRect(x: 0, y: 0, width: 8, height: 40)
        bar.position = CGPoint(x: 4, y: bounds.height)
        bar.backgroundColor = UIColor.systemRed.cgColor
        replicator.addSublayer(bar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        let pump = CABasicAnimation(keyPath: "transform.scale.y")
        pump.fromValue = 0.2
        pump.toValue = 1
        pump.duration = 0.4
        pump.autoreverses = true
        pump.repeatCount = .infinity
        bar.add(pump, forKey: "pump")
    }
}
