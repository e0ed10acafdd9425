import Foundation
import AnimationCore

/// UIKit's view transitions, built on `CATransition`.
///
/// The transition type comes from the options: `.transitionCrossDissolve` → `.fade`,
/// `.transitionFlipFromLeft/Right/Top/Bottom` → `.flipFromLeft…`, `.transitionCurlUp/Down` →
/// `.curlUp/.curlDown`. The `CATransition` (duration `duration`, the options' curve, ease-in-out
/// by default) is added under the key `"transition"` before the changes are made, so it captures
/// the old appearance; the completion runs when it ends (finished false if it is replaced or removed).
/// A change of `view.isHidden` itself takes part, as in UIKit: showing a hidden view curls or
/// flips it in from nothing, hiding it curls or flips it away.
///
/// Differences from UIKit: with `.transitionNone` (or a zero duration) nothing is added and the
/// changes simply apply (completion on the next tick); the renderer draws the flips and curls
/// from the captured old state, which may not match UIKit's exact 3D look.
extension UIView {
    /// Makes the changes in `animations` to `view`'s content appear through a transition of `view`.
    ///
    /// Changes inside `animations` do not animate on their own unless `.allowAnimatedContent`
    /// is given (then they animate as in `animate(withDuration:…)` with the same duration and curve).
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let duration = sanitized(duration, "duration")
        let context: UIViewAnimationContext
        if options.contains(.allowAnimatedContent) {
            context = .nested(kind: .basic, duration: duration, delay: 0, curve: .timing(options.timingFunction),
                              overrideDuration: true, overrideCurve: true, repeats: false, autoreverses: false)
        } else {
            context = .suppressed()
        }
        UIViewAnimationContext.perform(context, prepare: {
            addTransition(to: view.layer, duration: duration, options: options)
        }, animations: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview through a transition of that
    /// superview: `toView` takes `fromView`'s place among the subviews and `fromView` is removed —
    /// or, with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead.
    /// When `fromView` has no superview nothing is swapped (with a diagnostic); the completion
    /// still runs on the next tick.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let duration = sanitized(duration, "duration")
        guard let container = fromView.superview else {
            CADiagnostics.report("UIView.transition(from:to:): fromView has no superview; nothing to replace")
            UIViewAnimationContext.perform(.suppressed(), animations: {}, completion: completion)
            return
        }
        UIViewAnimationContext.perform(.suppressed(), prepare: {
            addTransition(to: container.layer, duration: duration, options: options)
        }, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
                fromView.removeFromSuperview()
                container.insertSubview(toView, at: index)
            }
        }, completion: completion)
    }

    /// Adds the transition the options describe (none for `.transitionNone` or a zero duration).
    private static func addTransition(to layer: CALayer, duration: TimeInterval, options: AnimationOptions) {
        guard let type = options.transitionType, duration > 0 else { return }
        let transition = CATransition()
        transition.type = type
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        layer.add(transition, forKey: "transition")
    }
}
