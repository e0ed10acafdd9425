import AnimationCore
import Foundation

/// Where a backing store sits in its layer's space and how many pixels it has.
struct StoreLayout: Equatable {
    /// The layer-space rectangle the texture covers (its size is `pixelWidth / scale` …).
    var rect: CGRect
    var pixelWidth: Int
    var pixelHeight: Int
    /// Pixels per point.
    var scale: CGFloat

    /// Largest texture side of one store.
    static let maximumSide = 4096

    /// Raster scales are quantized to powers of √2 between 1/16 and 16, so a scale animation
    /// redraws only when it crosses a step, and an enlarged layer is never drawn below its
    /// on-screen resolution.
    static func quantize(_ s: Double) -> CGFloat {
        guard s.isFinite, s > 0 else { return 1 }
        let k = min(max((log2(s) * 2 - 1e-3).rounded(.up), -8), 8)
        return CGFloat(pow(2, k / 2))
    }

    /// Text shown at up to 2× (a window at a fractional display scale: 1.25×, 1.5×, 1.75×) is
    /// rasterized at the scale it is shown, to 1/64 (rounded up), not at the next √2 step:
    /// glyphs drawn √2 large and resampled down to 1.25× are visibly soft. Larger text keeps
    /// the √2 steps (resampling 2×–16× text costs little sharpness, and redrawing big stores on
    /// every step of a zoom would cost much).
    static func textScale(_ s: Double) -> CGFloat {
        guard s.isFinite, s > 0 else { return 1 }
        guard s < 2 else { return quantize(s) }
        return CGFloat(max((s * 64 - 1e-6).rounded(.up) / 64, 1.0 / 16))
    }

    /// The layout covering `extent` at `scale`, reduced to fit 4096×4096 (reported). One
    /// transparent pixel of padding surrounds the content, so stores packed into an atlas
    /// never bleed into each other when filtered.
    static func make(extent: CGRect, scale: CGFloat, layerID: UInt64) -> StoreLayout? {
        guard extent.isFiniteRect, extent.width > 0, extent.height > 0 else { return nil }
        var s = scale
        let side = Double(maximumSide)
        if Double(extent.width * s) > side || Double(extent.height * s) > side {
            let reduced = min(side / Double(extent.width), side / Double(extent.height))
            RenderDiagnostics.report("layer \(layerID): its backing store would be "
                                     + "\(Int(extent.width * s))×\(Int(extent.height * s)) pixels; capped at "
                                     + "\(maximumSide)×\(maximumSide) (drawn at reduced resolution)")
            s = CGFloat(reduced)
        }
        guard s > 1e-6 else { return nil }
        let origin = CGPoint(x: (extent.minX * s).rounded(.down) / s, y: (extent.minY * s).rounded(.down) / s)
        let pw = max(1, min(maximumSide - 2, Int((Double((extent.maxX - origin.x) * s) - 1e-6).rounded(.up)))) + 2
        let ph = max(1, min(maximumSide - 2, Int((Double((extent.maxY - origin.y) * s) - 1e-6).rounded(.up)))) + 2
        return StoreLayout(rect: CGRect(x: origin.x - 1 / s, y: origin.y - 1 / s, width: CGFloat(pw) / s,
                                        height: CGFloat(ph) / s),
                           pixelWidth: pw, pixelHeight: ph, scale: s)
    }
}

/// One rasterized backing store: a layer's own pixels at one raster scale, as a texture
/// (multiplied by its mask's alpha when the mask is flattened into it).
final class StoreEntry {
    let content: LayerContent
    let bounds: CGRect
    let kind: StoreKind
    let mask: FlatMask?
    let extent: CGRect?
    var layout: StoreLayout?
    /// The texture holding the pixels: an atlas page or a texture of its own.
    var texture: Texture?
    /// Where in `texture` the pixels are.
    var uv = UVRect()
    var slot: TextureAtlas.Slot?
    /// A polygon around the visible pixels when drawing it beats the rectangle (GPU renderers).
    var outline: CoverageOutline?
    /// The quantized scale last asked for (drawn at least this large; text: exactly this large).
    var requestedScale: CGFloat = 0
    var lastUsedFrame = 0
    /// The last frame its layer was passed over as wholly outside what was redrawn
    /// (`StoreCache.keepStores(ofLayer:)`): it ages from the later of this and `lastUsedFrame`.
    var lastKeptFrame = 0
    var largestScaleThisFrame: CGFloat = 0
    var framesOversized = 0
    var wantsDownscale = false
    /// How many layers' lists refer to the entry.
    var references = 0
    var isAlive = true

