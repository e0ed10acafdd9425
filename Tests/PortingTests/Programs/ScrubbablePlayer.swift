import AnimationUIKit

/// An animation "player" that stays paused at its end (`pausesOnCompletion`) so a slider can
/// scrub back through it.
final class ScrubbablePlayer {
    let ball = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    private(set) var completions = 0

    func play() {
        animator.pausesOnCompletion = true
        animator.addAnimations {
            self.ball.center = CGPoint(x: 210, y: 10)
            self.ball.backgroundColor = .systemRed
        }
        animator.addCompletion { _ in self.completions += 1 }
        animator.startAnimation()
    }

    func sliderMoved(to value: Float) {
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = CGFloat(value)
    }
}
