import Foundation

/// What `CARunLoop.tick()` does for the main queue and the main run loop, so that iOS code's
/// `DispatchQueue.main.async`, `DispatchQueue.main.asyncAfter` and `Timer`s fire inside the app
/// (whose frame loop calls `tick()`), in headless export and in tests.
///
/// Each tick, on the main thread, first:
/// 1. fires the blocks given to `DispatchQueue.main.asyncAfter(deadline:execute:)` whose time
///    has come, in **media time**: the delay (the deadline minus `DispatchTime.now()` when it was
///    called, rounded to 0.1 ms) is counted from `CACurrentMediaTime()` at that moment. Each block runs with
///    `CACurrentMediaTime()` reading its own due time, earliest first. Under a `ManualClock`
///    they are driven by the clock: `asyncAfter(deadline: .now() + 0.5)` fires at the first
///    tick at or after 0.5 s of media time, however little real time has passed.
/// 2. turns the main run loop (`RunLoop.main`) without waiting until every block already on the
///    main queue (`DispatchQueue.main.async`, and work items) has run, and with them every
///    `Timer` whose fire date has passed. These keep **wall-clock** time, as Foundation keeps it:
///    a `Timer` fires at the first tick after its fire date in real time, whatever the media
///    clock says, so under a manual clock only timers that are already due (an interval of 0)
///    fire predictably.
///
/// Differences from iOS: only `asyncAfter(deadline:execute:)` with a closure on the main queue
/// keeps media time; `asyncAfter(wallDeadline:)`, `asyncAfter(deadline:execute:)` with a
/// `DispatchWorkItem` or with `qos:`/`flags:`, and every other queue keep Dispatch's own
/// (wall-clock) behaviour. A block enqueued while the main queue is drained runs on the next tick.
extension CARunLoop {
    /// A block waiting for its media time.
    struct DelayedBlock {
        let due: CFTimeInterval
        let order: Int
        let work: () -> Void
    }
    nonisolated(unsafe) static var delayedBlocks: [DelayedBlock] = []
    nonisolated(unsafe) private static var delayedOrder = 0
    nonisolated(unsafe) private static var isDrainingMainQueue = false

    /// Runs `work` on the first tick at or after `delay` seconds of media time from now.
    public static func schedule(afterMediaDelay delay: CFTimeInterval, _ work: @escaping () -> Void) {
        let safeDelay = delay.isNaN ? 0 : max(0, delay)
        delayedOrder += 1
        delayedBlocks.append(DelayedBlock(due: CACurrentMediaTime() + safeDelay, order: delayedOrder, work: work))
    }

    /// Fires the delayed blocks due by `now`, earliest first (blocks they schedule that are
    /// also due run in the same tick).
    static func fireDelayedBlocks(until now: CFTimeInterval) {
        var budget = 10_000
        while budget > 0,
              let next = delayedBlocks.indices
                .filter({ MediaTimeTolerance.hasReached(now, due: delayedBlocks[$0].due) })
                .min(by: {
                    (delayedBlocks[$0].due, delayedBlocks[$0].order) < (delayedBlocks[$1].due, delayedBlocks[$1].order)
                }) {
            budget -= 1
            let block = delayedBlocks.remove(at: next)
            CAMediaClock.withTime(block.due) { block.work() }
        }
    }

    /// Turns the main run loop until every block now on the main queue has run (at most 64
    /// turns: each turn handles one source, and due timers come first).
    static func drainMainQueue() {
        guard Thread.isMainThread, !isDrainingMainQueue else { return }
        isDrainingMainQueue = true
        defer { isDrainingMainQueue = false }
        final class Flag: @unchecked Sendable { var done = false }
        let sentinel = Flag()
        DispatchQueue.main.async(execute: { sentinel.done = true })
        var turns = 0
        while !sentinel.done, turns < 64 {
            turns += 1
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
    }
}

extension DispatchQueue {
    /// Runs `work` after `deadline`. On the main queue the delay is kept in media time and the
    /// block runs from `CARunLoop.tick()` (see `CARunLoop+MainQueue.swift`), so it is driven by
    /// `CAMediaClock.clock`; on other queues this is Dispatch's own `asyncAfter`.
    ///
    /// This declaration shadows Dispatch's `asyncAfter(deadline:qos:flags:execute:)` when called
    /// without `qos:` and `flags:`, which is how iOS code calls it.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        // Linux's `DispatchQueue.main` hands out a new wrapper each time: compare labels.
        guard label == DispatchQueue.main.label else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        guard deadline != .distantFuture else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        // Rounded to 0.1 ms: the microseconds between the caller's `.now()` and this one are noise.
        let delay = target > now ? (Double(target - now) / 1e5).rounded() / 1e4 : 0
        CARunLoop.schedule(afterMediaDelay: delay, work)
    }
}
