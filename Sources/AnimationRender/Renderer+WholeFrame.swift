import AnimationCore
import CSDL2

/// Frames drawn whole, from the opaque layer that covers most of them, and the background fill.
extension Renderer {
    /// Draws a whole frame into the cleared target. When an opaque layer covers most of it
    /// (`DamageTracker.wholeFrameOcclusion`), the layers drawn before that layer are drawn only
    /// in the strips it leaves (drawing stops at it), and then everything from it on once; if
    /// drawing never reaches it, the frame is cleared and drawn again as usual.
    func drawWhole(_ root: RenderNode, width w: Int, height h: Int, background bg: RGBA, compositor c: Compositor) {
        func drawAll() {
            c.draw(root, parent: CATransform3DIdentity, paint: .opaque, depth: 0)
            c.batch.flush()
        }
        guard redrawsOnlyChanges else { drawAll(); return }
        if !damageWalked { damage.findOccluders(root, width: w, height: h, compositor: c) }
        guard let (occlusion, strips) = damage.wholeFrameOcclusion(PixelRect(x0: 0, y0: 0, x1: w, y1: h)) else {
            drawAll()
            return
        }
        c.stopsAt = occlusion.layerID
        for strip in strips {
            c.targets.setClip(strip)
            c.stopped = false
            drawAll()
        }
        c.stopsAt = nil
        c.stopped = false
        c.targets.setClip(nil)
        c.occlusion = occlusion
        drawAll()
        if c.occlusion == nil {
            c.device.stats.occludedRects += 1
        } else {
            c.occlusion = nil
            Renderer.paintWithBackground(bg, c)
            SDL_RenderClear(c.device.renderer)
            drawAll()
        }
    }

    /// Makes SDL's clears and filled rectangles replace pixels with `bg` (straight RGBA): the
    /// target holds premultiplied colour (source-over into it produces that on every path).
    static func paintWithBackground(_ bg: RGBA, _ c: Compositor) {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        SDL_SetRenderDrawBlendMode(c.device.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(c.device.renderer, byte(bg.red * bg.alpha), byte(bg.green * bg.alpha),
                               byte(bg.blue * bg.alpha), byte(bg.alpha))
    }
}