    /// True for a text layer's store, or one masked by text (drawn at its exact scale:
    /// `StoreLayout.textScale`).
    let isText: Bool
    /// True when the store holds an image drawn at `StoreCache.largeImagePixels` or more: kept
    /// longer unused (`StoreCache.largeImageKeepFactor`).
    var isLargeImage = false

    init(content: LayerContent, bounds: CGRect, kind: StoreKind, mask: FlatMask?, extent: CGRect?) {
        self.content = content; self.bounds = bounds; self.kind = kind; self.mask = mask; self.extent = extent
        isText = content.text != nil || mask?.content.text != nil
    }

    func matches(_ content: LayerContent, _ bounds: CGRect, _ kind: StoreKind, _ mask: FlatMask?) -> Bool {
        self.kind == kind && self.bounds == bounds && self.content == content && self.mask == mask
    }

    fileprivate var key: ContentKey { ContentKey(content, bounds, kind, mask) }
}

/// Key of the content index: stores are shared by every layer with equal content, bounds
/// and flattened mask.
private struct ContentKey: Hashable {
    let content: LayerContent
    let x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat
    let kind: StoreKind
    let mask: FlatMask?
    init(_ c: LayerContent, _ b: CGRect, _ k: StoreKind, _ m: FlatMask?) {
        content = c; x = b.origin.x; y = b.origin.y; w = b.size.width; h = b.size.height; kind = k; mask = m
    }
}

/// The cache of backing stores. A lookup by layer ID compares content (cheap: paths and
/// images compare by identity first); only new content is hashed, to share stores between
/// layers with identical content. Stores are redrawn only when content changes or the layer
/// is shown larger than the store's scale; unused stores are purged after some frames.
final class StoreCache {
    private var byLayer: [UInt64: [StoreEntry]] = [:]
    private var byContent: [ContentKey: StoreEntry] = [:]
    private unowned let device: RenderDevice
    let rasterizer = ContentRasterizer()
    private let atlas: TextureAtlas
    /// Own textures of stores released for a layer's newer content, reused by stores of the same
    /// size drawn later in the frame or in the next (content that changes every frame swaps
    /// textures instead of making new ones).
    private var spares = SpareTextures()
    /// Layers whose content changes every frame.
    private var churn = ContentChurn()
    /// Layers whose flattened mask animates (drawn offscreen meanwhile).
    private var maskMotion = MaskMotion()
    private(set) var frame = 0
    /// Stores not used for this many frames are released.
    var purgeAfterFrames = 120
    /// Stores of images drawn at this many pixels or more stay unused `largeImageKeepFactor`
    /// times longer: drawing one again resamples the whole picture with cairo (33 ms for the
    /// flight board's 1360×681 weather picture in a full window, which comes back every 6 s:
    /// one frame in two or three dropped at each change), and the budget below still bounds them.
    static let largeImagePixels = 256 * 1024
    static let largeImageKeepFactor = 5

