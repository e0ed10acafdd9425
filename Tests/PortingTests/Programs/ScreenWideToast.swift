import AnimationUIKit

/// A toast laid out from the screen it appears on: as wide as the screen less 16 pt margins,
/// with a hairline border one pixel thick, sliding up from below the bottom edge.
final class ScreenWideToast: UIView {
    init() {
        let screen = UIScreen.main.bounds
        super.init(frame: CGRect(x: 16, y: screen.height, width: screen.width - 32, height: 48))
        backgroundColor = UIColor(white: 0.1, alpha: 0.9)
        layer.cornerRadius = 10
        layer.borderWidth = 1 / UIScreen.main.scale
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show() {
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseOut, animations: {
            self.frame.origin.y = UIScreen.main.bounds.height - self.frame.height - 24
        })
    }
}
