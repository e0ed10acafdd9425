import Foundation

extension CALayer {
    /// Evaluates this layer and its whole subtree at `mediaTime` (now when nil) into a value
    /// a renderer can draw: presentation values, resolved transforms, replicator instances
    /// expanded and emitter particles simulated. The layer's own transform maps into the
    /// target's space, so a root layer at `frame = (0, 0, width, height)` fills the target.
    public func renderSnapshot(at mediaTime: CFTimeInterval? = nil) -> RenderSnapshot {
        let t = mediaTime ?? CACurrentMediaTime()
        let parentTime = superlayer.map { $0.localTime(atMediaTime: t) } ?? t
        let root = SnapshotBuilder.build(self, parentTime: parentTime, parentSpace: nil)
            ?? RenderNode(layerID: renderID, bounds: .zero)
        return RenderSnapshot(time: t, root: root)
    }
}

/// Walks a layer tree and produces `RenderNode`s.
enum SnapshotBuilder {
    /// The node for `layer` as it looks at `mediaTime`, placed in its superlayer's space.
    /// With `hiddenAsBlank`, a hidden `layer` gives a blank node (see `build`) instead of nil.
    static func node(for layer: CALayer, mediaTime: Double, hiddenAsBlank: Bool = false) -> RenderNode? {
        let parentTime = (layer.superlayer ?? layer.maskOwner).map { $0.localTime(atMediaTime: mediaTime) } ?? mediaTime
        let space = layer.superlayer.flatMap {
            CALayer.sublayerSpace(bounds: $0.bounds, anchorPoint: $0.anchorPoint,
                                  sublayerTransform: $0.sublayerTransform)
        }
        return build(layer, parentTime: parentTime, parentSpace: space, hiddenAsBlank: hiddenAsBlank)
    }

    /// What a `CATransition` added to `layer` now starts from: the layer as it looks at
    /// `mediaTime`, or a blank node with its geometry when the layer itself is hidden (so a
    /// transition that shows a hidden layer starts from nothing, as on iOS). Nil only for
    /// broken geometry.
    static func transitionSource(for layer: CALayer, mediaTime: Double) -> RenderNode? {
        node(for: layer, mediaTime: mediaTime, hiddenAsBlank: true)
    }

    /// Builds the node of `layer` at its parent's local time `parentTime`; `parentSpace` is the
    /// parent's presented `sublayerTransform` about its anchor point (nil for none). Nil for
    /// hidden or broken layers (see `hiddenAsBlank` in `build(_:parentTime:parentSpace:at:hiddenAsBlank:)`).
    static func build(_ layer: CALayer, parentTime: Double, parentSpace: CATransform3D?,
                      hiddenAsBlank: Bool = false) -> RenderNode? {
        withUnsafeTemporaryAllocation(of: RenderNode.self, capacity: 1) { slot in
            build(layer, parentTime: parentTime, parentSpace: parentSpace, at: slot.baseAddress!,
                  hiddenAsBlank: hiddenAsBlank)
                ? slot.baseAddress!.move() : nil
        }
    }

    /// Appends the node of `layer` (see `build(_:parentTime:parentSpace:)`) to `nodes`; false,
    /// having appended nothing, for hidden or broken layers.
    @discardableResult
    static func build(_ layer: CALayer, parentTime: Double, parentSpace: CATransform3D?,
                      into nodes: inout [RenderNode]) -> Bool {
        guard let node = build(layer, parentTime: parentTime, parentSpace: parentSpace) else { return false }
        nodes.append(node)
        return true
    }

    /// Initializes `slot` with the node of `layer` (see `build(_:parentTime:parentSpace:)`);
    /// false, leaving `slot` uninitialized, for hidden or broken layers. The node's parts
    /// (particles, mask, sublayers, transition) are built first, in that order, and the ~400-byte
    /// value is then written once, where it stays (sublayer nodes straight into their array).
    ///
    /// A hidden layer is skipped, except when a `CATransition` is attached to it, or with
    /// `hiddenAsBlank` (capturing a transition's "before"): then it becomes a blank node — its
    /// presented geometry and opacity, no content, mask, particles or sublayers — so that a
    /// transition on a layer whose own `isHidden` changes draws it appearing from nothing or
    /// going to nothing, as Core Animation does.
    static func build(_ layer: CALayer, parentTime: Double, parentSpace: CATransform3D?,
                      at slot: UnsafeMutablePointer<RenderNode>, hiddenAsBlank: Bool = false) -> Bool {
        withParentSpace(parentSpace) { space in
            build(layer, parentTime: parentTime, space: space, at: slot, hiddenAsBlank: hiddenAsBlank)
        }
    }

