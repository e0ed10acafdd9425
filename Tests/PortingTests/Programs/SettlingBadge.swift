import AnimationCore

/// A badge that springs in over exactly as long as its spring takes to settle; its mass comes
/// from a tuning table that can hold 0, which Core Animation's setter replaces with 1.
final class SettlingBadge {
    let layer = CALayer()
    let spring = CASpringAnimation(keyPath: "transform.scale")

    init(tunedMass: CGFloat) {
        spring.mass = tunedMass
        spring.stiffness = 200
        spring.damping = 20
        spring.fromValue = 0
        spring.toValue = 1
        spring.duration = spring.settlingDuration
    }

    func popIn() {
        layer.add(spring, forKey: "pop")
    }
}
