import AnimationUIKit

/// Playback controls that hide themselves after 3 s unless touched again. On iOS:
///
///     NSObject.cancelPreviousPerformRequests(withTarget: self)
///     perform(#selector(hideControls), with: nil, afterDelay: 3)
///
/// Rewritten with a `LayerTimer` kept in a property and cancelled on each touch.
final class CancellableAutoHide: UIView {
    private var hideTimer: LayerTimer?

    func controlsTouched() {
        hideTimer?.cancel()
        alpha = 1
        hideTimer = LayerTimer.schedule(after: 3, in: layer) { [weak self] in self?.hideControls() }
    }

    func hideControls() {
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { self.alpha = 0 })
    }
}
