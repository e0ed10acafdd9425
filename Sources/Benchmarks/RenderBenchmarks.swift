import Foundation
import AnimationCore
import AnimationRender
import Gallery

/// Figures for whole frames: snapshot + render + present.
struct RenderBenchmarks {
    let options: BenchmarkOptions
    let clock: ManualClock

    init(options: BenchmarkOptions) {
        self.options = options
        clock = ManualClock(time: 0)
        CAMediaClock.clock = clock
        AssetLibrary.installProviders()
    }

    /// Measures `frames` frames of `root` at 60 fps, starting `from` seconds after the clock's start.
    func measure(_ name: String, root: CALayer, size: CGSize, from: Double = 1, frames: Int? = nil,
                 extra: [String: Double] = [:]) throws -> Figure {
        let target = try RenderTarget(kind: options.renderer, width: Int(size.width), height: Int(size.height),
                                      readsPixels: options.readsPixels)
        if let paths = options.glPaths {
            target.renderer.setBackend(options.backend ?? .openGL, paths: paths)
        } else if let backend = options.backend {
            target.renderer.setBackend(backend)
        }
        if options.maskPasses { target.renderer.combinesMasksWithOpenGL = false }
        if options.noGLQuads { target.renderer.drawsLayerQuadsOnGL = false }
        if options.noGLShapes { target.renderer.drawsAnalyticShapesOnGL = false }
        if options.maskTargets { target.renderer.samplesMaskStoresWithOpenGL = false }
        if options.cpuLevelBlur { target.renderer.blursBackdropLevelsWithOpenGL = false }
        let start = clock.now
        var redraws = 0, triangles = 0, offscreen = 0, maskReads = 0, masksOnGPU = 0
        let n = frames ?? options.frames
        var coreTimes: [Double] = []
        coreTimes.reserveCapacity(n + 10)
        var frameStats: [RenderStats] = []
        frameStats.reserveCapacity(n + 10)
        let samples = Stopwatch.measure(warmup: 10, count: n) { i in
            clock.set(start + from + Double(i) / 60)
            let coreStart = Stopwatch.now()
            CARunLoop.tick()
            let snapshot = root.renderSnapshot()
            coreTimes.append((Stopwatch.now() - coreStart) * 1000)
            target.draw(snapshot)
            redraws += target.renderer.stats.storeRedraws
            triangles += target.renderer.stats.triangles
            offscreen += target.renderer.stats.offscreenPasses
            maskReads += target.renderer.stats.maskReads
            masksOnGPU += target.renderer.stats.masksOnGPU
            frameStats.append(target.renderer.stats)
        }
        if let path = options.frameLog {
            FrameLog.append(to: path, name: name, samples: samples, core: coreTimes, stats: frameStats)
        }
        var f = Figure(name: name, samples: samples, extra: extra)
        f.label = target.backend
        f.backend = target.renderer.backend.rawValue
        f.glRenderer = target.renderer.glRendererName
        f.glPaths = target.renderer.glPaths.description
        f.extra["store_redraws_per_frame"] = Double(redraws) / Double(n + 10)
        // The run loop's tick and the snapshot: the core's share of each frame (median, ms).
        f.extra["core_ms"] = Figure(name: "", samples: Array(coreTimes.dropFirst(10))).median
        f.extra["triangles_per_frame"] = (Double(triangles) / Double(n + 10)).rounded()
        f.extra["offscreen_passes_per_frame"] = Double(offscreen) / Double(n + 10)
        if maskReads + masksOnGPU > 0 {
            f.extra["mask_reads_per_frame"] = Double(maskReads) / Double(n + 10)
            f.extra["masks_on_gpu_per_frame"] = Double(masksOnGPU) / Double(n + 10)
        }
        return f
    }

    /// `render.gallery`: every catalogue scene running in the gallery's grid at 1280×800.
    func gallery() throws -> Figure {
        let size = CGSize(width: 1280, height: 800)
        let root = GalleryGrid.make(scenes: SceneCatalog.makeAll(), size: size)
        return try measure("render.gallery", root: root, size: size, from: 2)
    }

    /// `render.scene.NAME` for each scene at 640×400.
    func scenes() throws -> [Figure] {
        try SceneCatalog.makeAll().filter { options.wants("render.scene.\($0.identifier)") }.map { scene in
            let size = CGSize(width: 640, height: 400)
            let root = GalleryGrid.make(scenes: [scene], size: size)
            return try measure("render.scene.\(scene.identifier)", root: root, size: size, from: 2)
        }
    }

    /// `render.emitter.N`: a snow emitter holding about N live particles at 1280×800.
    func emitter(particles n: Int) throws -> Figure {
        let size = CGSize(width: 1280, height: 800)
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterShape = .rectangle
        emitter.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
        emitter.emitterSize = size
        emitter.seed = 7
        emitter.beginTime = clock.now
        let cell = CAEmitterCell()
        cell.contents = Self.flake
        cell.lifetime = 4
        cell.birthRate = Float(n) / 4
        cell.velocity = 20; cell.velocityRange = 40
        cell.emissionRange = .pi
        cell.yAcceleration = 10
        cell.scale = 0.8; cell.scaleRange = 0.4
        cell.spin = 1; cell.spinRange = 2
        cell.alphaSpeed = -0.1
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        let live = root.renderSnapshot(at: clock.now + 5).root.sublayers[0].particles
            .reduce(0) { $0 + $1.particles.count }
        return try measure("render.emitter.\(n)", root: root, size: size, from: 5,
                           extra: ["live_particles": Double(live)])
    }

