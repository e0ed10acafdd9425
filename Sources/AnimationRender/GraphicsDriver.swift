import CSDL2
import Foundation

/// What is behind an `SDL_Renderer`: the OpenGL renderer string, and whether that "GPU" is
/// really a rasterizer running on the CPU (Mesa's llvmpipe, softpipe, swrast), where small
/// triangles and textured pixels are expensive and the renderer takes CPU shortcuts.
public enum GraphicsDriver {
    /// `GL_RENDERER` of an OpenGL (ES) SDL renderer, read through `SDL_GL_GetProcAddress`;
    /// nil for other backends. With several renderers (a window and headless ones) the current
    /// context may belong to another, so this first makes the renderer's own context current
    /// (creating a texture does that).
    public static func openGLRendererName(_ renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let n = info.name, String(cString: n).hasPrefix("opengl"),
              let proc = SDL_GL_GetProcAddress("glGetString") else { return nil }
        if let probe = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                         Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1) {
            SDL_DestroyTexture(probe)
        }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(proc, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return glGetString(glRenderer).map { String(cString: $0) }
    }

    /// Asks SDL for OpenGL windows without a depth or stencil buffer (call before
    /// `SDL_CreateWindow`). SDL's 2D renderer never uses either, and SDL otherwise asks for a
    /// depth buffer (32 bits under Xvfb). Without one, Mesa's llvmpipe draws axis-aligned
    /// rectangles with its linear rasterizer: the gallery's frames took 7–9 ms instead of
    /// 12–14 ms (Sources/Benchmarks/README.md, session 5). A GPU simply saves the buffers.
    ///
    /// With `alpha`, the colour buffer also gets 8 bits of alpha. A backdrop blur reads the
    /// window's pixels back mid-frame as ARGB; from a buffer without alpha Mesa converts every
    /// pixel (setting alpha to 1) instead of copying rows: 1.5 against 0.65 ms for a 1280×420
    /// read on llvmpipe here. The pixels drawn do not change (an opaque background leaves
    /// alpha at 1 everywhere, as the app's does).
    public static func requestColourOnlyFramebuffer(alpha: Bool = true) {
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0)
        SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0)
        SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, alpha ? 8 : 0)
    }

    /// Runs `create` (an `SDL_CreateWindow` call) after `requestColourOnlyFramebuffer()`, and
    /// once more without asking for alpha when that fails (an X server with no such visual).
    public static func makeWindow(_ create: () -> OpaquePointer?) -> OpaquePointer? {
        requestColourOnlyFramebuffer(alpha: true)
        if let window = create() { return window }
        requestColourOnlyFramebuffer(alpha: false)
        return create()
    }

    /// True for Mesa's CPU rasterizers (llvmpipe, softpipe, swrast).
    public static func isCPURasterizer(_ glRenderer: String) -> Bool {
        let n = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { n.contains($0) }
    }
}
