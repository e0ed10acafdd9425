import AnimationCore
import AnimationRender
import Foundation
import Gallery

/// Renders numbered PNG frames without a display: the headless renderer (`Renderer(headlessWidth:height:)`:
/// OpenGL offscreen, what the window draws; SDL's software renderer where there is none), a `ManualClock`
/// that starts at 0 and moves 1/fps per frame, and one `CARunLoop.tick()` per frame.
///
/// With a scene it draws just that scene (at its design size, or fitted into `size`) on the
/// playground's background; without one it draws the whole gallery grid at `size`.
public struct HeadlessExporter {
    public var frames: Int
    public var fps: Double
    /// Scene time of the first frame, in seconds (the scene still starts at time 0).
    public var from: Double
    public var outputDirectory: String
    /// Output size in pixels (default: the scene's design size, or 1280×800 for the gallery).
    public var size: PixelSize?
    /// Slow the scene (or the gallery) down by this factor from the start.
    public var slowFactor: Double?

    public init(frames: Int, fps: Double, from: Double = 0, outputDirectory: String,
                size: PixelSize? = nil, slowFactor: Double? = nil) {
        self.frames = frames; self.fps = fps; self.from = from
        self.outputDirectory = outputDirectory; self.size = size; self.slowFactor = slowFactor
    }

    /// The file name of frame `index`: `frame-0000.png`…
    public static func fileName(ofFrame index: Int) -> String { String(format: "frame-%04d.png", index) }

    /// Exports the catalog scene called `name` (or the gallery when nil). Throws `PlaygroundError`.
    @discardableResult
    public func run(sceneNamed name: String?) throws -> [String] {
        try AssetCheck.prepare()
        guard let name else { return try run(gallery: SceneCatalog.makeAll()) }
        guard let scene = SceneCatalog.make(name) else {
            throw PlaygroundError.unknownScene(name: name, known: SceneCatalog.identifiers)
        }
        return try run(scene: scene)
    }

    /// Exports `scene` alone; returns the paths written.
    @discardableResult
    public func run(scene: Scene) throws -> [String] {
        let design = scene.designSize
        let out = size ?? PixelSize(width: max(1, Int(design.width.rounded(.up))), height: max(1, Int(design.height.rounded(.up))))
        return try withManualClock { _ in
            let host = CALayer()
            host.anchorPoint = .zero
            host.bounds = CGRect(x: 0, y: 0, width: out.width, height: out.height)
            let root = scene.rootLayer
            let fitted = TileLayout.fit(design, in: host.bounds)
            let s = TileLayout.scale(fitting: design, in: host.bounds.size)
            root.position = CGPoint(x: fitted.minX + root.anchorPoint.x * fitted.width,
                                    y: fitted.minY + root.anchorPoint.y * fitted.height)
            root.transform = CATransform3DMakeScale(s, s, 1)
            host.addSublayer(root)
            CARunLoop.tick()
            if let f = slowFactor { root.speed = Float(1 / f) }
            scene.start()
            return try render(host, size: out)
        }
    }

    /// Exports the whole gallery grid (every scene started at time 0); returns the paths written.
    @discardableResult
    public func run(gallery scenes: [Scene]) throws -> [String] {
        try AssetCheck.prepare()
        let out = size ?? PixelSize.defaultWindow
        return try withManualClock { _ in
            let model = GalleryModel(scenes: scenes, windowSize: CGSize(width: out.width, height: out.height))
            CARunLoop.tick()
            if let f = slowFactor { model.setGallerySlowMotion(true, factor: f) }
            model.startAll()
            return try render(model.stage.root, size: out) { model.refresh() }
        }
    }

    /// Runs `body` with `CACurrentMediaTime()` on a manual clock at 0, restoring the clock after.
    private func withManualClock<T>(_ body: (ManualClock) throws -> T) throws -> T {
        let saved = CAMediaClock.clock
        let clock = ManualClock(time: 0)
        CAMediaClock.clock = clock
        defer { CARunLoop.tick(); CAMediaClock.clock = saved }
        return try body(clock)
    }

    /// Advances to `from`, then renders and writes `frames` frames of `root`.
    private func render(_ root: CALayer, size: PixelSize, eachFrame: () -> Void = {}) throws -> [String] {
        guard let clock = CAMediaClock.clock as? ManualClock else { return [] }
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.exportFailed(path: outputDirectory, reason: "the folder could not be created")
        }
        let renderer: Renderer
        do { renderer = try Renderer(headlessWidth: size.width, height: size.height) } catch {
            throw PlaygroundError.exportFailed(path: outputDirectory, reason: "\(error)")
        }
        defer { renderer.close() }
        let step = 1 / fps
        // Run the choreography up to `from` a frame at a time, so callbacks chain as they would live.
        var k = 1
        while Double(k) * step < from { clock.set(Double(k) * step); CARunLoop.tick(); k += 1 }
        var written: [String] = []
        for i in 0..<frames {
            let t = from + Double(i) * step
            clock.set(t)
            CARunLoop.tick()
            eachFrame()
            renderer.render(root.renderSnapshot(at: t), background: Theme.background)
            let path = (outputDirectory as NSString).appendingPathComponent(Self.fileName(ofFrame: i))
            do { try renderer.readPixels().writePNG(to: path) } catch {
                throw PlaygroundError.exportFailed(path: path, reason: "\(error)")
            }
            written.append(path)
        }
        return written
    }
}
