import AnimationCore
import Foundation

/// What one layer draws in a frame, for comparing frames: where (a pixel box in the target)
/// and everything that decides its pixels there.
struct DamageRecord: Equatable {
    var layerID: UInt64
    /// Where it draws (clipped by its ancestors' `masksToBounds` boxes), target pixels.
    var rect: PixelRect
    var world: CATransform3D
    var alpha: Double
    var tint: RGBA
    var bounds: CGRect
    var content: LayerContent
    /// The content's extent in layer space (`ContentRasterizer.extent`) for the record of a
    /// layer's own content; nil for others. Follows from `content` and `bounds`, so the next
    /// frame reuses it when those are the same.
    var extent: CGRect? = nil
    /// Drawn differently every frame whatever the values above say (particles, backdrops,
    /// transitions): always damaged.
    var isVolatile: Bool
    /// The masks the layer is drawn through (0 for none): a mask that appears or goes away
    /// shows or hides the masked layers everywhere, not only inside the mask's own box.
    var masks: UInt64 = 0
}

/// Finds the parts of the target that differ from the previous frame (Core Animation redraws
/// only what changed), so a renderer whose target keeps its pixels between frames can redraw
/// just those rectangles.
///
/// Each frame the snapshot is walked as the compositor walks it and every layer that draws
/// becomes a `DamageRecord`. A record that differs from the previous frame's record of the
/// same layer damages its old and its new box; layers that appear or disappear damage their
/// box; a layer drawn in a different order relative to the others damages its boxes (every
/// inverted pair flags its later member, whose box holds their overlap). Layers whose pixels
/// depend on what lies behind them (backdrops, vibrancy) damage the whole region they read
/// every frame, so that region is redrawn, from this frame's content, before it is read.
///
/// The result is at most `maximumRects` disjoint rectangles (close ones merged), or the whole
/// target when that is simpler.
final class DamageTracker {
    private var previous: [DamageRecord] = []
    private var current: [DamageRecord] = []
    private var lastSize = (width: 0, height: 0)
    private var lastBackground: RGBA?
    private var invalid = true
    /// At most this many rectangles are redrawn (each is a pass over the tree).
    static let maximumRects = 12
    /// Above this share of the target the whole target is redrawn.
    static let fullShare = 0.6

    /// The opaque layers of the last frame walked, in drawing order (see `Occluder`), and the
    /// ancestors' IDs their `path`s index (kept from frame to frame, so nothing is allocated).
    private var occluders: [Occluder] = []
    private var occluderPaths: [UInt64] = []
    /// Images known to be opaque, for layers that show one over all of their bounds.
    private let opaqueImages = OpaqueImages()

    /// The next frame is redrawn whole (the target's pixels are not known).
    func invalidate() { invalid = true }

    /// The last opaque layer of the frame just walked that covers all of `rect`: drawing `rect`
    /// may start at its content (see `Occluder`); nil when none does.
    func occlusion(of rect: PixelRect) -> Occlusion? {
        for o in occluders.reversed() where o.cover.contains(rect) {
            return Occlusion(layerID: o.layerID, path: occluderPaths[o.path])
        }
        return nil
    }
    /// Whether the next `damage` compares with a known previous frame.
    var isValid: Bool { !invalid }

    /// Finds the opaque layers of `root` (as `damage` does) without recording damage, walking
    /// at most `budget` layers in drawing order (backgrounds come first): for frames drawn
    /// whole without comparing them (`Renderer`'s damage pause), so they too can start at an
    /// opaque layer (`wholeFrameOcclusion`). Makes the next `damage` compare with nothing.
    func findOccluders(_ root: RenderNode, width: Int, height: Int, compositor: Compositor, budget: Int = 128) {
        let screen = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        var walker = Walker(compositor: compositor, opaqueImages: opaqueImages, screen: screen, records: [],
                            previous: [])
        walker.recordsDamage = false
        walker.budget = budget
        walk(root, screen: screen, with: &walker)
        invalid = true
    }

    /// Walks `root` over `screen` with `walker`, which finds this frame's occluders in the lists
    /// kept from the last (emptied, their capacity kept) and gives them back.
    private func walk(_ root: RenderNode, screen: PixelRect, with walker: inout Walker) {
        swap(&walker.occluders, &occluders)
        swap(&walker.paths, &occluderPaths)
        walker.occluders.removeAll(keepingCapacity: true)
        walker.paths.removeAll(keepingCapacity: true)
        walker.collect(root, parent: CATransform3DIdentity, alpha: 1, tint: .white, context: CATransform3DIdentity,
                       clip: screen, exactClip: [screen], masks: 0, depth: 0)
        swap(&occluders, &walker.occluders)
        swap(&occluderPaths, &walker.paths)
    }

