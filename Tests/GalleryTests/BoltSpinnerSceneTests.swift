import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

final class BoltSpinnerSceneTests: GalleryTestCase {
    typealias S = BoltSpinnerScene
    let appear = BoltSpinnerScene.boltAppearanceDuration   // 0.5: the halves meet at t0 + 0.5
    let turn = BoltSpinnerScene.rotationDuration           // 0.5
    let cycle = BoltSpinnerScene.rotationDuration + BoltSpinnerScene.rotationPause  // 1.5

    /// The angle the uninterrupted rotation shows `s` seconds into a turn.
    func turnAngle(_ s: Double) -> Double {
        -2 * .pi * S.rotationCurve.solve(forInput: s / turn)
    }

    func started() -> BoltSpinnerScene {
        let scene = BoltSpinnerScene()
        scene.start()
        CARunLoop.tick()
        return scene
    }

    func testHalvesStartOutsideTheContainerCentredAndTransparent() {
        let scene = started()
        let b = scene.boltContainerView.bounds
        let top = shown(scene.topHalf.layer), bottom = shown(scene.bottomHalf.layer)
        XCTAssertEqual(top.position.x, b.midX, accuracy: 1e-9)
        XCTAssertEqual(bottom.position.x, b.midX, accuracy: 1e-9)
        XCTAssertEqual(top.frame.maxY, b.minY, accuracy: 1e-9, "just above the top edge")
        XCTAssertEqual(bottom.frame.minY, b.maxY, accuracy: 1e-9, "just below the bottom edge")
        XCTAssertEqual(top.opacity, 0)
        XCTAssertEqual(bottom.opacity, 0)
        XCTAssertEqual(scene.state, .running)
    }

