import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class CookSceneTests: GalleryTestCase {
    typealias S = CookScene

    /// The pop's spring, as UIKit's block builds it: the fraction of the way at `t`.
    let spring = SpringSolver.uiKit(dampingRatio: Double(PopAnimator.damping), duration: PopAnimator.duration,
                                    initialVelocity: 0)

    func thumbnailFrame(_ scene: S, _ index: Int) -> CGRect {
        let t = scene.thumbnails[index]
        return t.superview!.convert(t.frame, to: scene.sceneWindow)
    }

    func tap(_ scene: S, _ point: CGPoint, at t: Double) {
        at(t)
        scene.sceneWindow.sendPointer(.began, at: point)
        at(t + 0.05)
        scene.sceneWindow.sendPointer(.ended, at: point)
    }

    func tapThumbnail(_ scene: S, _ index: Int, at t: Double) {
        let f = thumbnailFrame(scene, index)
        tap(scene, CGPoint(x: f.midX, y: f.midY), at: t)
    }

    func detailsLayer(_ scene: S, file: StaticString = #filePath, line: UInt = #line) -> CALayer? {
        guard let view = scene.details?.view else { XCTFail("no details", file: file, line: line); return nil }
        return shown(view.layer, file: file, line: line)
    }

    func testTappingAThumbnailPresentsItsHerbFromTheThumbnailsFrame() throws {
        let scene = S()
        scene.userDidTakeOver()

        tapThumbnail(scene, 2, at: 0.1)

        let details = try XCTUnwrap(scene.details)
        XCTAssertEqual(details.herbIndex, 2)
        XCTAssertTrue(details.transitioningDelegate === scene)
        XCTAssertTrue(details.view.superview === scene.sceneWindow, "the container is the window")
        let f = thumbnailFrame(scene, 2)
        let shownLayer = try XCTUnwrap(detailsLayer(scene))
        XCTAssertEqual(shownLayer.transform.m11, f.width / 320, accuracy: 1e-9, "starts at the thumbnail's size")
        XCTAssertEqual(shownLayer.transform.m22, f.height / 480, accuracy: 1e-9)
        XCTAssertEqual(shownLayer.position.x, f.midX, accuracy: 1e-9)
        XCTAssertEqual(shownLayer.position.y, f.midY, accuracy: 1e-9)
        XCTAssertTrue(scene.thumbnails[2].isHidden)
    }

    func testPopFollowsTheSpringAtMidTransition() throws {
        let scene = S()
        scene.userDidTakeOver()
        tapThumbnail(scene, 0, at: 0.1)
        let began = 0.15, f = thumbnailFrame(scene, 0)

        for t in [0.1, 0.25, 0.5] {
            at(began + t)
            let p = CGFloat(spring.value(at: t))
            let shownLayer = try XCTUnwrap(detailsLayer(scene))
            XCTAssertEqual(shownLayer.transform.m11, 0.2 + 0.8 * p, accuracy: 1e-6, "scale at \(t) s")
            XCTAssertEqual(shownLayer.position.x, f.midX + (160 - f.midX) * p, accuracy: 1e-6, "centre at \(t) s")
            XCTAssertEqual(shownLayer.position.y, f.midY + (240 - f.midY) * p, accuracy: 1e-6)
        }
        XCTAssertGreaterThan(spring.value(at: 0.25), 1, "the damping of 0.4 overshoots")
    }

    func testPopEndsFullScreenAfterItsDuration() throws {
        let scene = S()
        scene.userDidTakeOver()
        tapThumbnail(scene, 1, at: 0.1)

        at(0.15 + PopAnimator.duration + 0.01)

        let shownLayer = try XCTUnwrap(detailsLayer(scene))
        XCTAssertEqual(shownLayer.transform.m11, 1, accuracy: 1e-9)
        XCTAssertEqual(shownLayer.position, CGPoint(x: 160, y: 240))
        XCTAssertTrue(scene.rootController.presentedViewController === scene.details)
    }

    func testTappingTheDetailsShrinksThemBackIntoTheThumbnail() throws {
        let scene = S()
        scene.userDidTakeOver()
        tapThumbnail(scene, 3, at: 0.1)
        let f = thumbnailFrame(scene, 3)
        let detailsView = try XCTUnwrap(scene.details?.view)

        tap(scene, CGPoint(x: 160, y: 200), at: 1.5)
        at(1.55 + 0.1)
        let p = CGFloat(spring.value(at: 0.1))
        XCTAssertEqual(shown(detailsView.layer).transform.m11, 1 + (0.2 - 1) * p, accuracy: 1e-6)
        XCTAssertEqual(shown(detailsView.layer).position.x, 160 + (f.midX - 160) * p, accuracy: 1e-6)
        XCTAssertTrue(scene.thumbnails[3].isHidden)
        at(1.55 + PopAnimator.duration + 0.01)

        XCTAssertNil(detailsView.superview)
        XCTAssertNil(scene.details)
        XCTAssertNil(scene.rootController.presentedViewController)
        XCTAssertFalse(scene.thumbnails[3].isHidden)
    }

    func testTapsDuringATransitionAreIgnored() {
        let scene = S()
        scene.userDidTakeOver()
        tapThumbnail(scene, 0, at: 0.1)

        tap(scene, CGPoint(x: 160, y: 200), at: 0.3)

        at(1.5)
        XCTAssertNotNil(scene.details, "the tap on the growing details did not dismiss them")
    }

    func testDemoPresentsThenDismissesTheNextHerbEachLoop() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(0.65)
        at(0.75)
        XCTAssertEqual(scene.details?.herbIndex, 0)
        at(2.5)
        at(3.25)
        at(3.35)
        at(4.5)
        XCTAssertNil(scene.details)
        at(4.65)
        at(5.05)
        XCTAssertEqual(scene.screenSize, S.landscapeSize, "turned after the first loop")
        at(5.6 + 0.65)
        at(5.6 + 0.75)
        XCTAssertEqual(scene.details?.herbIndex, 1, "the next herb")
    }

    func testStopDismissesOpenDetailsThenStops() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(0.65)
        at(0.75)
        at(1.2)

        scene.stop()
        XCTAssertEqual(scene.state, .stopping)
        at(1.8)
        at(1.8 + PopAnimator.duration + 0.01)

        XCTAssertNil(scene.details)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }

    // MARK: Orientation

    func tapRotateButton(_ scene: S, at t: Double) {
        let b = scene.kitchen.rotateButton
        tap(scene, b.superview!.convert(b.center, to: scene.sceneWindow), at: t)
    }

    func testTurningTheScreenLaysTheKitchenOutAgainAlongsideTheTurn() throws {
        let scene = S()
        scene.userDidTakeOver()
        let portraitThumbnail = thumbnailFrame(scene, 1)
        let landscapeThumbnail = KitchenView.thumbnailFrames(count: 4, for: S.landscapeSize)[1]

        tapRotateButton(scene, at: 0.1)
        let began = 0.15
        at(began + UIWindow.rotationDuration / 2)
        let e = eased(.easeInEaseOut, 0.5)
        let width = Double(shown(scene.sceneWindow.layer).bounds.width)
        let alpha = Double(shown(scene.kitchen.backdrop.layer).opacity)
        let thumbnailWidth = Double(shown(scene.thumbnails[1].layer).bounds.width)
        let shelfY = Double(shown(scene.kitchen.shelf.layer).position.y)
        at(began + UIWindow.rotationDuration + 0.01)

        XCTAssertEqual(width, 320 + 160 * e, accuracy: 1e-6, "the screen widens on the turn's ease-in-out curve")
        XCTAssertEqual(alpha, 0.55 + (0.25 - 0.55) * e, accuracy: 1e-6, "the backdrop fades alongside")
        XCTAssertEqual(thumbnailWidth, 64 + (107.5 - 64) * e, accuracy: 1e-6, "the thumbnails widen alongside")
        XCTAssertEqual(shelfY, (480 - 150 + 65) + (320 - 480) * e, accuracy: 1e-6)
        XCTAssertEqual(scene.screenSize, S.landscapeSize)
        XCTAssertEqual(portraitThumbnail, CGRect(x: 89.6, y: 347, width: 64, height: 96))
        XCTAssertEqual(thumbnailFrame(scene, 1), landscapeThumbnail.offsetBy(dx: 0, dy: 170))
        XCTAssertEqual(landscapeThumbnail, CGRect(x: 127.5, y: 17, width: 107.5, height: 96))
        XCTAssertEqual(Double(scene.kitchen.backdrop.alpha), 0.25, accuracy: 1e-6)
        XCTAssertFalse(scene.isTurning)
    }

    func testTurningBackRestoresThePortraitLayout() {
        let scene = S()
        scene.userDidTakeOver()

        tapRotateButton(scene, at: 0.1)
        at(0.6)
        tapRotateButton(scene, at: 0.7)
        at(1.2)

        XCTAssertEqual(scene.screenSize, S.portraitSize)
        XCTAssertEqual(thumbnailFrame(scene, 1), CGRect(x: 89.6, y: 347, width: 64, height: 96))
        XCTAssertEqual(Double(scene.kitchen.backdrop.alpha), 0.55, accuracy: 1e-6)
    }

    func testOpenDetailsFollowTheTurnAndShrinkIntoTheMovedThumbnail() throws {
        let scene = S()
        scene.userDidTakeOver()
        tapThumbnail(scene, 2, at: 0.1)
        at(1.2)
        let detailsView = try XCTUnwrap(scene.details?.view)

        scene.turnScreen()
        at(1.2 + UIWindow.rotationDuration + 0.01)
        let bounds = detailsView.bounds
        let band = try XCTUnwrap(detailsView.subviews.first)
        tap(scene, CGPoint(x: 160, y: 200), at: 1.7)
        at(1.75 + PopAnimator.duration - 0.001)
        let f = thumbnailFrame(scene, 2)
        let end = shown(detailsView.layer)

        XCTAssertEqual(bounds.size, S.landscapeSize)
        XCTAssertEqual(band.frame, CGRect(x: 0, y: 320 - 110, width: 480, height: 110),
                       "the band on the new bottom edge")
        XCTAssertEqual(end.position.x, f.midX, accuracy: 0.5, "shrinks into the thumbnail where it is now")
        XCTAssertEqual(end.position.y, f.midY, accuracy: 0.5)
        XCTAssertEqual(f.minY, 170 + 17)
    }

    func testATurnAskedDuringAPopIsIgnored() {
        let scene = S()
        scene.userDidTakeOver()
        tapThumbnail(scene, 0, at: 0.1)
        at(0.3)

        scene.turnScreen()
        at(1.0)

        XCTAssertEqual(scene.screenSize, S.portraitSize)
        XCTAssertFalse(scene.isTurning)
    }

    func testStopWaitsForATurnInProgress() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        for k in 1...94 { at(Double(k) * 0.05) }    // frames up to 4.7 s: the turn began at 4.6
        let turning = scene.isTurning

        scene.stop()
        let whileTurning = scene.state
        at(4.95)
        let stillTurning = scene.state
        at(5.05)

        XCTAssertTrue(turning)
        XCTAssertEqual(whileTurning, .stopping)
        XCTAssertEqual(stillTurning, .stopping)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        XCTAssertEqual(scene.screenSize, S.landscapeSize)
    }
}
