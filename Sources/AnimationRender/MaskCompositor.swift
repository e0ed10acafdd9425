import AnimationCore
import CSDL2
import Foundation

/// Combines offscreen results back into the scene: a layer subtree drawn into its own target,
/// multiplied by the alpha of zero or more mask targets, drawn with an opacity.
///
/// With custom blend modes (GPU renderers) everything stays on the GPU: masks multiply the
/// content with `dst × src.alpha`, and the premultiplied result is drawn with source-over. On
/// the direct-OpenGL backend one program does both in a single pass (`GLMaskCompositor`).
/// SDL's software renderer has no custom blend modes, so there the pixels are read back,
/// multiplied and un-premultiplied on the CPU and re-uploaded, for that layer only.
final class MaskCompositor {
    unowned let device: RenderDevice
    unowned let batch: GeometryBatch
    unowned let targets: RenderTargets
    private var contentPixels: [UInt32] = []
    private var maskPixels: [UInt32] = []
    /// Targets made by `drawable` that go back to the pool after the caller has drawn them.
    private var lent: [OffscreenTarget] = []
    /// The one-pass OpenGL combine, on the direct-OpenGL backend (`Renderer.setBackend`).
    var gpu: GLMaskCompositor?
    /// Whether `gpu` is used when present (`Renderer.combinesMasksWithOpenGL`; off: SDL's blend passes).
    var usesGPU = true
    /// Whether the OpenGL combine samples a mask layer's own store where it can, instead of a
    /// target drawn for the mask (`Renderer.samplesMaskStoresWithOpenGL`; see `Compositor.storeMaskOnGL`).
    var samplesStores = true

    init(device: RenderDevice, batch: GeometryBatch, targets: RenderTargets) {
        self.device = device; self.batch = batch; self.targets = targets
    }

    /// Draws the part `drawn` (drawing coordinates) of `content` (premultiplied) into the current
    /// level, multiplied by each mask's alpha (outside a mask's drawn part nothing shows) and
    /// by `alpha`/`tint`.
    func composite(_ content: OffscreenTarget, drawn: PixelRect, masks: [(OffscreenTarget, PixelRect)],
                   alpha: Double, tint: RGBA = .white, cells: OccupancyGrid? = nil) {
        var r = drawn.intersection(targets.visible)
        for m in masks { r = r.intersection(m.1) }
        guard !r.isEmpty, alpha > 0 else { return }
        if device.premultiplied {
            let color = device.vertexColor(tint: tint, alpha: alpha)
            if compositeOnGPU(content, region: r, masks: masks.map { $0.0 }, color: color) { return }
            if masks.isEmpty, let cells, cells.occupiedShare < OccupancyGrid.fullShare {
                // Only the cells drawn into: the rest of the target is transparent.
                cells.forEachSpan(within: r) { span in
                    addRegion(content.texture, span, origin: (content.originX, content.originY),
                              color: color, blend: device.sourceOver)
                }
                batch.flush()
                return
            }
            for (mask, _) in masks {
                targets.withTarget(content) {
                    drawRegion(mask.texture, r, origin: (mask.originX, mask.originY),
                               color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                               blend: device.multiplyByAlpha)
                }
            }
            drawRegion(content.texture, r, origin: (content.originX, content.originY),
                       color: device.vertexColor(tint: tint, alpha: alpha), blend: device.sourceOver)
            return
        }
        device.stats.cpuFallbacks += 1
        let n = r.width * r.height
        read(content, r, into: &contentPixels)
        device.stats.maskReads += 1 + masks.count
        for (mask, _) in masks {
            read(mask, r, into: &maskPixels)
            for i in 0..<n {
                let a = maskPixels[i] >> 24
                if a == 255 { continue }
                contentPixels[i] = PixelMath.scale(contentPixels[i], by: a)
            }
        }
        for i in 0..<n { contentPixels[i] = PixelMath.unpremultipliedARGB(contentPixels[i]) }
        guard let stream = targets.streamingTexture(width: r.width, height: r.height) else { return }
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
        contentPixels.withUnsafeBufferPointer {
            _ = SDL_UpdateTexture(stream.handle, &rect, $0.baseAddress, Int32(r.width * 4))
        }
        device.stats.textureUploads += 1
        drawRegion(stream, r, origin: (r.x0, r.y0), color: device.vertexColor(tint: tint, alpha: alpha),
                   blend: SDL_BLENDMODE_BLEND)
        targets.recycleStreaming(stream)
    }

    /// Reads `rect` (drawing coordinates) of a target as premultiplied ARGB32.
    func read(_ target: OffscreenTarget, _ rect: PixelRect, into buffer: inout [UInt32]) {
        let n = rect.width * rect.height
        if buffer.count < n { buffer = [UInt32](repeating: 0, count: n) }
        targets.withTarget(target) {
            var r = rect.offsetBy(-target.originX, -target.originY).sdl
            buffer.withUnsafeMutableBufferPointer {
                _ = SDL_RenderReadPixels(device.renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress,
                                         Int32(rect.width * 4))
            }
        }
    }

