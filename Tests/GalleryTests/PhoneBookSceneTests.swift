import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class PhoneBookSceneTests: GalleryTestCase {
    typealias S = PhoneBookScene

    /// The door's presented angle about its hinge (0 open, −π/2 edge-on).
    func doorAngle(_ scene: S) -> Double {
        let t = shown(scene.menuView.layer).transform
        return Double(atan2(-t.m13, t.m33))
    }

    /// The progress the contact list shows (its presented slide over the menu width).
    func shownProgress(_ scene: S) -> Double {
        Double((shown(scene.centerView.layer).position.x - 160) / S.menuWidth)
    }

    /// A person's drag from `from` to `to` (x only, at y 300), in `steps` moves `dt` apart, from scene time `start`.
    func drag(_ scene: S, from: CGFloat, to: CGFloat, start: Double, steps: Int = 6, dt: Double = 0.03,
              release: Bool = true) {
        let w = scene.sceneWindow
        at(start)
        w.sendPointer(.began, at: CGPoint(x: from, y: 300))
        for i in 1...steps {
            at(start + Double(i) * dt)
            w.sendPointer(.moved, at: CGPoint(x: from + (to - from) * CGFloat(i) / CGFloat(steps), y: 300))
        }
        if release { w.sendPointer(.ended, at: CGPoint(x: to, y: 300)) }
    }

    func assertTransform(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-6,
                         file: StaticString = #filePath, line: UInt = #line) {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42,
                 a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42,
                 b.m43, b.m44]
        for (i, (p, q)) in zip(x, y).enumerated() {
            XCTAssertEqual(p, q, accuracy: accuracy, "m\(i / 4 + 1)\(i % 4 + 1)", file: file, line: line)
        }
    }

    func testShutMenuStandsEdgeOnAtTheLeftEdgeOnItsHinge() {
        let scene = S()

        XCTAssertEqual(scene.menuView.layer.anchorPoint, CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(scene.menuView.layer.position, CGPoint(x: 0, y: 240))
        XCTAssertEqual(doorAngle(scene), -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(shown(scene.menuView.layer).transform.m34, 0, accuracy: 1e-12, "cos(−π/2)·(−1/1000)")
        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9)
    }

    func testMenuTransformIsThePerspectiveTurnThenTheSlide() {
        let p: CGFloat = 0.25
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        let expected = CATransform3DConcat(CATransform3DRotate(perspective, 0.75 * .pi * -0.5, 0, 1, 0),
                                           CATransform3DMakeTranslation(S.menuWidth * p, 0, 0))

        assertTransform(S.menuTransform(percent: p), expected)
        XCTAssertEqual(S.menuTransform(percent: p).m41, 30, accuracy: 1e-9)
    }

    func testDoorNeverSwingsBehindTheEye() {
        // The menu's corners, relative to the hinge, through every progress: the far edge goes
        // away from the viewer (w > 1, drawn smaller), never past the eye (w ≤ 0).
        for step in 0...20 {
            let t = S.menuTransform(percent: CGFloat(step) / 20)
            for (x, y) in [(-S.menuWidth, -240.0), (-S.menuWidth, 240), (0, -240), (0, 240)] as [(CGFloat, CGFloat)] {
                let w = x * t.m14 + y * t.m24 + t.m44
                XCTAssertGreaterThanOrEqual(w, 1 - 1e-9, "progress \(Double(step) / 20), corner \(x), \(y)")
                XCTAssertLessThan(w, 1.2)
            }
        }
    }

    func testDraggingHalfTheMenuWidthOpensTheDoorHalfWay() {
        let scene = S()
        scene.userDidTakeOver()

        drag(scene, from: 60, to: 60 + S.menuWidth / 2, start: 0.1, release: false)

        XCTAssertEqual(scene.progress, 0.5, accuracy: 1e-9)
        XCTAssertEqual(doorAngle(scene), -.pi / 4, accuracy: 1e-9)
        XCTAssertEqual(shown(scene.menuView.layer).transform.m41, S.menuWidth / 2, accuracy: 1e-9,
                       "the hinge follows the list")
        XCTAssertEqual(shownProgress(scene), 0.5, accuracy: 1e-9)
        assertTransform(shown(scene.menuButton.layer).transform, S.buttonTransform(percent: 0.5))
    }

    func testDragIsKeptBetweenShutAndOpen() {
        let scene = S()
        scene.userDidTakeOver()

        drag(scene, from: 20, to: 20 + 2 * S.menuWidth, start: 0.1, release: false)
        XCTAssertEqual(scene.progress, 1)
        XCTAssertEqual(doorAngle(scene), 0, accuracy: 1e-9)

        scene.sceneWindow.sendPointer(.moved, at: CGPoint(x: 0, y: 300))
        XCTAssertEqual(scene.progress, 0)
    }

    func testReleasePastHalfSnapsOpenOverSnapDuration() {
        let scene = S()
        scene.userDidTakeOver()
        drag(scene, from: 60, to: 60 + 0.7 * S.menuWidth, start: 0.1)
        let released = 0.1 + 6 * 0.03

        at(released + S.snapDuration / 2)
        let expected = 0.7 + 0.3 * eased(.easeInEaseOut, 0.5)
        XCTAssertEqual(shownProgress(scene), expected, accuracy: 1e-6)
        // The matrix is interpolated through its decomposition (rotation, translation and
        // perspective apart), as Core Animation does, so mid-snap the door is within half a
        // degree of the document's formula for the progress shown.
        XCTAssertEqual(doorAngle(scene), (1 - expected) * -.pi / 2, accuracy: 0.5 * .pi / 180,
                       "the door turns with the slide")

        at(released + S.snapDuration + 0.01)
        XCTAssertEqual(shownProgress(scene), 1, accuracy: 1e-9)
        XCTAssertEqual(doorAngle(scene), 0, accuracy: 1e-9)
        assertTransform(shown(scene.menuButton.layer).transform, S.buttonTransform(percent: 1))
    }

    func testReleaseBeforeHalfSnapsShut() {
        let scene = S()
        scene.userDidTakeOver()
        drag(scene, from: 60, to: 60 + 0.4 * S.menuWidth, start: 0.1)

        at(0.28 + S.snapDuration + 0.01)

        XCTAssertEqual(scene.progress, 0)
        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9)
        XCTAssertEqual(doorAngle(scene), -.pi / 2, accuracy: 1e-9)
    }

    func testDraggingAnOpenMenuLeftShutsIt() {
        let scene = S()
        scene.userDidTakeOver()
        drag(scene, from: 60, to: 60 + S.menuWidth, start: 0.1)
        at(1)

        drag(scene, from: 250, to: 250 - 0.6 * S.menuWidth, start: 1, release: false)
        XCTAssertEqual(scene.progress, 0.4, accuracy: 1e-9)
        scene.sceneWindow.sendPointer(.ended, at: CGPoint(x: 250 - 0.6 * S.menuWidth, y: 300))
        at(1.18 + S.snapDuration + 0.01)

        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9)
    }

    func testDragDuringSnapStartsWhereTheMenuIsSeen() {
        let scene = S()
        scene.userDidTakeOver()
        drag(scene, from: 60, to: 60 + 0.7 * S.menuWidth, start: 0.1)
        at(0.28 + S.snapDuration / 2)
        let seen = shownProgress(scene)

        drag(scene, from: 100, to: 100 - 0.1 * S.menuWidth, start: 0.28 + S.snapDuration / 2, steps: 1, dt: 0,
             release: false)

        XCTAssertEqual(Double(scene.progress), seen - 0.1, accuracy: 1e-6)
        XCTAssertEqual(shownProgress(scene), seen - 0.1, accuracy: 1e-6, "the snap was taken over, not jumped")
    }

    func testDemoDragsTheMenuOpenThenShutAndLoops() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(1.1)
        XCTAssertEqual(shownProgress(scene), 0.3, accuracy: 1e-6, "first drag: 30 % at its release")
        at(1.6)
        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9, "fell shut")
        at(2.9)
        XCTAssertEqual(shownProgress(scene), 0.8, accuracy: 1e-6, "second drag: 80 % at its release")
        at(3.35)
        XCTAssertEqual(shownProgress(scene), 1, accuracy: 1e-9, "snapped open")
        at(5.1)
        XCTAssertEqual(shownProgress(scene), 0.35, accuracy: 1e-6, "third drag back by 65 %")
        at(5.55)
        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9, "snapped shut")
        at(6.5 + 1.6)
        at(6.5 + 2.9)
        XCTAssertEqual(shownProgress(scene), 0.8, accuracy: 1e-6, "the next loop")
    }

    func testUserTakingOverEndsTheDemo() {
        let scene = S()
        scene.start()
        CARunLoop.tick()
        at(1.8)
        at(2.5)
        XCTAssertLessThan(shownProgress(scene), 0.5)

        scene.userDidTakeOver()
        at(3)
        at(12)

        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9,
                       "the cancelled drag snapped shut and nothing moved since")
        XCTAssertEqual(scene.state, .running)
    }

    func testStopSnapsTheMenuShut() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(3.5)

        scene.stop()
        at(3.5 + S.snapDuration / 2)
        XCTAssertEqual(shownProgress(scene), 1 - eased(.easeInEaseOut, 0.5), accuracy: 1e-6)
        at(3.5 + S.snapDuration + 0.01)

        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        at(12)
        XCTAssertEqual(shownProgress(scene), 0, accuracy: 1e-9, "no demo after stop")
    }

    // MARK: The menu button

    func testButtonTurnsAHalfTurnAboutItsDiagonalAsTheMenuOpens() {
        let open = S.buttonTransform(percent: 1)
        let half = S.buttonTransform(percent: 0.5)
        let corner = open.project(CGPoint(x: 10, y: 0))!
        let edge = half.project(CGPoint(x: 10, y: -10))!
        let along = half.project(CGPoint(x: 10, y: 10))!

        XCTAssertEqual(corner.x, 0, accuracy: 1e-12, "open: x and y swapped (mirrored across the diagonal)")
        XCTAssertEqual(corner.y, 10, accuracy: 1e-12)
        XCTAssertEqual(edge.x, 0, accuracy: 0.01, "half way: edge-on, the cross-diagonal folds onto the axis")
        XCTAssertEqual(edge.y, 0, accuracy: 0.01)
        XCTAssertEqual(along.x, 10, accuracy: 1e-9, "points on the axis stay put")
        XCTAssertEqual(along.y, 10, accuracy: 1e-9)
        XCTAssertEqual(S.buttonTransform(percent: 0).m34, -1 / S.cameraDistance)
    }

    func testOpenMenuButtonIsDrawnWithUprightBars() throws {
        AssetLibrary.installProviders()
        let scene = S()
        let white = RGBA8(r: 255, g: 255, b: 255)
        let frame = scene.menuButton.frame          // in the contact list, whose left edge is at 0 shut
        func pixel(_ image: RenderedImage, _ x: CGFloat, _ y: CGFloat, slide: CGFloat) -> RGBA8 {
            image[Int(slide + frame.minX + x), Int(frame.minY + y)]
        }

        let shut = try render(scene, at: 0)
        scene.setMenu(toPercent: 1)
        let open = try render(scene, at: 0)

        // Shut: three horizontal bars; (13, 10) is on the top bar, (10, 14) between bars.
        XCTAssertEqual(pixel(shut, 13, 10, slide: 0), white)
        XCTAssertNotEqual(pixel(shut, 10, 14, slide: 0), white)
        // Open, mirrored across the diagonal: three vertical bars; the same points swap roles.
        XCTAssertNotEqual(pixel(open, 13, 10, slide: S.menuWidth), white)
        XCTAssertEqual(pixel(open, 10, 14, slide: S.menuWidth), white)
    }
}
