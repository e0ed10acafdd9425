import XCTest
@testable import AnimationUIKit

/// An animator for the transition tests: fades the incoming view in over `duration` with a
/// UIView block (adding it to the container) and completes with `completes` when the block ends.
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var completes = true
    private(set) var contexts: [UIViewControllerContextTransitioning] = []
    private(set) var ended: [Bool] = []

    init(duration: TimeInterval = 0.5) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        guard let to = transitionContext.view(forKey: .to) else { return }
        if to.superview == nil { transitionContext.containerView.addSubview(to) }
        to.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            to.alpha = 1
        }, completion: { _ in transitionContext.completeTransition(self.completes) })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Hands out one animator for presenting and one for dismissing.
final class AnimatorSource: UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let present = FadeAnimator(), dismiss = FadeAnimator(duration: 0.25)
    private(set) var operations: [UINavigationController.Operation] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismiss
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return operation == .push ? present : dismiss
    }
}
