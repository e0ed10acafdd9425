import AnimationCore
import CSDL2
import Foundation

/// What a subtree inherits: accumulated opacity and replicator tint, and the transform into
/// the enclosing 3D rendering context (the nearest ancestor that flattens), for depth sorting
/// inside transform layers.
struct Paint {
    var alpha: Double
    var tint: RGBA
    var context: CATransform3D = CATransform3DIdentity
    static let opaque = Paint(alpha: 1, tint: .white)
}

/// Walks a render snapshot and composites each layer's backing store with its current
/// transform, opacity and tint — the per-frame work. Nothing here rasterizes except through
/// `StoreCache`, which only redraws when content (or the needed raster scale) changes.
final class Compositor {
    let device: RenderDevice
    let batch: GeometryBatch
    let targets: RenderTargets
    let stores: StoreCache
    let masks: MaskCompositor
    private(set) lazy var particles = ParticleRenderer(compositor: self)
    private(set) lazy var transitions = TransitionRenderer(compositor: self)
    private(set) lazy var backdrops = BackdropRenderer(compositor: self)
    /// Deeper trees are cut off (reported) so a cyclic or absurd snapshot cannot overflow the stack.
    let maximumDepth = 200
    /// Layers drawn per frame at most (a million replicator instances are cut off, reported).
    let maximumLayersPerFrame = 200_000
    /// Draw sparse stores as their `CoverageOutline` when cheaper (see `Renderer.drawsStoreOutlines`).
    var drawsStoreOutlines = true
    /// Draw border rings and axis-aligned gradients from small stores, stretched (see `Renderer.drawsSlicedStores`).
    var drawsSlicedStores = true
    /// Whether GPU renderers draw a masked leaf layer as one store with its mask folded in
    /// (`FlatMask`) instead of through an offscreen pass (see `Renderer.flattensMasks`).
    var flattensMasks = true
    /// Whether group opacity on CPU rasterizers combines only the cells of its target drawn
    /// into (`OccupancyGrid`; see `Renderer.combinesDrawnCells`).
    var combinesDrawnCells = true
    /// Whether it was said that no OpenGL 3.3 / ES 3.0 context could be had (said once).
    var reportedNoOpenGL = false
    /// Whether the OpenGL backend draws layer quads itself (`GLQuadRenderer`; see `Renderer.drawsLayerQuadsOnGL`).
    var drawsLayerQuadsOnGL = true
    /// Whether GL shape quads also take bordered, turned and scaled layers and rounded clips
    /// (on: every golden frame matches the `SDL_RenderGeometry` path with it; see `drawShapeOnGL`).
    var drawsAnalyticShapesOnGL = true
    /// Whether GL shape quads also take layers with rounded corners and turned border rings
    /// (off: cairo's arcs are chords rasterized on 15 sub-rows, which the shader's arcs miss by
    /// up to 20/255 on a third of their edge pixels, see `GLQuadShader`; a turned ring's
    /// nine-slice loses part of its edge between slices) — for tests of the shader.
    var drawsRoundedShapesOnGL = false
    /// The scales of the stores GL shape quads stand in for (see `drawShapeOnGL`).
    let shapeScales = ShapeScaleMemory()

    init(device: RenderDevice) {
        self.device = device
        batch = GeometryBatch(device: device)
        targets = RenderTargets(device: device, batch: batch)
        stores = StoreCache(device: device)
        masks = MaskCompositor(device: device, batch: batch, targets: targets)
    }

    /// True when all sixteen entries are finite (without allocating).
    @inline(__always)
    static func isFinite(_ t: CATransform3D) -> Bool {
        let sum = t.m11 + t.m12 + t.m13 + t.m14 + t.m21 + t.m22 + t.m23 + t.m24
            + t.m31 + t.m32 + t.m33 + t.m34 + t.m41 + t.m42 + t.m43 + t.m44
        if sum.isFinite { return true }
        return t.isFinite   // a sum can overflow with finite entries; check properly
    }

    /// Removes the z-input row: the sublayers of a flat layer are projected into its plane.
    static func flattened(_ m: CATransform3D) -> CATransform3D {
        var f = m
        f.m31 = 0; f.m32 = 0; f.m33 = 0; f.m34 = 0
        return f
    }

