import AnimationUIKit

/// The bolt's rotation curve (phase 3) is tunable: a new curve lets the turn in progress finish
/// with the old one, then the following cycles use the new one in the same rhythm.
extension BoltSpinnerScene: TunableScene {
    /// The name of the rotation's timing curve.
    public static let rotationCurveName = "rotation"

    public var tunableCurveNames: [String] { [Self.rotationCurveName] }

    public func tunableCurve(named name: String) -> CAMediaTimingFunction? {
        name == Self.rotationCurveName ? rotationTimingFunction : nil
    }

    @discardableResult
    public func setTunableCurve(_ curve: CAMediaTimingFunction, named name: String) -> Bool {
        guard name == Self.rotationCurveName else {
            CADiagnostics.report("\(identifier): no tunable curve named \"\(name)\" (it has \"\(Self.rotationCurveName)\")")
            return false
        }
        rotationTimingFunction = curve
        adoptCurveFromNextCycle()
        return true
    }

    /// While the bolt turns: the running cycle group finishes its current turn (or ends at once
    /// in the pause), then a group with the new curve takes over with the same `beginTime`, so
    /// the turns keep their 1.5 s rhythm. Stopping or restarting in between cancels the swap.
    private func adoptCurveFromNextCycle() {
        let layer = boltContainerView.layer
        guard state == .running, rotationStarted, let running = layer.animation(forKey: Self.rotationKey) else { return }
        let begin = running.beginTime, current = run
        LayerScheduling.finishCurrentCycle(
            of: Self.rotationKey, on: layer,
            cycle: Self.rotationDuration + Self.rotationPause, motion: Self.rotationDuration
        ) { [weak self] in
            guard let self, self.run == current, self.state == .running else { return }
            let cycle = self.rotationCycle()
            cycle.beginTime = begin
            layer.add(cycle, forKey: Self.rotationKey)
        }
    }
}
