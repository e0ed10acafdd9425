import XCTest
@testable import AnimationCore

/// The timing curve evaluated independently of the implementation: Bernstein form, not Horner.
private struct ReferenceCurve {
    let p1: (x: Double, y: Double), p2: (x: Double, y: Double)

    init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) { p1 = (c1x, c1y); p2 = (c2x, c2y) }

    func point(_ t: Double) -> (x: Double, y: Double) {
        let s = 1 - t
        let b1 = 3 * s * s * t, b2 = 3 * s * t * t, b3 = t * t * t
        return (b1 * p1.x + b2 * p2.x + b3, b1 * p1.y + b2 * p2.y + b3)
    }

    /// y for x by plain bisection on t (x(t) is non-decreasing for x control points in [0, 1]).
    func y(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if point(mid).x < x { lo = mid } else { hi = mid }
        }
        return point(0.5 * (lo + hi)).y
    }
}

final class CAMediaTimingFunctionTests: XCTestCase {
    private var savedHandler: ((String) -> Void)?
    private var reported: [String] = []

    override func setUp() {
        super.setUp()
        savedHandler = CADiagnostics.handler
        CADiagnostics.reset()
        reported = []
        CADiagnostics.handler = { [unowned self] in self.reported.append($0) }
    }

    override func tearDown() {
        if let savedHandler { CADiagnostics.handler = savedHandler }
        CADiagnostics.reset()
        super.tearDown()
    }

    private let named: [(CAMediaTimingFunctionName, ReferenceCurve)] = [
        (.linear, ReferenceCurve(0, 0, 1, 1)),
        (.easeIn, ReferenceCurve(0.42, 0, 1, 1)),
        (.easeOut, ReferenceCurve(0, 0, 0.58, 1)),
        (.easeInEaseOut, ReferenceCurve(0.42, 0, 0.58, 1)),
        (.default, ReferenceCurve(0.25, 0.1, 0.25, 1)),
    ]

    /// Largest |solve(x(t)) − y(t)| over 2001 points sampled along the parametric curve.
    private func worstError(_ function: CAMediaTimingFunction, _ curve: ReferenceCurve) -> Double {
        (0...2000).map { i -> Double in
            let p = curve.point(Double(i) / 2000)
            return abs(function.solve(forInput: p.x) - p.y)
        }.max()!
    }

    private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> [Float] {
        var values: [Float] = [-7, -7]
        function.getControlPoint(at: index, values: &values)
        return values
    }

    func testNameRawValuesMatchApplesConstants() {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

        let raw = names.map(\.rawValue)

        XCTAssertEqual(raw, ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
    }

    func testNamedFunctionsHaveApplesControlPoints() {
        let expected: [CAMediaTimingFunctionName: [Float]] = [
            .linear: [0, 0, 1, 1], .easeIn: [0.42, 0, 1, 1], .easeOut: [0, 0, 0.58, 1],
            .easeInEaseOut: [0.42, 0, 0.58, 1], .default: [0.25, 0.1, 0.25, 1],
        ]

        for (name, points) in expected {
            let function = CAMediaTimingFunction(name: name)

            XCTAssertEqual(controlPoint(function, 1) + controlPoint(function, 2), points, "\(name.rawValue)")
        }
    }

    func testLinearReturnsItsInputExactly() {
        let linear = CAMediaTimingFunction(name: .linear)
        let inputs = (0...100).map { Double($0) / 100 } + [1e-300, 0.1 + 0.2, -0.25, 1.75]

        let outputs = inputs.map { linear.solve(forInput: $0) }

        XCTAssertEqual(outputs, inputs)
    }

    func testEaseInEaseOutIsOneHalfAtOneHalfBySymmetry() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)

        let y = function.solve(forInput: 0.5)

