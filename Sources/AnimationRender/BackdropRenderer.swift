import AnimationCore
import CSDL2
import Foundation

/// Draws what layers with a `visualEffect` show of the content behind them: a blurred backdrop
/// under a layer's own content, or a vibrant subtree (its alpha lets the filtered content
/// behind it show through).
///
/// The backdrop is filtered on the GPU where the OpenGL backend runs (`GLBackdropBlur`, see
/// `filterOnGPU`), else read back from the render target (`RenderTargets.readComposite`) and
/// filtered on the CPU (`BackdropBlur`); either way it is drawn as a texture mapped to the
/// screen pixels it came from, over the layer's bounds. Each layer keeps its last input: when the content behind it has
/// not changed, the filtered texture of the previous frame is drawn again without filtering.
final class BackdropRenderer {
    unowned let compositor: Compositor
    var device: RenderDevice { compositor.device }
    var targets: RenderTargets { compositor.targets }
    private var batch: GeometryBatch { compositor.batch }

    /// Per layer: the last input and its filtered texture.
    final class Entry {
        var input: [UInt32] = []
        /// The buffer before last, reused for the next read.
        var spare: [UInt32] = []
        var rect = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        var filter = BackdropFilter(blurRadius: 0)
        var sigma = 0.0
        var texture: Texture?
        /// `texture` was made as a render target (the OpenGL blur draws into it).
        var isRenderTarget = false
        /// The drawn image's pixel (0, 0) in drawing coordinates, and drawing pixels per texel.
        var originX = 0, originY = 0, factor = 1
        var imageWidth = 0, imageHeight = 0
        var lastFrame = 0
    }
    private var entries: [UInt64: Entry] = [:]
    private var frame = 0
    /// The OpenGL blur (`GLBackdropBlur`), set where the renderer's context can run it.
    var gpu: GLBackdropBlur?
    /// Whether `gpu` also blurs backdrops inside offscreen levels, combining the levels itself
    /// (`Renderer.blursBackdropLevelsWithOpenGL`; off: those are read back and blurred on the CPU).
    var blursLevelsOnGPU = true
    /// The composite read where the backdrop leaves the space, then the blur's intermediate image.
    private var scratch: [UInt32] = []
    /// The largest blur radius in pixels (wider radii are drawn at this one).
    static let maximumSigma = 120.0

    init(compositor: Compositor) { self.compositor = compositor }

    /// Called once per frame: forgets layers not drawn for 120 frames.
    func beginFrame() {
        frame += 1
        if frame % 60 == 0 { entries = entries.filter { frame - $0.value.lastFrame < 120 } }
    }

    func removeAll() {
        entries.removeAll()
        gpu?.removeTextures()
    }

    /// Number of layers whose backdrop was filtered (not reused) in this renderer's life; for tests.
    private(set) var filterCount = 0

    /// Draws the filtered content behind `node`'s bounds (before its own content).
    func drawBackdrop(_ node: RenderNode, filter: BackdropFilter, projection: Projection, paint: Paint) {
        let bounds = ContentRasterizer.usableBounds(node.bounds)
        guard bounds.width > 0, bounds.height > 0,
            let area = compositor.projectedBounds(bounds, projection, margin: 1) else {
            return
        }
        let visible = area.intersection(targets.visible)
        guard !visible.isEmpty, let entry = filtered(node.layerID, covering: visible, filter: filter,
                                                     scale: projection.magnification(over: bounds)) else { return }
        let color = device.vertexColor(tint: .white, alpha: paint.alpha)
        emitQuad(bounds: bounds, projection: projection, entry: entry, color: color)
    }

