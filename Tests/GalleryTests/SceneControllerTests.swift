import AnimationCore
import Foundation
@testable import Gallery
import XCTest

/// `SceneController`: the state machine, its hooks, and the run that voids late callbacks.
final class SceneControllerTests: GalleryTestCase {
    /// A scene with no layers: it records what its hooks are asked to do.
    final class Probe: SceneController {
        var played: [SceneState] = []
        var stopsBegun = 0
        var resets = 0
        /// When false, the stop waits for `finishStopping()`.
        var stopsAtOnce = false
        /// Runs inside `reset()`.
        var duringReset: (() -> Void)?

        override func play(from previous: SceneState) { played.append(previous) }

        override func beginStopping() {
            stopsBegun += 1
            if stopsAtOnce { finishStopping() }
        }

        override func reset() {
            resets += 1
            duringReset?()
        }
    }

    func recordStates(of probe: Probe) -> StateRecorder {
        let recorder = StateRecorder()
        probe.onStateChange = { recorder.states.append($0) }
        return recorder
    }

    func testStartPlaysOnceFromIdleAndRuns() {
        let probe = Probe()
        let states = recordStates(of: probe)

        probe.start()
        probe.start()

        XCTAssertEqual(probe.state, .running)
        XCTAssertEqual(probe.played, [.idle], "a start while running plays nothing")
        XCTAssertEqual(states.states, [.running])
    }

    func testStopIsStoppingUntilTheChoreographyFinishes() {
        let probe = Probe()
        let states = recordStates(of: probe)
        probe.stop()
        probe.finishStopping()
        XCTAssertEqual(probe.state, .idle, "neither a stop nor its end does anything before a start")

        probe.start()
        probe.stop()
        probe.stop()
        let stopping = probe.state
        probe.start()
        let startedWhileStopping = probe.played.count
        probe.finishStopping()
        probe.finishStopping()

        XCTAssertEqual(stopping, .stopping)
        XCTAssertEqual(probe.stopsBegun, 1)
        XCTAssertEqual(startedWhileStopping, 1, "no start while stopping")
        XCTAssertEqual(probe.state, .stopped)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }

    func testTheDefaultStopEndsAtOnce() {
        final class Plain: SceneController {}
        let plain = Plain()
        plain.start()
        plain.stop()
        XCTAssertEqual(plain.state, .stopped)
    }

    func testStartAfterAStopPlaysFromStoppedInTheSameRun() {
        let probe = Probe()
        probe.stopsAtOnce = true
        var landed = 0
        probe.start()
        let late = probe.inThisRun { _ in landed += 1 }
        probe.stop()
        probe.start()
        late()

        XCTAssertEqual(probe.played, [.idle, .stopped])
        XCTAssertEqual(landed, 1, "a callback made before the stop still lands after the next start")
    }

    func testRestartEndsTheRunThenResetsAndStartsFromIdle() {
        let probe = Probe()
        let states = recordStates(of: probe)
        var landed: [String] = []
        probe.start()
        let late = probe.inThisRun { _ in landed.append("late") }
        let lateWithArgument: (Bool) -> Void = probe.inThisRun { _, finished in landed.append("late \(finished)") }
        probe.duringReset = {
            // A completion fired by the reset's removal of animations finds its run over.
            late()
            lateWithArgument(false)
        }

        probe.restart()
        late()
        lateWithArgument(true)
        probe.inThisRun { _ in landed.append("new") }()

        XCTAssertEqual(landed, ["new"])
        XCTAssertEqual(probe.resets, 1)
        XCTAssertEqual(probe.played, [.idle, .idle])
        XCTAssertEqual(states.states, [.running, .idle, .running])
    }

    func testRestartFromAnyStateStartsAgain() {
        for stopFirst in [false, true] {
            let probe = Probe()
            probe.stopsAtOnce = true
            if stopFirst { probe.start(); probe.stop() }
            probe.restart()
            XCTAssertEqual(probe.state, .running)
            XCTAssertEqual(probe.played.last, .idle)
        }
    }

    func testEndRunVoidsCallbacksAndLeavesTheState() {
        let probe = Probe()
        var landed = 0
        probe.start()
        let late = probe.inThisRun { _ in landed += 1 }

        probe.endRun()
        late()

        XCTAssertEqual(landed, 0)
        XCTAssertEqual(probe.state, .running)
    }

    func testCallbacksHoldTheSceneWeaklyAndHandItOver() {
        var probe: Probe? = Probe()
        weak var gone = probe
        var handed: Probe?
        let callback = probe!.inThisRun { handed = $0 }
        callback()
        XCTAssertTrue(handed === probe)

        handed = nil
        probe = nil
        callback()

        XCTAssertNil(gone, "the callback does not keep the scene")
        XCTAssertNil(handed)
    }

    func testEveryCatalogSceneIsASceneController() {
        for scene in SceneCatalog.makeAll() {
            XCTAssertTrue(scene is SceneController, scene.identifier)
        }
    }
}
