import AnimationCore
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// The gallery's state machine, driven by key and pointer events with no window.
final class GalleryModelTests: PlaygroundTestCase {
    func testStartAllStartsEveryScene() {
        let (model, scenes) = makeModel()
        XCTAssertEqual(scenes.map(\.state), [.running, .running, .running])
        XCTAssertTrue(model.needsFrames)
        XCTAssertEqual(model.selection, 0)
        XCTAssertNil(model.focused)
    }

    func testNumberKeysSelectTiles() {
        let (model, _) = makeModel(count: 4)
        model.press(.digit(3))
        XCTAssertEqual(model.selection, 2)
        model.press(.digit(9))
        XCTAssertEqual(model.selection, 2, "no ninth tile: the selection stays")
        model.press(.digit(0))
        XCTAssertEqual(model.selection, 2)
        model.press(.digit(1))
        XCTAssertEqual(model.selection, 0)
    }

    func testArrowKeysMoveThroughTheGrid() {
        let (model, _) = makeModel(count: 5)
        model.handle(.resize(CGSize(width: 800, height: 800), pixelScale: 1))
        XCTAssertEqual(model.stage.layout.columns, 2)
        model.press(.left)
        XCTAssertEqual(model.selection, 0, "clamped at the first tile")
        model.press(.right)
        XCTAssertEqual(model.selection, 1)
        model.press(.down)
        XCTAssertEqual(model.selection, 3)
        model.press(.up)
        XCTAssertEqual(model.selection, 1)
        for _ in 0..<10 { model.press(.right) }
        XCTAssertEqual(model.selection, 4, "clamped at the last tile")
    }

    func testEnterFocusesAndEscapeGoesBackThenQuits() {
        let (model, _) = makeModel()
        model.press(.digit(2))
        XCTAssertFalse(model.press(.enter).quit)
        XCTAssertEqual(model.focused, 1)
        XCTAssertEqual(model.visibleScenes, [1])
        XCTAssertTrue(model.stage.scroller.isHidden, "the grid is hidden behind the full-window scene")
        XCTAssertFalse(model.stage.tiles[1].card.isHidden)
        XCTAssertTrue(model.stage.tiles[1].card.superlayer === model.stage.focusGallery)
        XCTAssertEqual(model.stage.tiles[1].card.frame, model.stage.focusedTileFrame)
        XCTAssertEqual(model.stage.focusedTileFrame.minY, model.stage.layout.focusFrame.minY)
        model.press(.right)
        XCTAssertEqual(model.focused, 2, "arrows switch the full-window scene")
        XCTAssertFalse(model.press(.escape).quit)
        XCTAssertNil(model.focused)
        XCTAssertFalse(model.stage.tiles[0].card.isHidden)
        XCTAssertTrue(model.stage.tiles[1].card.superlayer === model.stage.gallery, "back in the grid")
        XCTAssertTrue(model.press(.escape).quit, "Esc on the grid quits")
        XCTAssertTrue(model.handle(.quitRequested).quit)
    }

    func testEscapeClosesTheInspectorBeforeLeavingTheSceneThenQuits() {
        let (model, _) = makeModel()
        model.press(.enter)
        model.press("i")
        XCTAssertTrue(model.inspector.isOpen)

        let first = model.press(.escape)
        let panelClosed = !model.inspector.isOpen, stillFocused = model.focused
        let second = model.press(.escape)
        let third = model.press(.escape)

        XCTAssertFalse(first.quit)
        XCTAssertTrue(panelClosed, "the first Esc closes the panel")
        XCTAssertEqual(stillFocused, 0, "... and leaves the scene full-window")
        XCTAssertFalse(second.quit)
        XCTAssertNil(model.focused, "the second leaves the scene")
        XCTAssertTrue(third.quit, "the third quits from the grid")
    }

    func testEscapeClosesHelpFirst() {
        let (model, _) = makeModel()
        model.press("h")
        XCTAssertTrue(model.showsHelp)
        XCTAssertFalse(model.stage.help.layer.isHidden)
        XCTAssertFalse(model.press(.escape).quit)
        XCTAssertFalse(model.showsHelp)
        model.press("/", shift: true)
        XCTAssertTrue(model.showsHelp, "? is Shift+/")
        model.press("?")
        XCTAssertFalse(model.showsHelp)
        model.press("f")
        XCTAssertTrue(model.showsHUD)
        XCTAssertFalse(model.stage.hud.layer.isHidden)
    }

