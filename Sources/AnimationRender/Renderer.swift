import AnimationCore
import CSDL2
import Foundation

/// Draws `RenderSnapshot`s the way Core Animation's render server does: each layer's content
/// is rasterized once (with cairo) into a cached backing store, and every frame only composites
/// those stores through `SDL_RenderGeometry` with the layers' current transforms, opacities
/// and tints. Animating position, transform or opacity rasterizes nothing.
///
/// Three ways to use it:
/// - **Headless** (`init(headlessWidth:height:)`): OpenGL on a hidden window of SDL's
///   "offscreen" video driver (a GPU, or Mesa's llvmpipe on the CPU), so PNG export and tests
///   show what the window shows: bilinear filtering and antialiased layer edges. Needs no
///   display; deterministic bytes for the same input on one machine. Falls back to SDL's
///   software renderer (reported) where no OpenGL driver can be opened.
/// - **Software** (`init(softwareWidth:height:)`): SDL's software renderer on an in-memory
///   surface. It samples nearest-neighbour and does not antialias layer edges; kept as the
///   fallback and for tests of the CPU-side combining.
/// - **Window** (`init(sdlRenderer:)`): draws with the caller's `SDL_Renderer` (any backend);
///   the caller presents. The renderer is not owned and must outlive this object (or call `close()` first).
///
/// Not thread-safe: use one renderer from one thread.
public final class Renderer {
    private(set) var compositor: Compositor?
    private var ownedRenderer: OpaquePointer?
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var offscreen: OffscreenWindow?
    private var frame = 0
    private var lastSize = (width: 0, height: 0)
    /// Frames begun with `beginReadback()` (see `Renderer+Readback.swift`).
    let readbacks = ReadbackQueue()

    /// Counters of the last `render` call.
    public private(set) var stats = RenderStats()

    /// Stores of layers not drawn for this many frames are released (default 120).
    public var purgeAfterFrames: Int {
        get { compositor?.stores.purgeAfterFrames ?? 120 }
        set { compositor?.stores.purgeAfterFrames = max(1, newValue) }
    }

    /// Texture memory for backing stores above which the least recently used are released: 8 frames
    /// of the target, at least 64 MB and at most this (default 512 MB).
    public var storeBudgetBytes: Int {
        get { compositor?.stores.budgetBytes ?? 0 }
        set { compositor?.stores.budgetBytes = max(0, newValue) }
    }

    /// The smallest store budget whatever the target's size (default 64 MB; lowered when memory runs short).
    public var storeMinimumBudgetBytes: Int {
        get { compositor?.stores.minimumBudgetBytes ?? 0 }
        set { compositor?.stores.minimumBudgetBytes = max(0, newValue) }
    }

    /// The store budget for a target of `pixels` pixels (see `storeBudgetBytes`).
    func storeBudget(targetPixels pixels: Int) -> Int { compositor?.stores.budget(targetPixels: pixels) ?? 0 }

    /// Whether sparse stores are drawn as the polygon around their visible pixels when that is
    /// cheaper (GPU renderers; on by default). Off, every store is drawn as its rectangle —
    /// for comparing the two in tests.
    var drawsStoreOutlines: Bool {
        get { compositor?.drawsStoreOutlines ?? false }
        set { compositor?.drawsStoreOutlines = newValue; damage.invalidate() }
    }

    /// Whether a layer drawn with group opacity on a CPU rasterizer (llvmpipe) is combined with
    /// the frame only where its target was drawn into, cell by cell (`OccupancyGrid`; on by
    /// default). Off, its whole target is combined — for comparing the two in tests.
    var combinesDrawnCells: Bool {
        get { compositor?.combinesDrawnCells ?? false }
        set { compositor?.combinesDrawnCells = newValue; damage.invalidate() }
    }

