import AnimationCore

/// A recording dot that pulses. On iOS:
///
///     let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
///
/// Rewritten with the string key path (`#keyPath` needs the Objective-C runtime).
final class KeyPathOpacityPulse {
    let dot = CALayer()

    func start() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
    }
}
