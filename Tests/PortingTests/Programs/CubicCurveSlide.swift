import AnimationUIKit

/// A banner that slides in along a custom cubic curve, and a badge faded with a running
/// animator (`runningPropertyAnimator`) after a delay.
final class CubicCurveSlide {
    let banner = UIView(frame: CGRect(x: -300, y: 0, width: 300, height: 60))
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    private(set) var badgeDone: UIViewAnimatingPosition?

    func show() {
        let animator = UIViewPropertyAnimator(duration: 0.8, controlPoint1: CGPoint(x: 0.25, y: 0.1),
                                              controlPoint2: CGPoint(x: 0.25, y: 1)) {
            self.banner.frame.origin.x = 0
        }
        animator.startAnimation()

        badge.alpha = 0
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0.2, options: [.curveLinear],
                                                       animations: {
            self.badge.alpha = 1
        }, completion: { position in
            self.badgeDone = position
        })
    }
}
