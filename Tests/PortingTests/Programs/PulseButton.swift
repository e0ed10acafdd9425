import AnimationUIKit

/// A call-to-action button with a halo that grows (`transform.scale.xy`) and fades forever.
final class PulseButton: UIView {
    let halo = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = frame.height / 2
        halo.frame = bounds
        halo.cornerRadius = frame.height / 2
        halo.backgroundColor = UIColor.systemBlue.cgColor
        layer.insertSublayer(halo, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func pulse() {
        let grow = CABasicAnimation(keyPath: "transform.scale.xy")
        grow.fromValue = 1
        grow.toValue = 1.6
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.6
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = 1.5
        group.repeatCount = HUGE
        halo.add(group, forKey: "pulse")
    }
}
