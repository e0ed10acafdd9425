import XCTest
@testable import AnimationCore

/// 4/3 · tan(π/8), using tan(π/8) = √2 − 1.
private let kappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

private func assertPoint(_ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
                         file: StaticString = #filePath, line: UInt = #line) {
    guard let p else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
}

/// The point at t = 0.5 of a cubic Bézier.
private func cubicMidpoint(from p0: CGPoint, _ e: PathElement) -> CGPoint? {
    guard case .curveTo(let p3, let c1, let c2) = e else { return nil }
    return CGPoint(x: (p0.x + 3 * c1.x + 3 * c2.x + p3.x) / 8, y: (p0.y + 3 * c1.y + 3 * c2.y + p3.y) / 8)
}

private func curveCount(_ path: CGPath) -> Int {
    path.elements.filter { if case .curveTo = $0 { return true } else { return false } }.count
}

final class CGPathShapesTests: XCTestCase {
    func testArcWithClockwiseFalseSweepsWithIncreasingAngle() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)

        XCTAssertEqual(path.elements.count, 2)
        XCTAssertEqual(path.elements[0], .moveTo(CGPoint(x: 10, y: 0)))
        guard case .curveTo(let end, let c1, let c2) = path.elements[1] else { return XCTFail("not a curve") }
        assertPoint(end, 0, 10)
        assertPoint(c1, 10, 10 * kappa)
        assertPoint(c2, 10 * kappa, 10)
    }

    func testArcWithClockwiseTrueSweepsWithDecreasingAngle() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        let ends = path.elements.dropFirst().map(\.endPoint)
        XCTAssertEqual(ends.count, 3)
        assertPoint(ends[0], 0, -10)
        assertPoint(ends[1], -10, 0)
        assertPoint(ends[2], 0, 10)
    }

    func testArcSweepOfTwoPiDrawsWholeCircleOfFourCurves() {
        let path = CGMutablePath()

        path.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)

        XCTAssertEqual(curveCount(path), 4)
        assertPoint(path.currentPoint, 7, 5)
    }

    func testArcWithEqualAnglesAddsOnlyItsStartPoint() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 3, startAngle: 1, endAngle: 1, clockwise: true)

        XCTAssertEqual(path.elements.count, 1)
        assertPoint(path.elements[0].endPoint, 3 * cos(1), 3 * sin(1))
    }

    func testArcMidpointsLieOnTheCircleWithinBezierError() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 100, startAngle: 0.3, endAngle: 2.9, clockwise: false)

        var previous = path.elements[0].endPoint!
        for e in path.elements.dropFirst() {
            let mid = cubicMidpoint(from: previous, e)!
            // A 90° cubic arc strays at most 0.027 % of the radius from the circle.
            XCTAssertEqual(hypot(mid.x, mid.y), 100, accuracy: 100 * 0.00028)
            previous = e.endPoint!
        }
    }

    func testArcOnOpenSubpathAddsLineToArcStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))

        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)

        guard case .lineTo(let p) = path.elements[1] else { return XCTFail("not a line") }
        assertPoint(p, -10, 0)
        XCTAssertEqual(curveCount(path), 2)
    }

    func testArcAfterCloseSubpathStartsNewSubpath() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1, clockwise: false)

        XCTAssertEqual(path.elements[5], .moveTo(CGPoint(x: 10, y: 0)))
    }

    func testArcTransformMapsEveryPoint() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
                    transform: CGAffineTransform(translationX: 5, y: 7))

        assertPoint(path.elements[0].endPoint, 6, 7)
        assertPoint(path.currentPoint, 5, 8)
    }

    func testRelativeArcBeyondOneTurnKeepsGoing() {
        let path = CGMutablePath()

        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 3 * .pi)

        XCTAssertEqual(curveCount(path), 6)
        assertPoint(path.currentPoint, -1, 0)
    }

    func testRelativeArcWithNegativeDeltaDecreasesAngle() {
        let path = CGMutablePath()

        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)

        XCTAssertEqual(curveCount(path), 1)
        assertPoint(path.currentPoint, 0, -1)
    }

    func testTangentArcRoundsTheCornerAndStopsAtSecondTangentPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)

        XCTAssertEqual(path.elements.count, 3)
        assertPoint(path.elements[1].endPoint, 7, 0)
        assertPoint(path.currentPoint, 10, 3)
        let mid = cubicMidpoint(from: CGPoint(x: 7, y: 0), path.elements[2])!
        XCTAssertEqual(hypot(mid.x - 7, mid.y - 3), 3, accuracy: 3 * 0.00028)
    }

    func testTangentArcTransformMapsTangentPointsButNotTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 1.5,
                    transform: CGAffineTransform(scaleX: 2, y: 2))

        assertPoint(path.elements[1].endPoint, 7, 0)
        assertPoint(path.currentPoint, 10, 3)
    }

    func testTangentArcWithCollinearPointsAddsLineToFirstTangentEnd() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)

        XCTAssertEqual(path.elements, [.moveTo(.zero), .lineTo(CGPoint(x: 5, y: 0))])
    }

    func testTangentArcOnEmptyPathAddsNothing() {
        let path = CGMutablePath()

        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 2)

        XCTAssertTrue(path.isEmpty)
    }

    func testEllipseStartsAtRightmostPointAndHeadsTowardsMaxY() {
        let path = CGMutablePath()

        path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))

        XCTAssertEqual(path.elements.first, .moveTo(CGPoint(x: 40, y: 10)))
        XCTAssertEqual(path.elements.map(\.endPoint).dropFirst().prefix(4),
                       [CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10)])
        XCTAssertEqual(path.elements.last, .closeSubpath)
    }

    func testEllipseControlPointsUseStandardKappaPerSemiAxis() {
        let path = CGMutablePath()

        path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))

        guard case .curveTo(_, let c1, let c2) = path.elements[1] else { return XCTFail("not a curve") }
        assertPoint(c1, 40, 10 + 10 * kappa)
        assertPoint(c2, 20 + 20 * kappa, 20)
    }

    func testEllipseInitWithTransformMatchesTransformedEllipse() {
        var t = CGAffineTransform(scaleX: 2, y: 3)
        let rect = CGRect(x: 1, y: 1, width: 4, height: 4)

        let path = CGPath(ellipseIn: rect, transform: &t)

        XCTAssertEqual(path.boundingBox, CGRect(x: 2, y: 3, width: 8, height: 12))
        XCTAssertEqual(curveCount(path), 4)
    }

    func testRoundedRectWithZeroCornersIsPlainRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 5)

        let path = CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0)

        XCTAssertEqual(path, CGPath(rect: rect))
    }

    func testRoundedRectHasFourLinesAndFourCornersStartingOnTopEdge() {
        let path = CGMutablePath()

        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5)

        XCTAssertEqual(path.elements.first, .moveTo(CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.elements[1], .lineTo(CGPoint(x: 90, y: 0)))
        guard case .curveTo(let end, let c1, let c2) = path.elements[2] else { return XCTFail("not a curve") }
        XCTAssertEqual(end, CGPoint(x: 100, y: 5))
        assertPoint(c1, 90 + 10 * kappa, 0)
        assertPoint(c2, 100, 5 - 5 * kappa)
        XCTAssertEqual(curveCount(path), 4)
        XCTAssertEqual(path.elements.count, 10)
    }

    func testRoundedRectClampsCornersToHalfTheSide() {
        let path = CGMutablePath()

        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50)

        XCTAssertEqual(path.elements.first, .moveTo(CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.elements[2].endPoint, CGPoint(x: 20, y: 5))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testNonFiniteInputsAddNothing() {
        let path = CGMutablePath()

        path.addArc(center: CGPoint(x: CGFloat.nan, y: 0), radius: 1, startAngle: 0, endAngle: 1, clockwise: false)
        path.addEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        path.addRelativeArc(center: .zero, radius: -1, startAngle: 0, delta: 1)

        XCTAssertTrue(path.isEmpty)
    }
}
