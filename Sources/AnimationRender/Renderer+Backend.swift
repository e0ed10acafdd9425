import Foundation

/// Which backend draws a `Renderer`'s frames (issue 26: a direct-OpenGL backend, built a slice
/// at a time; see `GLParticleRenderer` for what it draws so far and what comes next).
public enum RenderBackend: String, Sendable {
    /// OpenGL directly where that is done (emitter particles, computed in a vertex shader;
    /// backdrop blur and vibrancy as GPU passes; masks combined in one pass; frames read back
    /// through pixel buffer objects with `beginReadback()`; layer stores as textured quads and
    /// square solids in a fragment shader; which of these run is `Renderer.glPaths`),
    /// `SDL_Renderer` for the rest. Needs SDL's OpenGL renderer on OpenGL 3.3+ or its OpenGL ES
    /// renderer on OpenGL ES 3.0+. The default where such a context runs on a GPU.
    case openGL = "opengl"
    /// Everything through `SDL_Renderer` (`SDL_RenderGeometry`): the fallback, the only backend
    /// on SDL's software renderer, and what OpenGL rasterized on the CPU (llvmpipe) draws with,
    /// as none of the OpenGL passes measured cheaper there (`GLPaths.cpuRasterizer`).
    case sdlRenderer = "sdl"

    /// The environment variable that chooses a backend: `ANIMATION_RENDER_BACKEND=sdl` (the
    /// fallback) or `opengl`.
    public static let environmentVariable = "ANIMATION_RENDER_BACKEND"

    /// The backend asked for by `ANIMATION_RENDER_BACKEND`, nil when it is unset or unknown.
    public static var requested: RenderBackend? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap { RenderBackend(rawValue: $0.lowercased()) }
    }

    /// What a new renderer asks for: the requested backend, else `.openGL` wherever an OpenGL
    /// 3.3 / OpenGL ES 3.0 context opens, with the passes of `GLPaths.initial`: all of them on a
    /// GPU; on a CPU rasterizer those measured cheaper there, which is none so far
    /// (`GLPaths.cpuRasterizer`), so llvmpipe draws with the `.sdlRenderer` backend.
    static func initial() -> RenderBackend { requested ?? .openGL }
}

extension Renderer {
    /// The backend drawing this renderer's frames: `.openGL` while any of its passes runs
    /// (`glPaths`), else `.sdlRenderer`.
    public var backend: RenderBackend { glPaths.isEmpty ? .sdlRenderer : .openGL }

    /// The passes the `.openGL` backend is drawing with OpenGL itself (empty on `.sdlRenderer`):
    /// those asked for with `setBackend(_:paths:)` that started (a pass whose shader the driver
    /// rejects is reported and left to `SDL_Renderer`), read from the pass objects present.
    public var glPaths: GLPaths {
        guard let c = compositor else { return [] }
        var on: GLPaths = []
        if c.particles.gpu != nil { on.insert(.particles) }
        if c.batch.quads != nil && c.drawsLayerQuadsOnGL { on.insert(.layerQuads) }
        if c.backdrops.gpu != nil { on.insert(.backdropBlur) }
        if c.masks.gpu != nil { on.insert(.masks) }
        if readbacks.ring != nil { on.insert(.readback) }
        return on
    }

    /// `GL_RENDERER` of the SDL renderer's OpenGL context (e.g. "llvmpipe (LLVM 15.0.7, 256
    /// bits)"), or nil when SDL does not draw with OpenGL (its software renderer).
    public var glRendererName: String? {
        guard let c = compositor else { return nil }
        return c.particles.gpu?.context.rendererName ?? GraphicsDriver.openGLRendererName(c.device.renderer)
    }

