import AnimationCore
import Foundation
import XCTest

/// A test case on a manual clock: `t0` is the media time when each test begins, and time only
/// moves through `at(_:)` (or the subclass's own helpers), which also turns the run loop once.
/// Shared by the Gallery and Playground tests; AnimationCore's tests have their own base, which
/// also resets the core's internal transaction stack.
open class ManualClockTestCase: XCTestCase {
    public let t0: CFTimeInterval = 100
    public var clock: ManualClock!
    private var savedClock: MediaClock?

    open override func setUp() {
        super.setUp()
        savedClock = CAMediaClock.clock
        clock = ManualClock(time: t0)
        CAMediaClock.clock = clock
        CARunLoop.tick()
    }

    open override func tearDown() {
        CARunLoop.tick()
        if let savedClock { CAMediaClock.clock = savedClock }
        super.tearDown()
    }

    /// Moves the clock to `t0 + seconds` and turns the run loop (delivering due callbacks).
    public func at(_ seconds: CFTimeInterval) {
        clock.set(t0 + seconds)
        CARunLoop.tick()
    }
}
