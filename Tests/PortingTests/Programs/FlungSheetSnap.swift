import AnimationCore

/// A bottom sheet that snaps to its resting place after a fling: a critically damped spring
/// (no bounce) that starts with the fling's speed and runs for as long as it takes to settle.
final class FlungSheetSnap {
    let layer = CALayer()
    private(set) var snap: CASpringAnimation?

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 390, height: 400)
        layer.position = CGPoint(x: 195, y: 700)
    }

    /// `speed` is the fling's speed towards the resting place, in sheet-distances per second.
    func release(towards restingY: CGFloat, speed: CGFloat) {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.mass = 1
        spring.stiffness = 300
        spring.damping = 2 * (spring.stiffness * spring.mass).squareRoot()
        spring.initialVelocity = speed
        spring.fromValue = layer.position.y
        spring.toValue = restingY
        spring.duration = spring.settlingDuration
        layer.position.y = restingY
        layer.add(spring, forKey: "snap")
        snap = spring
    }
}
