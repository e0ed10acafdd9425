import AnimationCore
import TestSupport
import Foundation
@testable import PlaygroundKit
import XCTest

/// `SwiftSnippet`: "Copy as Swift" lines, and timing-function lines read back.
final class SwiftSnippetTests: XCTestCase {
    func testTimingFunctionLineUsesShortDecimals() {
        let line = SwiftSnippet.line(for: CAMediaTimingFunction(controlPoints: 0.45, 0, 0.25, 1.2))

        XCTAssertEqual(line, "CAMediaTimingFunction(controlPoints: 0.45, 0, 0.25, 1.2)")
    }

    func testLineParsesBackToTheSameCurve() {
        var editor = CurveEditor(CAMediaTimingFunction(name: .easeOut),
                                 frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        editor.drag(1, to: CGPoint(x: 37, y: 12))
        editor.drag(2, to: CGPoint(x: 141, y: 151))
        let curves = [editor.timingFunction, CAMediaTimingFunction(name: .default),
                      CAMediaTimingFunction(controlPoints: 0.1, -0.4, 0.33, 1.45)]

        for curve in curves {
            let line = SwiftSnippet.line(for: curve)
            XCTAssertEqual(SwiftSnippet.timingFunction(parsing: line), curve, line)
        }
    }

    func testParsesNamedCurvesAndLooseSpacing() {
        XCTAssertEqual(SwiftSnippet.timingFunction(parsing: "CAMediaTimingFunction(name: .easeIn)"),
                       CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(SwiftSnippet.timingFunction(parsing: "  CAMediaTimingFunction(controlPoints:0.2,0.1 ,0.3, 1)\n"),
                       CAMediaTimingFunction(controlPoints: 0.2, 0.1, 0.3, 1))
    }

    func testMalformedLinesAreRefusedWithADiagnostic() {
        var results: [CAMediaTimingFunction?] = []
        let messages = diagnostics {
            results = ["CAMediaTimingFunction(controlPoints: 0.2, 0.1, 0.3)",
                       "CAMediaTimingFunction(name: .bouncy)",
                       "CAMediaTimingFunction(controlPoints: 0.2, x, 0.3, 1)",
                       "UIView.animate(withDuration: 1)"].map(SwiftSnippet.timingFunction(parsing:))
        }

        XCTAssertEqual(results.compactMap { $0 }.count, 0)
        XCTAssertEqual(messages.count, 4)
    }

    func testSpringLinesSetCASpringAnimationsProperties() {
        let lines = SwiftSnippet.lines(for: SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0))

        XCTAssertEqual(Array(lines.prefix(5)), ["spring.mass = 1", "spring.stiffness = 100", "spring.damping = 5",
                                                "spring.initialVelocity = 0",
                                                "spring.duration = spring.settlingDuration"])
        XCTAssertTrue(lines[5].hasPrefix("// settlingDuration ≈ 2.85"), lines[5])
    }
}
