import AnimationCore
import Foundation
import XCTest

/// The tests' one manual-clock base: the media clock is a `ManualClock` that reads `t0` when
/// each test begins, and time moves only when the test moves it — `at(_:)` sets the clock and
/// turns the run loop once, `setTime(_:)` only sets it (events then bring their own time).
///
/// Every test starts at **100 s** (`startTime`). Starting away from 0 catches code that confuses
/// absolute media times with times relative to an animation's begin time. A test class that
/// needs another start overrides `startTime` and says why in its doc comment; tests of late
/// clocks (a year of uptime) set their own clock instead, and say so.
///
/// `setUp` turns the run loop once at `t0` (work left by an earlier test runs then, not inside
/// this one); `tearDown` turns it once more and puts the previous clock back.
open class ManualClockTestCase: XCTestCase {
    /// The media time every test of the class begins at: 100 s unless the class says otherwise.
    open class var startTime: CFTimeInterval { 100 }

    /// The media time this test began at (`startTime`); `at(s)` moves the clock to `t0 + s`.
    public var t0: CFTimeInterval { type(of: self).startTime }
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

    /// Moves the clock to `t0 + seconds` without turning the run loop.
    public func setTime(_ seconds: CFTimeInterval) {
        clock.set(t0 + seconds)
    }
}
