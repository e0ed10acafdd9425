import Foundation

/// The passes the `.openGL` backend draws with OpenGL itself instead of through
/// `SDL_Renderer`. On a GPU every pass is worth it (`.all`); on OpenGL rasterized on the CPU
/// (Mesa's llvmpipe) the GPU passes are shaded by the CPU and each measured costlier than the
/// CPU work it replaces, so the backend starts there with `.cpuRasterizer`, which is none of
/// them (and so draws as the `.sdlRenderer` backend). Core Animation has no counterpart: its
/// render server chooses its own passes.
public struct GLPaths: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Emitter particles worked out in a vertex shader and drawn as point sprites
    /// (`GLParticleRenderer`); without it the CPU moves them and `SDL_RenderGeometry` draws them.
    public static let particles = GLPaths(rawValue: 1 << 0)
    /// Layer stores as textured quads from one streamed vertex buffer and square solids in a
    /// fragment shader (`GLQuadRenderer`); without it stores go through `SDL_RenderGeometry`.
    public static let layerQuads = GLPaths(rawValue: 1 << 1)
    /// Backdrop blur and vibrancy as GPU passes (`GLBackdropBlur`); without it backdrops are
    /// read back and blurred on the CPU.
    public static let backdropBlur = GLPaths(rawValue: 1 << 2)
    /// A masked layer's content and masks combined in one pass (`GLMaskCompositor`); without it
    /// SDL's blend passes combine them.
    public static let masks = GLPaths(rawValue: 1 << 3)
    /// Frames read back through pixel buffer objects a frame later (`GLReadbackRing`); without
    /// it `beginReadback()` reads each frame at once.
    public static let readback = GLPaths(rawValue: 1 << 4)

    /// Every pass: what a GPU gets.
    public static let all: GLPaths = [.particles, .layerQuads, .backdropBlur, .masks, .readback]

    /// The passes that measured cheaper than the `SDL_Renderer` path on OpenGL rasterized on the
    /// CPU: none. Callgrind, llvmpipe on 2 cores, instructions a frame, all threads, this pass
    /// against the `SDL_Renderer` path: particles (render.emitter.20000) 376 M against 357 M;
    /// layer quads (render.shapes.2000) 451 M against 153 M; the blur passes (render.blur)
    /// 535 M against 106 M; the one-pass mask combine (render.mask) 245.5 M against 171.7 M;
    /// pixel-buffer read-back (render.gallery headless, a 1280×800 frame read each frame)
    /// 49.2 M against 46.4 M (llvmpipe copies into the buffer and again out of it, at once).
    public static let cpuRasterizer: GLPaths = []

    /// The environment variable that chooses the passes: `all`, `cpu` (`.cpuRasterizer`),
    /// `none`, or names joined by commas (`particles,quads,blur,masks,readback`).
    public static let environmentVariable = "ANIMATION_RENDER_GL_PATHS"

    /// The passes asked for by `ANIMATION_RENDER_GL_PATHS`, nil when it is unset or unreadable
    /// (an unreadable value is reported once).
    public static var requested: GLPaths? {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable] else { return nil }
        if let paths = GLPaths(parsing: value) { return paths }
        reportUnreadable(value)
        return nil
    }

    /// What a new renderer's `.openGL` backend starts with: the requested passes; else every
    /// pass when `ANIMATION_RENDER_BACKEND=opengl` asked for the backend by name (so the golden
    /// suites run every pass on llvmpipe); else `.cpuRasterizer` on a CPU rasterizer and `.all`
    /// on a GPU.
    static func initial(onCPURasterizer: Bool) -> GLPaths {
        if let requested { return requested }
        if RenderBackend.requested == .openGL { return .all }
        return onCPURasterizer ? .cpuRasterizer : .all
    }

    /// Each pass's name, as `ANIMATION_RENDER_GL_PATHS`, `Benchmarks --gl-paths` and
    /// `Benchmarks --json`'s `gl_paths` spell it.
    static let names: [(String, GLPaths)] = [("particles", .particles), ("quads", .layerQuads),
                                             ("blur", .backdropBlur), ("masks", .masks), ("readback", .readback)]

    /// Reads `all`, `cpu`, `none`, or pass names joined by commas (case and spaces ignored);
    /// nil for anything else.
    public init?(parsing text: String) {
        let words = text.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var paths: GLPaths = []
        for word in words {
            switch word {
            case "all": paths.formUnion(.all)
            case "cpu": paths.formUnion(.cpuRasterizer)
            case "none", "": break
            default:
                guard let named = GLPaths.names.first(where: { $0.0 == word }) else { return nil }
                paths.formUnion(named.1)
            }
        }
        guard !words.isEmpty else { return nil }
        self = paths
    }

    /// The passes' names joined by commas ("masks,readback"), "none" for none.
    public var description: String {
        let on = GLPaths.names.filter { contains($0.1) }.map(\.0)
        return on.isEmpty ? "none" : on.joined(separator: ",")
    }

    private nonisolated(unsafe) static var reportedUnreadable = false

    private static func reportUnreadable(_ value: String) {
        guard !reportedUnreadable else { return }
        reportedUnreadable = true
        RenderDiagnostics.report("\(environmentVariable)=\(value.debugDescription) is not all, cpu, none or a list of "
            + "particles, quads, blur, masks, readback; using the default passes")
    }
}
