import AnimationUIKit

/// A dot that tours the corners of a square at an even pace: the keyframe options carry the
/// `.curveLinear` bits, the usual way to take UIKit's ease-in-out off a keyframe animation.
final class EvenKeyframeTour: UIView {
    func tour() {
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.center.x += 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { self.center.y += 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.center.x -= 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { self.center.y -= 100 }
        })
    }
}
