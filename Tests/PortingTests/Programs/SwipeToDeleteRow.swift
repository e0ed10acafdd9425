import AnimationUIKit

/// A row swiped away; a tap during the swipe stops it where it is (`stopAnimation(false)` then
/// `finishAnimation(at: .current)`).
final class SwipeToDeleteRow {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    private(set) var finishedAt: UIViewAnimatingPosition?

    func swipe() {
        animator.addAnimations { self.row.frame.origin.x = -320 }
        animator.addCompletion { self.finishedAt = $0 }
        animator.startAnimation()
    }

    func tapToHold() {
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
    }
}
