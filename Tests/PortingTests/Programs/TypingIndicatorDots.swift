import AnimationCore

/// The three-dot "is typing" indicator: one dot replicated three times, each copy's bounce
/// starting 0.2 s after the previous one's (`instanceDelay`).
final class TypingIndicatorDots {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    init() {
        dot.frame = CGRect(x: 0, y: 10, width: 8, height: 8)
        dot.cornerRadius = 4
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
        replicator.instanceDelay = 0.2
    }

    func start() {
        let bounce = CABasicAnimation(keyPath: "position.y")
        bounce.fromValue = 14
        bounce.toValue = 6
        bounce.duration = 0.3
        bounce.autoreverses = true
        bounce.repeatCount = .infinity
        dot.add(bounce, forKey: "bounce")
    }
}
