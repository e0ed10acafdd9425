import AnimationUIKit

/// A side drawer scrubbed along its ease-in-out curve rather than linearly (`scrubsLinearly = false`).
final class EasedScrubDrawer {
    let drawer = UIView(frame: CGRect(x: -250, y: 0, width: 250, height: 600))
    let animator: UIViewPropertyAnimator

    init() {
        animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
        animator.addAnimations { self.drawer.frame.origin.x = 0 }
        animator.scrubsLinearly = false
    }

    func drag(fraction: CGFloat) {
        if animator.state == .inactive { animator.pauseAnimation() }
        animator.fractionComplete = fraction
    }
}