    /// Set while drawing a rectangle that an opaque layer covers, until that layer is reached:
    /// what is drawn before it is hidden (see `Occluder`).
    var occlusion: Occlusion?

    /// Set while drawing what lies under an opaque layer that covers most of a whole frame:
    /// drawing stops at that layer (`stopped` is then set), and nothing after it is drawn.
    var stopsAt: UInt64?
    var stopped = false

    /// Draws `node` whose transform maps into the space described by `parent`.
    func draw(_ node: RenderNode, parent: CATransform3D, paint: Paint, depth: Int) {
        if let stop = stopsAt {
            if stopped { return }
            if node.layerID == stop { stopped = true; return }
        }
        if let hidden = occlusion {
            // Before the opaque layer: a subtree off its path is all drawn before it, a layer
            // on its path draws only its sublayers (`drawOwn`).
            if node.layerID == hidden.layerID { occlusion = nil } else if !hidden.path.contains(node.layerID) { return }
        }
        guard device.stats.layersDrawn < maximumLayersPerFrame else {
            RenderDiagnostics.report("more than \(maximumLayersPerFrame) layers in one frame; the rest are not drawn")
            return
        }
        guard depth < maximumDepth else {
            RenderDiagnostics.report("layer tree deeper than \(maximumDepth) levels; deeper layers are skipped")
            return
        }
        guard Compositor.isFinite(node.transform), node.bounds.isFiniteRect else {
            RenderDiagnostics.report(
                "layer \(node.layerID): non-finite bounds or transform; skipped with its sublayers")
            return
        }
        if node.bounds.size.width < 0 || node.bounds.size.height < 0 {
            RenderDiagnostics.report(
                "layer \(node.layerID): negative bounds size \(node.bounds.size); its own content is not drawn")
        }
        var opacity = node.opacity
        if !opacity.isFinite {
            RenderDiagnostics.report("layer \(node.layerID): non-finite opacity; drawn opaque")
            opacity = 1
        }
        let alpha = paint.alpha * min(1, max(0, opacity))
        let tint = paint.tint.multiplied(by: node.tint.clamped)
        guard alpha * tint.alpha >= 0.5 / 255 else { return }
        let world = CATransform3DConcat(node.transform, parent)
        if !node.isDoubleSided && Projection(world).determinant <= 0 { return }
        drawBody(node, world: world,
                 paint: Paint(alpha: alpha, tint: tint, context: CATransform3DConcat(node.transform, paint.context)),
                 depth: depth)
    }

