import Foundation

/// The kinds of timing curve a `UITimingCurveProvider` can describe.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Describes the timing of a `UIViewPropertyAnimator`: a cubic Bézier curve, a spring, or both.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), named or by its two control points.
///
/// The named curves have Core Animation's control points: ease-in-out (0.42, 0, 0.58, 1),
/// ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1), linear.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for a curve given by control points.
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point (x in 0…1).
    public let controlPoint1: CGPoint
    /// The curve's second control point (x in 0…1).
    public let controlPoint2: CGPoint

    /// The ease-in-out curve (UIKit's default).
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// The named curve with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// A curve through the two control points (x values are clamped to 0…1 by the solver).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// Always `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// This object.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a Core Animation timing function.
    public var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A damped spring, by damping ratio (settling in the animator's duration) or by its physical
/// mass, stiffness and damping (settling when the physics says, whatever the duration).
///
/// `initialVelocity` is in units of the whole distance per second, as in UIKit.
/// Differences from UIKit: one velocity drives every property, from `initialVelocity.dx`
/// (UIKit applies `dy` to the y component of two-dimensional properties).
/// `dampingRatio`, `mass`, `stiffness` and `damping` are readable here (UIKit keeps them private).
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The starting speed, in units of the whole distance per second; only `dx` is used here.
    public let initialVelocity: CGVector
    /// The damping ratio (1 is critically damped, smaller values bounce), clamped to (0, 1].
    public let dampingRatio: CGFloat
    /// The physical parameters, when given; nil for a spring given by damping ratio.
    public let mass: CGFloat?
    /// The spring constant, when given by physics; nil otherwise.
    public let stiffness: CGFloat?
    /// The damping coefficient, when given by physics; nil otherwise.
    public let damping: CGFloat?

    /// A critically damped spring with no initial velocity.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with damping ratio `ratio` (clamped to (0, 1]) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with damping ratio `ratio` (clamped to (0, 1]) that settles in the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = UISpringTimingParameters.clampedRatio(ratio)
        initialVelocity = UISpringTimingParameters.finite(velocity)
        mass = nil; stiffness = nil; damping = nil
    }

    /// A spring by its physics; the animator's duration is ignored (it lasts `settlingDuration`).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let solver = SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                  initialVelocity: 0)
        self.mass = CGFloat(solver.mass)
        self.stiffness = CGFloat(solver.stiffness)
        self.damping = CGFloat(solver.damping)
        dampingRatio = CGFloat(solver.dampingRatio)
        initialVelocity = UISpringTimingParameters.finite(velocity)
    }

    /// Always `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Always nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This object.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's solver for an animation of `duration` seconds (the physical spring ignores it).
    public func solver(duration: TimeInterval) -> SpringSolver {
        if let mass, let stiffness, let damping {
            return SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: Double(initialVelocity.dx))
        }
        return SpringSolver.uiKit(dampingRatio: Double(dampingRatio), duration: duration,
                                  initialVelocity: Double(initialVelocity.dx))
    }

    /// How long an animation of nominal `duration` lasts: `duration`, or the physical spring's settling time.
    public func effectiveDuration(_ duration: TimeInterval) -> TimeInterval {
        mass != nil ? solver(duration: duration).settlingDuration : duration
    }

    private static func clampedRatio(_ r: CGFloat) -> CGFloat {
        guard r.isFinite, r > 0 else {
            CADiagnostics.report("UISpringTimingParameters: damping ratio \(r) is invalid; using 1")
            return 1
        }
        return min(r, 1)
    }

    private static func finite(_ v: CGVector) -> CGVector {
        guard v.dx.isFinite, v.dy.isFinite else {
            CADiagnostics.report("UISpringTimingParameters: initial velocity \(v) is not finite; using zero")
            return .zero
        }
        return v
    }
}