    /// Switches to `wanted` where it can run, with `paths` as its OpenGL passes (`.openGL`
    /// only), and returns the backend now in use. Asking for `.openGL` where the context cannot
    /// run it (SDL's software renderer, OpenGL older than 3.3 / OpenGL ES 3.0) keeps
    /// `.sdlRenderer` and reports why, once per renderer; a pass whose shader the driver
    /// rejects is reported and left out of `glPaths`. `.openGL` with no passes (what a CPU
    /// rasterizer starts with, `GLPaths.cpuRasterizer`) draws everything through
    /// `SDL_Renderer`, so it is `.sdlRenderer`.
    @discardableResult
    public func setBackend(_ wanted: RenderBackend, paths: GLPaths = .all) -> RenderBackend {
        guard let c = compositor else { return .sdlRenderer }
        var context: GLContext?
        if wanted == .openGL, !c.device.isSoftware {
            do { context = try GLContext.of(c.device.renderer) } catch {
                if !c.reportedNoOpenGL {
                    c.reportedNoOpenGL = true
                    RenderDiagnostics.report("the OpenGL backend is unavailable (\(error)); "
                        + "everything is drawn through SDL_RenderGeometry")
                }
            }
        }
        let on = context == nil ? [] : paths
        if !on.contains(.particles) { c.particles.gpu?.removeAll(); c.particles.gpu = nil }
        if !on.contains(.backdropBlur) { c.backdrops.gpu?.close(); c.backdrops.gpu = nil }
        if !on.contains(.masks) { c.masks.gpu?.close(); c.masks.gpu = nil }
        if !on.contains(.layerQuads) { c.batch.flush(); c.batch.quads?.close(); c.batch.quads = nil }
        if let context { startPasses(on, context: context, compositor: c) }
        if on.contains(.readback) != (readbacks.ring != nil) { setAsynchronousReadback(on.contains(.readback)) }
        invalidate()
        return backend
    }

    /// Makes the passes of `on` that are not running yet, reporting any the driver rejects.
    private func startPasses(_ on: GLPaths, context: GLContext, compositor c: Compositor) {
        func start<T>(_ path: GLPaths, _ current: T?, _ what: String, _ make: () throws -> T) -> T? {
            guard on.contains(path) else { return nil }
            if let current { return current }
            do { return try make() } catch {
                RenderDiagnostics.report("the OpenGL \(what) is unavailable (\(error)); " + GLPaths.fallback(path))
                return nil
            }
        }
        c.particles.gpu = start(.particles, c.particles.gpu, "particle path") { try GLParticleRenderer(context: context) }
        c.batch.quads = start(.layerQuads, c.batch.quads, "layer quads") { try GLQuadRenderer(context: context) }
        c.backdrops.gpu = start(.backdropBlur, c.backdrops.gpu, "backdrop blur") { try GLBackdropBlur(context: context) }
        c.masks.gpu = start(.masks, c.masks.gpu, "mask combine") { try GLMaskCompositor(context: context) }
    }
}

extension GLPaths {
    /// What draws in place of `path` when its OpenGL pass cannot start, for the report.
    static func fallback(_ path: GLPaths) -> String {
        switch path {
        case .particles: return "particles are drawn through SDL_RenderGeometry"
        case .layerQuads: return "layers are drawn through SDL_RenderGeometry"
        case .backdropBlur: return "backdrops are blurred on the CPU"
        case .masks: return "masks are combined by SDL blend passes"
        default: return "frames are read back at once"
        }
    }
}

extension Renderer {
    /// Whether the direct-OpenGL backend combines a masked layer's offscreen content and masks
    /// in one OpenGL pass (`GLMaskCompositor`, the default) rather than with SDL's blend passes
    /// (one `dst × src.alpha` pass per mask into the content's target, then a draw). Off only
    /// to compare the two; no effect on the `.sdlRenderer` backend.
    public var combinesMasksWithOpenGL: Bool {
        get { compositor?.masks.usesGPU ?? false }
        set { compositor?.masks.usesGPU = newValue }
    }

    /// Whether the OpenGL mask pass samples a mask layer's own store (one layer, no sublayers,
    /// a 2D affine transform) instead of drawing the mask into a target first; on by default,
    /// off to compare with the target path. No effect off the OpenGL backend.
    public var samplesMaskStoresWithOpenGL: Bool {
        get { compositor?.masks.samplesStores ?? false }
        set { compositor?.masks.samplesStores = newValue }
    }

    /// Whether the OpenGL blur also takes backdrops inside offscreen levels (a blur view in a
    /// masked layer or a group), combining the levels over the window on the GPU; on by
    /// default, off to compare with reading them back and blurring on the CPU.
    public var blursBackdropLevelsWithOpenGL: Bool {
        get { compositor?.backdrops.blursLevelsOnGPU ?? false }
        set { compositor?.backdrops.blursLevelsOnGPU = newValue }
    }

    /// Particles whose constants the OpenGL path has uploaded so far; nil off that path (for tests).
    var glParticlesUploaded: Int? { compositor?.particles.gpu?.uploadedParticles }
}
