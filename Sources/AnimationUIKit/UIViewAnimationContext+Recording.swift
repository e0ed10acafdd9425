@_spi(ValueInterpolation) import AnimationCore
import Foundation

/// One property a recorded animations block changed: its layer, its key path and the two ends
/// (the presentation value before the change, the model value after it), boxed as Apple boxes them.
/// `UIViewPropertyAnimator` builds its own animations from these.
struct UIViewRecordedChange {
    let layer: CALayer
    let keyPath: String
    /// Where the change starts: the value presented just before the block changed it.
    let fromValue: Any?
    /// Where it ends: the model value the block left.
    let toValue: Any?

    /// The value presented now (the model value with the layer's animations applied).
    func presentedValue() -> Any? {
        layer.presentation()?.value(forKeyPath: keyPath)
    }

    /// The value a fraction `progress` of the way from `fromValue` to `toValue`, as animations
    /// interpolate it (transforms by decomposition, colours per channel); `progress` may lie
    /// outside 0…1 (a spring's overshoot).
    func value(atProgress progress: Double) -> Any? {
        layer.interpolatedValue(forKeyPath: keyPath, from: fromValue, to: toValue, fraction: progress)
    }

    /// Sets the model value without animating (not even inside an enclosing animation block).
    func setModelValue(_ value: Any?) {
        UIViewAnimationContext.stack.append(.suppressed())
        defer { UIViewAnimationContext.stack.removeLast() }
        layer.setValue(value, forKeyPath: keyPath)
    }
}

extension UIViewAnimationContext {
    /// Runs `animations` and returns the view properties it changed (in the order first changed),
    /// without animating them: model values change at once, as in an animation block.
    /// Nothing is recorded while animations are disabled (`UIView.setAnimationsEnabled(false)`)
    /// or inside `performWithoutAnimation`.
    static func record(_ animations: () -> Void) -> [UIViewRecordedChange] {
        var kind = Kind.recording
        if let parent = stack.last, case .suppressed = parent.kind { kind = .suppressed }
        let context = UIViewAnimationContext(kind: kind, duration: 1, delay: 0,
                                             curve: .timing(CAMediaTimingFunction(name: .linear)),
                                             repeats: false, autoreverses: false)
        stack.append(context)
        animations()
        if let i = stack.lastIndex(where: { $0 === context }) { stack.remove(at: i) }
        return context.changes.compactMap { c in
            let to = c.modelValue
            guard !ViewAnimationValue.same(to, c.oldModel), ViewAnimationValue.isInterpolable(to) else { return nil }
            let (start, end) = ViewAnimationValue.endpoints(c.from, to)
            return UIViewRecordedChange(layer: c.layer, keyPath: c.key, fromValue: start, toValue: end)
        }
    }
}
