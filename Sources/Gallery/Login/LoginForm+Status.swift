import AnimationUIKit
import Foundation

/// What the "Log In" button does (tutorial sections 4–7), in both Login scenes.
///
/// 1. §4 touch up inside: the button grows 80 pt wider (1.5 s spring, damping 0.2, velocity 0)
///    and jumps 60 pt down turning yellow (0.33 s spring, damping 0.7, velocity 0); the spinner
///    slides in from the button's left edge and fades in with that second block (the document
///    does not show the spinner's block; this is the book's).
/// 2. §5 when the jump ends, the banner shows "Connecting ..." through a 0.33 s
///    `.transitionCurlDown`, ease-out.
/// 3. §6 1.5 s after each message has appeared, the banner slides a screen width to the right
///    (0.33 s, ease-in-out), is hidden and put back, and the next message curls down.
/// 4. §7 1.5 s after the last message ("Failed"), the banner is hidden through a 0.2 s
///    `.transitionFlipFromTop` and the button goes back (0.33 s): green, 80 pt narrower,
///    60 pt up, the spinner out.
///
/// Every delay is a `LayerTimer` in the window layer's time (the document's `delay(seconds:)`
/// uses the main queue). A press while a login is playing is ignored (the document does not
/// guard it; a second press would widen the button again).
extension LoginForm {
    static let widthSpring = (duration: 1.5, damping: 0.2, grow: CGFloat(80))
    static let jumpSpring = (duration: 0.33, damping: 0.7, drop: CGFloat(60))
    static let curlDuration: TimeInterval = 0.33
    static let messagePause: TimeInterval = 1.5
    static let slideAwayDuration: TimeInterval = 0.33
    static let resetFlipDuration: TimeInterval = 0.2
    static let resetDuration: TimeInterval = 0.33

    /// §4: the button's touch-up-inside animations; the status sequence follows.
    func login() {
        guard !isLoggingIn else { return }
        isLoggingIn = true
        let current = generation
        UIView.animate(withDuration: Self.widthSpring.duration, delay: 0,
                       usingSpringWithDamping: Self.widthSpring.damping,
                       initialSpringVelocity: 0, options: [], animations: {
            self.loginButton.bounds.size.width += Self.widthSpring.grow
        }, completion: nil)
        UIView.animate(withDuration: Self.jumpSpring.duration, delay: 0,
                       usingSpringWithDamping: Self.jumpSpring.damping,
                       initialSpringVelocity: 0, options: [], animations: {
            self.loginButton.center.y += Self.jumpSpring.drop
            self.loginButton.backgroundColor = Self.buttonYellow
            self.spinner.center = LoginForm.Layout.spinnerShown
            self.spinner.alpha = 1
        }, completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.showMessage(index: 0)
        })
    }

    /// §5: the banner curls down showing message `index`; 1.5 s later it goes (or the form resets).
    func showMessage(index: Int) {
        let current = generation
        statusLabel.text = Self.statusMessages[index]
        UIView.transition(with: status, duration: Self.curlDuration, options: [.curveEaseOut, .transitionCurlDown],
                          animations: {
            self.status.isHidden = false
        }, completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.after(Self.messagePause) {
                if index < Self.statusMessages.count - 1 {
                    self.removeMessage(index: index)
                } else {
                    self.resetForm()
                }
            }
        })
    }

    /// §6: the banner slides out to the right, is hidden and put back, and the next message shows.
    func removeMessage(index: Int) {
        let current = generation
        UIView.animate(withDuration: Self.slideAwayDuration, delay: 0, options: [], animations: {
            // The window's own width (its `frame` is scaled by the gallery tile).
            self.status.center.x += self.window.bounds.size.width
        }, completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.status.isHidden = true
            self.status.center = self.statusPosition
            self.showMessage(index: index + 1)
        })
    }

    /// §7: the banner flips away and the button's changes are undone.
    func resetForm() {
        isResetting = true
        let current = generation
        UIView.transition(with: status, duration: Self.resetFlipDuration, options: [.transitionFlipFromTop],
                          animations: {
            self.status.isHidden = true
            self.status.center = self.statusPosition
        }, completion: nil)
        UIView.animate(withDuration: Self.resetDuration, delay: 0, options: [], animations: {
            self.loginButton.backgroundColor = Self.buttonGreen
            self.loginButton.bounds.size.width -= Self.widthSpring.grow
            self.loginButton.center.y -= Self.jumpSpring.drop
            self.spinner.center = LoginForm.Layout.spinnerHidden
            self.spinner.alpha = 0
        }, completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.isLoggingIn = false
            self.isResetting = false
            self.onLoginFinished?()
        })
    }

    /// Ends a login in progress now through §7's reset (the scenes' stop choreography): the
    /// messages still to come are dropped, the banner flips away and the button goes back in
    /// 0.33 s; `onLoginFinished` follows. Does nothing when no login plays or it is resetting.
    func finishLogin() {
        guard isLoggingIn, !isResetting else { return }
        generation += 1
        timers.forEach { $0.cancel() }
        timers = []
        resetForm()
    }

    /// Runs `block` after `delay` seconds of the window layer's time, unless cancelled.
    func after(_ delay: TimeInterval, _ block: @escaping () -> Void) {
        let current = generation
        timers.append(LayerTimer.schedule(after: delay, in: window.layer) { [weak self] in
            guard let self, self.generation == current else { return }
            block()
        })
    }

    /// Cancels the login in progress and every pending delay, removes the form's animations
    /// and puts everything back at rest (clouds included).
    func cancelAll() {
        generation += 1
        timers.forEach { $0.cancel() }
        timers = []
        isLoggingIn = false
        isResetting = false
        username.resignFirstResponder()
        password.resignFirstResponder()
        for view in [heading, username, password, loginButton, spinner, status, statusLabel, info] + clouds {
            view.layer.removeAllAnimations()
        }
        UIView.performWithoutAnimation { placeAtRest() }
    }
}
