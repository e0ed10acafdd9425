import AnimationUIKit

/// A navigation-style push: the new screen slides in from the right over the old one, which
/// moves a third of the way left and dims; the old screen is removed when the push ends.
final class NavigationPushContainer: UIView {
    private(set) var screens: [UIView] = []

    func setRoot(_ screen: UIView) {
        screen.frame = bounds
        addSubview(screen)
        screens = [screen]
    }

    func push(_ screen: UIView, completion: (() -> Void)? = nil) {
        guard let top = screens.last else { return setRoot(screen) }
        screen.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        addSubview(screen)
        screens.append(screen)
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseOut, animations: {
            screen.frame = self.bounds
            top.frame = self.bounds.offsetBy(dx: -self.bounds.width / 3, dy: 0)
            top.alpha = 0.8
        }, completion: { _ in
            top.removeFromSuperview()
            completion?()
        })
    }
}
