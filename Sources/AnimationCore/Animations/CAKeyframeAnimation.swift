import Foundation

/// How keyframe values are joined.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCAAnimation…` constant.
    public let rawValue: String
    /// Wraps any string; one not listed here interpolates as `.linear`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring keyframes.
    public static let linear = Self(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = Self(rawValue: "discrete")
    /// Constant speed over the whole animation; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = Self(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the values (tension/continuity/bias).
    public static let cubic = Self(rawValue: "cubic")
    /// The cubic spline, travelled at constant speed.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, the same string as Apple's `kCAAnimationRotate…` constant.
    public let rawValue: String
    /// Wraps any string; any value other than `.rotateAutoReverse` turns as `.rotateAuto`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turn to the path's tangent.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Turn to the path's tangent plus 180°.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path for point properties.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (ignored when `path` is set).
    public var values: [Any]?
    /// For point properties: the path to follow; its elements' end points are the keyframes.
    public var path: CGPath?
    /// The time of each keyframe as a fraction of the duration (0…1, non-decreasing).
    /// A count that does not match the values is ignored and the keyframes are spaced evenly,
    /// as Apple tolerates it.
    public var keyTimes: [NSNumber]?
    /// One timing function per segment between keyframes.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How the values between keyframes are worked out (`.linear` by default).
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// For a `path` animation of `position`: whether the layer also turns to the path's direction; nil (the default)
    /// keeps its rotation.
    public var rotationMode: CAAnimationRotationMode?
    /// Kochanek–Bartels parameters per keyframe, for the cubic modes.
    public var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes (0 by default): how sharp the corner at each
    /// keyframe is.
    public var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes (0 by default): which side of each keyframe the curve
    /// leans towards.
    public var biasValues: [NSNumber]?

    /// A keyframe animation with no values or path and linear calculation.
    public required init() { super.init() }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values
        path = o.path
        keyTimes = o.keyTimes
        timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode
        rotationMode = o.rotationMode
        tensionValues = o.tensionValues
        continuityValues = o.continuityValues
        biasValues = o.biasValues
    }
}

/// A spring that moves a property from `fromValue` to `toValue` with real damped-oscillator physics.
///
/// The spring runs in the animation's local time; `duration` only decides when it is removed
/// (set it to `settlingDuration` to see the whole motion). The timing function is ignored.
open class CASpringAnimation: CABasicAnimation {
    /// Mass of the object on the spring (default 1). As Apple's setter does, a value that is
    /// zero, negative or not finite is replaced by the default, which is what reads back.
    public var mass: CGFloat = 1 {
        didSet { mass = Self.valid(mass, "mass", fallback: 1) }
    }
    /// Spring stiffness (default 100); zero, negative or non-finite values read back as 100.
    public var stiffness: CGFloat = 100 {
        didSet { stiffness = Self.valid(stiffness, "stiffness", fallback: 100) }
    }
    /// Friction (default 10); zero, negative or non-finite values read back as 10.
    public var damping: CGFloat = 10 {
        didSet { damping = Self.valid(damping, "damping", fallback: 10) }
    }
    /// Initial velocity, in units of the whole distance per second (default 0); a non-finite
    /// value reads back as 0.
    public var initialVelocity: CGFloat = 0 {
        didSet {
            if !initialVelocity.isFinite {
                CADiagnostics.report("CASpringAnimation.initialVelocity \(initialVelocity) is invalid; using 0")
                initialVelocity = 0
            }
        }
    }
    /// Whether the spring may overshoot, for the perceptual initializer.
    public var allowsOverdamping: Bool = false

    /// A spring with Apple's defaults: mass 1, stiffness 100, damping 10, no initial velocity.
    public required init() { super.init() }

    /// A spring that feels like it takes `perceptualDuration` seconds, with `bounce` in -1…1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let p = SpringSolver.parameters(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(p.mass)
        stiffness = CGFloat(p.stiffness)
        damping = CGFloat(p.damping)
    }

    /// `value` when it is positive and finite, else `fallback` (reported).
    private static func valid(_ value: CGFloat, _ name: String, fallback: CGFloat) -> CGFloat {
        if value.isFinite && value > 0 { return value }
        CADiagnostics.report("CASpringAnimation.\(name) \(value) is invalid; using \(fallback)")
        return fallback
    }

    /// The time the spring takes to come to rest, as Apple estimates it.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The oscillator for the current parameters (invalid values reset to Apple's defaults).
    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass
        stiffness = o.stiffness
        damping = o.damping
        initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }
}

/// Several animations played together; each child's timing is relative to the group's
/// local time, and the group's duration clips them.
open class CAAnimationGroup: CAAnimation {
    /// The animations played together; each is timed in the group's local time and clipped to the group's duration.
    /// Their key paths apply to the group's layer.
    public var animations: [CAAnimation]?

    /// A group with no animations.
    public required init() { super.init() }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }
}

/// The key under which a `CATransition` is attached (QuartzCore's `kCATransition`).
public let kCATransition = "transition"

/// A transition between the old and new appearance of a layer (fade, push, move in, reveal,
/// flips and page curls), added under the key `"transition"`. The renderer draws it from the
/// captured old state.
///
/// As in Core Animation, the layer's own `isHidden` takes part: added to a hidden layer that is
/// then shown, the transition starts from nothing (a curl or flip brings the layer in); when
/// the layer is hidden after it is added, the transition ends with nothing. (A hidden
/// superlayer still hides the whole subtree, transition included.)
open class CATransition: CAAnimation {
    /// The kind of transition (`.fade` by default).
    public var type: CATransitionType = .fade
    /// The direction for moving, pushing and revealing types; nil means from the left.
    public var subtype: CATransitionSubtype?
    /// Where in the transition to start and end (0…1).
    public var startProgress: Float = 0
    /// Where in the transition to end (0…1, 1 by default): the final fraction shown.
    public var endProgress: Float = 1

    /// A fade with the default duration, from progress 0 to 1.
    public required init() { super.init() }

    open override func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type
        subtype = o.subtype
        startProgress = o.startProgress
        endProgress = o.endProgress
    }
}
