import AnimationUIKit
import Foundation

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
