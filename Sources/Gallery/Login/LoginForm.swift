import AnimationUIKit
import Foundation

/// The tutorial's "Bahama Login" screen, shared by the two Login scenes: a sky with four
/// clouds, a heading, username and password fields, the green "Log In" button with its
/// spinner, the status banner, and an info line. Built with AnimationUIKit views inside a
/// `UIWindow` whose layer is the scene's root layer; the resting layout is `Layout`'s.
///
/// The form also plays what both runs of the tutorial do when the button is pressed
/// (`LoginForm+Status.swift`, sections 4–7).
final class LoginForm {
    /// The resting frames, in design coordinates (320×480).
    enum Layout {
        static let size = CGSize(width: 320, height: 480)
        static let heading = CGRect(x: 0, y: 96, width: 320, height: 44)
        static let username = CGRect(x: 30, y: 160, width: 260, height: 38)
        static let password = CGRect(x: 30, y: 210, width: 260, height: 38)
        static let loginButton = CGRect(x: 30, y: 270, width: 260, height: 46)
        static let status = CGRect(x: 40, y: 271, width: 240, height: 44)
        static let info = CGRect(x: 0, y: 398, width: 320, height: 18)
        /// The clouds' frames: two high, two low, behind the form.
        static let clouds = [CGRect(x: 16, y: 30, width: 96, height: 48), CGRect(x: 196, y: 58, width: 110, height: 55),
                             CGRect(x: 20, y: 336, width: 84, height: 42),
                             CGRect(x: 196, y: 318, width: 110, height: 55)]
        /// The spinner's centre inside the button when shown, and when hidden (off its left edge).
        static let spinnerShown = CGPoint(x: 40, y: 23)
        static let spinnerHidden = CGPoint(x: -20, y: 23)
    }

    /// The sky behind the form.
    static let skyColor = UIColor(red: 0.36, green: 0.68, blue: 0.92, alpha: 1)

