import CSDL2
import Foundation

/// The app's window on a display: a resizable, high-DPI aware SDL window with its own renderer
/// (accelerated with vsync, else SDL's software renderer) and a `Renderer` drawing into it,
/// plus its events. Apps reach SDL only through this type (and `WindowHost`, `OffscreenWindow`
/// for tests and benchmarks). Use it from the thread that started the video subsystem.
///
/// The app starts SDL's video subsystem with `startVideo()` (checking which display it reached),
/// then opens the window. Closing the window — or failing to open it — shuts SDL down
/// (`stopVideo()`), as the app is then done with it.
public final class DisplayWindow {
    /// The renderer drawing into the window (nil once closed).
    public private(set) var renderer: Renderer?
    /// SDL's name of the render driver in use ("opengl", "software"…).
    public let rendererName: String
    /// True when presenting waits for the display's vertical sync.
    public let presentsWithVsync: Bool
    private var window: OpaquePointer?
    private var sdlRenderer: OpaquePointer?

    // MARK: Video subsystem

    /// Starts SDL's video subsystem (with high-DPI windows allowed) and returns the name of the
    /// video driver it chose ("x11", "wayland", "offscreen"…). Throws `RenderError.sdlFailure`
    /// (call "SDL_Init") after shutting SDL down again.
    public static func startVideo() throws -> String? {
        SDL_SetHint(SDL_HINT_VIDEO_HIGHDPI_DISABLED, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let message = RenderDevice.lastError
            SDL_Quit()
            throw RenderError.sdlFailure(call: "SDL_Init", message: message)
        }
        return SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    }

    /// Shuts SDL down (`SDL_Quit`).
    public static func stopVideo() { SDL_Quit() }