    func testSpaceStopsThroughTheScenesChoreographyAndStartsAgain() {
        let (model, scenes) = makeModel()
        model.press(.digit(2))
        at(0.25)
        model.press(.space)
        XCTAssertEqual(scenes[1].state, .stopping, "stopping is not freezing: the scene plays its stop")
        XCTAssertEqual(scenes[1].stopCount, 1)
        XCTAssertEqual(scenes[0].state, .running, "only the selected scene")
        run(to: 0.5)
        XCTAssertEqual(scenes[1].state, .stopping)
        XCTAssertLessThan(scenes[1].square.presentation()!.opacity, 1)
        run(to: 0.8)
        XCTAssertEqual(scenes[1].state, .stopped)
        XCTAssertTrue(model.statusText(ofScene: 1).hasPrefix("stopped"))
        model.press(.space)
        XCTAssertEqual(scenes[1].state, .running)
        XCTAssertEqual(scenes[1].startCount, 2)
    }

    func testSSlowsTheSelectedSceneTenfoldWithoutAJump() {
        let (model, scenes) = makeModel()
        model.press(.digit(2))
        run(to: 0.3)
        let x = scenes[1].shownX
        XCTAssertEqual(x, 20 + 160 * 0.3, accuracy: 0.5)
        model.press("s")
        XCTAssertEqual(model.sceneSpeed(1), 0.1, accuracy: 1e-6)
        XCTAssertEqual(scenes[1].rootLayer.speed, 0.1, accuracy: 1e-6)
        XCTAssertEqual(scenes[0].rootLayer.speed, 1)
        XCTAssertEqual(scenes[1].shownX, x, accuracy: 1e-6, "no jump when slowing down")
        run(to: 0.5)
        XCTAssertEqual(scenes[1].shownX - x, 160 * 0.02, accuracy: 0.05, "0.2 s of wall time is 0.02 s of scene time")
        XCTAssertEqual(scenes[0].shownX, 20 + 160 * 0.5, accuracy: 0.5, "other scenes keep full speed")
        XCTAssertTrue(model.statusText(ofScene: 1).contains("slow ×10"))
        let y = scenes[1].shownX
        model.press("s")
        XCTAssertEqual(scenes[1].rootLayer.speed, 1)
        XCTAssertEqual(scenes[1].shownX, y, accuracy: 1e-6, "no jump when speeding up again")
    }

    func testShiftSSlowsTheWholeGallery() {
        let (model, scenes) = makeModel()
        run(to: 0.2)
        let xs = scenes.map(\.shownX)
        model.press("s", shift: true)
        XCTAssertTrue(model.isGallerySlowed)
        XCTAssertEqual(model.stage.gallery.speed, 0.1, accuracy: 1e-6)
        XCTAssertEqual(scenes.map(\.rootLayer.speed), [1, 1, 1], "the gallery layer carries the slow motion")
        for (s, x) in zip(scenes, xs) { XCTAssertEqual(s.shownX, x, accuracy: 1e-6) }
        run(to: 0.7)
        for (s, x) in zip(scenes, xs) { XCTAssertEqual(s.shownX - x, 160 * 0.05, accuracy: 0.05) }
        XCTAssertEqual(model.galleryStatusText, "slow motion ×10")
        model.press("s", shift: true)
        XCTAssertEqual(model.stage.gallery.speed, 1)
    }

    func testBracketsChangeTheFactorOfEverythingSlowed() {
        let (model, scenes) = makeModel()
        model.press("s")
        model.press("]")
        XCTAssertEqual(model.slowFactor, 20)
        XCTAssertEqual(scenes[0].rootLayer.speed, 0.05, accuracy: 1e-6)
        model.press("[")
        model.press("[")
        XCTAssertEqual(model.slowFactor, 5)
        XCTAssertEqual(scenes[0].rootLayer.speed, 0.2, accuracy: 1e-6)
        for _ in 0..<20 { model.press("[") }
        XCTAssertEqual(model.slowFactor, 2, "the smallest factor")
        for _ in 0..<20 { model.press("]") }
        XCTAssertEqual(model.slowFactor, 100, "the largest factor")
        model.press("s", shift: true)
        XCTAssertEqual(model.stage.gallery.speed, 0.01, accuracy: 1e-6)
    }

