import AnimationCore
import CSDL2
import Foundation

/// Combines offscreen results back into the scene: a layer subtree drawn into its own target,
/// multiplied by the alpha of zero or more mask targets, drawn with an opacity.
///
/// With custom blend modes (GPU renderers) everything stays on the GPU: masks multiply the
/// content with `dst × src.alpha`, and the premultiplied result is drawn with source-over.
/// SDL's software renderer has no custom blend modes, so there the pixels are read back,
/// multiplied and un-premultiplied on the CPU and re-uploaded, for that layer only.
final class MaskCompositor {
    private unowned let device: RenderDevice
    private unowned let batch: GeometryBatch
    private unowned let targets: RenderTargets
    private var contentPixels: [UInt32] = []
    private var maskPixels: [UInt32] = []

    init(device: RenderDevice, batch: GeometryBatch, targets: RenderTargets) {
        self.device = device; self.batch = batch; self.targets = targets
    }

    /// Draws `region` of the viewport-sized `content` (premultiplied) into the current target,
    /// multiplied by each mask's alpha and by `alpha`/`tint`.
    func composite(_ content: Texture, region: PixelRect, masks: [(Texture, PixelRect)], alpha: Double, tint: RGBA = .white) {
        var r = region
        for m in masks { r = r.intersection(m.1) }
        if let clip = targets.clip { r = r.intersection(clip) }
        guard !r.isEmpty, alpha > 0 else { return }
        if device.premultiplied {
            for (mask, _) in masks {
                targets.withTarget(content) {
                    drawRegion(mask, r, color: SDL_Color(r: 255, g: 255, b: 255, a: 255), blend: device.multiplyByAlpha,
                               textureSize: (mask.width, mask.height))
                }
            }
            drawRegion(content, r, color: device.vertexColor(tint: tint, alpha: alpha), blend: device.sourceOver,
                       textureSize: (content.width, content.height))
            return
        }
        device.stats.cpuFallbacks += 1
        let n = r.width * r.height
        read(content, r, into: &contentPixels)
        for (mask, _) in masks {
            read(mask, r, into: &maskPixels)
            for i in 0..<n {
                let a = maskPixels[i] >> 24
                if a == 255 { continue }
                contentPixels[i] = PixelMath.scale(contentPixels[i], by: a)
            }
        }
        for i in 0..<n { contentPixels[i] = PixelMath.unpremultipliedARGB(contentPixels[i]) }
        guard let stream = targets.streamingTexture(width: targets.current.width, height: targets.current.height) else { return }
        var rect = r.sdl
        contentPixels.withUnsafeBufferPointer { _ = SDL_UpdateTexture(stream.handle, &rect, $0.baseAddress, Int32(r.width * 4)) }
        device.stats.textureUploads += 1
        drawRegion(stream, r, color: device.vertexColor(tint: tint, alpha: alpha), blend: SDL_BLENDMODE_BLEND,
                   textureSize: (stream.width, stream.height))
        targets.recycleStreaming(stream)
    }

    /// Reads `rect` of a target texture as premultiplied ARGB32.
    func read(_ texture: Texture, _ rect: PixelRect, into buffer: inout [UInt32]) {
        let n = rect.width * rect.height
        if buffer.count < n { buffer = [UInt32](repeating: 0, count: n) }
        targets.withTarget(texture) {
            var r = rect.sdl
            buffer.withUnsafeMutableBufferPointer {
                _ = SDL_RenderReadPixels(device.renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(rect.width * 4))
            }
        }
    }

    /// A texture holding a whole image target in the device's texture format: the target itself
    /// on GPU renderers, a straight-alpha copy on the software renderer. `weights` cross-fades
    /// several equally sized targets (premultiplied sum) — used by the fade transition.
    func drawable(_ sources: [(Texture, Double)]) -> Texture? {
        guard let first = sources.first?.0 else { return nil }
        let w = first.width, h = first.height
        let full = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        if device.premultiplied {
            if sources.count == 1 && sources[0].1 >= 1 { return first }
            guard let mix = targets.pushImageTarget(width: w, height: h) else { return nil }
            for (t, weight) in sources where weight > 0 {
                drawRegion(t, full, color: device.vertexColor(tint: .white, alpha: weight), blend: device.premultipliedAdd,
                           textureSize: (w, h))
            }
            _ = targets.pop()
            return mix
        }
        device.stats.cpuFallbacks += 1
        var sum = [Double](repeating: 0, count: sources.count > 1 ? w * h * 4 : 0)
        for (index, (t, weight)) in sources.enumerated() {
            read(t, full, into: &contentPixels)
            if sources.count == 1 {
                if weight < 1 { for i in 0..<(w * h) { contentPixels[i] = PixelMath.scale(contentPixels[i], by: UInt32(max(0, min(255, weight * 255)))) } }
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
                    contentPixels[i] = (c(sum[i * 4]) << 24) | (c(sum[i * 4 + 1]) << 16) | (c(sum[i * 4 + 2]) << 8) | c(sum[i * 4 + 3])
                }
            }
        }
        for i in 0..<(w * h) { contentPixels[i] = PixelMath.unpremultipliedARGB(contentPixels[i]) }
        guard let copy = device.makeTexture(width: w, height: h, access: SDL_TEXTUREACCESS_STATIC) else { return nil }
        var rect = full.sdl
        contentPixels.withUnsafeBufferPointer { _ = SDL_UpdateTexture(copy.handle, &rect, $0.baseAddress, Int32(w * 4)) }
        device.stats.textureUploads += 1
        return copy
    }

    private func drawRegion(_ texture: Texture, _ r: PixelRect, color: SDL_Color, blend: SDL_BlendMode, textureSize: (Int, Int)) {
        let tw = Float(textureSize.0), th = Float(textureSize.1)
        let x0 = Float(r.x0), y0 = Float(r.y0), x1 = Float(r.x1), y1 = Float(r.y1)
        let base = batch.begin(texture, blend: blend, vertexCount: 4)
        batch.addVertex(x0, y0, x0 / tw, y0 / th, color)
        batch.addVertex(x1, y0, x1 / tw, y0 / th, color)
        batch.addVertex(x1, y1, x1 / tw, y1 / th, color)
        batch.addVertex(x0, y1, x0 / tw, y1 / th, color)
        batch.addTriangle(base, base + 1, base + 2); batch.addTriangle(base, base + 2, base + 3)
        batch.flush()
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
