import AnimationUIKit
import Foundation

/// The demo's picture (the document's image view), drawn from layers: a sky gradient, a sun,
/// two hills and a white frame. Nothing is loaded from a file.
final class DemoPictureView: UIView {
    /// The picture's side.
    static let side: CGFloat = 100

    init(center: CGPoint) {
        super.init(frame: CGRect(x: center.x - Self.side / 2, y: center.y - Self.side / 2, width: Self.side, height: Self.side))
        let b = bounds
        let sky = CAGradientLayer()
        sky.frame = b
        sky.colors = [UIColor(red: 0.20, green: 0.45, blue: 0.85, alpha: 1).cgColor,
                      UIColor(red: 0.75, green: 0.88, blue: 1.00, alpha: 1).cgColor]
        layer.addSublayer(sky)

        let sun = CAShapeLayer()
        sun.path = CGPath(ellipseIn: CGRect(x: 58, y: 14, width: 26, height: 26), transform: nil)
        sun.fillColor = UIColor(red: 1, green: 0.85, blue: 0.25, alpha: 1).cgColor
        layer.addSublayer(sun)

        for (color, base, peakX, peakY) in [(UIColor(red: 0.30, green: 0.62, blue: 0.30, alpha: 1), 100.0, 30.0, 52.0),
                                            (UIColor(red: 0.16, green: 0.45, blue: 0.22, alpha: 1), 100.0, 76.0, 64.0)] {
            let hill = CAShapeLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: base))
            path.addQuadCurve(to: CGPoint(x: 100, y: base), control: CGPoint(x: peakX, y: 2 * peakY - base))
            path.closeSubpath()
            hill.path = path
            hill.fillColor = color.cgColor
            layer.addSublayer(hill)
        }
        layer.borderColor = UIColor.white.cgColor
        layer.borderWidth = 3
    }
}

/// The demo's buttons: `UIButton`s on a rounded plate with white 11 pt titles (dimmed while
/// pressed), which flash the pressed colour when the scripted demo presses them.
enum DemoButtons {
    static let plate = UIColor(red: 0.22, green: 0.26, blue: 0.36, alpha: 1)
    static let pressed = UIColor(red: 0.45, green: 0.62, blue: 0.95, alpha: 1)
    static let flashDuration: CFTimeInterval = 0.4

    /// A button titled `title` at `frame` that runs `action` on `.touchUpInside`.
    static func make(title: String, frame: CGRect, action: @escaping () -> Void) -> UIButton {
        let button = WideTitleButton(type: .custom)
        button.frame = frame
        button.backgroundColor = plate
        button.layer.cornerRadius = 8
        button.titleLabel?.font = .systemFont(ofSize: 11)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .highlighted)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// The pressed colour fading back to the plate's.
    static func flash(_ button: UIButton) {
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = pressed.cgColor
        fade.toValue = plate.cgColor
        fade.duration = flashDuration
        button.layer.add(fade, forKey: "flash")
    }
}

/// A `UIButton` whose title label spans the plate (inset 2 pt), centred, instead of hugging
/// the title. UILabel sizes itself to its text measured at 1×; drawn at another scale (a tile,
/// the full window) the hinted text can come out a pixel wider and be cut to "Pau…". The
/// plates are wide enough for their titles, so the label is widened after every relayout.
final class WideTitleButton: UIButton {
    override func setTitle(_ title: String?, for state: UIControl.State) {
        super.setTitle(title, for: state)
        widenTitle()
    }

    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        super.setTitleColor(color, for: state)
        widenTitle()
    }

    override func stateDidChange() {
        super.stateDidChange()
        widenTitle()
    }

    private func widenTitle() {
        guard let label = titleLabel else { return }
        label.textAlignment = .center
        label.frame = CGRect(x: 2, y: label.frame.minY, width: max(bounds.width - 4, label.frame.width),
                             height: label.frame.height)
    }
}
