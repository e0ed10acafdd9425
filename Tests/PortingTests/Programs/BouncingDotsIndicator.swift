import AnimationUIKit

/// Three dots that hop in turn, each with a keyframe animation of `position.y`.
final class BouncingDotsIndicator: UIView {
    var dots: [CALayer] = []
    let hop: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        for i in 0..<3 {
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: 10 + CGFloat(i) * 20, y: bounds.midY)
            dot.cornerRadius = 5
            dot.backgroundColor = UIColor.systemPurple.cgColor
            layer.addSublayer(dot)
            dots.append(dot)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        for (i, dot) in dots.enumerated() {
            let bounce = CAKeyframeAnimation(keyPath: "position.y")
            let y = dot.position.y
            bounce.values = [y, y - hop, y, y]
            bounce.keyTimes = [0, 0.25, 0.5, 1]
            bounce.duration = 0.9
            bounce.repeatCount = HUGE
            bounce.beginTime = CACurrentMediaTime() + Double(i) * 0.15
            dot.add(bounce, forKey: "bounce")
        }
    }
}