    /// Whether border rings and vertical or horizontal gradients are drawn from small stores
    /// stretched over the layer (GPU renderers; on by default). Off, from stores of the whole
    /// layer — for comparing the two in tests.
    var drawsSlicedStores: Bool {
        get { compositor?.drawsSlicedStores ?? false }
        set { compositor?.drawsSlicedStores = newValue; damage.invalidate() }
    }

    /// Whether a masked leaf layer with a translated or scaled leaf mask is drawn as one store
    /// with the mask folded in (GPU renderers; on by default). Off, through an offscreen pass —
    /// for comparing the two in tests.
    var flattensMasks: Bool {
        get { compositor?.flattensMasks ?? false }
        set { compositor?.flattensMasks = newValue; damage.invalidate() }
    }

    /// On the OpenGL backend, whether layers are drawn as OpenGL layer quads (`GLQuadRenderer`:
    /// edges, rounded corners and borders in a fragment shader; on by default). Off, they go
    /// through `SDL_RenderGeometry` as on the SDL backend while particles and blur stay on
    /// OpenGL — for measuring the difference (`Benchmarks --no-gl-quads`) and comparing pictures.
    public var drawsLayerQuadsOnGL: Bool {
        get { compositor?.drawsLayerQuadsOnGL ?? false }
        set { compositor?.drawsLayerQuadsOnGL = newValue; damage.invalidate() }
    }

    /// On the OpenGL backend with layer quads, whether bordered, turned and scaled square shapes
    /// and rounded clips are worked out in the quad shader (`Compositor.drawShapeOnGL`; on by
    /// default: every golden frame matches the `SDL_RenderGeometry` path with it). Off, only
    /// axis-aligned unbordered square solids are shape quads and the rest go through stores,
    /// slices and corner-clip geometry — for measuring the difference
    /// (`Benchmarks --no-gl-shapes`) and comparing pictures.
    public var drawsAnalyticShapesOnGL: Bool {
        get { compositor?.drawsAnalyticShapesOnGL ?? true }
        set { compositor?.drawsAnalyticShapesOnGL = newValue; damage.invalidate() }
    }

    /// Whether the quad shader also draws layers with rounded corners and turned border rings
    /// (off by default: those differ from the stores by more than the golden tolerance; see
    /// `Compositor.drawsRoundedShapesOnGL`) — for tests of the shader.
    var drawsRoundedShapesOnGL: Bool {
        get { compositor?.drawsRoundedShapesOnGL ?? false }
        set { compositor?.drawsRoundedShapesOnGL = newValue; damage.invalidate() }
    }

    /// Whether triangles crossing the edge of the render target are cut to it on the CPU before
    /// submission (on by default on OpenGL rasterized on the CPU; see `TargetClip`). Off, they are submitted
    /// whole — for comparing the two in tests.
    var clipsToTarget: Bool {
        get { compositor?.batch.clipsToTarget ?? false }
        set { compositor?.batch.clipsToTarget = newValue; damage.invalidate() }
    }

    /// Whether a frame redraws only the parts of the target that changed since the previous
    /// frame (`DamageTracker`), as Core Animation's render server does, leaving the rest of
    /// the target's pixels as they were. On by default where the target keeps its pixels
    /// between frames: SDL's software renderer, the headless renderer, and a window's OpenGL
    /// renderer rasterized on the CPU under X11 (Mesa's software GLX copies the back buffer to
    /// the window and keeps it). Off, every frame clears and draws the whole target. A frame
    /// in which nothing changed draws nothing (`RenderStats.damagedPixels` is 0).
    public var redrawsOnlyChanges = false {
        didSet { damage.invalidate() }
    }

    let damage = DamageTracker()
    /// Consecutive compared frames whose damage came out as the whole target.
    private var wholeDamageStreak = 0
    /// Whether this frame's layers were walked for damage (which also finds its opaque layers).
    private(set) var damageWalked = false
    /// Frames still drawn whole without looking for damage (see `rectsToRedraw`).
    private var damagePause = 0
    /// After this many compared frames in a row that had to be redrawn whole (everything
    /// moves: a field of 2,000 stars), the next `damagePauseFrames` frames are drawn whole without
    /// walking the tree for damage, which cost such a frame about a third more; then it looks again.
    static let wholeDamageStreakLimit = 3
    static let damagePauseFrames = 30

