import AnimationCore
import Foundation

/// A `CAAnimationDelegate` that forwards the stop of an animation to a closure, the way an
/// iOS app often wraps `animationDidStop(_:finished:)` to get a completion block.
///
/// The animation holds its delegate strongly, so the closure lives as long as the animation.
final class AnimationCompletion: CAAnimationDelegate {
    private let onStop: (Bool) -> Void

    /// A delegate that calls `onStop` with the animation's `finished` flag.
    init(_ onStop: @escaping (Bool) -> Void) { self.onStop = onStop }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onStop(flag) }
}

/// Scheduling helpers that keep every delay inside the layer tree's timing, so that slowing
/// the scene's root layer (`speed = 0.1`) stretches them too. Nothing here reads a clock
/// other than `CACurrentMediaTime()` converted into layer time.
enum LayerScheduling {
    /// The layer-local "now": the current media time in `layer`'s own time space.
    static func now(in layer: CALayer) -> CFTimeInterval {
        layer.convertTime(CACurrentMediaTime(), from: nil)
    }

    /// Runs `action` once `delay` seconds of `layer`'s time have passed, by attaching an
    /// invisible animation (an empty group) under `key` whose delegate fires when it ends.
    /// Replacing or removing the animation under `key` cancels the timer.
    static func after(_ delay: CFTimeInterval, on layer: CALayer, key: String, _ action: @escaping () -> Void) {
        let timer = CAAnimationGroup()
        timer.animations = []
        // A duration of 0 would mean "the transaction's duration", so keep it strictly positive.
        timer.duration = max(delay, 1e-6)
        timer.delegate = AnimationCompletion { finished in if finished { action() } }
        layer.add(timer, forKey: key)
    }

    /// Where, in the active time of a repeating animation (seconds since its `beginTime`),
    /// the part of the current cycle worth finishing ends.
    ///
    /// Each cycle is `cycle` seconds long and its visible motion takes its first `motion`
    /// seconds (the rest is a pause). In the motion part, the answer is the end of that
    /// motion; in the pause, it is `elapsed` itself (nothing left to finish).
    static func endOfCurrentMotion(elapsed: CFTimeInterval, cycle: CFTimeInterval,
                                   motion: CFTimeInterval) -> CFTimeInterval {
        guard cycle > 0 else { return max(0, elapsed) }
        let e = max(0, elapsed)
        let index = (e / cycle).rounded(.down)
        let within = e - index * cycle
        return within < motion ? index * cycle + motion : e
    }

    /// Lets the repeating animation under `key` finish the motion of its current cycle instead
    /// of stopping abruptly: replaces it with an identical copy (same `beginTime`, so no jump)
    /// whose `repeatDuration` ends where `endOfCurrentMotion` says, with no fill, so the layer
    /// comes to rest on its model values. It is removed when it ends unless `keepAttached`
    /// (a replicator's delayed copies still play it after it has ended in the layer's own time;
    /// remove it yourself once they are done). `completion` runs when that copy ends.
    /// Returns false (and does nothing) when there is no such animation.
    @discardableResult
    static func finishCurrentCycle(of key: String, on layer: CALayer, cycle: CFTimeInterval,
                                   motion: CFTimeInterval, keepAttached: Bool = false,
                                   completion: (() -> Void)? = nil) -> Bool {
        guard let running = layer.animation(forKey: key) else { return false }
        let elapsed = (now(in: layer) - running.beginTime) * Double(running.speed)
        let end = endOfCurrentMotion(elapsed: elapsed, cycle: cycle, motion: motion)
        let last = running.copy() as! CAAnimation
        last.repeatCount = 0
        // Once finished, the scene rests on its model values.
        last.isRemovedOnCompletion = !keepAttached
        last.fillMode = .removed
        // A beginTime of exactly 0 would be read as "now" when the copy is added.
        if last.beginTime == 0 { last.beginTime = .leastNonzeroMagnitude }
        // Active time ends `end` seconds after beginTime; a tiny positive value stands for 0.
        last.repeatDuration = max(end, 1e-6)
        last.delegate = completion.map { done in AnimationCompletion { finished in if finished { done() } } }
        layer.add(last, forKey: key)
        return true
    }
}
