import AnimationUIKit

/// A hint bubble that appears half a second after the screen settles. On iOS:
///
///     perform(#selector(showHint), with: nil, afterDelay: 0.5)
///
/// Rewritten with `DispatchQueue.main.asyncAfter`, which counts media time here.
final class DelayedHintBubble: UIView {
    func scheduleHint() {
        alpha = 0
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.showHint() }
    }

    func showHint() {
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { self.alpha = 1 })
    }
}
