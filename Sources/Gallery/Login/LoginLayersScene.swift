import AnimationUIKit
import Foundation

/// The tutorial's second run of the login screen, with layer animations (sections 12–15;
/// the numbering restarts after the Packing list).
///
/// 1. §12 the heading and fields fly in with a `CABasicAnimation` on `position.x` (0.5 s,
///    begin times 0, 0.3 and 0.6 s as in §1, fill mode both), each named "form" through
///    `setValue(_:forKey:)`; when one stops, its delegate bumps the layer's `transform.scale`
///    from 1.25 back to 1 in 0.25 s (the pulse). The info line flies in from the right over 5 s
///    under the key "infoappear", and that animation is removed by its key as soon as a field
///    begins editing.
/// 2. §12 the clouds fade in (a layer `opacity` animation, 0.5 s, begin times 0.5/0.7/0.9/1.1 s,
///    fill mode backwards) and drift right with a `position.x` animation named "cloud" (one
///    screen per 30 s, linear); when one stops, the delegate puts the cloud just off the left
///    edge and starts it again 0.2 s later.
/// 3. §13 the button arrives with a `CAAnimationGroup` (begin time now + 0.5 s, 0.5 s, fill mode
///    backwards, ease-in): scale 3.5 → 1, rotation π/4 → 0, opacity 0 → 1.
/// 4. §14 a field left with fewer than 5 characters jumps (`CASpringAnimation` on `position.y`,
///    mass 10, stiffness 1500, damping 50, initial velocity 100, from 1 pt lower) and flashes its
///    3 pt border from orange-red to white (damping 7, stiffness 200), each for its `settlingDuration`.
/// 5. §15 pressing "Log In" also sends a balloon on a 12 s `CAKeyframeAnimation` of `position`:
///    from (−50, 0) out past the right edge at y 160 and back to (−50, the button's centre y).
///    The button's own animations and the status banner are §4–7 (`LoginForm+Status.swift`).
///
/// The document gives the form's fly-in only by its delegate; its begin times here are §1's
/// delays. Until a person touches it, a demo types a too-short username (the spring flash
/// plays), a password, and presses "Log In". Stopping cancels the demo, ends a login at once
/// through §7's reset, fades a flying balloon out (0.33 s), then freezes the clouds.
public final class LoginLayersScene: SceneController, CatalogScene, CAAnimationDelegate, UITextFieldDelegate {
    /// The catalogue entry: `login-layers`, "Login (layers)".
    public static let metadata = SceneMetadata(
        identifier: "login-layers", title: "Login (layers)", designSize: LoginForm.Layout.size,
        info: SceneInfo(
            group: .login, section: "§12–15 (second run)",
            summary: "The login form again with layer animations: delegates and keys, a group, "
                + "spring flashes and a balloon.",
            techniques: ["CAAnimationDelegate", "CAAnimation.setValue(_:forKey:)", "removeAnimation(forKey:)",
                         "CAAnimationGroup", "fillMode .backwards", "CASpringAnimation settlingDuration",
                         "CAKeyframeAnimation(keyPath: \"position\")"]))

