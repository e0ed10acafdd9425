import Foundation

/// The running app: its state, and the notifications posted when it changes.
///
///     NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification,
///                                            object: nil, queue: nil) { _ in resumeAnimations() }
///
/// A host (the playground's window) reports what its window does, and the app moves between
/// UIKit's states, posting UIKit's notifications on `NotificationCenter.default` in UIKit's
/// order (object: `UIApplication.shared`):
/// - focus lost: `.active` → `.inactive`, `willResignActiveNotification`;
/// - minimised or hidden: (`willResignActiveNotification` first when active) → `.background`,
///   `didEnterBackgroundNotification`;
/// - restored or shown: `.background` → `.inactive`, `willEnterForegroundNotification`, then
///   `didBecomeActiveNotification` when the window has the focus;
/// - focus gained while shown: `.inactive` → `.active`, `didBecomeActiveNotification`.
///
/// Differences from UIKit: no app delegate, scenes, URL opening or idle timer; the app starts
/// `.active` (as if launched in front), and the notifications are posted synchronously from the
/// host's call, on the thread that makes it.
public final class UIApplication: @unchecked Sendable {
    /// The app's state, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Posted when the app becomes active (its window gained the focus or came back).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (its window lost the focus).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background (its window was minimised or hidden).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background (its window was restored).
    public static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// The app.
    public static let shared = UIApplication()

    private let lock = NSLock()
    private var state: State = .active
    private var hasFocus = true
    private var isVisible = true

    private init() {}

    /// The app's state now.
    public var applicationState: State {
        lock.lock(); defer { lock.unlock() }
        return state
    }

    /// For hosts: the window gained (true) or lost (false) the keyboard focus.
    public func hostWindowFocusChanged(_ focused: Bool) {
        lock.lock(); hasFocus = focused; lock.unlock()
        settle()
    }

    /// For hosts: the window was shown or restored (true), or minimised or hidden (false).
    public func hostWindowVisibilityChanged(_ visible: Bool) {
        lock.lock(); isVisible = visible; lock.unlock()
        settle()
    }

    /// Moves to the state the window's focus and visibility call for, one step at a time,
    /// posting each step's notification.
    private func settle() {
        while let (next, name) = nextStep() {
            lock.lock(); state = next; lock.unlock()
            NotificationCenter.default.post(name: name, object: self)
        }
    }

    private func nextStep() -> (State, Notification.Name)? {
        lock.lock(); defer { lock.unlock() }
        switch state {
        case .active where !hasFocus || !isVisible:
            return (.inactive, Self.willResignActiveNotification)
        case .inactive where !isVisible:
            return (.background, Self.didEnterBackgroundNotification)
        case .inactive where hasFocus:
            return (.active, Self.didBecomeActiveNotification)
        case .background where isVisible:
            return (.inactive, Self.willEnterForegroundNotification)
        default:
            return nil
        }
    }

    /// For tests and hosts that start afresh: back to `.active`, focused and shown, posting nothing.
    public func hostReset() {
        lock.lock(); state = .active; hasFocus = true; isVisible = true; lock.unlock()
    }
}
