import AnimationCore
import CCairo
import Foundation

/// A mask folded into its layer's backing store, so a masked leaf layer is drawn as one store
/// instead of through an offscreen pass (GPU renderers, where every render-target switch and
/// full-target pass is expensive).
///
/// Applies when the layer has no sublayers, particles or transition, and its mask is a leaf
/// (no sublayers, particles, mask or transition, double-sided, finite opacity) placed in the
/// layer's bounds space by a translation and a positive axis-aligned scale. The store then
/// holds the layer's content multiplied by the mask's alpha and by the mask's opacity (times its
/// tint's alpha), and covers only where both draw — outside the mask nothing shows, as in Core
/// Animation. A layer's `masksToBounds` (and a mask's) is applied in the store too. The
/// store is keyed by the mask as well, so a mask that animates would redraw it every frame;
/// `MaskMotion` sends such layers down the offscreen path while their mask moves.
///
/// Differences from the offscreen path (and so, slightly, from Core Animation's exact pixels):
/// the mask is rasterized on the layer store's pixel grid, so its glyphs are placed to the
/// nearest store pixel and its edges are filtered once with the content (not twice); a
/// `masksToBounds` edge is antialiased by cairo rather than cut at whole pixels by the scissor.
struct FlatMask: Hashable {
    /// What the mask layer draws, and its bounds (its own space).
    let content: LayerContent
    let boundsX: CGFloat, boundsY: CGFloat, boundsWidth: CGFloat, boundsHeight: CGFloat
    /// Mask space to the layer's bounds space: x′ = x · scaleX + translateX (likewise y).
    let scaleX: CGFloat, scaleY: CGFloat, translateX: CGFloat, translateY: CGFloat
    /// The mask's opacity times its tint's alpha, 0…1: multiplies the mask's alpha.
    let alpha: Double
    /// The mask clips its content to its bounds.
    let maskClips: Bool
    /// The layer clips its content to its bounds.
    let layerClips: Bool

    /// Scales of the mask outside this range (points of mask per point of layer) are left to
    /// the offscreen path: their rasters would be degenerate or enormous.
    static let scaleRange: ClosedRange<CGFloat> = 1e-4...1e4
    /// A mask rasterized for a store is drawn at no more pixels per point than this (the
    /// largest raster scale of any store, `StoreLayout.quantize`).
    static let maximumRasterScale: CGFloat = 16

    /// The flattened mask of `node`, or nil when the layer or its mask does not qualify (the
    /// offscreen path draws it). `hasParticles` says whether a batch has particles (the
    /// compositor's test, which may avoid simulating them).
    init?(layer node: RenderNode, hasParticles: (ParticleBatch) -> Bool) {
        guard let m = node.mask?.value, node.sublayers.isEmpty, node.transition == nil,
              !node.particles.contains(where: hasParticles),
              m.sublayers.isEmpty, m.mask == nil, m.transition == nil, m.isDoubleSided,
              !m.particles.contains(where: hasParticles),
              m.opacity.isFinite, m.bounds.isFiniteRect, Compositor.isFinite(m.transform) else { return nil }
        // Only x and y of a mask point matter (the layer is flat), so z (m13, m23, m43) and the
        // z-input row (m3x) are free; no rotation, skew or perspective, w constant and positive.
        let t = m.transform
        guard t.m14 == 0, t.m24 == 0, t.m44 > 0 else { return nil }
        let sx = t.m11 / t.m44, sy = t.m22 / t.m44
        guard Self.scaleRange.contains(sx), Self.scaleRange.contains(sy),
              abs(t.m12) <= 1e-12 * abs(t.m11), abs(t.m21) <= 1e-12 * abs(t.m22) else { return nil }
        let tx = t.m41 / t.m44, ty = t.m42 / t.m44
        guard tx.isFinite, ty.isFinite else { return nil }
        content = m.content
        boundsX = m.bounds.origin.x; boundsY = m.bounds.origin.y
        boundsWidth = m.bounds.size.width; boundsHeight = m.bounds.size.height
        scaleX = sx; scaleY = sy; translateX = tx; translateY = ty
        alpha = min(1, max(0, m.opacity)) * m.tint.clamped.alpha
        maskClips = m.masksToBounds
        layerClips = node.masksToBounds
    }

    var maskBounds: CGRect { CGRect(x: boundsX, y: boundsY, width: boundsWidth, height: boundsHeight) }