    /// The form window's layer, which holds the whole scene.
    public var rootLayer: CALayer { form.window.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { form.window }
    /// The form's sky, sea and beach carried out to the host's edges (`LoginForm.backdrop`).
    public var backdrop: SceneBackdrop? { LoginForm.backdrop }

    // MARK: Timings

    static let flyDuration: CFTimeInterval = 0.5
    static let flyBegins: [CFTimeInterval] = [0, 0.3, 0.6]
    static let pulse = (from: 1.25, to: 1.0, duration: 0.25)
    static let infoDuration: CFTimeInterval = 5
    static let infoKey = "infoappear"
    static let cloudFadeBegins: [CFTimeInterval] = [0.5, 0.7, 0.9, 1.1]
    static let cloudFadeDuration: CFTimeInterval = 0.5
    static let cloudCrossing: CFTimeInterval = 30
    static let cloudRestartDelay: TimeInterval = 0.2
    static let groupBegin: CFTimeInterval = 0.5
    static let groupDuration: CFTimeInterval = 0.5
    static let shortText = 5
    /// §14's springs are keyed (the document adds them without a key) so that a second flash
    /// replaces the first instead of stacking.
    static let jumpKey = "jump"
    static let flashKey = "flash"
    static let flashColor = UIColor(red: 1.0, green: 0.27, blue: 0.0, alpha: 1.0)
    static let balloonFlight: CFTimeInterval = 12
    static let balloonSize = CGSize(width: 50, height: 65)
    /// How fast a flying balloon fades when the scene stops (the document has no stop).
    static let balloonFadeDuration: CFTimeInterval = 0.33
    static let demoStart: TimeInterval = 2
    static let demoPeriod: TimeInterval = 16

    let form = LoginForm(name: "login-layers")
    /// The balloon of the last press (nil before the first and after it has landed).
    private(set) var balloon: CALayer?
    private var userHasControl = false
    private var timers: [LayerTimer] = []
    private lazy var demo = DemoScript(self, window: form.window)

    public override init() {
        super.init()
        form.username.delegate = self
        form.password.delegate = self
        form.loginButton.addAction(UIAction { [weak self] _ in self?.login() }, for: .touchUpInside)
        form.onLoginFinished = { [weak self] in self?.checkStopped() }
    }

    /// Click the username field, type three letters, Tab (the spring flash), type a password,
    /// Return, click "Log In" (the balloon).
    private func playDemo(after delay: TimeInterval) {
        demo.play(after: delay, every: Self.demoPeriod) { _, _ in [
            .perform(at: 0) { $0.form.username.text = nil; $0.form.password.text = nil },
            .tap(at: 0.1) { $0.form.username.center },
            .type("ann", at: 0.4),
            .key(.tab, at: 1.0),
            .type("coconut", at: 1.3),
            .key(.returnKey, at: 2.3),
            .tap(at: 2.6) { $0.form.loginButton.center },
        ] }
    }

    /// The current time in `layer`'s own time space, for begin times.
    func now(in layer: CALayer) -> CFTimeInterval { layer.convertTime(CACurrentMediaTime(), from: nil) }

    // MARK: Scene

    public override func play(from previous: SceneState) {
        let firstStart = previous == .idle
        if firstStart { playIntro() }
        for cloud in form.clouds { animateCloud(layer: cloud.layer) }
        if !userHasControl { playDemo(after: firstStart ? Self.demoStart : 0) }
    }

    /// §12 and §13: the form flies in and pulses, the info line flies left, the clouds fade
    /// in, the button arrives with the group.
    private func playIntro() {
        let width = form.visibleArea.width      // the screen's width: off it to either side
        for (view, begin) in zip([form.heading, form.username, form.password] as [UIView], Self.flyBegins) {
            let layer = view.layer
            let flyRight = CABasicAnimation(keyPath: "position.x")
            flyRight.fromValue = layer.position.x - width
            flyRight.toValue = layer.position.x
            flyRight.duration = Self.flyDuration
            flyRight.beginTime = now(in: layer) + begin
            flyRight.fillMode = .both
            flyRight.delegate = self
            flyRight.setValue("form", forKey: "name")
            flyRight.setValue(layer, forKey: "layer")
            layer.add(flyRight, forKey: nil)
        }

        let info = form.info.layer
        let flyLeft = CABasicAnimation(keyPath: "position.x")
        flyLeft.fromValue = info.position.x + width
        flyLeft.toValue = info.position.x
        flyLeft.duration = Self.infoDuration
        info.add(flyLeft, forKey: Self.infoKey)

        for (cloud, begin) in zip(form.clouds, Self.cloudFadeBegins) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = Self.cloudFadeDuration
            fade.beginTime = now(in: cloud.layer) + begin
            fade.fillMode = .backwards
            cloud.layer.add(fade, forKey: "fade")
        }
        addButtonGroup()
    }

