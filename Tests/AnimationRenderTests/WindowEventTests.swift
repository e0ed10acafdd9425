@testable import AnimationRender
import CSDL2
import XCTest

/// SDL's events and key codes as `WindowEvent`s and `WindowKey`s.
final class WindowEventTests: XCTestCase {
    private func code(_ k: SDL_KeyCode) -> Int32 { Int32(truncatingIfNeeded: k.rawValue) }

    func testKeyMapping() {
        XCTAssertEqual(WindowKey(keycode: code(SDLK_1)), .digit(1))
        XCTAssertEqual(WindowKey(keycode: code(SDLK_0)), .digit(0))
        XCTAssertEqual(WindowKey(keycode: code(SDLK_KP_5)), .digit(5))
        XCTAssertEqual(WindowKey(keycode: code(SDLK_s)), .character("s"))
        XCTAssertEqual(WindowKey(keycode: code(SDLK_LEFTBRACKET)), .character("["))
        XCTAssertEqual(WindowKey(keycode: code(SDLK_PERIOD)), .character("."))
        XCTAssertEqual(WindowKey(keycode: code(SDLK_RETURN)), .enter)
        XCTAssertEqual(WindowKey(keycode: code(SDLK_ESCAPE)), .escape)
        XCTAssertEqual(WindowKey(keycode: code(SDLK_UP)), .up)
        XCTAssertEqual(WindowKey(keycode: code(SDLK_PAGEDOWN)), .pageDown)
        XCTAssertEqual(WindowKey(keycode: code(SDLK_BACKSPACE)), .backspace)
        XCTAssertEqual(WindowKey(keycode: code(SDLK_TAB)), .tab)
        XCTAssertNil(WindowKey(keycode: code(SDLK_F5)))
    }

    func testKeyEvents() {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = code(SDLK_s)
        e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(WindowEvent(e), .keyDown(.character("s"), isRepeat: false, modifiers: .shift))
        e.key.repeat = 1
        e.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_RALT.rawValue | KMOD_LGUI.rawValue)
        XCTAssertEqual(WindowEvent(e), .keyDown(.character("s"), isRepeat: true, modifiers: [.control, .alt, .command]))
        e.key.keysym.sym = code(SDLK_F5)
        XCTAssertEqual(WindowEvent(e), .other, "keys without a name are not reported")
    }

    func testPointerTextWindowAndQuitEvents() {
        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 30
        click.button.y = 40
        click.button.clicks = 2
        XCTAssertEqual(WindowEvent(click), .mouseDown(primary: true, at: CGPoint(x: 30, y: 40), clickCount: 2))
        click.button.button = UInt8(SDL_BUTTON_RIGHT)
        click.button.clicks = 0
        XCTAssertEqual(WindowEvent(click), .mouseDown(primary: false, at: CGPoint(x: 30, y: 40), clickCount: 1))
        var up = SDL_Event()
        up.type = SDL_MOUSEBUTTONUP.rawValue
        up.button.button = UInt8(SDL_BUTTON_LEFT)
        up.button.x = 31
        up.button.y = 41
        XCTAssertEqual(WindowEvent(up), .mouseUp(primary: true, at: CGPoint(x: 31, y: 41)))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 7
        motion.motion.y = 9
        XCTAssertEqual(WindowEvent(motion), .mouseMoved(CGPoint(x: 7, y: 9)))

        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { raw in
            for (i, b) in "é✓".utf8.enumerated() { raw[i] = b }
        }
        XCTAssertEqual(WindowEvent(text), .text("é✓"), "UTF-8 text arrives whole")

        var window = SDL_Event()
        window.type = SDL_WINDOWEVENT.rawValue
        let expected: [(SDL_WindowEventID, WindowEvent)] = [
            (SDL_WINDOWEVENT_SIZE_CHANGED, .resized), (SDL_WINDOWEVENT_RESIZED, .resized),
            (SDL_WINDOWEVENT_MINIMIZED, .visibilityChanged), (SDL_WINDOWEVENT_RESTORED, .visibilityChanged),
            (SDL_WINDOWEVENT_FOCUS_LOST, .focusLost), (SDL_WINDOWEVENT_LEAVE, .pointerLeft),
            (SDL_WINDOWEVENT_EXPOSED, .needsRedraw), (SDL_WINDOWEVENT_FOCUS_GAINED, .focusGained),
        ]
        for (id, event) in expected {
            window.window.event = UInt8(id.rawValue)
            XCTAssertEqual(WindowEvent(window), event, "\(id)")
        }

        var reset = SDL_Event()
        reset.type = SDL_RENDER_TARGETS_RESET.rawValue
        XCTAssertEqual(WindowEvent(reset), .renderReset)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(WindowEvent(quit), .quitRequested)
    }
}
