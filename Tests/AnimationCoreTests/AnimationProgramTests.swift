import XCTest
@testable import AnimationCore

/// Snapshots evaluate a layer's number/point animations through its flattened `AnimationProgram`;
/// these tests pin that it gives exactly (to the bit) what evaluating the entries one by one gives,
/// and that it follows the layer's animations as they change.
final class AnimationProgramTests: ClockedTestCase {
    /// The layer's scalars with its animations applied entry by entry (the path the program replaces).
    private func entryByEntry(_ layer: CALayer, at t: Double) -> (LayerScalars, Bool) {
        var g = layer.state.scalars
        for entry in layer.animationEntries where !entry.compiled.apply(to: &g, parentTime: t, entry: entry) {
            return (g, false)
        }
        return (g, true)
    }

    private func assertSameBits(_ a: LayerScalars, _ b: LayerScalars, _ message: String, file: StaticString = #filePath,
                                line: UInt = #line) {
        func bits(_ s: LayerScalars) -> [UInt64] {
            let t = s.transform
            return [s.position.x, s.position.y, s.bounds.origin.x, s.bounds.origin.y, s.bounds.width, s.bounds.height,
                    s.anchorPoint.x, s.anchorPoint.y, s.zPosition, s.cornerRadius, s.borderWidth, s.shadowRadius,
                    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
                    t.m41, t.m42, t.m43, t.m44].map { Double($0).bitPattern } + [UInt64(s.opacity.bitPattern)]
        }
        XCTAssertEqual(bits(a), bits(b), message, file: file, line: line)
    }

