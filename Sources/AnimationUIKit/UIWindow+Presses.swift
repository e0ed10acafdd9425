import Foundation

// Key presses through the responder chain (UIKit's `pressesBegan` / `pressesEnded`).
//
// A key that goes down makes a `UIPress`, delivered to the first responder (the window itself
// when there is none) and passed up the superview chain by every view that calls `super`. The
// press's later phases start at the same view. A key already down that goes down again (a host's
// auto-repeat) is not delivered again, as in UIKit; it answers as its first press did.

extension UIWindow {
    /// Delivers a phase of a hardware key press and returns whether a responder used it (for
    /// `.began`: no view let it pass the window; for `.ended` and `.cancelled`: whether its
    /// `.began` was used). `.ended` or `.cancelled` for a key that is not down is ignored
    /// (false); so are `.changed` and `.stationary`, which a keyboard does not send.
    ///
    /// Text fields do not edit on presses: hosts send editing keys with `sendKey(_:shift:)`.
    @discardableResult
    public func sendPress(_ phase: UIPress.Phase, key: UIKey) -> Bool {
        ensureTickObserver()
        let now = eventTime
        checkTime(now)
        switch phase {
        case .began:
            if let held = pressesDown[key.keyCode] { return held.wasHandled }
            let press = UIPress(key: key, timestamp: now)
            let responder = currentFirstResponder() ?? self
            press.responder = responder
            pressesDown[key.keyCode] = press
            let event = UIPressesEvent(timestamp: now, presses: [press])
            responder.pressesBegan([press], with: event)
            press.wasHandled = !event.reachedEndOfChain
            return press.wasHandled
        case .ended, .cancelled:
            guard let press = pressesDown.removeValue(forKey: key.keyCode) else { return false }
            finish(press, phase: phase, time: now)
            return press.wasHandled
        case .changed, .stationary:
            return false
        }
    }

    /// Cancels every key that is down (`pressesCancelled`), for `cancelAllInteractions()`.
    func cancelAllPresses() {
        let now = eventTime
        let held = pressesDown.values.sorted { $0.timestamp < $1.timestamp }
        pressesDown.removeAll()
        for press in held { finish(press, phase: .cancelled, time: now) }
    }

    private func finish(_ press: UIPress, phase: UIPress.Phase, time: TimeInterval) {
        press.phase = phase
        press.timestamp = time
        // A responder that left the window since: the chain starts at the window instead.
        let start = press.responder.flatMap { $0.window === self ? $0 : nil } ?? self
        let event = UIPressesEvent(timestamp: time, presses: [press])
        if phase == .ended {
            start.pressesEnded([press], with: event)
        } else {
            start.pressesCancelled([press], with: event)
        }
    }
}
