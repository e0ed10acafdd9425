import Foundation

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

extension UIViewAnimationContext {
    /// One keyframe animation per changed property (see the comment on `UIView.animateKeyframes`).
    func addKeyframeAnimations(mode: CAAnimationCalculationMode) {
        for c in changes where !c.keyframes.isEmpty {
            var (times, values) = UIViewAnimationContext.keyframeTrack(from: c.from, keyframes: c.keyframes)
            guard values.contains(where: { $0 != values[0] }) else { continue }
            if let color = values.first(where: { if case .color = $0 { return true }; return false }) {
                values = values.map { UIViewAnimationContext.endpoints($0, color).0 }   // nil → transparent
            }
            let anim = CAKeyframeAnimation()
            if c.key == "transform", let angles = UIViewAnimationContext.unwrappedAngles(values) {
                anim.keyPath = "transform.rotation.z"
                anim.values = angles.map { NSNumber(value: $0) }
            } else {
                anim.keyPath = c.key
                anim.values = values.map { $0.boxed ?? NSNull() }
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
    static func keyframeTrack(from: AnimValue, keyframes: [(start: Double, end: Double, value: AnimValue)])
        -> (times: [Double], values: [AnimValue]) {
        let ordered = keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        var times = [0.0], values = [from]
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
    static func unwrappedAngles(_ values: [AnimValue]) -> [Double]? {
        var angles: [Double] = []
        var direction = 1.0
        for v in values {
            guard case .transform(let t) = v, let raw = zRotationAngle(t) else { return nil }
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