    /// The layer-space rectangle the masked store covers: the layer content's extent (within
    /// its bounds when it clips) intersected with the mask's, mapped into layer space; nil when
    /// that is empty (nothing shows).
    func extent(of layerContent: LayerContent, bounds: CGRect, kind: StoreKind) -> CGRect? {
        guard alpha >= 0.5 / 255,
              var r = ContentRasterizer.extent(layerContent, bounds: bounds, kind: kind),
              var m = ContentRasterizer.extent(content, bounds: maskBounds, kind: .full) else { return nil }
        if layerClips { r = r.intersection(ContentRasterizer.usableBounds(bounds)) }
        if maskClips { m = m.intersection(ContentRasterizer.usableBounds(maskBounds)) }
        guard !m.isNull else { return nil }
        let mapped = CGRect(x: m.minX * scaleX + translateX, y: m.minY * scaleY + translateY,
                            width: m.width * scaleX, height: m.height * scaleY)
        r = r.intersection(mapped)
        guard !r.isNull, r.isFiniteRect, r.width > 0, r.height > 0 else { return nil }
        return r
    }

    /// The layout to rasterize the mask in for a store laid out as `store`: the same area in
    /// mask space, and how mask pixels map onto store pixels (`(1, 1)`: one to one, the
    /// usual case of a mask that is only translated).
    func maskLayout(for store: StoreLayout) -> (layout: StoreLayout, kx: Double, ky: Double)? {
        let s = Double(store.scale), sx = Double(scaleX), sy = Double(scaleY)
        var ms = min(s * max(sx, sy), Double(Self.maximumRasterScale))
        var kx = ms / (s * sx), ky = ms / (s * sy)
        let side = Double(StoreLayout.maximumSide)
        let needed = max(Double(store.pixelWidth) * kx, Double(store.pixelHeight) * ky)
        if needed > side { ms *= side / needed; kx = ms / (s * sx); ky = ms / (s * sy) }
        guard ms.isFinite, ms > 1e-6 else { return nil }
        // One to one when within rounding (a mask at the store's own scale).
        if abs(kx - 1) < 1e-9 { kx = 1 }
        if abs(ky - 1) < 1e-9 { ky = 1 }
        let pw = max(1, Int((Double(store.pixelWidth) * kx - 1e-6).rounded(.up)))
        let ph = max(1, Int((Double(store.pixelHeight) * ky - 1e-6).rounded(.up)))
        let origin = CGPoint(x: (store.rect.minX - translateX) / scaleX, y: (store.rect.minY - translateY) / scaleY)
        let layout = StoreLayout(rect: CGRect(x: origin.x, y: origin.y, width: CGFloat(Double(pw) / ms), height: CGFloat(Double(ph) / ms)),
                                 pixelWidth: pw, pixelHeight: ph, scale: CGFloat(ms))
        return (layout, kx, ky)
    }

    /// True when `other` rasterizes to the same mask pixels for the same layout (opacity and
    /// placement aside, which the layout or the combining step carries).
    func drawsSameMask(as other: FlatMask) -> Bool {
        content == other.content && maskClips == other.maskClips && boundsX == other.boundsX
            && boundsY == other.boundsY && boundsWidth == other.boundsWidth && boundsHeight == other.boundsHeight
    }
}

/// Tells whether a layer's flattened mask is animating. A flattened mask is baked into the
/// layer's store, so a mask whose placement, opacity or content changes every frame would
/// redraw the store every frame — where the offscreen path only composites cached stores. A
/// layer whose mask changed on consecutive frames keeps the offscreen path until the mask has
/// been still for `settleFrames` frames; a single change (a jump) just redraws the store.
struct MaskMotion {
    /// Frames an animating mask must keep still before its layer is flattened again.
    let settleFrames: Int
    /// Layers not seen for this many frames are forgotten.
    let forgetAfterFrames: Int

    private struct Layer {
        var mask: FlatMask
        var changed: Int
        var seen: Int
        var animating = false
    }
    private var layers: [UInt64: Layer] = [:]
    private var lastPrune = 0

    init(settleFrames: Int = 3, forgetAfterFrames: Int = 120) {
        self.settleFrames = settleFrames; self.forgetAfterFrames = forgetAfterFrames
    }

    /// Records `mask` for `layer` in `frame`; true when the layer may be drawn flattened.
    mutating func isSettled(layer id: UInt64, mask: FlatMask, frame: Int) -> Bool {
        if frame - lastPrune >= 64 {
            lastPrune = frame
            layers = layers.filter { frame - $0.value.seen <= forgetAfterFrames }
        }
        var l = layers[id] ?? Layer(mask: mask, changed: frame - settleFrames - 2, seen: frame)
        if l.mask != mask {
            if l.changed >= frame - 1 { l.animating = true }
            l.mask = mask; l.changed = frame
        }
        if l.animating && frame - l.changed >= settleFrames { l.animating = false }
        l.seen = frame
        layers[id] = l
        return !l.animating
    }

    mutating func removeAll() { layers.removeAll() }
}

