import Foundation

extension SnapshotBuilder {
    /// True for a plain leaf: exactly `CALayer` (no overridden accessors), no sublayers, mask or
    /// transition, and only number/point animations that change no content (`LaneTrack`s).
    /// Most layers of a large tree are such leaves; `buildLeaf` builds them, and
    /// `ParallelSnapshot` builds long arrays of them on all cores.
    @inline(__always)
    static func isPlainLeaf(_ layer: CALayer) -> Bool {
        layer.kind.isPlain && layer.sublayerStorage.isEmpty && !layer.hasMask && !layer.hasTransition
            && layer.animationsUseLanesOnly && !layer.animationsWriteContent
    }

    /// `build(_:parentTime:space:at:)` for a plain leaf (`isPlainLeaf`), with the same result and
    /// the same diagnostics, in the same order. Everything `build` decides per layer is known
    /// here (no emitter, replicator, mask, sublayers, transition or presentation copy; cached
    /// content), so this is the scalars path alone: a small function whose values stay in
    /// registers and whose content goes once into the node, where `build`'s many paths made the
    /// compiler keep them on a 5 KB stack frame and move the content through it three times.
    /// When the animations cannot be evaluated in the scalars, `build` takes its general path.
    static func buildLeaf(_ layer: CALayer, parentTime: Double, space parentSpace: UnsafePointer<CATransform3D>?,
                          at slot: UnsafeMutablePointer<RenderNode>) -> Bool {
        if let program = layer.animationProgramReference, program._withUnsafeGuaranteedRef({ $0.targetsDirectOnly }) {
            return buildDirectLeaf(layer, parentTime: parentTime, space: parentSpace, at: slot)
        }
        var g = layer.state.scalars
        let t = g.localTime(fromParentTime: parentTime)
        guard presentScalars(of: layer, at: t, into: &g) else {
            return build(layer, parentTime: parentTime, space: parentSpace, at: slot, evaluatesScalars: false)
        }
        // Hidden: not drawn (a blank node is only kept for a transition, and a leaf has none).
        if g.isHidden { return false }
        let content = cachedContent(of: layer)
        guard let transform = placement(bounds: g.bounds, anchorPoint: g.anchorPoint, anchorPointZ: g.anchorPointZ,
                                        transform: g.transform, position: g.position, zPosition: g.zPosition,
                                        layer: layer, parentSpace: parentSpace) else { return false }
        let opacity = Double(g.opacity)
        slot.initialize(to: RenderNode(
            layerID: layer.renderID, bounds: g.bounds, transform: transform,
            opacity: opacity.isFinite ? min(1, max(0, opacity)) : 1,
            zPosition: g.zPosition.isFinite ? g.zPosition : 0,
            isDoubleSided: g.isDoubleSided, masksToBounds: g.masksToBounds,
            allowsGroupOpacity: g.allowsGroupOpacity, preserves3D: false, tint: .white,
            content: content, mask: nil, sublayers: [], particles: [], transition: nil,
            allowsEdgeAntialiasing: g.allowsEdgeAntialiasing, visualEffect: layer.visualEffectStorage))
        return true
    }

    /// `buildLeaf` for a leaf whose program `targetsDirectOnly`: its animations write position,
    /// opacity and the transform alone, so they are evaluated in `LeafValues` (those three) and
    /// every other value of the node is the model's, read where it is. The same node as the
    /// scalars path, without copying the layer's 440-byte `LayerScalars` first.
    @inline(__always)
    private static func buildDirectLeaf(_ layer: CALayer, parentTime: Double,
                                        space parentSpace: UnsafePointer<CATransform3D>?,
                                        at slot: UnsafeMutablePointer<RenderNode>) -> Bool {
        let t = layer.state.scalars.localTime(fromParentTime: parentTime)
        var v = LeafValues(position: layer.state.scalars.position, opacity: layer.state.scalars.opacity,
                           transform: layer.state.scalars.transform)
        let applied = layer.animationProgramReference!._withUnsafeGuaranteedRef { program in
            program.apply(to: &v, at: t,
                          modelTransformIsIdentity: program.readsModelTransform && layer.modelTransformIsIdentity)
        }
        guard applied else {
            return build(layer, parentTime: parentTime, space: parentSpace, at: slot, evaluatesScalars: false)
        }
        if layer.state.scalars.isHidden { return false }
        let content = cachedContent(of: layer)
        let zPosition = layer.state.scalars.zPosition, bounds = layer.state.scalars.bounds
        guard let transform = placement(bounds: bounds, anchorPoint: layer.state.scalars.anchorPoint,
                                        anchorPointZ: layer.state.scalars.anchorPointZ, transform: v.transform,
                                        position: v.position, zPosition: zPosition,
                                        layer: layer, parentSpace: parentSpace) else { return false }
        let opacity = Double(v.opacity)
        slot.initialize(to: RenderNode(
            layerID: layer.renderID, bounds: bounds, transform: transform,
            opacity: opacity.isFinite ? min(1, max(0, opacity)) : 1,
            zPosition: zPosition.isFinite ? zPosition : 0,
            isDoubleSided: layer.state.scalars.isDoubleSided, masksToBounds: layer.state.scalars.masksToBounds,
            allowsGroupOpacity: layer.state.scalars.allowsGroupOpacity, preserves3D: false, tint: .white,
            content: content, mask: nil, sublayers: [], particles: [], transition: nil,
            allowsEdgeAntialiasing: layer.state.scalars.allowsEdgeAntialiasing,
            visualEffect: layer.visualEffectStorage))
        return true
    }
}
