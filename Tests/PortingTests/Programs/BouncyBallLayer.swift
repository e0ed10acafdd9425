import AnimationCore

/// A ball dropped on a spring: `CASpringAnimation` with explicit values, lasting its settling duration.
final class BouncyBallLayer: CALayer {
    func drop(to y: CGFloat) {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = position.y
        spring.toValue = y
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.duration = spring.settlingDuration
        position.y = y
        add(spring, forKey: "drop")
    }
}
