import Foundation

/// Receives an animation's start and stop. Both methods are optional, as on Apple's side.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation's active interval begins.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends or is removed; `flag` is true only when it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of all animations: timing, a timing function, a delegate and user data.
///
/// Differences from Apple's: not an `NSObject`; `setValue(_:forKey:)` stores user data in
/// a dictionary rather than going through key-value coding; the delegate is held strongly,
/// as Apple documents.
open class CAAnimation: CAMediaTiming {
    public var beginTime: CFTimeInterval = 0
    /// The simple duration; 0 means "use the transaction's duration" (0.25 s by default).
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    /// How many times to repeat; fractional values end part-way; `.infinity` repeats forever.
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses: Bool = false
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Applied to the progress of each cycle; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Informed when the animation starts and stops (held strongly, as on Apple's side).
    public var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it ends (default true).
    public var isRemovedOnCompletion: Bool = true
    private var userValues: [String: Any] = [:]

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
/// a nil `fromValue` means the property's current presentation value, and so on.
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    public required init() { super.init() }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue
        toValue = o.toValue
        byValue = o.byValue
    }
}
