import AnimationUIKit

/// Rain that is already falling when the screen appears: the emitter's `beginTime` is set two
/// seconds in the past, the usual way to prewarm a `CAEmitterLayer`.
final class PrewarmedRain: UIView {
    let rain = CAEmitterLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        rain.emitterPosition = CGPoint(x: bounds.midX, y: 0)
        rain.emitterShape = .line
        rain.emitterSize = CGSize(width: bounds.width, height: 1)
        rain.beginTime = CACurrentMediaTime() - 2
        let drop = CAEmitterCell()
        drop.contents = UIImage(named: "drop")?.cgImage
        drop.birthRate = 10
        drop.lifetime = 5
        drop.velocity = 100
        drop.emissionLongitude = .pi / 2
        rain.emitterCells = [drop]
        layer.addSublayer(rain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
