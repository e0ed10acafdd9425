import Foundation

/// One property a recorded animations block changed: its layer, its key path and the two ends
/// (the presentation value before the change, the model value after it), boxed as Apple boxes them.
/// `UIViewPropertyAnimator` builds its own animations from these.
@_spi(ViewAnimation) public struct UIViewRecordedChange {
    @_spi(ViewAnimation) public let layer: CALayer
    @_spi(ViewAnimation) public let keyPath: String
    /// Where the change starts: the value presented just before the block changed it.
    @_spi(ViewAnimation) public let fromValue: Any?
    /// Where it ends: the model value the block left.
    @_spi(ViewAnimation) public let toValue: Any?
    let path: ResolvedKeyPath

    /// The value presented now (the model value with the layer's animations applied).
    @_spi(ViewAnimation) public func presentedValue() -> Any? {
        layer.currentPresentationValue(keyPath: keyPath)?.boxed
    }

    /// The value a fraction `progress` of the way from `fromValue` to `toValue`, as animations
    /// interpolate it (transforms by decomposition, colours per channel); `progress` may lie
    /// outside 0…1 (a spring's overshoot).
    @_spi(ViewAnimation) public func value(atProgress progress: Double) -> Any? {
        guard let a = AnimValue(any: fromValue, as: path.kind), let b = AnimValue(any: toValue, as: path.kind) else { return toValue }
        return AnimValue.interpolate(a, b, progress.isFinite ? progress : 1).boxed
    }

    /// Sets the model value without animating (not even inside an enclosing animation block).
    @_spi(ViewAnimation) public func setModelValue(_ value: Any?) {
        guard let v = AnimValue(any: value, as: path.kind), v.isFinite else { return }
        UIViewAnimationContext.stack.append(.suppressed())
        defer { UIViewAnimationContext.stack.removeLast() }
        path.write(layer, v)
    }
}

extension UIViewAnimationContext {
    /// Runs `animations` and returns the view properties it changed (in the order first changed),
    /// without animating them: model values change at once, as in an animation block.
    /// Nothing is recorded while animations are disabled (`UIView.setAnimationsEnabled(false)`)
    /// or inside `performWithoutAnimation`.
    @_spi(ViewAnimation) public static func record(_ animations: () -> Void) -> [UIViewRecordedChange] {
        var kind = Kind.recording
        if let parent = stack.last, case .suppressed = parent.kind { kind = .suppressed }
        let context = UIViewAnimationContext(kind: kind, duration: 1, delay: 0,
                                             curve: .timing(CAMediaTimingFunction(name: .linear)),
                                             repeats: false, autoreverses: false)
        stack.append(context)
        animations()
        if let i = stack.lastIndex(where: { $0 === context }) { stack.remove(at: i) }
        return context.changes.compactMap { c in
            let to = c.path.read(c.layer)
            guard to != c.oldModel else { return nil }
            let (start, end) = endpoints(c.from, to)
            return UIViewRecordedChange(layer: c.layer, keyPath: c.key, fromValue: start.boxed, toValue: end.boxed, path: c.path)
        }
    }
}
