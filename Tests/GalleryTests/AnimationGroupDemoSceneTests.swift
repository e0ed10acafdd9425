import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

final class AnimationGroupDemoSceneTests: GalleryTestCase {
    typealias S = AnimationGroupDemoScene
    typealias Sequence = AnimationSequence

    /// A running scene whose scripted demo is off (a person has taken over).
    func takenOver() -> AnimationGroupDemoScene {
        let scene = AnimationGroupDemoScene()
        scene.start()
        scene.userDidTakeOver()
        CARunLoop.tick()
        return scene
    }

    func picture(_ scene: AnimationGroupDemoScene) -> CALayer { shown(scene.pictureView.layer) }

    func assertPoint(_ p: CGPoint, _ q: CGPoint, accuracy: Double = 1e-6, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(p.x), Double(q.x), accuracy: accuracy, "\(p) vs \(q) \(message)", file: file, line: line)
        XCTAssertEqual(Double(p.y), Double(q.y), accuracy: accuracy, "\(p) vs \(q) \(message)", file: file, line: line)
    }

    // MARK: View animation

    func testViewAnimationMovesScalesAndRotatesAtOnce() {
        let scene = takenOver()

        XCTAssertTrue(scene.press(.view))

        at(S.viewMoveDuration / 2)
        let half = picture(scene)
        let mid = CGPoint(x: (S.restCenter.x + S.viewTarget.x) / 2, y: (S.restCenter.y + S.viewTarget.y) / 2)
        assertPoint(half.position, mid, "ease in-out: half way at half time")
        let m = half.transform
        XCTAssertEqual(Double(hypot(m.m11, m.m12)), Double(1 + S.viewScale) / 2, accuracy: 1e-6, "half the growth")
        XCTAssertEqual(Double(atan2(m.m12, m.m11)), Double(S.viewRotation) / 2, accuracy: 1e-6, "half the turn")
        at(S.viewMoveDuration)
        assertPoint(picture(scene).position, S.viewTarget)
        XCTAssertEqual(Double(atan2(picture(scene).transform.m12, picture(scene).transform.m11)),
                       Double(S.viewRotation), accuracy: 1e-6)
    }

    func testViewAnimationComesBackInItsCompletion() {
        let scene = takenOver()
        scene.press(.view)
        at(S.viewMoveDuration)

        at(S.viewMoveDuration * 1.5)
        let mid = CGPoint(x: (S.restCenter.x + S.viewTarget.x) / 2, y: (S.restCenter.y + S.viewTarget.y) / 2)
        assertPoint(picture(scene).position, mid)
        at(S.viewMoveDuration * 2)

        assertPoint(picture(scene).position, S.restCenter)
        XCTAssertTrue(CATransform3DIsIdentity(picture(scene).transform))
        XCTAssertNil(scene.playing)
    }

    // MARK: Clock wipe

    func testClockWipeMaskStrokeReachesFromTheCentreToTheCorners() throws {
        let scene = takenOver()

        scene.press(.mask)

        let mask = try XCTUnwrap(scene.wipeMask)
        let cornerDistance = hypot(DemoPictureView.side, DemoPictureView.side) / 2
        XCTAssertEqual(mask.lineWidth, cornerDistance, accuracy: 1e-9)
        let box = try XCTUnwrap(mask.path?.boundingBox)
        XCTAssertEqual(box.width, cornerDistance, accuracy: 1e-6,
                       "the arc's radius is half the centre-to-corner distance")
        XCTAssertEqual(mask.strokeEnd, 0, "the model starts hidden")
    }

    func testClockWipeRevealsRoundTheClockThenHides() throws {
        let scene = takenOver()
        scene.press(.mask)
        let mask = try XCTUnwrap(scene.wipeMask)
        let reveal = ClockWipe.revealDuration, hold = ClockWipe.holdDuration

        for (t, fraction) in [(0.0, 0.0), (0.5, 0.25), (1.0, 0.5), (1.5, 0.75), (reveal, 1.0), (reveal + hold / 2, 1.0),
                              (reveal + hold + 0.5, 0.75), (reveal + hold + 1.5, 0.25)] {
            at(t)
            XCTAssertEqual(Double(shown(mask).strokeEnd), fraction, accuracy: 1e-6, "at \(t) s")
        }
        at(ClockWipe.totalDuration)
        XCTAssertNil(scene.wipeMask, "the mask goes once hidden")
        at(ClockWipe.totalDuration + S.reappearDuration / 2)
        XCTAssertEqual(Double(picture(scene).opacity), 0.5, accuracy: 1e-6, "and the picture fades back")
        at(ClockWipe.totalDuration + S.reappearDuration)
        XCTAssertNil(scene.playing)
    }

    func testClockWipeAtHalfShowsTheRightHalfOfThePicture() throws {
        let scene = takenOver()
        scene.press(.mask)
        at(ClockWipe.revealDuration / 2)

        let image = try render(scene, at: ClockWipe.revealDuration / 2)

        let c = S.restCenter, stage = image[5, 200]
        let right = image[Int(c.x) + 25, Int(c.y) + 10], left = image[Int(c.x) - 25, Int(c.y) + 10]
        XCTAssertGreaterThan(right.maxChannelDifference(to: stage), 40, "revealed: \(right)")
        XCTAssertLessThanOrEqual(left.maxChannelDifference(to: stage), 3, "still hidden: \(left)")
    }

    // MARK: The sequence

    func testFigureEightPathMeetsItsClosedForm() {
        let c = S.restCenter, r = Sequence.loopRadius

        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 0), c)
        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 0.125), CGPoint(x: c.x - r, y: c.y - r))
        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 0.25), CGPoint(x: c.x, y: c.y - 2 * r))
        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 0.375), CGPoint(x: c.x + r, y: c.y - r))
        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 0.625), CGPoint(x: c.x - r, y: c.y + r))
        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 0.75), CGPoint(x: c.x, y: c.y + 2 * r))
        assertPoint(Sequence.figureEightPoint(crossing: c, fraction: 1), c)
    }

    func testPictureFollowsTheFigureEightAtAnEvenPace() {
        let scene = takenOver()

        scene.press(.sequence)

        for f in [0.1, 0.125, 0.25, 0.4, 0.5, 0.625, 0.75, 0.9] {
            at(f * Sequence.figureEightDuration)
            let expected = Sequence.figureEightPoint(crossing: S.restCenter, fraction: f)
            // The arcs are cubic Béziers: within 0.03 % of the radius of the true circle.
            assertPoint(picture(scene).position, expected, accuracy: 0.1, "at fraction \(f)")
        }
    }

    func testSpinIsCumulativeAQuarterTurnPerRepeat() {
        let scene = takenOver()
        scene.press(.sequence)
        let spin = Sequence.beginTimes[1], quarter = Sequence.quarterTurnDuration

        for n in 1...Sequence.turns {
            at(spin + Double(n) * quarter - 1e-9)
            assertSameAngle(shownRotation(scene.pictureView.layer), Double(n) * .pi / 2, accuracy: 1e-6,
                            "after \(n) repeats")
        }
        at(spin + 2.5 * quarter)
        assertSameAngle(shownRotation(scene.pictureView.layer), 2.5 * .pi / 2, accuracy: 1e-6,
                        "half way through the third")
    }

    func testDropAndRiseUseTheirNamedCurves() {
        let scene = takenOver()
        scene.press(.sequence)
        let drop = Sequence.beginTimes[2], rise = Sequence.beginTimes[3], y = Double(S.restCenter.y)
        let d = Double(Sequence.dropDistance)

        at(drop + 0.3)
        XCTAssertEqual(Double(picture(scene).position.y), y + d * eased(.easeIn, 0.3), accuracy: 1e-6)
        at(rise + 0.3)
        XCTAssertEqual(Double(picture(scene).position.y), y + d - d * eased(.easeInEaseOut, 0.3), accuracy: 1e-6)
    }

    func testEachStepsCompletionBlockRunsInOrderThenTheGroups() {
        let scene = takenOver()
        scene.press(.sequence)

        at(Sequence.beginTimes[1] - 0.01)
        XCTAssertEqual(scene.completedSteps, [])
        at(Sequence.beginTimes[1])
        XCTAssertEqual(scene.completedSteps, ["figure 8"])
        XCTAssertEqual(scene.statusText, "Done: figure 8")
        at(Sequence.beginTimes[3])
        XCTAssertEqual(scene.completedSteps, ["figure 8", "spin", "drop"])
        at(Sequence.totalDuration)
        XCTAssertEqual(scene.completedSteps, ["figure 8", "spin", "drop", "rise", "group"])
        XCTAssertNil(scene.playing)
        assertPoint(picture(scene).position, S.restCenter)
    }

    func testTapHitsThePictureWhereItIsSeenNotWhereItRests() {
        let scene = takenOver()
        scene.press(.sequence)
        at(Sequence.figureEightDuration / 4)   // at the top of the upper loop
        let top = CGPoint(x: S.restCenter.x, y: S.restCenter.y - 2 * Sequence.loopRadius)

        XCTAssertTrue(scene.tap(at: top))
        XCTAssertEqual(scene.statusText, "Tap: hit the picture")
        XCTAssertFalse(scene.tap(at: S.restCenter), "the model has not moved, but the picture has")
        XCTAssertEqual(scene.statusText, "Tap: missed")
        XCTAssertTrue(scene.tap(at: CGPoint(x: top.x + 45, y: top.y - 45)), "near its corner")
        XCTAssertFalse(scene.tap(at: CGPoint(x: top.x + 55, y: top.y)), "just outside it")
    }

    func testPauseHoldsTheFrameAndResumeContinuesWithoutAJump() {
        let scene = takenOver()
        scene.press(.sequence)
        at(1)
        let before = picture(scene).position

        scene.togglePause()
        at(3)

        XCTAssertTrue(scene.isPaused)
        assertPoint(picture(scene).position, before, "held for 2 s")
        XCTAssertEqual(scene.completedSteps, [])
        scene.togglePause()
        assertPoint(picture(scene).position, before, "no jump on resume")
        at(3.5)
        let expected = Sequence.figureEightPoint(crossing: S.restCenter, fraction: 1.5 / Sequence.figureEightDuration)
        assertPoint(picture(scene).position, expected, accuracy: 0.1, "on as if the pause had not been")
        at(2 + Sequence.beginTimes[1])
        XCTAssertEqual(scene.completedSteps, ["figure 8"], "the completions wait for the pause too")
        at(2 + Sequence.totalDuration)
        XCTAssertEqual(scene.completedSteps.last, "group")
    }

    // MARK: Buttons and input

    func testButtonsAreIgnoredWhileADemoPlays() {
        let scene = takenOver()

        XCTAssertTrue(scene.press(.view))
        XCTAssertFalse(scene.press(.mask))
        XCTAssertEqual(scene.playing, .view)
        scene.togglePause()
        XCTAssertFalse(scene.isPaused, "pause is for the sequence")
    }

    func testClicksReachTheButtonsThePauseButtonAndTheStage() {
        let scene = takenOver()

        XCTAssertTrue(click(scene.window, at: scene.buttons[.sequence]!.center))
        XCTAssertEqual(scene.playing, .sequence)
        XCTAssertTrue(click(scene.window, at: scene.pauseButton.center))
        XCTAssertTrue(scene.isPaused)
        XCTAssertEqual(scene.pauseButton.title(for: .normal), "Resume")
        click(scene.window, at: CGPoint(x: 20, y: 380))
        XCTAssertEqual(scene.lastTapHit, false, "the stage took the tap, away from the picture")
        click(scene.window, at: CGPoint(x: 106, y: 470))
        XCTAssertEqual(scene.lastTapHit, false, "between the buttons, below the stage: no tap")
    }

    func testAClickOnTheMovingPictureHitsItWhereItIsSeen() {
        let scene = takenOver()
        scene.press(.sequence)
        at(Sequence.figureEightDuration / 8)   // the far left of the upper loop
        let seen = CGPoint(x: S.restCenter.x - Sequence.loopRadius, y: S.restCenter.y - Sequence.loopRadius)

        click(scene.window, at: seen)

        XCTAssertEqual(scene.lastTapHit, true)
        XCTAssertEqual(scene.statusText, "Tap: hit the picture")
        click(scene.window, at: S.restCenter)
        XCTAssertEqual(scene.lastTapHit, false, "where the model is, the picture is not")
    }

    func testScriptedDemoPlaysTheThreeButtonsInTurn() {
        let scene = AnimationGroupDemoScene()
        scene.start()
        CARunLoop.tick()

        at(S.firstDemoDelay)
        XCTAssertEqual(scene.playing, .view)
        var t = S.firstDemoDelay + S.viewMoveDuration
        at(t)
        t += S.viewMoveDuration
        at(t)
        XCTAssertNil(scene.playing)
        t += S.demoGap
        at(t)
        XCTAssertEqual(scene.playing, .mask)
        t += ClockWipe.totalDuration
        at(t)
        t += S.reappearDuration
        at(t)
        t += S.demoGap
        at(t)
        XCTAssertEqual(scene.playing, .sequence)
        let sequenceStart = t
        at(sequenceStart + S.scriptedTapTime)
        XCTAssertEqual(scene.lastTapHit, true, "the script taps the picture where it is")
        at(sequenceStart + S.scriptedPauseTime)
        XCTAssertTrue(scene.isPaused)
        at(sequenceStart + S.scriptedPauseTime + S.scriptedPause)
        XCTAssertFalse(scene.isPaused)
        at(sequenceStart + Sequence.totalDuration + S.scriptedPause)
        XCTAssertNil(scene.playing)
        at(sequenceStart + Sequence.totalDuration + S.scriptedPause + S.demoGap)
        XCTAssertEqual(scene.playing, .view, "and starts over")
    }

    func testStopLetsThePausedSequenceFinishThenStops() {
        let scene = takenOver()
        scene.press(.sequence)
        at(1)
        scene.togglePause()
        at(2)

        scene.stop()
        CARunLoop.tick()

        XCTAssertEqual(scene.state, .stopping)
        XCTAssertFalse(scene.isPaused)
        at(1 + Sequence.totalDuration)
        XCTAssertEqual(scene.state, .stopped)
    }
}
