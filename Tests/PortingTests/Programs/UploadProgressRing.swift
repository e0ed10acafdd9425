import AnimationCore

/// An upload ring that fills to the reported progress and tells when it got there, through
/// `CATransaction`'s completion block.
final class UploadProgressRing {
    let ring = CAShapeLayer()
    private(set) var reached: [CGFloat] = []

    init() {
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        ring.strokeEnd = 0
    }

    func setProgress(_ progress: CGFloat) {
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.reached.append(progress) }
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = ring.strokeEnd
        fill.toValue = progress
        fill.duration = 0.5
        ring.strokeEnd = progress
        ring.add(fill, forKey: "fill")
        CATransaction.commit()
    }
}
