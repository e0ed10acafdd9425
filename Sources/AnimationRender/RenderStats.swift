import Foundation

/// Per-frame counters, reset at the start of each `Renderer.render(_:background:)`.
public struct RenderStats: Equatable, Sendable {
    /// Backing stores rasterized by cairo this frame (content or scale changes only).
    public var storeRedraws = 0
    /// Pixel uploads into SDL textures (stores, particle images, CPU fallbacks).
    public var textureUploads = 0
    /// Uploads into a texture that drawing queued earlier in the frame reads: on a CPU
    /// rasterizer (llvmpipe) each waits until that drawing is rasterized (0.19 against 0.02 ms
    /// an upload); on a GPU they cost little.
    public var waitingUploads = 0
    /// `SDL_RenderGeometry` calls.
    public var drawCalls = 0
    /// Triangles submitted.
    public var triangles = 0
    /// Layers (render nodes) visited and drawn.
    public var layersDrawn = 0
    /// Layers whose content lay wholly outside what could be seen of their target (for most
    /// layers of a frame redrawn in rectangles, outside the rectangle being drawn): passed over
    /// before their store was looked up.
    public var layersPassedOver = 0
    /// Particles drawn.
    public var particles = 0
    /// Particles not drawn because they lie wholly outside the visible part of their target
    /// (the window, or the clip of a tile that masks to its bounds).
    public var particlesCulled = 0
    /// Particles of batches put in tile order rather than birth order (unordered batches of
    /// 256 or more on CPU rasterizers, see `ParticleRenderer`).
    public var particlesSorted = 0
    /// Particles drawn by the direct-OpenGL path (`Renderer.backend == .openGL`): worked out in
    /// a vertex shader from constants uploaded once, not built on the CPU (part of `particles`).
    public var particlesOnGPU = 0
    /// Backdrops filtered by OpenGL passes (`GLBackdropBlur`), read and blurred on the GPU
    /// without reaching the CPU (not in `cpuFallbacks` or `backdropReads`).
    public var backdropsOnGPU = 0
    /// Masked layers whose content and masks were combined by one OpenGL pass
    /// (`GLMaskCompositor`, `Renderer.backend == .openGL`) instead of SDL blend passes.
    public var masksOnGPU = 0
    /// Offscreen targets drawn to hold a mask: a mask layer's subtree, or the rounded shape of
    /// a layer that clips. On the OpenGL backend a mask that is one layer's store under a 2D
    /// affine transform is sampled by the mask pass from the store itself and needs none
    /// (`Compositor.storeMaskOnGL`).
    public var maskTargets = 0
    /// Pixel reads from render targets to combine masks (and group opacity) on the CPU
    /// (`SDL_RenderReadPixels` calls): SDL's software renderer only, which has no custom blend
    /// modes; GPU renderers combine masks on the GPU and read nothing back.
    public var maskReads = 0
    /// Layer quads drawn by the direct-OpenGL path (`GLQuadRenderer`): stores as textured quads,
    /// and square shapes (solids, borders, turned, scaled, inside circular rounded clips) whose
    /// edges the fragment stage works out.
    public var layerQuadsOnGPU = 0
    /// Offscreen passes (group opacity, masks, rounded/rotated clipping, transitions).
    public var offscreenPasses = 0
    /// Offscreen results combined on the CPU because the renderer lacks custom blend modes,
    /// and backdrops filtered on the CPU.
    public var cpuFallbacks = 0
    /// Pixel reads from render targets for backdrops (`SDL_RenderReadPixels` calls). On OpenGL
    /// each read waits until everything submitted before it has been drawn.
    public var backdropReads = 0
    /// Pixels of the target redrawn: all of them, or (with `Renderer.redrawsOnlyChanges`) the
    /// area of the rectangles that changed; 0 when nothing changed.
    public var damagedPixels = 0
    /// Rectangles redrawn one by one when only changes are redrawn; 0 when the whole target was drawn.
    public var redrawRects = 0
    /// Of `redrawRects`, those drawn from an opaque layer covering them on (nothing under it
    /// drawn); 1 for a whole frame drawn from an opaque layer covering most of it.
    public var occludedRects = 0
    /// Backing stores alive after the frame, and their texture bytes.
    public var storesAlive = 0
    public var storeBytes = 0
    /// Bytes of the atlas pages that pack small stores (part of `textureBytes`; a page stays
    /// while any store lives in it).
    public var atlasBytes = 0
    /// The stores' own textures (those not in atlas pages), part of `storeBytes`.
    public var storeTextureBytes = 0
    /// All textures the renderer holds after the frame (stores, atlas pages, offscreen targets,
    /// backdrops, images), and their bytes: on a CPU rasterizer, heap memory of the process.
    public var texturesAlive = 0
    public var textureBytes = 0

    public init() {}
}