    func testHalvesMeetAtTheCentreAsOneBoltWhileFadingIn() {
        let scene = started()
        let b = scene.boltContainerView.bounds
        let startTop = CGPoint(x: b.midX, y: -scene.topHalf.bounds.height / 2)
        let meetTop = scene.meetingCenter(of: .top)
        at(appear / 2)  // ease-in-out: half way in value at half time
        XCTAssertEqual(shown(scene.topHalf.layer).position.y, (startTop.y + meetTop.y) / 2, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(scene.bottomHalf.layer).opacity), 0.5, accuracy: 1e-6)
        at(appear)
        let top = shown(scene.topHalf.layer), bottom = shown(scene.bottomHalf.layer)
        XCTAssertEqual(top.position, meetTop)
        XCTAssertEqual(bottom.position, scene.meetingCenter(of: .bottom))
        XCTAssertEqual(top.opacity, 1)
        XCTAssertEqual(bottom.opacity, 1)
        // Together they make the whole bolt, centred in the container.
        let whole = top.frame.union(bottom.frame)
        XCTAssertEqual(whole.midX, b.midX, accuracy: 1e-6)
        XCTAssertEqual(whole.midY, b.midY, accuracy: 1e-6)
        XCTAssertEqual(whole.width, BoltShapes.boltSize.width, accuracy: 1e-6)
        XCTAssertEqual(whole.height, BoltShapes.boltSize.height, accuracy: 1e-6)
        // The halves' seam: the top half's lower edge overlaps the bottom half's upper edge.
        XCTAssertGreaterThan(top.frame.maxY, bottom.frame.minY)
    }

    func testRotationTurnsCounterClockwiseOnceThenPausesOneSecond() {
        let scene = started()
        let container = scene.boltContainerView.layer
        at(appear)
        XCTAssertNotNil(container.animation(forKey: S.rotationKey), "the completion started the rotation")
        XCTAssertEqual(shownRotation(container), 0, accuracy: 1e-9)
        at(appear + 0.05)
        XCTAssertLessThan(shownRotation(container), 0, "counter-clockwise is a negative angle in UIKit")
        for s in [0.1, 0.2, 0.3, 0.4] {
            at(appear + s)
            assertSameAngle(shownRotation(container), turnAngle(s), "at \(s) s into the turn")
        }
        // Still during the whole pause.
        for s in stride(from: turn, to: cycle, by: 0.1) {
            at(appear + s)
            XCTAssertTrue(CATransform3DIsIdentity(shown(container).transform), "paused at \(s)")
        }
        // The next turn starts 1.5 s after the first.
        at(appear + cycle + 0.2)
        assertSameAngle(shownRotation(container), turnAngle(0.2))
        // The model never turns.
        XCTAssertTrue(CATransform3DIsIdentity(container.transform))
    }

    func testStopInMidTurnFinishesTheTurnThenFadesHalvesThenTheView() {
        let scene = started()
        let states = recordStates(of: scene)
        let container = scene.boltContainerView.layer
        let secondTurn = appear + cycle          // t0 + 2.0
        at(secondTurn + 0.2)
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        // The turn plays on exactly as it would have.
        for s in [0.2, 0.3, 0.4, 0.45, 0.49] {
            at(secondTurn + s)
            assertSameAngle(shownRotation(container), turnAngle(s), "at \(s) s, after stop")
            XCTAssertEqual(shown(scene.topHalf.layer).opacity, 1)
        }
        let end = secondTurn + turn               // t0 + 2.5
        at(end)
        XCTAssertNil(container.animation(forKey: S.rotationKey), "rotation removed when the turn ends")
        XCTAssertTrue(CATransform3DIsIdentity(shown(container).transform))
        at(end + 0.25)
        XCTAssertEqual(Double(shown(container).opacity), 0.5, accuracy: 1e-6, "the container fades, halves as one")
        XCTAssertEqual(shown(scene.topHalf.layer).opacity, 1)
        XCTAssertEqual(shown(scene.bottomHalf.layer).opacity, 1)
        XCTAssertEqual(shown(scene.spinnerView.layer).opacity, 1)
        XCTAssertTrue(CATransform3DIsIdentity(shown(container).transform), "no more turns")
        at(end + appear)
        XCTAssertEqual(shown(container).opacity, 0)
        XCTAssertEqual(scene.state, .stopping)
        at(end + appear + S.spinnerFadeDuration / 2)
        XCTAssertEqual(Double(shown(scene.spinnerView.layer).opacity), 0.5, accuracy: 1e-6)
        at(end + appear + S.spinnerFadeDuration)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(shown(scene.spinnerView.layer).opacity, 0)
        XCTAssertEqual(scene.spinnerView.alpha, 0)
        XCTAssertEqual(states.states, [.stopping, .stopped])
        // The article underneath is what remains.
        XCTAssertEqual(shown(scene.articleView.layer).opacity, 1)
    }

    func testStopDuringThePauseFadesAtOnce() {
        let scene = started()
        at(appear + turn + 0.5)                  // in the pause after the first turn
        scene.stop()
        CARunLoop.tick()
        XCTAssertNil(scene.boltContainerView.layer.animation(forKey: S.rotationKey))
        at(appear + turn + 0.5 + appear / 2)
        XCTAssertEqual(Double(shown(scene.boltContainerView.layer).opacity), 0.5, accuracy: 1e-6)
        at(appear + turn + 0.5 + appear + S.spinnerFadeDuration)
        XCTAssertEqual(scene.state, .stopped)
    }

    func testStopBeforeTheHalvesMeetStillTurnsOnce() {
        let scene = started()
        at(0.2)
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        at(appear + 0.25)
        assertSameAngle(shownRotation(scene.boltContainerView.layer), turnAngle(0.25))
        at(appear + turn + appear + S.spinnerFadeDuration - 0.01)
        XCTAssertEqual(scene.state, .stopping)
        at(appear + turn + appear + S.spinnerFadeDuration)
        XCTAssertEqual(scene.state, .stopped)
    }

    func testRestartAfterStopAndInMidStopBeginsAgain() {
        let scene = started()
        at(appear + 0.2)
        scene.stop()
        at(appear + 0.3)
        scene.restart()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .running)
        XCTAssertEqual(shown(scene.topHalf.layer).opacity, 0, "back outside, transparent")
        XCTAssertTrue(CATransform3DIsIdentity(shown(scene.boltContainerView.layer).transform))
        // The old stop choreography must not finish the new run.
        at(10)
        XCTAssertEqual(scene.state, .running)
        XCTAssertEqual(shown(scene.spinnerView.layer).opacity, 1)
        XCTAssertNotNil(scene.boltContainerView.layer.animation(forKey: S.rotationKey), "still spinning")
        scene.stop()
        at(20)
        XCTAssertEqual(scene.state, .stopped)
        scene.start()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .running)
        XCTAssertEqual(shown(scene.spinnerView.layer).opacity, 1)
        XCTAssertEqual(shown(scene.topHalf.layer).opacity, 0)
        at(20 + appear)
        XCTAssertEqual(shown(scene.topHalf.layer).opacity, 1)
        XCTAssertEqual(shown(scene.boltContainerView.layer).opacity, 1, "the container faded out is shown again")
    }

    /// Only the bolt's outline is stroked: across the middle of the assembled bolt, where the
    /// halves meet, every pixel is the yellow fill (no orange line along the cut).
    func testAssembledBoltShowsNoSeamWhereTheHalvesMeet() throws {
        let scene = started()
        let pause = appear + turn + 0.5                     // resting between turns
        at(pause)
        let image = try render(scene, at: pause, scale: 2)
        let b = scene.boltContainerView.bounds
        let origin = CGPoint(x: b.midX - BoltShapes.boltSize.width / 2, y: b.midY - BoltShapes.boltSize.height / 2)
        // The cut is at y = 48 in bolt coordinates; inside the outline from about x = 4 to 48.
        let fill = RGBA8(r: 255, g: 209, b: 26)
        for boltY in [47.5, 48.0, 48.5] {
            for boltX in stride(from: 9.0, through: 42.0, by: 0.5) {
                let x = Int(((origin.x + boltX) * 2).rounded(.down)), y = Int(((origin.y + boltY) * 2).rounded(.down))
                let p = image[x, y]
                XCTAssertLessThanOrEqual(p.maxChannelDifference(to: fill), 12,
                                         "bolt (\(boltX), \(boltY)) is \(p), not the fill")
            }
        }
    }
}
