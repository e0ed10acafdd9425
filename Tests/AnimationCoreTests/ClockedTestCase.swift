import XCTest
@testable import AnimationCore
import TestSupport

/// The core's tests on the shared manual clock (`ManualClockTestCase`: each test starts at
/// 100 s, `at(_:)` moves the clock and turns the run loop), which also drop any transaction a
/// failed test left open (the transaction stack is internal to the core).
class ClockedTestCase: ManualClockTestCase {
    /// 100 s, the shared default, stated here because the core's tests write media times as
    /// literals (`renderSnapshot(at: 100.5)` is half a second in).
    override class var startTime: CFTimeInterval { 100 }

    override func setUp() {
        CATransaction.stack.removeAll()
        CADiagnostics.reset()
        super.setUp()
    }

    override func tearDown() {
        super.tearDown()
        CATransaction.stack.removeAll()
    }

    /// A committed layer with the given frame, ready for implicit animations.
    func makeLayer<L: CALayer>(_ type: L.Type = CALayer.self,
                               frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> L {
        let l = L.layer()
        l.frame = frame
        CARunLoop.tick()
        return l
    }

    /// The presentation value at `keyPath` as a Double.
    func presented(_ layer: CALayer, _ keyPath: String) -> Double {
        let v = layer.presentation()!.value(forKeyPath: keyPath)
        if let c = v as? CGFloat { return Double(c) }
        if let n = v as? NSNumber { return n.doubleValue }
        XCTFail("\(keyPath) is not a number: \(String(describing: v))")
        return .nan
    }
}

/// Records delegate callbacks with the media time they arrived at.
final class RecordingDelegate: CAAnimationDelegate {
    var events: [String] = []
    var times: [Double] = []
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start"); times.append(CACurrentMediaTime())
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag))"); times.append(CACurrentMediaTime())
    }
}
