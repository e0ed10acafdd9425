import AnimationCore

/// A shape layer whose implicit `strokeEnd` changes animate slowly and linearly, through an
/// overridden `action(forKey:)`.
final class SlowStrokeShapeLayer: CAShapeLayer {
    override func action(forKey event: String) -> CAAction? {
        guard event == "strokeEnd" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.strokeEnd ?? strokeEnd
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }
}