    /// Draws a node whose world transform is known (opacity and tint already in `paint`).
    func drawBody(_ node: RenderNode, world: CATransform3D, paint: Paint, depth: Int) {
        device.stats.layersDrawn += 1
        if let transition = node.transition {
            transitions.draw(node, transition: transition, world: world, paint: paint, depth: depth)
            return
        }
        if case .vibrancy(let filter)? = node.visualEffect {
            backdrops.drawVibrant(node, filter: filter, world: world, paint: paint, depth: depth)
            return
        }
        if node.mask != nil, device.premultiplied, flattensMasks,
           let flat = FlatMask(layer: node, hasParticles: hasParticles),
           stores.flattens(flat, layer: node.layerID) {
            device.stats.layersDrawn += 1   // the mask, as the offscreen path counts it
            if !node.content.isEmpty {
                drawStore(node, kind: .full, mask: flat, projection: Projection(world), paint: paint)
            }
            return
        }
        let projection = Projection(world)
        let clips = node.masksToBounds
        let fastClip = clips && projection.isAxisAligned && node.content.cornerRadius <= 0
        let group = drawsAsGroup(node)
        // On GPU renderers a rounded clip without a mask or group opacity needs no offscreen
        // pass: the scissor clips the sides and the batch clips each triangle against the
        // corners, with a one-pixel coverage band. One set of corners at a time: inside another
        // rounded clip only where the outer corners cannot reach (there the outer clip is its
        // rectangle, which the scissor keeps). SDL's software renderer keeps the offscreen mask
        // (it has no custom blend modes).
        let outerCorners = batch.cornerClip
        let corners = clips && !fastClip && mayClipByCorners(node, projection, group: group)
            ? cornerClip(node.bounds, radius: node.content.cornerRadius, projection)
                .flatMap { outerCorners?.leavesCornersClear(of: $0) == false ? nil : $0 } : nil
        let rectClip = fastClip || corners != nil
        var offscreen = node.mask != nil || (clips && !rectClip) || group
        if offscreen && !device.supportsTargets {
            RenderDiagnostics.report(
                "the SDL renderer has no render targets; masks, group opacity and rounded clips are ignored")
            offscreen = false
        }
        let savedClip = targets.clip
        if rectClip {
            guard let r = clipRect(node.bounds, projection) else { return }
            let clipped = savedClip.map { $0.intersection(r) } ?? r
            // Wholly outside the clip already in force (a tile scrolled away, a part of the
            // window not being redrawn): nothing of the subtree can show.
            if clipped.isEmpty { return }
            targets.setClip(clipped)
            // A square clip keeps the rounded clip around it in force.
            if let corners { batch.cornerClip = corners }
        }
        defer { if rectClip { targets.setClip(savedClip); batch.cornerClip = outerCorners } }
        guard offscreen else {
            drawOwn(node, world: world, projection: projection, paint: paint, depth: depth)
            return
        }
        // Only the part of the target that can show is allocated and combined: the layer's
        // bounds when it clips, else what the mask (or for group opacity the subtree) covers.
        var region = targets.visible
        if clips, let r = projectedBounds(ContentRasterizer.usableBounds(node.bounds), projection) {
            region = region.intersection(r)
        }
        if let mask = node.mask {
            if let r = maskRegion(mask.value, layerWorld: world) { region = region.intersection(r) }
        } else if group && !clips {
            var budget = 512
            if let r = subtreeBounds(node, world: world, budget: &budget) { region = region.intersection(r) }
        }
        guard !region.isEmpty else { return }
        device.stats.offscreenPasses += 1
        var inner = paint
        if group { inner.alpha = 1 }
        guard let content = targets.pushRegionTarget(region) else { return }
        // Group opacity alone on a CPU rasterizer: only the cells drawn into are combined.
        let tracksCells = group && node.mask == nil && (!clips || fastClip) && device.isCPURasterizer
            && combinesDrawnCells
        let outerCells = batch.occupancy
        if tracksCells { batch.occupancy = OccupancyGrid(region: region) }
        drawOwn(node, world: world, projection: projection, paint: inner, depth: depth)
        let drawn = targets.pop()
        let cells = tracksCells ? batch.occupancy : nil
        batch.occupancy = outerCells
        var maskTargets: [(OffscreenTarget, PixelRect)] = []
        defer {
            targets.recycle(content)
            for (t, _) in maskTargets { targets.recycle(t) }
        }
        guard !drawn.isEmpty else { return }
        func drawMaskTarget(_ mask: RenderNode) -> (OffscreenTarget, PixelRect)? {
            guard let t = targets.pushRegionTarget(drawn) else { return nil }
            device.stats.maskTargets += 1
            draw(mask, parent: Compositor.flattened(world), paint: .opaque, depth: depth + 1)
            return (t, targets.pop())
        }
        let storeMask = node.mask.flatMap { storeMaskOnGL($0.value, parent: Compositor.flattened(world)) }
        if storeMask == nil, let mask = node.mask, let t = drawMaskTarget(mask.value) { maskTargets.append(t) }
        if clips && !fastClip, let t = targets.pushRegionTarget(drawn) {
            device.stats.maskTargets += 1
            let shape = RenderNode(layerID: node.layerID ^ 0x5A5A_0000_0000_0001, bounds: node.bounds,
                                   content: LayerContent(backgroundColor: .white,
                                                         cornerRadius: node.content.cornerRadius))
            drawOwn(shape, world: world, projection: projection, paint: .opaque, depth: depth + 1)
            maskTargets.append((t, targets.pop()))
        }
        let alpha = group ? paint.alpha : 1
        if let storeMask, masks.composite(content, drawn: drawn, storeMask: storeMask, masks: maskTargets,
                                          alpha: alpha) { return }
        if storeMask != nil, let mask = node.mask, let t = drawMaskTarget(mask.value) { maskTargets.insert(t, at: 0) }
        masks.composite(content, drawn: drawn, masks: maskTargets, alpha: alpha, cells: cells)
    }

