import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import XCTest

final class StrokeSceneTests: GalleryTestCase {
    typealias S = StrokeScene

    func started() -> StrokeScene {
        let scene = StrokeScene()
        scene.start()
        CARunLoop.tick()
        return scene
    }

    /// The presented (strokeStart, strokeEnd) of the big star.
    func trim(_ scene: StrokeScene) -> (Double, Double) {
        let p = shown(scene.star.shapeLayer)
        return (Double(p.strokeStart), Double(p.strokeEnd))
    }

    func testViewsAreBackedByShapeLayers() {
        let scene = StrokeScene()

        XCTAssertTrue(scene.star.layer is CAShapeLayer)
        XCTAssertNotNil(scene.star.shapeLayer.path)
        XCTAssertNil(scene.star.shapeLayer.fillColor)
    }

    func testStarDrawsItselfWithStrokeEnd() {
        let scene = started()

        for t in [0.0, 0.375, 0.75, 1.125] {
            at(t)
            let (start, end) = trim(scene)
            XCTAssertEqual(start, 0)
            XCTAssertEqual(end, eased(.easeInEaseOut, t / S.drawDuration), accuracy: 1e-6, "at \(t) s")
        }
        at(S.drawDuration + S.holdDuration / 2)
        XCTAssertEqual(trim(scene).1, 1, accuracy: 1e-9, "whole during the hold")
    }

    func testStarErasesFromItsStartWithStrokeStartThenStaysEmptyUntilTheCycleEnds() {
        let scene = started()
        let eraseBegins = S.drawDuration + S.holdDuration

        for s in [0.3, 0.75, 1.2] {
            at(eraseBegins + s)
            let (start, end) = trim(scene)
            XCTAssertEqual(start, eased(.easeInEaseOut, s / S.drawDuration), accuracy: 1e-6, "at \(s) s into the erase")
            XCTAssertEqual(end, 1, accuracy: 1e-9)
        }
        at(S.cycleDuration - 0.1)
        XCTAssertEqual(trim(scene).0, 1, accuracy: 1e-9, "held empty by the forwards fill")
        at(S.cycleDuration + 0.75)
        XCTAssertEqual(trim(scene).1, 0.5, accuracy: 1e-6, "the next cycle draws again")
        XCTAssertEqual(trim(scene).0, 0, accuracy: 1e-9)
    }

    func testSmallStarsHoldTheirTrims() {
        let scene = started()
        at(1)

        for (star, sample) in zip(scene.sampleStars, S.samples) {
            XCTAssertEqual(shown(star.shapeLayer).strokeStart, sample.start)
            XCTAssertEqual(shown(star.shapeLayer).strokeEnd, sample.end)
        }
    }

    func testStopLetsTheEraseFinishThenTheStarRestsWhole() {
        let scene = started()
        at(2.5)

        scene.stop()
        CARunLoop.tick()

        XCTAssertEqual(scene.state, .stopping)
        at(3)
        XCTAssertEqual(trim(scene).0, eased(.easeInEaseOut, 1 / S.drawDuration), accuracy: 1e-6, "the erase plays on")
        at(3.5)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertEqual(trim(scene).0, 0)
        XCTAssertEqual(trim(scene).1, 1)
    }

    func testDrawnHalfShowsOnlyTheFirstHalfOfThePath() throws {
        let scene = started()
        at(0.75)

        let image = try render(scene, at: 0.75)

        // The star's ten edges are equally long and run clockwise from the top point, so at
        // strokeEnd 0.5 the edges 0…4 are drawn and 5…9 are not.
        let b = scene.star.frame, outer = (b.width - 18) / 2, inner = outer * 0.45
        func vertex(_ i: Int) -> CGPoint {
            let r = i % 2 == 0 ? outer : inner, a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            return CGPoint(x: b.midX + r * cos(a), y: b.midY + r * sin(a))
        }
        func edgeMiddle(_ i: Int) -> RGBA8 {
            let p = vertex(i), q = vertex(i + 1)
            return image[Int(((p.x + q.x) / 2).rounded()), Int(((p.y + q.y) / 2).rounded())]
        }
        let orange = { (p: RGBA8) in p.r > 200 && p.g > 100 && p.b < 100 }
        for i in 0..<5 { XCTAssertTrue(orange(edgeMiddle(i)), "edge \(i) drawn: \(edgeMiddle(i))") }
        for i in 5..<10 { XCTAssertFalse(orange(edgeMiddle(i)), "edge \(i) not drawn yet: \(edgeMiddle(i))") }
    }
}