    /// Draws `node` and its subtree as vibrancy: their alpha (times `paint`) shows the filtered
    /// content behind them; their colours are not drawn.
    func drawVibrant(_ node: RenderNode, filter: BackdropFilter, world: CATransform3D, paint: Paint, depth: Int) {
        let projection = Projection(world)
        var region = targets.visible
        var budget = 512
        if let r = compositor.subtreeBounds(node, world: world, budget: &budget) { region = region.intersection(r) }
        guard !region.isEmpty, device.supportsTargets else { return }
        device.stats.offscreenPasses += 1
        var inner = paint
        inner.alpha = 1; inner.tint = .white
        guard let content = targets.pushRegionTarget(region) else { return }
        compositor.drawOwn(node, world: world, projection: projection, paint: inner, depth: depth)
        let drawn = targets.pop()
        defer { targets.recycle(content) }
        guard !drawn.isEmpty,
              let entry = filtered(node.layerID, covering: drawn, filter: filter,
                                   scale: projection.magnification(over: node.bounds)),
              let backdrop = targets.pushRegionTarget(drawn) else { return }
        emitRect(drawn, entry: entry, color: device.vertexColor(tint: .white, alpha: 1))
        _ = targets.pop()
        defer { targets.recycle(backdrop) }
        compositor.masks.composite(backdrop, drawn: drawn, masks: [(content, drawn)], alpha: paint.alpha,
                                   tint: paint.tint)
    }

    /// The filtered backdrop covering `visible` (drawing coordinates), reused when its input is unchanged.
    private func filtered(_ id: UInt64, covering visible: PixelRect, filter raw: BackdropFilter,
                          scale: Double) -> Entry? {
        let filter = raw.sanitized
        let sigma = min(Self.maximumSigma, Double(filter.blurRadius) * (scale.isFinite ? max(0, scale) : 1))
        let factor = BackdropBlur.factor(sigma: sigma)
        // Read what the blur reaches (3σ around), on a grid of `factor` pixels fixed to the
        // space, so a panel moving over still content samples it the same way.
        let reach = Int((3 * sigma).rounded(.up))
        let space = targets.spaceRegion
        func down(_ v: Int) -> Int { Int((Double(v) / Double(factor)).rounded(.down)) * factor }
        func up(_ v: Int) -> Int { Int((Double(v) / Double(factor)).rounded(.up)) * factor }
        var rect = PixelRect(x0: down(visible.x0 - reach), y0: down(visible.y0 - reach),
                             x1: up(visible.x1 + reach), y1: up(visible.y1 + reach))
        let clamped = rect.intersection(space)
        guard !clamped.isEmpty, clamped.width * clamped.height <= 16384 * 4096 else { return nil }
        // Outside the space the edge repeats (pixman's PAD), as Core Animation's blur clamps.
        rect = PixelRect(x0: max(rect.x0, down(space.x0)), y0: max(rect.y0, down(space.y0)),
                         x1: min(rect.x1, up(space.x1)), y1: min(rect.y1, up(space.y1)))
        let entry = entries[id] ?? Entry()
        entries[id] = entry
        entry.lastFrame = frame
        if filterOnGPU(rect: rect, inside: clamped, factor: factor, sigma: sigma, filter: filter, into: entry) {
            return entry
        }
        // The input, edge pixels repeated where the rectangle leaves the space.
        var input = entry.spare
        entry.spare = []
        if rect == clamped {
            targets.readComposite(clamped, into: &input)
        } else {
            targets.readComposite(clamped, into: &scratch)
            if input.count < rect.width * rect.height {
                input = [UInt32](repeating: 0, count: rect.width * rect.height)
            }
            for y in 0..<rect.height {
                let sy = min(max(rect.y0 + y, clamped.y0), clamped.y1 - 1) - clamped.y0
                for x in 0..<rect.width {
                    let sx = min(max(rect.x0 + x, clamped.x0), clamped.x1 - 1) - clamped.x0
                    input[y * rect.width + x] = scratch[sy * clamped.width + sx]
                }
            }
        }
        let count = rect.width * rect.height
        if input.count > count { input.removeLast(input.count - count) }
        let covered = PixelRect(x0: visible.x0 - rect.x0, y0: visible.y0 - rect.y0, x1: visible.x1 - rect.x0,
                                y1: visible.y1 - rect.y0)
        if entry.texture != nil, entry.rect == rect, entry.filter == filter, entry.sigma == sigma, entry.input == input,
           device.premultiplied || (entry.imageWidth == covered.width && entry.imageHeight == covered.height
                                    && entry.originX == visible.x0 && entry.originY == visible.y0) {
            entry.spare = input   // the buffer goes back for the next frame's read
            return entry
        }
        filterCount += 1
        device.stats.cpuFallbacks += 1
        let blur = input.withUnsafeMutableBufferPointer {
            // `scratch` is free again (its pixels were copied into `input` above): the blur's spare image.
            BackdropBlur(source: $0.baseAddress!, width: rect.width, height: rect.height, sigma: sigma, factor: factor,
                         filter: filter, scratch: &scratch)
        }
        entry.spare = entry.input
        entry.input = input
        entry.rect = rect; entry.filter = filter; entry.sigma = sigma
        if device.premultiplied {
            // Uploaded reduced; the GPU magnifies it bilinearly.
            guard upload(blur.pixels, width: blur.width, height: blur.height, into: entry) else { return nil }
            entry.originX = rect.x0; entry.originY = rect.y0; entry.factor = factor
        } else {
            // SDL's software renderer samples nearest: magnify on the CPU, only the visible part.
            let full = blur.magnified(covered)
            guard upload(full, width: covered.width, height: covered.height, into: entry) else { return nil }
            entry.originX = visible.x0; entry.originY = visible.y0; entry.factor = 1
        }
        return entry
    }