    /// Makes the next frame draw the whole target: call it when the target's pixels were lost
    /// or changed by someone else (a window exposed or resized, a render-target reset).
    public func invalidate() { damage.invalidate() }

    /// True on SDL's software renderer (offscreen combining happens on the CPU there).
    public var isSoftware: Bool { compositor?.device.isSoftware ?? true }

    /// True when the renderer blends premultiplied textures with custom blend modes (GPU renderers).
    public var usesPremultipliedTextures: Bool { compositor?.device.premultiplied ?? false }

    /// Width and height in pixels of what `render` draws into.
    public var size: (width: Int, height: Int) {
        guard let c = compositor else { return (0, 0) }
        return c.device.outputSize()
    }

    /// A headless renderer: SDL's software renderer drawing into a `width × height` ARGB surface.
    /// No `SDL_Init` is needed. Throws `RenderError.invalidSize` or `.sdlFailure`.
    public init(softwareWidth width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "a renderer needs 1…16384 pixels per side")
        }
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdlFailure(call: "SDL_CreateRGBSurfaceWithFormat", message: RenderDevice.lastError)
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw RenderError.sdlFailure(call: "SDL_CreateSoftwareRenderer", message: RenderDevice.lastError)
        }
        surface = s; ownedRenderer = r
        compositor = Compositor(device: RenderDevice(renderer: r))
        redrawsOnlyChanges = true
    }

    /// A headless renderer of `width × height` pixels drawing what the window path draws:
    /// OpenGL on a hidden window (`OffscreenWindow`), or, where no OpenGL renderer can be
    /// opened, SDL's software renderer (reported once: its output is nearest-neighbour).
    /// Throws `RenderError.invalidSize` or `.sdlFailure`.
    public convenience init(headlessWidth width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "a renderer needs 1…16384 pixels per side")
        }
        switch OffscreenWindow.make(width: width, height: height) {
        case .success(let window):
            self.init(offscreen: window)
        case .failure(let error):
            Renderer.reportSoftwareFallback(error)
            try self.init(softwareWidth: width, height: height)
        }
    }

    private init(offscreen window: OffscreenWindow) {
        offscreen = window
        let device = RenderDevice(renderer: window.renderer)
        compositor = Compositor(device: device)
        if device.isCPURasterizer { HeapRetention.retainFreedHeap() }
        HeapRetention.keepFrameBuffers()
        redrawsOnlyChanges = true   // nothing presents: the back buffer keeps its pixels
        setBackend(RenderBackend.initial(), paths: GLPaths.initial(onCPURasterizer: device.isCPURasterizer))
    }

    private nonisolated(unsafe) static var reportedFallback = false

    /// Says why headless output is drawn by SDL's software renderer. Under an address-space limit
    /// (`ulimit -v`) Mesa's drivers are installed but may not load or start within it, so the
    /// limit is named rather than the drivers.
    private static func reportSoftwareFallback(_ error: RenderError) {
        guard !reportedFallback else { return }
        reportedFallback = true
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            let megabytes = Int(clamping: limit.rlim_cur) / 1_000_000
            RenderDiagnostics.report("no OpenGL renderer for headless output within the address-space limit "
                + "(ulimit -v) of \(megabytes) MB (\(error)); using SDL's software renderer, "
                + "whose layer edges are jagged")
            return
        }
        RenderDiagnostics.report("no OpenGL renderer for headless output (\(error)); using SDL's software renderer, "
            + "which samples nearest-neighbour and leaves layer edges jagged. Install Mesa's EGL and DRI drivers "
            + "(libegl1, libgl1-mesa-dri) for smooth output")
    }

    /// A renderer drawing with an existing `SDL_Renderer*` (e.g. a window's accelerated one).
    /// It does not take ownership; the caller presents after `render` and destroys the
    /// `SDL_Renderer` after this object is gone or closed. When it is OpenGL rasterized on the
    /// CPU (Mesa's llvmpipe), glibc is told to keep freed heap memory (`HeapRetention`).
    public init(sdlRenderer: OpaquePointer) {
        let device = RenderDevice(renderer: sdlRenderer)
        compositor = Compositor(device: device)
        if device.isCPURasterizer { HeapRetention.retainFreedHeap() }
        redrawsOnlyChanges = Renderer.keepsPixelsAfterPresent(device)
        setBackend(RenderBackend.initial(), paths: GLPaths.initial(onCPURasterizer: device.isCPURasterizer))
    }

    /// Whether a window's back buffer still holds the presented frame after `SDL_RenderPresent`:
    /// known for SDL's software renderer (it draws into the window surface) and for OpenGL
    /// rasterized on the CPU under X11 (Mesa's software GLX presents by copying). GPUs may
    /// swap buffers, leaving the back buffer's contents undefined.
    private static func keepsPixelsAfterPresent(_ device: RenderDevice) -> Bool {
        if device.isSoftware { return true }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        return device.isCPURasterizer && (driver == "x11" || driver == "offscreen")
    }

    deinit { close() }

    /// Releases every texture, font and (for the headless renderer) the SDL renderer and surface.
    /// Rendering afterwards does nothing. Called by `deinit`.
    public func close() {
        readbacks.close()
        if let c = compositor {
            c.batch.flush()
            c.stores.removeAll()
            c.stores.rasterizer.close()
            c.transitions.removeAll()
            c.targets.removeAll()
            c.particles.removeAll()
            c.backdrops.removeAll()
            c.device.retirement.destroyAll()
        }
        compositor = nil
        if let r = ownedRenderer { SDL_DestroyRenderer(r); ownedRenderer = nil }
        if let s = surface { SDL_FreeSurface(s); surface = nil }
        offscreen?.close()
        offscreen = nil
    }

    /// Releases every cached backing store (they are redrawn on demand).
    public func purgeAllStores() {
        compositor?.stores.removeAll()
        damage.invalidate()
    }

    /// How many times a backdrop has been filtered (not reused from the previous frame); for tests.
    var compositorBackdropFilterCount: Int { compositor?.backdrops.filterCount ?? 0 }

    /// Render-target textures detached from SDL's framebuffers and destroyed (for tests).
    var retiredTargetsReleased: Int { compositor?.device.retirement.releasedCount ?? 0 }

    /// Number of backing stores alive.
    public var storeCount: Int { compositor?.stores.count ?? 0 }

    /// The rectangles to redraw this frame, nil for the whole target.
    private func rectsToRedraw(_ root: RenderNode, background: RGBA, width: Int, height: Int, compositor c: Compositor) -> [PixelRect]? {
        guard redrawsOnlyChanges else { return nil }
        if damagePause > 0 {
            damagePause -= 1
            damage.invalidate()   // the frame after the pause compares with nothing: drawn whole too
            return nil
        }
        let compared = damage.isValid
        damageWalked = true
        let rects = damage.damage(root, background: background, width: width, height: height, compositor: c)
        if rects != nil { wholeDamageStreak = 0 } else if compared { wholeDamageStreak += 1 }
        if wholeDamageStreak >= Renderer.wholeDamageStreakLimit {
            wholeDamageStreak = 0
            damagePause = Renderer.damagePauseFrames
        }
        return rects
    }

    /// Clears the target with `background` (straight RGBA) and draws the snapshot's root layer.
    /// For the window path the caller presents afterwards (`SDL_RenderPresent`).
    public func render(_ snapshot: RenderSnapshot, background: RGBA = .clear) {
        guard let c = compositor else { return }
        frame += 1
        c.device.stats = RenderStats()
        c.device.beginFrame()
        c.stores.beginFrame()
        c.particles.beginFrame(frame)
        c.transitions.beginFrame(frame)
        c.backdrops.beginFrame()
        c.batch.cornerMemo.beginFrame()
        c.device.retirement.releaseRetired()
        let (w, h) = c.device.outputSize()
        let bg = background.clamped
        damageWalked = false
        let rects = rectsToRedraw(snapshot.root, background: bg, width: w, height: h, compositor: c)
        c.targets.beginFrame(width: w, height: h)
        Renderer.paintWithBackground(bg, c)
        if let rects {
            // Only the changed rectangles: each is filled with the background and the tree is
            // drawn into it under a scissor (subtrees clipped away are skipped).
            for rect in rects {
                c.targets.setClip(rect)
                func drawRect(from occlusion: Occlusion?) {
                    c.occlusion = occlusion
                    if occlusion == nil {
                        Renderer.paintWithBackground(bg, c)
                        var r = rect.sdl
                        SDL_RenderFillRect(c.device.renderer, &r)
                    }
                    c.draw(snapshot.root, parent: CATransform3DIdentity, paint: .opaque, depth: 0)
                    c.batch.flush()
                }
                // Inside an opaque layer the rectangle is drawn from that layer on (`Occluder`);
                // if the walk never reached it (`occlusion` still set), it is drawn again whole.
                if let occlusion = damage.occlusion(of: rect) {
                    drawRect(from: occlusion)
                    if c.occlusion == nil { c.device.stats.occludedRects += 1 } else { drawRect(from: nil) }
                } else {
                    drawRect(from: nil)
                }
                c.device.stats.damagedPixels += rect.width * rect.height
            }
            c.device.stats.redrawRects = rects.count
            c.targets.setClip(nil)
        } else {
            SDL_RenderClear(c.device.renderer)
            drawWhole(snapshot.root, width: w, height: h, background: bg, compositor: c)
            c.device.stats.damagedPixels = w * h
        }
        SDL_SetRenderDrawBlendMode(c.device.renderer, SDL_BLENDMODE_BLEND)
        c.stores.endFrame(targetPixels: w * h)
        c.shapeScales.endFrame(purgeAfter: c.stores.purgeAfterFrames)
        c.device.stats.storesAlive = c.stores.count
        c.device.stats.storeBytes = c.stores.totalBytes
        c.device.stats.atlasBytes = c.stores.atlasBytes
        c.device.stats.storeTextureBytes = c.stores.ownTextureBytes
        c.device.stats.texturesAlive = c.device.ledger.count
        c.device.stats.textureBytes = c.device.ledger.bytes
        stats = c.device.stats
        if ownedRenderer != nil || offscreen != nil { SDL_RenderFlush(c.device.renderer) }
    }

    /// The pixels of the last frame as straight-alpha RGBA (un-premultiplied from the target,
    /// which holds premultiplied colour where it is translucent).
    ///
    /// SDL converts the target's pixels straight into the image's byte order (`RGBA32`); only
    /// translucent pixels are then divided by their alpha, in place (export frames are opaque).
    public func readPixels() -> RenderedImage {
        guard let c = compositor else { return RenderedImage(width: 1, height: 1) }
        let (w, h) = c.device.outputSize()
        guard w > 0, h > 0 else { return RenderedImage(width: 1, height: 1) }
        SDL_SetRenderTarget(c.device.renderer, nil)
        SDL_RenderSetClipRect(c.device.renderer, nil)
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            let base = UnsafeMutableRawPointer(out.baseAddress!)
            if SDL_RenderReadPixels(c.device.renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, base, Int32(w * 4)) != 0 {
                base.initializeMemory(as: UInt8.self, repeating: 0, count: w * h * 4)
            }
            PixelMath.unpremultiplyInPlace(base.assumingMemoryBound(to: UInt8.self), pixels: w * h)
            count = w * h * 4
        }
        return (try? RenderedImage(width: w, height: h, pixels: bytes)) ?? RenderedImage(width: w, height: h)
    }
}
