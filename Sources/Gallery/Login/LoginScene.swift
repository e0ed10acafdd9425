import AnimationUIKit
import Foundation

/// The tutorial's login screen with UIKit view animations (sections 1–8).
///
/// 1. §1 the heading and the two fields start a screen width to the left and slide in
///    (0.5 s each, after 0, 0.3 and 0.6 s, ease-in-out).
/// 2. §2 the four clouds fade in (0.5 s each, after 0.5, 0.7, 0.9 and 1.1 s).
/// 3. §3 the button starts 30 pt low and transparent, and rises and fades in on a spring
///    (0.5 s after 0.5 s, damping 0.5, initial velocity 0).
/// 4. §4–7 pressing the button: see `LoginForm+Status.swift`.
/// 5. §8 every cloud drifts right at one screen width per 30 s (linear), jumps back to just
///    off the left edge when it has left the screen, and drifts again, forever.
///
/// Until a person touches it, the scene plays a demo every `demoPeriod` seconds: it clicks the
/// username field, types, tabs to the password, types, and presses "Log In". Typing goes into
/// the fields; Tab and Return move from one to the next (Return in the password ends editing).
/// Stopping cancels the demo, ends a login in progress at once through §7's reset (0.33 s),
/// then freezes the clouds where they are.
public final class LoginScene: SceneController, CatalogScene, UITextFieldDelegate {
    /// The catalogue entry: `login`, "Login".
    public static let metadata = SceneMetadata(
        identifier: "login", title: "Login", designSize: LoginForm.Layout.size,
        info: SceneInfo(
            group: .login, section: "§1–8",
            summary: "The Bahama login form slides in; the button springs; "
                + "the status banner curls and flips; clouds drift.",
            techniques: ["UIView.animate(withDuration:delay:options:animations:completion:)",
                         "usingSpringWithDamping:initialSpringVelocity:", ".transitionCurlDown",
                         ".transitionFlipFromTop",
                         ".curveLinear", "UITextField", "UIButton .touchUpInside"]))