    private func upload(_ pixels: [UInt32], width: Int, height: Int, into entry: Entry) -> Bool {
        if let t = entry.texture, t.width < width || t.height < height { entry.texture = nil }
        if entry.texture == nil {
            entry.texture = device.makeTexture(width: (width + 63) / 64 * 64, height: (height + 63) / 64 * 64,
                                               access: SDL_TEXTUREACCESS_STREAMING)
            entry.isRenderTarget = false
        }
        guard let texture = entry.texture else { return false }
        pixels.withUnsafeBytes {
            device.upload($0.baseAddress!, stride: width * 4, width: width, height: height, to: texture)
        }
        entry.imageWidth = width; entry.imageHeight = height
        return true
    }

    /// Texture coordinates of a drawing-coordinate point in an entry's image.
    private func uv(_ x: Double, _ y: Double, _ entry: Entry, _ texture: Texture) -> (Float, Float) {
        let f = Double(entry.factor)
        return (Float((x - Double(entry.originX)) / f / Double(texture.width)),
                Float((y - Double(entry.originY)) / f / Double(texture.height)))
    }

    /// The layer's bounds as a quad showing the entry's image at the screen pixels it came from.
    private func emitQuad(bounds: CGRect, projection: Projection, entry: Entry, color: SDL_Color) {
        guard let texture = entry.texture else { return }
        let xs = [Double(bounds.minX), Double(bounds.maxX), Double(bounds.maxX), Double(bounds.minX)]
        let ys = [Double(bounds.minY), Double(bounds.minY), Double(bounds.maxY), Double(bounds.maxY)]
        for k in 0..<4 where projection.apply(xs[k], ys[k]).w <= QuadMesh.nearW { return }
        let base = batch.begin(texture, blend: device.sourceOver, vertexCount: 4)
        for k in 0..<4 {
            let p = projection.apply(xs[k], ys[k])
            let sx = p.x / p.w, sy = p.y / p.w
            let (u, v) = uv(sx, sy, entry, texture)
            batch.addVertex(Float(sx), Float(sy), u, v, color)
        }
        batch.addTriangle(base, base + 1, base + 2); batch.addTriangle(base, base + 2, base + 3)
    }

    /// A drawing-coordinate rectangle showing the entry's image at the pixels it came from.
    private func emitRect(_ r: PixelRect, entry: Entry, color: SDL_Color) {
        guard let texture = entry.texture else { return }
        let base = batch.begin(texture, blend: device.sourceOver, vertexCount: 4)
        for (x, y) in [(r.x0, r.y0), (r.x1, r.y0), (r.x1, r.y1), (r.x0, r.y1)] {
            let (u, v) = uv(Double(x), Double(y), entry, texture)
            batch.addVertex(Float(x), Float(y), u, v, color)
        }
        batch.addTriangle(base, base + 1, base + 2); batch.addTriangle(base, base + 2, base + 3)
        batch.flush()
    }
}
