import AnimationCore
import CSDL2
import Foundation

/// The hand-over from `BackdropRenderer` to the OpenGL blur (`GLBackdropBlur`).
extension BackdropRenderer {
    /// Filters the backdrop `rect` (drawing coordinates, multiples of `factor`; `inside` is its
    /// part within the drawing space) into `entry`'s texture with OpenGL and returns true, or
    /// returns false where the CPU must: no OpenGL blur, SDL's straight-alpha textures, an
    /// offscreen level to combine over the space (`RenderTargets.directReadOrigin`), boxes too
    /// wide, or a pass OpenGL could not run. Nothing is read back; every call filters again
    /// (the CPU path's reuse of an unchanged input would need the pixels on the CPU).
    func filterOnGPU(rect: PixelRect, inside: PixelRect, factor: Int, sigma: Double, filter: BackdropFilter,
                     into entry: Entry) -> Bool {
        guard let gpu, device.premultiplied, let origin = targets.directReadOrigin else { return false }
        let job = GLBackdropBlur.Job(rect: rect.offsetBy(-origin.x, -origin.y),
                                     inside: inside.offsetBy(-origin.x, -origin.y), factor: factor,
                                     reducedSigma: BackdropBlur.reducedSigma(sigma: sigma, factor: factor),
                                     filter: filter)
        guard GLBackdropBlur.accepts(job) else { return false }
        let width = rect.width / factor, height = rect.height / factor
        if let t = entry.texture, !entry.isRenderTarget || t.width < width || t.height < height { entry.texture = nil }
        if entry.texture == nil {
            entry.texture = device.makeTexture(width: (width + 63) / 64 * 64, height: (height + 63) / 64 * 64,
                                               access: SDL_TEXTUREACCESS_TARGET)
            entry.isRenderTarget = true
        }
        guard let texture = entry.texture else { return false }
        compositor.batch.flush()
        SDL_RenderFlush(device.renderer)
        guard gpu.run(job, renderer: device.renderer, into: texture) else { return false }
        device.stats.backdropsOnGPU += 1
        entry.input = []   // the CPU path's reuse test must not match a later read
        entry.rect = rect; entry.filter = filter; entry.sigma = sigma
        entry.originX = rect.x0; entry.originY = rect.y0; entry.factor = factor
        entry.imageWidth = width; entry.imageHeight = height
        return true
    }
}
