import AnimationUIKit
import TestSupport
import XCTest

/// The base of the porting tests: a manual clock (`at(_:)` moves it and turns the run loop)
/// and readers of presented values, so each test states what iOS would show at a given time.
class PortingTestCase: ManualClockTestCase {
    /// A window-sized root view whose layer is committed, as an app's window would be.
    func makeRoot(width: CGFloat = 400, height: CGFloat = 800) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        CARunLoop.tick()
        return root
    }

    /// The presented value at `keyPath` as a number (NaN when it is not one).
    func number(_ layer: CALayer, _ keyPath: String) -> CGFloat {
        let value = (layer.presentation() ?? layer).value(forKeyPath: keyPath)
        if let x = value as? CGFloat { return x }
        if let x = value as? Double { return CGFloat(x) }
        if let x = value as? Float { return CGFloat(x) }
        if let x = value as? NSNumber { return CGFloat(x.doubleValue) }
        return .nan
    }

    /// The presented position of a layer.
    func position(_ layer: CALayer) -> CGPoint { (layer.presentation() ?? layer).position }

    /// The presented opacity of a layer.
    func opacity(_ layer: CALayer) -> CGFloat { CGFloat((layer.presentation() ?? layer).opacity) }

    /// The presented transform of a layer.
    func transform(_ layer: CALayer) -> CATransform3D { (layer.presentation() ?? layer).transform }
}

/// Stands in for an app's asset catalogue: every name is a 4×4 white square.
final class WhiteSquareImages: ImageLoading {
    func loadImage(named name: String) -> CGImage? {
        CGImage(width: 4, height: 4, pixels: Array(repeating: 0xFFFF_FFFF, count: 16), name: name)
    }
}

/// The fraction of the way a damped spring (mass 1 unless given) has come at time `t`, from
/// rest: the closed-form solution of the damped oscillator iOS's springs follow.
func springProgress(mass: Double = 1, stiffness: Double, damping: Double, at t: Double) -> Double {
    let w0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }
    return 1 - exp(-w0 * t) * (1 + w0 * t)
}

/// The particles an emitter node shows in a snapshot.
func particleCount(_ node: RenderNode) -> Int {
    node.particles.reduce(0) { $0 + $1.particles.count } + node.sublayers.reduce(0) { $0 + particleCount($1) }
}

/// Every particle position in a snapshot node and its sublayers.
func particlePositions(_ node: RenderNode) -> [CGPoint] {
    node.particles.flatMap { $0.particles.map(\.position) } + node.sublayers.flatMap(particlePositions)
}