    /// Every from/to/by combination, springs, keyframe modes with and without key times and
    /// segment timing functions, additive and cumulative repeats, fill modes, speeds and offsets.
    private func variedAnimations(_ i: Int) -> [CAAnimation] {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        let fills: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
        let keys = ["position", "position.x", "opacity", "bounds.size.width", "transform.rotation.z",
                    "transform.translation.x", "zPosition", "anchorPoint", "transform.scale.y", "position.y"]
        let a = CABasicAnimation(keyPath: keys[i % keys.count])
        let isPoint = i % keys.count == 0 || i % keys.count == 7
        let values: [Any] = isPoint
            ? [CGPoint(x: 10, y: 20), CGPoint(x: 300, y: 200), CGPoint(x: 5, y: -7)]
            : [0.25, 0.8, 0.3]
        // Bit i%8 of the mask: from, to, by (all eight combinations, including none: the previous value).
        let mask = i % 8
        if mask & 1 != 0 { a.fromValue = values[0] }
        if mask & 2 != 0 { a.toValue = values[1] }
        if mask & 4 != 0 { a.byValue = values[2] }
        a.duration = 0.5 + Double(i % 7) * 0.3
        a.beginTime = Double(i % 9) * 0.1
        a.fillMode = fills[i % 4]
        a.autoreverses = i % 3 == 0
        a.repeatCount = i % 5 == 0 ? .infinity : Float(i % 4)
        a.speed = i % 8 == 3 ? 2 : 1
        a.timeOffset = i % 10 == 2 ? 0.3 : 0
        a.isAdditive = i % 9 == 4
        a.isCumulative = i % 6 == 2
        a.timingFunction = i % 7 == 6 ? CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)
            : CAMediaTimingFunction(name: names[i % 5])
        let s = CASpringAnimation(keyPath: ["transform.scale", "position.x", "opacity"][i % 3])
        s.fromValue = 0.3; s.toValue = 1.1
        if i % 5 == 2 { s.toValue = nil; s.byValue = 0.4 }
        s.damping = [5, 10, 20, 50][i % 4]; s.mass = [1, 2, 0.5][i % 3]; s.initialVelocity = [0, 3, -2][i % 3]
        s.duration = 2; s.repeatCount = i % 2 == 0 ? .infinity : 1
        s.fillMode = fills[(i + 1) % 4]; s.isAdditive = i % 7 == 3; s.isCumulative = i % 5 == 4
        let k = CAKeyframeAnimation(keyPath: ["opacity", "position", "transform.scale.x"][i % 3])
        k.values = i % 3 == 1 ? [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 50, y: 80)]
            : (i % 11 == 0 ? [0.5] : [0.2, 1.0, 0.5, 0.2, 0.9])
        let n = k.values!.count
        if i % 2 == 0, n > 1 { k.keyTimes = (0..<n).map { NSNumber(value: pow(Double($0) / Double(n - 1), 1.3)) } }
        k.calculationMode = [.linear, .discrete, .paced, .linear][i % 4]
        if i % 4 == 3, n > 1 {
            k.timingFunctions = (0..<(n - 1)).map { CAMediaTimingFunction(name: names[($0 + i) % 5]) }
        }
        k.duration = 1.1 + Double(i % 4) * 0.4; k.repeatCount = i % 3 == 1 ? 2.5 : .infinity
        k.autoreverses = i % 4 == 3; k.fillMode = fills[(i + 2) % 4]
        k.isAdditive = i % 8 == 6; k.isCumulative = i % 7 == 2
        return [a, s, k]
    }

    func testProgramMatchesEntryByEntryEvaluationToTheBit() {
        var checked = 0
        for i in 0..<48 {
            let layer = makeLayer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            if i % 5 == 1 {  // a model transform that is not the identity (without an implicit animation)
                CATransaction.begin(); CATransaction.setDisableActions(true)
                layer.transform = CATransform3DMakeScale(1.2, 0.8, 1)
                CATransaction.commit()
            }
            for (j, a) in variedAnimations(i).enumerated() { layer.add(a, forKey: "a\(j)") }
            guard let program = layer.animationProgram else {
                XCTFail("no program for set \(i)"); continue
            }
            for step in -3..<60 {
                let t = t0 + Double(step) / 13
                var g = layer.state.scalars
                let ok = program.apply(to: &g, at: t)
                let (expected, expectedOK) = entryByEntry(layer, at: t)
                XCTAssertEqual(ok, expectedOK, "set \(i) t=\(t)")
                if ok { assertSameBits(g, expected, "set \(i) t=\(t)"); checked += 1 }
            }
        }
        XCTAssertGreaterThan(checked, 2000)
    }

    /// The layer keeps whether its model transform is the identity (for transform-component
    /// steps); the answer must follow changes of the transform.
    func testModelTransformIdentityFollowsTheModel() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.5; scale.toValue = 1.5; scale.duration = 1
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.byValue = 1; turn.duration = 1
        layer.add(move, forKey: "move"); layer.add(scale, forKey: "scale"); layer.add(turn, forKey: "turn")
        let models = [CATransform3DIdentity, CATransform3DMakeScale(2, 2, 1), CATransform3DIdentity,
                      CATransform3DMakeRotation(0.3, 0, 0, 1), CATransform3DMakeTranslation(0, 0, 0)]
        for (i, model) in models.enumerated() {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            layer.transform = model
            CATransaction.commit()
            for t in [100.25, 100.5] {
                var g = layer.state.scalars
                XCTAssertEqual(layer.applyAnimationProgram(to: &g, at: t), true)
                let (expected, ok) = entryByEntry(layer, at: t)
                XCTAssertTrue(ok)
                assertSameBits(g, expected, "model \(i) t=\(t)")
            }
        }
    }

    /// A program whose steps write position, opacity and transform components only is evaluated
    /// for plain leaves in `LeafValues`; it must give what it gives in the whole scalars, also for
    /// components of a transform that is not the identity (which go through the track's key path).
    func testLeafValuesMatchTheScalars() {
        let keys = ["position", "transform.scale.x", "opacity", "transform.rotation.x", "transform.scale",
                    "transform.rotation.z",
                    "transform.translation.z", "transform.scale.y", "transform.rotation.y", "transform.translation.x"]
        let models = [CATransform3DIdentity, CATransform3DMakeScale(1.2, 0.8, 1),
                      CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.4, 1, 1, 0)]
        var checked = 0
        for i in 0..<30 {
            let layer = makeLayer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            CATransaction.begin(); CATransaction.setDisableActions(true)
            layer.transform = models[i % models.count]
            CATransaction.commit()
            for j in 0..<3 {
                let key = keys[(i + 3 * j) % keys.count]
                let a = CABasicAnimation(keyPath: key)
                a.fromValue = key == "position" ? CGPoint(x: 1, y: 2) as Any : 0.3
                a.byValue = key == "position" ? CGPoint(x: 40, y: -3) as Any : 0.9
                a.duration = 1 + Double(j) * 0.4; a.repeatCount = .infinity; a.autoreverses = j == 1
                a.isAdditive = (i + j) % 4 == 1
                layer.add(a, forKey: "a\(j)")
            }
            guard let program = layer.animationProgram, program.targetsDirectOnly else {
                XCTFail("set \(i) has no direct program"); continue
            }
            for step in 0..<20 {
                let t = t0 + Double(step) / 7
                var g = layer.state.scalars
                let model = g
                var v = LeafValues(position: model.position, opacity: model.opacity, transform: model.transform)
                let ok = program.apply(to: &g, at: t, modelTransformIsIdentity: model.transform.isIdentity)
                let leafOK = program.apply(to: &v, at: t, modelTransformIsIdentity: model.transform.isIdentity)
                XCTAssertEqual(ok, leafOK, "set \(i) t=\(t)")
                guard ok else { continue }
                var h = model
                h.position = v.position; h.opacity = v.opacity; h.transform = v.transform
                assertSameBits(h, g, "set \(i) t=\(t)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    func testProgramFollowsAddedAndRemovedAnimations() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(layer.animationProgram?.steps.count, 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.renderSnapshot(at: 100.5).root.opacity, 0.5, accuracy: 1e-12)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        layer.add(move, forKey: "move")
        XCTAssertEqual(layer.animationProgram?.steps.count, 2)
        // 25 − anchor 5
        XCTAssertEqual(Double(layer.renderSnapshot(at: 100.25).root.transform.m41), 20, accuracy: 1e-9)
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(layer.animationProgram?.steps.count, 1)
        XCTAssertEqual(layer.renderSnapshot(at: 100.5).root.opacity, 1)
    }

    func testGroupsAndTransitionsAreHandled() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CATransition()
        fade.duration = 1
        layer.add(fade, forKey: nil)
        XCTAssertEqual(layer.animationProgram?.steps.count, 0, "a transition writes no scalars")
        let group = CAAnimationGroup()
        let inner = CABasicAnimation(keyPath: "opacity")
        inner.fromValue = 1; inner.toValue = 0
        group.animations = [inner]; group.duration = 1
        layer.add(group, forKey: "group")
        XCTAssertNil(layer.animationProgram, "groups are evaluated entry by entry")
        XCTAssertEqual(layer.renderSnapshot(at: 100.25).root.opacity, 0.75, accuracy: 1e-12)
    }

    func testTimingKernelFloorMatchesRoundedDown() {
        let big = 4_503_599_627_370_496.0  // 2⁵²
        let values: [Double] = [0, -0.0, 0.5, 1, 1.0.nextDown, 1.0.nextUp, 2.5, 1e-320, .leastNonzeroMagnitude,
                                big.nextDown, big, big.nextUp, 1e300, -0.5, -1, -2.5, -1e300,
                                .infinity, -.infinity, .nan, 123_456.789, 0.999_999_999_999]
        for v in values {
            XCTAssertEqual(TimingKernel.floor(v).bitPattern, v.rounded(.down).bitPattern, "\(v)")
        }
        for i in 0..<10_000 {
            let v = Double(i) * 0.137 / 1.7
            XCTAssertEqual(TimingKernel.floor(v).bitPattern, v.rounded(.down).bitPattern, "\(v)")
        }
    }
}
