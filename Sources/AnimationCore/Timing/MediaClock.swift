import Foundation

/// Seconds, as Core Foundation's `CFTimeInterval` (Linux Foundation lacks the alias).
public typealias CFTimeInterval = Double

/// A source of media time in seconds.
public protocol MediaClock: AnyObject {
    /// The current media time in seconds; never decreases.
    var now: CFTimeInterval { get }
}

/// A clock that only moves when told to: what tests and headless export use.
public final class ManualClock: MediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval

    /// A clock standing at `time` seconds (0 when `time` is not finite).
    public init(time: CFTimeInterval = 0) { self.time = time.isFinite ? time : 0 }

    /// The time the clock was last set or advanced to.
    public var now: CFTimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    /// Moves the clock to `time`; a non-finite time is ignored with a diagnostic.
    public func set(_ newTime: CFTimeInterval) {
        guard newTime.isFinite else {
            CADiagnostics.report("ManualClock.set: ignored non-finite time")
            return
        }
        lock.lock()
        time = newTime
        lock.unlock()
    }

    /// Moves the clock forward by `seconds` (negative or non-finite steps are ignored).
    public func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            CADiagnostics.report("ManualClock.advance: ignored step \(seconds)")
            return
        }
        lock.lock()
        time += seconds
        lock.unlock()
    }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), counted from an arbitrary origin.
public final class MonotonicClock: MediaClock, @unchecked Sendable {
    /// The system clock; it needs no setup.
    public init() {}
    /// Seconds since an arbitrary origin (boot, on Linux); never decreases.
    public var now: CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }
}

/// Holds the clock that `CACurrentMediaTime()` reads.
public enum CAMediaClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _clock: MediaClock = MonotonicClock()
    nonisolated(unsafe) private static var _override: [CFTimeInterval] = []

    /// The clock in use; apps keep the monotonic default, tests install a `ManualClock`.
    public static var clock: MediaClock {
        get {
            lock.lock()
            defer { lock.unlock() }
            return _clock
        }
        set {
            lock.lock()
            _clock = newValue
            lock.unlock()
        }
    }

    /// Runs `body` with `CACurrentMediaTime()` reading `time`. Used while delivering
    /// animation callbacks so that work started in a completion block begins exactly
    /// when the finished animation ended, whatever the frame rate.
    static func withTime<T>(_ time: CFTimeInterval, _ body: () throws -> T) rethrows -> T {
        lock.lock()
        _override.append(time)
        lock.unlock()
        defer {
            lock.lock()
            _override.removeLast()
            lock.unlock()
        }
        return try body()
    }

    static var now: CFTimeInterval {
        lock.lock()
        if let t = _override.last {
            lock.unlock()
            return t
        }
        let c = _clock
        lock.unlock()
        return c.now
    }
}

/// The current media time in seconds, read from `CAMediaClock.clock`.
///
/// Differs from Apple's in one way: inside an animation delegate callback or
/// completion block it returns the time the animation actually started or ended,
/// so chained animations do not drift with the frame rate.
public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.now }
