import Foundation

/// The pointer while it is pressed: where it is, where it was, and the view it went down on.
///
/// Differences from UIKit: there is one pointer (a mouse), so a gesture sees one touch; there is
/// no force, radius or stylus data. `timestamp` is the window's `eventTime` (its layer's
/// local time), not the system uptime.
public final class UITouch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The view the pointer went down on (it keeps the touch until release, as in UIKit).
    public internal(set) weak var view: UIView?
    /// The window that delivered the touch.
    public internal(set) weak var window: UIWindow?
    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// The number of presses in quick succession (2 for the second press of a double click).
    public internal(set) var tapCount: Int
    /// The time of the latest event (the window's `eventTime`).
    public internal(set) var timestamp: TimeInterval
    /// The location in window coordinates, now and at the event before.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(view: UIView?, window: UIWindow, location: CGPoint, tapCount: Int, timestamp: TimeInterval) {
        self.view = view
        self.window = window
        self.windowLocation = location
        self.previousWindowLocation = location
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// The location in `view`'s bounds coordinates (the window's when nil), from model geometry.
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The location at the previous event, in `view`'s bounds coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    /// Touches are equal only when they are the same object.
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a touch (or, as `UIPressesEvent`, a key press) belongs to. Differs from UIKit: it
/// only carries its time and touches.
public class UIEvent {
    /// The time of the event (the window's `eventTime`).
    public let timestamp: TimeInterval
    /// The touches of the event (one at most).
    public let allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }
}
