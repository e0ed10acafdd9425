import AnimationCore
import Foundation
import XCTest

/// The messages `CADiagnostics` reports while `body` runs.
func diagnostics(during body: () -> Void) -> [String] {
    let saved = CADiagnostics.handler
    CADiagnostics.reset()
    var messages: [String] = []
    CADiagnostics.handler = { messages.append($0) }
    body()
    CADiagnostics.handler = saved
    CADiagnostics.reset()
    return messages
}

/// The difference between two angles, in −π…π (a rotation read back from a transform is
/// only known modulo a full turn).
func angleDifference(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
    if d > .pi { d -= 2 * .pi }
    if d < -.pi { d += 2 * .pi }
    return d
}
