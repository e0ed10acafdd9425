import AnimationUIKit

/// A circle whose stroke grows and then is eaten from its tail (Material-style stroke spinner).
final class StrokeSpinner: UIView {
    let circle = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        circle.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
        circle.fillColor = nil
        circle.strokeColor = UIColor.systemGreen.cgColor
        circle.lineWidth = 4
        layer.addSublayer(circle)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        let head = CABasicAnimation(keyPath: "strokeEnd")
        head.fromValue = 0
        head.toValue = 1
        head.duration = 1
        head.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let tail = CABasicAnimation(keyPath: "strokeStart")
        tail.fromValue = 0
        tail.toValue = 1
        tail.beginTime = 0.5
        tail.duration = 1
        tail.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let group = CAAnimationGroup()
        group.animations = [head, tail]
        group.duration = 1.5
        group.repeatCount = .greatestFiniteMagnitude
        circle.add(group, forKey: "stroke")
    }
}
