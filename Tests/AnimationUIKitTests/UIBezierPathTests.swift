import XCTest
import AnimationCore
@testable import AnimationUIKit

final class UIBezierPathTests: XCTestCase {
    func testArcClockwiseTrueTurnsWithIncreasingAngle() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        let elements = path.cgPath.elements

        XCTAssertEqual(elements.count, 2)
        XCTAssertEqual(path.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 10, accuracy: 1e-9)
    }

    func testArcClockwiseFalseTurnsTheLongWayWithDecreasingAngle() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)

        let firstCurveEnd = path.cgPath.elements[1].endPoint!

        XCTAssertEqual(path.cgPath.elements.count, 4)
        XCTAssertEqual(firstCurveEnd.x, 0, accuracy: 1e-9)
        XCTAssertEqual(firstCurveEnd.y, -10, accuracy: 1e-9)
    }

    func testArcEqualsCoreGraphicsArcWithOppositeClockwiseFlag() {
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 3, y: 4), radius: 5, startAngle: 0.5, endAngle: 2, clockwise: true)

        let ui = UIBezierPath(arcCenter: CGPoint(x: 3, y: 4), radius: 5, startAngle: 0.5, endAngle: 2, clockwise: false)

        XCTAssertEqual(ui.cgPath, cg)
    }

    func testRectStartsAtOriginAndRunsClockwiseOnScreen() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))

        let elements = path.cgPath.elements

        XCTAssertEqual(elements, [.moveTo(CGPoint(x: 1, y: 2)), .lineTo(CGPoint(x: 4, y: 2)),
                                  .lineTo(CGPoint(x: 4, y: 6)), .lineTo(CGPoint(x: 1, y: 6)), .closeSubpath])
    }

    func testOvalStartsAtRightmostPoint() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))

        let first = path.cgPath.elements.first

        XCTAssertEqual(first, .moveTo(CGPoint(x: 10, y: 5)))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testRoundedRectClampsRadiusToHalfTheShorterSide() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)

        let elements = path.cgPath.elements

        XCTAssertEqual(elements[0], .moveTo(CGPoint(x: 10, y: 0)))
        XCTAssertEqual(elements[2].endPoint, CGPoint(x: 100, y: 10))
    }

    func testRoundingOnlyTopLeftLeavesTopRightSquare() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
                                byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 8, height: 8))

        let elements = path.cgPath.elements

        XCTAssertEqual(elements[0], .moveTo(CGPoint(x: 8, y: 0)))
        XCTAssertEqual(elements[1], .lineTo(CGPoint(x: 40, y: 0)))
        XCTAssertEqual(elements[2].endPoint, CGPoint(x: 40, y: 0))
    }

    func testCornerRadiiHeightIsIgnoredAsInUIKit() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)

        let a = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners,
                             cornerRadii: CGSize(width: 6, height: 1))
        let b = UIBezierPath(roundedRect: rect, cornerRadius: 6)

        XCTAssertEqual(a.cgPath, b.cgPath)
    }

    func testAddLineOnEmptyPathDoesNothing() {
        let path = UIBezierPath()

        path.addLine(to: CGPoint(x: 5, y: 5))

        XCTAssertTrue(path.isEmpty)
    }

    func testLoneMoveMakesPathNonEmpty() {
        let path = UIBezierPath()

        path.move(to: CGPoint(x: 1, y: 1))

        XCTAssertFalse(path.isEmpty)
    }

    func testAddArcJoinsOpenSubpathWithLineToArcStart() {
        let path = UIBezierPath()
        path.move(to: .zero)

        path.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)

        guard case .lineTo(let p) = path.cgPath.elements[1] else { return XCTFail("expected a line") }
        XCTAssertEqual(p.x, 5, accuracy: 1e-9)
        XCTAssertEqual(p.y, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.x, 15, accuracy: 1e-9)
    }

    func testCgPathGetterReturnsASnapshot() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        let snapshot = path.cgPath

        path.addLine(to: CGPoint(x: 9, y: 9))

        XCTAssertEqual(snapshot.elements.count, 5)
        XCTAssertEqual(path.cgPath.elements.count, 6)
    }

    func testSettingCgPathReplacesElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))

        path.cgPath = CGPath(elements: [.moveTo(.zero), .lineTo(CGPoint(x: 2, y: 0))])

        XCTAssertEqual(path.currentPoint, CGPoint(x: 2, y: 0))
        XCTAssertEqual(path.cgPath.elements.count, 2)
    }

    func testApplyMapsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1))

        path.apply(CGAffineTransform(scaleX: 3, y: 5).concatenating(CGAffineTransform(translationX: 1, y: 1)))

        XCTAssertEqual(path.bounds, CGRect(x: 1, y: 1, width: 6, height: 5))
    }

    func testAppendAddsTheOtherPathsElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))

        path.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 2, height: 2)))

        XCTAssertEqual(path.cgPath.elements.count, 5 + 6)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 7, height: 7))
    }

    func testRemoveAllPointsKeepsStrokeAttributes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.lineWidth = 4

        path.removeAllPoints()

        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.lineWidth, 4)
    }

    func testCurrentPointAfterCloseIsSubpathStart() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 2, y: 3))
        path.addLine(to: CGPoint(x: 8, y: 3))

        path.close()

        XCTAssertEqual(path.currentPoint, CGPoint(x: 2, y: 3))
    }

    func testBoundsIncludeControlPoints() {
        let path = UIBezierPath()
        path.move(to: .zero)

        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))

        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testDefaultAttributesMatchUIKit() {
        let path = UIBezierPath()

        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertFalse(path.usesEvenOddFillRule)
    }

    func testCopyKeepsElementsAndAttributes() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 3, height: 3))
        path.lineCapStyle = .round
        path.usesEvenOddFillRule = true

        let copy = path.copy()
        path.removeAllPoints()

        XCTAssertEqual(copy.cgPath.elements.count, 6)
        XCTAssertEqual(copy.lineCapStyle, .round)
        XCTAssertTrue(copy.usesEvenOddFillRule)
    }

    func testAllCornersContainsEveryCorner() {
        let all = UIRectCorner.allCorners

        XCTAssertTrue(all.isSuperset(of: [.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }
}