    /// How many frames `entry` may go unused before it is released.
    private func framesKeptUnused(_ entry: StoreEntry) -> Int {
        entry.isLargeImage ? purgeAfterFrames * StoreCache.largeImageKeepFactor : purgeAfterFrames
    }
    /// When the textures of all stores exceed the budget, the least recently used (not drawn in
    /// the frame just ended) are released. The budget is `framesOfStores` frames of the target
    /// (at least `minimumBudgetBytes`, at most `budgetBytes`): 64 MB for a 1280×800 window, 384 MB
    /// for 4000×3000. Sized by the target, so stores drawn for a large window do not stay once it
    /// is small again; the gallery's grid at 1280×800 draws 40–50 MB of stores.
    var budgetBytes = 512 << 20
    static let framesOfStores = 8
    var minimumBudgetBytes = 64 << 20
    /// The budget for a target of `pixels` pixels (see `budgetBytes`).
    func budget(targetPixels pixels: Int) -> Int {
        min(budgetBytes, max(minimumBudgetBytes, StoreCache.framesOfStores * 4 * max(0, pixels)))
    }
    private(set) var totalBytes = 0
    /// The part of `totalBytes` in textures of the stores' own (not atlas slots).
    private(set) var ownTextureBytes = 0
    private let entriesPerLayer = 3

    init(device: RenderDevice) { self.device = device; atlas = TextureAtlas(device: device) }

    var count: Int { byContent.count }
    /// Bytes of the atlas pages (see `TextureAtlas`).
    var atlasBytes: Int { atlas.byteCount }

    func beginFrame() { frame += 1 }

    /// The store for `node`'s content of `kind` (multiplied by `mask` when given), drawn at
    /// (at least) `magnification` quantized and at least `minimumScale` (a scale kept elsewhere:
    /// `ShapeScaleMemory`'s, for shapes the GL shader draws on other frames); nil when the
    /// content draws nothing.
    func store(for node: RenderNode, kind: StoreKind, mask: FlatMask? = nil, magnification: Double,
               minimumScale: CGFloat? = nil) -> StoreEntry? {
        let entry = lookup(node.layerID, node.content, node.bounds, kind, mask)
        guard entry.extent != nil else { return nil }
        var q = entry.isText ? StoreLayout.textScale(magnification) : StoreLayout.quantize(magnification)
        if let minimumScale { q = max(q, minimumScale) }
        entry.lastUsedFrame = frame
        entry.largestScaleThisFrame = max(entry.largestScaleThisFrame, q)
        if entry.texture == nil || q > entry.requestedScale || (entry.wantsDownscale && q < entry.requestedScale) {
            redraw(entry, scale: q, layerID: node.layerID)
        }
        return entry.texture == nil ? nil : entry
    }

    /// Keeps the stores of layer `id` as if drawn this frame, for a layer passed over because
    /// nothing of it could show: redrawing only the changed rectangles, a still layer beside
    /// them keeps its stores until its part of the window is drawn again. The stores still
    /// count as unused for the downscale hysteresis and the memory budget.
    func keepStores(ofLayer id: UInt64) {
        guard let list = byLayer[id] else { return }
        for entry in list { entry.lastKeptFrame = frame }
    }

    /// Whether `layer` may be drawn with `mask` folded into its store this frame: false while
    /// the mask animates (see `MaskMotion`).
    func flattens(_ mask: FlatMask, layer id: UInt64) -> Bool {
        maskMotion.isSettled(layer: id, mask: mask, frame: frame)
    }

    private func lookup(_ id: UInt64, _ content: LayerContent, _ bounds: CGRect, _ kind: StoreKind,
                        _ mask: FlatMask?) -> StoreEntry {
        // The common case, a layer drawn again with the same content: a plain loop over the
        // layer's few entries (a closure here copied the content and mask it captured).
        if let list = byLayer[id] {
            for e in list where e.isAlive && e.matches(content, bounds, kind, mask) { return e }
            if list.contains(where: { !$0.isAlive }) { byLayer[id] = list.filter(\.isAlive) }
        }
        let key = ContentKey(content, bounds, kind, mask)
        let entry: StoreEntry
        if let shared = byContent[key], shared.isAlive { entry = shared } else {
            let extent = if let mask { mask.extent(of: content, bounds: bounds, kind: kind) }
                else { ContentRasterizer.extent(content, bounds: bounds, kind: kind) }
            entry = StoreEntry(content: content, bounds: bounds, kind: kind, mask: mask, extent: extent)
            byContent[key] = entry
        }
        var list = byLayer[id] ?? []
        // Content new on consecutive frames: the layer's older stores of this kind (not drawn
        // this frame) would only wait to be evicted; release them now, so their texture can
        // hold the new content.
        if churn.miss(layer: id, frame: frame, content: key.hashValue) {
            for old in list where old.kind == kind && old.lastUsedFrame < frame {
                churn.released(layer: id, content: old.key.hashValue)
                drop(old, from: &list)
            }
        }
        // The least recently used of the layer's other entries makes room (never the new one,
        // which has not been drawn yet).
        if list.count >= entriesPerLayer, let oldest = list.min(by: { $0.lastUsedFrame < $1.lastUsedFrame }) {
            drop(oldest, from: &list)
        }
        list.append(entry); entry.references += 1
        byLayer[id] = list
        return entry
    }

