import AnimationCore
import CSDL2
import Foundation

/// The hand-over from `BackdropRenderer` to the OpenGL blur (`GLBackdropBlur`).
extension BackdropRenderer {
    /// Filters the backdrop `rect` (drawing coordinates, multiples of `factor`; `inside` is its
    /// part within the drawing space) into `entry`'s texture with OpenGL and returns true, or
    /// returns false where the CPU must: no OpenGL blur, SDL's straight-alpha textures, boxes
    /// too wide, or a pass OpenGL could not run. Nothing is read back; every call filters again
    /// (the CPU path's reuse of an unchanged input would need the pixels on the CPU).
    ///
    /// Inside offscreen levels (a masked layer or group, a rounded clip) the backdrop is what
    /// `RenderTargets.readComposite` would read: the level that starts the drawing space with
    /// each offscreen level above it drawn over it, source-over. The OpenGL blur reads the
    /// space's level in place (made SDL's target for the passes) and draws the levels' textures
    /// over its copy itself, so these backdrops stay on the GPU as well.
    func filterOnGPU(rect: PixelRect, inside: PixelRect, factor: Int, sigma: Double, filter: BackdropFilter,
                     into entry: Entry) -> Bool {
        guard let gpu, device.premultiplied else { return false }
        let space = targets.spaceRegion
        let levels = targets.levelsAboveSpace.map {
            GLBackdropBlur.Level(texture: $0.texture, region: $0.region.offsetBy(-space.x0, -space.y0))
        }
        guard levels.isEmpty || blursLevelsOnGPU else { return false }
        let job = GLBackdropBlur.Job(rect: rect.offsetBy(-space.x0, -space.y0),
                                     inside: inside.offsetBy(-space.x0, -space.y0), factor: factor,
                                     reducedSigma: BackdropBlur.reducedSigma(sigma: sigma, factor: factor),
                                     filter: filter, levels: levels)
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
        let ran = levels.isEmpty ? gpu.run(job, renderer: device.renderer, into: texture)
            : targets.withSpaceStartBound { gpu.run(job, renderer: device.renderer, into: texture) }
        guard ran else { return false }
        device.stats.backdropsOnGPU += 1
        entry.input = []   // the CPU path's reuse test must not match a later read
        entry.rect = rect; entry.filter = filter; entry.sigma = sigma
        entry.originX = rect.x0; entry.originY = rect.y0; entry.factor = factor
        entry.imageWidth = width; entry.imageHeight = height
        return true
    }
}
