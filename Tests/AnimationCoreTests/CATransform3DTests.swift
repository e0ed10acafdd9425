import XCTest
@testable import AnimationCore

final class CATransform3DTests: XCTestCase {
    func testRotationAboutZTurnsXAxisTowardsYOnScreen() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        let p = t.project(CGPoint(x: 1, y: 0))!

        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testHalfTurnAboutTheDiagonalSwapsXAndYAndFlipsZ() {
        let t = CATransform3DMakeRotation(.pi, 1, 1, 0)

        let p = t.apply(x: 3, y: -2, z: 5)

        let expected: [CGFloat] = [0, 1, 0, 0, 1, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1]
        for (a, b) in zip(t.entries, expected) { XCTAssertEqual(a, b, accuracy: 1e-12) }
        XCTAssertEqual(p.x, -2, accuracy: 1e-12)
        XCTAssertEqual(p.y, 3, accuracy: 1e-12)
        XCTAssertEqual(p.z, -5, accuracy: 1e-12)
    }

    func testHalfTurnAboutTheDiagonalInPerspectiveKeepsTheMirrorAndFlipsM34() {
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 1000

        let t = CATransform3DRotate(eye, .pi, 1, 1, 0)
        let p = t.project(CGPoint(x: 10, y: 0))!

        XCTAssertEqual(t.m34, 1.0 / 1000, accuracy: 1e-15, "the rotation applies first: z turns round, then the eye")
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 10, accuracy: 1e-12)
    }

    func testInterpolatingToTheDiagonalHalfTurnPassesThroughAQuarterTurnAboutTheDiagonal() {
        let end = CATransform3DMakeRotation(.pi, 1, 1, 0)

        let middle = CATransform3D.interpolate(CATransform3DIdentity, end, fraction: 0.5)
        let quarter = CATransform3DMakeRotation(.pi / 2, 1, 1, 0)

        for (a, b) in zip(middle.entries, quarter.entries) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(CATransform3D.interpolate(CATransform3DIdentity, end, fraction: 1), end)
    }

    func testConcatAppliesFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)

        let p = CATransform3DConcat(scale, move).project(CGPoint(x: 1, y: 1))!

        XCTAssertEqual(p, CGPoint(x: 12, y: 2))
    }

    func testTranslateAppliesTranslationBeforeExistingTransform() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)

        XCTAssertEqual(t.project(.zero), CGPoint(x: 10, y: 0))
    }

    func testInvertUndoesAPerspectiveTransform() {
        var t = CATransform3DMakeRotation(0.7, 0.3, 1, 0.2)
        t.m34 = -1.0 / 500
        t = CATransform3DTranslate(t, 4, -3, 2)

        let product = CATransform3DConcat(t, CATransform3DInvert(t))

        for (a, b) in zip(product.entries, CATransform3DIdentity.entries) {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
    }

    func testInvertOfSingularMatrixReturnsItUnchanged() {
        let singular = CATransform3DMakeScale(0, 1, 1)

        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testRotationWithZeroAxisIsIdentity() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
    }

    func testPerspectiveMakesFarPointsSmaller() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DTranslate(t, 0, 0, -500)

        let p = t.project(CGPoint(x: 100, y: 0))!

        XCTAssertEqual(p.x, 50, accuracy: 1e-9)
    }

    func testAffineRoundTrip() {
        let a = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: 5)

        let back = CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a))

        XCTAssertEqual(back, a)
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeAffineTransform(a)))
    }
}