        XCTAssertEqual(y, 0.5, accuracy: 1e-12)
    }

    func testEaseInAtOneHalfMatchesBisectionReference() {
        let function = CAMediaTimingFunction(name: .easeIn)
        let reference = ReferenceCurve(0.42, 0, 1, 1).y(forX: 0.5)

        let y = function.solve(forInput: 0.5)

        XCTAssertEqual(reference, 0.3153, accuracy: 1e-4)
        XCTAssertEqual(y, reference, accuracy: 1e-9)
    }

    func testNamedCurvesMatchTheParametricCurveWithinOneMillionth() {
        for (name, curve) in named {
            let function = CAMediaTimingFunction(name: name)

            let error = worstError(function, curve)

            XCTAssertLessThan(error, 1e-6, name.rawValue)
        }
    }

    func testOvershootingCurveMatchesTheParametricCurve() {
        let curve = ReferenceCurve(0.68, -0.55, 0.265, 1.55)
        let function = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)

        let error = worstError(function, curve)
        let extremes = stride(from: 0.0, through: 1.0, by: 0.01).map { function.solve(forInput: $0) }

        XCTAssertLessThan(error, 1e-6)
        XCTAssertLessThan(extremes.min()!, -0.05)
        XCTAssertGreaterThan(extremes.max()!, 1.05)
        XCTAssertEqual(function.solve(forInput: 0.3), curve.y(forX: 0.3), accuracy: 1e-9)
    }

    func testCurveWithAFlatSpotIsSolvedByBisection() {
        let curve = ReferenceCurve(1, 0, 0, 1)  // x(t) = 0.5 + 4(t − 0.5)³: dx/dt = 0 at t = 0.5
        let function = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)
        let inputs = [0.1, 0.3, 0.49, 0.51, 0.7, 0.9]

        let outputs = inputs.map { function.solve(forInput: $0) }
        let middle = function.solve(forInput: 0.5)

        for (x, y) in zip(inputs, outputs) { XCTAssertEqual(y, curve.y(forX: x), accuracy: 1e-6, "x = \(x)") }
        XCTAssertEqual(middle, 0.5, accuracy: 1e-12)  // by symmetry (bisection is ill-conditioned here)
    }

    func testRandomCurvesMatchTheParametricCurveWithinOneMillionth() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let c = [Int.random(in: 50...950, using: &generator), Int.random(in: -1000...2000, using: &generator),
                     Int.random(in: 50...950, using: &generator), Int.random(in: -1000...2000, using: &generator)]
                .map { Double($0) / 1000 }
            let function = CAMediaTimingFunction(controlPoints: Float(c[0]), Float(c[1]), Float(c[2]), Float(c[3]))

            let error = worstError(function, ReferenceCurve(c[0], c[1], c[2], c[3]))

            XCTAssertLessThan(error, 1e-6, "\(c)")
        }
    }

    func testInputBelowZeroExtrapolatesAlongTheStartTangent() {
        let function = CAMediaTimingFunction(controlPoints: 0.25, 0.5, 0.75, 1)  // start slope 0.5/0.25

        let y = function.solve(forInput: -0.1)

        XCTAssertEqual(y, -0.2, accuracy: 1e-12)
    }

    func testInputAboveOneExtrapolatesAlongTheEndTangent() {
        let function = CAMediaTimingFunction(controlPoints: 0.25, 0.5, 0.5, 0.75)  // end slope 0.25/0.5

        let y = function.solve(forInput: 1.2)

        XCTAssertEqual(y, 1.1, accuracy: 1e-12)
    }

    func testFlatEndTangentExtrapolatesToTheEndValue() {
        let function = CAMediaTimingFunction(name: .default)  // c2 = (0.25, 1): horizontal at x = 1

        let y = function.solve(forInput: 3)

        XCTAssertEqual(y, 1)
    }

    func testNaNInputReturnsZero() {
        let function = CAMediaTimingFunction(name: .easeIn)

        let y = function.solve(forInput: Double.nan)

        XCTAssertEqual(y, 0)
    }

    func testFloatOverloadAgreesWithDouble() {
        let function = CAMediaTimingFunction(name: .easeOut)

        let y: Float = function.solve(forInput: Float(0.3))

        XCTAssertEqual(Double(y), function.solve(forInput: Double(Float(0.3))), accuracy: 1e-7)
    }

    func testControlPointXOutsideUnitIntervalIsClampedAndReported() {
        let function = CAMediaTimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)

        let points = controlPoint(function, 1) + controlPoint(function, 2)

        XCTAssertEqual(points, [0, 0.2, 1, 0.8])
        XCTAssertEqual(reported.count, 2)
    }

    func testNonFiniteControlPointsAreReplacedWithLinearValuesAndReported() {
        let function = CAMediaTimingFunction(controlPoints: .nan, .infinity, 0.58, -.infinity)

        let points = controlPoint(function, 1) + controlPoint(function, 2)
        let outputs = stride(from: 0.0, through: 1.0, by: 0.1).map { function.solve(forInput: $0) }

        XCTAssertEqual(points, [0, 0, 0.58, 1])
        XCTAssertEqual(reported.count, 1)
        XCTAssertFalse(outputs.contains { !$0.isFinite })
    }

    func testControlPointEndpointsAreOriginAndOne() {
        let function = CAMediaTimingFunction(name: .easeIn)

        let ends = controlPoint(function, 0) + controlPoint(function, 3)

        XCTAssertEqual(ends, [0, 0, 1, 1])
    }

    func testOutOfRangeControlPointIndexWritesNothing() {
        let function = CAMediaTimingFunction(name: .easeIn)

        let values = controlPoint(function, 4) + controlPoint(function, -1)

        XCTAssertEqual(values, [-7, -7, -7, -7])
    }

    func testUnknownNameFallsBackToLinearAndIsReported() {
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))

        let y = function.solve(forInput: 0.3)

        XCTAssertEqual(y, 0.3)
        XCTAssertEqual(reported.count, 1)
    }

    func testFunctionsWithEqualControlPointsAreEqualAndHashAlike() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)

        let set: Set<CAMediaTimingFunction> = [named, custom]

        XCTAssertEqual(named, custom)
        XCTAssertEqual(set.count, 1)
        XCTAssertNotEqual(named, CAMediaTimingFunction(name: .easeIn))
    }

    func testDescriptionNamesPredefinedFunctions() {
        let function = CAMediaTimingFunction(name: .easeOut)

        let text = function.description

        XCTAssertEqual(text, "easeOut")
    }
}
