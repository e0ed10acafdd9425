import AnimationRender
import Foundation

/// Turns a `DisplayWindow`'s events into the gallery's `InputEvent`s and the window changes
/// `WindowApp` needs: which keys repeat, which chords are the system's, what a second mouse
/// button does.
public enum WindowInput {
    /// One translated window event.
    public enum Translated: Equatable {
        /// Something for the gallery model.
        case input(InputEvent)
        /// The window changed size (the app re-reads window and drawable sizes).
        case resized
        /// The window was shown, hidden, minimised, restored or maximised: the app re-reads
        /// the window's flags to know whether anything is visible.
        case visibilityChanged
        /// The window gained (true) or lost (false) the keyboard focus: the app tells
        /// `UIApplication.shared` (its active-state notifications) and draws a frame; a lost
        /// focus also cancels what the pointer was doing (`InputEvent.focusLost`).
        case focusChanged(Bool)
        /// The window was exposed: draw a frame.
        case needsRedraw
        /// The renderer lost its textures: every backing store must be drawn again.
        case renderReset
        /// Nothing the app cares about.
        case ignored
    }

    /// Keys that act again while held down (auto-repeat); the others are toggles.
    static func repeats(_ key: Key) -> Bool {
        switch key {
        case .left, .right, .up, .down, .backspace, .delete, .pageUp, .pageDown: return true
        case .character(let c): return c == "," || c == "." || c == "[" || c == "]"
        default: return false
        }
    }

    /// Keys that, with Ctrl or Super, are text-editing commands.
    static func isEditingChord(_ key: Key) -> Bool {
        switch key {
        case .left, .right, .home, .end, .backspace, .delete: return true
        case .character(let c): return "acxvzy".contains(c)
        default: return false
        }
    }

    /// Translates one window event.
    public static func translate(_ event: WindowEvent) -> Translated {
        switch event {
        case .quitRequested:
            return .input(.quitRequested)
        case let .keyDown(key, isRepeat, modifiers):
            if isRepeat && !repeats(key) { return .ignored }
            // Ctrl and Super chords belong to the window manager or the terminal, except Ctrl+Q / Ctrl+W
            // and the text-editing chords (Ctrl+A, C, X, V, Z, Y, and Ctrl with arrows, Home, End,
            // Backspace and Delete), which go to a text field that is editing.
            if !modifiers.isDisjoint(with: [.control, .command]) {
                if key == .character("q") || key == .character("w") { return .input(.quitRequested) }
                if isEditingChord(key) { return .input(.keyCommand(key, shift: modifiers.contains(.shift))) }
                return .ignored
            }
            return .input(.key(key, shift: modifiers.contains(.shift)))
        case let .mouseDown(primary, p, clickCount):
            // Another button pressed during a drag cancels it, as a second finger would not.
            guard primary else { return .input(.focusLost) }
            return .input(.pointerDown(p, clickCount: clickCount))
        case let .mouseUp(primary, p):
            return primary ? .input(.pointerUp(p)) : .ignored
        case .mouseMoved(let p):
            return .input(.pointerMoved(p))
        case let .wheel(dx, dy, p):
            return .input(.wheel(dx: dx, dy: dy, at: p))
        case .text(let text):
            return .input(.text(text))
        case .resized: return .resized
        case .visibilityChanged: return .visibilityChanged
        case .focusLost: return .focusChanged(false)
        case .focusGained: return .focusChanged(true)
        case .pointerLeft: return .input(.focusLost)
        case .needsRedraw: return .needsRedraw
        case .renderReset: return .renderReset
        case .other: return .ignored
        }
    }
}
