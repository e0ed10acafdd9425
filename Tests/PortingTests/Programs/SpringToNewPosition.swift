import AnimationCore

/// Moves a layer with a spring that has neither `fromValue` nor `toValue`: the model value is
/// set first, and the spring animates from the old presented value to it (a common idiom).
final class SpringToNewPosition {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
    }

    func move(to point: CGPoint) {
        let spring = CASpringAnimation(keyPath: "position")
        spring.damping = 12
        spring.stiffness = 180
        spring.duration = spring.settlingDuration
        layer.position = point
        layer.add(spring, forKey: "position")
    }
}
