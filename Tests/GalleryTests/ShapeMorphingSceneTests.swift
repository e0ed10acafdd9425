import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class ShapeMorphingSceneTests: GalleryTestCase {
    typealias S = ShapeMorphingScene

    /// Bounce k starts at 2.1·k s and is back home at 2.1·k + 2 s.
    func bounceStart(_ k: Int) -> Double { 2.1 * Double(k) }

    /// Turns the run loop at each time in `times` (ascending), as frames would.
    func play(_ times: [Double]) { times.forEach(at) }

    func x(_ view: UIView) -> Double { Double(shown(view.layer).position.x) }

    func shownPath(_ layer: CAShapeLayer) -> CGPath? { shown(layer).path }

    /// The first curve's first control point: (maxX, midY + k) on the circle, the corner on the square.
    func firstControlPoint(_ path: CGPath?) -> CGPoint? {
        guard let path, path.elements.count > 1, case let .curveTo(_, c1, _) = path.elements[1] else { return nil }
        return c1
    }

    func testAvatarsStartRoundAndApartWithTheSearchMessage() {
        let scene = S()

        XCTAssertEqual(scene.statusLabel.text, "Searching for opponent...")
        XCTAssertEqual(x(scene.myAvatar), Double(scene.myHome.x))
        XCTAssertGreaterThan(scene.myHome.x, scene.opponentHome.x, "my avatar on the right")
        XCTAssertEqual(scene.myAvatar.maskLayer.path, scene.myAvatar.circlePath)
        XCTAssertEqual(scene.opponentAvatar.nameLabel.text, "?")
    }

    func testAvatarsSpringToTheBouncePointsInOneSecondAndBackInTheNext() {
        let scene = S()
        let points = scene.bouncePoints
        scene.start()
        CARunLoop.tick()

        at(0.5)
        let myHalfway = x(scene.myAvatar), opponentHalfway = x(scene.opponentAvatar)
        at(1.0)
        let myMeeting = x(scene.myAvatar), opponentMeeting = x(scene.opponentAvatar)
        at(1.5)
        let myReturning = x(scene.myAvatar)
        at(2.0)

        XCTAssertEqual(Double(points.my.x), 160 + 90 / 1.9, accuracy: 1e-9, "width / 1.9 past the middle")
        XCTAssertLessThan(myHalfway, Double(scene.myHome.x))
        XCTAssertGreaterThan(opponentHalfway, Double(scene.opponentHome.x))
        XCTAssertEqual(myMeeting, Double(points.my.x), accuracy: 0.1)
        XCTAssertEqual(opponentMeeting, Double(points.opponent.x), accuracy: 0.1)
        XCTAssertGreaterThan(myReturning, myMeeting)
        XCTAssertEqual(x(scene.myAvatar), Double(scene.myHome.x), accuracy: 0.1, "home again at 2 s")
    }

    func testNextBounceStartsATenthOfASecondAfterTheReturn() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        play([1, 2, 2.05])
        let pausing = x(scene.myAvatar)
        play([2.1, 2.6, 3.1])

        XCTAssertEqual(pausing, Double(scene.myHome.x), accuracy: 0.1)
        XCTAssertEqual(x(scene.myAvatar), Double(scene.bouncePoints.my.x), accuracy: 0.1, "met again at 3.1 s")
    }

    func testMaskSquashesEaseOutTowardsTheOtherAvatarOnTheWayIn() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(0.5)
        let mine = shownPath(scene.myAvatar.maskLayer)?.boundingBox ?? .null
        let ring = shownPath(scene.myAvatar.circleLayer)?.boundingBox ?? .null
        let theirs = shownPath(scene.opponentAvatar.maskLayer)?.boundingBox ?? .null

        // 90 × 90 → 76.5 × 99, kept against the meeting side and the bottom.
        let e = eased(.easeOut, 0.5)
        XCTAssertEqual(Double(mine.width), 90 - 13.5 * e, accuracy: 1e-6)
        XCTAssertEqual(Double(mine.height), 90 + 9 * e, accuracy: 1e-6)
        XCTAssertEqual(Double(mine.minX), 0, accuracy: 1e-6, "my avatar meets on its left")
        XCTAssertEqual(Double(mine.maxY), 90, accuracy: 1e-6)
        XCTAssertEqual(Double(theirs.maxX), 90, accuracy: 1e-6, "the opponent meets on its right")
        XCTAssertEqual(ring, mine, "the ring follows the mask")
    }

    func testMaskIsRoundAgainAsTheAvatarLeaves() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(1.2)

        XCTAssertEqual(shownPath(scene.myAvatar.maskLayer), scene.myAvatar.circlePath)
    }

    func testOpponentIsFoundAfterFourSeconds() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        play([2, 2.1, 3.9])
        let searching = scene.statusLabel.text
        at(4.0)

        XCTAssertEqual(searching, "Searching for opponent...")
        XCTAssertEqual(scene.statusLabel.text, "Connecting...")
        XCTAssertEqual(scene.opponentAvatar.nameLabel.text, "Opponent")
    }

    func testConnectedAvatarsStopAtHomeAndMorphIntoSquares() {
        let scene = S()
        scene.start()
        CARunLoop.tick()
        play([2, 2.1, 4, 4.1, 4.2, 6.2, 6.3, 8.0])

        at(8.3)
        let status = scene.statusLabel.text
        at(8.8)
        let midway = firstControlPoint(shownPath(scene.myAvatar.maskLayer))
        play([9.3, 10])

        XCTAssertEqual(status, "Ready to play!")
        let circle = firstControlPoint(scene.myAvatar.circlePath)!, corner = CGPoint(x: 90, y: 90)
        XCTAssertEqual(Double(midway?.y ?? 0), Double(circle.y + corner.y) / 2, accuracy: 1e-6, "halfway at 8.8 s")
        XCTAssertEqual(firstControlPoint(shownPath(scene.myAvatar.maskLayer)), corner)
        XCTAssertEqual(x(scene.myAvatar), Double(scene.myHome.x), accuracy: 1e-6, "no further bounce")
        XCTAssertTrue(scene.myAvatar.isSquare)
    }

    func testSearchStartsAgainAfterTheReadyPause() {
        let scene = S()
        scene.start()
        CARunLoop.tick()
        play([2, 2.1, 4, 4.1, 4.2, 6.2, 6.3, 8.0, 8.3, 9.3, 12.3])

        at(13.3)
        play([13.8])

        XCTAssertEqual(scene.statusLabel.text, "Searching for opponent...")
        XCTAssertEqual(scene.opponentAvatar.nameLabel.text, "?")
        XCTAssertFalse(scene.myAvatar.isSquare)
        XCTAssertLessThan(x(scene.myAvatar), Double(scene.myHome.x), "bouncing again")
    }

    func testStopLetsTheBounceComeHome() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()

        at(1.5)
        scene.stop()
        at(1.9)
        let stopping = scene.state
        play([2.0, 4])

        XCTAssertEqual(stopping, .stopping)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        XCTAssertEqual(x(scene.myAvatar), Double(scene.myHome.x), accuracy: 1e-6)
    }
}