    /// Removes `entry` from a layer's list, releasing it when no other layer refers to it; its
    /// own texture is kept for the layer's newer content (`spares`).
    private func drop(_ entry: StoreEntry, from list: inout [StoreEntry]) {
        list.removeAll { $0 === entry }
        entry.references -= 1
        if entry.references <= 0 { release(entry, keepingTexture: true) }
    }

    private func redraw(_ entry: StoreEntry, scale: CGFloat, layerID: UInt64) {
        guard let extent = entry.extent,
              let layout = StoreLayout.make(extent: extent, scale: scale, layerID: layerID) else { return }
        entry.requestedScale = scale
        entry.wantsDownscale = false; entry.framesOversized = 0
        let drawn = if let mask = entry.mask {
            rasterizer.rasterize(entry.content, bounds: entry.bounds, kind: entry.kind, layout: layout, mask: mask)
        } else {
            rasterizer.rasterize(entry.content, bounds: entry.bounds, kind: entry.kind, layout: layout)
        }
        guard let canvas = drawn else { return }
        device.stats.storeRedraws += 1
        let w = layout.pixelWidth, h = layout.pixelHeight
        entry.isLargeImage = entry.content.image != nil && w * h >= StoreCache.largeImagePixels
        // Content new every frame goes to a texture of its own (a spare when one was released
        // lately): on CPU rasterizers an upload into an atlas page that the frame's queued
        // drawing reads waits for that drawing (0.19 against 0.02 ms an upload in the app, where
        // replicated dots change colour every frame). Also for a layer that came back to older
        // content (a row of copies, each showing the colour the one before it showed a frame
        // earlier): it still needs new stores every frame. Its texture is rounded up to
        // `SpareTextures.bucketed` sizes, so a morphing shape's next store, a little larger or
        // smaller, takes the texture of the one before.
        let churning = device.isCPURasterizer && churn.missesEveryFrame(layer: layerID, frame: frame)
        let (tw, th) = churning ? (SpareTextures.bucketed(w), SpareTextures.bucketed(h)) : (w, h)
        let sameSlot = entry.slot.map { $0.width == w && $0.height == h } ?? false
        let sameTexture = entry.slot == nil && entry.texture.map { $0.width == tw && $0.height == th } ?? false
        if !sameSlot && !sameTexture {
            freeTexture(entry, keep: true)
            if !churning, let slot = atlas.allocate(width: w, height: h) {
                entry.slot = slot; entry.texture = slot.page.texture
                totalBytes += w * h * 4
            } else if let texture = spares.take(width: tw, height: th, frame: frame)
                        ?? device.makeTexture(width: tw, height: th) {
                entry.texture = texture
                ownTextureBytes += texture.byteCount; totalBytes += texture.byteCount
            }
        }
        guard let texture = entry.texture else { return }
        if let slot = entry.slot {
            let size = Float(slot.page.size)
            entry.uv = UVRect(u0: Float(slot.x) / size, v0: Float(slot.y) / size,
                              u1: Float(slot.x + w) / size, v1: Float(slot.y + h) / size)
        } else {
            entry.uv = UVRect(u0: 0, v0: 0, u1: Float(w) / Float(texture.width), v1: Float(h) / Float(texture.height))
        }
        entry.outline = device.premultiplied
            ? CoverageOutline.make(pixels: UnsafeRawPointer(canvas.data()), stride: canvas.stride,
                                   width: w, height: h)
            : nil
        if let slot = entry.slot {
            // A new slot gets its transparent ring in the same upload; a redraw in the same slot
            // leaves the ring as it was (transparent since the slot was taken).
            if sameSlot {
                device.upload(UnsafeRawPointer(canvas.data()), stride: canvas.stride, width: w, height: h, to: texture,
                              x: slot.x, y: slot.y)
            } else {
                atlas.upload(UnsafeRawPointer(canvas.data()), stride: canvas.stride, into: slot)
            }
        } else if texture.width > w || texture.height > h {
            // A larger texture may hold an older store beyond this one's edge.
            device.uploadWithTransparentRing(UnsafeRawPointer(canvas.data()), stride: canvas.stride, width: w,
                                             height: h, to: texture, x: 0, y: 0)
        } else {
            device.upload(UnsafeRawPointer(canvas.data()), stride: canvas.stride, width: w, height: h, to: texture)
        }
        entry.layout = layout
    }

