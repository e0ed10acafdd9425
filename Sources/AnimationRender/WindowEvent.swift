import CSDL2
import Foundation

/// A key a `DisplayWindow` reports by name: the keys this package's apps use. Other keys are
/// not reported.
public enum WindowKey: Hashable, Sendable {
    /// A number key 0…9 (top row or keypad).
    case digit(Int)
    case left, right, up, down
    case enter, escape, space
    case tab, backspace, delete, home, end, pageUp, pageDown
    /// A printable key, lower-case: a letter "a"…"z", or one of "," "." "[" "]" "/" "?".
    case character(Character)
}

/// The modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super / Windows / Command key.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// One event of a `DisplayWindow` (or of the system), independent of SDL. Positions are in
/// window points.
public enum WindowEvent: Equatable, Sendable {
    /// The window's close button or the system asked to quit.
    case quitRequested
    /// A named key went down; `isRepeat` for the keyboard's auto-repeat.
    case keyDown(WindowKey, isRepeat: Bool, modifiers: KeyModifiers)
    /// A mouse button went down; `primary` for the left button; `clickCount` 2 for a double click.
    case mouseDown(primary: Bool, at: CGPoint, clickCount: Int)
    /// A mouse button went up.
    case mouseUp(primary: Bool, at: CGPoint)
    /// The pointer moved (pressed or not).
    case mouseMoved(CGPoint)
    /// The wheel turned, in wheel steps: `dy` > 0 is the wheel turned away from the user, `dx` > 0
    /// a scroll to the right (the system's "natural scrolling" already undone); `at` is where
    /// the pointer is.
    case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint)
    /// Text typed (one or more characters, as the keyboard layout and input method make them).
    case text(String)
    /// The window changed size: read `DisplayWindow.size` and `drawableSize` again.
    case resized
    /// The window was shown, hidden, minimised, restored or maximised: read
    /// `DisplayWindow.isHidden` again.
    case visibilityChanged
    /// The window lost the keyboard focus.
    case focusLost
    /// The pointer left the window.
    case pointerLeft
    /// The window gained the keyboard focus (it needs its frame presented again too).
    case focusGained
    /// The window was exposed: it needs its frame presented again.
    case needsRedraw
    /// The renderer lost its textures (`Renderer.purgeAllStores()` and draw again).
    case renderReset
    /// An unnamed key, or anything else an app here does not use.
    case other
}

extension WindowEvent {
    /// The event for an SDL event. A wheel event reads the pointer's position from SDL.
    init(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            self = .quitRequested
        case SDL_KEYDOWN:
            guard let key = WindowKey(keycode: event.key.keysym.sym) else { self = .other; return }
            let mods = UInt32(event.key.keysym.mod)
            var modifiers: KeyModifiers = []
            if mods & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
            if mods & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
            if mods & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
            if mods & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
            self = .keyDown(key, isRepeat: event.key.repeat != 0, modifiers: modifiers)
        case SDL_MOUSEBUTTONDOWN:
            let p = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
            self = .mouseDown(primary: event.button.button == UInt8(SDL_BUTTON_LEFT), at: p,
                              clickCount: Int(max(1, event.button.clicks)))
        case SDL_MOUSEBUTTONUP:
            let p = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
            self = .mouseUp(primary: event.button.button == UInt8(SDL_BUTTON_LEFT), at: p)
        case SDL_MOUSEMOTION:
            self = .mouseMoved(CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y)))
        case SDL_MOUSEWHEEL:
            // SDL: y > 0 is the wheel turned away from the user (content moves down); flipped
            // directions (natural scrolling) report the opposite sign.
            let flip: CGFloat = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let dx = CGFloat(event.wheel.preciseX) * flip, dy = CGFloat(event.wheel.preciseY) * flip
            self = .wheel(dx: dx, dy: dy, at: CGPoint(x: CGFloat(x), y: CGFloat(y)))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let end = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: bytes[..<end], as: UTF8.self)
            }
            self = text.isEmpty ? .other : .text(text)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: self = .resized
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_SHOWN,
                 SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
                self = .visibilityChanged
            case SDL_WINDOWEVENT_FOCUS_LOST: self = .focusLost
            case SDL_WINDOWEVENT_LEAVE: self = .pointerLeft
            case SDL_WINDOWEVENT_FOCUS_GAINED: self = .focusGained
            case SDL_WINDOWEVENT_EXPOSED: self = .needsRedraw
            default: self = .other
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            self = .renderReset
        default:
            self = .other
        }
    }
}

extension WindowKey {
    private static func code(_ k: SDL_KeyCode) -> Int32 { Int32(truncatingIfNeeded: k.rawValue) }

    /// The key for an SDL key code, or nil for keys that are not named.
    init?(keycode sym: Int32) {
        let code = WindowKey.code
        switch sym {
        case code(SDLK_LEFT): self = .left
        case code(SDLK_RIGHT): self = .right
        case code(SDLK_UP): self = .up
        case code(SDLK_DOWN): self = .down
        case code(SDLK_RETURN), code(SDLK_KP_ENTER), code(SDLK_RETURN2): self = .enter
        case code(SDLK_ESCAPE): self = .escape
        case code(SDLK_SPACE): self = .space
        case code(SDLK_TAB): self = .tab
        case code(SDLK_BACKSPACE): self = .backspace
        case code(SDLK_DELETE): self = .delete
        case code(SDLK_HOME): self = .home
        case code(SDLK_END): self = .end
        case code(SDLK_PAGEUP): self = .pageUp
        case code(SDLK_PAGEDOWN): self = .pageDown
        case code(SDLK_0)...code(SDLK_9): self = .digit(Int(sym - code(SDLK_0)))
        case code(SDLK_KP_1)...code(SDLK_KP_9): self = .digit(Int(sym - code(SDLK_KP_1)) + 1)
        case code(SDLK_KP_0): self = .digit(0)
        case code(SDLK_a)...code(SDLK_z):
            guard let scalar = UnicodeScalar(UInt32(sym)) else { return nil }
            self = .character(Character(scalar))
        case code(SDLK_COMMA): self = .character(",")
        case code(SDLK_PERIOD): self = .character(".")
        case code(SDLK_LEFTBRACKET): self = .character("[")
        case code(SDLK_RIGHTBRACKET): self = .character("]")
        case code(SDLK_SLASH): self = .character("/")
        case code(SDLK_QUESTION): self = .character("?")
        default: return nil
        }
    }
}