/// The last few mask rasters drawn for masked stores, so a store whose content changes every
/// frame (an animated gradient behind a fixed text mask) does not rasterize its mask again.
/// Entries not used for `maximumAge` frames are released; large rasters are not kept.
struct MaskRasterCache {
    /// Rasters kept at most.
    let capacity: Int
    /// Rasters larger than this many bytes are not kept.
    let maximumBytes: Int
    /// Frames (calls to `endFrame`) after which an unused raster is released.
    let maximumAge: Int

    private struct Entry {
        var mask: FlatMask
        var layout: StoreLayout
        var canvas: CairoCanvas
        var lastUsed: Int
    }
    private var entries: [Entry] = []
    private var frame = 0

    init(capacity: Int = 2, maximumBytes: Int = 2 << 20, maximumAge: Int = 30) {
        self.capacity = capacity; self.maximumBytes = maximumBytes; self.maximumAge = maximumAge
    }

    var count: Int { entries.count }

    /// The kept raster of `mask` for `layout`, or the one `draw` makes (kept when small enough).
    mutating func canvas(for mask: FlatMask, layout: StoreLayout, draw: () -> CairoCanvas?) -> CairoCanvas? {
        if let i = entries.firstIndex(where: { $0.layout == layout && $0.mask.drawsSameMask(as: mask) }) {
            entries[i].lastUsed = frame
            return entries[i].canvas
        }
        guard let canvas = draw() else { return nil }
        guard capacity > 0, canvas.stride * canvas.height <= maximumBytes else { return canvas }
        if entries.count >= capacity, let oldest = entries.indices.min(by: { entries[$0].lastUsed < entries[$1].lastUsed }) {
            entries.remove(at: oldest)
        }
        entries.append(Entry(mask: mask, layout: layout, canvas: canvas, lastUsed: frame))
        return canvas
    }

    /// Releases rasters unused for `maximumAge` frames.
    mutating func endFrame() {
        frame += 1
        if !entries.isEmpty { entries.removeAll { frame - $0.lastUsed > maximumAge } }
    }

    mutating func removeAll() { entries.removeAll() }
}

extension ContentRasterizer {
    /// The store's pixels of `c` multiplied by `mask`'s alpha (and opacity): the content drawn
    /// as usual, cut to the layer's bounds when it clips, then combined with the mask's raster
    /// (drawn in mask space on the store's pixel grid) by cairo's DEST_IN — which also clears
    /// everything outside the mask's raster. Nil when cairo cannot allocate the pixels.
    func rasterize(_ c: LayerContent, bounds: CGRect, kind: StoreKind, layout: StoreLayout, mask: FlatMask) -> CairoCanvas? {
        guard let canvas = rasterize(c, bounds: bounds, kind: kind, layout: layout) else { return nil }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        if mask.layerClips {
            ContentRasterizer.keepInside(bounds, cornerRadius: c.cornerRadius, of: canvas, layout: layout)
        }
        guard let (maskLayout, kx, ky) = mask.maskLayout(for: layout),
              let maskCanvas = maskRasters.canvas(for: mask, layout: maskLayout, draw: { rasterizeMask(mask, layout: maskLayout) }) else {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            return canvas
        }
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(maskCanvas.surface)
        defer { cairo_pattern_destroy(pattern) }
        if kx != 1 || ky != 1 {
            // Pattern space is the mask raster's pixels; user space the store's.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, kx, ky)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        }
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, mask.alpha)
        return canvas
    }

    /// The mask's own pixels for `layout` (mask space), cut to its bounds when it clips.
    private func rasterizeMask(_ mask: FlatMask, layout: StoreLayout) -> CairoCanvas? {
        guard let canvas = rasterize(mask.content, bounds: mask.maskBounds, kind: .full, layout: layout) else { return nil }
        if mask.maskClips {
            let cr = canvas.context
            cairo_save(cr)
            cairo_reset_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            ContentRasterizer.keepInside(mask.maskBounds, cornerRadius: mask.content.cornerRadius, of: canvas, layout: layout)
            cairo_restore(cr)
        }
        return canvas
    }

    /// With DEST_IN set: clears `canvas` outside `bounds` rounded by `cornerRadius` (antialiased),
    /// as `masksToBounds` clips a layer's own drawing.
    private static func keepInside(_ bounds: CGRect, cornerRadius: CGFloat, of canvas: CairoCanvas, layout: StoreLayout) {
        let cr = canvas.context
        let b = usableBounds(bounds)
        canvas.setLayerSpace(origin: layout.rect.origin, scale: layout.scale)
        cairo_new_path(cr)
        if b.width > 0 && b.height > 0 {
            canvas.addRoundedRect(b, radius: cornerRadius.isFinite ? max(0, cornerRadius) : 0)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
    }
}
