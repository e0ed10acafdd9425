import AnimationUIKit

/// A card dismissed by dragging it down: the drag scrubs a paused animator (`fractionComplete`),
/// and letting go finishes the dismissal past half-way or reverses it before.
final class PanToDismissCard {
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    let travel: CGFloat = 400
    private(set) var animator: UIViewPropertyAnimator!
    private(set) var result: UIViewAnimatingPosition?

    func panBegan() {
        animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
            self.card.center.y += self.travel
            self.card.alpha = 0
        }
        animator.addCompletion { self.result = $0 }
        animator.pauseAnimation()
    }

    func panChanged(translationY: CGFloat) {
        animator.fractionComplete = max(0, min(1, translationY / travel))
    }

    func panEnded() {
        if animator.fractionComplete < 0.5 { animator.isReversed = true }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
