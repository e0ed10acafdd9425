import XCTest
@testable import AnimationCore

final class CABasicAnimationTests: ClockedTestCase {
    private func animate(_ layer: CALayer, _ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil,
                         _ configure: (CABasicAnimation) -> Void = { _ in }) {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from; a.toValue = to; a.byValue = by
        a.duration = 1
        configure(a)
        layer.add(a, forKey: keyPath)
    }

    func testFromToByTable() {
        // (from, to, by) → value half-way, with the model position.x at 10.
        let cases: [(Any?, Any?, Any?, Double)] = [
            (0.0, 100.0, nil, 50),        // from → to
            (20.0, nil, 60.0, 50),        // from → from + by
            (nil, 100.0, 40.0, 80),       // to − by → to
            (30.0, nil, nil, 20),         // from → current (10)
            (nil, 50.0, nil, 30),         // current (10) → to
            (nil, nil, 30.0, 25),         // current → current + by
        ]
        for (from, to, by, expected) in cases {
            clock.set(t0)
            let layer = makeLayer()
            layer.position = CGPoint(x: 10, y: 0)
            animate(layer, "position.x", from: from, to: to, by: by)

            at(0.5)

            XCTAssertEqual(presented(layer, "position.x"), expected, accuracy: 1e-9,
                           "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))")
        }
    }

    func testNoValuesAnimatesFromThePreviousPresentationValue() {
        let layer = makeLayer()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        at(0)
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 1
        layer.add(a, forKey: "o")   // captures 0.2 as the previous value

        CATransaction.setDisableActions(true)
        layer.opacity = 1.0
        at(0.5)

        XCTAssertEqual(presented(layer, "opacity"), 0.6, accuracy: 1e-6)
    }

