import AnimationUIKit

/// A status light that "breathes": a repeating, autoreversing UIView animation of alpha.
final class BreathingLight: UIView {
    func startBreathing() {
        alpha = 1
        UIView.animate(withDuration: 1.0, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut], animations: {
            self.alpha = 0.2
        })
    }
}
