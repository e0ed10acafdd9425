import AnimationRender
import Foundation

/// Command-line options of the benchmark executable.
struct BenchmarkOptions {
    enum RendererKind: String {
        case software, headless, window
        /// A window drawn by SDL's software renderer (what the app used on CPU rasterizers until 2026-11-25).
        case windowSoftware = "window-software"
    }
    var json = false
    var renderer: RendererKind = .software
    var only: [String] = []
    var frames = 120
    /// Read the frame's pixels back after each render (what PNG export does), inside the timing.
    var readsPixels = false
    /// Set in the child process that measures `memory` alone (so earlier figures don't count).
    var memoryChild = false
    /// Where to write one line per measured render frame (figure, frame, ms, counters), if anywhere.
    var frameLog: String?
    /// The backend asked for with `--backend`; nil: the renderer's default (`RenderBackend.initial`, `GLPaths.initial`).
    var backend: RenderBackend?
    /// `--gl-paths LIST`: the OpenGL passes of the `.openGL` backend (`GLPaths(parsing:)`: all,
    /// cpu, none or names joined by commas); nil: every pass with `--backend opengl`, else the
    /// renderer's default (`GLPaths.initial`).
    var glPaths: GLPaths?
    /// `--mask-passes`: on the OpenGL backend, combine masks with SDL's blend passes, not one OpenGL pass.
    var maskPasses = false
    /// `--no-gl-quads`: on the OpenGL backend, layers through `SDL_RenderGeometry` (`Renderer.drawsLayerQuadsOnGL`).
    var noGLQuads = false
    /// `--no-gl-shapes`: on the OpenGL backend, bordered, turned and scaled squares and rounded
    /// clips through stores, slices and corner-clip geometry instead of the quad shader
    /// (`Renderer.drawsAnalyticShapesOnGL` off; on by default).
    var noGLShapes = false
    /// `--mask-targets`: on the OpenGL backend, draw every mask into a target
    /// (`Renderer.samplesMaskStoresWithOpenGL` off), as before masks were sampled from stores.
    var maskTargets = false
    /// `--cpu-level-blur`: on the OpenGL backend, blur backdrops inside offscreen levels on the
    /// CPU (`Renderer.blursBackdropLevelsWithOpenGL` off), as before.
    var cpuLevelBlur = false

    static let usage = """
    USAGE: Benchmarks [--json] [--renderer software|headless|window|window-software] [--only PREFIX ...]
                      [--frames N] [--read-pixels]
                      [--frame-log PATH] [--backend opengl|sdl] [--gl-paths LIST] [--mask-passes]
                      [--no-gl-quads] [--no-gl-shapes] [--mask-targets] [--cpu-level-blur]

    Measures the cost of every frame and prints a table (or, with --json, one JSON object per
    line per figure: {"name", "median_ms", "p99_ms", "samples", ...}). Renderers: software (SDL's,
    nearest-neighbour), headless (what PNG export uses: OpenGL on a hidden offscreen window, falling
    back to software), window (a visible window's OpenGL renderer), window-software (a window
    drawn by SDL's software renderer). --backend chooses how an OpenGL renderer draws: opengl
    (the default: its own OpenGL passes for particles, layer quads, blur, masks and readback)
    or sdl (everything through SDL_RenderGeometry), as ANIMATION_RENDER_BACKEND does; with
    --backend opengl every pass runs. --gl-paths LIST chooses the passes (all, cpu, none, or
    names joined by commas: particles,quads,blur,masks,readback), as ANIMATION_RENDER_GL_PATHS
    does; without either option a GPU runs all of them and a CPU rasterizer (llvmpipe) cpu,
    which is none of them (so it draws with sdl). --json reports "backend", "gl_renderer" and "gl_paths".
    --mask-passes keeps, on the opengl backend, SDL's blend passes for masks (one per mask into
    the content's target) instead of the one OpenGL pass, to compare the two. --no-gl-quads
    keeps layers on SDL_RenderGeometry under --backend opengl (to measure them); --no-gl-shapes
    draws bordered, turned and scaled squares and rounded clips from stores, slices and
    corner-clip geometry instead of in the quad shader (to compare). --mask-targets draws every
    mask into a target on the opengl backend instead of sampling one-layer masks from their
    stores; --cpu-level-blur reads backdrops inside offscreen levels (render.backdrop.masked)
    back and blurs them on the CPU instead of on the GPU: both to compare with the path before.
    --read-pixels reads every frame back as PNG export does (through pixel buffers a frame later
    where the OpenGL read-back pass runs; at once, waiting for OpenGL, elsewhere).
    --frame-log PATH appends one tab-separated line per measured render frame (figure, frame,
    ms, core ms, store redraws, uploads, CPU fallbacks, backdrop reads, offscreen passes,
    triangles, damaged pixels, redrawn rectangles, draw calls, uploads that waited, rectangles
    drawn from an opaque layer on), to find which frames make the p99.
    Build in release mode:
      swift run -c release Benchmarks --renderer window     (under a display, e.g. Xvfb)
    Figures: core.snapshot, core.timing.*, render.gallery, render.scene.NAME,
             render.emitter.N, render.shapes.N, render.blur, render.blur.none, render.backdrop.masked,
             render.mask, memory.
    """

    static func parse<S: Sequence>(_ args: S) -> BenchmarkOptions where S.Element == String {
        var o = BenchmarkOptions()
        var it = Array(args).makeIterator()
        while let a = it.next() {
            switch a {
            case "--help", "-h": print(usage); exit(0)
            case "--json": o.json = true
            case "--no-gl-quads": o.noGLQuads = true
            case "--no-gl-shapes": o.noGLShapes = true
            case "--read-pixels": o.readsPixels = true
            case "--mask-passes": o.maskPasses = true
            case "--mask-targets": o.maskTargets = true
            case "--cpu-level-blur": o.cpuLevelBlur = true
            case "--memory-child": o.memoryChild = true
            case "--frame-log":
                guard let v = it.next() else { fail("--frame-log takes a file path") }
                o.frameLog = v
            case "--renderer":
                guard let v = it.next(), let k = RendererKind(rawValue: v) else {
                    fail("--renderer takes software, headless, window or window-software")
                }
                o.renderer = k
            case "--backend":
                guard let v = it.next(), let b = RenderBackend(rawValue: v) else {
                    fail("--backend takes opengl or sdl")
                }
                o.backend = b
            case "--gl-paths":
                guard let v = it.next(), let p = GLPaths(parsing: v) else {
                    fail("--gl-paths takes all, cpu, none or names joined by commas "
                        + "(particles,quads,blur,masks,readback)")
                }
                o.glPaths = p
            case "--only":
                guard let v = it.next() else { fail("--only takes a figure name prefix") }
                o.only.append(v)
            case "--frames":
                guard let v = it.next(), let n = Int(v), n > 0, n <= 100_000 else {
                    fail("--frames takes a positive whole number")
                }
                o.frames = n
            default: fail("unknown option \(a); see --help")
            }
        }
        return o
    }

    func wants(_ name: String) -> Bool { only.isEmpty || only.contains { name.hasPrefix($0) } }

    /// True when some figure of `group` is wanted: `--only render.scene` and
    /// `--only render.scene.snow` both want the group `render.scene`.
    func wantsGroup(_ group: String) -> Bool {
        only.isEmpty || only.contains { group.hasPrefix($0) || $0.hasPrefix(group + ".") }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(("Benchmarks: " + message + "\n").data(using: .utf8)!)
        exit(2)
    }
}
