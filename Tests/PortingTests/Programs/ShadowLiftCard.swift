import AnimationUIKit

/// A card that lifts when touched: it rises with a spring (`transform.translation.y`) while its
/// shadow spreads (`shadowOffset.height`, `shadowRadius`).
final class ShadowLiftCard: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func lift() {
        let rise = CASpringAnimation(keyPath: "transform.translation.y")
        rise.fromValue = 0
        rise.toValue = -8
        rise.damping = 15
        rise.duration = rise.settlingDuration
        rise.fillMode = .forwards
        rise.isRemovedOnCompletion = false
        layer.add(rise, forKey: "rise")

        let offset = CABasicAnimation(keyPath: "shadowOffset.height")
        offset.toValue = 12
        offset.fillMode = .forwards
        let radius = CABasicAnimation(keyPath: "shadowRadius")
        radius.toValue = 10
        radius.fillMode = .forwards
        let group = CAAnimationGroup()
        group.animations = [offset, radius]
        group.duration = 0.3
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "shadow")
    }
}
