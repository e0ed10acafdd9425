import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class RefreshSceneTests: GalleryTestCase {
    typealias S = RefreshScene

    /// Presses at (160, 60) at `start` seconds and moves down `distance` in 10 steps, 0.05 s
    /// apart; releases after the last step when `release`. Returns the release time.
    @discardableResult
    func pull(_ scene: S, by distance: CGFloat, at start: Double = 0, release: Bool = true) -> Double {
        at(start)
        scene.sceneWindow.sendPointer(.began, at: CGPoint(x: 160, y: 60))
        for k in 1...10 {
            at(start + 0.05 * Double(k))
            scene.sceneWindow.sendPointer(.moved, at: CGPoint(x: 160, y: 60 + distance * CGFloat(k) / 10))
        }
        let end = start + 0.55
        at(end)
        if release {
            scene.sceneWindow.sendPointer(.ended, at: CGPoint(x: 160, y: 60 + distance))
            at(end + 1.0 / 60)  // the next frame
        }
        return end
    }

    func ring(_ scene: S) -> CAShapeLayer { shown(scene.refreshView.ovalShapeLayer) }
    func plane(_ scene: S) -> CALayer { shown(scene.refreshView.airplaneLayer) }

    func testHeaderSitsAboveTheContentWithAnEmptyRing() {
        let scene = S()

        XCTAssertEqual(scene.refreshView.frame, CGRect(x: 0, y: -110, width: 320, height: 110))
        XCTAssertEqual(scene.refreshView.refreshRadius, 34)
        XCTAssertEqual(scene.refreshView.ovalShapeLayer.strokeEnd, 0)
        XCTAssertEqual(scene.refreshView.ovalShapeLayer.lineDashPattern, [2, 3])
        XCTAssertEqual(scene.refreshView.airplaneLayer.opacity, 0)
        XCTAssertEqual(scene.refreshView.airplaneLayer.position, CGPoint(x: 160 + 34, y: 55), "on the ring's right")
    }

    func testPullingFillsTheRingInProportionToThePull() {
        let scene = S()

        pull(scene, by: 120, release: false)
        let pulled = -scene.scrollView.contentOffset.y

        XCTAssertGreaterThan(pulled, 20)
        XCTAssertLessThan(pulled, 110)
        XCTAssertEqual(Double(ring(scene).strokeEnd), Double(pulled / 110), accuracy: 1e-9,
                       "strokeEnd follows the offset")
        XCTAssertEqual(Double(plane(scene).opacity), Double(pulled / 110), accuracy: 1e-6)
        XCTAssertFalse(scene.refreshView.isRefreshing)
    }

    func testReleasingShortOfAFullRingDoesNotRefresh() {
        let scene = S()

        let end = pull(scene, by: 120)
        at(end + 2)

        XCTAssertEqual(scene.refreshCount, 0)
        XCTAssertEqual(Double(scene.scrollView.contentOffset.y), 0, accuracy: 0.5, "bounced back")
        XCTAssertEqual(Double(ring(scene).strokeEnd), 0, accuracy: 0.01)
    }

    func testReleasingAFullRingRefreshesWithTheHeaderInView() {
        let scene = S()

        let end = pull(scene, by: 340)
        let full = scene.refreshView.progress
        at(end + 0.5)

        XCTAssertEqual(full, 1)
        XCTAssertTrue(scene.refreshView.isRefreshing)
        XCTAssertEqual(scene.refreshCount, 1)
        XCTAssertEqual(Double(scene.scrollView.contentOffset.y), -110, accuracy: 1e-6)
    }

    func testDashesRunRoundWithStrokeStartAndStrokeEnd() {
        let scene = S()
        let end = pull(scene, by: 340)

        at(end + 0.75)
        let half = (Double(ring(scene).strokeStart), Double(ring(scene).strokeEnd))
        at(end + 1.5 + 0.3)
        let secondLap = Double(ring(scene).strokeEnd)

        XCTAssertEqual(half.0, -0.5 + 1.5 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(half.1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(secondLap, 0.2, accuracy: 1e-9, "the 1.5 s group repeats")
    }

    func testPlaneFliesRoundTheRingAtConstantSpeedFacingItsWay() {
        let scene = S()
        let end = pull(scene, by: 340)
        var samples: [(CGPoint, Double)] = []

        for quarter in 1...4 {
            at(end + 0.375 * Double(quarter))
            samples.append(
                (plane(scene).position,
                 Double(plane(scene).value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan)))
        }

        let expected = [CGPoint(x: 160, y: 89), CGPoint(x: 126, y: 55), CGPoint(x: 160, y: 21), CGPoint(x: 194, y: 55)]
        for (i, ((p, angle), e)) in zip(samples, expected).enumerated() {
            XCTAssertEqual(Double(p.x), Double(e.x), accuracy: 0.3, "quarter \(i + 1)")
            XCTAssertEqual(Double(p.y), Double(e.y), accuracy: 0.3, "quarter \(i + 1)")
            assertSameAngle(angle, Double.pi / 2 * Double(i + 1), accuracy: 1e-6, "heading at quarter \(i + 1)")
        }
    }

    /// All the way round, the plane (turned with the ring) keeps `planeMargin` from the header's
    /// top and bottom edges.
    func testThePlaneClearsTheHeaderEdgesAllTheWayRound() {
        let scene = S()
        let end = pull(scene, by: 340)
        var top = CGFloat.infinity, bottom = -CGFloat.infinity

        for step in 0..<60 {
            at(end + RefreshView.cycleDuration * Double(step) / 60)
            let frame = plane(scene).frame
            top = min(top, frame.minY); bottom = max(bottom, frame.maxY)
        }

        XCTAssertGreaterThanOrEqual(top, RefreshView.planeMargin - 0.5, "space above the plane at the top of the loop")
        XCTAssertLessThanOrEqual(bottom, S.refreshViewHeight - RefreshView.planeMargin + 0.5)
    }

    func testRefreshEndsAfterFourSecondsAndScrollsBack() {
        let scene = S()
        let end = pull(scene, by: 340)
        at(end + 1)

        at(end + 4)
        let ended = !scene.refreshView.isRefreshing
        at(end + 4.3)

        XCTAssertTrue(ended)
        XCTAssertEqual(Double(scene.scrollView.contentOffset.y), 0, accuracy: 1e-6)
        XCTAssertEqual(Double(scene.refreshView.ovalShapeLayer.strokeEnd), 0, accuracy: 1e-9,
                       "the ring emptied on the way back")
    }

    func testDemoPullsAndRefreshesUntilAPersonTakesOver() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        for k in 1...20 { at(0.05 * Double(k)) }
        let refreshing = scene.refreshView.isRefreshing
        scene.userDidTakeOver()
        for t in stride(from: 1.5, through: 15, by: 0.5) { at(t) }

        XCTAssertTrue(refreshing, "released past a full ring at 0.8 s")
        XCTAssertEqual(scene.refreshCount, 1, "no second pull after taking over")
        XCTAssertEqual(Double(scene.scrollView.contentOffset.y), 0, accuracy: 1e-6, "the refresh still ended")
    }

    func testStopEndsTheRefreshAndScrollsBack() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        for k in 1...20 { at(0.05 * Double(k)) }

        scene.stop()
        at(1.2)
        at(1.3)

        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        XCTAssertEqual(Double(scene.scrollView.contentOffset.y), 0, accuracy: 1e-6)
    }
}
