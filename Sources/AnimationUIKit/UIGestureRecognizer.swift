import Foundation

/// The base of the gesture recognizers: UIKit's state machine, fed touches by `UIWindow`.
///
/// States follow UIKit: a discrete gesture (a tap) goes `possible → ended` (`.recognized`) or
/// `possible → failed`; a continuous one (pan, long press) goes `possible → began → changed… →
/// ended` or `→ cancelled`, or `possible → failed`. The window puts finished recognizers back to
/// `possible` (calling `reset()`) when the next press begins. Each change to `began`, `changed`,
/// `ended` or `cancelled` calls the handlers.
///
/// A recognizer sees the touches that start on its view or a subview. When one recognizes
/// (begins, or ends for a discrete one), the other possible recognizers of that touch fail,
/// except those that `require(toFail:)` it (they fail once it has recognized) and those a
/// delegate lets recognize simultaneously; and if `cancelsTouchesInView` is true the touched
/// view gets `touchesCancelled` (a button under a pan stops being pressed).
///
/// Differences from UIKit: Linux has no Objective-C selectors, so `addTarget(_:action:)` is
/// replaced by `addTarget(_:)` taking a closure, and `init(handler:)` builds a recognizer with
/// one (`UITapGestureRecognizer { tap in … }`); the closure receives the recognizer with its
/// own type. Simultaneous recognition needs a delegate that allows it (as in UIKit); a
/// recognizer that a delegate keeps from a touch does not see the rest of it. Time-outs (a long
/// press, a double tap's second tap) are checked when an event arrives and on each
/// `CARunLoop.tick()`.
open class UIGestureRecognizer {
    /// UIKit's recognizer states.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: the same as `.ended`, as in UIKit.
        public static var recognized: State { .ended }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// When false the recognizer sees no touches (and is cancelled or failed if it was active).
    open var isEnabled: Bool = true {
        didSet { if !isEnabled && oldValue { cancelForDisable() } }
    }
    /// When true (the default), recognizing cancels the touch in the touched view.
    open var cancelsTouchesInView: Bool = true
    /// Asked whether to begin, to receive a touch, and to recognize alongside others.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// The current state; subclasses set it, and the handlers hear each change.
    public internal(set) var state: State = .possible {
        didSet { stateDidChange(from: oldValue) }
    }

    private var handlers: [(UIGestureRecognizer) -> Void] = []
    var failureRequirements: [WeakRecognizer] = []
    /// A recognition held back until the recognizers in `failureRequirements` fail.
    var pendingState: State?
    /// Where the latest touch is, in window coordinates.
    var windowLocation: CGPoint = .zero
    weak var window: UIWindow?

    /// A recognizer with no handler.
    public required init() {}

    /// Adds a closure called with the recognizer on each state change (the Linux stand-in for
    /// `addTarget(_:action:)`; see also the typed `addTarget(_:)` and `init(handler:)`).
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler (the stand-in for `removeTarget(nil, action: nil)`).
    public func removeAllTargets() { handlers = [] }

    /// The latest touch location in `view`'s bounds coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The number of touches in the gesture: 1 while one is tracked, else 0 (one pointer).
    open var numberOfTouches: Int { state == .possible || state == .began || state == .changed ? 1 : 0 }

    /// Makes this recognizer wait until `other` fails before it recognizes; it fails if `other`
    /// recognizes. Typical use: a single tap that must not fire on a double tap.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: Override points

    /// Called by the window with the touch that went down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called as the touch moves.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the touch is released.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the touch is taken away: the default cancels a gesture in progress and
    /// fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }
    /// Called at `CARunLoop.tick()` and before each event while the recognizer is possible or
    /// active, with the window's `eventTime`: for time-outs.
    open func timeDidPass(_ now: TimeInterval) {}
    /// Puts the recognizer back to its initial values (state is already `.possible`).
    open func reset() {}

    // MARK: Machinery

    /// Moves a gesture in progress to `.cancelled` and a possible one to `.failed`.
    func cancelOrFail() {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Disabling cancels a gesture in progress, then (as for a possible one) resets it.
    private func cancelForDisable() {
        if state == .began || state == .changed { state = .cancelled }
        pendingState = nil
        if state == .possible { reset() } else { resetIfFinished() }
        window?.recognizerWasDisabled(self)
    }

    /// Sets `newState`, unless it is a recognition that must wait for other recognizers to fail.
    func transition(to newState: State) {
        guard state != newState || newState == .changed else { return }
        if state == .possible, newState == .began || newState == .ended {
            if !(delegate?.gestureRecognizerShouldBegin(self) ?? true) { state = .failed; return }
            let waiting = failureRequirements.compactMap(\.recognizer).filter { $0.state == .possible && $0.isTracking }
            if failureRequirements.contains(
                where: { $0.recognizer?.state == .ended || $0.recognizer?.state == .began }) {
                state = .failed
                return
            }
            if !waiting.isEmpty { pendingState = newState; return }
        }
        state = newState
    }

    /// Applies a held-back recognition once every required recognizer has failed (or fails it
    /// when one recognized); the window calls it after each event and tick.
    func resolvePendingState() {
        guard let pending = pendingState, state == .possible else { pendingState = nil; return }
        let others = failureRequirements.compactMap(\.recognizer)
        if others.contains(where: { $0.state == .ended || $0.state == .began || $0.state == .changed }) {
            pendingState = nil
            state = .failed
        } else if others.allSatisfy({ $0.state == .failed || $0.state == .cancelled || !$0.isTracking }) {
            pendingState = nil
            state = pending
        }
    }

    /// True while the recognizer takes part in the window's current or pending interaction.
    var isTracking: Bool = false

    private func stateDidChange(from old: State) {
        guard state != old || state == .changed else { return }
        switch state {
        case .began, .changed, .ended, .cancelled:
            for h in handlers { h(self) }
            if state != .changed { window?.recognizerDidRecognize(self) }
        case .failed, .possible:
            break
        }
    }

    /// Back to `.possible` with `reset()`, after a finished gesture.
    func resetIfFinished() {
        guard state == .ended || state == .failed || state == .cancelled else { return }
        pendingState = nil
        state = .possible
        reset()
    }
}

/// Typed conveniences: the closure receives the recognizer as its own class.
public protocol UIGestureRecognizerTyped: UIGestureRecognizer {}
extension UIGestureRecognizer: UIGestureRecognizerTyped {}

extension UIGestureRecognizerTyped {
    /// A recognizer that calls `handler` on each state change (the stand-in for
    /// `init(target:action:)`).
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds a closure called with the recognizer on each state change (the stand-in for
    /// `addTarget(_:action:)`). The recognizer is passed in, so the closure needs no capture.
    public func addTarget(_ handler: @escaping (Self) -> Void) {
        addAction { if let typed = $0 as? Self { handler(typed) } }
    }
}

/// A weak reference, for `require(toFail:)`.
final class WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}
