import CSDL2

/// Frees render-target textures completely on SDL's OpenGL renderers.
///
/// SDL's OpenGL renderers keep one framebuffer object per target size for the renderer's whole
/// life and attach a target texture to it each time it becomes the render target; destroying the
/// texture (`glDeleteTextures`) while that framebuffer is not bound leaves it attached there, and
/// OpenGL keeps an attached texture's storage alive. Every size a layer ever needed offscreen so
/// kept one texture: with Mesa's llvmpipe, 50 MB of heap after 7 minutes of the soak
/// (heaptrack, 2026-11-25), which our own texture count had already released.
///
/// A target texture given up is kept here instead, and at the start of the next frame (nothing
/// bound, no clip in use) it is made the render target once — binding its size's framebuffer —
/// detached from it with `glFramebufferTexture2D(…, 0)`, and destroyed. Elsewhere (software
/// renderer, static textures) textures are destroyed at once.
final class TargetTextureRetirement {
    private let renderer: OpaquePointer
    private var retired: [OpaquePointer] = []
    private typealias FramebufferTexture2D = @convention(c) (UInt32, UInt32, UInt32, UInt32, Int32) -> Void
    private let detach: FramebufferTexture2D?
    /// Target textures detached and destroyed so far (for tests).
    private(set) var releasedCount = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let isOpenGL = SDL_GetRendererInfo(renderer, &info) == 0
            && info.name.map { String(cString: $0).hasPrefix("opengl") } == true
        let proc = isOpenGL
            ? (SDL_GL_GetProcAddress("glFramebufferTexture2D") ?? SDL_GL_GetProcAddress("glFramebufferTexture2DEXT"))
            : nil
        detach = proc.map { unsafeBitCast($0, to: FramebufferTexture2D.self) }
    }

    /// Whether target textures wait for `releaseRetired` instead of being destroyed at once.
    var defersTargets: Bool { detach != nil }

    func retire(_ handle: OpaquePointer) { retired.append(handle) }

    /// Detaches and destroys the retired target textures; call with no offscreen pass under way.
    /// Leaves the renderer's own target bound.
    func releaseRetired() {
        guard !retired.isEmpty, let detach else { return }
        let framebuffer: UInt32 = 0x8D40, colourAttachment0: UInt32 = 0x8CE0, texture2D: UInt32 = 0x0DE1
        for handle in retired where SDL_SetRenderTarget(renderer, handle) == 0 {
            SDL_RenderFlush(renderer)
            detach(framebuffer, colourAttachment0, texture2D, 0, 0)
        }
        SDL_SetRenderTarget(renderer, nil)
        for handle in retired { SDL_DestroyTexture(handle) }
        releasedCount += retired.count
        retired.removeAll()
    }

    /// Destroys what is retired without detaching (the renderer is about to be destroyed, which
    /// frees its framebuffers and everything attached).
    func destroyAll() {
        for handle in retired { SDL_DestroyTexture(handle) }
        retired.removeAll()
    }
}
