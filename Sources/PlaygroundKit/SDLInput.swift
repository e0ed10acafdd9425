import CSDL2
import Foundation

/// Turns SDL events into the gallery's `InputEvent`s and the window changes `WindowApp` needs.
public enum SDLInput {
    /// One translated SDL event.
    public enum Translated: Equatable {
        /// Something for the gallery model.
        case input(InputEvent)
        /// The window changed size (the app re-reads window and drawable sizes).
        case resized
        /// The window was shown, hidden, minimised, restored or maximised: the app re-reads
        /// the window's flags to know whether anything is visible.
        case visibilityChanged
        /// The window was exposed or gained/lost focus: draw a frame.
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

    private static func code(_ k: SDL_KeyCode) -> Int32 { Int32(truncatingIfNeeded: k.rawValue) }

    /// The key for an SDL key code, or nil for keys the playground does not use.
    public static func key(forKeycode sym: Int32) -> Key? {
        switch sym {
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_RETURN), code(SDLK_KP_ENTER), code(SDLK_RETURN2): return .enter
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_SPACE): return .space
        case code(SDLK_TAB): return .tab
        case code(SDLK_BACKSPACE): return .backspace
        case code(SDLK_DELETE): return .delete
        case code(SDLK_HOME): return .home
        case code(SDLK_END): return .end
        case code(SDLK_PAGEUP): return .pageUp
        case code(SDLK_PAGEDOWN): return .pageDown
        case code(SDLK_0)...code(SDLK_9): return .digit(Int(sym - code(SDLK_0)))
        case code(SDLK_KP_1)...code(SDLK_KP_9): return .digit(Int(sym - code(SDLK_KP_1)) + 1)
        case code(SDLK_KP_0): return .digit(0)
        case code(SDLK_a)...code(SDLK_z):
            return UnicodeScalar(UInt32(sym)).map { .character(Character($0)) }
        case code(SDLK_COMMA): return .character(",")
        case code(SDLK_PERIOD): return .character(".")
        case code(SDLK_LEFTBRACKET): return .character("[")
        case code(SDLK_RIGHTBRACKET): return .character("]")
        case code(SDLK_SLASH): return .character("/")
        case code(SDLK_QUESTION): return .character("?")
        default: return nil
        }
    }

    /// Translates one SDL event.
    public static func translate(_ event: SDL_Event) -> Translated {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .input(.quitRequested)
        case SDL_KEYDOWN:
            guard let key = key(forKeycode: event.key.keysym.sym) else { return .ignored }
            if event.key.repeat != 0 && !repeats(key) { return .ignored }
            let mods = UInt32(event.key.keysym.mod)
            // Ctrl/Alt/GUI chords belong to the window manager or the terminal, except Ctrl+Q / Ctrl+W.
            if mods & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0 {
                if key == .character("q") || key == .character("w") { return .input(.quitRequested) }
                return .ignored
            }
            return .input(.key(key, shift: mods & KMOD_SHIFT.rawValue != 0))
        case SDL_MOUSEBUTTONDOWN:
            // Another button pressed during a drag cancels it, as a second finger would not.
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return .input(.focusLost) }
            let p = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
            return .input(.pointerDown(p, clickCount: Int(max(1, event.button.clicks))))
        case SDL_MOUSEBUTTONUP:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return .ignored }
            return .input(.pointerUp(CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))))
        case SDL_MOUSEMOTION:
            return .input(.pointerMoved(CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))))
        case SDL_MOUSEWHEEL:
            // SDL: y > 0 is the wheel turned away from the user (content moves down); flipped
            // directions (natural scrolling) report the opposite sign.
            let flip: CGFloat = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let dx = CGFloat(event.wheel.preciseX) * flip, dy = CGFloat(event.wheel.preciseY) * flip
            return .input(.wheel(dx: -dx, dy: dy, at: CGPoint(x: CGFloat(x), y: CGFloat(y))))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let end = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: bytes[..<end], as: UTF8.self)
            }
            return text.isEmpty ? .ignored : .input(.text(text))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: return .resized
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_SHOWN,
                 SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
                return .visibilityChanged
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_LEAVE:
                return .input(.focusLost)
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_FOCUS_GAINED:
                return .needsRedraw
            default: return .ignored
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .renderReset
        default:
            return .ignored
        }
    }
}