    func testPauseResumeAndFrameSteps() {
        let (model, scenes) = makeModel()
        run(to: 0.2)
        model.press("p")
        XCTAssertTrue(model.isScenePaused(0))
        XCTAssertEqual(scenes[0].rootLayer.speed, 0)
        XCTAssertTrue(model.needsFrames, "the other scenes still move")
        let x = scenes[0].shownX
        run(to: 1.0)
        XCTAssertEqual(scenes[0].shownX, x, accuracy: 1e-6, "paused: nothing moves")
        model.press(".")
        XCTAssertEqual(scenes[0].shownX - x, 160.0 / 60, accuracy: 0.01, "one frame is 1/60 s of the scene's time")
        model.press(".")
        model.press(",")
        XCTAssertEqual(scenes[0].shownX - x, 160.0 / 60, accuracy: 0.01)
        XCTAssertEqual(model.statusText(ofScene: 0), "running · paused")
        model.press("p")
        XCTAssertEqual(scenes[0].rootLayer.speed, 1)
        XCTAssertEqual(scenes[0].shownX - x, 160.0 / 60, accuracy: 0.01, "resuming continues from the stepped frame")
        run(to: 1.1)
        XCTAssertEqual(scenes[0].shownX - x, 160.0 / 60 + 16, accuracy: 0.5)
    }

    func testStepPausesFirstAndSlowedStepsAreStillOneSceneFrame() {
        let (model, scenes) = makeModel()
        model.press("s")
        run(to: 1.0)
        let x = scenes[0].shownX
        model.press(".")
        XCTAssertTrue(model.isScenePaused(0), "stepping pauses the scene")
        XCTAssertEqual(scenes[0].shownX - x, 160.0 / 60, accuracy: 0.01)
        model.press("p")
        XCTAssertEqual(scenes[0].rootLayer.speed, 0.1, accuracy: 1e-6, "resumes at the slow speed")
    }

    func testShiftPPausesTheGalleryAndStepsIt() {
        let (model, scenes) = makeModel()
        run(to: 0.1)
        model.press("p", shift: true)
        XCTAssertFalse(model.needsFrames, "all paused: the app can sleep")
        let xs = scenes.map(\.shownX)
        model.press(".")
        XCTAssertFalse(model.isScenePaused(0), "the gallery is stepped, not the scene")
        for (s, x) in zip(scenes, xs) { XCTAssertEqual(s.shownX - x, 160.0 / 60, accuracy: 0.01) }
        model.press("p", shift: true)
        XCTAssertTrue(model.needsFrames)
    }

    func testRRestartsTheSelectedScene() {
        let (model, scenes) = makeModel()
        run(to: 0.5)
        model.press(.digit(3))
        model.press("r")
        XCTAssertEqual(scenes[2].restartCount, 1)
        XCTAssertEqual(scenes[0].restartCount, 0)
        CARunLoop.tick()
        XCTAssertEqual(scenes[2].shownX, 20, accuracy: 0.01, "back at the beginning")
    }

    func testSpaceResumesAPausedSceneSoItsStopPlays() {
        let (model, scenes) = makeModel()
        model.press("p")
        model.press(.space)
        XCTAssertFalse(model.isScenePaused(0))
        XCTAssertEqual(scenes[0].state, .stopping)
        run(to: 0.6)
        XCTAssertEqual(scenes[0].state, .stopped)
    }

    func testNeedsFramesOnlyWhileSomethingVisibleMoves() {
        let (model, scenes) = makeModel(count: 2)
        model.press(.enter)
        XCTAssertTrue(model.needsFrames)
        model.press("p")
        XCTAssertFalse(model.needsFrames, "the focused scene is paused; the hidden one does not count")
        model.press("p")
        model.press(.space)
        run(to: 0.6)
        XCTAssertEqual(scenes[0].state, .stopped)
        XCTAssertFalse(model.needsFrames)
        model.press(.escape)
        XCTAssertTrue(model.needsFrames, "back on the grid the second scene is visible and running")
    }

