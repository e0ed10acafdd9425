import XCTest
@testable import AnimationCore

/// A test case whose media clock is a `ManualClock` starting at 100 s, with helpers to move it
/// and run the run loop. Starting away from 0 catches code that confuses absolute and relative times.
class ClockedTestCase: XCTestCase {
    var clock: ManualClock!
    private var savedClock: MediaClock!

    override func setUp() {
        super.setUp()
        savedClock = CAMediaClock.clock
        clock = ManualClock(time: 100)
        CAMediaClock.clock = clock
        CATransaction.stack.removeAll()
        CADiagnostics.reset()
    }

    override func tearDown() {
        CARunLoop.tick()
        CATransaction.stack.removeAll()
        CAMediaClock.clock = savedClock
        super.tearDown()
    }

    /// Moves the clock to `100 + seconds` and runs the run loop once.
    func at(_ seconds: Double) {
        clock.set(100 + seconds)
        CARunLoop.tick()
    }

    /// A committed layer with the given frame, ready for implicit animations.
    func makeLayer<L: CALayer>(_ type: L.Type = CALayer.self, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> L {
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
