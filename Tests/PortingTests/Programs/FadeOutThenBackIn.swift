import AnimationUIKit

/// A toast that starts fading out, then is asked back before it has gone: the second block
/// starts from the alpha on screen and the fade-out keeps running underneath.
final class FadeOutThenBackIn: UIView {
    func dismiss() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.alpha = 0 })
    }

    func keep() {
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { self.alpha = 1 })
    }
}
