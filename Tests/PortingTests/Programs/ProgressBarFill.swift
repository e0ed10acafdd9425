import AnimationCore

/// A progress bar whose fill grows from the left: the fill's anchor point is on its left edge
/// and `bounds.size.width` is animated.
final class ProgressBarFill: CALayer {
    let fill = CALayer()

    override init() {
        super.init()
        bounds = CGRect(x: 0, y: 0, width: 200, height: 8)
        fill.anchorPoint = CGPoint(x: 0, y: 0.5)
        fill.bounds = CGRect(x: 0, y: 0, width: 0, height: 8)
        fill.position = CGPoint(x: 0, y: 4)
        addSublayer(fill)
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setProgress(_ progress: CGFloat, duration: CFTimeInterval) {
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = fill.bounds.width
        grow.toValue = bounds.width * progress
        grow.duration = duration
        fill.bounds.size.width = bounds.width * progress
        fill.add(grow, forKey: "progress")
    }
}
