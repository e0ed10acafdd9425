import Foundation
import AnimationCore

/// A one-shot, cancellable delay that counts a layer's local time rather than wall time.
///
///     LayerTimer.schedule(after: 1.5, in: scene.rootLayer) { showNextMessage() }
///
/// The block runs once, on the first `CARunLoop.tick()` at which `delay` seconds of `layer`'s
/// local time (its `convertTime(_:from: nil)`, through every ancestor's `speed`, `timeOffset`
/// and `beginTime`) have passed since the call. So what a scene schedules follows the scene's
/// clock: with `speed = 0.1` on an ancestor it runs ten times later, while paused (`speed = 0`)
/// it does not run at all, and stepping the paused time forward past the due time runs it.
///
/// Differences from `DispatchQueue.main.asyncAfter(deadline:execute:)`: the deadline is in the
/// layer's time, not the wall clock; the block runs from `CARunLoop.tick()` (so never between
/// ticks, and never when nothing ticks); it can be cancelled; and the timer holds its layer
/// weakly: when the layer is freed (the scene closed) the timer is cancelled without running.
/// A delay of zero or less runs on the next tick; a non-finite delay is refused with a
/// diagnostic and returns an already cancelled timer.
///
/// The block is held strongly until it runs or the timer is cancelled: a scene that stops
/// should cancel its timers (or capture itself weakly), since a layer kept alive by the block
/// goes on counting time even when it is out of the tree.
public final class LayerTimer {
    private weak var layer: CALayer?
    private let dueLocalTime: CFTimeInterval
    private var block: (() -> Void)?

    /// True once the timer was cancelled (by `cancel()`, a bad delay or its layer going away).
    /// A timer that has run is not cancelled.
    public private(set) var isCancelled = false

    /// True once the block has run.
    public private(set) var hasFired = false

    private init(layer: CALayer?, dueLocalTime: CFTimeInterval, block: (() -> Void)?) {
        self.layer = layer
        self.dueLocalTime = dueLocalTime
        self.block = block
    }

    /// Runs `block` once, when `delay` seconds of `layer`'s local time have passed.
    @discardableResult
    public static func schedule(after delay: TimeInterval, in layer: CALayer,
                                _ block: @escaping () -> Void) -> LayerTimer {
        guard delay.isFinite else {
            CADiagnostics.report("LayerTimer.schedule: delay \(delay) is not finite; the block will not run")
            let refused = LayerTimer(layer: nil, dueLocalTime: 0, block: nil)
            refused.isCancelled = true
            return refused
        }
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        let timer = LayerTimer(layer: layer, dueLocalTime: now + max(delay, 0), block: block)
        CARunLoop.addTickObserver { [timer] in timer.check() }
        return timer
    }

    /// Stops the timer; the block will not run (does nothing once it has run).
    public func cancel() {
        guard !hasFired, !isCancelled else { return }
        isCancelled = true
        block = nil
    }

    /// Runs the block if due; returns whether the timer still waits.
    private func check() -> Bool {
        guard !isCancelled, !hasFired else { return false }
        guard let layer else { cancel(); return false }
        let local = layer.convertTime(CACurrentMediaTime(), from: nil)
        guard local.isFinite, MediaTimeTolerance.hasReached(local, due: dueLocalTime) else { return true }
        hasFired = true
        let work = block
        block = nil
        work?()
        return false
    }
}
