import AnimationUIKit

/// A bottom sheet presented with a spring animator; a drag that is let go early reverses the
/// same animator so the sheet slides back down.
final class BottomSheetPresenter {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let sheet = UIView(frame: CGRect(x: 0, y: 800, width: 400, height: 400))
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var outcome: UIViewAnimatingPosition?

    init() { container.addSubview(sheet) }

    func present() {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
            self.sheet.frame.origin.y = 400
        }
        animator.addCompletion { self.outcome = $0 }
        animator.startAnimation()
        self.animator = animator
    }

    /// The user grabbed the sheet mid-way and flicked it back down.
    func cancelMidway() {
        guard let animator else { return }
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
