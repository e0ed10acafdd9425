import AnimationUIKit

/// Sparkles added by a screen shown long after launch, without a `beginTime`: as on iOS they
/// start from nothing when the emitter is first committed.
final class LateSparkles: UIView {
    let sparkles = CAEmitterLayer()

    func showSparkles() {
        sparkles.emitterPosition = CGPoint(x: bounds.midX, y: bounds.midY)
        let cell = CAEmitterCell()
        cell.contents = UIImage(named: "sparkle")?.cgImage
        cell.birthRate = 2
        cell.lifetime = 60
        sparkles.emitterCells = [cell]
        layer.addSublayer(sparkles)
    }
}
