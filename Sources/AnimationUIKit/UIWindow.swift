import Foundation
import AnimationCore

/// What a pointer did: pressed, moved (pressed or not), released, or was taken away
/// (the window lost focus, the pointer left it, another button was pressed).
public enum UIPointerPhase: Equatable, Sendable {
    case began, moved, ended, cancelled
}

/// Keys that are not text: editing and navigation. Typed characters arrive as text
/// (`UIWindow.sendText(_:)`), as they do from SDL's text input.
public enum UIKeyboardKey: Hashable, Sendable {
    case returnKey, tab, backspace, deleteForward, escape
    case leftArrow, rightArrow, upArrow, downArrow, home, end
    /// A character key pressed with Ctrl or Super (Ctrl+C, Ctrl+Z…): an editing command. Keys
    /// that type text arrive as text instead.
    case character(Character)
}

/// The root of a view tree that receives input.
///
/// A host (the playground's window, a test) feeds it events in the window's own coordinates
/// (its bounds); the window hit-tests them and delivers them to views, gesture recognizers,
/// controls and the first responder:
/// - A press hit-tests the PRESENTED tree (`layer.presentation()`), so a view in the middle of
///   an animation is hit where it is seen; hidden, disabled and nearly transparent views
///   (presented opacity below 0.01) are skipped, and `point(inside:)` gets the presented point
///   (overrides of `point(inside:)` are consulted; overrides of `hitTest(_:)` are not, as the
///   window walks the presented tree itself).
/// - The view hit by the press keeps the touch until release (`touchesBegan/Moved/Ended`), as in
///   UIKit, wherever the pointer goes. Gesture recognizers attached to that view and to its
///   ancestors see the touch first; one that recognizes makes the others fail and, with
///   `cancelsTouchesInView`, sends the view `touchesCancelled`.
/// - Keys and text go to the first responder: a `UITextField` that is editing takes editing
///   keys and text; any other key is a `UIPress` (`pressesBegan`/`pressesEnded`) that starts at
///   the first responder (or the window) and goes up the superview chain (UIWindow+Presses.swift).
/// - Time-outs (long press, the second tap of a double tap) are checked on every
///   `CARunLoop.tick()` and before each event.
///
/// Differences from UIKit: there is no `UIApplication`, `UIEvent` or `UITouch` stream from a
/// system; a host calls `sendPointer`, `sendScroll`, `sendKey` and `sendText` instead. There is
/// one pointer (a mouse), so there is never more than one touch; a second `.began` while one is
/// tracked cancels the first interaction before starting anew. `isKeyWindow` is not modelled;
/// the screen is `UIScreen.main`.
open class UIWindow: UIView {
    /// The controller whose view fills the window. Setting it puts its view in the window
    /// (filling the bounds), which calls its appearance callbacks (`viewWillAppear(false)`,
    /// the layout callbacks, `viewDidAppear(false)`); the previous one's view is removed
    /// (`viewWillDisappear(false)`, `viewDidDisappear(false)`).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            addSubview(root.view)
        }
    }

    /// The view that takes keys and text.
    weak var firstResponder: UIView?
    /// The keys down, by code (UIWindow+Presses.swift).
    var pressesDown: [UIKeyboardHIDUsage: UIPress] = [:]
    private var touch: UITouch?
    private var touchCancelledInView = false
    private var participants: [UIGestureRecognizer] = []
    private var observesTicks = false

    // MARK: Pointer

    /// Delivers a pointer event at `point` (window coordinates); `clickCount` is 2 for the second
    /// press of a double click. Returns true when a view (or recognizer, or control) took it:
    /// a press on a view other than the window itself or one the window's recognizers watch,
    /// and the moves and release of such a press (a cancel returns whether a press was tracked).
    @discardableResult
    open func sendPointer(_ phase: UIPointerPhase, at point: CGPoint, clickCount: Int = 1) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            CADiagnostics.report("UIWindow.sendPointer: ignored a non-finite point \(point)")
            return false
        }
        ensureTickObserver()
        let now = eventTime
        checkTime(now)
        switch phase {
        case .began: return pointerBegan(at: point, clickCount: max(clickCount, 1), time: now)
        case .moved: return pointerMoved(to: point, time: now, ended: false)
        case .ended: return pointerMoved(to: point, time: now, ended: true)
        case .cancelled:
            guard touch != nil else { return false }
            cancelTouch(time: now)
            return true
        }
    }

    private func pointerBegan(at point: CGPoint, clickCount: Int, time: TimeInterval) -> Bool {
        if touch != nil { cancelTouch(time: time) }
        let hit = presentedHitTest(point)
        if let responder = firstResponder, !(hit?.isDescendant(of: responder) ?? false) {
            responder.resignFirstResponder()
        }
        guard let hit else { return false }
        let t = UITouch(view: hit, window: self, location: point, tapCount: clickCount, timestamp: time)
        touch = t
        touchCancelledInView = false

        let recognizers = recognizers(for: hit).filter { $0.delegate?.gestureRecognizer($0, shouldReceive: t) ?? true }
        for old in participants where !recognizers.contains(where: { $0 === old }) {
            if old.state == .possible && old.pendingState == nil { old.state = .failed }
            old.isTracking = false
            old.resolvePendingState()
        }
        for r in recognizers where r.pendingState == nil { r.resetIfFinished() }
        participants = recognizers
        for r in recognizers {
            r.isTracking = true
            r.window = self
            r.windowLocation = point
        }
        let event = UIEvent(timestamp: time, touches: [t])
        for r in recognizers where isLive(r) { r.touchesBegan([t], with: event) }
        resolvePending()
        if !touchCancelledInView { hit.touchesBegan([t], with: event) }
        return hit !== self || !recognizers.isEmpty
    }

    private func pointerMoved(to point: CGPoint, time: TimeInterval, ended: Bool) -> Bool {
        guard let t = touch else { return false }
        t.previousWindowLocation = t.windowLocation
        t.windowLocation = point
        t.timestamp = time
        t.phase = ended ? .ended : .moved
        let event = UIEvent(timestamp: time, touches: [t])
        for r in participants where isLive(r) {
            r.windowLocation = point
            if ended { r.touchesEnded([t], with: event) } else { r.touchesMoved([t], with: event) }
        }
        resolvePending()
        if let view = t.view, !touchCancelledInView {
            if ended { view.touchesEnded([t], with: event) } else { view.touchesMoved([t], with: event) }
        }
        let used = t.view !== self || !participants.isEmpty
        if ended { finishTouch() }
        return used
    }

    private func cancelTouch(time: TimeInterval) {
        guard let t = touch else { return }
        t.phase = .cancelled
        t.timestamp = time
        let event = UIEvent(timestamp: time, touches: [t])
        for r in participants where r.state != .failed && r.state != .ended && r.state != .cancelled {
            r.pendingState = nil
            r.touchesCancelled([t], with: event)
            r.cancelOrFail()
        }
        if let view = t.view, !touchCancelledInView { view.touchesCancelled([t], with: event) }
        finishTouch()
    }

    private func finishTouch() {
        touch = nil
        for r in participants where !(r.state == .possible || r.pendingState != nil) { r.isTracking = false }
    }

    /// Recognizers that see a touch on `hit`: its own and its ancestors', innermost first.
    private func recognizers(for hit: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = hit
        while let view = v {
            for r in view.gestureRecognizerStorage where r.isEnabled {
                // UIKit lets controls keep their taps: an ancestor's tap recognizer ignores them.
                if r is UITapGestureRecognizer, view !== hit, hit is UIControl { continue }
                result.append(r)
            }
            v = view.superview
        }
        return result
    }

    private func isLive(_ r: UIGestureRecognizer) -> Bool {
        r.isEnabled && (r.state == .possible || r.state == .began || r.state == .changed)
    }

    private func resolvePending() {
        for r in participants where r.pendingState != nil { r.resolvePendingState() }
    }

    /// Called when `recognizer` begins (or recognizes, for a discrete gesture).
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .ended else { return }
        for other in participants where other !== recognizer && other.state == .possible {
            let waitsForIt = other.failureRequirements.contains { $0.recognizer === recognizer }
            if !waitsForIt && !recognizer.canRecognizeSimultaneously(with: other) {
                other.pendingState = nil
                other.state = .failed
            }
        }
        if recognizer.cancelsTouchesInView, let t = touch, let view = t.view, !touchCancelledInView {
            touchCancelledInView = true
            t.phase = .cancelled
            view.touchesCancelled([t], with: UIEvent(timestamp: eventTime, touches: [t]))
        }
    }

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        recognizer.isTracking = false
        resolvePending()
    }

    // MARK: Wheel, keys, text (UIWindow+Keyboard.swift)

    /// Delivers a wheel or trackpad scroll of (`deltaX`, `deltaY`) points at `point` (window
    /// coordinates; positive `deltaY` scrolls content up, as a wheel turned towards the user).
    /// The innermost scroll-enabled `UIScrollView` under the point that can still move that way
    /// takes it. Returns true when a scroll view took it.
    @discardableResult
    open func sendScroll(deltaX: CGFloat, deltaY: CGFloat, at point: CGPoint) -> Bool {
        deliverScroll(deltaX: deltaX, deltaY: deltaY, at: point)
    }

    /// Delivers one keystroke of a non-text key (down, then up); returns true when it was used.
    /// A text field that is first responder edits with it; otherwise (or when the field does not
    /// use the key) it is a `UIPress`: `sendPress(.began, …)` then `sendPress(.ended, …)`, through
    /// the responder chain. For hosts without key-up events; a host with them calls `sendPress`.
    @discardableResult
    open func sendKey(_ key: UIKeyboardKey, shift: Bool = false) -> Bool {
        sendKey(key, modifiers: shift ? .shift : [])
    }

    /// Delivers one keystroke with `modifiers` held: Shift with arrows, Home and End selects in a
    /// text field, Ctrl (or Alt) with arrows, Backspace and Delete works by words, and Ctrl (or
    /// Super, `.command`) with a `.character` key is an editing command (A, C, X, V, Z, Y).
    /// Otherwise as `sendKey(_:shift:)`.
    @discardableResult
    open func sendKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags) -> Bool {
        ensureTickObserver()
        checkTime(eventTime)
        if deliverKey(key, modifiers: modifiers) { return true }
        let uiKey = UIKey(key, modifiers: modifiers)
        let used = sendPress(.began, key: uiKey)
        sendPress(.ended, key: uiKey)
        return used
    }

    /// Delivers typed text to the first responder; returns true when one took it.
    @discardableResult
    open func sendText(_ text: String) -> Bool { deliverText(text) }

    /// True while a text field is editing (the host then sends keys and text here first).
    /// A text field removed from the window while editing ends editing when this is next read.
    open var isEditingText: Bool { currentFirstResponder() is UITextField }

    /// Cancels whatever the pointer is doing (gestures, pressed controls, a scroll view's drag),
    /// cancels keys that are down (`pressesCancelled`) and ends editing: the host calls it when
    /// the window loses focus or the scene is closed. Recognizers waiting for a second tap fail.
    open func cancelAllInteractions() {
        let now = eventTime
        cancelTouch(time: now)
        for r in participants where r.state == .possible {
            r.pendingState = nil
            r.state = .failed
            r.isTracking = false
        }
        cancelAllPresses()
        firstResponder?.resignFirstResponder()
    }

    // MARK: Time

    /// The time events are stamped with: the window layer's local time
    /// (`layer.convertTime(CACurrentMediaTime(), from: nil)`), so gestures follow the scene's
    /// clock. Under 10× slow motion a long press needs 5 s and a drag's velocity is measured in
    /// the slowed time (a deceleration played in that time then moves as fast on screen as the
    /// pointer did); while the scene is paused, time-outs wait.
    public var eventTime: TimeInterval { layer.convertTime(CACurrentMediaTime(), from: nil) }

    func ensureTickObserver() {
        guard !observesTicks else { return }
        observesTicks = true
        CARunLoop.addTickObserver { [weak self] in
            guard let self else { return false }
            self.checkTime(self.eventTime)
            return true
        }
    }

    func checkTime(_ now: TimeInterval) {
        guard !participants.isEmpty else { return }
        for r in participants where isLive(r) && r.isTracking { r.timeDidPass(now) }
        for r in participants where r.pendingState != nil { r.resolvePendingState() }
        if touch == nil { for r in participants where r.state != .possible { r.isTracking = false } }
    }

    // MARK: Hit testing

    /// The deepest view at `point` (window coordinates) as the views are presented now.
    func presentedHitTest(_ point: CGPoint) -> UIView? {
        guard let presented = layer.presentation() else { return hitTest(point) }
        return UIWindow.presentedHit(self, presented: presented, at: point)
    }

    private static func presentedHit(_ view: UIView, presented: CALayer, at point: CGPoint) -> UIView? {
        guard !presented.isHidden, view.isUserInteractionEnabled, presented.opacity >= 0.01,
              view.point(inside: point) else { return nil }
        let modelSublayers = view.layer.sublayers ?? []
        let presentedSublayers = presented.sublayers ?? []
        for child in view.subviews.reversed() {
            guard let i = modelSublayers.firstIndex(where: { $0 === child.layer }), i < presentedSublayers.count else {
                continue
            }
            let copy = presentedSublayers[i]
            if let hit = presentedHit(child, presented: copy, at: copy.convert(point, from: presented)) { return hit }
        }
        return view
    }
}
