import AnimationUIKit

/// A confetti burst: a line emitter along the top edge with one cell per colour, which stops
/// emitting after a second (through `DispatchQueue.main.asyncAfter`).
final class ConfettiView: UIView {
    let emitter = CAEmitterLayer()
    let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemYellow]

    override init(frame: CGRect) {
        super.init(frame: frame)
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: 0)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 20
            cell.lifetime = 3
            cell.velocity = 150
            cell.velocityRange = 50
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 8
            cell.yAcceleration = 100
            cell.spin = 3
            cell.spinRange = 2
            cell.scale = 0.5
            cell.color = color.cgColor
            cell.contents = UIImage(named: "confetti")?.cgImage
            return cell
        }
        layer.addSublayer(emitter)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func burst() {
        emitter.beginTime = CACurrentMediaTime()
        emitter.birthRate = 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.emitter.birthRate = 0
        }
    }
}
