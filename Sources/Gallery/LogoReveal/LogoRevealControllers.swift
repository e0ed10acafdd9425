import AnimationUIKit

/// The logo-reveal scene's first screen: the sparkle logo on green with a line asking for a tap.
final class LogoMasterViewController: UIViewController {
    static let logoFrame = CGRect(x: 120, y: 160, width: 80, height: 80)
    /// The first screen's green, also the lessons screen's bar.
    static let green = UIColor(red: 0.05, green: 0.55, blue: 0.38, alpha: 1)
    let logo = CAShapeLayer()
    var onTap: (() -> Void)?

    override func loadView() {
        let size = LogoRevealScene.metadata.designSize
        let master = UIView(frame: CGRect(origin: .zero, size: size))
        master.backgroundColor = Self.green
        logo.bounds = CGRect(origin: .zero, size: Self.logoFrame.size)
        logo.position = CGPoint(x: Self.logoFrame.midX, y: Self.logoFrame.midY)
        logo.path = RevealLogo.path(in: logo.bounds)
        logo.fillColor = UIColor.white.cgColor
        master.layer.addSublayer(logo)
        let hint = UILabel(frame: CGRect(x: 0, y: 290, width: size.width, height: 24))
        hint.text = "Tap to start"
        hint.font = .systemFont(ofSize: 18)
        hint.textColor = UIColor(white: 1, alpha: 0.85)
        hint.textAlignment = .center
        master.addSubview(hint)
        master.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            if tap.state == .ended { self?.onTap?() }
        })
        view = master
    }
}

/// The screen the logo reveals: a list of lessons on white, with a back button.
final class LogoDetailViewController: UIViewController {
    static let backFrame = CGRect(x: 8, y: 22, width: 72, height: 32)
    static let barHeight: CGFloat = 64
    let backButton = UIButton(frame: LogoDetailViewController.backFrame)
    var onBack: (() -> Void)?

    override func loadView() {
        let size = LogoRevealScene.metadata.designSize
        let detail = UIView(frame: CGRect(origin: .zero, size: size))
        detail.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: Self.barHeight))
        bar.backgroundColor = LogoMasterViewController.green
        detail.addSubview(bar)
        let title = UILabel(frame: CGRect(x: 0, y: 26, width: size.width, height: 24))
        title.text = "Lessons"
        title.font = .boldSystemFont(ofSize: 18)
        title.textColor = .white
        title.textAlignment = .center
        bar.addSubview(title)
        backButton.titleLabel?.font = .systemFont(ofSize: 16)
        backButton.setTitle("‹ Back", for: .normal)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        bar.addSubview(backButton)
        let lessons = ["Layers and their animations", "Springs that settle", "Keyframes along a path",
                       "Transitions between views", "Masks that reveal", "3D transforms in perspective"]
        for (i, lesson) in lessons.enumerated() {
            let y = 80 + CGFloat(i) * 56
            let badge = UIView(frame: CGRect(x: 16, y: y + 8, width: 36, height: 36))
            badge.backgroundColor = UIColor(hue: CGFloat(i) / 7, saturation: 0.55, brightness: 0.9, alpha: 1)
            badge.layer.cornerRadius = 18
            detail.addSubview(badge)
            let label = UILabel(frame: CGRect(x: 64, y: y + 16, width: size.width - 80, height: 20))
            label.text = lesson
            label.font = .systemFont(ofSize: 15)
            label.textColor = UIColor(white: 0.2, alpha: 1)
            detail.addSubview(label)
        }
        view = detail
    }
}
