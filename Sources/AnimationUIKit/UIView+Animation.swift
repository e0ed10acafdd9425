import Foundation
import AnimationCore

/// UIKit's block animations.
///
/// Inside the `animations` closure, every animatable change to a view property — and every
/// direct change to a view's own layer (`view.layer.cornerRadius`, `view.layer.transform`…) —
/// becomes an animation when the closure returns: a `CABasicAnimation` (a `CASpringAnimation`
/// for the spring variant) with the block's duration, curve (ease-in-out by default), delay
/// (`beginTime` = now + delay in the layer's time, `fillMode = .backwards` so the old value shows
/// during the delay), `.repeat` (`repeatCount = .infinity`) and `.autoreverse`. Model values
/// change at once. `isHidden`, `clipsToBounds` and object-valued properties change without
/// animating, as in UIKit. Bare layers (not a view's own) keep Core Animation's implicit
/// animations, with the transaction's duration rather than the block's — as in UIKit.
///
/// Additive, as since iOS 8: a number or a point (`alpha`, `center`, a layer's `cornerRadius`…)
/// animates with `isAdditive = true` from `old − new` to zero, added to the new model value,
/// keyed by the layer property (`"position"`, or `"position-2"`, `"position-3"`… while earlier
/// ones run). Bounds (and so `frame`) animate as `"bounds.origin"` and `"bounds.size"` apart,
/// as UIKit does (a rectangle's negative offset would be standardized away); a planar transform
/// (scale, rotation about z and translation, as every `CGAffineTransform` without skew) animates
/// each decomposed component that changed (`"transform.scale.x"`, `"transform.rotation.z"`…)
/// by its difference, a rotation the shorter way round. A second block on the same property
/// therefore starts from where the view is shown, the first keeps running underneath (no
/// jump, its velocity blends in) and both completions report `true` when they end. Colours,
/// paths and transforms with skew or depth are not additive: their animation goes from the
/// presentation value to the new value and replaces an earlier one under the same key (whose
/// completion reports `false`), as `.beginFromCurrentState` does. A property with a
/// non-additive animation of its own attached (an explicit `CABasicAnimation` — for bounds and
/// transforms one of a component too —, a keyframe block, a property animator) is handled the
/// same way, so nothing is added on top of a value that replaces the model.
///
/// Nested blocks inherit the enclosing block's duration and curve unless they pass
/// `.overrideInheritedDuration` / `.overrideInheritedCurve`; delay, repeat and autoreverse are
/// each block's own. A property an enclosing block has already changed stays with that block:
/// changing it again in a nested block only moves its end value. Inside `performWithoutAnimation`
/// nothing animates, nested blocks included.
///
/// The completion runs once, from `CARunLoop.tick()`, when every animation added in the block
/// (nested blocks' included) has ended: `finished` is true when all ran to their end, false when
/// any was removed or replaced. When the block animates nothing, it runs on the next tick with
/// true — or, if the block has a delay, on the first tick after the delay.
///
/// Differences from UIKit:
/// - Transforms with skew, perspective or depth (`m34`, `m43`, rotations about x or y) are not
///   additive: a second block replaces the first from its presentation value, and the first
///   reports `finished == false`. UIKit's exact treatment of those is undocumented.
/// - A zero (or negative) duration animates nothing: changes show at once even with a delay,
///   and the completion runs after the delay (UIKit documents neither case).
/// - Animations are built when the closure returns, so a property changed several times in one
///   block animates once, from its value before the block to its final value.
/// - The spring variant plays `SpringSolver.uiKit(dampingRatio:duration:initialVelocity:)`
///   as a `CASpringAnimation` whose mass, stiffness, damping and velocity are the solver's,
///   over exactly `duration` seconds: the value at time t is `from + (to − from)·solver.value(at: t)`;
///   at `duration` (within 0.001 of the target) the animation ends and the model value shows.
extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds, ease-in-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations`; `completion` is told whether they all finished.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` after `delay` seconds, with the curve and
    /// repetition given by `options`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options,
                 curve: .timing(options.timingFunction), overridesCurve: false,
                 animations: animations, completion: completion)
    }

    /// Animates with a damped spring that settles in `duration` seconds.
    ///
    /// `dampingRatio` is the spring's damping ratio ζ (1 is critically damped, smaller values
    /// bounce; clamped to (0, 1]); `velocity` is the initial speed in units of the whole distance
    /// per second. The curve options are ignored: a spring block always uses its spring, even
    /// when nested; its duration is inherited unless `.overrideInheritedDuration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options,
                 curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
                 overridesCurve: true, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: nothing changed inside animates,
    /// not even in nested animation blocks (whose completions still run).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimationContext.stack.append(UIViewAnimationContext.suppressed())
        defer { UIViewAnimationContext.stack.removeLast() }
        actionsWithoutAnimation()
    }

    /// Whether animation blocks animate at all (true by default).
    public class var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    /// Turns every animation block on or off (off: changes apply at once, completions still run).
    public class func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationContext.animationsEnabled = enabled }

    /// The duration of the animation block being run, or 0 outside any (or when it does not animate).
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = UIViewAnimationContext.stack.last, context.animates else { return 0 }
        return context.duration
    }

    /// The shared body of the `animate` class methods.
    static func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                         curve: UIViewAnimationContext.Curve, overridesCurve: Bool,
                         animations: () -> Void, completion: ((Bool) -> Void)?) {
        let context = UIViewAnimationContext.nested(
            kind: .basic, duration: sanitized(duration, "duration"), delay: sanitized(delay, "delay"),
            curve: curve,
            overrideDuration: options.contains(.overrideInheritedDuration),
            overrideCurve: overridesCurve || options.contains(.overrideInheritedCurve),
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        UIViewAnimationContext.perform(context, animations: animations, completion: completion)
    }

    /// A non-negative, finite time; anything else becomes 0 with a diagnostic.
    static func sanitized(_ t: TimeInterval, _ what: String) -> TimeInterval {
        guard t.isFinite, t >= 0 else {
            CADiagnostics.report("UIView animation \(what) \(t) is invalid; using 0")
            return 0
        }
        return t
    }
}