    /// §13: scale down, unrotate and fade in the button, together, after 0.5 s.
    private func addButtonGroup() {
        let button = form.loginButton.layer
        let groupAnimation = CAAnimationGroup()
        groupAnimation.beginTime = now(in: button) + Self.groupBegin
        groupAnimation.duration = Self.groupDuration
        groupAnimation.fillMode = .backwards
        groupAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let scaleDown = CABasicAnimation(keyPath: "transform.scale")
        scaleDown.fromValue = 3.5
        scaleDown.toValue = 1.0
        let rotate = CABasicAnimation(keyPath: "transform.rotation")
        rotate.fromValue = Double.pi / 4
        rotate.toValue = 0.0
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        groupAnimation.animations = [scaleDown, rotate, fade]
        button.add(groupAnimation, forKey: nil)
    }

    /// §12: drifts a cloud's layer to just past the right edge at one screen per 30 s (the
    /// screen: the part of the window the host shows, `LoginForm.cloudSpan`).
    func animateCloud(layer: CALayer) {
        let span = form.cloudSpan
        let cloudSpeed = Self.cloudCrossing / Double(span.upperBound - span.lowerBound)
        let duration = Double(span.upperBound - layer.frame.origin.x) * cloudSpeed
        let cloudMove = CABasicAnimation(keyPath: "position.x")
        cloudMove.duration = max(duration, 1e-3)
        cloudMove.toValue = span.upperBound + layer.bounds.width / 2
        cloudMove.timingFunction = CAMediaTimingFunction(name: .linear)
        cloudMove.delegate = self
        cloudMove.setValue("cloud", forKey: "name")
        cloudMove.setValue(layer, forKey: "layer")
        layer.add(cloudMove, forKey: "cloud")
    }

    // MARK: Delegates

    /// §12: "form" animations end with a pulse; "cloud" animations start over from the left.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let name = anim.value(forKey: "name") as? String else { return }
        if name == "form" {
            // Only a fly-in that ran to its end pulses (the document does not check `flag`;
            // here a restart removes the fly-ins, and their layers should not then pulse).
            guard flag else { return }
            let layer = anim.value(forKey: "layer") as? CALayer
            anim.setValue(nil, forKey: "layer")
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = Self.pulse.from
            pulse.toValue = Self.pulse.to
            pulse.duration = Self.pulse.duration
            layer?.add(pulse, forKey: nil)
        } else if name == "cloud" {
            guard flag, let layer = anim.value(forKey: "layer") as? CALayer,
                state == .running || state == .stopping else {
                return
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position.x = form.cloudSpan.lowerBound - layer.bounds.width / 2
            CATransaction.commit()
            timers.append(LayerTimer.schedule(after: Self.cloudRestartDelay, in: rootLayer, inThisRun { scene in
                scene.animateCloud(layer: layer)
            }))
        }
    }

    /// Lays the form out for the room the host shows (`LoginForm.layOut`).
    public func layOut(visibleArea: CGRect) { form.layOut(visibleArea: visibleArea) }

