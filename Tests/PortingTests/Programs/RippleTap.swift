import AnimationUIKit

/// A material ripple: a circle path grows from the touch point and fades, and removes itself
/// when the animation ends.
final class RippleTap: UIView {
    private(set) var ripples: [CAShapeLayer] = []

    func ripple(at point: CGPoint) {
        let ripple = CAShapeLayer()
        ripple.fillColor = UIColor(white: 0, alpha: 0.2).cgColor
        ripple.path = UIBezierPath(arcCenter: point, radius: 1, startAngle: 0, endAngle: 2 * .pi,
                                   clockwise: true).cgPath
        layer.addSublayer(ripple)
        ripples.append(ripple)

        let radius = max(bounds.width, bounds.height)
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(arcCenter: point, radius: radius, startAngle: 0, endAngle: 2 * .pi,
                                    clockwise: true).cgPath
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = 0.4
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = self
        group.setValue(ripple, forKey: "ripple")
        ripple.add(group, forKey: "ripple")
    }
}

extension RippleTap: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let ripple = anim.value(forKey: "ripple") as? CAShapeLayer else { return }
        ripple.removeFromSuperlayer()
        ripples.removeAll { $0 === ripple }
    }
}
