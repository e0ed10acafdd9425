import Foundation

/// How keyframe values are joined.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
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
    public let rawValue: String
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
    public var calculationMode: CAAnimationCalculationMode = .linear
    public var rotationMode: CAAnimationRotationMode?
    /// Kochanek–Bartels parameters per keyframe, for the cubic modes.
    public var tensionValues: [NSNumber]?
    public var continuityValues: [NSNumber]?
    public var biasValues: [NSNumber]?

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
    public var animations: [CAAnimation]?

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
    public var type: CATransitionType = .fade
    public var subtype: CATransitionSubtype?
    /// Where in the transition to start and end (0…1).
    public var startProgress: Float = 0
    public var endProgress: Float = 1

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
