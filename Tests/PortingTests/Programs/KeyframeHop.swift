import AnimationUIKit

/// A character that hops up, over and down in three keyframes, with the keyframe options left
/// empty: the whole hop is paced by UIKit's default ease-in-out, each keyframe linear inside.
final class KeyframeHop: UIView {
    func hop() {
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.center.y -= 40 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { self.center.x += 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { self.center.y += 40 }
        })
    }
}
