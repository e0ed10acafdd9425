import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
import Gallery

/// Renders numbered PNG frames without a display: the headless renderer (`Renderer(headlessWidth:height:)`:
/// OpenGL offscreen, what the window draws; SDL's software renderer where there is none), a `ManualClock`
/// that starts at 0 and moves 1/fps per frame, and one `CARunLoop.tick()` per frame.
///
/// With a scene it draws just that scene (at its design size, or fitted into `size`) on the
/// playground's background; without one it draws the whole gallery grid at `size`.
///
/// Frames are read back a frame later on the OpenGL backend (`Renderer.beginReadback()`: pixel
/// buffer objects, so the transfer overlaps the next frame's drawing; at once on the SDL backend),
/// encoded on one thread per processor while the next ones are drawn, and written in order
/// (`FrameWriteQueue`; fewer threads where memory is short, `MemoryBudget.exportPlan`).
/// Every frame is written whole or not at all (`AtomicFileWriter`):
/// a full disk stops the export with `PlaygroundError.diskFull`, a signal (`interruption`, checked
/// after each frame is drawn) with `.exportInterrupted` once the frames drawn so far are written;
/// the frames written before stay valid PNG files in both cases.
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
    /// Replace the frames already in `outputDirectory` (they are removed first); without it
    /// such a folder is refused with `PlaygroundError.outputHoldsFrames`.
    public var overwrite = false
    /// Writes each frame's bytes (a test injects one whose `write(2)` fails).
    public var writer = AtomicFileWriter()
    /// The memory left to this process (a test injects a small one).
    public var memory: () -> MemoryBudget = { MemoryBudget.current() }
    /// The media time (`CACurrentMediaTime()`) at which the export begins and the scenes start;
    /// scene time is counted from it, so any value gives the same frames (the long-running-clock
    /// test starts at 30 days and at a year).
    public var clockStart: CFTimeInterval = 0
    /// Checked after each frame: a signal number (`SIGINT`, `SIGTERM`) stops the export, 0 goes on.
    public var interruption: () -> Int32 = { ExportSignals.received }
    /// Draw the scene full-window with the timeline inspector open (`run(inspecting:)`).
    public var inspector = false
    /// When set, each frame goes here (index, pixels) instead of to a PNG file, and no folder is
    /// prepared: `AnimationExport` feeds an encoder this way. Frames arrive in order; on the
    /// OpenGL backend frame k arrives once frame k + 1 is drawn (its read-back overlapped that
    /// drawing), with the bytes `Renderer.readPixels()` would have given (`feed(_:from:draw:path:)`).
    public var frameSink: ((Int, RenderedImage) throws -> Void)?
    /// The backend to draw with (nil: the renderer's own choice, `ANIMATION_RENDER_BACKEND` or
    /// what suits the driver; see `RenderBackend`). One that cannot run falls back as the renderer says.
    public var backend: RenderBackend?
    /// Read frames back through pixel buffers a frame later where the backend can (OpenGL);
    /// false reads each frame before the next is drawn, as exports did before (to compare the two).
    var readsBackAsynchronously = true

    public init(frames: Int, fps: Double, from: Double = 0, outputDirectory: String,
                size: PixelSize? = nil, slowFactor: Double? = nil) {
        self.frames = frames; self.fps = fps; self.from = from
        self.outputDirectory = outputDirectory; self.size = size; self.slowFactor = slowFactor
    }

    /// The file name of frame `index` of `frameCount`: `frame-0000.png`…, zero-padded to the
    /// digits the last frame needs (at least 4), so the names sort in frame order.
    public static func fileName(ofFrame index: Int, frameCount: Int = 1) -> String {
        let digits = max(4, String(max(0, frameCount - 1)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// The frame files (`frame-<digits>.png`) in `directory`.
    public static func frameFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
            let digits = name.dropFirst("frame-".count).dropLast(".png".count)
            return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }.sorted()
    }

    /// Refuses an output path that is a symbolic link or a file, or a folder already holding
    /// frames unless `overwrite`.
    public static func checkOutputDirectory(_ path: String, overwrite: Bool) throws {
        try refuseLink(at: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw PlaygroundError.outputIsFile(path: path) }
        let existing = frameFiles(in: path).count
        if existing > 0, !overwrite { throw PlaygroundError.outputHoldsFrames(directory: path, count: existing) }
    }

    /// Throws `PlaygroundError.outputIsLink` when the last component of `path` is a symbolic link.
    public static func refuseLink(at path: String) throws {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        var info = stat()
        guard lstat(trimmed, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: trimmed)) ?? "?"
        throw PlaygroundError.outputIsLink(path: path, target: TerminalText.printable(target))
    }

    /// Exports the catalog scene called `name` (or the gallery when nil). Throws `PlaygroundError`.
    @discardableResult
    ///
    /// The scene is made on the export's manual clock, at `clockStart`: what a scene sets up
    /// when it is made (a spinner's endless turn added in its initializer) then counts from the
    /// same moment as the rest of the export, not from the machine's uptime.
    public func run(sceneNamed name: String?) throws -> [String] {
        try AssetCheck.prepare()
        return try withManualClock { _ in
            guard let name else {
                announceScreen(size ?? PixelSize.defaultWindow)
                return try run(gallery: SceneCatalog.makeAll())
            }
            guard let entry = SceneCatalog.entry(name) else {
                throw PlaygroundError.unknownScene(name: name, known: SceneCatalog.identifiers)
            }
            // Before the scene is made: scenes read `UIScreen.main` as they lay out.
            announceScreen(inspector ? size ?? PixelSize.defaultWindow : outputSize(forDesign: entry.designSize))
            let scene = entry.make()
            return try inspector ? run(inspecting: scene) : run(scene: scene)
        }
    }

    /// The pixel size a scene of `design` points is exported at: `size`, or the design size.
    func outputSize(forDesign design: CGSize) -> PixelSize {
        size ?? PixelSize(width: max(1, Int(design.width.rounded(.up))),
                          height: max(1, Int(design.height.rounded(.up))))
    }

    /// Tells `UIScreen.main` that the scene is shown on a screen of `out` (points at scale 1:
    /// an export draws one pixel per point), as the window tells it its own size and scale.
    func announceScreen(_ out: PixelSize) {
        UIScreen.main.hostDidResize(to: CGSize(width: out.width, height: out.height), scale: 1)
    }

    /// Exports `scene` alone; returns the paths written.
    @discardableResult
    public func run(scene: Scene) throws -> [String] {
        let design = scene.designSize
        let out = outputSize(forDesign: design)
        announceScreen(out)
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
            scene.layOut(visibleArea: SceneBackdrop.visibleArea(in: host.bounds.size, sceneFrame: fitted, scale: s))
            let backdropLayer = CALayer()
            var installed: SceneBackdrop?
            /// The scene's backdrop as it is now (it may follow the picture), installed when changed.
            func followBackdrop() {
                guard let now = scene.backdrop, now != installed else { return }
                installed = now
                now.install(in: backdropLayer, viewport: host.bounds.size, sceneFrame: fitted, scale: s)
            }
            followBackdrop()
            host.addSublayer(backdropLayer)
            host.addSublayer(root)
            CARunLoop.tick()
            if let f = slowFactor { root.speed = Float(1 / f) }
            scene.start()
            return try render(host, size: out) { followBackdrop() }
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

    /// The manual clock the outermost `withManualClock` installed, while it runs.
    nonisolated(unsafe) private static var installedClock: ManualClock?

    /// Runs `body` with `CACurrentMediaTime()` on a manual clock at `clockStart`, restoring the clock after.
    /// A nested call runs `body` on the clock already installed (time never goes back).
    func withManualClock<T>(_ body: (ManualClock) throws -> T) throws -> T {
        if let clock = Self.installedClock, CAMediaClock.clock === clock { return try body(clock) }
        let saved = CAMediaClock.clock
        let clock = ManualClock(time: clockStart)
        CAMediaClock.clock = clock
        Self.installedClock = clock
        defer { CARunLoop.tick(); CAMediaClock.clock = saved; Self.installedClock = nil }
        return try body(clock)
    }

    /// Advances to `from`, then renders and writes `frames` frames of `root`.
    func render(_ root: CALayer, size: PixelSize, eachFrame: () -> Void = {}) throws -> [String] {
        guard let clock = CAMediaClock.clock as? ManualClock else { return [] }
        let (drawing, encoders) = try memory().exportPlan(for: size)
        let lock = frameSink == nil ? try prepareOutputDirectory() : nil
        defer { lock?.release() }
        let renderer: Renderer
        do {
            switch drawing {
            case .openGL: renderer = try Renderer(headlessWidth: size.width, height: size.height)
            case let .software(notice):
                FileHandle.standardError.write(Data("playground: \(notice)\n".utf8))
                renderer = try Renderer(softwareWidth: size.width, height: size.height)
            }
        } catch {
            throw PlaygroundError.exportFailed(path: outputDirectory, reason: "\(error)")
        }
        defer { renderer.close() }
        if let backend { renderer.setBackend(backend) }
        if !readsBackAsynchronously { renderer.readsBackAsynchronously = false }
        let step = 1 / fps
        // Run the choreography up to `from` a frame at a time, so callbacks chain as they would live.
        var k = 1
        while Double(k) * step < from { clock.set(clockStart + Double(k) * step); CARunLoop.tick(); k += 1 }
        if let sink = frameSink { return try feed(sink, from: renderer, draw: draw, path: path(ofFrame:)) }
        // Read-back, PNG encoding and writing overlap the drawing of the next frames.
        let queue = FrameWriteQueue(writer: writer, directory: outputDirectory, encoders: encoders)
        defer { _ = try? queue.finish() }
        var submitted = 0
        /// Hands the oldest frame read back to the queue; false once a write failed.
        func submitOldest() -> Bool {
            guard let image = renderer.finishReadback() else { return false }
            defer { submitted += 1 }
            return queue.submit(image, to: path(ofFrame: submitted))
        }
        for i in 0..<frames {
            draw(i)
            renderer.beginReadback()
            if renderer.readbacksInFlight >= renderer.readbackDepth, !submitOldest() { break }
            let signal = interruption()
            if signal != 0, i + 1 < frames {
                while submitOldest() {}
                let written = try queue.finish()
                throw PlaygroundError.exportInterrupted(signal: signal, framesWritten: written.count,
                                                        directory: outputDirectory)
            }
        }
        while submitOldest() {}
        return try queue.finish()

        func draw(_ i: Int) {
            let t = clockStart + from + Double(i) * step
            clock.set(t)
            CARunLoop.tick()
            eachFrame()
            renderer.render(root.renderSnapshot(at: t), background: Theme.background)
        }
        func path(ofFrame i: Int) -> String {
            (outputDirectory as NSString).appendingPathComponent(Self.fileName(ofFrame: i, frameCount: frames))
        }
    }

    /// Creates the output folder (or checks the one there) and takes its lock, then removes old
    /// frames with `overwrite` and the temporary files of killed exports. Returns the lock.
    private func prepareOutputDirectory() throws -> ExportLock {
        try Self.refuseLink(at: outputDirectory)
        try Self.createFolder(outputDirectory)
        // Locked before anything is checked or removed: a second export into the folder stops here.
        let lock = try ExportLock.forFolder(outputDirectory)
        try Self.checkOutputDirectory(outputDirectory, overwrite: overwrite)
        if overwrite {
            for name in Self.frameFiles(in: outputDirectory) { unlink(outputDirectory + "/" + name) }
        }
        AtomicFileWriter.removeLeftovers(in: outputDirectory)
        return lock
    }

    /// Creates `path` and the folders above it, as needed. Throws `PlaygroundError.exportFailed`
    /// (a file in the way, no permission), or `.outputIsFile` when `path` is a file.
    static func createFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PlaygroundError.outputIsFile(path: path) }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
            let detail = reason.map { " (\($0))" } ?? ""
            throw PlaygroundError.exportFailed(path: path, reason: "the folder could not be created" + detail)
        }
    }
}
