import Foundation

/// Which backend draws a `Renderer`'s frames (issue 26: a direct-OpenGL backend, built a slice
/// at a time; see `GLParticleRenderer` for what it draws so far and what comes next).
public enum RenderBackend: String, Sendable {
    /// OpenGL directly where that is done (emitter particles, computed in a vertex shader;
    /// backdrop blur and vibrancy as GPU passes; masks combined in one pass; frames read back
    /// through pixel buffer objects with `beginReadback()`; layer stores as textured quads and
    /// square solids in a fragment shader), `SDL_Renderer` for the rest. Needs SDL's OpenGL
    /// renderer on OpenGL 3.3+ or its OpenGL ES renderer on OpenGL ES 3.0+.
    case openGL = "opengl"
    /// Everything through `SDL_Renderer` (`SDL_RenderGeometry`): the fallback, and the only
    /// backend on SDL's software renderer.
    case sdlRenderer = "sdl"

    /// The environment variable that chooses a backend: `ANIMATION_RENDER_BACKEND=sdl` (the
    /// fallback) or `opengl`.
    public static let environmentVariable = "ANIMATION_RENDER_BACKEND"

    /// The backend asked for by `ANIMATION_RENDER_BACKEND`, nil when it is unset or unknown.
    public static var requested: RenderBackend? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap { RenderBackend(rawValue: $0.lowercased()) }
    }

    /// What a new renderer starts with: the requested backend, else `.openGL`, except on OpenGL
    /// rasterized on the CPU (Mesa's llvmpipe), where the `SDL_RenderGeometry` path measured
    /// cheaper. Callgrind, all threads, llvmpipe on 2 cores, 2026-11-28, instructions a frame:
    /// render.gallery in a window 27.6 M on sdl against 45.4 M on opengl (45.7 M without layer
    /// quads: the GPU passes, shaded on the CPU, cost more than the CPU tricks they replace);
    /// render.blur headless 106 M against 535 M (GL blur passes at full resolution);
    /// render.emitter.20000 headless 357 M against 376 M with point sprites (377 M as quads).
    static func initial(onCPURasterizer: Bool) -> RenderBackend {
        requested ?? (onCPURasterizer ? .sdlRenderer : .openGL)
    }
}

extension Renderer {
    /// The backend drawing this renderer's frames.
    public var backend: RenderBackend { compositor?.particles.gpu != nil ? .openGL : .sdlRenderer }

    /// `GL_RENDERER` of the SDL renderer's OpenGL context (e.g. "llvmpipe (LLVM 15.0.7, 256
    /// bits)"), or nil when SDL does not draw with OpenGL (its software renderer).
    public var glRendererName: String? {
        guard let c = compositor else { return nil }
        return c.particles.gpu?.context.rendererName ?? GraphicsDriver.openGLRendererName(c.device.renderer)
    }

    /// Switches to `wanted` where it can run, and returns the backend now in use. Asking for
    /// `.openGL` where the context cannot run it (SDL's software renderer, OpenGL older than
    /// 3.3, a shader the driver rejects) keeps `.sdlRenderer` and reports why, once per renderer.
    @discardableResult
    public func setBackend(_ wanted: RenderBackend) -> RenderBackend {
        guard let c = compositor else { return .sdlRenderer }
        switch wanted {
        case .sdlRenderer:
            c.particles.gpu?.removeAll()
            c.particles.gpu = nil
            c.backdrops.gpu?.close()
            c.backdrops.gpu = nil
            c.masks.gpu?.close()
            c.masks.gpu = nil
            setAsynchronousReadback(false)
            c.batch.flush()
            c.batch.quads?.close()
            c.batch.quads = nil
        case .openGL:
            guard c.particles.gpu == nil, !c.device.isSoftware else { break }
            do {
                c.particles.gpu = try GLParticleRenderer(context: GLContext.of(c.device.renderer))
            } catch {
                RenderDiagnostics.report("the OpenGL particle path is unavailable (\(error)); "
                    + "particles are drawn through SDL_RenderGeometry")
                break
            }
            do {
                c.batch.quads = try GLQuadRenderer(context: GLContext.of(c.device.renderer))
            } catch {
                RenderDiagnostics.report("the OpenGL layer quads are unavailable (\(error)); "
                    + "layers are drawn through SDL_RenderGeometry")
            }
            do {
                c.backdrops.gpu = try GLBackdropBlur(context: GLContext.of(c.device.renderer))
            } catch {
                RenderDiagnostics.report("the OpenGL backdrop blur is unavailable (\(error)); "
                    + "backdrops are blurred on the CPU")
            }
            do {
                c.masks.gpu = try GLMaskCompositor(context: GLContext.of(c.device.renderer))
            } catch {
                RenderDiagnostics.report("the OpenGL mask combine is unavailable (\(error)); "
                    + "masks are combined by SDL blend passes")
            }
            setAsynchronousReadback(true)
        }
        invalidate()
        return backend
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
