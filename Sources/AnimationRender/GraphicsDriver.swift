import CSDL2
import Foundation

/// What is behind an `SDL_Renderer`: the OpenGL renderer string, and whether that "GPU" is
/// really a rasterizer running on the CPU (Mesa's llvmpipe, softpipe, swrast), where small
/// triangles and textured pixels are expensive and the renderer takes CPU shortcuts.
public enum GraphicsDriver {
    /// `GL_RENDERER` of an OpenGL (ES) SDL renderer, read through `SDL_GL_GetProcAddress`
    /// (the renderer's context must be current, as it is right after `SDL_CreateRenderer`);
    /// nil for other backends.
    public static func openGLRendererName(_ renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let n = info.name, String(cString: n).hasPrefix("opengl"),
              let proc = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(proc, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return glGetString(glRenderer).map { String(cString: $0) }
    }

    /// True for Mesa's CPU rasterizers (llvmpipe, softpipe, swrast).
    public static func isCPURasterizer(_ glRenderer: String) -> Bool {
        let n = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { n.contains($0) }
    }
}
