import AnimationCore
import Foundation

/// An animation's `CAMediaTiming` properties as plain, repaired numbers, and where the animation
/// is at a given time by Core Animation's recipe, for the timeline inspector.
///
/// The recipe (the same one the core renders with): the active time is
/// `(parentTime − beginTime) × speed`, clipped to the active duration when a fill mode holds the
/// animation before or after it; `timeOffset` moves the start inside it; the cycle is `duration`
/// (twice that when autoreversing); the input time is the fraction of `duration` reached in the
/// current cycle, and the timing function turns it into progress.
///
/// Differences from the core: a duration of 0 reads as 0.25 s (`CATransaction`'s default),
/// whereas the core uses the transaction's duration at the moment the animation was added.
public struct InspectorTiming: Equatable, Sendable {
    public var beginTime: Double
    public var duration: Double
    public var speed: Double
    public var timeOffset: Double
    public var repeatCount: Double
    public var repeatDuration: Double
    public var autoreverses: Bool
    public var fillsBackwards: Bool
    public var fillsForwards: Bool

    /// The duration Core Animation gives an animation whose `duration` is 0 outside a transaction.
    public static let defaultDuration: Double = 0.25

    /// The timing of `animation`; a `duration` of 0 takes `defaultDuration` (a group's duration
    /// for a group's child). Non-finite or negative values read as Apple's defaults.
    public init(_ animation: CAAnimation, defaultDuration: Double = InspectorTiming.defaultDuration) {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        var d = animation.duration.isNaN || animation.duration < 0 ? 0 : animation.duration
        if d == 0 { d = defaultDuration }
        beginTime = finite(animation.beginTime, 0)
        duration = d
        speed = finite(Double(animation.speed), 1)
        timeOffset = finite(animation.timeOffset, 0)
        let repeats = Double(animation.repeatCount)
        repeatCount = repeats.isNaN || repeats < 0
            ? 0
            : (repeats >= Double(Float.greatestFiniteMagnitude) ? .infinity : repeats)
        repeatDuration = animation.repeatDuration.isNaN || animation.repeatDuration < 0 ? 0 : animation.repeatDuration
        autoreverses = animation.autoreverses
        fillsBackwards = animation.fillMode == .backwards || animation.fillMode == .both
        fillsForwards = animation.fillMode == .forwards || animation.fillMode == .both
    }

    /// One cycle in the animation's own time: `duration`, doubled when autoreversing.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// How long the animation is active in its own time (infinite when it repeats forever).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// The active duration in the parent's time (the layer's, or the group's for a child).
    public var activeDurationInParent: Double { speed == 0 ? .infinity : activeDuration / abs(speed) }

    /// Where the animation is at `parentTime`, eased by `timingFunction`.
    public func moment(atParentTime parentTime: Double, timingFunction: CAMediaTimingFunction?) -> AnimationMoment {
        guard parentTime.isFinite else {
            return AnimationMoment(phase: .removed, iteration: 0, inputTime: 0, progress: 0, localTime: 0)
        }
        var active = (parentTime - beginTime) * speed
        var phase = AnimationMoment.Phase.active
        if active < 0 {
            phase = fillsBackwards ? .filledBefore : .removed
            active = 0
        } else if active >= activeDuration {
            phase = fillsForwards ? .filledAfter : .removed
            active = activeDuration
        }
        let ended = active >= activeDuration
        var t = active + timeOffset
        if timeOffset != 0, activeDuration.isFinite, activeDuration > 0, !ended {
            t = t.truncatingRemainder(dividingBy: activeDuration)
            if t < 0 { t += activeDuration }
        }
        let cycle = cycleDuration
        guard cycle > 0, duration > 0 else {
            let p: Double = active > 0 ? 1 : 0
            return AnimationMoment(phase: phase, iteration: 0, inputTime: p, progress: p, localTime: 0)
        }
        var iteration = (t / cycle).rounded(.down)
        var within = t - iteration * cycle
        if ended, within < 1e-12, iteration > 0 {
            // Ending exactly on a cycle boundary shows the end of the last cycle.
            iteration -= 1
            within = cycle
        }
        if autoreverses, within > duration { within = cycle - within }
        let input = min(max(within / duration, 0), 1)
        let progress = timingFunction?.solve(forInput: input) ?? input
        return AnimationMoment(phase: phase, iteration: Int(max(min(iteration, 1e9), 0)),
                               inputTime: input, progress: progress, localTime: progress * duration)
    }
}

/// Where an animation is at one moment.
public struct AnimationMoment: Equatable, Sendable {
    /// Whether the animation affects its layer, and why.
    public enum Phase: String, Sendable {
        /// Not begun yet, held at its start by `fillMode` `.backwards` or `.both`.
        case filledBefore = "before (filled)"
        /// Running.
        case active
        /// Over, held at its end by `fillMode` `.forwards` or `.both`.
        case filledAfter = "after (filled)"
        /// Before its begin or after its end with no fill: the model value shows.
        case removed = "no effect"
    }
    public var phase: Phase
    /// Which repetition (0 for the first).
    public var iteration: Int
    /// The fraction of `duration` reached in the current cycle (0…1), before the timing function:
    /// the x of the dot on the curve.
    public var inputTime: Double
    /// The timing function's output for `inputTime` (may leave 0…1 for curves that overshoot):
    /// the y of the dot.
    public var progress: Double
    /// `progress × duration`: the time a group hands to its children.
    public var localTime: Double
}
