import AnimationUIKit

/// A three-quarter arc that spins forever, like many "loading" rings.
final class RotatingArcSpinner: UIView {
    let arc = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        arc.frame = bounds
        arc.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 3,
                                startAngle: 0, endAngle: 1.5 * .pi, clockwise: true).cgPath
        arc.strokeColor = UIColor.systemBlue.cgColor
        arc.fillColor = UIColor.clear.cgColor
        arc.lineWidth = 3
        arc.lineCap = .round
        layer.addSublayer(arc)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = 2 * Double.pi
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        arc.add(rotation, forKey: "rotation")
    }
}
