import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class PackingListSceneTests: GalleryTestCase {
    typealias S = PackingListScene
    typealias L = PackingListScene.Layout

    func started(demo: Bool = false) -> PackingListScene {
        let scene = PackingListScene()
        if !demo { scene.userDidTakeOver() }
        scene.start()
        CARunLoop.tick()
        return scene
    }

    /// The presented height of the menu bar.
    func menuHeight(_ scene: PackingListScene) -> Double { Double(shown(scene.menu.layer).bounds.height) }

    func testMenuStartsClosedWithTheTitleCentred() {
        let scene = started()

        XCTAssertEqual(menuHeight(scene), 60)
        XCTAssertEqual(scene.titleLabel.center, CGPoint(x: 160, y: 35))
        XCTAssertEqual(scene.titleLabel.text, "Packing List")
        XCTAssertEqual(scene.items, S.initialItems)
        XCTAssertNil(scene.slider)
    }

    func testPlusOpensTheMenuOnTheDocumentsSpring() {
        let scene = started()

        click(scene.menuButton, in: scene.root, at: 1)
        let p = 1.05
        XCTAssertEqual(scene.titleLabel.text, "Select Item", "the text changes at once")
        XCTAssertEqual(scene.slider?.subviews.count, Artwork.PackingItem.allCases.count)
        var tallest = 0.0
        for i in 1...100 {
            at(p + Double(i) * 0.01)
            tallest = max(tallest, menuHeight(scene))
        }
        XCTAssertGreaterThan(tallest, 201, "damping 0.4 with velocity 10 overshoots 200 pt")
        XCTAssertEqual(menuHeight(scene), 200, accuracy: 1e-9)
        XCTAssertEqual(shown(scene.titleLabel.layer).position, scene.titleCenter(open: true))
        XCTAssertEqual(scene.titleCenter(open: true).y, 100 * 0.67 + 5)
        XCTAssertGreaterThanOrEqual(scene.titleCenter(open: true).x, 60, "the document's place, or right of it")
        assertSameAngle(shownRotation(scene.menuButton.layer), .pi / 4)
        XCTAssertEqual(Double(shown(scene.tableView.layer).frame.minY), 200, accuracy: 1e-9)
    }

    func testPickingAnItemAddsItToTheListAndClosesTheMenu() throws {
        let scene = started()
        click(scene.menuButton, in: scene.root, at: 1)
        let ball = try XCTUnwrap(scene.slider?.subviews[Artwork.PackingItem.beachBall.rawValue])

        click(ball, in: scene.root, at: 2.5)
        XCTAssertEqual(scene.items, S.initialItems + [.beachBall])
        XCTAssertFalse(scene.isMenuOpen)
        XCTAssertNil(scene.slider)
        XCTAssertEqual(scene.titleLabel.text, "Packing List")
        run(to: 2.55 + 1)
        XCTAssertEqual(menuHeight(scene), 60, accuracy: 1e-9)
        XCTAssertEqual(shown(scene.titleLabel.layer).position, CGPoint(x: 160, y: 35))
        assertSameAngle(shownRotation(scene.menuButton.layer), 0)
    }

    func testTappingARowSlidesItsPictureUpOnASpringAndAwayASecondLater() throws {
        let scene = started()
        click(scene.row(1), in: scene.root, at: 1)
        let p = 1.05

        let picture = try XCTUnwrap(scene.shownPictures.first)
        let hidden = S.pictureCenter(shown: false), up = S.pictureCenter(shown: true)
        XCTAssertEqual(hidden.y, 480 + L.pictureHidden / 2, "its top at the bottom edge")
        XCTAssertEqual(shown(picture.layer).position, hidden)
        XCTAssertEqual(Double(shown(picture.layer).transform.m11), Double(L.pictureHidden / L.pictureShown),
                       accuracy: 1e-9)
        run(to: p + 0.8)
        XCTAssertEqual(shown(picture.layer).position, up)
        XCTAssertEqual(shown(picture.layer).transform.m11, 1)
        run(to: p + 1.02)
        let leave = try XCTUnwrap(picture.layer.animation(forKey: "position") as? CABasicAnimation)
        XCTAssertEqual(leave.duration, S.pictureOutDuration)
        let begin = picture.layer.convertTime(leave.beginTime, to: nil) - t0
        XCTAssertEqual(begin, p + 1, accuracy: 0.011)
        at(begin + S.pictureOutDuration / 2)
        XCTAssertEqual(Double(shown(picture.layer).position.y),
                       Double(up.y) + Double(hidden.y - up.y) * eased(.easeInEaseOut, 0.5),
                       accuracy: 1e-6)
        run(to: begin + S.pictureOutDuration + 0.02)
        XCTAssertNil(picture.superview)
        XCTAssertTrue(scene.shownPictures.isEmpty)
    }

    func testDemoOpensTheMenuPicksAnItemAndShowsIt() {
        let scene = started(demo: true)

        run(to: S.demoStart + 0.15)
        XCTAssertTrue(scene.isMenuOpen)
        run(to: S.demoStart + 1.65)
        XCTAssertFalse(scene.isMenuOpen)
        XCTAssertEqual(scene.items.count, 4)
        run(to: S.demoStart + 3.15)
        XCTAssertEqual(scene.shownPictures.count, 1)
    }

    func testStopWaitsForThePictureToLeave() {
        let scene = started()
        click(scene.row(0), in: scene.root, at: 1)

        scene.stop()
        run(to: 1.05 + 1.6)
        XCTAssertEqual(scene.state, .stopping)
        run(to: 1.05 + 1.72)
        XCTAssertEqual(scene.state, .stopped)
    }

    /// Settled open, "Select Item" is whole on screen: its text starts at least `titleMargin`
    /// from the left edge.
    func testTheOpenTitleIsWholeOnScreen() throws {
        AssetLibrary.installProviders()
        let scene = started()

        click(scene.menuButton, in: scene.root, at: 1)
        at(3)

        let layer = try XCTUnwrap(scene.titleLabel.layer as? CATextLayer)
        let width = try XCTUnwrap(CAResourceProviders.text?.size(of: "Select Item", fontName: layer.font as? String,
                                                                  fontSize: layer.fontSize).width)
        let left = shown(scene.titleLabel.layer).position.x - width / 2
        XCTAssertGreaterThanOrEqual(left, PackingListScene.Layout.titleMargin - 0.5, "the title's first letter")
    }
}
