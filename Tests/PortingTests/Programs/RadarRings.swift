import AnimationUIKit

/// Radar rings: one ring, replicated three times with a delay, grows and fades out.
final class RadarRings: UIView {
    let replicator = CAReplicatorLayer()
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.5
        layer.addSublayer(replicator)

        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemTeal.cgColor
        ring.lineWidth = 2
        ring.opacity = 0
        replicator.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func start() {
        let scale = CABasicAnimation(keyPath: "transform")
        scale.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(0.1, 0.1, 1))
        scale.toValue = NSValue(caTransform3D: CATransform3DIdentity)
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 1, 0]
        fade.keyTimes = [0, 0.5, 1]
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1.5
        group.repeatCount = .infinity
        ring.add(group, forKey: "radar")
    }
}
