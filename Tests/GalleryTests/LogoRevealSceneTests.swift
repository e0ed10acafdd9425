import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class LogoRevealSceneTests: GalleryTestCase {
    typealias S = LogoRevealScene
    typealias A = RevealAnimator

    func tap(_ scene: S, _ point: CGPoint, at t: Double) {
        at(t)
        scene.sceneWindow.sendPointer(.began, at: point)
        at(t + 0.05)
        scene.sceneWindow.sendPointer(.ended, at: point)
    }

    func tapBack(_ scene: S, at t: Double) {
        let f = LogoDetailViewController.backFrame
        tap(scene, CGPoint(x: f.midX, y: f.midY), at: t)
    }

    /// The presented scale of the mask on `view`, nil when it has none.
    func maskScale(_ view: UIView?) -> Double? {
        guard let mask = view?.layer.mask else { return nil }
        return Double(shown(mask).transform.m11)
    }

    func testTapPushesTheLessonsThroughTheLogoMask() throws {
        let scene = S()
        scene.userDidTakeOver()

        tap(scene, CGPoint(x: 160, y: 300), at: 0.1)

        let detail = try XCTUnwrap(scene.detail)
        let mask = try XCTUnwrap(detail.view.layer.mask as? CAShapeLayer)
        XCTAssertEqual(mask.path, RevealLogo.path(in: CGRect(x: 0, y: 0, width: 80, height: 80)))
        XCTAssertEqual(mask.position, CGPoint(x: LogoMasterViewController.logoFrame.midX,
                                              y: LogoMasterViewController.logoFrame.midY))
        XCTAssertTrue(detail.view.superview === scene.navigation.view, "the container is the navigation view")
        XCTAssertEqual(try XCTUnwrap(maskScale(detail.view)), 1, accuracy: 1e-9)
        XCTAssertEqual(scene.navigation.viewControllers.count, 1, "pushed when the reveal ends")
    }

    func testMaskGrowsEaseInOverThePush() throws {
        let scene = S()
        scene.userDidTakeOver()
        tap(scene, CGPoint(x: 160, y: 300), at: 0.1)
        let detail = try XCTUnwrap(scene.detail)

        for f in [0.25, 0.5, 0.9] {
            at(0.15 + A.pushDuration * f)
            let expected = 1 + (Double(A.growScale) - 1) * eased(.easeIn, f)
            XCTAssertEqual(try XCTUnwrap(maskScale(detail.view)), expected, accuracy: 1e-6, "at \(f) of the push")
            XCTAssertEqual(Double(shown(scene.master.logo).transform.m11), expected, accuracy: 1e-6,
                           "the logo grows along")
        }
    }

    func testPushCompletesWithoutTheMask() throws {
        let scene = S()
        scene.userDidTakeOver()
        tap(scene, CGPoint(x: 160, y: 300), at: 0.1)

        at(0.15 + A.pushDuration + 0.01)

        let detail = try XCTUnwrap(scene.detail)
        XCTAssertNil(detail.view.layer.mask)
        XCTAssertTrue(scene.navigation.topViewController === detail)
        XCTAssertNil(scene.master.view.superview)
        XCTAssertEqual(shown(scene.master.logo).transform.m11, 1, "the logo is back to its size")
    }

    func testBackButtonPopsWithTheLogoClosing() throws {
        let scene = S()
        scene.userDidTakeOver()
        tap(scene, CGPoint(x: 160, y: 300), at: 0.1)
        at(2.5)
        let detailView = try XCTUnwrap(scene.detail?.view)

        tapBack(scene, at: 3)
        XCTAssertTrue(scene.master.view.superview === scene.navigation.view, "the logo screen goes underneath")
        at(3.05 + A.popDuration / 2)
        let expected = Double(A.growScale) + (1 - Double(A.growScale)) * eased(.easeOut, 0.5)
        XCTAssertEqual(try XCTUnwrap(maskScale(detailView)), expected, accuracy: 1e-6)
        at(3.05 + A.popDuration + 0.01)

        XCTAssertNil(scene.detail)
        XCTAssertNil(detailView.superview)
        XCTAssertTrue(scene.navigation.topViewController === scene.master)
    }

    func testTapDuringThePushDoesNotPop() {
        let scene = S()
        scene.userDidTakeOver()
        tap(scene, CGPoint(x: 160, y: 300), at: 0.1)

        tapBack(scene, at: 1)
        at(2.5)

        XCTAssertNotNil(scene.detail)
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
    }

    func testDemoPushesThenPopsAndLoops() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(0.85)
        at(0.95)
        XCTAssertNotNil(scene.detail?.view.layer.mask, "revealing")
        at(3.0)
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        at(4.45)
        at(4.55)
        at(5.6)
        XCTAssertTrue(scene.navigation.topViewController === scene.master)
        at(7.85)
        at(7.95)
        XCTAssertNotNil(scene.detail, "the next loop pushes again")
    }

    func testStopPopsBackToTheLogo() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(0.85)
        at(0.95)
        at(1.5)

        scene.stop()
        at(3.0)
        at(3.0 + A.popDuration + 0.01)

        XCTAssertTrue(scene.navigation.topViewController === scene.master)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }
}
