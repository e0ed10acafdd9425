import AnimationCore
import Foundation

/// Changes a layer's place in the time hierarchy (speed, pause, frame steps) without ever
/// making its local time jump: everything below the layer continues smoothly from where it was.
///
/// A layer's local time is `(parentTime − beginTime) × speed + timeOffset`. To change `speed`
/// at parent time `T` without a jump, the layer is re-anchored first: `beginTime = T` and
/// `timeOffset` = its local time at `T`; from then on local time grows at the new rate from
/// exactly the value it had. Pausing is the same with a speed of 0 (local time freezes at
/// `timeOffset`), and stepping a paused layer moves `timeOffset`.
public enum TimeControl {
    /// One frame at 60 Hz, the step of `,` and `.`.
    public static let frameStep: CFTimeInterval = 1.0 / 60.0

    /// The time of `layer`'s parent (media time for a root layer) at media time `now`.
    public static func parentTime(of layer: CALayer, atMediaTime now: CFTimeInterval) -> CFTimeInterval {
        layer.superlayer.map { $0.convertTime(now, from: nil) } ?? now
    }

    /// `layer`'s local time at its parent's time `t`, from its own timing properties.
    public static func localTime(of layer: CALayer, atParentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - layer.beginTime) * Double(layer.speed) + layer.timeOffset
    }

    /// Sets `layer.speed` to `speed` at media time `now` so that its local time is continuous:
    /// `beginTime = T`, `timeOffset = local(T)`, then `speed = new`, with `T` the parent's time.
    /// A speed that is not finite or is negative is ignored. Returns the local time kept.
    @discardableResult
    public static func setSpeed(_ speed: Float, of layer: CALayer,
                                atMediaTime now: CFTimeInterval = CACurrentMediaTime()) -> CFTimeInterval {
        let t = parentTime(of: layer, atMediaTime: now)
        let local = localTime(of: layer, atParentTime: t)
        guard speed.isFinite, speed >= 0, t.isFinite, local.isFinite else { return local }
        if layer.speed == speed { return local }
        layer.beginTime = t
        layer.timeOffset = local
        layer.speed = speed
        return local
    }

    /// Pauses `layer` (speed 0, local time frozen where it is). Returns the frozen time.
    @discardableResult
    public static func pause(_ layer: CALayer,
                             atMediaTime now: CFTimeInterval = CACurrentMediaTime()) -> CFTimeInterval {
        setSpeed(0, of: layer, atMediaTime: now)
    }

    /// Resumes a paused `layer` at `speed` from the local time it was frozen at.
    public static func resume(_ layer: CALayer, speed: Float, atMediaTime now: CFTimeInterval = CACurrentMediaTime()) {
        setSpeed(speed, of: layer, atMediaTime: now)
    }

    /// Moves a paused layer's frozen local time by `seconds` (negative steps back).
    /// Does nothing (and returns false) when the layer is not paused.
    @discardableResult
    public static func step(_ layer: CALayer, by seconds: CFTimeInterval) -> Bool {
        guard layer.speed == 0, seconds.isFinite else { return false }
        layer.timeOffset += seconds
        return true
    }
}
