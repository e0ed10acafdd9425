import XCTest
@testable import AnimationCore

final class CGAffineTransformTests: XCTestCase {
    func testDefaultInitIsIdentity() {
        XCTAssertTrue(CGAffineTransform().isIdentity)
    }

    func testInvertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 1)
        let p = CGPoint(x: 4, y: -9)

        let back = p.applying(t).applying(t.inverted())

        XCTAssertEqual(back.x, 4, accuracy: 1e-12)
        XCTAssertEqual(back.y, -9, accuracy: 1e-12)
    }

    func testInvertedOfTranslationNegatesIt() {
        let t = CGAffineTransform(translationX: 3, y: -4)

        XCTAssertEqual(t.inverted(), CGAffineTransform(translationX: -3, y: 4))
    }

    func testInvertedOfSingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(scaleX: 0, y: 2)

        XCTAssertEqual(singular.inverted(), singular)
    }

    func testConcatenatingAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)

        let p = CGPoint(x: 1, y: 1).applying(scale.concatenating(move))

        XCTAssertEqual(p, CGPoint(x: 12, y: 2))
    }

    func testTranslatedByAppliesTranslationBeforeReceiver() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)

        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 10, y: 0))
    }

    func testPositiveRotationTurnsXAxisTowardsY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))

        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
    }

    func testRectApplyingGivesBoundingBoxOfMappedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)

        let r = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))

        XCTAssertEqual(r.minX, -1, accuracy: 1e-12)
        XCTAssertEqual(r.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(r.width, 1, accuracy: 1e-12)
        XCTAssertEqual(r.height, 2, accuracy: 1e-12)
    }

    func testRectApplyingStandardizesNegativeSizes() {
        let rect = CGRect(x: 4, y: 4, width: -2, height: -2)

        let r = rect.applying(CGAffineTransform(translationX: 1, y: 0))

        XCTAssertEqual(r, CGRect(x: 3, y: 2, width: 2, height: 2))
    }

    func testSizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 50, y: 50))

        XCTAssertEqual(CGSize(width: 1, height: 1).applying(t), CGSize(width: 2, height: 3))
    }
}
