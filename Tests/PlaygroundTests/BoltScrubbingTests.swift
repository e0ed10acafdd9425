import AnimationCore
import TestSupport
import Foundation
@testable import Gallery
@testable import PlaygroundKit
import XCTest

/// The inspector scrubs the bolt spinner back in time (`speed = 0`, `timeOffset` moved back),
/// then resumes it: every phase still gets a valid duration and the bolt plays on from the
/// scrubbed moment, through its stop, to rest.
final class BoltScrubbingTests: PlaygroundTestCase {
    private var model: GalleryModel!
    private var bolt: BoltSpinnerScene!

    override func setUp() {
        super.setUp()
        bolt = BoltSpinnerScene()
        model = GalleryModel(scenes: [bolt])
        model.focus(0)
        model.startAll()
        model.press("i")
    }

    /// The container's presented angle, and the angle of the bolt's own turn `s` s into a turn.
    private var angle: Double {
        let shown = bolt.boltContainerView.layer.presentation() ?? bolt.boltContainerView.layer
        return atan2(Double(shown.transform.m12), Double(shown.transform.m11))
    }
    private func turnAngle(_ s: Double) -> Double {
        -2 * .pi * BoltSpinnerScene.rotationCurve.solve(forInput: s / BoltSpinnerScene.rotationDuration)
    }
    /// The scene's own time now.
    private var sceneTime: Double { bolt.rootLayer.convertTime(clock.now, from: nil) }

    func testScrubbedBackIntoTheFirstTurnAndResumedItTurnsOnFromThere() {
        let start = sceneTime   // the halves meet 0.5 s later, and the first turn begins
        var messages: [String] = []

        messages += diagnostics {
            run(to: 3.2)                                    // into the second turn
            model.scrub(toSceneTime: start + 0.5 + 0.2)     // back: 0.2 s into the first turn
            model.press("p")
        }
        let resumed = angle
        messages += diagnostics { run(to: 3.3) }

        XCTAssertEqual(angleDifference(resumed, turnAngle(0.2)), 0, accuracy: 1e-6, "shows the scrubbed moment")
        XCTAssertEqual(angleDifference(angle, turnAngle(0.3)), 0, accuracy: 1e-6, "and plays on from it")
        XCTAssertEqual(messages, [])
    }

    func testScrubbedBackBeforeTheStopAndResumedItStopsAgainAndComesToRest() {
        let start = sceneTime
        var messages: [String] = []

        messages += diagnostics {
            run(to: 2.2)
            model.press(.space)                             // stop: the turn in progress finishes, then the fades
            run(to: 3.5)
            model.scrub(toSceneTime: start + 1.0)           // back into the first pause, before the stop
            model.press("p")
            run(to: 8)
        }

        XCTAssertEqual(bolt.state, .stopped)
        XCTAssertEqual(bolt.spinnerView.layer.presentation()?.opacity ?? -1, 0, "the spinner has faded away")
        XCTAssertEqual(messages, [])
    }

    /// Scrubbed back to before the first turn (the halves' fly-in was removed when it ended, so
    /// they stay met, as in Core Animation): the turn, added with its own begin time, waits for it.
    func testScrubbedBackBeforeTheFirstTurnItWaitsForItsBeginThenTurns() {
        let start = sceneTime
        var messages: [String] = []

        messages += diagnostics {
            run(to: 1.0)
            model.scrub(toSceneTime: start + 0.1)           // 0.4 s before the first turn began
            model.press("p")
            run(to: 1.0 + 0.4 - 0.05)
        }
        let before = angle
        messages += diagnostics { run(to: 1.0 + 0.4 + 0.25) }

        XCTAssertEqual(before, 0, accuracy: 1e-9, "not turning yet")
        XCTAssertEqual(angleDifference(angle, turnAngle(0.25)), 0, accuracy: 1e-6, "0.25 s into the turn")
        XCTAssertEqual(messages, [])
    }
}
