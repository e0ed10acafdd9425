import XCTest
@testable import AnimationCore

private func assertTransform(_ a: CATransform3D?, _ b: CATransform3D, accuracy: CGFloat = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("no transform", file: file, line: line) }
    for (x, y) in zip(a.entries, b.entries) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}

private func concat(_ ts: CATransform3D...) -> CATransform3D {
    ts.dropFirst().reduce(ts[0]) { CATransform3DConcat($0, $1) }
}

private func perspective(_ m34: CGFloat) -> CATransform3D {
    var p = CATransform3DIdentity
    p.m34 = m34
    return p
}

final class TransformDecompositionTests: XCTestCase {
    func testIdentityDecomposesToDefaults() {
        let d = CATransform3DIdentity.decomposed()

        XCTAssertEqual(d, TransformDecomposition())
    }

    func testScaleRotationAndTranslationAreRecovered() {
        let t = concat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(0.5, 0, 0, 1),
                       CATransform3DMakeTranslation(10, 20, 30))

        let d = t.decomposed()!

        XCTAssertEqual([d.translationX, d.translationY, d.translationZ], [10, 20, 30])
        XCTAssertEqual(d.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(d.scaleY, 3, accuracy: 1e-12)
        XCTAssertEqual(d.scaleZ, 4, accuracy: 1e-12)
        XCTAssertEqual(d.quaternionZ, sin(0.25), accuracy: 1e-12)
        XCTAssertEqual(d.quaternionW, cos(0.25), accuracy: 1e-12)
    }

    func testGeneralTransformRoundTrips() {
        var skew = CATransform3DIdentity
        skew.m21 = 0.3; skew.m31 = -0.2; skew.m32 = 0.45
        var p = perspective(-1.0 / 700)
        p.m14 = 0.001
        let t = concat(CATransform3DMakeScale(1.5, -0.7, 2.2), skew, CATransform3DMakeRotation(2.1, 0.3, -1, 0.6),
                       CATransform3DMakeTranslation(-40, 12, 90), p)

        let back = CATransform3D(t.decomposed()!)

        assertTransform(back, t, accuracy: 1e-9)
    }

    func testTranslateThenPerspectiveKeepsUnitScale() {
        let t = concat(CATransform3DMakeTranslation(0, 0, 100), perspective(-1.0 / 500))

        let d = t.decomposed()!

        XCTAssertEqual([d.scaleX, d.scaleY, d.scaleZ], [1, 1, 1])
        XCTAssertEqual(d.translationZ, 100)
        XCTAssertEqual(d.perspectiveZ, -1.0 / 500, accuracy: 1e-15)
        assertTransform(CATransform3D(d), t)
    }

    func testMirrorDecomposesToOneNegativeScaleAndNoRotation() {
        let d = CATransform3DMakeScale(-1, 1, 1).decomposed()!

        XCTAssertEqual([d.scaleX, d.scaleY, d.scaleZ], [-1, 1, 1])
        XCTAssertEqual(d.quaternionW, 1)
    }

    func testHalfTurnAboutDiagonalAxisKeepsAxisSigns() {
        let t = CATransform3DMakeRotation(.pi, 1, -1, 0)

        let d = t.decomposed()!

        XCTAssertEqual(d.quaternionX, 0.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(d.quaternionY, -0.5.squareRoot(), accuracy: 1e-12)
        assertTransform(CATransform3D(d), t)
    }

    func testZeroScaleHasNoDecomposition() {
        XCTAssertNil(CATransform3DMakeScale(0, 1, 1).decomposed())
    }

    func testNonFiniteTransformHasNoDecomposition() {
        var t = CATransform3DIdentity
        t.m22 = .nan

        XCTAssertNil(t.decomposed())
        XCTAssertNil(t.component("scale.x"))
        XCTAssertNil(t.settingComponent("rotation.z", to: 1))
    }

    func testRecomposeNormalisesTheQuaternion() {
        var d = TransformDecomposition()
        (d.quaternionZ, d.quaternionW) = (3, 3)

        let t = CATransform3D(d)

        assertTransform(t, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
    }

    func testInterpolatingHalfwayToQuarterTurnGivesEighthTurn() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        let mid = CATransform3D.interpolate(CATransform3DIdentity, quarter, fraction: 0.5)

        assertTransform(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
    }

    func testInterpolatingRotationTakesTheShorterWay() {
        let threeQuarters = CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1)

        let mid = CATransform3D.interpolate(CATransform3DIdentity, threeQuarters, fraction: 0.5)

        assertTransform(mid, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1))
    }