    /// Calls `body` with a pointer to `space` (nil for none). A walk over many children passes
    /// their parent space this way: an optional `CATransform3D` (129 bytes) passed to each child
    /// was copied there just to test whether it is nil.
    @inline(__always)
    static func withParentSpace<R>(_ space: CATransform3D?, _ body: (UnsafePointer<CATransform3D>?) -> R) -> R {
        guard let s = space else { return body(nil) }
        return withUnsafePointer(to: s) { body($0) }
    }

    /// `build(_:parentTime:parentSpace:at:hiddenAsBlank:)` with the parent space read in place.
    /// `evaluatesScalars`: false when the caller has found the scalars path fails for this layer
    /// (`buildLeaf`), so the animations are not evaluated there twice.
    static func build(_ layer: CALayer, parentTime: Double, space parentSpace: UnsafePointer<CATransform3D>?,
                      at slot: UnsafeMutablePointer<RenderNode>, hiddenAsBlank: Bool = false,
                      evaluatesScalars: Bool = true) -> Bool {
        let kind = layer.kind
        // The presented values. Fastest: a layer whose animations are all number/point tracks
        // that change no content is evaluated in a copy of its `LayerScalars` (plain numbers,
        // nothing retained) and draws its model content. Otherwise in a copy of its whole
        // state, or for other classes in its reused presentation copy `presentation`, which is
        // then also the layer that subclass content (paths, gradients, text) is read from.
        // (`presentation` stays nil otherwise: binding `layer` to a local would retain it, which
        // is slow for layers, whose weak references give them side tables.)
        var g = layer.state.scalars
        let t = g.localTime(fromParentTime: parentTime)
        let content: LayerContent
        var presentation: CALayer? = nil
        var blank = false
        if evaluatesScalars, kind.presentsInState, layer.animationsUseLanesOnly, !layer.animationsWriteContent,
           presentScalars(of: layer, at: t, into: &g) {
            if g.isHidden {
                guard hiddenAsBlank || layer.hasTransition else { return false }
                blank = true
            }
            content = blank || kind.isTransformLayer ? LayerContent()
                : kind.cachesContent ? cachedContent(of: layer) : SnapshotBuilder.content(of: layer.state, layer: layer)
        } else {
            let s: LayerState
            if layer.presentsInState {
                var state = layer.state
                for entry in layer.animationEntries {
                    entry.compiled.apply(to: &state, parentTime: t, entry: entry)
                }
                s = state
            } else {
                let copy = layer.presentationLayer(atLocalTime: t)
                s = copy.publicState
                presentation = copy
            }
            if s.isHidden {
                guard hiddenAsBlank || layer.hasTransition else { return false }
                blank = true
            }
            g = s.scalars
            content = blank || kind.isTransformLayer ? LayerContent()
                : kind.cachesContent && presentation == nil && !layer.animationsWriteContent ? cachedContent(of: layer)
                : SnapshotBuilder.content(of: s, layer: presentation ?? layer)
        }
        guard let transform = placement(bounds: g.bounds, anchorPoint: g.anchorPoint, anchorPointZ: g.anchorPointZ,
                                        transform: g.transform, position: g.position, zPosition: g.zPosition,
                                        layer: layer, parentSpace: parentSpace) else { return false }
        let b = g.bounds
        let opacity = Double(g.opacity)
        // `presentation` may be a reused presentation copy; it stays valid while this subtree is
        // built because no layer is evaluated again until its own subtree is done.
        // The sublayers' parent space (only worked out when there are sublayers).
        func childSpace() -> CATransform3D? {
            CALayer.sublayerSpace(bounds: b, anchorPoint: g.anchorPoint, sublayerTransform: g.sublayerTransform)
        }
        var particles: [ParticleBatch] = []
        if !blank, kind.isEmitter, let emitter = (presentation ?? layer) as? CAEmitterLayer,
           let model = layer as? CAEmitterLayer {
            particles = EmitterSimulation.batches(for: emitter, history: model.birthRateHistory,
                                                  origin: model.emissionOrigin,
                                                  cache: model.particleConstants, at: t)
        }
        var mask: Box<RenderNode>? = nil
        if !blank, layer.hasMask || !kind.isBuiltIn, let m = layer.mask,
           let node = build(m, parentTime: t, parentSpace: nil) {
            mask = Box(node)
        }
        var sublayers: [RenderNode] = []
        if blank {
            // Nothing under a hidden layer is drawn.
        } else if kind.isReplicator, let replicator = (presentation ?? layer) as? CAReplicatorLayer {
            sublayers = instances(of: layer, replicator: Replication(replicator), time: t, parentSpace: childSpace())
        } else if !layer.sublayerStorage.isEmpty {
            sublayers = sublayerNodes(of: layer, time: t, parentSpace: childSpace())
        }
        let transition = layer.hasTransition ? transition(of: layer, at: t) : nil
        // A hidden layer whose transition is over (not yet removed) is not drawn again.
        if blank && transition == nil && !hiddenAsBlank { return false }
        slot.initialize(to: RenderNode(
            layerID: layer.renderID, bounds: b, transform: transform,
            opacity: opacity.isFinite ? min(1, max(0, opacity)) : 1,
            zPosition: g.zPosition.isFinite ? g.zPosition : 0,
            isDoubleSided: g.isDoubleSided, masksToBounds: g.masksToBounds,
            allowsGroupOpacity: g.allowsGroupOpacity, preserves3D: kind.isTransformLayer, tint: .white,
            content: content, mask: mask, sublayers: sublayers, particles: particles, transition: transition,
            allowsEdgeAntialiasing: g.allowsEdgeAntialiasing, visualEffect: layer.visualEffectStorage))
        return true
    }

