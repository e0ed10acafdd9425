import AnimationCore
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// A catalogue of thirty scenes: scrolling, the filter, the number keys and lazy building.
final class GalleryNavigationTests: PlaygroundTestCase {
    /// Thirty test entries in ten sections; `built` counts the scenes made so far.
    private var built: [String] = []

    private func makeCatalogue(count: Int = 30) -> [SceneEntry] {
        (0..<count).map { i in
            let group = SceneGroup.allCases[i / 3 % SceneGroup.allCases.count]
            let technique = i % 5 == 0 ? "CASpringAnimation" : "CABasicAnimation"
            let info = SceneInfo(group: group, section: "§\(i)", summary: "scene \(i)", techniques: [technique])
            return SceneEntry(identifier: "s\(i)", title: "Scene \(i)", designSize: CGSize(width: 200, height: 100),
                              info: info) {
                self.built.append("s\(i)")
                return TestScene("s\(i)")
            }
        }
    }

    private func makeGallery(size: CGSize = CGSize(width: 1280, height: 800)) -> GalleryModel {
        let model = GalleryModel(entries: makeCatalogue(), windowSize: size)
        CARunLoop.tick()
        model.startAll()
        CARunLoop.tick()
        return model
    }

    func testOnlyTilesOnScreenAreBuiltAndRun() {
        let model = makeGallery()

        let visible = model.visibleScenes
        XCTAssertLessThan(visible.count, 30)
        XCTAssertEqual(Set(built), Set(visible.map { "s\($0)" }), "exactly the tiles on screen were built")
        XCTAssertTrue(visible.allSatisfy { model.scene(at: $0)?.state == .running })
        XCTAssertNil(model.scene(at: 29))
    }

    func testScrollingBuildsNewTilesAndHoldsThoseThatLeft() {
        let model = makeGallery()
        let first = model.scene(at: 0)!

        model.handle(.key(.end, shift: false))
        run(to: 1)
        model.refresh()

        XCTAssertEqual(model.selection, 29)
        XCTAssertTrue(model.layoutShowsWhole(29))
        XCTAssertEqual(model.scene(at: 29)?.state, .running, "built and started when it came into view")
        XCTAssertFalse(model.visibleScenes.contains(0))
        XCTAssertEqual(first.rootLayer.speed, 0, "the first scene holds while off screen")
        XCTAssertTrue(model.stage.tiles[0].card.isHidden)
        let held = (first as! TestScene).shownX
        run(to: 2)
        XCTAssertEqual((first as! TestScene).shownX, held, accuracy: 1e-9, "nothing moves off screen")
    }

    func testTheScrollIsAnimatedAndEndsAtTheTarget() {
        let model = makeGallery()
        let start = model.stage.scroller.bounds.origin.y

        model.handle(.wheel(dx: 0, dy: -3, at: CGPoint(x: 400, y: 400)))

        let target = model.stage.offset
        XCTAssertEqual(target, start + 3 * GalleryModel.wheelStep, accuracy: 0.5,
                       "the wheel turned towards the user scrolls down")
        XCTAssertTrue(model.needsFrames)
        at(GalleryStage.scrollDuration / 2)
        let mid = model.stage.scroller.presentation()!.bounds.origin.y
        XCTAssertGreaterThan(mid, start + 1)
        XCTAssertLessThan(mid, target - 1, "half-way through the scroll")
        at(GalleryStage.scrollDuration + 0.01)
        XCTAssertEqual(model.stage.scroller.presentation()!.bounds.origin.y, target, accuracy: 1e-6)
    }

    func testAPausedOrSlowedGalleryStillScrollsInRealTime() {
        let model = makeGallery()
        model.press("p", shift: true)

        model.press(.pageDown)
        at(GalleryStage.scrollDuration + 0.01)

        XCTAssertEqual(model.stage.scroller.presentation()!.bounds.origin.y, model.stage.offset, accuracy: 1e-6)
        XCTAssertGreaterThan(model.stage.offset, 0)
    }

    func testTheWheelAndPageKeysStopAtTheEnds() {
        let model = makeGallery()

        model.handle(.wheel(dx: 0, dy: 5, at: CGPoint(x: 400, y: 400)))
        XCTAssertEqual(model.stage.offset, 0)
        for _ in 0..<20 { model.press(.pageDown) }
        XCTAssertEqual(model.stage.offset, model.stage.layout.maximumOffset, accuracy: 0.5)
        XCTAssertEqual(model.selection / model.stage.layout.columns, (29) / model.stage.layout.columns,
                       "on the last row")
        model.press(.home)
        XCTAssertEqual(model.selection, 0)
        XCTAssertEqual(model.stage.offset, 0)
    }

    func testArrowKeysKeepTheSelectionVisible() {
        let model = makeGallery(size: CGSize(width: 800, height: 500))
        for _ in 0..<12 {
            model.press(.down)
            XCTAssertTrue(model.layoutShowsWhole(model.selection), "tile \(model.selection) scrolled into view")
        }
    }

    func testNumberKeysSelectTheVisibleTiles() {
        let model = makeGallery()
        model.press(.end)
        let numbered = model.numberedEntries

        model.press(.digit(1))

        XCTAssertEqual(model.selection, numbered[0])
        XCTAssertGreaterThan(numbered[0], 0, "not the first tile of the catalogue")
        XCTAssertEqual(model.stage.tiles[numbered[0]].number.string as? String, "1", "its badge says so")
        XCTAssertTrue(model.stage.tiles[0].badge.isHidden, "tiles off screen have no number")
    }

