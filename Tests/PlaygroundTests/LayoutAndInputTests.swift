import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// Grid geometry and the window events the gallery reacts to.
final class LayoutAndInputTests: XCTestCase {
    /// Thirty tiles in eleven sections, like the full catalogue.
    private let groups = [0, 1, 2, 2, 2, 3, 3, 4, 5, 5, 6, 7, 7, 7, 7, 8, 9, 9, 10, 10, 11, 12, 13, 14, 14, 15, 15, 15,
                          16, 16]

    func testTilesNeverOverlapAndStayInsideTheWidth() {
        for size in [CGSize(width: 800, height: 500), CGSize(width: 1280, height: 800),
                     CGSize(width: 2560, height: 1600),
                     CGSize(width: 320, height: 240), CGSize(width: 1, height: 1)] {
            let layout = TileLayout(groups: groups, windowSize: size)
            XCTAssertEqual(layout.tileFrames.count, 30)
            XCTAssertEqual(layout.rows, (30 + layout.columns - 1) / layout.columns)
            for (i, a) in layout.tileFrames.enumerated() {
                XCTAssertGreaterThanOrEqual(a.minY, TileLayout.headingHeight - 0.5, "room for the row's headings")
                XCTAssertLessThanOrEqual(a.maxX, max(size.width, TileLayout.gap + a.width) + 0.5)
                for b in layout.tileFrames[(i + 1)...] {
                    XCTAssertFalse(a.insetBy(dx: 1, dy: 1).intersects(b), "\(a) \(b)")
                }
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
        XCTAssertEqual(layout.offset(revealing: 0, from: last), 0,
                       "scrolling back up shows the first row's headings too")
        let frame = layout.windowFrame(ofTile: 29, offset: last)
        XCTAssertEqual(layout.tileIndex(at: CGPoint(x: frame.midX, y: frame.midY), offset: last), 29)
        XCTAssertNil(layout.tileIndex(at: CGPoint(x: frame.midX, y: 10), offset: last), "the header is not the grid")
        XCTAssertGreaterThanOrEqual(layout.rowsPerPage, 1)
    }

    func testFitKeepsTheAspectAndCentres() {
        let r = TileLayout.fit(CGSize(width: 200, height: 100), in: CGRect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(r, CGRect(x: 10, y: 45, width: 100, height: 50))
        XCTAssertEqual(
            TileLayout.scale(fitting: CGSize(width: 10, height: 10), in: CGSize(width: 100, height: 100),
                             maximumScale: 3), 3)
    }

    func testGridMoves() {
        let layout = TileLayout(groups: [0, 0, 0, 0, 0], windowSize: CGSize(width: 800, height: 800))
        let c = layout.columns
        XCTAssertEqual(layout.move(from: 0, dx: -1, dy: 0), 0)
        XCTAssertEqual(layout.move(from: 4, dx: 1, dy: 0), 4)
        XCTAssertEqual(layout.move(from: 0, dx: 0, dy: -1), 0)
        if layout.rows > 1 { XCTAssertEqual(layout.move(from: 0, dx: 0, dy: 1), c) }
    }

    func testEventTranslation() {
        let shift: KeyModifiers = .shift
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("s"), isRepeat: false, modifiers: shift)),
                       .input(.key(.character("s"), shift: true)))
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("s"), isRepeat: true, modifiers: shift)), .ignored,
                       "toggles do not auto-repeat")
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("."), isRepeat: true, modifiers: shift)),
                       .input(.key(.character("."), shift: true)), "steps do")
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("q"), isRepeat: false, modifiers: .control)),
                       .input(.quitRequested))
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("s"), isRepeat: false, modifiers: .command)), .ignored,
                       "Super chords are the window manager's")
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("c"), isRepeat: false, modifiers: .control)),
                       .input(.keyCommand(.character("c"), shift: false)), "Ctrl+C is a text-editing chord")
        XCTAssertEqual(WindowInput.translate(.keyDown(.left, isRepeat: true, modifiers: [.control, .shift])),
                       .input(.keyCommand(.left, shift: true)), "Ctrl+Shift+← selects by words, repeating")
        XCTAssertEqual(WindowInput.translate(.keyDown(.character("s"), isRepeat: false, modifiers: .alt)),
                       .input(.key(.character("s"), shift: false)), "Alt does not make a chord")

        XCTAssertEqual(WindowInput.translate(.mouseDown(primary: true, at: CGPoint(x: 30, y: 40), clickCount: 2)),
                       .input(.pointerDown(CGPoint(x: 30, y: 40), clickCount: 2)))
        XCTAssertEqual(WindowInput.translate(.resized), .resized)
        XCTAssertEqual(WindowInput.translate(.visibilityChanged), .visibilityChanged)
        XCTAssertEqual(WindowInput.translate(.focusLost), .focusChanged(false),
                       "the app resigns active and cancels a drag when the window loses focus")
        XCTAssertEqual(WindowInput.translate(.focusGained), .focusChanged(true))
        XCTAssertEqual(WindowInput.translate(.pointerLeft), .input(.focusLost),
                       "a drag is cancelled when the pointer leaves")
        XCTAssertEqual(WindowInput.translate(.needsRedraw), .needsRedraw)
        XCTAssertEqual(WindowInput.translate(.renderReset), .renderReset)

        XCTAssertEqual(WindowInput.translate(.mouseDown(primary: false, at: CGPoint(x: 30, y: 40), clickCount: 1)),
                       .input(.focusLost), "a second button cancels a drag")
        XCTAssertEqual(WindowInput.translate(.mouseUp(primary: true, at: CGPoint(x: 31, y: 41))),
                       .input(.pointerUp(CGPoint(x: 31, y: 41))))
        XCTAssertEqual(WindowInput.translate(.mouseUp(primary: false, at: CGPoint(x: 31, y: 41))), .ignored)
        XCTAssertEqual(WindowInput.translate(.mouseMoved(CGPoint(x: 7, y: 9))),
                       .input(.pointerMoved(CGPoint(x: 7, y: 9))))
        XCTAssertEqual(WindowInput.translate(.wheel(dx: 0, dy: 2, at: CGPoint(x: 5, y: 6))),
                       .input(.wheel(dx: 0, dy: 2, at: CGPoint(x: 5, y: 6))))
        XCTAssertEqual(WindowInput.translate(.text("é✓")), .input(.text("é✓")))
        XCTAssertEqual(WindowInput.translate(.quitRequested), .input(.quitRequested))
        XCTAssertEqual(WindowInput.translate(.other), .ignored)
    }

    func testFrameMeter() {
        var m = FrameMeter()
        XCTAssertEqual(m.framesPerSecond, 0)
        for i in 0...60 { m.record(at: Double(i) / 60, cost: 0.004) }
        XCTAssertEqual(m.framesPerSecond, 60, accuracy: 0.5)
        XCTAssertEqual(m.averageMilliseconds, 4, accuracy: 0.01)
    }
}