    /// The first display's usable bounds (without panels and docks) in pixels; nil when SDL
    /// cannot tell.
    public static func usableDisplaySize() -> (width: Int, height: Int)? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0 else { return nil }
        return (Int(bounds.w), Int(bounds.h))
    }

    /// Puts `text` on the system clipboard. Throws `RenderError.sdlFailure` when SDL cannot.
    public static func copyToClipboard(_ text: String) throws {
        guard SDL_SetClipboardText(text) == 0 else {
            throw RenderError.sdlFailure(call: "SDL_SetClipboardText", message: RenderDevice.lastError)
        }
    }

    /// The text on the system clipboard, nil when it holds none (or SDL's video is not running).
    public static func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(raw) }
        let text = String(cString: raw)
        return text.isEmpty ? nil : text
    }

    // MARK: Window

    /// Opens a centred window of `width` × `height` points that cannot be made smaller than
    /// 320 × 240. It is made OpenGL-capable up front (when possible) so creating the GL renderer
    /// does not destroy and recreate the X window; with no depth or stencil buffer, which SDL's
    /// 2D renderer never uses, and with alpha (backdrop reads copy rows instead of converting
    /// them). The renderer is accelerated with vsync — also when OpenGL is rasterized on the CPU
    /// (Mesa's llvmpipe), so the window looks like headless export — or SDL's software renderer
    /// when there is none. On llvmpipe the OpenGL window drew the gallery in 48–52 ms a frame
    /// against 160–192 ms for the software renderer, with a quarter of the CPU time
    /// (Sources/Benchmarks/README.md, 2026-11-25). Setting `SDL_RENDER_DRIVER` overrides the choice.
    ///
    /// Throws `RenderError.sdlFailure` naming "SDL_CreateWindow" or "SDL_CreateRenderer", after
    /// shutting SDL down.
    ///
    /// `origin` places the window's top-left corner on the screen (nil: centred); a `hidden`
    /// window is drawn into but not shown until `show()`. `openGL: false` skips OpenGL and draws
    /// with SDL's software renderer (for when the driver would not fit in memory: Mesa does not
    /// check its allocations, and X ends the process on a failed GLX context).
    public init(title: String, width: Int, height: Int, origin: (x: Int, y: Int)? = nil, hidden: Bool = false,
                openGL: Bool = true) throws {
        let visibility = hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let flags = visibility | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let (x, y) = origin.map { (Int32(clamping: $0.x), Int32(clamping: $0.y)) } ?? (centred, centred)
        let (w32, h32) = (Int32(clamping: width), Int32(clamping: height))
        let opengl = { SDL_CreateWindow(title, x, y, w32, h32, flags | SDL_WINDOW_OPENGL.rawValue) }
        let plain = { SDL_CreateWindow(title, x, y, w32, h32, flags) }
        guard let w = (openGL ? GraphicsDriver.makeWindow(opengl) : nil) ?? plain() else {
            let message = RenderDevice.lastError
            SDL_Quit()
            throw RenderError.sdlFailure(call: "SDL_CreateWindow", message: message)
        }
        SDL_SetWindowMinimumSize(w, 320, 240)
        guard let r = DisplayWindow.makeRenderer(for: w, accelerated: openGL) else {
            let message = RenderDevice.lastError
            SDL_DestroyWindow(w)
            SDL_Quit()
            throw RenderError.sdlFailure(call: "SDL_CreateRenderer", message: message)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        presentsWithVsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        window = w
        sdlRenderer = r
        renderer = Renderer(sdlRenderer: r)
    }

    private static func makeRenderer(for window: OpaquePointer, accelerated tryAccelerated: Bool) -> OpaquePointer? {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            | SDL_RENDERER_TARGETTEXTURE.rawValue
        let software = SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        if tryAccelerated, let r = SDL_CreateRenderer(window, -1, accelerated) { return r }
        // Present the software renderer's surface directly, not through a CPU OpenGL upload.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return SDL_CreateRenderer(window, -1, software)
    }

    deinit { close() }

    /// Releases the renderer's textures, the SDL renderer and the window, and shuts SDL down.
    /// Idempotent.
    public func close() {
        guard window != nil || sdlRenderer != nil else { return }
        renderer?.close(); renderer = nil
        if let r = sdlRenderer { SDL_DestroyRenderer(r); sdlRenderer = nil }
        if let w = window { SDL_DestroyWindow(w); window = nil }
        SDL_Quit()
    }

    /// The window's size in points (at least 1 × 1 is not guaranteed: 0 once closed).
    /// The window's top-left corner on the screen, in screen points.
    public var origin: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        if let window { SDL_GetWindowPosition(window, &x, &y) }
        return (Int(x), Int(y))
    }

    /// Keeps the window from being resized to more than `pixels` drawable pixels (what fits in
    /// memory): SDL's maximum size, 16:10 wide, at least the 320 × 240 minimum. Mesa does not
    /// check its allocations, so a window resized past what memory holds would crash inside it.
    /// Without a window manager X ignores the maximum: `keepWithinSizeLimit()` puts it back.
    public func limitSize(toPixels pixels: Int) {
        guard let window, pixels < Int(Int32.max) else { return }
        let (w, h) = size, (pw, ph) = drawableSize
        let scale = w > 0 && h > 0 ? max(1, Double(pw * ph) / Double(w * h)) : 1
        let points = Double(pixels) / scale
        let width = max(320, Int((points * 1.6).squareRoot())), height = max(240, Int((points / 1.6).squareRoot()))
        maximumSize = (width, height)
        SDL_SetWindowMaximumSize(window, Int32(clamping: width), Int32(clamping: height))
    }

    private var maximumSize: (width: Int, height: Int)?

    /// Shrinks the window back within `limitSize(toPixels:)` after a resize that went past it;
    /// true when it did (call before drawing at the new size).
    @discardableResult
    public func keepWithinSizeLimit() -> Bool {
        guard let window, let maximumSize else { return false }
        let (w, h) = size
        guard w > maximumSize.width || h > maximumSize.height else { return false }
        let (width, height) = (min(w, maximumSize.width), min(h, maximumSize.height))
        SDL_SetWindowSize(window, Int32(clamping: width), Int32(clamping: height))
        return true
    }

    /// Shows a window made `hidden`.
    public func show() {
        if let window { SDL_ShowWindow(window) }
    }

    public var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if let window { SDL_GetWindowSize(window, &w, &h) }
        return (Int(w), Int(h))
    }

    /// The size of what the renderer draws, in pixels (larger than `size` on a high-DPI display).
    public var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if let sdlRenderer { SDL_GetRendererOutputSize(sdlRenderer, &w, &h) }
        return (Int(w), Int(h))
    }

    /// The refresh rate of the display the window is on, in Hz; nil when the display does not
    /// say.
    public var refreshRate: Int? {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Int(mode.refresh_rate)
    }

    /// True while the window is hidden or minimised (X11 reports a restore even while the
    /// window is still unmapped, so read this rather than trusting the event).
    public var isHidden: Bool {
        guard let window else { return true }
        return SDL_GetWindowFlags(window) & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) != 0
    }

    /// Shows the last rendered frame (`SDL_RenderPresent`).
    public func present() {
        if let sdlRenderer { SDL_RenderPresent(sdlRenderer) }
    }

    // MARK: Events

    /// The next event, waiting as long as it takes; nil when waiting failed.
    public func waitEvent() -> WindowEvent? {
        var event = SDL_Event()
        return SDL_WaitEvent(&event) == 1 ? WindowEvent(event) : nil
    }

    /// The next event, waiting at most `milliseconds` (at least 1); nil when none came.
    public func waitEvent(milliseconds: Int) -> WindowEvent? {
        var event = SDL_Event()
        return SDL_WaitEventTimeout(&event, Int32(clamping: max(1, milliseconds))) == 1 ? WindowEvent(event) : nil
    }

    /// The next event already queued, if any.
    public func pollEvent() -> WindowEvent? {
        var event = SDL_Event()
        return SDL_PollEvent(&event) == 1 ? WindowEvent(event) : nil
    }
}
