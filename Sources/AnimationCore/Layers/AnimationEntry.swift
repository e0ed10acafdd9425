import Foundation

/// An animation attached to a layer: the copy `animation(forKey:)` returns, its compiled
/// form, and its life-cycle state.
final class AnimationEntry {
    let key: String
    /// True when added with a nil key (not listed by `animationKeys()`).
    let isAnonymous: Bool
    let animation: CAAnimation
    let compiled: CompiledAnimation
    /// True for a `CATransition` (which changes no property, but shows in snapshots).
    let isTransition: Bool
    /// The presentation value before the animation was added (for "previous value" semantics).
    /// (Unchecked exclusivity: read for every frame; see `CALayer.state`.)
    @exclusivity(unchecked) var previous: AnimValue?
    /// For transitions: the layer subtree as it looked when the transition was added.
    var transitionFrom: RenderNode?
    var didStart = false
    var didStop = false
    var groups: [TransactionGroup] = []

    init(key: String, isAnonymous: Bool, animation: CAAnimation, compiled: CompiledAnimation) {
        self.key = key
        self.isAnonymous = isAnonymous
        self.animation = animation
        self.compiled = compiled
        if case .transition = compiled.body { isTransition = true } else { isTransition = false }
    }

    /// Tells the delegate and the transactions that the animation is over.
    func finish(finished: Bool) {
        animation.delegate?.animationDidStop(animation, finished: finished)
        let gs = groups
        groups = []
        for g in gs { g.animationEnded(finished: finished) }
    }
}
