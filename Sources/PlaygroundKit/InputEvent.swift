import AnimationRender
import Foundation

/// A key, independent of SDL: the keys a `DisplayWindow` names (see `WindowInput`).
public typealias Key = WindowKey

/// What the gallery reacts to: keys, typed text, the pointer and window changes, in window points.
public enum InputEvent: Equatable, Sendable {
    /// A key press; `shift` tells whether Shift was held.
    case key(Key, shift: Bool)
    /// A text-editing chord: the key pressed with Ctrl (or Super), `shift` whether Shift was
    /// held too (Ctrl+C, Ctrl+Shift+←…). Only a text field that is editing uses it.
    case keyCommand(Key, shift: Bool)
    /// Text typed (one or more characters, as the keyboard layout and input method produce them).
    case text(String)
    /// A primary-button press at a point in window points; `clickCount` 2 for a double click.
    case pointerDown(CGPoint, clickCount: Int)
    /// The pointer moved to a point (pressed or not).
    case pointerMoved(CGPoint)
    /// The primary button was released at a point.
    case pointerUp(CGPoint)
    /// The wheel turned, in wheel steps as SDL reports them: `dy` > 0 is the wheel turned away
    /// from the user (scrolling back up), `dx` > 0 a scroll to the right; at the pointer's
    /// position (window points).
    case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint)
    /// The window lost the keyboard focus or the pointer left it: whatever the pointer was
    /// doing is cancelled.
    case focusLost
    /// The window now measures `size` points drawn at `pixelScale` pixels per point.
    case resize(CGSize, pixelScale: CGFloat)
    /// The window's close button or the system asked to quit.
    case quitRequested

    /// A key press without Shift.
    public static func key(_ k: Key) -> InputEvent { .key(k, shift: false) }
    /// A single click.
    public static func click(_ p: CGPoint) -> InputEvent { .pointerDown(p, clickCount: 1) }
}

/// What the host must do after an event.
public struct InputResponse: Equatable, Sendable {
    /// Leave the app.
    public var quit = false
    /// The event changed something (the host redraws at least once).
    public var changed = false

    public init(quit: Bool = false, changed: Bool = false) { self.quit = quit; self.changed = changed }
}