    /// The node's transform for the presented geometry of `layer` (its own transform, then the
    /// parent space); nil, reported, when it or the bounds are not finite (the layer is not drawn).
    @inline(__always)
    static func placement(bounds b: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, transform x: CATransform3D,
                          position: CGPoint, zPosition: CGFloat,
                          layer: CALayer, parentSpace: UnsafePointer<CATransform3D>?) -> CATransform3D? {
        var transform = CALayer.ownTransform(bounds: b, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                                             transform: x, position: position, zPosition: zPosition)
        if let parentSpace { transform = CATransform3DConcat(transform, parentSpace.pointee) }
        guard transform.hasFiniteEntries, b.origin.x.isFinite, b.origin.y.isFinite,
              b.width.isFinite, b.height.isFinite else {
            CADiagnostics.report("\(type(of: layer)) \(layer.name ?? ""): non-finite geometry; the layer is not drawn")
            return nil
        }
        return transform
    }

    /// The nodes of the sublayers of `layer` (at its local time `t`, in its sublayer space),
    /// each written straight into the array's storage; long arrays of plain leaves on all cores.
    private static func sublayerNodes(of layer: CALayer, time t: Double,
                                      parentSpace space: CATransform3D?) -> [RenderNode] {
        let storage = layer.sublayerStorage  // an owned copy: it keeps the children alive
        if let nodes = ParallelSnapshot.nodes(of: storage, time: t, parentSpace: space) { return nodes }
        return [RenderNode](unsafeUninitializedCapacity: storage.count) { nodes, count in
            // Children reached as guaranteed references (no retain/release of each layer, which
            // is slow for layers: their weak references give them side tables).
            storage.withUnsafeBufferPointer { children in
                withParentSpace(space) { space in
                    var k = 0
                    for i in children.indices {
                        Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { child in
                            let slot = nodes.baseAddress! + k
                            if isPlainLeaf(child) ? buildLeaf(child, parentTime: t, space: space, at: slot)
                                : build(child, parentTime: t, space: space, at: slot) { k += 1 }
                        }
                    }
                    count = k
                }
            }
        }
    }

    /// Evaluates the animations of `layer` at its local time `t` into `g` (a copy of its scalars);
    /// false when one could not be evaluated there (`g` is then partly written). Through the
    /// layer's `AnimationProgram` when it has one, else entry by entry.
    @inline(__always)
    static func presentScalars(of layer: CALayer, at t: Double, into g: inout LayerScalars) -> Bool {
        if let applied = layer.applyAnimationProgram(to: &g, at: t) { return applied }
        let entries = layer.animationEntries  // an owned copy: it keeps the entries alive
        return presentScalars(entries, at: t, into: &g)
    }