    func testTypingAfterSlashFiltersByTitleAndTechnique() {
        let model = makeGallery()

        model.press("/")
        model.handle(.text("/"))            // SDL's text event for the same key press
        model.handle(.text("spring"))

        XCTAssertTrue(model.isFiltering)
        XCTAssertEqual(model.filter, "spring")
        XCTAssertEqual(model.stage.items, [0, 5, 10, 15, 20, 25])
        XCTAssertTrue(model.stage.items.contains(model.selection))
        XCTAssertEqual(model.press("s").changed, false, "letters do not work as playground keys while typing")
        XCTAssertFalse(model.slowedScenes.contains(model.selection))

        model.press(.backspace)
        XCTAssertEqual(model.filter, "sprin")
        model.press(.enter)
        XCTAssertFalse(model.isFiltering, "Enter keeps the filter")
        XCTAssertEqual(model.filter, "sprin")
        model.press(.escape)
        XCTAssertEqual(model.filter, "", "Esc on the grid clears the filter before it quits")
        XCTAssertEqual(model.stage.items.count, 30)
    }

    /// The kept entries are matched once per filter text; every edit, and going back to an
    /// earlier text, gives what matching afresh gives.
    func testFilteredEntriesFollowEveryEditOfTheFilter() {
        let model = makeGallery()
        func expected() -> [Int] {
            model.entries.indices.filter { model.entries[$0].info.matches(model.filter, title: model.entries[$0].title) }
        }
        XCTAssertEqual(model.filteredEntries, Array(model.entries.indices))
        model.press("/")
        var seen: Set<[Int]> = []
        for step in ["s", "p", "r", "z"] {
            model.handle(.text(step))
            XCTAssertEqual(model.filteredEntries, expected(), "after typing \(model.filter)")
            XCTAssertEqual(model.filteredEntries, model.filteredEntries)
            seen.insert(model.filteredEntries)
        }
        XCTAssertEqual(model.filteredEntries, [], "\"sprz\" matches nothing")
        model.press(.backspace)
        XCTAssertEqual(model.filter, "spr")
        XCTAssertEqual(model.filteredEntries, expected())
        XCTAssertFalse(model.filteredEntries.isEmpty)
        XCTAssertGreaterThan(seen.count, 2, "the edits changed what was kept")
        model.press(.escape)
        XCTAssertEqual(model.filteredEntries, Array(model.entries.indices))
    }

    func testAFilterMatchingNothingShowsANote() {
        let model = makeGallery()
        model.press("/")
        model.handle(.text("zzz"))
        XCTAssertEqual(model.stage.items, [])
        XCTAssertFalse(model.stage.emptyNote.isHidden)
        XCTAssertTrue(model.visibleScenes.isEmpty)
        model.press(.escape)
        XCTAssertTrue(model.stage.emptyNote.isHidden)
    }

    func testHostileFilterTextIsCutAndCleaned() {
        let model = makeGallery()
        model.press("/")
        model.handle(.text("a\u{7}b\u{1B}"))
        XCTAssertEqual(model.filter, "ab", "control characters are dropped")
        model.handle(.text(String(repeating: "x", count: 100_000)))
        XCTAssertEqual(model.filter.count, GalleryModel.maximumFilterLength)
    }

    /// `F` shows the HUD floating over the grid, as a debug overlay does: the grid keeps its
    /// columns and every tile stays where it was.
    func testTheHUDFloatsOverTheGridWithoutMovingTiles() throws {
        let model = makeGallery()
        let before = model.stage.layout.tileFrames
        let columns = model.stage.layout.columns

        model.press("f")

        XCTAssertEqual(model.stage.layout.columns, columns)
        XCTAssertEqual(model.stage.layout.tileFrames, before)
        let layers = model.stage.root.sublayers ?? []
        let hud = try XCTUnwrap(layers.firstIndex { $0 === model.stage.hud.layer })
        let grid = try XCTUnwrap(layers.firstIndex { $0 === model.stage.scroller })
        XCTAssertGreaterThan(hud, grid, "drawn over the grid")
    }

    /// A slowed or paused tile says so on the tile: a badge in its scene's top-right corner.
    func testASlowedOrPausedTileShowsABadgeOverItsScene() throws {
        let model = makeGallery()
        model.press(.digit(1))
        let selected = model.selection
        let tile = model.stage.tiles[selected]
        XCTAssertTrue(tile.speedBadge.isHidden, "normal speed: no badge")

        model.press("s")
        XCTAssertFalse(tile.speedBadge.isHidden)
        XCTAssertEqual(tile.speedLabel.string as? String, "×10")
        model.press("p")
        XCTAssertEqual(tile.speedLabel.string as? String, "×10 · paused")
        XCTAssertTrue(tile.viewport.frame.contains(tile.speedBadge.frame), "on the scene, inside its viewport")
        let other = model.stage.tiles[(selected + 1) % model.stage.tiles.count]
        XCTAssertTrue(other.speedBadge.isHidden, "only the slowed tile")

        model.press("s"); model.press("p")
        XCTAssertTrue(tile.speedBadge.isHidden)
    }
}

extension GalleryModel {
    /// True when entry `i`'s tile is wholly inside the grid's viewport at the current offset.
    func layoutShowsWhole(_ i: Int) -> Bool {
        guard let k = stage.items.firstIndex(of: i) else { return false }
        return stage.layout.fullyVisibleTiles(offset: stage.offset).contains(k)
    }
}
