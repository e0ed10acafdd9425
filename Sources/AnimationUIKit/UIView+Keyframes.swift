import Foundation
import AnimationCore

/// UIKit's keyframe animations.
///
/// Inside `animateKeyframes`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
/// records the values its closure leaves behind. When the outer closure returns, every changed
/// property gets one `CAKeyframeAnimation` (keyed by the property, like a basic block's) over
/// the whole duration: it starts at the property's presentation value, holds it until the first
/// keyframe touching the property begins, moves to that keyframe's value by the keyframe's end,
/// holds until the next one begins, and so on, holding the last value until 1. So for keyframes
/// (0, 0.25) → a and (0.5, 0.5) → b the animation has values [old, a, a, b] at keyTimes
/// [0, 0.25, 0.5, 1]. Segments are linear (or as the calculation mode says); the curve bits of
/// the options (ease-in-out by default, as in UIKit) pace the whole animation. Changes made in
/// the outer closure outside any keyframe span the whole duration, as a keyframe (0, 1).
///
/// Rotations: when every value of a view's transform is a pure rotation about z (what
/// `CGAffineTransform(rotationAngle:)` makes), the animation runs on `"transform.rotation.z"`
/// with the angles unwrapped along the way, each step taken the short way round — and a step of
/// exactly half a turn in the direction of the previous step (forwards when there is none). So
/// keyframes to π/2, π, 3π/2 and 2π turn a full circle instead of snapping back to identity at
/// the end, and keyframes to π then 2π turn forwards twice. A single keyframe straight to 2π
/// (identity to identity) cannot be told from no change and does not move — as in UIKit.
///
/// Differences from UIKit: repeat, autoreverse, delay and completion behave as for
/// `animate(withDuration:delay:options:…)`; non-additive (see `UIView+Animation.swift`).
extension UIView {
    /// Runs `animations`, in which `addKeyframe` calls describe a keyframe animation of `duration` seconds.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext.nested(
            kind: .keyframes(options.calculationMode),
            duration: sanitized(duration, "duration"), delay: sanitized(delay, "delay"),
            curve: .timing(options.timingFunction),
            overrideDuration: options.contains(.overrideInheritedDuration),
            overrideCurve: ((options.rawValue >> 16) & 0xF) != 0,
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        UIViewAnimationContext.perform(context, animations: animations, completion: completion)
    }

    /// Adds a keyframe: the changes `animations` makes are reached between `frameStartTime` and
    /// `frameStartTime + frameDuration` (fractions of the enclosing keyframe animation, clamped to 0…1).
    /// Outside `animateKeyframes` the closure just runs (with a diagnostic).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let context = UIViewAnimationContext.stack.last, case .keyframes = context.kind else {
            CADiagnostics.report("UIView.addKeyframe outside animateKeyframes: the changes are not keyframed")
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        context.flushKeyframes()
        let saved = context.window
        context.window = (start, start + length)
        animations()
        context.flushKeyframes()
        context.window = saved
    }
}
