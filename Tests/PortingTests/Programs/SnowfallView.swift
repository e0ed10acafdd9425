import AnimationUIKit

/// Gentle snow over the whole width: a line emitter above the top edge, flakes drifting down.
final class SnowfallView: UIView {
    let snow = CAEmitterLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        snow.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        snow.emitterShape = .line
        snow.emitterSize = CGSize(width: bounds.width, height: 1)

        let flake = CAEmitterCell()
        flake.contents = UIImage(named: "snowflake")?.cgImage
        flake.birthRate = 30
        flake.lifetime = 8
        flake.velocity = 40
        flake.velocityRange = 10
        flake.emissionLongitude = .pi / 2
        flake.xAcceleration = 2
        flake.scale = 0.3
        flake.scaleRange = 0.1
        flake.alphaSpeed = -0.1
        snow.emitterCells = [flake]
        layer.addSublayer(snow)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
