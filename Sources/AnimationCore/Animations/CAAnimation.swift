import Foundation

/// Receives an animation's start and stop. Both methods are optional, as on Apple's side.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation's active interval begins.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends or is removed; `flag` is true only when it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing, so a delegate implements only the callbacks it needs.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing, so a delegate implements only the callbacks it needs.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of all animations: timing, a timing function, a delegate and user data.
///
/// Differences from Apple's: not an `NSObject`; `setValue(_:forKey:)` stores user data in
/// a dictionary rather than going through key-value coding; the delegate is held strongly,
/// as Apple documents.
open class CAAnimation: CAMediaTiming {
    /// When the animation starts, in its layer's time; 0 (the default) becomes the layer's current time when the
    /// animation is added. Use `CACurrentMediaTime() + delay` (converted) to start later.
    public var beginTime: CFTimeInterval = 0
    /// The simple duration; 0 means "use the transaction's duration" (0.25 s by default).
    public var duration: CFTimeInterval = 0
    /// Scales the animation's time relative to its layer's (1 by default; 2 plays twice as fast, 0 holds it).
    public var speed: Float = 1
    /// Added to the animation's local time (0 by default): starts it part-way through.
    public var timeOffset: CFTimeInterval = 0
    /// How many times to repeat; fractional values end part-way; `.infinity` repeats forever.
    public var repeatCount: Float = 0
    /// How long to repeat for, in seconds of the animation's time; 0 (the default) uses `repeatCount` instead. When
    /// both are set, `repeatDuration` wins.
    public var repeatDuration: CFTimeInterval = 0
    /// True to play each cycle forwards then backwards, doubling its length (false by default).
    public var autoreverses: Bool = false
    /// Whether the animation's effect is held before it starts and after it ends (`.removed`, no holding, by default).
    /// Holding after the end needs `isRemovedOnCompletion = false` too.
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Applied to the progress of each cycle; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Informed when the animation starts and stops (held strongly, as on Apple's side).
    public var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it ends (default true).
    public var isRemovedOnCompletion: Bool = true
    private var userValues: [String: Any] = [:]

    /// An animation with Apple's defaults: begins when added, lasts the transaction's duration, plays once, linear,
    /// removed on completion.
    public required init() {}

    /// A new animation (Apple's `+animation` class method).
    public class func animation() -> Self { self.init() }

    /// Stores user data (a name, a completion block…) under `key`.
    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

    /// The user data stored under `key`.
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// The default value of a property, as Apple's `defaultValue(forKey:)` (nil for unknown keys).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        default: return nil
        }
    }

    /// Whether `key` should be archived (always true here; no archiving is done).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy with every property (subclasses copy theirs in `assign(from:)`).
    open func copy() -> Any {
        let c = type(of: self).init()
        c.assign(from: self)
        return c
    }

    /// Copies the properties of `other` into `self`; subclasses override and call super.
    open func assign(from other: CAAnimation) {
        takeTiming(from: other)
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        userValues = other.userValues
    }

    /// Validated timing: NaN and negative durations are repaired with a diagnostic.
    func mediaTiming(defaultDuration: Double) -> MediaTiming {
        var d = sanitizedTime(duration, "CAAnimation.duration", minimum: 0)
        if d == 0 { d = defaultDuration }
        if d.isInfinite { d = 1e12 }
        var speed = Double(self.speed)
        if !speed.isFinite {
            CADiagnostics.report("CAAnimation.speed \(speed) is invalid; using 1")
            speed = 1
        }
        var repeats = Double(repeatCount)
        if repeats.isNaN || repeats < 0 {
            CADiagnostics.report("CAAnimation.repeatCount \(repeats) is invalid; using 0")
            repeats = 0
        }
        if repeats >= Double(Float.greatestFiniteMagnitude) { repeats = .infinity }
        return MediaTiming(
            beginTime: sanitizedTime(beginTime, "CAAnimation.beginTime"),
            duration: d, speed: speed,
            timeOffset: sanitizedTime(timeOffset, "CAAnimation.timeOffset"),
            repeatCount: repeats,
            repeatDuration: sanitizedTime(repeatDuration, "CAAnimation.repeatDuration", minimum: 0),
            autoreverses: autoreverses, fillMode: fillMode, timingFunction: timingFunction)
    }
}

/// An animation of one property, named by a key path such as `"position"` or `"transform.rotation.z"`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    public var keyPath: String?
    /// Adds the animated value to the property's current value instead of replacing it.
    public var isAdditive: Bool = false
    /// Each repetition starts where the previous one ended.
    public var isCumulative: Bool = false
    /// Turns scalar values into transforms (for `transform` key paths).
    public var valueFunction: CAValueFunction?

    /// An animation of no key path (it animates nothing until `keyPath` is set), not additive or cumulative.
    public required init() { super.init() }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath
        isAdditive = o.isAdditive
        isCumulative = o.isCumulative
        valueFunction = o.valueFunction
    }
}

/// An animation between two values, following Apple's table for `fromValue`, `toValue` and `byValue`:
/// a nil `fromValue` means the value underneath this animation at each moment (the model value with
/// the animations added before it applied), and so on.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start; nil means `toValue − byValue` when both are set, else the value beneath the
    /// animation (the model value, or what earlier animations make of it), read every frame.
    public var fromValue: Any?
    /// The value at the end; nil means `fromValue + byValue` when both are set, else the value beneath the
    /// animation, read every frame.
    public var toValue: Any?
    /// The change over the animation, used when `fromValue` or `toValue` is nil (numbers, points, sizes, rects and
    /// transforms add component-wise).
    public var byValue: Any?

    /// An animation of no key path with no values: once `keyPath` is set it animates from the value the
    /// property had when it was added (as implicit animations do) to the model value.
    public required init() { super.init() }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue
        toValue = o.toValue
        byValue = o.byValue
    }
}
