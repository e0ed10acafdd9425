import AnimationUIKit

/// A details panel toggled by a button. On iOS:
///
///     @IBAction func toggleDetails(_ sender: UIButton) { … }
///
/// Rewritten as a method attached in code with `addTarget(for:)`, which hands the closure the
/// button with its own type.
final class ActionToggleSwitchView: UIView {
    let toggle = UIButton(type: .system)
    let details = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
    private(set) var senders: [UIButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(toggle)
        addSubview(details)
        toggle.addTarget(for: .touchUpInside) { [weak self] (button: UIButton) in self?.toggleDetails(button) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggleDetails(_ sender: UIButton) {
        senders.append(sender)
        let hidden = details.alpha == 0
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: {
            self.details.alpha = hidden ? 1 : 0
        })
    }
}