    func testClicksSelectTilesAndDoubleClicksOpenThem() {
        let (model, _) = makeModel()
        let second = model.stage.layout.tileFrames[1]
        model.handle(.click(CGPoint(x: second.midX, y: second.midY)))
        XCTAssertEqual(model.selection, 1)
        XCTAssertNil(model.focused)
        model.handle(.click(CGPoint(x: 2, y: 2)))
        XCTAssertEqual(model.selection, 1, "a click outside the tiles changes nothing")
        let third = model.stage.layout.tileFrames[2]
        model.handle(.pointerDown(CGPoint(x: third.midX, y: third.midY), clickCount: 2))
        XCTAssertEqual(model.focused, 2)
    }

    func testAClickInAFocusedSceneReachesItInRootLayerSpace() {
        let (model, scenes) = makeModel(count: 2)
        model.handle(.resize(CGSize(width: 1000, height: 600), pixelScale: 2))
        model.press(.enter)
        let scene = scenes[0]
        run(to: 0.5)
        // Where the moving square is on screen now, in window points.
        let shown = scene.square.presentation()!.position
        let windowPoint = scene.rootLayer.convert(shown, to: model.stage.root)
        model.handle(.click(windowPoint))
        XCTAssertEqual(scene.presses.count, 1)
        XCTAssertEqual(scene.presses[0].x, shown.x, accuracy: 0.01)
        XCTAssertEqual(scene.presses[0].y, shown.y, accuracy: 0.01)
        XCTAssertEqual(scene.hits.count, 1, "the scene found its moving square")
        model.handle(.click(CGPoint(x: 1, y: 1)))
        XCTAssertEqual(scene.presses.count, 1, "clicks outside the scene do not reach it")
    }

    func testResizeRelaysOutAndKeepsVisibleScenesInsideTheWindow() {
        let (model, scenes) = makeModel(count: 5)
        for size in [CGSize(width: 320, height: 240), CGSize(width: 1920, height: 1080),
                     CGSize(width: 500, height: 1400)] {
            model.handle(.resize(size, pixelScale: 1))
            let visible = Set(model.visibleScenes)
            XCTAssertFalse(visible.isEmpty)
            for (i, s) in scenes.enumerated() {
                XCTAssertEqual(model.stage.tiles[i].card.isHidden, !visible.contains(i),
                               "tiles off screen are not drawn")
                guard model.stage.layout.fullyVisibleTiles(offset: model.stage.offset).contains(i) else { continue }
                let r = s.rootLayer.convert(s.rootLayer.bounds, to: model.stage.root)
                XCTAssertGreaterThanOrEqual(r.minX, -0.5)
                XCTAssertGreaterThanOrEqual(r.minY, -0.5)
                XCTAssertLessThanOrEqual(r.maxX, size.width + 0.5)
                XCTAssertLessThanOrEqual(r.maxY, size.height + 0.5)
            }
        }
        model.handle(.resize(CGSize(width: 800, height: 600), pixelScale: 2))
        XCTAssertEqual(model.stage.root.transform.m11, 2, "drawn at two pixels per point")
    }

    func testTheCommandLineSlowFactorSlowsTheGallery() {
        let (model, _) = makeModel()
        model.setGallerySlowMotion(true, factor: 4)
        XCTAssertEqual(model.slowFactor, 4)
        XCTAssertEqual(model.stage.gallery.speed, 0.25, accuracy: 1e-6)
    }

    func testAnEmptyGalleryIgnoresSceneKeys() {
        let model = GalleryModel(scenes: [])
        for key: Key in [.digit(1), .enter, .space, .left, .character("s"), .character("p"), .character("r"),
                         .character(".")] {
            XCTAssertFalse(model.press(key).quit)
        }
        model.handle(.click(CGPoint(x: 100, y: 100)))
        XCTAssertFalse(model.needsFrames)
        XCTAssertTrue(model.press(.escape).quit)
    }
}