    /// The form window's layer, which holds the whole scene.
    public var rootLayer: CALayer { form.window.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { form.window }
    /// The form's sky, sea and beach carried out to the host's edges (`LoginForm.backdrop`).
    public var backdrop: SceneBackdrop? { LoginForm.backdrop }

    // MARK: Timings

    static let slideDuration: TimeInterval = 0.5
    static let slideDelays: [TimeInterval] = [0, 0.3, 0.6]
    static let cloudFadeDuration: TimeInterval = 0.5
    static let cloudFadeDelays: [TimeInterval] = [0.5, 0.7, 0.9, 1.1]
    static let buttonRise = (duration: 0.5, delay: 0.5, damping: 0.5, offset: CGFloat(30))
    /// §8: seconds for a cloud to cross the whole screen.
    static let cloudCrossing: TimeInterval = 30
    /// The demo: first cycle after the intro, then one every `demoPeriod` seconds.
    static let demoStart: TimeInterval = 1.5
    static let demoPeriod: TimeInterval = 14

    let form = LoginForm(name: "login")
    private var userHasControl = false
    private var stopTimer: LayerTimer?
    private lazy var demo = DemoScript(self, window: form.window)

    public override init() {
        super.init()
        form.loginButton.addAction(UIAction { [weak self] _ in self?.form.login() }, for: .touchUpInside)
        form.onLoginFinished = { [weak self] in self?.loginDidFinish() }
        form.username.delegate = self
        form.password.delegate = self
    }

    /// Return moves from the username to the password, and ends editing in the password.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { form.fieldShouldReturn(textField) }

    /// Click the username field, type, Tab, type, click "Log In".
    private func playDemo(after delay: TimeInterval) {
        demo.play(after: delay, every: Self.demoPeriod) { _, _ in [
            .perform(at: 0) { $0.form.username.text = nil; $0.form.password.text = nil },
            .tap(at: 0.1) { $0.form.username.center },
            .type("bahama", at: 0.4),
            .key(.tab, at: 1.3),
            .type("sunshine", at: 1.5),
            .tap(at: 2.7) { $0.form.loginButton.center },
        ] }
    }

    // MARK: Scene

    public override func play(from previous: SceneState) {
        let firstStart = previous == .idle
        if firstStart { playIntro() }
        for cloud in form.clouds { animateCloud(cloud) }
        if !userHasControl { playDemo(after: firstStart ? Self.demoStart : 0) }
    }

    /// §1–3: the form slides in, the clouds fade in, the button springs up.
    private func playIntro() {
        let width = form.visibleArea.width      // the screen's width: off it to the left
        UIView.performWithoutAnimation {
            form.heading.center.x -= width
            form.username.center.x -= width
            form.password.center.x -= width
            for cloud in form.clouds { cloud.alpha = 0 }
            form.loginButton.center.y += Self.buttonRise.offset
            form.loginButton.alpha = 0
        }
        for (view, delay) in zip([form.heading, form.username, form.password] as [UIView], Self.slideDelays) {
            UIView.animate(withDuration: Self.slideDuration, delay: delay, options: [], animations: {
                view.center.x += width
            }, completion: nil)
        }
        for (cloud, delay) in zip(form.clouds, Self.cloudFadeDelays) {
            UIView.animate(withDuration: Self.cloudFadeDuration, delay: delay, options: [], animations: {
                cloud.alpha = 1
            }, completion: nil)
        }
        UIView.animate(withDuration: Self.buttonRise.duration, delay: Self.buttonRise.delay,
                       usingSpringWithDamping: Self.buttonRise.damping, initialSpringVelocity: 0, options: [],
                       animations: {
            self.form.loginButton.center.y -= Self.buttonRise.offset
            self.form.loginButton.alpha = 1
        }, completion: nil)
    }

    /// §8: drifts `cloud` to the right edge at one screen per 30 s, then again from the left.
    ///
    /// The tutorial reads the root view's `frame` width, which on iOS is the screen's. Here the
    /// gallery scales the scene's window into its tile, and a transformed view's `frame` is its
    /// scaled bounding box (96 pt in a 0.3 tile): the screen is the part of the window the host
    /// shows (`LoginForm.cloudSpan`: the window's bounds, or the whole width of a wider host, as
    /// on a larger screen). A cloud already past the edge gets no time rather than a negative
    /// duration.
    func animateCloud(_ cloud: UIView) {
        let span = form.cloudSpan
        let cloudSpeed = Self.cloudCrossing / (span.upperBound - span.lowerBound)
        let duration = max(0, (span.upperBound - cloud.frame.origin.x) * cloudSpeed)
        UIView.animate(withDuration: TimeInterval(duration), delay: 0, options: .curveLinear, animations: {
            cloud.frame.origin.x = span.upperBound
        }, completion: inThisRun { scene, finished in
            guard finished, scene.state == .running || scene.state == .stopping else { return }
            cloud.frame.origin.x = scene.form.cloudSpan.lowerBound - cloud.frame.size.width
            scene.animateCloud(cloud)
        })
    }

    /// Lays the form out for the room the host shows (`LoginForm.layOut`).
    public func layOut(visibleArea: CGRect) { form.layOut(visibleArea: visibleArea) }

    /// Stops the scripted demo for good: a restart no longer plays it.
    public func userDidTakeOver() {
        userHasControl = true
        demo.cancel()
    }

    public override func beginStopping() {
        demo.cancel()
        if form.isLoggingIn { form.finishLogin() } else { freezeClouds() }
    }

    private func loginDidFinish() {
        if state == .stopping { freezeClouds() }
    }

    /// The clouds stop where they are seen; then the scene is stopped (on the next tick).
    private func freezeClouds() {
        stopTimer = LayerTimer.schedule(after: 0, in: rootLayer, inThisRun { scene in
            // The run ends first, so that no cloud's completion starts it again.
            scene.endRun()
            scene.form.freezeClouds()
            scene.finishStopping()
        })
    }

    public override func reset() {
        demo.cancel()
        stopTimer?.cancel()
        form.cancelAll()
    }
}
