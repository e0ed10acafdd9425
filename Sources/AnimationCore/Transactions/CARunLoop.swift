import Foundation

/// The stand-in for one turn of the main run loop, which drives Core Animation's callbacks.
///
/// Apps call `tick()` once per frame (tests call it after moving the clock). It first runs the
/// main queue's due work (see `CARunLoop+MainQueue.swift`: `DispatchQueue.main.asyncAfter` in
/// media time, `DispatchQueue.main.async` and `Timer`s through the main run loop), commits the
/// implicit transaction, then delivers every animation start and stop that is due by
/// `CACurrentMediaTime()`, in time order, removing finished animations that are removed on
/// completion and running transaction completion blocks. While a callback runs,
/// `CACurrentMediaTime()` reads the event's own time, so an animation started in a completion
/// block begins exactly when the previous one ended, whatever the frame rate.
public enum CARunLoop {
    nonisolated(unsafe) private static var queued: [() -> Void] = []
    nonisolated(unsafe) static var registry: [ObjectIdentifier: WeakLayer] = [:]
    /// Bumped whenever animations are added or removed, so a tick knows to look again.
    nonisolated(unsafe) static var generation = 0

    final class WeakLayer {
        weak var layer: CALayer?
        init(_ l: CALayer) { layer = l }
    }

    /// Runs `work` on the next tick (at that tick's time).
    static func enqueue(_ work: @escaping () -> Void) { queued.append(work) }

    static func register(_ layer: CALayer) {
        registry[ObjectIdentifier(layer)] = WeakLayer(layer)
        generation &+= 1
    }

    /// Runs the main queue's due work, commits the implicit transaction, runs the tick observers,
    /// then delivers all due animation events.
    public static func tick() {
        let now = CACurrentMediaTime()
        fireDelayedBlocks(until: now)
        drainMainQueue()
        CATransaction.flush()
        runTickObservers()
        var budget = 10_000
        while budget > 0 {
            budget -= 1
            if !queued.isEmpty {
                let work = queued
                queued = []
                CAMediaClock.withTime(now) { work.forEach { $0() } }
                continue
            }
            let events = dueEvents(until: now)
            guard !events.isEmpty else { break }
            let before = generation
            for event in events {
                deliver(event)
                if generation != before || !queued.isEmpty { break }
            }
        }
        if budget == 0 { CADiagnostics.report("CARunLoop.tick: stopped after 10,000 animation events in one tick") }
        CATransaction.flush()
    }

    nonisolated(unsafe) private static var tickObservers: [() -> Bool] = []

    /// Adds work that runs at the start of every tick (after the implicit transaction is
    /// committed, before animation events), at the tick's time, until it returns false.
    /// AnimationUIKit runs scroll-view deceleration, pending long presses and layer timers here.
    ///
    /// Not Apple API: the stand-in for a `CADisplayLink` on the main run loop (whose target and
    /// selector need the Objective-C runtime), as `CARunLoop` stands in for the run loop.
    public static func addTickObserver(_ observer: @escaping () -> Bool) {
        tickObservers.append(observer)
    }

    private static func runTickObservers() {
        guard !tickObservers.isEmpty else { return }
        let running = tickObservers
        tickObservers = []
        let kept = running.filter { $0() }
        tickObservers = kept + tickObservers   // observers added while running stay too
    }

    struct Event {
        enum Kind: Int { case start = 0, stop = 1 }
        let time: Double
        let kind: Kind
        let layer: CALayer
        let entry: AnimationEntry
    }

    /// Every start or stop at or before `now` (within `MediaTimeTolerance`), earliest first
    /// (starts before stops at equal times).
    static func dueEvents(until now: Double) -> [Event] {
        var events: [Event] = []
        for (id, ref) in registry {
            guard let layer = ref.layer, !layer.animationEntries.isEmpty else {
                registry[id] = nil
                continue
            }
            for entry in layer.animationEntries where !entry.didStop {
                let timing = entry.compiled.timing
                if !entry.didStart {
                    let t = layer.mediaTime(forLocalTime: timing.beginTime)
                    if MediaTimeTolerance.hasReached(now, due: t) {
                        events.append(Event(time: t, kind: .start, layer: layer, entry: entry))
                    }
                }
                let end = timing.endTimeInParent
                if end.isFinite {
                    let t = layer.mediaTime(forLocalTime: end)
                    if MediaTimeTolerance.hasReached(now, due: t) {
                        events.append(Event(time: t, kind: .stop, layer: layer, entry: entry))
                    }
                }
            }
        }
        return events.sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }
    }

    static func deliver(_ e: Event) {
        CAMediaClock.withTime(e.time) {
            switch e.kind {
            case .start:
                guard !e.entry.didStart else { return }
                e.entry.didStart = true
                e.entry.animation.delegate?.animationDidStart(e.entry.animation)
            case .stop:
                guard !e.entry.didStop else { return }
                if !e.entry.didStart {
                    e.entry.didStart = true
                    e.entry.animation.delegate?.animationDidStart(e.entry.animation)
                }
                e.entry.didStop = true
                if e.entry.animation.isRemovedOnCompletion {
                    e.layer.animationEntries.removeAll { $0 === e.entry }
                    generation &+= 1
                }
                e.entry.finish(finished: true)
            }
        }
    }
}
