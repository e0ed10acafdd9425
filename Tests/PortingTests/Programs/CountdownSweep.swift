import AnimationCore

/// A countdown pie that sweeps once and stays empty: `strokeEnd` from 1 to 0 over 10 s, kept at
/// the end with `fillMode = .forwards`, with a delegate told when it stops.
final class CountdownSweep: CAAnimationDelegate {
    let pie = CAShapeLayer()
    private(set) var stops: [Bool] = []

    func start() {
        let sweep = CABasicAnimation(keyPath: "strokeEnd")
        sweep.fromValue = 1
        sweep.toValue = 0
        sweep.duration = 10
        sweep.fillMode = .forwards
        sweep.isRemovedOnCompletion = false
        sweep.delegate = self
        pie.add(sweep, forKey: "countdown")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
    }
}
