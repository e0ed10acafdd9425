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
                vsync: Bool = false, resizable: Bool = true, videoDriver: String? = nil,
                renderDriver: String? = nil) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RenderError.invalidSize(width: width, height: height,
                                          reason: "a window needs 1…16384 pixels per side")
        }
        if let videoDriver, SDL_WasInit(SDL_INIT_VIDEO) == 0 { SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw RenderError.sdlFailure(call: "SDL_InitSubSystem(SDL_INIT_VIDEO)", message: RenderDevice.lastError)
        }
        var flags = hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = GraphicsDriver.makeWindow(
            { SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags) }) else {
            let message = RenderDevice.lastError
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw RenderError.sdlFailure(call: "SDL_CreateWindow", message: message)
        }
        var index: Int32 = -1
        if let renderDriver {
            for i in 0..<SDL_GetNumRenderDrivers() {
                var info = SDL_RendererInfo()
                if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == renderDriver {
                    index = i
                }
            }
        }
        var rflags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        if vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let r = SDL_CreateRenderer(window, index, rflags) ?? SDL_CreateRenderer(window, -1, 0) else {
            let message = RenderDevice.lastError
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw RenderError.sdlFailure(call: "SDL_CreateRenderer", message: message)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
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
