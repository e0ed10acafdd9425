import Foundation

/// One hardware key going down, being held and coming up, as UIKit's `UIPress`.
///
/// The window makes one `UIPress` per key that goes down and passes the same object to
/// `pressesBegan`, then `pressesEnded` (or `pressesCancelled`), starting each time at the
/// responder that received `pressesBegan`.
/// Differences from UIKit: only keyboard presses (no `type` for remote buttons, no `force`,
/// no `gestureRecognizers`); `phase` is never `.changed` or `.stationary`.
public final class UIPress: Hashable {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The phase of the event being delivered.
    public internal(set) var phase: Phase
    /// The time of the latest phase (the window's `eventTime`).
    public internal(set) var timestamp: TimeInterval
    /// The key pressed.
    public let key: UIKey?
    /// The view that received `pressesBegan` (the first responder then, or the window).
    public internal(set) weak var responder: UIView?
    /// Whether a responder used `pressesBegan` (it did not reach the end of the chain).
    var wasHandled = false

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
        self.phase = .began
    }

    /// Presses are equal only when they are the same object.
    public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event key presses belong to, as UIKit's `UIPressesEvent`.
///
/// It also records whether delivery fell off the end of the responder chain (a responder that
/// does not use a press calls `super`, and the last one, the window, has nowhere to pass it):
/// that is how `UIWindow.sendPress` knows whether a key was used.
public final class UIPressesEvent: UIEvent {
    /// The presses of the event (one: the window delivers each key on its own).
    public let allPresses: Set<UIPress>
    /// Set when a press passed the window, the last responder, unused.
    var reachedEndOfChain = false

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self.allPresses = presses
        super.init(timestamp: timestamp, touches: [])
    }
}
