import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class ImageGallerySceneTests: GalleryTestCase {
    typealias S = ImageGalleryScene

    /// The offsets the document's loop gives the cards, back to front.
    let offsets: [CGFloat] = (0..<4).map { 100 + CGFloat($0) * 480 / 4 }

    func tapButton(_ scene: S, at t: Double) {
        let p = CGPoint(x: scene.toggleButton.frame.midX, y: scene.toggleButton.frame.midY)
        at(t)
        scene.sceneWindow.sendPointer(.began, at: p)
        at(t + 0.05)
        scene.sceneWindow.sendPointer(.ended, at: p)
    }

    func assertTransform(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-6, _ message: String = "",
                         file: StaticString = #filePath, line: UInt = #line) {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42,
                 a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42,
                 b.m43, b.m44]
        for (i, (p, q)) in zip(x, y).enumerated() {
            XCTAssertEqual(p, q, accuracy: accuracy, "m\(i / 4 + 1)\(i % 4 + 1) \(message)", file: file, line: line)
        }
    }

    func testCardsHangFromTheirTopsUnderPerspective() {
        let scene = S()

        XCTAssertEqual(scene.cards.count, HurricaneImages.count)
        XCTAssertEqual(scene.galleryView.subviews.count, 4)
        for card in scene.cards {
            XCTAssertEqual(card.layer.anchorPoint, CGPoint(x: 0.5, y: 0))
            XCTAssertEqual(card.frame, scene.galleryView.bounds)
        }
        XCTAssertEqual(scene.galleryView.layer.sublayerTransform.m34, -1 / 250, accuracy: 1e-12)
    }

    func testOpenTransformTranslatesScalesThenTilts() {
        let t = S.openTransform(offset: 100)

        XCTAssertEqual(t.m42, 100, accuracy: 1e-9, "the offset")
        XCTAssertEqual(t.m11, 0.95, accuracy: 1e-9)
        // Row vectors: a point is turned first, then scaled, then moved.
        XCTAssertEqual(t.m22, 0.6 * cos(.pi / 8), accuracy: 1e-9, "the height, foreshortened then scaled")
        XCTAssertEqual(t.m23, -sin(.pi / 8), accuracy: 1e-9, "the bottom tilts away (−z)")
    }

    func testTappingTheButtonFansTheCardsOut() {
        let scene = S()
        scene.userDidTakeOver()

        tapButton(scene, at: 0.1)
        at(0.15 + S.toggleDuration + 0.001)

        XCTAssertTrue(scene.isGalleryOpen)
        for (card, offset) in zip(scene.cards, offsets) {
            assertTransform(shown(card.layer).transform, S.openTransform(offset: offset), "offset \(offset)")
        }
    }

    func testFanOutIsHalfWayAtHalfTheDuration() {
        let scene = S()
        scene.userDidTakeOver()
        tapButton(scene, at: 0.1)

        at(0.15 + S.toggleDuration / 2)

        // Linear timing: the offset is half way; the card is part-way scaled and tilted.
        let shownTransform = shown(scene.cards[0].layer).transform
        let open = S.openTransform(offset: offsets[0])
        XCTAssertEqual(shownTransform.m42, offsets[0] / 2, accuracy: 1e-6)
        XCTAssertEqual(shownTransform.m41, 0, accuracy: 1e-9)
        XCTAssertLessThan(shownTransform.m22, 1)
        XCTAssertGreaterThan(shownTransform.m22, open.m22)
        XCTAssertLessThan(shownTransform.m23, 0, "tilting away")
        XCTAssertGreaterThan(shownTransform.m23, open.m23)
    }

    func testSecondTapFoldsTheCardsBack() {
        let scene = S()
        scene.userDidTakeOver()
        tapButton(scene, at: 0.1)
        at(1)

        tapButton(scene, at: 1)
        at(1.05 + S.toggleDuration / 2)
        XCTAssertEqual(shown(scene.cards[3].layer).transform.m42, offsets[3] / 2, accuracy: 1e-6)
        at(1.05 + S.toggleDuration + 0.001)

        XCTAssertFalse(scene.isGalleryOpen)
        for card in scene.cards { assertTransform(shown(card.layer).transform, CATransform3DIdentity) }
    }

    func testNoCardReachesTheEye() {
        // Each open card's corners in the gallery view's perspective: the eye is 250 pt in front
        // of the view's centre plane; w = 1 − z / 250 must stay well above 0.
        for offset in offsets {
            let t = S.openTransform(offset: offset)
            for (x, y) in [(-160.0, 0.0), (160, 0), (-160, 480), (160, 480)] as [(CGFloat, CGFloat)] {
                let z = x * t.m13 + y * t.m23 + t.m43
                let w = 1 - z / 250
                XCTAssertGreaterThan(w, 0.5, "offset \(offset), corner \(x), \(y)")
                XCTAssertLessThanOrEqual(w, 2)
            }
        }
    }

    func testDemoOpensThenClosesTheGalleryAndLoops() {
        let scene = S()
        scene.start()
        CARunLoop.tick()

        at(0.85)
        at(0.95)
        at(0.95 + S.toggleDuration + 0.01)
        assertTransform(shown(scene.cards[1].layer).transform, S.openTransform(offset: offsets[1]), "open")
        at(3.35)
        at(3.45)
        at(3.45 + S.toggleDuration + 0.01)
        assertTransform(shown(scene.cards[1].layer).transform, CATransform3DIdentity, "closed")
        at(5.85)
        at(5.95)
        at(5.95 + S.toggleDuration + 0.01)
        assertTransform(shown(scene.cards[1].layer).transform, S.openTransform(offset: offsets[1]), "open again")
    }

    func testStopFoldsAnOpenGallery() {
        let scene = S()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(0.85)
        at(2)

        scene.stop()
        at(2 + S.toggleDuration + 0.01)

        XCTAssertFalse(scene.isGalleryOpen)
        assertTransform(shown(scene.cards[2].layer).transform, CATransform3DIdentity)
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
        at(10)
        assertTransform(shown(scene.cards[2].layer).transform, CATransform3DIdentity, "no demo after stop")
    }
}
