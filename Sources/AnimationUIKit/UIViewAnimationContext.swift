import Foundation
@_spi(AnimationBlocks) import AnimationCore

/// One property of one layer changed inside an animation block.
final class UIViewPropertyChange {
    let layer: CALayer
    let key: String
    /// The presentation value just before the first change in the block (where the animation starts).
    let from: Any?
    /// The model value just before the first change (to tell whether anything changed).
    let oldModel: Any?
    /// For keyframe blocks: each keyframe's relative window and the value it left behind.
    var keyframes: [(start: Double, end: Double, value: Any?)] = []

    init(layer: CALayer, key: String, from: Any?, oldModel: Any?) {
        self.layer = layer; self.key = key; self.from = from; self.oldModel = oldModel
    }

    /// The model value now.
    var modelValue: Any? { layer.value(forKeyPath: key) }
}

/// The parameters of one `UIView.animate…` (or keyframe, or transition) block while its
/// closure runs, and the property changes recorded during it: the engine behind UIKit's block
/// animations.
///
/// Changes are recorded from the layer delegate's `action(for:forKey:)` (which runs before
/// the value changes, so the presentation value captured is the old one) and turned into
/// `CABasicAnimation`s, `CASpringAnimation`s or `CAKeyframeAnimation`s when the closure
/// returns, from the captured value to the new model value — all through Core Animation's
/// public API (`value(forKeyPath:)`, `presentation()`, `add(_:forKey:)`), as UIKit works.
/// Main thread only, like UIKit.
final class UIViewAnimationContext {
    enum Kind {
        case basic
        case keyframes(CAAnimationCalculationMode)
        /// Nothing inside animates (`performWithoutAnimation`, a transition's body).
        case suppressed
        /// Changes are recorded and handed back, not animated (`UIViewPropertyAnimator`).
        case recording
    }
    enum Curve {
        case timing(CAMediaTimingFunction)
        /// UIKit's spring, solved for the block's duration when the animations are built.
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    let kind: Kind
    let duration: Double
    let delay: Double
    let curve: Curve
    let repeats: Bool
    let autoreverses: Bool

    private(set) var changes: [UIViewPropertyChange] = []
    private var indexByKey: [Key: Int] = [:]
    /// Indices of the changes made since the last keyframe flush.
    private var touched: [Int] = []
    /// The relative window of the keyframe whose closure is running ((0, 1) outside any).
    var window: (start: Double, end: Double) = (0, 1)

    private struct Key: Hashable { let layer: ObjectIdentifier; let key: String }

    nonisolated(unsafe) static var stack: [UIViewAnimationContext] = []
    nonisolated(unsafe) static var animationsEnabled = true

    init(kind: Kind, duration: Double, delay: Double, curve: Curve, repeats: Bool, autoreverses: Bool) {
        self.kind = kind; self.duration = duration; self.delay = delay; self.curve = curve
        self.repeats = repeats; self.autoreverses = autoreverses
    }

    /// A context for a block nested in the current one (if any): inside a suppressed block
    /// everything is suppressed; otherwise duration and curve are inherited unless overridden.
    static func nested(kind: Kind, duration: Double, delay: Double, curve: Curve,
                       overrideDuration: Bool, overrideCurve: Bool,
                       repeats: Bool, autoreverses: Bool) -> UIViewAnimationContext {
        var kind = kind, duration = duration, curve = curve
        if let parent = stack.last {
            if case .suppressed = parent.kind { kind = .suppressed }
            if !overrideDuration { duration = parent.duration }
            if !overrideCurve { curve = parent.curve }
        }
        return UIViewAnimationContext(kind: kind, duration: duration, delay: delay, curve: curve,
                                      repeats: repeats, autoreverses: autoreverses)
    }

    /// A context in which nothing animates.
    static func suppressed() -> UIViewAnimationContext {
        UIViewAnimationContext(kind: .suppressed, duration: 0, delay: 0,
                               curve: .timing(CAMediaTimingFunction(name: .linear)),
                               repeats: false, autoreverses: false)
    }

    /// True when changes made in this block animate.
    var animates: Bool {
        if case .suppressed = kind { return false }
        return duration > 0 && UIViewAnimationContext.animationsEnabled
    }

    // MARK: Recording

    /// The view's answer to `action(for:forKey:)`: records the change when a block is animating
    /// and always returns `NSNull`, so a view's layer never runs an implicit action.
    /// A property already recorded by an enclosing block stays with that block (which animates
    /// it from its value before the outer block to its final value), so an inner block does not
    /// replace the outer block's animation of it.
    static func action(for layer: CALayer, forKey key: String) -> CAAction? {
        guard let innermost = stack.last, innermost.animates else { return NSNull() }
        let k = Key(layer: ObjectIdentifier(layer), key: key)
        let owner = stack.first { $0.animates && $0.indexByKey[k] != nil } ?? innermost
        owner.record(layer, key)
        return NSNull()
    }

    /// Layer keys a block changes without animating, as UIKit does: the switches (`hidden`,
    /// `masksToBounds`, `doubleSided`) and the layer tree (`sublayers`, `mask`). Object values
    /// (`contents`, a text layer's `string`) are told by their values (see `ViewAnimationValue`).
    static let unanimatedKeys: Set<String> = ["hidden", "masksToBounds", "doubleSided", "sublayers", "mask"]

