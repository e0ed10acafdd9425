import AnimationCore
import Foundation

/// One row of the timeline inspector: an animation attached to a layer of a scene (or a child
/// of such a group), with its timing laid out in the scene's own time.
///
/// Rows are snapshots: they hold the attached copy that `animation(forKey:)` returns, so they
/// describe the animation as it was added. Apple's copies are immutable once added, ours too.
public struct InspectedAnimation {
    /// What kind of `CAAnimation` a row shows.
    public enum Kind: String, Sendable {
        case basic, keyframe, spring, group, transition, other

        /// The kind of `animation` (a spring is also a basic animation; it is reported as a spring).
        public init(_ animation: CAAnimation) {
            switch animation {
            case is CASpringAnimation: self = .spring
            case is CABasicAnimation: self = .basic
            case is CAKeyframeAnimation: self = .keyframe
            case is CAAnimationGroup: self = .group
            case is CATransition: self = .transition
            default: self = .other
            }
        }
    }

    /// The layer the animation is attached to.
    public let layer: CALayer
    /// The layer's `name`, or its class and place in the tree ("CAShapeLayer 0.1.0") when unnamed.
    public let layerName: String
    /// The key it was added under (a group's child shows its group's key and its index: "rotation[0]").
    public let key: String
    /// The animated key path (nil for groups and transitions).
    public let keyPath: String?
    public let kind: Kind
    /// The attached animation (for a child row, the child inside the attached group).
    public let animation: CAAnimation
    /// The row's ancestors, outermost first: empty for an animation attached to a layer, the
    /// group (and its groups) for a child.
    public let ancestors: [CAAnimation]
    /// The timing, repaired as the core repairs it (a child's zero duration is its group's).
    public let timing: InspectorTiming
    /// When the animation begins, in the scene's time (the root layer's local time). For a
    /// group's child: in its groups' first cycles, as if their timing functions were linear;
    /// `TimelineInspector.spans(of:from:to:)` gives where it runs in every cycle.
    public let begin: Double
    /// How long it is active, in the scene's time (infinite when it repeats forever; a group's
    /// child is clipped to its group's first cycle).
    public let activeDuration: Double
    /// One pass (`duration`) in the scene's time.
    public let cycle: Double

    /// 0 for an animation attached to a layer, 1 for a group's child, and so on.
    public var depth: Int { ancestors.count }
    /// When the animation stops being active, in the scene's time.
    public var end: Double { begin + activeDuration }
    /// The timing function the core uses (none for springs, which ignore it).
    public var timingFunction: CAMediaTimingFunction? {
        animation is CASpringAnimation ? nil : animation.timingFunction
    }

    /// For keyframe animations: the key times (0…1) at which each value is reached; evenly
    /// spaced when `keyTimes` is not set, as Core Animation spaces them. Empty for other kinds.
    public var keyframeTimes: [Double] {
        guard let k = animation as? CAKeyframeAnimation else { return [] }
        if let times = k.keyTimes, !times.isEmpty { return times.map(\.doubleValue) }
        let count = k.values?.count ?? 0
        guard count > 1 else { return count == 1 ? [0] : [] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// For springs: the oscillator the core solves (its `settlingDuration` is marked on the curve).
    public var spring: SpringSolver? {
        guard let s = animation as? CASpringAnimation else { return nil }
        return SpringSolver(mass: Double(s.mass), stiffness: Double(s.stiffness),
                            damping: Double(s.damping), initialVelocity: Double(s.initialVelocity))
    }

    /// The fill mode as Apple names it ("removed", "forwards", "backwards", "both").
    public var fillModeName: String { animation.fillMode.rawValue }

    /// One line for the panel and the terminal: "bolt · rotation[0] · transform.rotation.z · basic".
    public var title: String {
        [layerName, key, keyPath ?? kind.rawValue, kind.rawValue].joined(separator: " · ")
    }

    /// Where the row's animation is when its layer's local time is `layerTime`: the ancestors
    /// are evaluated first, each handing its eased local time to its children, as the core does.
    /// A child of a group that has no effect then has no effect either. A spring's progress is
    /// its oscillator's value (`localTime` stays input time × duration, the time it is solved at).
    public func moment(atLayerTime layerTime: Double) -> AnimationMoment {
        var parentTime = layerTime
        var parentDuration = InspectorTiming.defaultDuration
        for group in ancestors {
            let t = InspectorTiming(group, defaultDuration: parentDuration)
            let m = t.moment(atParentTime: parentTime, timingFunction: group.timingFunction)
            if m.phase == .removed {
                return AnimationMoment(phase: .removed, iteration: 0, inputTime: 0, progress: 0, localTime: 0)
            }
            parentTime = m.localTime
            parentDuration = t.duration
        }
        var m = timing.moment(atParentTime: parentTime, timingFunction: timingFunction)
        // A spring's progress is its oscillator's value at the local time (it may pass 1).
        if let spring, m.phase != .removed { m.progress = spring.value(at: m.inputTime * timing.duration) }
        return m
    }
}