    /// §12: typing makes the info line's entrance pointless: remove it by its key.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        form.info.layer.removeAnimation(forKey: Self.infoKey)
    }

    /// §14: a field left with fewer than 5 characters jumps and flashes its border.
    public func textFieldDidEndEditing(_ textField: UITextField) {
        guard let text = textField.text, text.count < Self.shortText else { return }
        let layer = textField.layer
        let jump = CASpringAnimation(keyPath: "position.y")
        jump.initialVelocity = 100
        jump.mass = 10
        jump.stiffness = 1500
        jump.damping = 50
        jump.fromValue = layer.position.y + 1
        jump.toValue = layer.position.y
        jump.duration = jump.settlingDuration
        layer.add(jump, forKey: Self.jumpKey)

        layer.borderWidth = 3
        layer.borderColor = UIColor.clear.cgColor
        let flash = CASpringAnimation(keyPath: "borderColor")
        flash.damping = 7
        flash.stiffness = 200
        flash.fromValue = Self.flashColor.cgColor
        flash.toValue = UIColor.white.cgColor
        flash.duration = flash.settlingDuration
        layer.add(flash, forKey: Self.flashKey)
    }

    /// Return moves from the username to the password, and ends editing in the password.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { form.fieldShouldReturn(textField) }

    // MARK: Login

    /// §4–7 through the form, and §15's balloon.
    private func login() {
        guard !form.isLoggingIn else { return }
        form.login()
        launchBalloon()
    }

    /// §15: a balloon below the username field flies its 12 s keyframe path.
    private func launchBalloon() {
        self.balloon?.removeFromSuperlayer()
        let balloon = CALayer()
        balloon.name = "balloon"
        balloon.frame = CGRect(x: -50, y: 0, width: Self.balloonSize.width, height: Self.balloonSize.height)
        balloon.addSublayer(Artwork.balloon(size: Self.balloonSize))
        rootLayer.insertSublayer(balloon, below: form.username.layer)

        let flight = CAKeyframeAnimation(keyPath: "position")
        flight.duration = Self.balloonFlight
        flight.values = [
            CGPoint(x: -50, y: 0),
            CGPoint(x: form.window.bounds.width + 50, y: 160),   // `bounds`: the tile scales `frame`
            CGPoint(x: -50, y: form.loginButton.center.y),
        ].map { NSValue(cgPoint: $0) }
        balloon.add(flight, forKey: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        balloon.position = CGPoint(x: -50, y: form.loginButton.center.y)
        CATransaction.commit()
        self.balloon = balloon

        timers.append(LayerTimer.schedule(after: Self.balloonFlight, in: rootLayer, inThisRun { [weak balloon] scene in
            guard let balloon, balloon === scene.balloon else { return }
            balloon.removeFromSuperlayer()
            scene.balloon = nil
            scene.checkStopped()
        }))
    }

    // MARK: Stopping

    /// Stops the scripted demo for good: a restart no longer plays it.
    public func userDidTakeOver() {
        userHasControl = true
        demo.cancel()
    }

    public override func beginStopping() {
        demo.cancel()
        form.finishLogin()
        dismissBalloon()
        checkStopped()
    }

    /// Fades a flying balloon out in `balloonFadeDuration`, then removes it.
    private func dismissBalloon() {
        guard let balloon else { return }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = Self.balloonFadeDuration
        balloon.add(fade, forKey: "fade")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        balloon.opacity = 0
        CATransaction.commit()
        let faded = inThisRun { [weak balloon] scene in
            balloon?.removeFromSuperlayer()
            if scene.balloon === balloon { scene.balloon = nil }
            scene.checkStopped()
        }
        timers.append(LayerTimer.schedule(after: Self.balloonFadeDuration, in: rootLayer, faded))
    }

    /// Once stopping and nothing is left to finish, the clouds freeze and the scene is stopped
    /// (on the next tick).
    private func checkStopped() {
        guard state == .stopping, !form.isLoggingIn, balloon == nil else { return }
        timers.append(LayerTimer.schedule(after: 0, in: rootLayer, inThisRun { scene in
            // The run ends first, so that no cloud's delegate starts it again.
            scene.endRun()
            scene.form.freezeClouds()
            scene.finishStopping()
        }))
    }

    public override func reset() {
        demo.cancel()
        timers.forEach { $0.cancel() }
        timers = []
        balloon?.removeFromSuperlayer()
        balloon = nil
        form.cancelAll()
        for field in [form.username, form.password] { field.layer.borderWidth = 0 }
    }
}
