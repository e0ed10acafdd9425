import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class SouthPoleSceneTests: GalleryTestCase {
    typealias S = SouthPoleScene

    func tap(_ button: UIButton, in scene: S) {
        scene.sceneWindow.sendPointer(.began, at: button.center)
        scene.sceneWindow.sendPointer(.ended, at: button.center)
    }

    /// Which of `frames` the penguin shows now (nil when none).
    func shownFrame(_ scene: S, of frames: [UIImage]) -> Int? {
        let contents = shown(scene.penguin.layer).contents as AnyObject?
        return frames.firstIndex { $0.cgImage === contents }
    }

    func x(_ scene: S) -> Double { Double(shown(scene.penguin.layer).position.x) }

    func testPenguinStandsOnTheIceLookingRight() {
        let scene = S()

        XCTAssertEqual(scene.penguin.center, S.home)
        XCTAssertEqual(Double(scene.penguin.frame.maxY), Double(S.iceTop), accuracy: 1e-9, "feet on the ice")
        XCTAssertEqual(shownFrame(scene, of: scene.walkFrames), 0)
        XCTAssertTrue(scene.isLookingRight)
        XCTAssertEqual(scene.walkFrames.count, 4)
        XCTAssertEqual(scene.slideFrames.count, 2)
    }

    func testWalkShowsEachOfFourFramesForATwelfthOfASecondThreeTimes() {
        let scene = S()

        tap(scene.rightButton, in: scene)
        var indices: [Int?] = []
        for k in 0..<12 {
            at((Double(k) + 0.5) / 12)
            indices.append(shownFrame(scene, of: scene.walkFrames))
        }
        at(1.01)

        XCTAssertEqual(indices, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3])
        XCTAssertFalse(scene.penguin.isAnimating, "three cycles, then it stands")
        XCTAssertEqual(shownFrame(scene, of: scene.walkFrames), 0)
    }

    func testWalkRightMovesOneWalkWidthEaseOutInOneSecond() {
        let scene = S()

        tap(scene.rightButton, in: scene)
        at(0.5)
        let halfway = x(scene)
        at(1.0)

        XCTAssertEqual(halfway, 80 + 64 * eased(.easeOut, 0.5), accuracy: 1e-6)
        XCTAssertEqual(x(scene), 144, accuracy: 1e-9)
        XCTAssertFalse(scene.isMoving)
    }

    func testWalkLeftTurnsThePenguinAndStopsAtTheEdgeOfTheIce() {
        let scene = S()

        tap(scene.leftButton, in: scene)
        at(0.1)
        let flip = shown(scene.penguin.layer).transform.m11
        at(1.0)

        XCTAssertEqual(flip, -1, "looking left")
        XCTAssertFalse(scene.isLookingRight)
        XCTAssertEqual(x(scene), 32, accuracy: 1e-9, "16 would leave the ice: clamped to half a width")
    }

    func testSlideLowersThePenguinAndPlaysBothSlideFramesOnceOverTwoWidths() {
        let scene = S()

        tap(scene.slideButton, in: scene)
        at(0.25)
        let first = shownFrame(scene, of: scene.slideFrames)
        let height = shown(scene.penguin.layer).bounds.height
        let bottom = shown(scene.penguin.layer).frame.maxY
        at(0.75)
        let second = shownFrame(scene, of: scene.slideFrames)
        at(1.0)

        XCTAssertEqual([first, second], [0, 1])
        XCTAssertEqual(height, 40)
        XCTAssertEqual(Double(bottom), Double(S.iceTop), accuracy: 1e-9, "belly on the ice")
        XCTAssertEqual(x(scene), 80 + 128, accuracy: 1e-9)
        XCTAssertEqual(scene.penguin.bounds.size, S.walkSize, "stands up again")
        XCTAssertEqual(shownFrame(scene, of: scene.walkFrames), 0)
    }

    func testAPressDuringAMoveIsIgnored() {
        let scene = S()
        tap(scene.rightButton, in: scene)
        at(0.5)

        tap(scene.rightButton, in: scene)
        at(1.0)
        at(2.0)

        XCTAssertEqual(x(scene), 144, accuracy: 1e-9)
    }

    func testDemoWalksRightTwiceThenSlidesEveryOneAndAHalfSeconds() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(1.0)
        let first = x(scene)
        at(1.5)
        at(2.5)
        let second = x(scene)
        at(3.0)
        at(3.25)
        let sliding = shownFrame(scene, of: scene.slideFrames)
        at(4.0)

        XCTAssertEqual(first, 144, accuracy: 1e-9)
        XCTAssertEqual(second, 208, accuracy: 1e-9)
        XCTAssertEqual(sliding, 0)
        XCTAssertEqual(x(scene), 336, accuracy: 1e-9)
    }

    func testTakingOverEndsTheDemo() {
        let scene = S()
        scene.start()
        CARunLoop.tick()
        at(0.5)

        scene.userDidTakeOver()
        at(1.0)
        at(1.5)
        at(2.5)

        XCTAssertEqual(x(scene), 144, accuracy: 1e-9, "no second step")
        XCTAssertTrue(scene.perform(.left), "the buttons are the person's now")
    }

    func testStopWhileStandingStopsOnTheNextFrame() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(1.0)

        at(1.2)
        scene.stop()
        let stopping = scene.state
        at(1.25)

        XCTAssertEqual(stopping, .stopping)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }

    func testStopLetsTheMoveInProgressFinish() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()

        at(0.5)
        scene.stop()
        at(1.0)
        at(3.0)

        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        XCTAssertEqual(x(scene), 144, accuracy: 1e-9)
    }

    // MARK: Keys

    func testArrowKeysPlayTheDocumentsActionsInAChoreography() {
        let scene = S()
        let w = scene.sceneWindow

        let right = w.sendKey(.rightArrow)
        at(0.5)
        let walking = shownFrame(scene, of: scene.walkFrames)
        let halfway = x(scene)
        at(1.0)
        let slide = w.sendKey(.downArrow)
        at(1.25)
        let sliding = shownFrame(scene, of: scene.slideFrames)
        let height = shown(scene.penguin.layer).bounds.height
        at(2.0)
        let afterSlide = x(scene)
        let left = w.sendKey(.leftArrow)
        at(2.1)
        let flip = shown(scene.penguin.layer).transform.m11
        at(3.0)

        XCTAssertEqual([right, slide, left], [true, true, true])
        XCTAssertEqual(walking, 2, "the walk's frame 6 of 12 at 0.5 s")
        XCTAssertEqual(halfway, 80 + 64 * eased(.easeOut, 0.5), accuracy: 1e-6)
        XCTAssertEqual(sliding, 0)
        XCTAssertEqual(height, 40)
        XCTAssertEqual(afterSlide, 144 + 128, accuracy: 1e-9)
        XCTAssertEqual(flip, -1, "looking left")
        XCTAssertEqual(x(scene), 144 + 128 - 64, accuracy: 1e-9)
        XCTAssertFalse(scene.isMoving)
    }

    func testAnArrowDuringAMoveIsUsedButIgnored() {
        let scene = S()
        scene.sceneWindow.sendKey(.rightArrow)
        at(0.5)

        let used = scene.sceneWindow.sendKey(.leftArrow)
        at(1.0)

        XCTAssertTrue(used, "taken, so the playground does not move to another scene")
        XCTAssertEqual(x(scene), 144, accuracy: 1e-9)
        XCTAssertTrue(scene.isLookingRight)
    }

    func testOtherKeysPassTheWindowUnused() {
        let scene = S()

        let up = scene.sceneWindow.sendKey(.upArrow)
        let ret = scene.sceneWindow.sendKey(.returnKey)
        at(1.0)

        XCTAssertFalse(up)
        XCTAssertFalse(ret)
        XCTAssertEqual(x(scene), 80, accuracy: 1e-9)
    }

    func testAHeldKeyMovesOnceUntilReleased() {
        let scene = S()
        let w = scene.sceneWindow
        let right = UIKey(.rightArrow)

        w.sendPress(.began, key: right)
        at(1.0)
        w.sendPress(.began, key: right)    // auto-repeat while held: no second step
        at(2.0)
        let held = x(scene)
        w.sendPress(.ended, key: right)
        w.sendPress(.began, key: right)
        at(3.0)

        XCTAssertEqual(held, 144, accuracy: 1e-9)
        XCTAssertEqual(x(scene), 208, accuracy: 1e-9)
    }

    func testKeysStillWorkAfterTheHostCancelsInteractions() {
        let scene = S()

        scene.sceneWindow.cancelAllInteractions()
        scene.sceneWindow.sendKey(.rightArrow)
        at(1.0)

        XCTAssertEqual(x(scene), 144, accuracy: 1e-9)
    }
}
