import AnimationUIKit

/// A heart that beats twice a second: a keyframe animation of `transform.scale` with
/// per-segment timing functions.
final class HeartbeatView: UIView {
    func startBeating() {
        let beat = CAKeyframeAnimation(keyPath: "transform.scale")
        beat.values = [1, 1.3, 1, 1.15, 1]
        beat.keyTimes = [0, 0.15, 0.3, 0.45, 0.6]
        beat.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn),
                                CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
        beat.duration = 1
        beat.repeatCount = .infinity
        layer.add(beat, forKey: "heartbeat")
    }
}
