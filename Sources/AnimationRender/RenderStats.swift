import Foundation

/// Per-frame counters, reset at the start of each `Renderer.render(_:background:)`.
public struct RenderStats: Equatable, Sendable {
    /// Backing stores rasterized by cairo this frame (content or scale changes only).
    public var storeRedraws = 0
    /// Pixel uploads into SDL textures (stores, particle images, CPU fallbacks).
    public var textureUploads = 0
    /// `SDL_RenderGeometry` calls.
    public var drawCalls = 0
    /// Triangles submitted.
    public var triangles = 0
    /// Layers (render nodes) visited and drawn.
    public var layersDrawn = 0
    /// Particles drawn.
    public var particles = 0
    /// Particles not drawn because they lie wholly outside the visible part of their target
    /// (the window, or the clip of a tile that masks to its bounds).
    public var particlesCulled = 0
    /// Particles of batches put in tile order rather than birth order (unordered batches of
    /// 256 or more on CPU rasterizers, see `ParticleRenderer`).
    public var particlesSorted = 0
    /// Offscreen passes (group opacity, masks, rounded/rotated clipping, transitions).
    public var offscreenPasses = 0
    /// Offscreen results combined on the CPU because the renderer lacks custom blend modes.
    public var cpuFallbacks = 0
    /// Backing stores alive after the frame, and their texture bytes.
    public var storesAlive = 0
    public var storeBytes = 0

    public init() {}
}
