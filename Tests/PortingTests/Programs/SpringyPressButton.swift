import AnimationUIKit

/// A button that shrinks when pressed and springs back when released (UIView spring animations).
final class SpringyPressButton: UIView {
    func pressDown() {
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
            self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        })
    }

    func release() {
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 3,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            self.transform = .identity
        })
    }
}
