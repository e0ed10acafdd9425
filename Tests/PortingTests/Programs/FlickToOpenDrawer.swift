import AnimationUIKit

/// A drawer dragged part-way and flicked open: the rest of the motion is a spring that starts
/// with the flick's velocity and takes half the animator's duration.
final class FlickToOpenDrawer {
    let panel = UIView(frame: CGRect(x: 0, y: 600, width: 400, height: 300))
    let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut)

    func dragStarted() {
        animator.addAnimations { self.panel.frame.origin.y = 300 }
        animator.pauseAnimation()
    }

    func dragged(to fraction: CGFloat) { animator.fractionComplete = fraction }

    func flicked(velocity: CGFloat) {
        let spring = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: velocity, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.5)
    }
}
