import AnimationUIKit
import Foundation

/// The animations of the Iris meter's dot (and its replicator), as functions of their
/// parameters, so the scene and its tests build the same ones.
enum IrisDotAnimations {
    /// The meter's vertical scale for a level in dB: `max(0.2, level + 50) / 2` (0.1 … 25).
    static func meterScale(for level: Double) -> Double { max(0.2, level + 50) / 2 }

    /// One meter step: the dot's `transform.scale.y` from `from` to `to` over `duration`,
    /// holding the end (the next step replaces it).
    static func meterStep(from: Double, to: Double, duration: CFTimeInterval) -> CABasicAnimation {
        let scale = CABasicAnimation(keyPath: "transform.scale.y")
        scale.fromValue = from
        scale.toValue = to
        scale.duration = duration
        scale.isRemovedOnCompletion = false
        scale.fillMode = .forwards
        return scale
    }

    /// Speaking: the dot stretches to 1.4 × 15 and back every 0.66 s (ease-out), starting at `now`.
    static func speakingScale(now: CFTimeInterval) -> CABasicAnimation {
        let scale = CABasicAnimation(keyPath: "transform")
        scale.fromValue = CATransform3DIdentity
        scale.toValue = CATransform3DMakeScale(1.4, 15, 1)
        scale.duration = 0.33
        scale.repeatCount = .infinity
        scale.autoreverses = true
        scale.timingFunction = CAMediaTimingFunction(name: .easeOut)
        scale.beginTime = now
        return scale
    }

    /// Speaking: the dot fades to 0.2 and back, a stretch later than the scale.
    static func speakingFade(now: CFTimeInterval) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 0.33
        fade.beginTime = now + 0.33
        fade.repeatCount = .infinity
        fade.autoreverses = true
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        return fade
    }

    /// Speaking: the dot's colour swings between magenta and cyan every 1.32 s.
    static func speakingTint(now: CFTimeInterval) -> CABasicAnimation {
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = UIColor.magenta.cgColor
        tint.toValue = UIColor.cyan.cgColor
        tint.duration = 0.66
        tint.beginTime = now + 0.28
        tint.fillMode = .backwards
        tint.repeatCount = .infinity
        tint.autoreverses = true
        tint.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return tint
    }

    /// Speaking: each copy turns a hundredth of a radian from the last, then swings to the
    /// other side and back (the row bends into a slow wave).
    static func speakingWobble(now: CFTimeInterval) -> [CABasicAnimation] {
        let initial = CABasicAnimation(keyPath: "instanceTransform.rotation")
        initial.fromValue = 0.0
        initial.toValue = 0.01
        initial.duration = 0.33
        initial.beginTime = now
        initial.isRemovedOnCompletion = false
        initial.fillMode = .forwards

        let swing = CABasicAnimation(keyPath: "instanceTransform.rotation")
        swing.fromValue = 0.01
        swing.toValue = -0.01
        swing.duration = 0.99
        swing.beginTime = now + 0.33
        swing.repeatCount = .infinity
        swing.autoreverses = true
        swing.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return [initial, swing]
    }
}
