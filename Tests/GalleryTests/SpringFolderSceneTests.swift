import AnimationCore
import Foundation
@testable import Gallery
import XCTest

final class SpringFolderSceneTests: GalleryTestCase {
    typealias S = SpringFolderScene

    func testTheTalksBoxClosedInTheCornerAndOpenThreeTimesLargerInTheMiddle() {
        let scene = SpringFolderScene()

        XCTAssertEqual(scene.closedFrame, CGRect(x: 0, y: 220, width: 100, height: 100))
        XCTAssertEqual(scene.openFrame, CGRect(x: 10, y: 10, width: 300, height: 300))
        XCTAssertEqual(scene.box.frame, scene.closedFrame)
    }

    func testTapOpensTheFolderOnTheTalksSpring() {
        let scene = takenOverFolder()

        scene.tapFolder()

        XCTAssertTrue(scene.isOpen)
        for t in [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 0.9] {
            at(t)
            let expected = between(scene.closedFrame, scene.openFrame, folderSpring.value(at: t))
            assertFrame(shown(scene.box.layer).frame, expected, "at \(t) s")
        }
        let widest = (30...100).map { step -> CGFloat in
            at(Double(step) / 100)
            return shown(scene.box.layer).bounds.width
        }.max() ?? 0
        XCTAssertGreaterThan(widest, 300, "damping 0.75 overshoots the open size")
        at(1)
        assertFrame(shown(scene.box.layer).frame, scene.openFrame)
    }

    func testSecondTapClosesTheFolderOnTheSameSpring() {
        let scene = takenOverFolder()
        scene.tapFolder()
        at(1)

        scene.tapFolder()

        XCTAssertFalse(scene.isOpen)
        for t in [0.1, 0.4, 0.8] {
            at(1 + t)
            let expected = between(scene.openFrame, scene.closedFrame, folderSpring.value(at: t))
            assertFrame(shown(scene.box.layer).frame, expected, "at \(t) s into the close")
        }
        at(2)
        assertFrame(shown(scene.box.layer).frame, scene.closedFrame)
    }

    func testStripRowsDifferOnlyInDampingAndVelocity() {
        let scene = takenOverFolder()

        scene.openFolder()

        for t in [0.15, 0.3, 0.6] {
            at(t)
            for (i, spring) in S.stripSprings.enumerated() {
                let solver = SpringSolver.uiKit(dampingRatio: Double(spring.damping), duration: 1,
                                                initialVelocity: Double(spring.velocity))
                let start = scene.markerStart[i].x, end = scene.markerEnd[i].x
                let expected = Double(start) + Double(end - start) * solver.value(at: t)
                XCTAssertEqual(Double(shown(scene.markers[i].layer).position.x), expected, accuracy: 1e-6,
                               "row \(i) at \(t) s")
            }
        }
    }

    func testLowerDampingOvershootsFurther() {
        let scene = takenOverFolder()
        scene.openFolder()
        var furthest = [CGFloat](repeating: 0, count: S.stripSprings.count)

        for step in 1...100 {
            at(Double(step) / 100)
            for (i, marker) in scene.markers.enumerated() {
                furthest[i] = max(furthest[i], shown(marker.layer).position.x - scene.markerEnd[i].x)
            }
        }

        XCTAssertEqual(Double(furthest[0]), 0, accuracy: 1e-6, "ζ 1 never passes the end")
        XCTAssertLessThan(furthest[1], furthest[2], "ζ 0.75 overshoots less than ζ 0.5")
        XCTAssertLessThan(furthest[2], furthest[3], "ζ 0.5 overshoots less than ζ 0.25")
        XCTAssertLessThan(furthest[4], furthest[5], "at ζ 0.75 a faster start overshoots further")
    }

    func testScriptedDemoOpensAndClosesByItself() {
        let scene = SpringFolderScene()
        scene.start()
        CARunLoop.tick()

        at(S.firstOpenDelay)
        XCTAssertTrue(scene.isOpen, "opens 0.5 s after start")
        at(S.firstOpenDelay + 1)
        assertFrame(shown(scene.box.layer).frame, scene.openFrame)
        at(S.firstOpenDelay + 1 + S.openHold)
        XCTAssertFalse(scene.isOpen, "closes after the hold")
        at(S.firstOpenDelay + 2 + S.openHold)
        at(S.firstOpenDelay + 2 + S.openHold + S.closedHold)
        XCTAssertTrue(scene.isOpen, "and opens again")
    }

    func testTakingOverStopsTheScript() {
        let scene = takenOverFolder()

        at(3)

        XCTAssertFalse(scene.isOpen)
        XCTAssertEqual(shown(scene.box.layer).frame, scene.closedFrame)
    }

    func testClickOnTheStageTogglesTheFolderAndTheStripIgnoresIt() {
        let scene = takenOverFolder()

        click(scene.window, at: CGPoint(x: 160, y: 400))
        XCTAssertFalse(scene.isOpen, "the strip is not the folder")
        XCTAssertTrue(click(scene.window, at: CGPoint(x: 50, y: 270)))
        XCTAssertTrue(scene.isOpen)
        at(0.3)
        XCTAssertTrue(click(scene.window, at: CGPoint(x: 300, y: 20)), "the stage, outside the box")
        XCTAssertFalse(scene.isOpen)
    }

    func testTheSceneIsItsWindow() {
        let scene = SpringFolderScene()

        XCTAssertTrue(scene.window?.layer === scene.rootLayer)
    }

    func testStopClosesAnOpenFolderThenStops() {
        let scene = SpringFolderScene()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(1.5)

        scene.stop()
        CARunLoop.tick()

        XCTAssertEqual(scene.state, .stopping)
        XCTAssertFalse(scene.isOpen)
        at(2.5)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(shown(scene.box.layer).frame, scene.closedFrame)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }
}