    func testInterpolatingLerpsScaleAndTranslation() {
        let b = concat(CATransform3DMakeScale(3, 5, 1), CATransform3DMakeTranslation(10, -20, 0))

        let mid = CATransform3D.interpolate(CATransform3DIdentity, b, fraction: 0.5)

        assertTransform(mid, concat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, -10, 0)))
    }

    func testInterpolatingReturnsEndpointsExactly() {
        let a = CATransform3DMakeRotation(0.3, 1, 2, 3)
        let b = concat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(1, 2, 3))

        XCTAssertEqual(CATransform3D.interpolate(a, b, fraction: 0), a)
        XCTAssertEqual(CATransform3D.interpolate(a, b, fraction: 1), b)
    }

    func testInterpolatingSingularTransformFallsBackToEntrywiseLerp() {
        let collapsed = CATransform3DMakeScale(0, 1, 1)

        let mid = CATransform3D.interpolate(CATransform3DIdentity, collapsed, fraction: 0.25)

        assertTransform(mid, CATransform3DMakeScale(0.75, 1, 1))
    }

    func testRotationZComponentReadsTheAngle() {
        let t = concat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(2.5, 0, 0, 1))

        XCTAssertEqual(t.component("rotation.z")!, 2.5, accuracy: 1e-12)
        XCTAssertEqual(t.component("rotation")!, 2.5, accuracy: 1e-12)
    }

    func testRotationXAndYComponentsReadEulerAngles() {
        let t = concat(CATransform3DMakeRotation(0.3, 1, 0, 0), CATransform3DMakeRotation(-0.4, 0, 1, 0),
                       CATransform3DMakeRotation(1.1, 0, 0, 1))

        XCTAssertEqual(t.component("rotation.x")!, 0.3, accuracy: 1e-12)
        XCTAssertEqual(t.component("rotation.y")!, -0.4, accuracy: 1e-12)
        XCTAssertEqual(t.component("rotation.z")!, 1.1, accuracy: 1e-12)
    }

    func testScaleComponentIsTheMeanOfTheThreeScales() {
        let t = CATransform3DMakeScale(1, 2, 6)

        XCTAssertEqual(t.component("scale"), 3)
        XCTAssertEqual(t.component("scale.y"), 2)
    }

    func testTranslationComponentsReadTheOffsets() {
        let t = concat(CATransform3DMakeRotation(1, 0, 0, 1), CATransform3DMakeTranslation(7, 8, 9))

        XCTAssertEqual(t.component("translation.x"), 7)
        XCTAssertEqual(t.component("translation.z"), 9)
        XCTAssertEqual(t.translationComponent, CGSize(width: 7, height: 8))
    }

    func testUnknownComponentNameIsNil() {
        XCTAssertNil(CATransform3DIdentity.component("rotation.w"))
        XCTAssertNil(CATransform3DIdentity.settingComponent("translation", to: 1))
    }

    func testComponentsOfZeroScaleTransformStillAnswer() {
        let t = CATransform3DMakeScale(0, 1, 1)

        XCTAssertEqual(t.component("scale.x"), 0)
        XCTAssertEqual(t.component("scale.y"), 1)
        XCTAssertEqual(t.component("rotation.z"), 0)
    }

    func testSettingRotationZOnIdentityIsExactlyMakeRotation() {
        for angle: CGFloat in [0.7, -2, 4, 10, -7.5] {
            let t = CATransform3DIdentity.settingComponent("rotation.z", to: angle)

            XCTAssertEqual(t, CATransform3DMakeRotation(angle, 0, 0, 1))
        }
    }

    func testSettingRotationZKeepsScaleAndTranslation() {
        let t = concat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))

        let rotated = t.settingComponent("rotation.z", to: 0.8)

        assertTransform(rotated, concat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.8, 0, 0, 1),
                                        CATransform3DMakeTranslation(10, 20, 0)))
    }

    func testPlanarFastPathAgreesWithTheGeneralUnmatrix() {
        var checked = 0
        for angle: CGFloat in [0, 0.3, -1.2, 2.9, 7] {
            for (sx, sy, sz): (CGFloat, CGFloat, CGFloat) in [(1, 1, 1), (0.5, 1.5, 1), (3, 0.25, 2)] {
                let t = concat(CATransform3DMakeScale(sx, sy, sz), CATransform3DMakeRotation(angle, 0, 0, 1),
                               CATransform3DMakeTranslation(12, -7, 3))
                for (name, value): (String, CGFloat) in [("rotation.z", 1.1), ("rotation", -4), ("scale", 1.7),
                                                         ("scale.x", 0.2),
                                                         ("scale.y", 2), ("scale.z", 0.5), ("scale", 0),
                                                         ("scale.x", -1),
                                                         ("translation.x", 4), ("translation.z", -2)] {
                    let fast = t.settingPlanarComponent(ResolvedKeyPath.TransformComponent(rawValue: name)!, to: value)
                    XCTAssertNotNil(fast, "\(name) on a planar transform takes the fast path")
                    assertTransform(fast, t.settingComponentByUnmatrix(name, to: value)!, accuracy: 1e-12)
                    checked += 1
                }
                for name in ["rotation.x", "rotation.y", "rotation.z", "rotation", "scale.x", "scale.y", "scale.z",
                             "scale",
                             "translation.x", "translation.y", "translation.z"] {
                    let fast = t.planarComponent(ResolvedKeyPath.TransformComponent(rawValue: name)!)
                    XCTAssertNotNil(fast, "\(name) of a planar transform takes the fast path")
                    XCTAssertEqual(fast ?? .nan, t.componentByUnmatrix(name)!, accuracy: 1e-12, name)
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 315)
    }

    func testPlanarFastPathLeavesOtherTransformsToTheUnmatrix() {
        let skewed: CATransform3D = { var t = CATransform3DIdentity; t.m21 = 0.4; return t }()
        let mirrored = CATransform3DMakeScale(-1, 1, 1)
        let tilted = CATransform3DMakeRotation(0.4, 1, 0, 0)
        for t in [skewed, mirrored, tilted, perspective(-1 / 500), CATransform3DMakeScale(0, 1, 1)] {
            XCTAssertNil(t.settingPlanarComponent(.scale, to: 2))
            XCTAssertNil(t.planarComponent(.scale))
        }
        XCTAssertNil(CATransform3DIdentity.settingPlanarComponent(.rotationX, to: 1))
        XCTAssertNil(CATransform3DIdentity.settingComponent("bogus", to: 1))
        // Through the public entry point these still get the general answer.
        assertTransform(skewed.settingComponent("scale", to: 2), skewed.settingComponentByUnmatrix("scale", to: 2)!)
    }

    func testSettingRotationOnZeroScaleTransformKeepsTheZeroScale() {
        let t = CATransform3DMakeScale(0, 1, 1)

        let rotated = t.settingComponent("rotation.z", to: 0.5)

        assertTransform(rotated, concat(CATransform3DMakeScale(0, 1, 1), CATransform3DMakeRotation(0.5, 0, 0, 1)))
    }

    func testSettingRotationXKeepsRotationZ() {
        let t = CATransform3DMakeRotation(0.6, 0, 0, 1)

        let tilted = t.settingComponent("rotation.x", to: 0.2)

        assertTransform(tilted,
                        concat(CATransform3DMakeRotation(0.2, 1, 0, 0), CATransform3DMakeRotation(0.6, 0, 0, 1)))
    }

    func testSettingScaleSetsAllThreeAndKeepsRotation() {
        let t = CATransform3DMakeRotation(0.5, 0, 0, 1)

        let scaled = t.settingComponent("scale", to: 2)

        assertTransform(scaled, concat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(0.5, 0, 0, 1)))
    }

    func testSettingTranslationXWithoutPerspectiveWritesM41() {
        let t = CATransform3DMakeRotation(0.5, 1, 1, 0)

        let moved = t.settingComponent("translation.x", to: 12.5)!

        var expected = t
        expected.m41 = 12.5
        XCTAssertEqual(moved, expected)
    }

    func testSettingTranslationKeepsPerspective() {
        let t = concat(CATransform3DMakeTranslation(0, 0, 50), perspective(-1.0 / 500))

        let moved = t.settingTranslation(CGSize(width: 30, height: -4))

        assertTransform(moved, concat(CATransform3DMakeTranslation(30, -4, 50), perspective(-1.0 / 500)))
        XCTAssertEqual(moved.translationComponent, CGSize(width: 30, height: -4))
    }
}
