import Foundation

/// How a timed object behaves outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCAFillMode…` constant.
    public let rawValue: String
    /// Wraps any string; one not listed here fills in neither direction, like `.removed`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active interval (the default).
    public static let removed = Self(rawValue: "removed")
    /// Holds the final value after the active interval.
    public static let forwards = Self(rawValue: "forwards")
    /// Holds the initial value before the active interval.
    public static let backwards = Self(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = Self(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Apple's timing protocol, adopted by layers and animations.
///
/// A child's local time is `(parentTime − beginTime) × speed + timeOffset`; layers apply
/// it to their whole subtree, so `speed = 0` pauses and `speed = 0.1` slows tenfold.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
    /// Copies the eight timing properties of `other` through their setters (so a subclass's
    /// overridden accessors run), as layers and animations do when they are copied.
    func takeTiming(from other: CAMediaTiming) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }
}

/// The timing of an animation frozen into plain, validated numbers.
struct MediaTiming {
    var beginTime: Double
    var duration: Double
    var speed: Double
    var timeOffset: Double
    var repeatCount: Double
    var repeatDuration: Double
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode
    var timingFunction: CAMediaTimingFunction?

    /// One cycle: the duration, doubled when autoreversing.
    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// How long the object is active in its own time (may be infinite).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// The active duration measured in the parent's time.
    var activeDurationInParent: Double { speed == 0 ? .infinity : activeDuration / abs(speed) }

    /// The parent time at which the active interval ends.
    var endTimeInParent: Double { beginTime + activeDurationInParent }

    /// Where the object is at `parentTime`, or nil when it has no effect then.
    /// The algorithm lives in `TimingKernel`, which animations prepare once when compiled.
    func evaluate(parentTime: Double) -> TimingResult? {
        withExtendedLifetime(timingFunction) { TimingKernel(self).evaluate(parentTime: parentTime) }
    }
}

/// Where a timed object is at some moment.
struct TimingResult {
    enum Phase { case before, active, after }
    /// The eased fraction of the simple duration (may leave 0…1 with overshooting curves).
    var progress: Double
    /// Which repetition is playing (0 for the first).
    var iteration: Int
    var phase: Phase
    /// The eased time inside the simple duration: what a group's children see as their parent time.
    var localTime: Double
}

/// Clamps a timing value to something finite; reports what it repaired.
func sanitizedTime(_ value: Double, _ what: String, minimum: Double = -.infinity,
                   default fallback: Double = 0) -> Double {
    if value.isNaN || (value.isInfinite && value < 0) || value < minimum {
        CADiagnostics.report("\(what) \(value) is invalid; using \(fallback)")
        return fallback
    }
    return value
}
