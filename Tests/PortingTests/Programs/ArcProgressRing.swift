import AnimationCore

/// A progress ring whose `progress` setter animates `strokeEnd` implicitly, with a
/// transaction that sets the duration and curve (the QuartzCore-only idiom).
final class ArcProgressRing: CAShapeLayer {
    var progress: CGFloat = 0 {
        didSet {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            strokeEnd = progress
            CATransaction.commit()
        }
    }

    override init() {
        super.init()
        path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        fillColor = nil
        lineWidth = 6
        strokeEnd = 0
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
