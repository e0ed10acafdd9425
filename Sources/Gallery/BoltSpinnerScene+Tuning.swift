import AnimationUIKit

/// The bolt's rotation curve (phase 3) is tunable: a new curve lets the turn in progress finish
/// with the old one, then the following cycles use the new one in the same rhythm.
extension BoltSpinnerScene: TunableScene {
    /// The name of the rotation's timing curve.
    public static let rotationCurveName = "rotation"

    /// One curve: the bolt's rotation.
    public var tunableCurveNames: [String] { [Self.rotationCurveName] }

    /// The rotation's current curve for `"rotation"`; nil for any other name.
    public func tunableCurve(named name: String) -> CAMediaTimingFunction? {
        name == Self.rotationCurveName ? rotationTimingFunction : nil
    }

    /// Uses `curve` for the rotation from the next turn on; false, with a diagnostic naming the scene's one curve, for
    /// any other name.
    @discardableResult
    public func setTunableCurve(_ curve: CAMediaTimingFunction, named name: String) -> Bool {
        guard name == Self.rotationCurveName else {
            CADiagnostics.report(
                "\(identifier): no tunable curve named \"\(name)\" (it has \"\(Self.rotationCurveName)\")")
            return false
        }
        rotationTimingFunction = curve
        adoptCurveFromNextCycle()
        return true
    }

    /// The key of the one-off turn that finishes, with the old curve, the turn in progress when
    /// the curve changed.
    static let finishingTurnKey = "rotation.finishing-turn"

    /// While the bolt turns: the cycle group is replaced at once by one with the new curve and
    /// the same `beginTime` (the 1.5 s rhythm is kept), and if a turn is in progress a one-off
    /// copy of the old turn, added after the group so it wins while it lasts, finishes that turn.
    /// Nothing waits for a callback, so this also holds for a paused scene that is then scrubbed.
    private func adoptCurveFromNextCycle() {
        let layer = boltContainerView.layer
        guard state == .running, rotationStarted, let running = layer.animation(forKey: Self.rotationKey) else {
            return
        }
        let cycle = Self.rotationDuration + Self.rotationPause
        let elapsed = (LayerScheduling.now(in: layer) - running.beginTime) * Double(running.speed)
        let index = max(0, (elapsed / cycle).rounded(.down))
        let oldTurn = (running as? CAAnimationGroup)?.animations?.first?.copy() as? CAAnimation
        let replacement = rotationCycle()
        replacement.beginTime = running.beginTime
        layer.add(replacement, forKey: Self.rotationKey)
        guard elapsed - index * cycle < Self.rotationDuration, let turn = oldTurn else { return }
        turn.beginTime = running.beginTime + index * cycle / Double(running.speed)
        turn.fillMode = .removed
        layer.add(turn, forKey: Self.finishingTurnKey)
    }
}