    /// The layer's own store, its particles, its sublayers (by zPosition) and its border.
    func drawOwn(_ node: RenderNode, world: CATransform3D, projection: Projection, paint: Paint, depth: Int) {
        let content = node.content
        let hasChildren = !node.sublayers.isEmpty || !node.particles.isEmpty
        let separateBorder = hasChildren && ContentRasterizer.hasBorder(content)
        // On the way to an opaque layer that covers the rectangle: only the sublayers are drawn.
        if occlusion == nil {
            if case .backdrop(let filter)? = node.visualEffect {
                backdrops.drawBackdrop(node, filter: filter, projection: projection, paint: paint)
            }
            let kind: StoreKind = separateBorder ? .contentOnly : .full
            if !content.isEmpty && mayShow(node, kind: kind, projection: projection) {
                drawStore(node, kind: kind, projection: projection, paint: paint)
            }
            for batchOfParticles in node.particles {
                particles.draw(batchOfParticles, layer: node.layerID, projection: projection, paint: paint)
            }
        }
        if !node.sublayers.isEmpty {
            let childParent = node.preserves3D ? world : Compositor.flattened(world)
            var childPaint = paint
            if !node.preserves3D { childPaint.context = CATransform3DIdentity }
            forEachInDrawingOrder(node, context: paint.context) { child in
                draw(child, parent: childParent, paint: childPaint, depth: depth + 1)
            }
        }
        if separateBorder && occlusion == nil && !stopped && mayShow(node, kind: .borderOnly, projection: projection) {
            drawStore(node, kind: .borderOnly, projection: projection, paint: paint)
        }
    }

    /// Whether the layer's content of `kind` may land inside what can be seen of the current
    /// target. A layer wholly outside it (outside the rectangle being redrawn, for most layers of
    /// a tile when only its changes are redrawn) is passed over before its store is looked up,
    /// its stores kept as if drawn; true when the box is not known (nothing drawn, perspective).
    private func mayShow(_ node: RenderNode, kind: StoreKind, projection: Projection) -> Bool {
        guard let extent = ContentRasterizer.extent(node.content, bounds: node.bounds, kind: kind),
              let box = projectedBounds(extent, projection) else { return true }
        if !box.intersection(targets.visible).isEmpty { return true }
        stores.keepStores(ofLayer: node.layerID)
        device.stats.layersPassedOver += 1
        return false
    }