    /// A texture holding a whole image target in the device's texture format (the target's own
    /// texture on GPU renderers, a straight-alpha copy on the software renderer), and the part
    /// of it in use. Several sources of one size are cross-faded by their weights
    /// (premultiplied sum) — the fade transition.
    func drawable(_ sources: [(OffscreenTarget, Double)]) -> (texture: Texture, uv: UVRect)? {
        guard let first = sources.first?.0 else { return nil }
        let w = first.width, h = first.height
        let full = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        if device.premultiplied {
            if sources.count == 1 && sources[0].1 >= 1 { return (first.texture, uv(w, h, first.texture)) }
            guard let mix = targets.pushImageTarget(width: w, height: h) else { return nil }
            for (t, weight) in sources where weight > 0 {
                drawRegion(t.texture, full, origin: (0, 0), color: device.vertexColor(tint: .white, alpha: weight),
                           blend: device.premultipliedAdd)
            }
            _ = targets.pop()
            lent.append(mix)
            return (mix.texture, uv(w, h, mix.texture))
        }
        device.stats.cpuFallbacks += 1
        var sum = [Double](repeating: 0, count: sources.count > 1 ? w * h * 4 : 0)
        for (index, (t, weight)) in sources.enumerated() {
            read(t, full, into: &contentPixels)
            if sources.count == 1 {
                if weight < 1 {
                    let k = UInt32(max(0, min(255, weight * 255)))
                    for i in 0..<(w * h) { contentPixels[i] = PixelMath.scale(contentPixels[i], by: k) }
                }
                break
            }
            for i in 0..<(w * h) {
                let p = contentPixels[i]
                sum[i * 4] += Double(p >> 24) * weight; sum[i * 4 + 1] += Double((p >> 16) & 255) * weight
                sum[i * 4 + 2] += Double((p >> 8) & 255) * weight; sum[i * 4 + 3] += Double(p & 255) * weight
            }
            if index == sources.count - 1 {
                for i in 0..<(w * h) {
                    func c(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v.rounded()))) }
                    contentPixels[i] = (c(sum[i * 4]) << 24) | (c(sum[i * 4 + 1]) << 16)
                        | (c(sum[i * 4 + 2]) << 8) | c(sum[i * 4 + 3])
                }
            }
        }
        for i in 0..<(w * h) { contentPixels[i] = PixelMath.unpremultipliedARGB(contentPixels[i]) }
        guard let copy = device.makeTexture(width: w, height: h, access: SDL_TEXTUREACCESS_STATIC) else { return nil }
        var rect = full.sdl
        contentPixels.withUnsafeBufferPointer {
            _ = SDL_UpdateTexture(copy.handle, &rect, $0.baseAddress, Int32(w * 4))
        }
        device.stats.textureUploads += 1
        return (copy, UVRect())
    }

    /// Returns the targets lent out by `drawable` to the pool (after they were drawn and flushed).
    func recycleLent() {
        for t in lent { targets.recycle(t) }
        lent.removeAll()
    }

    private func uv(_ w: Int, _ h: Int, _ t: Texture) -> UVRect {
        UVRect(u0: 0, v0: 0, u1: Float(w) / Float(t.width), v1: Float(h) / Float(t.height))
    }

    /// Draws the rectangle `r` (drawing coordinates) from a texture whose pixel (0, 0) lies at `origin`.
    private func drawRegion(_ texture: Texture, _ r: PixelRect, origin: (Int, Int), color: SDL_Color,
                            blend: SDL_BlendMode) {
        addRegion(texture, r, origin: origin, color: color, blend: blend)
        batch.flush()
    }

    /// Queues the quad of `drawRegion` without submitting it.
    private func addRegion(_ texture: Texture, _ r: PixelRect, origin: (Int, Int), color: SDL_Color,
                           blend: SDL_BlendMode) {
        let tw = Float(texture.width), th = Float(texture.height)
        let x0 = Float(r.x0), y0 = Float(r.y0), x1 = Float(r.x1), y1 = Float(r.y1)
        let ox = Float(origin.0), oy = Float(origin.1)
        let base = batch.begin(texture, blend: blend, vertexCount: 4)
        batch.addVertex(x0, y0, (x0 - ox) / tw, (y0 - oy) / th, color)
        batch.addVertex(x1, y0, (x1 - ox) / tw, (y0 - oy) / th, color)
        batch.addVertex(x1, y1, (x1 - ox) / tw, (y1 - oy) / th, color)
        batch.addVertex(x0, y1, (x0 - ox) / tw, (y1 - oy) / th, color)
        batch.addTriangle(base, base + 1, base + 2); batch.addTriangle(base, base + 2, base + 3)
    }
}

extension PixelMath {
    /// A premultiplied ARGB32 pixel with every channel scaled by `a / 255`.
    @inline(__always)
    static func scale(_ p: UInt32, by a: UInt32) -> UInt32 {
        if a == 0 { return 0 }
        func s(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return (s(p >> 24) << 24) | (s((p >> 16) & 255) << 16) | (s((p >> 8) & 255) << 8) | s(p & 255)
    }
}
