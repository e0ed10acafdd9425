import AnimationUIKit

/// A text field that shakes on a wrong password: an additive keyframe animation of
/// `transform.translation.x`.
final class ShakeField: UIView {
    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.timingFunction = CAMediaTimingFunction(name: .linear)
        shake.values = [0, -12, 12, -8, 8, -4, 4, 0]
        shake.duration = 0.7
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
    }
}