    /// Draws the layer's store of `kind` (with `mask` folded in when given).
    private func drawStore(_ node: RenderNode, kind: StoreKind, mask: FlatMask? = nil, projection: Projection,
                           paint: Paint) {
        // A border alone depends only on the border and the corner radius: its store is keyed by
        // those, so layers whose other content differs share it (and it stays when that changes).
        if kind == .borderOnly, node.content.backgroundColor != nil || !node.content.partSet.isEmpty {
            var border = node
            let c = node.content
            border.content = LayerContent(cornerRadius: c.cornerRadius, borderWidth: c.borderWidth,
                                          borderColor: c.borderColor)
            drawStore(border, kind: kind, mask: mask, projection: projection, paint: paint)
            return
        }
        // A shape the GL shader leaves to this path takes at least the store scale the shader keeps for it.
        var storeScale: CGFloat?
        if mask == nil, drawShapeOnGL(node, kind: kind, projection: projection, paint: paint,
                                      storeScale: &storeScale) { return }
        if mask == nil, let color = Compositor.solidColor(of: node.content, kind: kind),
           drawSolid(node, color: color, kind: kind, projection: projection, paint: paint,
                     storeScale: storeScale) { return }
        if mask == nil, drawsSlicedStores, Compositor.isBorderRing(node.content, kind: kind),
           drawBorderRing(node, kind: kind, projection: projection, paint: paint, storeScale: storeScale) { return }
        if mask == nil, drawsSlicedStores, let axis = Compositor.stripAxis(of: node.content, kind: kind),
           drawGradientStrip(node, axis: axis, kind: kind, projection: projection, paint: paint) { return }
        let area = ContentRasterizer.usableBounds(node.bounds)
        let magnification = projection.magnification(
            over: area.width > 0 && area.height > 0 ? area : CGRect(x: 0, y: 0, width: 1, height: 1))
        // A layer of one colour (rotated, or otherwise not drawn as solid triangles above) is
        // drawn from a white store of its shape tinted by its vertex colour (premultiplied
        // targets): one store for every colour, so colours that change every frame (replicated
        // dots whose instance colours shift) redraw nothing.
        var tint = paint.tint
        var shape: RenderNode?
        if mask == nil, device.premultiplied, let color = Compositor.solidColor(of: node.content, kind: kind) {
            var white = node
            white.content = LayerContent(backgroundColor: .white, cornerRadius: node.content.cornerRadius)
            shape = white
            tint = paint.tint.multiplied(by: color)
        }
        guard let entry = stores.store(for: shape ?? node, kind: kind, mask: mask, magnification: magnification,
                                       minimumScale: storeScale),
              let layout = entry.layout, let texture = entry.texture else { return }
        let rect = entry.isText ? Compositor.pixelAligned(layout, projection: projection) : layout.rect
        if drawStoreOnGL(rect, uv: entry.uv, texture: texture, projection: projection, tint: tint, alpha: paint.alpha) {
            return
        }
        QuadMesh.emit(rect: rect, uv: entry.uv, projection: projection,
                      color: device.vertexColor(tint: tint, alpha: paint.alpha),
                      texture: texture, blend: device.sourceOver, batch: batch, viewport: targets.viewport,
                      outline: drawsStoreOutlines ? entry.outline : nil)
    }

    /// A text store drawn at exactly its raster scale, unrotated: its rectangle moved by less than
    /// a pixel so its pixels land on whole target pixels (sampled between pixels, every glyph
    /// edge would be blurred across two). Any other placement is returned as it is.
    static func pixelAligned(_ layout: StoreLayout, projection p: Projection) -> CGRect {
        guard p.isAxisAligned, abs(p.m11 / p.m44 - Double(layout.scale)) < 1e-3,
              abs(p.m22 / p.m44 - Double(layout.scale)) < 1e-3 else { return layout.rect }
        let corner = p.apply(Double(layout.rect.minX), Double(layout.rect.minY))
        let x = corner.x / corner.w, y = corner.y / corner.w
        let dx = (x.rounded() - x) / (p.m11 / p.m44), dy = (y.rounded() - y) / (p.m22 / p.m44)
        return layout.rect.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Calls `body` with the sublayers sorted by zPosition (stable); inside a transform layer
    /// (`preserves3D`) by their depth as well, back to front.
    func forEachInDrawingOrder(_ node: RenderNode, context: CATransform3D, _ body: (RenderNode) -> Void) {
        let subs = node.sublayers
        let first = subs[0].zPosition
        if !node.preserves3D && !subs.contains(where: { $0.zPosition != first }) {
            for s in subs { body(s) }
            return
        }
        var order: [(Int, Double)] = []
        order.reserveCapacity(subs.count)
        for (i, s) in subs.enumerated() {
            var key = Double(s.zPosition.isFinite ? s.zPosition : 0)
            if node.preserves3D {
                let t = CATransform3DConcat(s.transform, context)
                let c = t.apply(x: s.bounds.midX, y: s.bounds.midY, z: 0)
                if c.z.isFinite && c.w.isFinite && c.w > 1e-9 { key = Double(c.z / c.w) }
            }
            order.append((i, key))
        }
        order.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        for (i, _) in order { body(subs[i]) }
    }

    /// Whether `node` and its sublayers are drawn into one offscreen image first, for group opacity.
    func drawsAsGroup(_ node: RenderNode) -> Bool {
        let hasChildren = !node.sublayers.isEmpty || node.particles.contains(where: hasParticles)
        return node.allowsGroupOpacity && node.opacity < 1 && hasChildren
    }
}
