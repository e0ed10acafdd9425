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
}