    func testBoxedValueSpellingsAllWork() {
        let spellings: [Any] = [CGPoint(x: 100, y: 40), NSValue(cgPoint: CGPoint(x: 100, y: 40))]
        for to in spellings {
            clock.set(t0)
            let layer = makeLayer()
            layer.position = .zero
            animate(layer, "position", from: NSValue(cgPoint: .zero), to: to)

            at(0.5)

            XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 50, y: 20))
        }
        for n in [Any](arrayLiteral: 1 as Int, 1.0 as Double, Float(1), CGFloat(1), NSNumber(value: 1)) {
            clock.set(t0)
            let layer = makeLayer()
            animate(layer, "opacity", from: 0, to: n)
            at(0.5)
            XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
        }
    }

    func testTransformRotationComponentInterpolatesByAngleBeyondPi() {
        let layer = makeLayer()
        animate(layer, "transform.rotation.z", from: 0, to: -2 * Double.pi)

        at(0.25)

        let t = layer.presentation()!.transform
        // −90°: the x axis turns towards −y (counter-clockwise on screen).
        XCTAssertEqual(t.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(t.m12, -1, accuracy: 1e-9)
        XCTAssertEqual(presented(layer, "transform.rotation.z"), -Double.pi / 2, accuracy: 1e-9)
    }

    func testWholeTransformInterpolatesDecomposed() {
        let layer = makeLayer()
        animate(layer, "transform", from: NSValue(caTransform3D: CATransform3DIdentity),
                to: NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))

        at(0.5)

        let t = layer.presentation()!.transform
        XCTAssertEqual(t.m11, cos(.pi / 4), accuracy: 1e-9, "a rotation, not a shrinking blend of matrices")
        XCTAssertEqual(t.m12, sin(.pi / 4), accuracy: 1e-9)
    }

    func testAdditiveAddsToTheModelValue() {
        let layer = makeLayer()
        layer.position = CGPoint(x: 100, y: 100)
        animate(layer, "position.x", from: -20, to: 20) { $0.isAdditive = true }

        at(0.25)

        XCTAssertEqual(presented(layer, "position.x"), 90, accuracy: 1e-9)
    }

    func testCumulativeRepeatsContinueFromTheLastEnd() {
        let layer = makeLayer()
        animate(layer, "transform.rotation.z", from: 0, to: Double.pi) { $0.isCumulative = true; $0.repeatCount = 3 }

        at(2.5)

        XCTAssertEqual(presented(layer, "transform.rotation.z"), Double.pi / 2, accuracy: 1e-6,
                       "2.5 half-turns = 2.5π ≡ π/2")
    }

    func testColorsInterpolateInPremultipliedSpace() {
        let layer = makeLayer()
        animate(layer, "backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                to: CGColor(red: 0, green: 0, blue: 1, alpha: 0))

        at(0.5)

        let c = layer.presentation()!.backgroundColor!
        XCTAssertEqual(c.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c.red, 1, accuracy: 1e-9, "a transparent end colour does not pull the hue")
        XCTAssertEqual(c.blue, 0, accuracy: 1e-9)
    }

    func testUnknownKeyPathAndWrongValueTypeAreIgnoredWithDiagnostics() {
        let layer = makeLayer()
        layer.opacity = 0.4
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        animate(layer, "wobble", from: 0, to: 1)
        animate(layer, "transform.scale", from: 1, to: NSValue(caTransform3D: CATransform3DIdentity))
        animate(layer, "opacity", from: 0.0, to: Double.nan)
        at(0.5)

        XCTAssertTrue(messages.contains { $0.contains("wobble") })
        XCTAssertTrue(messages.contains { $0.contains("transform.scale") })
        XCTAssertEqual(presented(layer, "opacity"), 0.2, accuracy: 1e-6, "NaN toValue is dropped: 0 → current")
        XCTAssertNil(layer.animation(forKey: "wobble"))
    }

    func testAddCopiesSoOneObjectCanBeReused() {
        let layer = makeLayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 1
        a.fromValue = 0; a.toValue = 1
        layer.add(a, forKey: "one")
        a.toValue = 0.5
        layer.add(a, forKey: "two")

        XCTAssertEqual(layer.animation(forKey: "one").flatMap { ($0 as? CABasicAnimation)?.toValue as? Int }, 1)
        XCTAssertFalse(layer.animation(forKey: "one") === a)
        XCTAssertEqual(layer.animationKeys(), ["one", "two"])
    }

    func testZeroDurationTakesTheTransactionDuration() {
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        animate(layer, "opacity", from: 0, to: 1) { $0.duration = 0 }
        CATransaction.commit()

        at(1)

        XCTAssertEqual(presented(layer, "opacity"), 0.5, accuracy: 1e-6)
    }

    func testSpringFollowsTheDampedOscillator() {
        let layer = makeLayer()
        layer.position = .zero
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 100
        s.mass = 1; s.stiffness = 100; s.damping = 5
        s.duration = s.settlingDuration
        layer.add(s, forKey: "spring")
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)

        for t in [0.1, 0.3, 0.6, 1.2] {
            at(t)
            XCTAssertEqual(presented(layer, "position.x"), 100 * solver.value(at: t), accuracy: 1e-6)
        }
        XCTAssertEqual(s.settlingDuration, 2.85, accuracy: 0.05)
    }

    func testSpringWithInvalidParametersUsesDefaults() {
        let s = CASpringAnimation(keyPath: "opacity")
        s.mass = -1; s.damping = .nan

        XCTAssertTrue(s.settlingDuration.isFinite)
        XCTAssertGreaterThan(s.settlingDuration, 0)
    }

    func testValueFunctionTurnsScalarsIntoTransforms() {
        let layer = makeLayer()
        let a = CABasicAnimation(keyPath: "transform")
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.fromValue = 0; a.toValue = Double.pi
        a.duration = 1
        layer.add(a, forKey: nil)

        at(0.5)

        XCTAssertEqual(layer.presentation()!.transform.m12, 1, accuracy: 1e-9)
    }
}
