import AnimationCore
import Foundation
import XCTest

/// The difference between two angles, in −π…π (a rotation read back from a transform is
/// only known modulo a full turn).
func angleDifference(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
    if d > .pi { d -= 2 * .pi }
    if d < -.pi { d += 2 * .pi }
    return d
}
