import AnimationUIKit
import Foundation

/// The document's "clock wipe": a `CAShapeLayer` mask holding one full circle whose stroke is
/// as wide as the centre-to-corner distance, so a full stroke covers the whole picture;
/// animating `strokeEnd` sweeps a growing sector round from twelve o'clock, like a radar.
///
/// The document sets the arc's radius to half the centre-to-corner distance and says its line
/// width makes the stroke fill the bounds; a width equal to the radius would leave the centre
/// and the corners uncovered, so the width here is the diameter (the stroke then runs from the
/// centre to the corners). Timings are ours: reveal (`strokeEnd` 0 → 1, linear) in
/// `revealDuration`, hold, hide (1 → 0) in `revealDuration`; the mask's model `strokeEnd` is 0,
/// as the document sets it before animating.
enum ClockWipe {
    static let revealDuration: CFTimeInterval = 2
    static let holdDuration: CFTimeInterval = 1
    static var totalDuration: CFTimeInterval { 2 * revealDuration + holdDuration }
    static let animationKey = "clockWipe"

    /// The mask for a view of `bounds`.
    static func makeMask(for bounds: CGRect) -> CAShapeLayer {
        let mask = CAShapeLayer()
        mask.frame = bounds
        let cornerDistance = hypot(bounds.width, bounds.height) / 2
        let radius = cornerDistance / 2
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                            startAngle: -.pi / 2, delta: 2 * .pi)
        mask.path = path
        mask.lineWidth = 2 * radius
        mask.fillColor = nil
        mask.strokeColor = UIColor.black.cgColor
        mask.strokeEnd = 0
        return mask
    }

    /// Reveals and hides through `mask`, starting now; `completion` when hidden again.
    static func play(on mask: CAShapeLayer, completion: @escaping (Bool) -> Void) {
        let reveal = CABasicAnimation(keyPath: "strokeEnd")
        reveal.fromValue = 0.0
        reveal.toValue = 1.0
        reveal.duration = revealDuration
        reveal.fillMode = .forwards
        let hide = CABasicAnimation(keyPath: "strokeEnd")
        hide.fromValue = 1.0
        hide.toValue = 0.0
        hide.beginTime = revealDuration + holdDuration
        hide.duration = revealDuration
        let wipe = CAAnimationGroup()
        wipe.animations = [reveal, hide]
        wipe.duration = totalDuration
        wipe.delegate = AnimationCompletion(completion)
        mask.add(wipe, forKey: animationKey)
    }
}
