import Foundation

extension CALayer {
    /// A copy of the layer (and of its sublayers and mask, as presentation layers) with every
    /// animated property at the current media time. Hit-test it to find where a moving layer
    /// appears. Called on a presentation copy, it returns that copy.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        return (presentationTree(atMediaTime: CACurrentMediaTime(), superlayer: nil) as! Self)
    }

    /// The model layer: itself, or for a presentation copy the layer it was made from.
    public func model() -> Self {
        if isPresentationCopy, let m = modelLayer as? Self { return m }
        return self
    }

    private func presentationTree(atMediaTime t: Double, superlayer parent: CALayer?) -> CALayer {
        let p = type(of: self).init(dynamicCopyOf: self)
        applyAnimations(to: p, localTime: localTime(atMediaTime: t))
        if let running = runningAction, let shown = running.shown,
           let path = ResolvedKeyPath.resolve(running.key, for: self) {
            // An action is running for this change: the presentation still shows the old value.
            path.write(p, shown)
        }
        p.superlayer = parent
        p.sublayerStorage = sublayerStorage.map { $0.presentationTree(atMediaTime: t, superlayer: p) }
        if let m = mask {
            let pm = m.presentationTree(atMediaTime: t, superlayer: nil)
            pm.maskOwner = p
            p.mask = pm
        }
        return p
    }

    /// This layer alone (no sublayers) with its animations applied at local time `t`.
    /// Reuses one cached copy per built-in layer: the result is only valid until the next call.
    func presentationLayer(atLocalTime t: Double) -> CALayer {
        guard !animationEntries.isEmpty else { return self }
        let p: CALayer
        if kind.isBuiltIn, let cached = presentationCache {
            p = cached
            p.assignProperties(from: self)
        } else {
            // An app's subclass may copy its own properties in `init(layer:)` (as iOS code
            // does), which a reused copy would skip: it gets a fresh copy every time.
            p = type(of: self).init(dynamicCopyOf: self)
            if kind.isBuiltIn { presentationCache = p }
        }
        applyAnimations(to: p, localTime: t)
        return p
    }

    /// Applies every attached animation, in the order added, to the copy `p`.
    func applyAnimations(to p: CALayer, localTime t: Double) {
        for entry in animationEntries {
            entry.compiled.apply(to: p, parentTime: t, previous: entry.previous)
        }
    }
}
