import CSDL2
import Foundation

/// A mask layer's cached store as the one-pass OpenGL combine samples it in place of a mask
/// target (`Compositor.storeMaskOnGL`): the store's texture, the layer-space rectangle and
/// texture part it covers, and the layer's 2D affine transform into drawing coordinates.
struct StoreMask {
    let texture: Texture
    let rect: CGRect, uv: UVRect
    /// Drawing position of layer point (x, y): (a·x + c·y + tx, b·x + d·y + ty).
    let a, b, c, d, tx, ty: Double
    /// The layer's opacity times its tint's alpha, as a byte (SDL's vertex colour).
    let alpha: UInt8
    /// The drawing pixels the store's quad can touch (outside them the mask is clear).
    let bounds: PixelRect

    /// The sample for a target whose pixel (0, 0) lies at drawing position `origin`; nil when
    /// the transform cannot be inverted.
    func sample(originX: Double, originY: Double) -> GLMaskCompositor.StoreSample? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12, rect.width > 0, rect.height > 0 else { return nil }
        // Layer point of target pixel (px, py): x = xa·px + xb·py + xc, y = ya·px + yb·py + yc.
        let xa = d / det, xb = -c / det, ya = -b / det, yb = a / det
        let xc = xa * (originX - tx) + xb * (originY - ty), yc = ya * (originX - tx) + yb * (originY - ty)
        let su = Double(uv.u1 - uv.u0) / Double(rect.width), sv = Double(uv.v1 - uv.v0) / Double(rect.height)
        let ku = Double(uv.u0) - su * Double(rect.minX), kv = Double(uv.v0) - sv * Double(rect.minY)
        let u = SIMD3(Float(su * xa), Float(su * xb), Float(su * xc + ku))
        let v = SIMD3(Float(sv * ya), Float(sv * yb), Float(sv * yc + kv))
        guard u.x.isFinite, u.y.isFinite, u.z.isFinite, v.x.isFinite, v.y.isFinite, v.z.isFinite else { return nil }
        return GLMaskCompositor.StoreSample(texture: texture, u: u, v: v, box: uv, alpha: Float(alpha) / 255)
    }
}

/// The hand-over from `MaskCompositor` to the one-pass OpenGL combine (`GLMaskCompositor`).
extension MaskCompositor {
    /// Whether the OpenGL combine can sample a mask layer's store instead of a mask target.
    var samplesStoreMasks: Bool { gpu != nil && usesGPU && samplesStores && device.premultiplied }

    /// As `composite`, with the first mask a layer's store (`storeMask`) read by the OpenGL
    /// combine; returns false (nothing drawn) where that pass cannot run, for the caller to
    /// draw the mask into a target after all.
    func composite(_ content: OffscreenTarget, drawn: PixelRect, storeMask: StoreMask,
                   masks: [(OffscreenTarget, PixelRect)], alpha: Double) -> Bool {
        var r = drawn.intersection(targets.visible).intersection(storeMask.bounds)
        for m in masks { r = r.intersection(m.1) }
        guard !r.isEmpty, alpha > 0 else { return true }
        return compositeOnGPU(content, region: r, storeMask: storeMask, masks: masks.map { $0.0 },
                              color: device.vertexColor(tint: .white, alpha: alpha))
    }

    /// Draws `region` (drawing coordinates, within the current level's visible part) of
    /// `content` times each mask's alpha (`storeMask` first when given) times `color` into the
    /// current target with OpenGL and returns true, or returns false (nothing drawn) where
    /// SDL's blend passes must: no OpenGL path, or a case it does not take (`GLMaskCompositor.draw`).
    func compositeOnGPU(_ content: OffscreenTarget, region: PixelRect, storeMask: StoreMask? = nil,
                        masks: [OffscreenTarget], color: SDL_Color) -> Bool {
        guard let gpu, usesGPU else { return false }
        let originX = Int(batch.offsetX), originY = Int(batch.offsetY)
        func source(_ t: OffscreenTarget) -> GLMaskCompositor.Source {
            GLMaskCompositor.Source(texture: t.texture, offsetX: originX - t.originX, offsetY: originY - t.originY)
        }
        var sources = masks.map { GLMaskCompositor.Mask.target(source($0)) }
        if let storeMask {
            guard let sample = storeMask.sample(originX: Double(batch.offsetX), originY: Double(batch.offsetY)) else {
                return false
            }
            sources.insert(.store(sample), at: 0)
        }
        // Everything queued for the current target goes out first, so the layer lands on top of it.
        batch.flush()
        SDL_RenderFlush(device.renderer)
        guard gpu.draw(source(content), masks: sources, rect: region.offsetBy(-originX, -originY),
                       color: color, renderer: device.renderer) else { return false }
        device.stats.masksOnGPU += 1
        device.stats.drawCalls += 1
        device.stats.triangles += 2
        batch.includeInDrawnBounds(minX: Float(region.x0), minY: Float(region.y0),
                                   maxX: Float(region.x1), maxY: Float(region.y1))
        return true
    }
}
