import CSDL2
import Foundation

/// An SDL window with an accelerated `SDL_Renderer` and a `Renderer` drawing into it — the
/// window path in one object, for apps, benchmarks and tests. It owns the window and the
/// SDL renderer and releases them (and its reference to SDL's video subsystem) in `close()`
/// or `deinit`. Use it from the thread that created it.
public final class WindowHost {
    /// The renderer drawing into the window.
    public private(set) var renderer: Renderer!
    /// The `SDL_Renderer*` (owned by this object).
    public private(set) var sdlRenderer: OpaquePointer?
    /// The `SDL_Window*` (owned by this object).
    public private(set) var sdlWindow: OpaquePointer?
    /// SDL's name of the render driver ("opengl", "opengles2", "software", …).
    public let rendererName: String

    /// Opens a window. `videoDriver` (e.g. "offscreen", "x11") is a hint used only when SDL's
    /// video subsystem is not running yet; `renderDriver` picks a render driver by name.
    /// Throws `RenderError.sdlFailure` naming the SDL call that failed.
    public init(title: String = "Animation Playground", width: Int, height: Int, hidden: Bool = false,
                vsync: Bool = false, resizable: Bool = true, videoDriver: String? = nil, renderDriver: String? = nil) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "a window needs 1…16384 pixels per side")
        }
        if let videoDriver, SDL_WasInit(SDL_INIT_VIDEO) == 0 { SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver) }
        // On X11, the GL context comes from EGL rather than GLX: with Mesa's llvmpipe that keeps
        // about 2 MB less resident at the same frame cost. The environment variable wins.
        SDL_SetHintWithPriority(SDL_HINT_VIDEO_X11_FORCE_EGL, "1", SDL_HINT_DEFAULT)
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw RenderError.sdlFailure(call: "SDL_InitSubSystem(SDL_INIT_VIDEO)", message: RenderDevice.lastError)
        }
        var flags = hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        var index: Int32 = -1
        if let renderDriver {
            for i in 0..<SDL_GetNumRenderDrivers() {
                var info = SDL_RendererInfo()
                if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == renderDriver { index = i }
            }
        }
        var rflags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        if vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var window: OpaquePointer, r: OpaquePointer, name: String
        var triedGLX = getenv(SDL_HINT_VIDEO_X11_FORCE_EGL) != nil
            || SDL_GetHint(SDL_HINT_VIDEO_X11_FORCE_EGL).map { String(cString: $0) } != "1"
        while true {
            guard let w = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags) else {
                let message = RenderDevice.lastError
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw RenderError.sdlFailure(call: "SDL_CreateWindow", message: message)
            }
            guard let created = SDL_CreateRenderer(w, index, rflags) ?? SDL_CreateRenderer(w, -1, 0) else {
                let message = RenderDevice.lastError
                SDL_DestroyWindow(w)
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw RenderError.sdlFailure(call: "SDL_CreateRenderer", message: message)
            }
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(created, &info)
            window = w; r = created; name = info.name.map { String(cString: $0) } ?? "unknown"
            // Without a working EGL the GL renderers fail and SDL falls back to software: open
            // the window once more with GLX (from then on for the whole process).
            guard name == "software", renderDriver != "software", !triedGLX else { break }
            triedGLX = true
            SDL_DestroyRenderer(created)
            SDL_DestroyWindow(w)
            SDL_SetHint(SDL_HINT_VIDEO_X11_FORCE_EGL, "0")
        }
        rendererName = name
        sdlWindow = window; sdlRenderer = r
        renderer = Renderer(sdlRenderer: r)
    }

    deinit { close() }

    /// Shows the last rendered frame (`SDL_RenderPresent`).
    public func present() {
        if let r = sdlRenderer { SDL_RenderPresent(r) }
    }

    /// Releases the renderer's textures, the SDL renderer and the window. Idempotent.
    public func close() {
        guard let r = sdlRenderer else { return }
        renderer?.close()
        renderer = nil
        SDL_DestroyRenderer(r)
        sdlRenderer = nil
        if let w = sdlWindow { SDL_DestroyWindow(w); sdlWindow = nil }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
