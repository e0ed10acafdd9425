import Foundation
import AnimationCore
import AnimationRender
import CSDL2

/// Where benchmark frames are drawn: SDL's software renderer on a surface, or a real window's
/// accelerated renderer (OpenGL on Mesa's llvmpipe under Xvfb). Frames are presented without
/// vsync so the figure is the cost of the frame, not the display's refresh.
final class RenderTarget {
    let renderer: Renderer
    private var window: OpaquePointer?
    private var sdlRenderer: OpaquePointer?

    init(kind: BenchmarkOptions.RendererKind, width: Int, height: Int) throws {
        switch kind {
        case .software:
            renderer = try Renderer(softwareWidth: width, height: height)
        case .window:
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
                throw BenchmarkError("no display for --renderer window (\(String(cString: SDL_GetError()))); set DISPLAY, e.g. under xvfb-run")
            }
            guard let w = SDL_CreateWindow("Benchmarks", 0, 0, Int32(width), Int32(height), SDL_WINDOW_SHOWN.rawValue) else {
                throw BenchmarkError("could not open a window: \(String(cString: SDL_GetError()))")
            }
            guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue) else {
                SDL_DestroyWindow(w)
                throw BenchmarkError("could not create an accelerated renderer: \(String(cString: SDL_GetError()))")
            }
            window = w; sdlRenderer = r
            renderer = Renderer(sdlRenderer: r)
        }
    }

    /// The name of the SDL backend in use ("software", "opengl", …).
    var backend: String {
        guard let r = sdlRenderer else { return "software" }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        return String(cString: info.name)
    }

    /// Draws the snapshot and presents it.
    func draw(_ snapshot: RenderSnapshot) {
        renderer.render(snapshot, background: RGBA(red: 0.08, green: 0.08, blue: 0.1, alpha: 1))
        if let r = sdlRenderer {
            SDL_RenderPresent(r)
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {}
        }
    }

    deinit {
        renderer.close()
        if let r = sdlRenderer { SDL_DestroyRenderer(r) }
        if let w = window { SDL_DestroyWindow(w) }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
