import AnimationCore
import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

extension GalleryTestCase {
    /// Ticks the run loop every `step` seconds from the clock's time up to scene time `t`
    /// (chained completions and delays then start within one step of when they are due).
    func run(to t: Double, step: Double = 0.01) {
        var now = clock.now - t0
        while now + step < t - 1e-9 {
            now += step
            at(now)
        }
        at(t)
    }

    /// A click on `view`'s centre through `window`: pressed at `t`, released at `t + 0.05`.
    func click(_ view: UIView, in window: UIWindow, at t: Double) {
        let point = view.superview?.convert(view.center, to: window) ?? view.center
        run(to: t)
        window.sendPointer(.began, at: point)
        run(to: t + 0.05)
        window.sendPointer(.ended, at: point)
        at(t + 0.05)
    }

    /// The presented value of `keyPath` on `layer`, as a Double.
    func shownNumber(_ layer: CALayer, _ keyPath: String) -> Double {
        Double(shown(layer).value(forKeyPath: keyPath) as? CGFloat ?? .nan)
    }

    /// The red, green and blue of a colour.
    func rgb(_ color: CGColor?) -> [Double] {
        guard let c = color?.components, c.count >= 3 else { return [] }
        return c.prefix(3).map { Double($0) }
    }
}