    private func record(_ layer: CALayer, _ key: String) {
        guard animates, !UIViewAnimationContext.unanimatedKeys.contains(key), layer.model() === layer else { return }
        let k = Key(layer: ObjectIdentifier(layer), key: key)
        if let i = indexByKey[k] {
            if !touched.contains(i) { touched.append(i) }
            return
        }
        let model = layer.value(forKeyPath: key)
        guard ViewAnimationValue.isInterpolable(model) else { return }
        let from = layer.presentation().map { $0.value(forKeyPath: key) } ?? model
        indexByKey[k] = changes.count
        touched.append(changes.count)
        changes.append(UIViewPropertyChange(layer: layer, key: key, from: from, oldModel: model))
    }

    /// Stores, for every property changed since the last flush, its current model value as
    /// a keyframe over the current window.
    func flushKeyframes() {
        for i in touched {
            let c = changes[i]
            c.keyframes.append((window.start, window.end, c.modelValue))
        }
        touched = []
    }

    // MARK: Running a block

    /// Runs `animations` as one block: inside its own transaction (whose completion reports
    /// whether every animation finished), with `context` current; then adds the animations.
    /// `prepare` runs inside the transaction before the closure (transitions add theirs there).
    /// When nothing was added and the block has a delay, the completion waits for the delay.
    static func perform(_ context: UIViewAnimationContext, prepare: (() -> Void)? = nil,
                        animations: () -> Void, completion: ((Bool) -> Void)?) {
        CATransaction.begin()
        CATransaction.setCompletion { finished in completion?(finished) }
        prepare?()
        stack.append(context)
        animations()
        if let i = stack.lastIndex(where: { $0 === context }) { stack.remove(at: i) }
        switch context.kind {
        case .basic: context.addBasicAnimations()
        case .keyframes(let mode):
            context.flushKeyframes()
            context.addKeyframeAnimations(mode: mode)
        case .suppressed, .recording: break
        }
        if context.delay > 0, !CATransaction.hasPendingAnimations {
            addDelayTimer(context.delay)
        }
        CATransaction.commit()
    }

    private func addBasicAnimations() {
        for c in changes {
            let to = c.modelValue
            guard !ViewAnimationValue.same(to, c.oldModel), ViewAnimationValue.isInterpolable(to) else { continue }
            if let parts = ViewAnimationValue.additiveParts(key: c.key, from: c.oldModel, to: to),
               !UIViewAnimationContext.hasAbsoluteAnimation(on: c.layer, key: c.key,
                                                            orParts: c.key == "bounds" || c.key == "transform") {
                for part in parts {
                    let anim = makeAnimation(keyPath: part.keyPath)
                    anim.isAdditive = true
                    anim.fromValue = part.from
                    anim.toValue = part.to
                    configureTiming(anim, on: c.layer)
                    c.layer.add(anim, forKey: UIViewAnimationContext.freeKey(part.keyPath, on: c.layer))
                }
                continue
            }
            let (start, end) = ViewAnimationValue.endpoints(c.from, to)
            let anim = makeAnimation(keyPath: c.key)
            anim.fromValue = start
            anim.toValue = end
            configureTiming(anim, on: c.layer)
            c.layer.add(anim, forKey: c.key)
        }
    }

    /// A basic animation of `keyPath` with the block's curve (a spring for spring blocks).
    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        switch curve {
        case .timing(let function):
            let anim = CABasicAnimation(keyPath: keyPath)
            anim.timingFunction = function
            return anim
        case .spring(let ratio, let velocity):
            let solver = SpringSolver.uiKit(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = solver.mass; spring.stiffness = solver.stiffness
            spring.damping = solver.damping; spring.initialVelocity = solver.initialVelocity
            return spring
        }
    }

    /// True when an animation that sets `key` outright (not additively) is attached under `key`
    /// or animates that key path — or, with `orParts`, one of its components (`bounds.size`,
    /// `transform.rotation.z`…): a new block then replaces it, starting from what is shown.
    static func hasAbsoluteAnimation(on layer: CALayer, key: String, orParts: Bool = false) -> Bool {
        (layer.animationKeys() ?? []).contains { k in
            guard let anim = layer.animation(forKey: k) else { return false }
            let property = anim as? CAPropertyAnimation
            if k == key { return !(property?.isAdditive ?? false) }
            guard let path = property?.keyPath, property?.isAdditive == false else { return false }
            return path == key || (orParts && path.hasPrefix(key + "."))
        }
    }

    /// `key` when nothing is attached under it, else the first free `key-2`, `key-3`…: an
    /// additive animation never replaces the one still running underneath.
    static func freeKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        var n = 2
        while layer.animation(forKey: "\(key)-\(n)") != nil { n += 1 }
        return "\(key)-\(n)"
    }

    /// Duration, delay (with a backwards fill so the old value holds), repeat and autoreverse.
    func configureTiming(_ anim: CAAnimation, on layer: CALayer) {
        anim.duration = duration
        anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        anim.fillMode = .backwards
        if repeats { anim.repeatCount = .infinity }
        anim.autoreverses = autoreverses
    }

    /// Keeps a block's transaction open for `delay` seconds (for blocks that animate nothing):
    /// a do-nothing animation on a private layer, which the animation's delegate keeps alive.
    private static func addDelayTimer(_ delay: Double) {
        final class Keeper: CAAnimationDelegate {
            var layer: CALayer?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { layer = nil }
        }
        let layer = CALayer()
        let keeper = Keeper()
        keeper.layer = layer
        let timer = CABasicAnimation(keyPath: "opacity")
        timer.fromValue = 1.0; timer.toValue = 1.0
        timer.duration = delay
        timer.delegate = keeper
        layer.add(timer, forKey: "UIViewAnimationDelay")
    }
}
