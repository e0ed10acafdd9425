import CSDL2
import Foundation

/// A hidden SDL window with an OpenGL renderer, for headless rendering that draws exactly what
/// the window path draws (bilinear filtering, antialiased layer edges, premultiplied blending).
///
/// It uses SDL's "offscreen" video driver (EGL, no display needed) when SDL's video subsystem is
/// not running yet, and leaves the video-driver hint as it found it, so a window opened later
/// still gets the platform's driver. Without a GPU, Mesa's llvmpipe rasterizes on the CPU; its
/// output is the same bytes on every run on one machine. Owned by the `Renderer` that draws
/// into it; use it from the thread that created it.
final class OffscreenWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer

    private init(window: OpaquePointer, renderer: OpaquePointer) { self.window = window; self.renderer = renderer }

    /// A hidden `width × height` window with an accelerated renderer, or the reason there is none
    /// (no EGL or OpenGL driver, or only SDL's software renderer available).
    static func make(width: Int, height: Int) -> Result<OffscreenWindow, RenderError> {
        let startsVideo = SDL_WasInit(SDL_INIT_VIDEO) == 0
        let savedHint = SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) }
        if startsVideo { SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen") }
        let started = SDL_InitSubSystem(SDL_INIT_VIDEO) == 0
        if startsVideo {
            if let savedHint {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, savedHint)
            } else {
                SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            }
        }
        guard started else {
            return .failure(.sdlFailure(call: "SDL_InitSubSystem(SDL_INIT_VIDEO)", message: RenderDevice.lastError))
        }
        let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue
        guard let window = GraphicsDriver.makeWindow(
            { SDL_CreateWindow("headless", 0, 0, Int32(width), Int32(height), flags) }) else {
            let message = RenderDevice.lastError
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(.sdlFailure(call: "SDL_CreateWindow", message: message))
        }
        let rflags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        var info = SDL_RendererInfo()
        guard let r = SDL_CreateRenderer(window, -1, rflags) else {
            let message = RenderDevice.lastError
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(.sdlFailure(call: "SDL_CreateRenderer", message: message))
        }
        SDL_GetRendererInfo(r, &info)
        guard info.name.map({ String(cString: $0) }) != "software" else {
            SDL_DestroyRenderer(r)
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(
                .sdlFailure(call: "SDL_CreateRenderer", message: "only SDL's software renderer is available"))
        }
        return .success(OffscreenWindow(window: window, renderer: r))
    }

    /// Destroys the renderer and the window and releases this object's use of SDL's video subsystem.
    func close() {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