    /// Gives up `entry`'s texture: its atlas slot, or its own texture, kept in `spares` when
    /// `keep` (a newer store of the layer may take it) and destroyed otherwise.
    private func freeTexture(_ entry: StoreEntry, keep: Bool) {
        if let layout = entry.layout, let texture = entry.texture {
            if entry.slot == nil {
                totalBytes -= texture.byteCount; ownTextureBytes -= texture.byteCount
            } else {
                totalBytes -= layout.pixelWidth * layout.pixelHeight * 4
            }
        }
        if let slot = entry.slot {
            atlas.release(slot)
        } else if let texture = entry.texture, keep {
            spares.keep(texture, frame: frame, drawn: entry.lastUsedFrame == frame)
        }
        entry.slot = nil
        entry.texture = nil
        entry.layout = nil
    }

    private func release(_ entry: StoreEntry, keepingTexture keep: Bool = false) {
        guard entry.isAlive else { return }
        entry.isAlive = false
        freeTexture(entry, keep: keep)
        let key = entry.key
        if byContent[key] === entry { byContent[key] = nil }
    }

    /// End-of-frame bookkeeping: downscale hysteresis, age purge and the memory budget.
    func endFrame(targetPixels: Int = 0) {
        var stale: [StoreEntry] = []
        for entry in byContent.values {
            if entry.lastUsedFrame == frame {
                // Text is redrawn smaller as soon as it has been shown smaller for a while (at any
                // ratio), so at rest it is drawn at the scale it is shown.
                let oversized = entry.isText ? entry.largestScaleThisFrame < entry.requestedScale
                    : entry.largestScaleThisFrame <= entry.requestedScale / 2
                if oversized { entry.framesOversized += 1 } else { entry.framesOversized = 0 }
                if entry.framesOversized >= 30 { entry.wantsDownscale = true }
                entry.largestScaleThisFrame = 0
            } else if frame - max(entry.lastUsedFrame, entry.lastKeptFrame) > framesKeptUnused(entry) {
                stale.append(entry)
            }
        }
        stale.forEach { release($0) }
        let budget = budget(targetPixels: targetPixels)
        if totalBytes > budget {
            let old = byContent.values.filter { $0.lastUsedFrame < frame }.sorted {
                $0.lastUsedFrame < $1.lastUsedFrame
            }
            for e in old where totalBytes > budget { release(e) }
        }
        spares.endFrame(frame)
        rasterizer.maskRasters.endFrame()
        if !stale.isEmpty || frame % 64 == 0 {
            byLayer = byLayer.compactMapValues { list in
                let alive = list.filter(\.isAlive)
                return alive.isEmpty ? nil : alive
            }
            churn.prune { byLayer[$0] != nil }
        }
    }

    /// Releases every store (and its texture).
    func removeAll() {
        for e in byContent.values { e.isAlive = false; e.texture = nil; e.slot = nil }
        byContent.removeAll(); byLayer.removeAll(); totalBytes = 0; ownTextureBytes = 0
        spares.removeAll(); churn.removeAll(); maskMotion.removeAll()
        rasterizer.maskRasters.removeAll()
        atlas.removeAll()
    }
}