    /// For a frame drawn whole: the last opaque layer that covers at least half of `screen`,
    /// and the strips of the screen around what it covers (above and below it the
    /// screen's width, beside it its height). `Renderer` then draws the layers before that
    /// layer only in the strips and everything from it on once: a full-window scene whose
    /// picture fills most of the window (the flight board's sky) no longer fills the window's
    /// background, the scene's backdrop and its window's colour under it every frame.
    func wholeFrameOcclusion(_ screen: PixelRect) -> (occlusion: Occlusion, strips: [PixelRect])? {
        // The last one in drawing order (it hides the most) that covers half the screen.
        guard let best = occluders.last(where: {
            let c = $0.cover.intersection(screen)
            return 2 * c.width * c.height >= screen.width * screen.height
        }) else { return nil }
        let c = best.cover.intersection(screen)
        let strips = [PixelRect(x0: screen.x0, y0: screen.y0, x1: screen.x1, y1: c.y0),
                      PixelRect(x0: screen.x0, y0: c.y1, x1: screen.x1, y1: screen.y1),
                      PixelRect(x0: screen.x0, y0: c.y0, x1: c.x0, y1: c.y1),
                      PixelRect(x0: c.x1, y0: c.y0, x1: screen.x1, y1: c.y1)].filter { !$0.isEmpty }
        return (Occlusion(layerID: best.layerID, path: occluderPaths[best.path]), strips)
    }

    /// The rectangles of a `width × height` target to redraw for `root`: nil for the whole
    /// target, an empty array when nothing changed.
    func damage(_ root: RenderNode, background: RGBA, width: Int, height: Int, compositor: Compositor) -> [PixelRect]? {
        swap(&previous, &current)
        let screen = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        var walker = Walker(compositor: compositor, opaqueImages: opaqueImages, screen: screen, records: [],
                            previous: previous)
        // The walker takes the older buffer itself, not a second reference to it: a shared
        // buffer is copied on the walker's first append, which made a new buffer every frame
        // (385 KB in the gallery, 600 of them in a 600-frame run) while the old one was still
        // held, three record arrays alive at once.
        swap(&walker.records, &current)
        walker.records.removeAll(keepingCapacity: true)
        walk(root, screen: screen, with: &walker)
        swap(&current, &walker.records)
        defer { lastSize = (width, height); lastBackground = background; invalid = false }
        guard !invalid, !walker.unknown, lastSize == (width, height), lastBackground == background else { return nil }
        var rects: [PixelRect] = []
        if previous.count == current.count && zip(previous, current).allSatisfy({ $0.layerID == $1.layerID }) {
            for i in current.indices where current[i].isVolatile || current[i] != previous[i] {
                rects.append(previous[i].rect); rects.append(current[i].rect)
            }
        } else {
            rects = reorderedDamage()
        }
        return DamageTracker.merged(rects, within: screen)
    }

    /// Damage when layers appeared, disappeared or moved in the drawing order.
    private func reorderedDamage() -> [PixelRect] {
        struct Key: Hashable { var id: UInt64; var occurrence: Int }
        var seen: [UInt64: Int] = [:]
        var before: [Key: Int] = [:]
        for (i, r) in previous.enumerated() {
            let n = seen[r.layerID, default: 0]
            seen[r.layerID] = n + 1
            before[Key(id: r.layerID, occurrence: n)] = i
        }
        seen.removeAll(keepingCapacity: true)
        var matched = [Bool](repeating: false, count: previous.count)
        var rects: [PixelRect] = []
        var latest = -1
        for r in current {
            let n = seen[r.layerID, default: 0]
            seen[r.layerID] = n + 1
            guard let i = before[Key(id: r.layerID, occurrence: n)] else { rects.append(r.rect); continue }
            matched[i] = true
            if r.isVolatile || r != previous[i] || i < latest { rects.append(previous[i].rect); rects.append(r.rect) }
            latest = max(latest, i)
        }
        for i in previous.indices where !matched[i] { rects.append(previous[i].rect) }
        return rects
    }

    /// Walks a snapshot in drawing order, as `Compositor.draw` does, collecting records.
    private struct Walker {
        unowned let compositor: Compositor
        let opaqueImages: OpaqueImages
        let screen: PixelRect
        var records: [DamageRecord]
        /// The previous frame's records, whose extents are reused where a layer's content and
        /// bounds did not change (working them out copies the content's parts and walks paths).
        let previous: [DamageRecord]
        /// Set when a layer's box could not be known (part of it behind the eye): redraw all.
        var unknown = false
        /// Opaque layers found so far, in drawing order, and their ancestors' IDs one after another.
        var occluders: [Occluder] = []
        var paths: [UInt64] = []
        /// The IDs of the layers above the one being walked, root first.
        var ancestors: [UInt64] = []
        /// How many rounded clips (`masksToBounds` with a corner radius) are above it.
        var roundedClips = 0
        /// False when only opaque layers are looked for (`findOccluders`).
        var recordsDamage = true
        /// Layers left to walk (counted only when `recordsDamage` is false).
        var budget = Int.max

