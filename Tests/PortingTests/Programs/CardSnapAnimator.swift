import AnimationUIKit

/// A card that snaps into place with a `UIViewPropertyAnimator` spring and reports where it ended.
final class CardSnapAnimator {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    private(set) var endedAt: [UIViewAnimatingPosition] = []
    var animator: UIViewPropertyAnimator?

    func snap(toY y: CGFloat) {
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) {
            self.card.center.y = y
        }
        animator.addCompletion { [weak self] position in self?.endedAt.append(position) }
        animator.startAnimation()
        self.animator = animator
    }
}
