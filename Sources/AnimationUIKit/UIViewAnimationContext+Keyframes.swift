import AnimationCore
import Foundation

// The keyframe half of the view-animation engine (see `UIView.animateKeyframes`).
extension UIViewAnimationContext {
    /// One keyframe animation per changed property (see the comment on `UIView.animateKeyframes`).
    func addKeyframeAnimations(mode: CAAnimationCalculationMode) {
        for c in changes where !c.keyframes.isEmpty {
            var (times, values) = UIViewAnimationContext.keyframeTrack(from: c.from, keyframes: c.keyframes)
            guard values.contains(where: { !ViewAnimationValue.same($0, values[0]) }),
                  values.allSatisfy(ViewAnimationValue.isInterpolable) else { continue }
            if let color = values.first(where: ViewAnimationValue.isColor) {
                values = values.map { ViewAnimationValue.endpoints($0, color).0 }   // nil → transparent
            }
            let anim = CAKeyframeAnimation()
            if c.key == "transform", let angles = UIViewAnimationContext.unwrappedAngles(values) {
                anim.keyPath = "transform.rotation.z"
                anim.values = angles.map { NSNumber(value: $0) }
            } else {
                anim.keyPath = c.key
                anim.values = values.map { $0 ?? NSNull() }
            }
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = mode
            if case .timing(let f) = curve { anim.timingFunction = f }
            configureTiming(anim, on: c.layer)
            c.layer.add(anim, forKey: c.key)
        }
    }

    /// Key times and values: start at `from`, hold until each keyframe's start, reach its value
    /// at its end, hold the last value until 1. Overlapping keyframes are taken in start order.
    static func keyframeTrack(from: Any?, keyframes: [(start: Double, end: Double, value: Any?)])
        -> (times: [Double], values: [Any?]) {
        let ordered = keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        var times = [0.0], values: [Any?] = [from]
        var t = 0.0, current = from
        for (_, k) in ordered {
            let s = max(k.start, t)
            if s > t { times.append(s); values.append(current) }
            let e = max(k.end, s)
            times.append(e); values.append(k.value)
            current = k.value; t = e
        }
        if t < 1 { times.append(1); values.append(current) }
        return (times, values)
    }

    /// The z rotation angles of `values` when all are pure z rotations, unwrapped so each step is
    /// the short way round (a half-turn step continues the previous direction); else nil.
    static func unwrappedAngles(_ values: [Any?]) -> [Double]? {
        var angles: [Double] = []
        var direction = 1.0
        for v in values {
            guard let t = v as? CATransform3D, let raw = zRotationAngle(t) else { return nil }
            guard let last = angles.last else { angles.append(raw); continue }
            var step = remainder(raw - last, 2 * Double.pi)       // in −π…π
            if abs(abs(step) - Double.pi) < 1e-6 { step = Double.pi * direction }
            if abs(step) > 1e-12 { direction = step > 0 ? 1 : -1 }
            angles.append(last + step)
        }
        return angles
    }

    /// The angle of a transform that is exactly a rotation about z (within 1e-9), else nil.
    static func zRotationAngle(_ t: CATransform3D) -> Double? {
        let e = 1e-9
        let planar = abs(t.m13) < e && abs(t.m23) < e && abs(t.m31) < e && abs(t.m32) < e
            && abs(t.m33 - 1) < e && abs(t.m14) < e && abs(t.m24) < e && abs(t.m34) < e && abs(t.m44 - 1) < e
            && abs(t.m41) < e && abs(t.m42) < e && abs(t.m43) < e
        let rotation = abs(t.m11 - t.m22) < e && abs(t.m12 + t.m21) < e && abs(t.m11 * t.m11 + t.m12 * t.m12 - 1) < e
        guard planar, rotation else { return nil }
        return atan2(Double(t.m12), Double(t.m11))
    }
}
