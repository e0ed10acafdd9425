import AnimationUIKit

/// A view dropped with a physical spring (mass, stiffness, damping): the animator's duration
/// is ignored and the motion lasts as long as the spring needs.
final class PhysicalSpringDrop {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    private(set) var finished = false

    func drop() {
        let spring = UISpringTimingParameters(mass: 2, stiffness: 100, damping: 8,
                                              initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { self.view.center = CGPoint(x: 20, y: 220) }
        animator.addCompletion { _ in self.finished = true }
        animator.startAnimation()
    }
}