        /// `exactClip` is rectangles inside which the clips above the layer keep every pixel of
        /// it (`Occluder.clipBands`); nil under a clip drawn through an offscreen pass or a mask:
        /// no opaque layer is looked for there.
        mutating func collect(_ node: RenderNode, parent: CATransform3D, alpha: Double, tint: RGBA,
                              context: CATransform3D, clip: PixelRect, exactClip: [PixelRect]?, masks outerMasks: UInt64,
                              depth: Int) {
            guard !unknown, depth < compositor.maximumDepth, Compositor.isFinite(node.transform),
                node.bounds.isFiniteRect
            else { return }
            if !recordsDamage {
                budget -= 1
                guard budget >= 0 else { return }
            }
            let opacity = node.opacity.isFinite ? min(1, max(0, node.opacity)) : 1
            let a = alpha * opacity
            let t = tint.multiplied(by: node.tint.clamped)
            guard a * t.alpha >= 0.5 / 255 else { return }
            let world = CATransform3DConcat(node.transform, parent)
            let projection = Projection(world)
            if !node.isDoubleSided && projection.determinant <= 0 { return }
            let bounds = ContentRasterizer.usableBounds(node.bounds)
            // The layer and its sublayers are drawn through its mask, if it has one.
            let masks = node.mask.map { Self.combine(outerMasks, $0.value.layerID) } ?? outerMasks
            // Narrowed below to what the mask covers (records made before that use the outer clip).
            var clip = clip
            func record(_ rect: PixelRect, volatile: Bool, extent: CGRect? = nil) {
                guard recordsDamage else { return }
                records.append(DamageRecord(layerID: node.layerID, rect: rect.intersection(clip), world: world,
                                            alpha: a, tint: t, bounds: node.bounds, content: node.content,
                                            extent: extent, isVolatile: volatile, masks: masks))
            }
            // Drawn from other pixels or another image each frame: the whole subtree's box, always.
            if node.transition != nil {
                var budget = 512
                let box = node.sublayers.isEmpty && node.content.isEmpty ? nil
                    : compositor.subtreeBounds(node, world: world, budget: &budget)
                record(box ?? clip, volatile: true)
                return
            }
            if case .vibrancy(let filter)? = node.visualEffect {
                var budget = 512
                let box = compositor.subtreeBounds(node, world: world, budget: &budget) ?? clip
                record(Self.readRegion(box.intersection(clip), filter: filter,
                                       magnification: projection.magnification(over: bounds)),
                       volatile: true)
                return
            }
            if let mask = node.mask {
                // The mask's coverage: a change there changes the layer's pixels inside it.
                collect(mask.value, parent: Compositor.flattened(world), alpha: 1, tint: .white,
                        context: CATransform3DIdentity, clip: clip, exactClip: nil, masks: outerMasks, depth: depth + 1)
                // Nothing of the layer or its sublayers shows outside `maskRegion` (without
                // render targets masks are ignored): a gradient three times the width of its
                // text mask damages the text's box, not its own.
                if compositor.device.supportsTargets, let r = compositor.maskRegion(mask.value, layerWorld: world) {
                    clip = clip.intersection(r)
                }
            }
            var inner = clip
            var exactInner = node.mask == nil ? exactClip : nil
            var rounded = false
            if node.masksToBounds {
                guard let r = compositor.projectedBounds(bounds, projection) else { unknown = true; return }
                rounded = node.content.cornerRadius > 0
                // Clipped without an offscreen pass, the scissor holds every pixel of the subtree:
                // a square clip, axis-aligned, or a rounded one whose corners clip the triangles
                // (as `Compositor.drawBody` decides; here only with no rounded clip above).
                let cornersClipped = roundedClips == 0
                    && compositor.mayClipByCorners(node, projection, group: compositor.drawsAsGroup(node))
                if projection.isAxisAligned && (!rounded || cornersClipped) {
                    inner = clip.intersection(Compositor.scissorRect(bounds, projection))
                    exactInner = exactInner.map {
                        Occluder.intersections($0, Occluder.clipBands(bounds: bounds, cornerRadius: node.content.cornerRadius,
                                                                      projection: projection))
                    }
                } else {
                    inner = clip.intersection(r)
                    exactInner = nil
                }
            }
            // A rounded clip of a layer that draws nothing itself: its record changes with its
            // corners, which change what its sublayers show.
            if node.masksToBounds, node.content.isEmpty, node.content.cornerRadius > 0,
               let r = compositor.projectedBounds(bounds, projection) {
                record(r, volatile: false)
            }
            if case .backdrop(let filter)? = node.visualEffect,
                let r = compositor.projectedBounds(bounds, projection, margin: 1) {
                record(Self.readRegion(r.intersection(clip), filter: filter,
                                       magnification: projection.magnification(over: bounds)),
                       volatile: true)
            }
            if !node.content.isEmpty, let extent = contentExtent(node, bounds) {
                guard let r = compositor.projectedBounds(extent, projection) else { unknown = true; return }
                record(r, volatile: false, extent: extent)
                if let exactClip, masks == 0 { findOccluder(node, bounds: bounds, projection: projection,
                                                            alpha: a * t.alpha, clip: exactClip) }
            }
            if node.particles.contains(where: compositor.hasParticles) {
                var budget = 1
                var leaf = node
                leaf.sublayers = []; leaf.content = LayerContent(); leaf.masksToBounds = false
                guard let r = compositor.subtreeBounds(leaf, world: world, budget: &budget) else {
                    unknown = true
                    return
                }
                record(r.intersection(inner), volatile: true)
            }
            guard !node.sublayers.isEmpty, !inner.isEmpty else { return }
            let childParent = node.preserves3D ? world : Compositor.flattened(world)
            let childContext = node.preserves3D ? CATransform3DConcat(node.transform, context) : CATransform3DIdentity
            ancestors.append(node.layerID)
            if rounded { roundedClips += 1 }
            defer { if rounded { roundedClips -= 1 } }
            compositor.forEachInDrawingOrder(node, context: CATransform3DConcat(node.transform, context)) { child in
                collect(child, parent: childParent, alpha: a, tint: t, context: childContext, clip: inner,
                        exactClip: exactInner, masks: masks, depth: depth + 1)
            }
            ancestors.removeLast()
        }

