import AnimationUIKit

/// The cook scene's presentation "pop" (§21): the herb's details grow out of the tapped
/// thumbnail's frame to fill the screen on a bouncy spring, and shrink back into it on dismissal.
///
/// The details view is the one that moves (the `to` view when presenting, the `from` view when
/// dismissing): it is scaled to the thumbnail's size and centred on it, then a spring block
/// (`duration` 1 s, damping ratio `damping` 0.4, no initial velocity) takes it to its full frame,
/// or back. The section links its animator instead of printing it; these two values are this
/// project's choice.
final class PopAnimator: UIViewControllerAnimatedTransitioning {
    /// The whole transition, in seconds.
    static let duration: TimeInterval = 1.0
    /// The spring's damping ratio: below 1, so the view overshoots and settles.
    static let damping: CGFloat = 0.4

    /// True to present, false to dismiss.
    var presenting = true
    /// The thumbnail's frame in the container's coordinates.
    var originFrame = CGRect.zero
    /// Runs once a dismissal has completed.
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// The scale that shrinks a view of `full` size to `small`.
    static func scale(from full: CGRect, to small: CGRect) -> CGAffineTransform {
        guard full.width > 0, full.height > 0 else { return .identity }
        return CGAffineTransform(scaleX: small.width / full.width, y: small.height / full.height)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let detailsView = presenting ? toView : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let fullFrame = presenting ? detailsView.frame : container.bounds
        let shrunk = Self.scale(from: fullFrame, to: originFrame)
        if presenting {
            detailsView.transform = shrunk
            detailsView.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
            detailsView.clipsToBounds = true
        }
        if toView.superview !== container { container.addSubview(toView) }
        container.bringSubviewToFront(detailsView)

        let presenting = self.presenting
        let end = presenting ? CGPoint(x: fullFrame.midX, y: fullFrame.midY) : CGPoint(x: originFrame.midX,
                                                                                       y: originFrame.midY)
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.damping,
                       initialSpringVelocity: 0, animations: {
            detailsView.transform = presenting ? .identity : shrunk
            detailsView.center = end
        }, completion: { [weak self] _ in
            if !presenting { self?.dismissCompletion?() }
            transitionContext.completeTransition(true)
        })
    }
}
