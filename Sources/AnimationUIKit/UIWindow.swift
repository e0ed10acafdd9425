import Foundation

/// What a pointer did: pressed, moved (pressed or not), released, or was taken away
/// (the window lost focus, the pointer left it, another button was pressed).
public enum UIPointerPhase: Equatable, Sendable {
    case began, moved, ended, cancelled
}

/// Keys that are not text: editing and navigation. Typed characters arrive as text
/// (`UIWindow.sendText(_:)`), as they do from SDL's text input.
public enum UIKeyboardKey: Equatable, Sendable {
    case returnKey, tab, backspace, deleteForward, escape
    case leftArrow, rightArrow, upArrow, downArrow, home, end
}

/// The root of a view tree that receives input.
///
/// A host (the playground's window, a test) feeds it events in the window's own coordinates
/// (its bounds); the window hit-tests them and delivers them to views, gesture recognizers,
/// controls and the first responder.
///
/// Differences from UIKit: there is no `UIApplication`, `UIEvent` or `UITouch` stream from a
/// system; a host calls `sendPointer`, `sendScroll`, `sendKey` and `sendText` instead. There is
/// one pointer (a mouse), so there is never more than one touch.
open class UIWindow: UIView {
    /// Delivers a pointer event at `point` (window coordinates); `clickCount` is 2 for the second
    /// press of a double click. Returns true when a view (or recognizer, or control) took it.
    @discardableResult
    open func sendPointer(_ phase: UIPointerPhase, at point: CGPoint, clickCount: Int = 1) -> Bool {
        hitTest(point) != nil && hitTest(point) !== self
    }

    /// Delivers a wheel or trackpad scroll of (`deltaX`, `deltaY`) points at `point` (window
    /// coordinates; positive `deltaY` scrolls content up, as a wheel turned towards the user).
    /// Returns true when a scroll view took it.
    @discardableResult
    open func sendScroll(deltaX: CGFloat, deltaY: CGFloat, at point: CGPoint) -> Bool { false }

    /// Delivers a non-text key to the first responder; returns true when it used it.
    @discardableResult
    open func sendKey(_ key: UIKeyboardKey, shift: Bool = false) -> Bool { false }

    /// Delivers typed text to the first responder; returns true when one took it.
    @discardableResult
    open func sendText(_ text: String) -> Bool { false }

    /// True while a text field is editing (the host then sends keys and text here first).
    open var isEditingText: Bool { false }

    /// Cancels whatever the pointer is doing (gestures, pressed controls) and ends editing:
    /// the host calls it when the window loses focus or the scene is closed.
    open func cancelAllInteractions() {}
}
