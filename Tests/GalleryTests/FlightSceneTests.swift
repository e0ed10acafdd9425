import AnimationCore
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class FlightSceneTests: GalleryTestCase {
    typealias S = FlightScene
    /// The first automatic change (London→Paris to Paris→Rome, landing: "negative") starts here.
    let change = S.changeInterval

    func started() -> FlightScene {
        let scene = FlightScene()
        scene.start()
        CARunLoop.tick()
        return scene
    }

    /// The auxiliary label that is bringing in `text`.
    func aux(_ scene: FlightScene, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> UILabel? {
        let found = scene.auxiliaryLabels.first { $0.text == text }
        XCTAssertNotNil(found, "an auxiliary label shows \(text)", file: file, line: line)
        return found
    }

    /// The scene time at which the plane's 1.5 s ease-in-out keyframe flight (begun at `change`)
    /// has reached relative progress `p`.
    func planeTime(_ p: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if eased(.easeInEaseOut, mid) < p { lo = mid } else { hi = mid }
        }
        return change + S.planeFlightDuration * (lo + hi) / 2
    }

    func assertPlane(_ scene: FlightScene, at p: Double, center: CGPoint, alpha: Double, angle: Double,
                     file: StaticString = #filePath, line: UInt = #line) {
        at(planeTime(p))
        let plane = shown(scene.planeImageView.layer)
        XCTAssertEqual(Double(plane.position.x), Double(center.x), accuracy: 1e-4, "x at \(p)", file: file, line: line)
        XCTAssertEqual(Double(plane.position.y), Double(center.y), accuracy: 1e-4, "y at \(p)", file: file, line: line)
        XCTAssertEqual(Double(plane.opacity), alpha, accuracy: 1e-4, "alpha at \(p)", file: file, line: line)
        assertSameAngle(shownRotation(scene.planeImageView.layer), angle, accuracy: 1e-4, "angle at \(p)", file: file,
                        line: line)
    }

    func testBoardStartsOnLondonToParisInTheSnow() {
        let scene = started()

        XCTAssertEqual(scene.flightNumberLabel.text, FlightData.londonToParis.flightNumber)
        XCTAssertEqual(scene.gateNumberLabel.text, FlightData.londonToParis.gateNumber)
        XCTAssertEqual(scene.departingFromLabel.text, "LGW")
        XCTAssertEqual(scene.arrivingToLabel.text, "CDG")
        XCTAssertEqual(scene.flightStatusLabel.text, "Boarding")
        XCTAssertTrue(scene.backgroundImageView.image === Artwork.backdrop(.snowy))
        XCTAssertFalse(scene.snowView.isHidden)
        XCTAssertEqual(scene.state, .running)
    }

    func testTheFlightChangesOnItsOwnEveryThreeSeconds() {
        let scene = started()

        at(change - 0.01)
        XCTAssertTrue(scene.auxiliaryLabels.isEmpty, "nothing changes before 3 s")
        at(change)
        XCTAssertEqual(scene.currentFlight, .parisToRome)
        XCTAssertEqual(scene.auxiliaryLabels.count, 5, "three cube copies and two fade-and-bounce copies")
        at(2 * change)
        XCTAssertEqual(scene.currentFlight, .londonToParis, "and back 3 s later")
    }

    func testBackgroundCrossfadesWhileTheSnowFadesOutInOneSecond() throws {
        let scene = started()

        at(change)
        let transition = try XCTUnwrap(scene.backgroundImageView.layer.animation(forKey: "transition") as? CATransition)
        XCTAssertEqual(transition.type, .fade)
        XCTAssertEqual(transition.duration, S.fadeDuration)
        XCTAssertTrue(scene.backgroundImageView.image === Artwork.backdrop(.sunny))
        at(change + 0.5)
        XCTAssertEqual(Double(shown(scene.snowView.layer).opacity), 1 - eased(.easeOut, 0.5), accuracy: 1e-6)
        at(change + S.fadeDuration)
        XCTAssertEqual(shown(scene.snowView.layer).opacity, 0)
    }

    func testCubeCopyGrowsBackWhileTheLabelSqueezesTheOtherWay() throws {
        let scene = started()
        let label = scene.flightNumberLabel, half = Double(label.frame.height / 2)

        at(change)
        let copy = try XCTUnwrap(aux(scene, "AQ 5001"))
        // Landing is "negative": the copy starts half a label above, the label leaves downwards.
        XCTAssertEqual(Double(shown(copy.layer).transform.m22), 0.1, accuracy: 1e-9)
        XCTAssertEqual(Double(shown(copy.layer).transform.m42), -half, accuracy: 1e-9)
        at(change + S.cubeDuration / 2)
        let e = eased(.easeOut, 0.5)
        XCTAssertEqual(Double(shown(copy.layer).transform.m22), 0.1 + 0.9 * e, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(copy.layer).transform.m42), -half * (1 - e), accuracy: 1e-6)
        XCTAssertEqual(Double(shown(label.layer).transform.m22), 1 - 0.9 * e, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(label.layer).transform.m42), half * e, accuracy: 1e-6)
        XCTAssertEqual(label.text, "ZY 2014", "the old text shows until the end")
        at(change + S.cubeDuration)
        XCTAssertEqual(label.text, "AQ 5001")
        XCTAssertTrue(CATransform3DIsIdentity(shown(label.layer).transform))
        XCTAssertNil(copy.superview, "the copy is gone")
    }

    func testDepartureLabelMovesSidewaysAndFadesWhileTheNewOneArrives() throws {
        let scene = started()
        let label = scene.departingFromLabel

        at(change)
        let copy = try XCTUnwrap(aux(scene, "CDG"))
        at(change + 0.05)
        XCTAssertEqual(shown(copy.layer).opacity, 0, "the copy waits 0.1 s")
        XCTAssertEqual(Double(shown(copy.layer).transform.m41), -80, accuracy: 1e-9)
        at(change + S.moveInDelay + S.moveInDuration / 2)
        let inner = eased(.easeIn, 0.5)
        XCTAssertEqual(Double(shown(copy.layer).opacity), inner, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(copy.layer).transform.m41), -80 * (1 - inner), accuracy: 1e-6)
        let outer = eased(.easeIn, (S.moveInDelay + S.moveInDuration / 2) / S.moveOutDuration)
        XCTAssertEqual(Double(shown(label.layer).transform.m41), -80 * outer, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(label.layer).opacity), 1 - outer, accuracy: 1e-6)
        at(change + S.moveOutDuration)
        XCTAssertEqual(label.text, "CDG")
        XCTAssertEqual(shown(label.layer).opacity, 1)
        XCTAssertTrue(CATransform3DIsIdentity(shown(label.layer).transform))
        XCTAssertNil(copy.superview)
    }

    func testArrivalLabelMovesVertically() throws {
        let scene = started()

        at(change)
        let copy = try XCTUnwrap(aux(scene, "FCO"))
        XCTAssertEqual(Double(shown(copy.layer).transform.m42), -50, accuracy: 1e-9)
        XCTAssertEqual(Double(shown(copy.layer).transform.m41), 0, accuracy: 1e-9)
        at(change + 0.25)
        XCTAssertEqual(Double(shown(scene.arrivingToLabel.layer).transform.m42),
                       -50 * eased(.easeIn, 0.5), accuracy: 1e-6)
    }

    func testPlaneTakesOffVanishesAndLandsThroughItsKeyframes() {
        let scene = started()
        let home = scene.planeRestingCenter

        at(change)
        // Take-off: +80, −10 by 0.25; the nose starts to lift at 0.1 towards −π/8 at 0.5.
        assertPlane(scene, at: 0.125, center: CGPoint(x: home.x + 40, y: home.y - 5), alpha: 1,
                    angle: -.pi / 8 * (0.025 / 0.4))
        assertPlane(scene, at: 0.25, center: CGPoint(x: home.x + 80, y: home.y - 10), alpha: 1,
                    angle: -.pi / 8 * (0.15 / 0.4))
        // Vanish: another +100, −50 while fading out, by 0.5.
        assertPlane(scene, at: 0.5, center: CGPoint(x: home.x + 180, y: home.y - 60), alpha: 0, angle: -.pi / 8)
        // Reset at the left edge, level, by 0.52; still invisible until 0.55.
        assertPlane(scene, at: 0.535, center: CGPoint(x: 0, y: home.y), alpha: 0, angle: 0)
        // Land: fades in and glides home from 0.55 to 1.
        let f = (0.8 - 0.55) / 0.45
        assertPlane(scene, at: 0.8, center: CGPoint(x: home.x * f, y: home.y), alpha: f, angle: 0)
        assertPlane(scene, at: 1, center: home, alpha: 1, angle: 0)
    }

    func testClickChangesTheFlightAtOnceAndRestartsTheWait() {
        let scene = started()
        let board = scene.board

        clock.set(t0 + 1)
        board.sendPointer(.began, at: CGPoint(x: 160, y: 440))
        clock.set(t0 + 1.05)
        board.sendPointer(.ended, at: CGPoint(x: 160, y: 440))
        at(1.05)
        XCTAssertEqual(scene.currentFlight, .parisToRome)
        XCTAssertEqual(scene.auxiliaryLabels.count, 5)
        at(change + 0.5)
        XCTAssertEqual(scene.currentFlight, .parisToRome, "the old 3 s wait was cancelled")
        at(1.05 + change)
        XCTAssertEqual(scene.currentFlight, .londonToParis)
    }

    func testClickDuringAChangeIsIgnored() {
        let scene = started()

        at(change + 0.2)
        scene.board.sendPointer(.began, at: CGPoint(x: 160, y: 440))
        scene.board.sendPointer(.ended, at: CGPoint(x: 160, y: 440))
        at(change + 0.25)
        XCTAssertEqual(scene.currentFlight, .parisToRome)
        XCTAssertEqual(scene.auxiliaryLabels.count, 5)
    }

    func testStopLetsTheChangeInProgressFinish() {
        let scene = started()
        let states = recordStates(of: scene)

        at(change)
        at(change + 0.2)
        scene.stop()
        at(change + S.planeFlightDuration - 0.01)
        XCTAssertEqual(scene.state, .stopping)
        at(change + S.planeFlightDuration)
        XCTAssertEqual(scene.state, .stopped)
        at(3 * change)
        XCTAssertEqual(scene.currentFlight, .parisToRome, "no change after stop")
        XCTAssertEqual(states.states, [.stopping, .stopped])
    }

    func testRestartGoesBackToLondonWithoutLeftovers() {
        let scene = started()

        at(change + 0.2)
        scene.restart()
        at(change + 0.25)
        XCTAssertEqual(scene.currentFlight, .londonToParis)
        XCTAssertTrue(scene.auxiliaryLabels.isEmpty)
        XCTAssertEqual(scene.flightNumberLabel.text, "ZY 2014")
        XCTAssertEqual(shown(scene.planeImageView.layer).position, scene.planeRestingCenter)
        XCTAssertEqual(scene.state, .running)
    }
}
