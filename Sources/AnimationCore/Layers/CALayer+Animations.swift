import Foundation

extension CALayer {
    /// The body of the open `add` declared in the class.
    func addImplementation(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            CADiagnostics.report("add(_:forKey:) on a presentation layer is ignored")
            return
        }
        let copy = anim.copy() as! CAAnimation
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        let transactionDuration = CATransaction.animationDuration()
        guard let compiled = CompiledAnimation.compile(copy, for: self, defaultDuration: transactionDuration) else {
            return
        }
        let resolvedKey = key ?? (copy is CATransition ? "transition" : "anonymous-\(UUID().uuidString)")
        let entry = AnimationEntry(key: resolvedKey, isAnonymous: key == nil && !(copy is CATransition),
                                   animation: copy, compiled: compiled)
        if let keyPath = compiled.propertyKey {
            entry.previous = presentationValueBeforeTransaction(keyPath: keyPath)
        }
        if case .transition = compiled.body {
            entry.transitionFrom = SnapshotBuilder.transitionSource(for: self, mediaTime: CACurrentMediaTime())
        }
        if let i = animationEntries.firstIndex(where: { $0.key == resolvedKey }) {
            let old = animationEntries.remove(at: i)
            stopEarly(old)
        }
        for g in CATransaction.openGroups() {
            g.animationAdded()
            entry.groups.append(g)
        }
        animationEntries.append(entry)
        CARunLoop.register(self)
    }

    /// The animation attached under `key` (the copy that was attached), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added (nil keys are not listed).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter { !$0.isAnonymous }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`; its delegate hears `finished: false` on the next tick.
    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        stopEarly(animationEntries.remove(at: i))
    }

    /// Detaches every animation; their delegates hear `finished: false` on the next tick.
    public func removeAllAnimations() {
        let all = animationEntries
        animationEntries = []
        all.forEach(stopEarly)
    }

    private func stopEarly(_ entry: AnimationEntry) {
        CARunLoop.generation &+= 1
        guard !entry.didStop else { return }
        entry.didStop = true
        CARunLoop.enqueue { entry.finish(finished: false) }
    }

    /// The value at `keyPath` as presented with the model as it was before the open
    /// transaction's changes (what Apple's render tree shows until the commit): where an
    /// animation added with no values starts.
    func presentationValueBeforeTransaction(keyPath: String) -> AnimValue? {
        guard let before = stateBeforeTransaction?.state else { return currentPresentationValue(keyPath: keyPath) }
        let now = state
        state = before
        defer { state = now }
        return currentPresentationValue(keyPath: keyPath)
    }

    /// The value at `keyPath` as currently presented (model plus running animations).
    /// While an action for `keyPath` runs, that is the value presented before the change.
    func currentPresentationValue(keyPath: String) -> AnimValue? {
        if let running = runningAction, running.key == keyPath, let shown = running.shown { return shown }
        guard let path = ResolvedKeyPath.resolve(keyPath, for: self) else { return nil }
        let p = presentationLayer(atLocalTime: localTime(atMediaTime: CACurrentMediaTime()))
        return path.read(p)
    }
}