        /// Adds the layer to `occluders` when its own content is opaque: an opaque background or
        /// an opaque image over all of its bounds, drawn fully opaque, axis-aligned, straight
        /// into the target.
        private mutating func findOccluder(_ node: RenderNode, bounds: CGRect, projection: Projection, alpha: Double,
                                           clip: [PixelRect]) {
            let c = node.content
            let solid = c.backgroundColor.map { $0.alpha >= 1 } ?? false
            guard alpha >= 1, node.visualEffect == nil, solid || showsOpaqueImage(c), projection.isAxisAligned,
                  bounds.width > 0, bounds.height > 0 else { return }
            let path = paths.count..<(paths.count + ancestors.count)
            var found = false
            let exactEdges = solid && compositor.device.premultiplied && c.partSet.isEmpty && !ContentRasterizer.hasBorder(c)
            Occluder.forEachCover(bounds: bounds, cornerRadius: c.cornerRadius, exactEdges: exactEdges,
                                  projection: projection, clip: clip) { cover in
                occluders.append(Occluder(layerID: node.layerID, cover: cover, path: path))
                found = true
            }
            if found { paths.append(contentsOf: ancestors) }
        }

        /// Whether the content's image covers all of the bounds (resized to them, the whole
        /// image shown) and has no translucent pixel.
        private func showsOpaqueImage(_ c: LayerContent) -> Bool {
            guard let image = c.image, image.gravity == .resize,
                  image.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) else { return false }
            return opaqueImages.isOpaque(image.image)
        }

        /// A key for drawing through `mask` inside the masks `outer` (never 0).
        static func combine(_ outer: UInt64, _ mask: UInt64) -> UInt64 {
            var h = ((outer &* 0x100_0000_01B3) ^ mask) &+ 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            return h == 0 ? 1 : h
        }

        /// `ContentRasterizer.extent` of the node's content, taken from the previous frame's
        /// record at the same place when it is the same layer with the same content and bounds.
        private func contentExtent(_ node: RenderNode, _ bounds: CGRect) -> CGRect? {
            let n = records.count
            if n < previous.count, previous[n].layerID == node.layerID, let extent = previous[n].extent,
               previous[n].bounds == node.bounds, previous[n].content == node.content {
                return extent
            }
            return ContentRasterizer.extent(node.content, bounds: bounds, kind: .full)
        }

        /// What a backdrop covering `box` reads: the box grown by the blur's reach and the
        /// reduction grid (see `BackdropRenderer`).
        static func readRegion(_ box: PixelRect, filter raw: BackdropFilter, magnification: Double) -> PixelRect {
            guard !box.isEmpty else { return box }
            let filter = raw.sanitized
            let sigma = min(BackdropRenderer.maximumSigma,
                            Double(filter.blurRadius) * (magnification.isFinite ? max(0, magnification) : 1))
            let grow = Int((3 * sigma).rounded(.up)) + BackdropBlur.factor(sigma: sigma) + 2
            return PixelRect(x0: box.x0 - grow, y0: box.y0 - grow, x1: box.x1 + grow, y1: box.y1 + grow)
        }
    }
}