    /// Evaluates the animations `entries` of a layer at its local time `t` into `g` (a copy of
    /// its scalars); false when one could not be evaluated there (`g` is then partly written).
    ///
    /// The entries are reached through `Unmanaged` guaranteed references: the array (held by the
    /// caller for the whole walk) keeps them alive, and nothing in an evaluation can remove an
    /// animation, but the compiler cannot see that and otherwise retains and releases every entry
    /// and its compiled animation (~100 instructions per animation).
    @inline(__always)
    private static func presentScalars(_ entries: [AnimationEntry], at t: Double, into g: inout LayerScalars) -> Bool {
        entries.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                let ok = Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { entry in
                    Unmanaged.passUnretained(entry.compiled)._withUnsafeGuaranteedRef { compiled in
                        compiled.apply(to: &g, parentTime: t, entry: entry)
                    }
                }
                if !ok { return false }
            }
            return true
        }
    }

    /// The replicator's values, copied out of its reusable presentation layer.
    struct Replication {
        let count: Int, delay: Double, transform: CATransform3D, color: RGBA, offsets: RGBA, anchor: CGPoint
        init(_ r: CAReplicatorLayer) {
            var n = max(0, r.instanceCount)
            if n > CAReplicatorLayer.maximumInstances {
                CADiagnostics.report("CAReplicatorLayer.instanceCount \(n) is more than "
                                     + "\(CAReplicatorLayer.maximumInstances); drawing that many")
                n = CAReplicatorLayer.maximumInstances
            }
            count = n
            delay = r.instanceDelay.isFinite ? r.instanceDelay : 0
            transform = r.instanceTransform.isFinite ? r.instanceTransform : CATransform3DIdentity
            color = r.instanceColor?.rgba ?? .white
            offsets = RGBA(red: Double(r.instanceRedOffset), green: Double(r.instanceGreenOffset),
                           blue: Double(r.instanceBlueOffset), alpha: Double(r.instanceAlphaOffset))
            anchor = CGPoint(x: r.bounds.minX + r.anchorPoint.x * r.bounds.width,
                             y: r.bounds.minY + r.anchorPoint.y * r.bounds.height)
        }
    }

    /// Every instance of every sublayer of a replicator: instance i runs `i × delay` later,
    /// is transformed by the instance transform applied i times about the replicator's anchor,
    /// and is tinted by the instance colour plus i colour offsets.
    private static func instances(of layer: CALayer, replicator r: Replication, time t: Double,
                                  parentSpace: CATransform3D?) -> [RenderNode] {
        var result: [RenderNode] = []
        let toAnchor = CATransform3DMakeTranslation(-r.anchor.x, -r.anchor.y, 0)
        let fromAnchor = CATransform3DMakeTranslation(r.anchor.x, r.anchor.y, 0)
        for child in layer.sublayerStorage {
            var accumulated = CATransform3DIdentity
            for i in 0..<r.count {
                if build(child, parentTime: t - Double(i) * r.delay, parentSpace: parentSpace, into: &result) {
                    let last = result.count - 1
                    if i > 0 {
                        let about = CATransform3DConcat(toAnchor, CATransform3DConcat(accumulated, fromAnchor))
                        result[last].transform = CATransform3DConcat(result[last].transform, about)
                    }
                    let k = Double(i)
                    result[last].tint = RGBA(red: r.color.red + k * r.offsets.red,
                                             green: r.color.green + k * r.offsets.green,
                                             blue: r.color.blue + k * r.offsets.blue,
                                             alpha: r.color.alpha + k * r.offsets.alpha).clamped
                }
                accumulated = CATransform3DConcat(accumulated, r.transform)
            }
        }
        return result
    }

    /// The in-flight transition on `layer`, if any.
    private static func transition(of layer: CALayer, at t: Double) -> TransitionState? {
        for entry in layer.animationEntries.reversed() {
            guard case .transition(let tr) = entry.compiled.body, let from = entry.transitionFrom,
                  let r = entry.compiled.timing.evaluate(parentTime: t), r.phase == .active || r.phase == .before else {
                continue
            }
            let start = Double(tr.startProgress), end = Double(tr.endProgress)
            let progress = start + (end - start) * r.progress
            return TransitionState(type: tr.type, subtype: tr.subtype, progress: min(1, max(0, progress)),
                                   from: renumbered(from))
        }
        return nil
    }

    /// The captured "before" tree with its layer IDs moved to their own range, so its backing
    /// stores do not evict the live layer's.
    private static func renumbered(_ node: RenderNode) -> RenderNode {
        var n = node
        n.layerID = node.layerID | (1 << 63)
        n.sublayers = node.sublayers.map(renumbered)
        if let m = node.mask { n.mask = Box(renumbered(m.value)) }
        return n
    }
}
