import CSDL2
import Foundation
@testable import PlaygroundKit
import XCTest

/// Grid geometry and the SDL key mapping.
final class LayoutAndInputTests: XCTestCase {
    /// Thirty tiles in eleven sections, like the full catalogue.
    private let groups = [0, 1, 2, 2, 2, 3, 3, 4, 5, 5, 6, 7, 7, 7, 7, 8, 9, 9, 10, 10, 11, 12, 13, 14, 14, 15, 15, 15, 16, 16]

    func testTilesNeverOverlapAndStayInsideTheWidth() {
        for size in [CGSize(width: 800, height: 500), CGSize(width: 1280, height: 800), CGSize(width: 2560, height: 1600),
                     CGSize(width: 320, height: 240), CGSize(width: 1, height: 1)] {
            let layout = TileLayout(groups: groups, windowSize: size)
            XCTAssertEqual(layout.tileFrames.count, 30)
            XCTAssertEqual(layout.rows, (30 + layout.columns - 1) / layout.columns)
            for (i, a) in layout.tileFrames.enumerated() {
                XCTAssertGreaterThanOrEqual(a.minY, TileLayout.headingHeight - 0.5, "room for the row's headings")
                XCTAssertLessThanOrEqual(a.maxX, max(size.width, TileLayout.gap + a.width) + 0.5)
                for b in layout.tileFrames[(i + 1)...] { XCTAssertFalse(a.insetBy(dx: 1, dy: 1).intersects(b), "\(a) \(b)") }
            }
            XCTAssertEqual(layout.contentHeight, layout.tileFrames.last!.maxY + TileLayout.gap, accuracy: 0.5)
        }
        XCTAssertEqual(TileLayout(groups: groups, windowSize: CGSize(width: 800, height: 500)).columns, 2)
        XCTAssertEqual(TileLayout(groups: groups, windowSize: CGSize(width: 1280, height: 800)).columns, 4)
        XCTAssertEqual(TileLayout(groups: groups, windowSize: CGSize(width: 2560, height: 1600)).columns, 6)
        XCTAssertEqual(TileLayout(groups: [Int](), windowSize: CGSize(width: 100, height: 100)).tileFrames, [])
    }

    func testEachRunOfASectionInARowHasOneHeadingOverItsTiles() {
        let layout = TileLayout(groups: groups, windowSize: CGSize(width: 1280, height: 800))
        // Rows of four: [0 1 2 2] [2 3 3 4] … — the third section wraps, so it is named on both rows.
        XCTAssertEqual(layout.headings.prefix(5).map(\.itemIndex), [0, 1, 2, 4, 5])
        let wrapped = layout.headings[3]
        XCTAssertEqual(wrapped.frame.minX, layout.tileFrames[4].minX)
        XCTAssertEqual(wrapped.frame.width, layout.tileFrames[4].width, "one tile of the section on the second row")
        let pair = layout.headings[2]
        XCTAssertEqual(pair.frame.maxX, layout.tileFrames[3].maxX, accuracy: 0.5, "spans both tiles of its run")
        XCTAssertEqual(pair.frame.maxY, layout.tileFrames[2].minY, accuracy: 0.5, "sits right above them")
    }

    func testScrollingRevealsTilesAndMapsPoints() {
        let layout = TileLayout(groups: groups, windowSize: CGSize(width: 1280, height: 800))
        XCTAssertGreaterThan(layout.maximumOffset, 0, "thirty tiles do not fit 1280×800")
        XCTAssertEqual(layout.clampedOffset(-50), 0)
        XCTAssertEqual(layout.clampedOffset(.nan), 0)
        XCTAssertEqual(layout.clampedOffset(1e9), layout.maximumOffset)
        XCTAssertEqual(layout.visibleTiles(offset: 0).first, 0)
        XCTAssertFalse(layout.visibleTiles(offset: 0).contains(29))
        let last = layout.offset(revealing: 29, from: 0)
        XCTAssertTrue(layout.fullyVisibleTiles(offset: last).contains(29))
        XCTAssertEqual(layout.offset(revealing: 0, from: last), 0, "scrolling back up shows the first row's headings too")
        let frame = layout.windowFrame(ofTile: 29, offset: last)
        XCTAssertEqual(layout.tileIndex(at: CGPoint(x: frame.midX, y: frame.midY), offset: last), 29)
        XCTAssertNil(layout.tileIndex(at: CGPoint(x: frame.midX, y: 10), offset: last), "the header is not the grid")
        XCTAssertGreaterThanOrEqual(layout.rowsPerPage, 1)
    }

    func testFitKeepsTheAspectAndCentres() {
        let r = TileLayout.fit(CGSize(width: 200, height: 100), in: CGRect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(r, CGRect(x: 10, y: 45, width: 100, height: 50))
        XCTAssertEqual(TileLayout.scale(fitting: CGSize(width: 10, height: 10), in: CGSize(width: 100, height: 100), maximumScale: 3), 3)
    }

    func testGridMoves() {
        let layout = TileLayout(groups: [0, 0, 0, 0, 0], windowSize: CGSize(width: 800, height: 800))
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
        XCTAssertEqual(SDLInput.translate(window), .input(.focusLost), "a drag is cancelled when the window loses focus")
        window.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        XCTAssertEqual(SDLInput.translate(window), .needsRedraw)

        click.button.button = UInt8(SDL_BUTTON_RIGHT)
        XCTAssertEqual(SDLInput.translate(click), .input(.focusLost), "a second button cancels a drag")
        var up = SDL_Event()
        up.type = SDL_MOUSEBUTTONUP.rawValue
        up.button.button = UInt8(SDL_BUTTON_LEFT)
        up.button.x = 31
        up.button.y = 41
        XCTAssertEqual(SDLInput.translate(up), .input(.pointerUp(CGPoint(x: 31, y: 41))))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 7
        motion.motion.y = 9
        XCTAssertEqual(SDLInput.translate(motion), .input(.pointerMoved(CGPoint(x: 7, y: 9))))
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { raw in
            for (i, b) in "é✓".utf8.enumerated() { raw[i] = b }
        }
        XCTAssertEqual(SDLInput.translate(text), .input(.text("é✓")), "UTF-8 text arrives whole")
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_PAGEDOWN)), .pageDown)
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_BACKSPACE)), .backspace)
        XCTAssertEqual(SDLInput.key(forKeycode: code(SDLK_TAB)), .tab)

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
