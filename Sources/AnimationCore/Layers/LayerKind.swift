import Foundation

/// What a layer's class is, worked out once when the layer is created: snapshots consult it
/// for every layer of every frame, where dynamic casts (`is`, `as?`) cost ~60 instructions each.
struct LayerKind {
    /// One of the layer classes defined here (not an app's subclass, which may override accessors).
    let isBuiltIn: Bool
    /// Exactly `CALayer`: draws only what its base properties describe.
    let isPlain: Bool
    /// A `CATransformLayer` (or subclass): draws nothing, keeps its sublayers in 3D.
    let isTransformLayer: Bool
    /// A `CAReplicatorLayer` (or subclass).
    let isReplicator: Bool
    /// A `CAEmitterLayer` (or subclass).
    let isEmitter: Bool
    /// A built-in class whose drawing depends on no animated property beyond `CALayer`'s own
    /// (not a replicator or emitter): snapshots may evaluate it in a copy of its state.
    let presentsInState: Bool
    /// Exactly `CALayer`, `CAShapeLayer`, `CAGradientLayer` or `CATextLayer`: everything its
    /// content depends on bumps `stateVersion`, so the model's content can be kept between
    /// snapshots (an app's subclass may compute its accessors from anything).
    let cachesContent: Bool

    init(_ t: CALayer.Type) {
        isBuiltIn = CALayer.isBuiltIn(t)
        isPlain = t == CALayer.self
        isTransformLayer = t is CATransformLayer.Type
        isReplicator = t is CAReplicatorLayer.Type
        isEmitter = t is CAEmitterLayer.Type
        presentsInState = t == CALayer.self || t == CAShapeLayer.self || t == CAGradientLayer.self
            || t == CATextLayer.self || t == CATransformLayer.self
        cachesContent = t == CALayer.self || t == CAShapeLayer.self || t == CAGradientLayer.self
            || t == CATextLayer.self
    }
}