    /// The button's colour at rest and while logging in (§4 and §7).
    static let buttonGreen = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1)
    static let buttonYellow = UIColor(red: 0.85, green: 0.83, blue: 0.45, alpha: 1)
    /// The banner's messages, shown one after another (§5–6).
    static let statusMessages = ["Connecting ...", "Authorizing ...", "Sending credentials ...", "Failed"]

    let window: UIWindow
    let heading = UILabel()
    let username = UITextField()
    let password = UITextField()
    let loginButton = UIButton(type: .custom)
    let spinner = UIView()
    let status = UIView()
    let statusLabel = UILabel()
    let info = UILabel()
    let clouds: [UIView]

    /// Bumped by `cancelAll()`: completions and timers of an older generation do nothing.
    var generation = 0
    /// True from a press of the button until the reset after the last message has been started.
    var isLoggingIn = false
    /// True while §7's reset animates.
    var isResetting = false
    /// The delays of the status sequence (cancelled by `cancelAll()`).
    var timers: [LayerTimer] = []
    /// Called when the reset (§7) has finished its animations.
    var onLoginFinished: (() -> Void)?
    /// The part of the window the host shows, in window points: the design rectangle, or more
    /// of the sky around it in a larger window (`Scene.layOut(visibleArea:)`).
    private(set) var visibleArea = CGRect(origin: .zero, size: Layout.size)
    /// Where the clouds drift, left to right: the visible width (on iOS, the screen's).
    var cloudSpan: ClosedRange<CGFloat> { visibleArea.minX...max(visibleArea.minX + 1, visibleArea.maxX) }

    /// Shows the sky beyond the design rectangle when the host shows more of it: the window
    /// stops clipping there, and the clouds' next crossing spans `visibleArea`'s width.
    func layOut(visibleArea area: CGRect) {
        let design = CGRect(origin: .zero, size: Layout.size)
        visibleArea = area.union(design)
        window.clipsToBounds = visibleArea == design
        shapeBeach(overhang: max(0, -visibleArea.minX, visibleArea.maxX - design.maxX).rounded(.up))
    }

    init(name: String) {
        window = UIWindow(frame: CGRect(origin: .zero, size: Layout.size))
        window.layer.name = name
        window.clipsToBounds = true
        window.backgroundColor = Self.skyColor
        clouds = Layout.clouds.enumerated().map { index, frame in
            let cloud = UIView(frame: frame)
            cloud.isUserInteractionEnabled = false
            cloud.layer.addSublayer(Artwork.cloud(size: frame.size, variant: index))
            return cloud
        }
        addBeach()
        clouds.forEach(window.addSubview)

        heading.text = "Bahama Login"
        heading.font = .systemFont(ofSize: 34)
        heading.textColor = .white
        heading.textAlignment = .center
        window.addSubview(heading)
        for (field, placeholder) in [(username, "Username"), (password, "Password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.backgroundColor = .white
            field.font = .systemFont(ofSize: 17)
            window.addSubview(field)
        }
        password.isSecureTextEntry = true

        loginButton.setTitle("Log In", for: .normal)
        loginButton.setTitleColor(UIColor(red: 0.20, green: 0.30, blue: 0.12, alpha: 1), for: .normal)
        loginButton.titleLabel?.font = .systemFont(ofSize: 20)
        loginButton.layer.cornerRadius = 10
        window.addSubview(loginButton)
        spinner.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        spinner.isUserInteractionEnabled = false
        spinner.layer.addSublayer(Self.spinnerArc())
        loginButton.addSubview(spinner)

        status.isUserInteractionEnabled = false
        status.layer.addSublayer(Self.bannerRibbon(size: Layout.status.size))
        statusLabel.font = .systemFont(ofSize: 16)
        statusLabel.frame = Self.statusTextFrame(lineHeight: statusLabel.font.lineHeight)
        statusLabel.textColor = UIColor(red: 0.45, green: 0.28, blue: 0.05, alpha: 1)
        statusLabel.textAlignment = .center
        status.addSubview(statusLabel)
        window.addSubview(status)

        info.text = "Tap on a field and enter username and password"
        info.font = .systemFont(ofSize: 12)
        info.textColor = .white
        info.textAlignment = .center
        window.addSubview(info)
        UIView.performWithoutAnimation { placeAtRest() }
    }

    /// Everything in its resting place: the form in view, the button green, spinner and banner hidden.
    func placeAtRest() {
        heading.frame = Layout.heading
        username.frame = Layout.username
        password.frame = Layout.password
        loginButton.frame = Layout.loginButton
        loginButton.backgroundColor = Self.buttonGreen
        loginButton.alpha = 1
        loginButton.transform = .identity
        spinner.center = Layout.spinnerHidden
        spinner.alpha = 0
        status.frame = Layout.status
        status.isHidden = true
        info.frame = Layout.info
        for (cloud, frame) in zip(clouds, Layout.clouds) {
            cloud.frame = frame
            cloud.alpha = 1
        }
        for view in [heading, username, password] as [UIView] { view.alpha = 1 }
    }

    /// Stops every cloud where it is seen: its drift is removed and its model position is the
    /// one on screen.
    func freezeClouds() {
        for cloud in clouds {
            let seen = cloud.layer.presentation()?.position ?? cloud.layer.position
            cloud.layer.removeAllAnimations()
            UIView.performWithoutAnimation { cloud.center = seen }
        }
    }

    /// Return in a field, as the book's login screen answers `textFieldShouldReturn`: from the
    /// username it moves to the password (returns false, so the password keeps editing); from
    /// the password it ends editing (returns true).
    func fieldShouldReturn(_ field: UITextField) -> Bool {
        guard field === username else { return true }
        password.becomeFirstResponder()
        return false
    }

    /// Where the banner rests (the tutorial's `statusImageViewPosition`).
    var statusPosition: CGPoint { CGPoint(x: Layout.status.midX, y: Layout.status.midY) }

    static let seaColor = UIColor(red: 0.16, green: 0.50, blue: 0.74, alpha: 1).cgColor
    static let sandColor = UIColor(red: 0.96, green: 0.87, blue: 0.64, alpha: 1).cgColor
    /// Where the sea and the sand begin, as fractions of the height (the sand's shore meets both
    /// side edges at the same height, so a wider window carries it on level).
    static let seaTop: CGFloat = 0.80, shore: CGFloat = 0.90

    /// The sky, the sea and the beach carried out to the window's edges in a larger window.
    static var backdrop: SceneBackdrop {
        SceneBackdrop([.init(top: 0, color: skyColor.cgColor), .init(top: seaTop * Layout.size.height, color: seaColor),
                       .init(top: shore * Layout.size.height, color: sandColor)])
    }

    /// The sea and the sand (`shapeBeach(overhang:)` draws them).
    private let sea = CAShapeLayer(), sand = CAShapeLayer()

    /// A sandy beach and the sea along the bottom edge, behind everything.
    private func addBeach() {
        sea.fillColor = Self.seaColor
        sand.fillColor = Self.sandColor
        window.layer.addSublayer(sea)
        window.layer.addSublayer(sand)
        shapeBeach(overhang: 0)
    }

    /// The sea and the sand, reaching `overhang` points past each side of the design width (when
    /// a larger host shows more of the window, so that they meet its backdrop without a seam).
    private func shapeBeach(overhang over: CGFloat) {
        let size = Layout.size
        let seaPath = CGMutablePath()
        seaPath.addRect(CGRect(x: -over, y: Self.seaTop * size.height, width: size.width + 2 * over,
                               height: (1 - Self.seaTop) * size.height))
        let sandPath = CGMutablePath()
        sandPath.move(to: CGPoint(x: -over, y: Self.shore * size.height))
        sandPath.addLine(to: CGPoint(x: 0, y: Self.shore * size.height))
        sandPath.addCurve(to: CGPoint(x: size.width, y: Self.shore * size.height),
                          control1: CGPoint(x: 0.35 * size.width, y: 0.86 * size.height),
                          control2: CGPoint(x: 0.65 * size.width, y: 0.95 * size.height))
        sandPath.addLine(to: CGPoint(x: size.width + over, y: Self.shore * size.height))
        sandPath.addLine(to: CGPoint(x: size.width + over, y: size.height))
        sandPath.addLine(to: CGPoint(x: -over, y: size.height))
        sandPath.closeSubpath()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sea.path = seaPath
        sand.path = sandPath
        CATransaction.commit()
    }

    /// The spinner: three quarters of a white ring that turns once a second (a layer animation
    /// of its own, independent of the choreography).
    private static func spinnerArc() -> CALayer {
        let arc = CAShapeLayer()
        arc.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        arc.path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0,
                                endAngle: 1.5 * .pi, clockwise: true).cgPath
        arc.fillColor = nil
        arc.strokeColor = UIColor.white.cgColor
        arc.lineWidth = 3
        arc.lineCap = .round
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = 1
        turn.repeatCount = .infinity
        arc.add(turn, forKey: "spin")
        return arc
    }

    /// How far the ribbon's notches cut into each end, as a fraction of its width.
    static let ribbonNotch: CGFloat = 0.06

    /// Where the banner's text goes: between the notches, one line centred vertically (a label
    /// draws from its top, so its height is one line's).
    static func statusTextFrame(lineHeight: CGFloat) -> CGRect {
        let size = Layout.status.size, inset = (size.width * ribbonNotch).rounded(.up) + 4
        return CGRect(x: inset, y: ((size.height - lineHeight) / 2).rounded(), width: size.width - 2 * inset,
                      height: lineHeight.rounded(.up))
    }

    /// The banner: a golden ribbon with notched ends.
    private static func bannerRibbon(size: CGSize) -> CALayer {
        let n = ribbonNotch
        let ribbon = Artwork.polygon([(0, 0), (1, 0), (1 - n, 0.5), (1, 1), (0, 1), (n, 0.5)], in: size)
        return Artwork.shape(ribbon, size: size, fill: UIColor(red: 0.99, green: 0.84, blue: 0.36, alpha: 1),
                             stroke: UIColor(red: 0.80, green: 0.58, blue: 0.15, alpha: 1), lineWidth: 1.5)
    }
}
