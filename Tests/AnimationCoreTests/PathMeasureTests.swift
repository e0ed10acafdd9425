import XCTest
@testable import AnimationCore

private func circle(center: CGPoint, radius r: CGFloat) -> CGPath {
    CGPath(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
}

private func lines(_ points: [CGPoint], closed: Bool = false) -> CGPath {
    let path = CGMutablePath()
    path.addLines(between: points)
    if closed { path.closeSubpath() }
    return path
}

/// Midpoints of every polyline segment (closing segment included).
private func segmentMidpoints(_ polyline: PathMeasure.Polyline) -> [CGPoint] {
    let p = polyline.points
    let ends = Array(p.dropFirst()) + (polyline.isClosed ? [p[0]] : [])
    return zip(p, ends).map { CGPoint(x: ($0.x + $1.x) / 2, y: ($0.y + $1.y) / 2) }
}

final class PathMeasureTests: XCTestCase {
    func testCircleLengthIsTwoPiRWithinTolerance() {
        let path = circle(center: CGPoint(x: 10, y: 20), radius: 50)

        let length = PathMeasure(path, tolerance: 0.1).length

        // Four-cubic circles are 0.015 % too long (0.047 here); flattening loses < 0.08.
        XCTAssertEqual(length, 2 * .pi * 50, accuracy: 0.1)
    }

    func testFlattenedLengthIsWithinToleranceOfTheCurvesLength() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 100, y: 250), control2: CGPoint(x: 200, y: -250))

        let coarse = PathMeasure(path, tolerance: 0.5).length
        let reference = PathMeasure(path, tolerance: 1e-6).length

        XCTAssertLessThanOrEqual(coarse, reference)
        XCTAssertEqual(coarse, reference, accuracy: 0.5)
    }

    func testPolylineStaysWithinToleranceOfTheCircle() {
        let measure = PathMeasure(circle(center: .zero, radius: 80), tolerance: 0.05)

        let midpoints = segmentMidpoints(measure.polylines[0])

        // Allow the cubic circle's own radial error (0.027 % of r) on top of the tolerance.
        for m in midpoints { XCTAssertEqual(hypot(m.x, m.y), 80, accuracy: 0.05 + 80 * 0.00028) }
    }

    func testQuadCurvePolylineStaysWithinTolerance() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let curve = (0...20_000).map { i -> CGPoint in
            let t = CGFloat(i) / 20_000
            return CGPoint(x: 100 * t, y: 200 * t * (1 - t))
        }

        let polyline = PathMeasure(path, tolerance: 0.2).polylines[0]

        for m in segmentMidpoints(polyline) {
            let nearest = curve.map { hypot($0.x - m.x, $0.y - m.y) }.min()!
            XCTAssertLessThanOrEqual(nearest, 0.2)
        }
    }

    func testStraightLinesAreMeasuredExactly() {
        let path = lines([.zero, CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)])

        let length = PathMeasure(path).length

        XCTAssertEqual(length, 11)
    }

    func testClosingSegmentCountsInLength() {
        let path = lines([.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)], closed: true)

        let measure = PathMeasure(path)

        XCTAssertEqual(measure.length, 12)
        XCTAssertEqual(measure.polylines,
                       [.init(points: [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)], isClosed: true)])
    }

    func testPositionAtQuarterLengthOfCircleIsItsBottomPoint() {
        let measure = PathMeasure(circle(center: CGPoint(x: 100, y: 100), radius: 50), tolerance: 0.1)

        let position = measure.position(atDistance: measure.length / 4)!

        XCTAssertEqual(position.point.x, 100, accuracy: 0.1)
        XCTAssertEqual(position.point.y, 150, accuracy: 0.1)
        XCTAssertEqual(cos(position.angle), -1, accuracy: 1e-3)
    }

    func testTangentAngleAtEighthOfCircleIsThreeQuarterPi() {
        let measure = PathMeasure(circle(center: .zero, radius: 50), tolerance: 0.1)

        let position = measure.position(atDistance: measure.length / 8)!

        XCTAssertEqual(position.point.x, 50 * 0.5.squareRoot(), accuracy: 0.1)
        XCTAssertEqual(position.point.y, 50 * 0.5.squareRoot(), accuracy: 0.1)
        // A chord of this flattening turns at most ~0.04 rad from the true tangent.
        XCTAssertEqual(position.angle, 3 * .pi / 4, accuracy: 0.05)
    }

    func testTangentAnglesOfStraightSegmentsAreExact() {
        let measure = PathMeasure(lines([.zero, CGPoint(x: 0, y: 10), CGPoint(x: -5, y: 10)]))

        let down = measure.position(atDistance: 4)!
        let left = measure.position(atDistance: 12)!

        XCTAssertEqual(down.point, CGPoint(x: 0, y: 4))
        XCTAssertEqual(down.angle, .pi / 2)
        XCTAssertEqual(left.point, CGPoint(x: -2, y: 10))
        XCTAssertEqual(left.angle, .pi)
    }

    func testPositionClampsDistanceToPath() {
        let measure = PathMeasure(lines([CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 5)]))

        let before = measure.position(atDistance: -3)!
        let after = measure.position(atDistance: 99)!

        XCTAssertEqual(before.point, CGPoint(x: 1, y: 1))
        XCTAssertEqual(after.point, CGPoint(x: 4, y: 5))
    }

    func testEmptyPathHasNoLengthPositionOrSegment() {
        let measure = PathMeasure(CGPath())

        XCTAssertEqual(measure.length, 0)
        XCTAssertTrue(measure.polylines.isEmpty)
        XCTAssertNil(measure.position(atDistance: 0))
        XCTAssertTrue(measure.segment(fromFraction: 0, toFraction: 1).isEmpty)
    }

    func testLoneMoveIsNotAPolyline() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 5))

        let measure = PathMeasure(path)

        XCTAssertTrue(measure.polylines.isEmpty)
        XCTAssertNil(measure.position(atDistance: 0))
    }

    func testNaNPointBreaksTheSubpathWithoutTrapping() {
        let path = CGPath(elements: [.moveTo(.zero), .lineTo(CGPoint(x: CGFloat.nan, y: 0)),
                                     .lineTo(CGPoint(x: 3, y: 4)), .lineTo(CGPoint(x: 6, y: 8))])

        let measure = PathMeasure(path)

        XCTAssertEqual(measure.length, 5)
        XCTAssertEqual(measure.polylines.first?.points, [CGPoint(x: 3, y: 4), CGPoint(x: 6, y: 8)])
        XCTAssertEqual(measure.position(atDistance: .nan)?.point, CGPoint(x: 3, y: 4))
    }

    func testCurveWithNaNControlPointIsSkipped() {
        let path = CGPath(elements: [.moveTo(.zero),
                                     .curveTo(CGPoint(x: 9, y: 9), control1: CGPoint(x: CGFloat.nan, y: 1),
                                              control2: CGPoint(x: 2, y: 2))])

        let measure = PathMeasure(path)

        XCTAssertEqual(measure.length, 0)
        XCTAssertTrue(measure.segment(fromFraction: 0, toFraction: 1).isEmpty)
    }

    func testSegmentTrimsToTheMiddleHalfOfARectangle() {
        let measure = PathMeasure(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))

        let pieces = measure.segment(fromFraction: 0.25, toFraction: 0.75)

        XCTAssertEqual(pieces, [.init(points: [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)],
                                      isClosed: false)])
        XCTAssertEqual(pieces[0].length, 20)
    }

    func testSegmentCoveringAWholeClosedSubpathKeepsItClosed() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
        let measure = PathMeasure(rect)

        let pieces = measure.segment(fromFraction: 0, toFraction: 1)

        XCTAssertEqual(pieces, measure.polylines)
        XCTAssertTrue(pieces[0].isClosed)
    }

    func testSegmentOfClosedSubpathIncludesPartOfClosingSegment() {
        let measure = PathMeasure(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))

        let pieces = measure.segment(fromFraction: 0.5, toFraction: 0.9)

        XCTAssertEqual(pieces[0].points.last, CGPoint(x: 0, y: 4))
        XCTAssertEqual(pieces[0].length, 16, accuracy: 1e-12)
    }

    func testSegmentSpanningTwoSubpathsTrimsBoth() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])

        let pieces = PathMeasure(path).segment(fromFraction: 0.25, toFraction: 0.75)

        XCTAssertEqual(pieces.map(\.points), [[CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0)],
                                              [CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 5)]])
    }

    func testSegmentLengthIsProportionalOnACircle() {
        let measure = PathMeasure(circle(center: .zero, radius: 30))

        let piece = measure.segment(fromFraction: 0.1, toFraction: 0.6)

        XCTAssertEqual(piece.reduce(0) { $0 + $1.length }, measure.length / 2, accuracy: 1e-9)
    }

    func testSegmentWithStartAtOrAfterEndIsEmpty() {
        let measure = PathMeasure(lines([.zero, CGPoint(x: 10, y: 0)]))

        XCTAssertTrue(measure.segment(fromFraction: 0.6, toFraction: 0.4).isEmpty)
        XCTAssertTrue(measure.segment(fromFraction: 0.5, toFraction: 0.5).isEmpty)
        XCTAssertTrue(measure.segment(fromFraction: .nan, toFraction: 1).isEmpty)
    }

    func testSegmentClampsFractions() {
        let measure = PathMeasure(lines([.zero, CGPoint(x: 10, y: 0)]))

        let pieces = measure.segment(fromFraction: -2, toFraction: 7)

        XCTAssertEqual(pieces, measure.polylines)
    }

    func testPathLengthAndFlattenedExtensionsMatchPathMeasure() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3))

        XCTAssertEqual(path.length, 10)
        XCTAssertEqual(path.flattened(tolerance: 0.1), PathMeasure(path).polylines)
    }

    func testInterpolatedPathMixesEveryPoint() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 10))

        let mid = a.interpolated(to: b, fraction: 0.5)

        XCTAssertEqual(mid, CGPath(rect: CGRect(x: 5, y: 10, width: 20, height: 10)))
    }

    func testInterpolatedPathIsExactAtBothEnds() {
        let a = lines([CGPoint(x: 0.1, y: 0.7), CGPoint(x: 0.3, y: 0.9)])
        let b = lines([CGPoint(x: 0.7, y: 0.2), CGPoint(x: 1.1, y: 2.3)])

        XCTAssertEqual(a.interpolated(to: b, fraction: 0), a)
        XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
    }

    func testInterpolatedPathExtrapolatesBeyondOne() {
        let a = lines([.zero, CGPoint(x: 10, y: 0)])
        let b = lines([.zero, CGPoint(x: 20, y: 0)])

        let over = a.interpolated(to: b, fraction: 1.5)

        XCTAssertEqual(over?.currentPoint, CGPoint(x: 25, y: 0))
    }

    func testInterpolatedPathIsNilForDifferentElementKinds() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertNil(rect.interpolated(to: oval, fraction: 0.5))
        XCTAssertNil(rect.interpolated(to: lines([.zero, CGPoint(x: 1, y: 1)]), fraction: 0.5))
    }

    func testInterpolatedPathIsNilForNaNFraction() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertNil(rect.interpolated(to: rect, fraction: .nan))
    }
}
