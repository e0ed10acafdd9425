import Foundation
import AnimationCore
import AnimationRender
import CSDL2

/// Where benchmark frames are drawn: SDL's software renderer on a surface, the headless
/// renderer (OpenGL on a hidden offscreen window, as PNG export draws), or a real window's
/// accelerated renderer (OpenGL on Mesa's llvmpipe under Xvfb). Frames are presented without
/// vsync so the figure is the cost of the frame, not the display's refresh.
final class RenderTarget {
    let renderer: Renderer
    private let window: WindowHost?

    private let readsPixels: Bool

    init(kind: BenchmarkOptions.RendererKind, width: Int, height: Int, readsPixels: Bool = false) throws {
        self.readsPixels = readsPixels
        switch kind {
        case .software:
            renderer = try Renderer(softwareWidth: width, height: height)
            window = nil
        case .headless:
            renderer = try Renderer(headlessWidth: width, height: height)
            window = nil
        case .window, .windowSoftware:
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
                throw BenchmarkError(
                    "no display for --renderer \(kind.rawValue); set DISPLAY (e.g. run under xvfb-run)")
            }
            // As the app did: present the software renderer's surface directly (X11 shared memory).
            if kind == .windowSoftware { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
            let host = try WindowHost(title: "Benchmarks", width: width, height: height, resizable: false,
                                      renderDriver: kind == .windowSoftware ? "software" : nil)
            window = host
            renderer = host.renderer
        }
    }

    /// SDL's name of the render driver in use.
    var backend: String { window?.rendererName ?? (renderer.isSoftware ? "software" : "offscreen opengl") }

    /// Draws the snapshot and presents it; with `readsPixels`, reads frames back as an export
    /// does: begun now and taken once the renderer's read-back depth is in flight (a frame later
    /// through pixel buffers where the OpenGL read-back pass runs, at once elsewhere).
    func draw(_ snapshot: RenderSnapshot) {
        renderer.render(snapshot, background: RGBA(red: 0.08, green: 0.08, blue: 0.1, alpha: 1))
        window?.present()
        guard readsPixels else { return }
        renderer.beginReadback()
        while renderer.readbacksInFlight >= renderer.readbackDepth { _ = renderer.finishReadback() }
    }

    deinit {
        if let window { window.close() } else { renderer.close() }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
