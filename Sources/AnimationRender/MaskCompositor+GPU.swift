import CSDL2
import Foundation

/// The hand-over from `MaskCompositor` to the one-pass OpenGL combine (`GLMaskCompositor`).
extension MaskCompositor {
    /// Draws `region` (drawing coordinates, within the current level's visible part) of
    /// `content` times each of `masks`' alpha times `color` into the current target with
    /// OpenGL and returns true, or returns false (nothing drawn) where SDL's blend passes must:
    /// no OpenGL path, or a case it does not take (`GLMaskCompositor.draw`).
    func compositeOnGPU(_ content: OffscreenTarget, region: PixelRect, masks: [OffscreenTarget],
                        color: SDL_Color) -> Bool {
        guard let gpu, usesGPU else { return false }
        let originX = Int(batch.offsetX), originY = Int(batch.offsetY)
        func source(_ t: OffscreenTarget) -> GLMaskCompositor.Source {
            GLMaskCompositor.Source(texture: t.texture, offsetX: originX - t.originX, offsetY: originY - t.originY)
        }
        // Everything queued for the current target goes out first, so the layer lands on top of it.
        batch.flush()
        SDL_RenderFlush(device.renderer)
        guard gpu.draw(source(content), masks: masks.map(source), rect: region.offsetBy(-originX, -originY),
                       color: color, renderer: device.renderer) else { return false }
        device.stats.masksOnGPU += 1
        device.stats.drawCalls += 1
        device.stats.triangles += 2
        batch.includeInDrawnBounds(minX: Float(region.x0), minY: Float(region.y0),
                                   maxX: Float(region.x1), maxY: Float(region.y1))
        return true
    }
}
