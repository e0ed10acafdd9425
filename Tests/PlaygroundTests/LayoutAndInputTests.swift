import CSDL2
import Foundation
@testable import PlaygroundKit
import XCTest

/// Grid geometry and the SDL key mapping.
final class LayoutAndInputTests: XCTestCase {
    func testTilesFitTheWindowWithoutOverlapping() {
        let designs = [CGSize(width: 320, height: 480), CGSize(width: 120, height: 90), CGSize(width: 360, height: 120),
                       CGSize(width: 320, height: 160), CGSize(width: 320, height: 480)]
        for size in [CGSize(width: 1280, height: 800), CGSize(width: 320, height: 240), CGSize(width: 2560, height: 600),
                     CGSize(width: 400, height: 1600)] {
            let layout = TileLayout(designSizes: designs, windowSize: size)
            XCTAssertEqual(layout.tileFrames.count, 5)
            XCTAssertEqual(layout.rows, (5 + layout.columns - 1) / layout.columns)
            for (i, a) in layout.tileFrames.enumerated() {
                XCTAssertGreaterThanOrEqual(a.minY, TileLayout.headerHeight - 0.5)
                XCTAssertLessThanOrEqual(a.maxX, size.width + 0.5)
                XCTAssertLessThanOrEqual(a.maxY, size.height + 0.5)
                for b in layout.tileFrames[(i + 1)...] { XCTAssertFalse(a.insetBy(dx: 1, dy: 1).intersects(b), "\(a) \(b)") }
                XCTAssertEqual(layout.tileIndex(at: CGPoint(x: a.midX, y: a.midY)), i)
            }
        }
        XCTAssertEqual(TileLayout(designSizes: designs, windowSize: CGSize(width: 1280, height: 800)).columns, 3,
                       "five mixed scenes on 1280×800 show largest in three columns")
        XCTAssertEqual(TileLayout(designSizes: [], windowSize: CGSize(width: 100, height: 100)).tileFrames, [])
    }

    func testFitKeepsTheAspectAndCentres() {
        let r = TileLayout.fit(CGSize(width: 200, height: 100), in: CGRect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(r, CGRect(x: 10, y: 45, width: 100, height: 50))
        XCTAssertEqual(TileLayout.scale(fitting: CGSize(width: 10, height: 10), in: CGSize(width: 100, height: 100), maximumScale: 3), 3)
    }

    func testGridMoves() {
        let layout = TileLayout(designSizes: Array(repeating: CGSize(width: 100, height: 100), count: 5),
                                windowSize: CGSize(width: 1280, height: 800))
        let c = layout.columns
        XCTAssertEqual(layout.move(from: 0, dx: -1, dy: 0), 0)
        XCTAssertEqual(layout.move(from: 4, dx: 1, dy: 0), 4)
        XCTAssertEqual(layout.move(from: 0, dx: 0, dy: -1), 0)
        if layout.rows > 1 { XCTAssertEqual(layout.move(from: 0, dx: 0, dy: 1), c) }
    }

    private func code(_ k: SDL_KeyCode) -> Int32 { Int32(truncatingIfNeeded: k.rawValue) }

    func testKeyMapping() {
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_1)), .digit(1))
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_0)), .digit(0))
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_KP_5)), .digit(5))
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_s)), .character("s"))
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_LEFTBRACKET)), .character("["))
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_PERIOD)), .character("."))
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_RETURN)), .enter)
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_ESCAPE)), .escape)
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_UP)), .up)
        XCTAssertNil(SDLInput.key(forKeycode: code(SDLK_F5)))
    }

    func testEventTranslation() {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = code(SDLK_s)
        e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(SDLInput.translate(e), .input(.key(.character("s"), shift: true)))
        e.key.repeat = 1
        XCTAssertEqual(SDLInput.translate(e), .ignored, "toggles do not auto-repeat")
        e.key.keysym.sym = code(SDLK_PERIOD)
        XCTAssertEqual(SDLInput.translate(e), .input(.key(.character("."), shift: true)), "steps do")
        e.key.repeat = 0
        e.key.keysym.sym = code(SDLK_q)
        e.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        XCTAssertEqual(SDLInput.translate(e), .input(.quitRequested))

        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 30
        click.button.y = 40
        click.button.clicks = 2
        XCTAssertEqual(SDLInput.translate(click), .input(.pointerDown(CGPoint(x: 30, y: 40), clickCount: 2)))

        var window = SDL_Event()
        window.type = SDL_WINDOWEVENT.rawValue
        window.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        XCTAssertEqual(SDLInput.translate(window), .resized)
        window.window.event = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
        XCTAssertEqual(SDLInput.translate(window), .visibilityChanged)
        window.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        XCTAssertEqual(SDLInput.translate(window), .needsRedraw)

        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(SDLInput.translate(quit), .input(.quitRequested))
    }

    func testFrameMeter() {
        var m = FrameMeter()
        XCTAssertEqual(m.framesPerSecond, 0)
        for i in 0...60 { m.record(at: Double(i) / 60, cost: 0.004) }
        XCTAssertEqual(m.framesPerSecond, 60, accuracy: 0.5)
        XCTAssertEqual(m.averageMilliseconds, 4, accuracy: 0.01)
    }
}