    /// `render.shapes.N`: the peer benchmark's stars.
    func shapes(count n: Int) throws -> Figure {
        let size = CGSize(width: 1280, height: 800)
        return try measure("render.shapes.\(n)", root: StarField.make(count: n), size: size, from: 0)
    }

    /// `render.blur`: 200 of the peer benchmark's stars turning over 1280×800 behind a
    /// full-width blurred panel (240 points high, σ 30 points, saturation 1.8, tinted as
    /// `UIBlurEffect(style: .light)`): every frame reads the backdrop back, blurs and draws it.
    /// `render.blur.none` is the same frame without the panel's blur (its tint only), so the
    /// difference is the blur's cost. `render.backdrop.masked` puts the stars and the blurred panel
    /// in a group masked by a rounded rectangle (a shape layer), so the backdrop lies in an
    /// offscreen level over the window.
    func blur(enabled: Bool, masked: Bool = false) throws -> Figure {
        let size = CGSize(width: 1280, height: 800)
        let root = StarField.make(count: 200, size: size)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0.13, green: 0.16, blue: 0.30, alpha: 1)
        let panel = CALayer()
        panel.frame = CGRect(x: 0, y: 280, width: size.width, height: 240)
        if enabled { panel.visualEffect = .backdrop(BackdropFilter(blurRadius: 30, saturation: 1.8)) }
        let tint = CALayer()
        tint.frame = panel.bounds
        tint.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        panel.addSublayer(tint)
        root.addSublayer(panel)
        var top = root
        if masked {
            let group = CALayer()
            group.frame = CGRect(origin: .zero, size: size)
            for layer in root.sublayers ?? [] { group.addSublayer(layer) }
            let shape = CAShapeLayer()
            shape.frame = group.bounds
            shape.path = CGPath(roundedRect: group.bounds.insetBy(dx: 40, dy: 40), cornerWidth: 60,
                                cornerHeight: 60, transform: nil)
            group.mask = shape
            top = CALayer()
            top.frame = group.frame
            top.backgroundColor = root.backgroundColor
            top.addSublayer(group)
        }
        CATransaction.commit()
        let name = enabled ? (masked ? "render.backdrop.masked" : "render.blur") : "render.blur.none"
        return try measure(name, root: top, size: size, from: 0)
    }

    /// `render.mask`: twelve cards whose masks move every frame (`MaskScene`), each drawn
    /// through the offscreen mask path; reports the masks combined by OpenGL and the pixel
    /// reads made for masks, per frame.
    func mask() throws -> Figure {
        let size = CGSize(width: 1280, height: 800)
        return try measure("render.mask", root: MaskScene.make(size: size), size: size, from: 0)
    }

    /// `memory`: peak resident memory after a 600-frame gallery run.
    func memory() throws -> Figure {
        let size = CGSize(width: 1280, height: 800)
        let root = GalleryGrid.make(scenes: SceneCatalog.makeAll(), size: size)
        _ = try measure("memory-run", root: root, size: size, from: 0, frames: 600)
        let peak = peakResidentMegabytes()
        return Figure(name: "memory", samples: [peak], extra: ["peak_rss_mb": peak])
    }

    /// A soft 12-pixel round flake (premultiplied white).
    static let flake: CGImage = {
        let side = 12
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - Double(side) / 2, dy = Double(y) + 0.5 - Double(side) / 2
                let a = max(0, min(1, 1 - (dx * dx + dy * dy).squareRoot() / (Double(side) / 2)))
                let v = UInt32(a * 255)
                pixels[y * side + x] = v << 24 | v << 16 | v << 8 | v
            }
        }
        return CGImage(width: side, height: side, pixels: pixels, name: "bench-flake")!
    }()
}

/// The five scenes laid out in a grid of dark cards, each scene scaled to fit its card.
enum GalleryGrid {
    static func make(scenes: [Scene], size: CGSize) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let columns = scenes.count > 1 ? 3 : 1, rows = max(1, (scenes.count + columns - 1) / columns)
        let gap: CGFloat = 16
        let w = (size.width - gap * CGFloat(columns + 1)) / CGFloat(columns)
        let h = (size.height - gap * CGFloat(rows + 1)) / CGFloat(rows)
        for (i, scene) in scenes.enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: gap + CGFloat(i % columns) * (w + gap), y: gap + CGFloat(i / columns) * (h + gap),
                                width: w, height: h)
            card.backgroundColor = CGColor(red: 0.15, green: 0.15, blue: 0.18, alpha: 1)
            card.cornerRadius = 12
            card.masksToBounds = true
            let content = scene.rootLayer
            let s = min(w / scene.designSize.width, h / scene.designSize.height)
            content.position = CGPoint(x: w / 2, y: h / 2)
            content.transform = CATransform3DMakeScale(s, s, 1)
            card.addSublayer(content)
            root.addSublayer(card)
            scene.start()
        }
        return root
    }
}
