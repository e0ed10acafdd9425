import AnimationCore
import TestSupport
import Foundation
@testable import PlaygroundKit
import XCTest

/// `SpringEditor`: damping ratio and response against mass, stiffness and damping, the response
/// curve, and springs handed to animations.
final class SpringEditorTests: XCTestCase {
    func testApplesDefaultSpringInRatioAndResponse() {
        let editor = SpringEditor()

        XCTAssertEqual(editor.dampingRatio, 0.5, accuracy: 1e-12, "c / 2√(km) = 10 / 20")
        XCTAssertEqual(editor.response, 2 * .pi / 10, accuracy: 1e-12)
    }

    func testRatioAndResponseSetThePhysicsAndReadBack() {
        var editor = SpringEditor()

        editor.set(dampingRatio: 0.8, response: 0.4)

        XCTAssertEqual(editor.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertEqual(editor.response, 0.4, accuracy: 1e-12)
        XCTAssertEqual(editor.spring.mass, 1)
        XCTAssertEqual(editor.spring.stiffness, pow(2 * .pi / 0.4, 2), accuracy: 1e-9)
    }

    func testRefusesValuesSpringsDoNotAllow() {
        var editor = SpringEditor()
        let before = editor

        let messages = diagnostics {
            editor.set(dampingRatio: -1, response: 0.5)
            editor.set(dampingRatio: 0.5, response: 0)
            editor.set(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0)
            editor.set(mass: 1, stiffness: 100, damping: .nan, initialVelocity: 0)
        }

        XCTAssertEqual(editor, before)
        XCTAssertEqual(messages.count, 4)
    }

    func testResponseCurveStartsAtRestAndSettlesOnTheTarget() {
        var editor = SpringEditor()
        editor.set(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)

        let curve = editor.responseCurve(count: 200)

        XCTAssertEqual(curve.first?.value ?? 1, 0, accuracy: 1e-12)
        XCTAssertEqual(curve.last?.time ?? 0, editor.settlingDuration, accuracy: 1e-12)
        XCTAssertEqual(curve.last?.value ?? 0, 1, accuracy: SpringSolver.settlingThreshold)
        XCTAssertEqual(curve.map(\.value).max() ?? 0, 1.44, accuracy: 0.01,
                       "damping ratio 0.25 overshoots by e^(−ζπ/√(1−ζ²)) ≈ 0.44")
    }

    func testAppliedAnimationHasTheNewPhysicsAndLeavesTheOriginalAlone() {
        var editor = SpringEditor()
        editor.set(dampingRatio: 1, response: 0.5)
        let original = CASpringAnimation(keyPath: "position.x")

        let tuned = editor.applied(to: original)

        XCTAssertEqual(Double(tuned.stiffness), editor.spring.stiffness, accuracy: 1e-6)
        XCTAssertEqual(Double(tuned.damping), editor.spring.damping, accuracy: 1e-6)
        XCTAssertEqual(tuned.duration, tuned.settlingDuration)
        XCTAssertEqual(tuned.keyPath, "position.x")
        XCTAssertEqual(original.stiffness, 100)
    }
}
