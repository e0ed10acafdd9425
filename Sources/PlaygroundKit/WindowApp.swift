import AnimationCore
import AnimationRender
import AnimationUIKit
import Foundation
import Gallery

/// The windowed playground: a `DisplayWindow` (resizable, high-DPI aware, its renderer
/// accelerated with vsync, else software) and the frame loop. Frames are paced to the display
/// (vsync when present blocks, otherwise waiting for events until the next frame's deadline);
/// when nothing on screen moves the loop sleeps until an event comes.
public final class WindowApp {
    /// What to open.
    public struct Configuration {
        public var size = PixelSize.defaultWindow
        /// Open this scene full-window.
        public var sceneName: String?
        /// Start with the gallery slowed by this factor.
        public var slowFactor: Double?
        /// Open the timeline inspector at launch.
        public var showsInspector = false
        public var title = "Animation Playground"
        /// Run as a build of a user's package under `playground watch`: come back to the state
        /// handed over, report status, show build errors and crashes (see `WatchChannel`).
        public var watch: WatchChannel?
        public init() {}
    }

    private let configuration: Configuration
    var window: DisplayWindow?
    var renderer: Renderer? { window?.renderer }
    var model: GalleryModel!
    /// Key `E`'s recording and the files being finished (at most two encoders at once).
    let recordings = WindowRecordings()
    /// What the recordings did, at the bottom of the window.
    let notice = WindowNotice()
    /// The gallery entry being recorded.
    var recordedEntry: Int?
    /// At quit, recordings still being finished after this many seconds are abandoned.
    static let quitGrace = 1.5
    private var running = true
    var dirty = true
    /// True while the window is hidden or minimised: nothing is drawn.
    private var minimized = false
    /// Lines on stderr for UIApplication's state notifications (`PLAYGROUND_LOG_APP_STATE=1`).
    private var appStateLog: AppStateLog?
    private var presentsWithVsync: Bool { window?.presentsWithVsync ?? false }
    private var presentTime = 0.0
    /// SDL's name of the render driver in use ("opengl", "software"…), shown in the HUD.
    private var rendererName: String { window?.rendererName ?? "" }
    private var meter = FrameMeter()
    private var lastHUDUpdate = -Double.infinity
    /// `PLAYGROUND_MEMORY_LOG`: the app's memory accounts every 10 s (see `MemoryLog`).
    private lazy var memoryLog = MemoryLog.fromEnvironment(now: CACurrentMediaTime())
    /// Build errors and crashes of a watched package, over the picture.
    private let liveOverlay = LiveOverlay()
    /// What `playground watch` handed over at launch.
    private var handover: WatchHandover?
    /// Frames presented so far (a watched build is "ready" after the first).
    private var framesPresented = 0
    /// The process that started this one (under `playground watch`, the supervisor).
    private var supervisor: pid_t = 0
    /// The media time of the last frame's run-loop turn.
    private var lastFrameTime: CFTimeInterval = 0
    /// The memory budget when the window opened and how it draws: bounds later resizes.
    var sizeBudget: (budget: MemoryBudget, drawing: MemoryNeed.Drawing)?
    /// True once a resize was refused (said on stderr the first time only).
    var saidSizeKept = false
    /// Under a memory limit, the room is checked before each frame (nil: no limit applies).
    var memoryGuard: WindowMemoryGuard?
    /// The pixels of the last frame drawn under a memory limit (what the room was measured with).
    var drawnPixels = 0

    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// True when the environment names a display SDL can open a window on.
    public static var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        return ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(env[$0] ?? "").isEmpty }
    }

    /// Opens the window and runs until the user quits. Throws `PlaygroundError`.
    public func run() throws {
        guard WindowApp.hasDisplay else { throw PlaygroundError.noDisplay }
        try AssetCheck.prepare()
        let entries = SceneCatalog.entries
        var focus: Int?
        if let name = configuration.sceneName {
            guard let i = entries.firstIndex(where: { $0.identifier == name }) else {
                throw PlaygroundError.unknownScene(name: name, known: entries.map(\.identifier))
            }
            focus = i
        }
        handover = configuration.watch?.readHandover()
        supervisor = getppid()
        _ = memoryLog   // opened (and SIGUSR1 handled) before the first frame, whatever the file
        // A watched build starts its scenes at media time 0 on a manual clock, runs them to the
        // handed-over time, then goes on at the monotonic clock's pace (`LiveSceneState`).
        let restoreClock = configuration.watch == nil ? nil : ManualClock(time: 0)
        if let restoreClock { CAMediaClock.clock = restoreClock }
        try openWindow()
        defer { closeWindow() }
        let (size, scale) = windowMetrics()
        model = GalleryModel(entries: entries, windowSize: size, pixelScale: scale,
                             slowFactor: configuration.slowFactor ?? 10)
        CARunLoop.tick()
        model.onCopy = Self.copyToClipboard
        UIPasteboard.general.storage = SystemPasteboardStorage()
        UIApplication.shared.hostReset()
        appStateLog = AppStateLog.fromEnvironment()
        model.onRecordToggle = { [unowned self] entry in self.toggleRecording(of: entry) }
        model.stage.root.addSublayer(notice.layer)
        // A reloaded build opens its full-window scene before anything starts, so only that scene
        // is made and replayed (not every tile the grid would show first).
        if let state = handover?.state, state.fullWindow,
           let i = entries.firstIndex(where: { $0.identifier == state.sceneIdentifier }) { model.focus(i) }
        model.startAll()
        if let f = configuration.slowFactor { model.setGallerySlowMotion(true, factor: f) }
        if let focus, handover?.state == nil { model.focus(focus) }
        if configuration.showsInspector { model.toggleInspector() }
        if let restoreClock {
            if let state = handover?.state, let channel = configuration.watch {
                model.restore(state, on: restoreClock) { t in
                    var reached = state
                    reached.sceneTime = t
                    channel.publish(WatchStatus(state: reached, ready: false), now: 0, force: true)
                }
            }
            // After a crash the build is shown frozen just before it, so its timers never fire again.
            if handover?.message?.isCrash != true { CAMediaClock.clock = ContinuingClock(from: restoreClock.now) }
            model.stage.root.addSublayer(liveOverlay.layer)
            liveOverlay.show(handover?.message, in: size)
            window?.show()
        }
        loop()
        // A recording in progress is finished as if E had been pressed; files still being
        // finished after `quitGrace` seconds are abandoned, so quitting never waits on ffmpeg.
        recordings.finishAll(within: Self.quitGrace)
        takeNotices()
    }

    /// "Copy as Swift": the text goes to the system clipboard and to the terminal.
    static func copyToClipboard(_ text: String) {
        do { try DisplayWindow.copyToClipboard(text) } catch {
            let line = "playground: could not copy to the clipboard: \(sdlMessage(error))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        print("Copied as Swift:\n\(text)")
        fflush(stdout)
    }

    // MARK: Window

    private func openWindow() throws {
        try WindowApp.startVideo()
        let (size, drawing, budget) = try WindowApp.fittedSize(configuration.size)
        // A reloaded build opens where the previous one was (same place, same size), hidden until
        // it has caught up with the build it replaces, so a build that hangs on the way never
        // covers the one still running.
        let frame = handover?.state?.window
        let (width, height) = frame.map { (max(320, $0.width), max(240, $0.height)) } ?? (size.width, size.height)
        do {
            window = try DisplayWindow(title: configuration.title, width: width, height: height,
                                       origin: frame.map { ($0.x, $0.y) }, hidden: configuration.watch != nil,
                                       openGL: drawing == .openGL)
        } catch let RenderError.sdlFailure(call, message) {
            throw PlaygroundError.windowFailed(call: call, message: message)
        }
        let drawn: MemoryNeed.Drawing = drawing == .openGL ? .openGL : .software
        sizeBudget = (budget, drawn)
        if WindowMemoryGuard.room(in: budget) != nil { memoryGuard = WindowMemoryGuard(drawing: drawn) }
        window?.limitSize(toPixels: budget.largestFrame(for: .window, drawing: drawn))
    }

    /// `requested` fitted into the first display's usable bounds (said in one line when it had
    /// to shrink), and how to draw it: with OpenGL when that fits in memory, else with SDL's
    /// software renderer (said in one line); throws when neither fits. Also the budget, which
    /// bounds later resizes.
    private static func fittedSize(_ requested: PixelSize) throws
        -> (PixelSize, MemoryBudget.RendererChoice, MemoryBudget) {
        let usable = DisplayWindow.usableDisplaySize().map { PixelSize(width: $0.width, height: $0.height) }
            ?? PixelSize(width: 0, height: 0)
        if let notice = WindowFit.notice(requested: requested, usable: usable) {
            FileHandle.standardError.write(Data((notice + "\n").utf8))
        }
        let size = WindowFit.fit(requested, within: usable)
        let budget = MemoryBudget.current()
        let drawing: MemoryBudget.RendererChoice
        do { drawing = try budget.renderer(for: size, use: .window) } catch {
            DisplayWindow.stopVideo()
            throw error
        }
        if case let .software(notice) = drawing { FileHandle.standardError.write(Data("playground: \(notice)\n".utf8)) }
        return (size, drawing, budget)
    }

    /// Starts SDL's video subsystem and checks that it reached a display a person can see
    /// (`DisplayCheck`); throws `PlaygroundError` after shutting SDL down again.
    static func startVideo() throws {
        let environment = ProcessInfo.processInfo.environment
        let driver: String?
        do { driver = try DisplayWindow.startVideo() } catch {
            switch DisplayCheck.problem(videoDriver: nil, environment: environment) {
            case let .displayUnavailable(variable, value)?:
                throw PlaygroundError.displayUnavailable(variable: variable, value: value)
            case .noDisplay?: throw PlaygroundError.noDisplay
            default: throw PlaygroundError.windowFailed(call: "SDL_Init", message: sdlMessage(error))
            }
        }
        if let problem = DisplayCheck.problem(videoDriver: driver, environment: environment) {
            DisplayWindow.stopVideo()
            throw problem
        }
    }

    /// SDL's own message in a `RenderError.sdlFailure`, else the error's description.
    private static func sdlMessage(_ error: Error) -> String {
        if case let RenderError.sdlFailure(_, message) = error { return message }
        return "\(error)"
    }

    private func closeWindow() {
        window?.close()
        window = nil
    }

    /// The window size in points and the pixels per point (drawable size / window size).
    func windowMetrics() -> (CGSize, CGFloat) {
        let (ww, wh) = window?.size ?? (0, 0)
        let pw = window?.drawableSize.width ?? 0
        let size = CGSize(width: CGFloat(max(1, ww)), height: CGFloat(max(1, wh)))
        let scale = ww > 0 && pw > 0 ? CGFloat(pw) / CGFloat(ww) : 1
        return (size, scale)
    }

    /// Seconds between display refreshes (60 Hz when the display does not say).
    private var framePeriod = 1.0 / 60

    private func displayFramePeriod() -> Double {
        if let hz = window?.refreshRate, hz >= 20 { return 1 / Double(hz) }
        return 1.0 / 60
    }

    // MARK: Loop

    /// True when presenting waits for the display (vsync that works): no extra waiting then.
    private var vsyncBlocks: Bool { presentsWithVsync && presentTime > framePeriod * 0.25 }

    private func loop() {
        guard let window else { return }
        var deadline = CACurrentMediaTime()
        framePeriod = displayFramePeriod()
        while running {
            let period = framePeriod
            if minimized || (!dirty && !model.needsFrames) {
                // Nothing moves: sleep until the next event (a watched build wakes every 0.1 s
                // to report to the supervisor and pick up its messages).
                meter.reset()
                // So do finishing recordings and a notice that is to be hidden.
                if configuration.watch != nil || recordings.isBusy || notice.isShown {
                    if let event = window.waitEvent(milliseconds: 100) { process(event) }
                } else if let event = window.waitEvent() { process(event) }
            }
            if configuration.watch != nil { exchangeWithSupervisor() }
            takeNotices()
            while running, let event = window.pollEvent() { process(event) }
            guard running else { break }
            if minimized { continue }
            let presented = drawFrame()
            guard model.needsFrames else { continue }
            // Pace to the display: present blocks with working vsync; otherwise (or when nothing
            // changed and nothing was presented) wait for events until the deadline.
            let now = CACurrentMediaTime()
            deadline = max(deadline + period, now - period)
            if vsyncBlocks && presented { deadline = now; continue }
            while running, !dirty, case let left = deadline - CACurrentMediaTime(), left > 0.001 {
                if let event = window.waitEvent(milliseconds: Int((left * 1000).rounded(.down))) { process(event) }
            }
        }
    }

    private func process(_ event: WindowEvent) {
        switch WindowInput.translate(event) {
        case .input(let input):
            let response = model.handle(input)
            if response.quit { running = false }
            dirty = dirty || response.changed
        case .resized:
            windowResized()
        case .focusChanged(let focused):
            if !focused {
                let response = model.handle(.focusLost)
                if response.quit { running = false }
            }
            UIApplication.shared.hostWindowFocusChanged(focused)
            renderer?.invalidate()
            dirty = true
        case .visibilityChanged:
            // Read the truth from the window: X11 reports a restore even while still unmapped.
            minimized = window?.isHidden ?? false
            UIApplication.shared.hostWindowVisibilityChanged(!minimized)
            renderer?.invalidate()
            dirty = true
        case .needsRedraw:
            // Exposed: the window needs the whole frame presented again.
            renderer?.invalidate()
            dirty = true
        case .renderReset:
            renderer?.purgeAllStores()
            dirty = true
        case .ignored:
            break
        }
    }

    /// Lays everything out again for the window's size (after a resize, or after it was kept smaller).
    func windowResized() {
        keepWindowWithinMemory()
        renderer?.invalidate()
        let (size, scale) = windowMetrics()
        model.handle(.resize(size, pixelScale: scale))
        liveOverlay.place(in: size)
        notice.place(in: size)
        framePeriod = displayFramePeriod()   // the window may now be on another display
        dirty = true
    }

    /// Draws a frame and presents it, unless nothing on screen changed (the renderer redraws
    /// only changes and found none: the window still shows the frame). Returns whether it presented.
    @discardableResult
    private func drawFrame() -> Bool {
        guard let window, let renderer else { return false }
        let start = CACurrentMediaTime()
        CARunLoop.tick()
        lastFrameTime = start
        model.refresh()
        if model.showsHUD && start - lastHUDUpdate > 0.25 {
            lastHUDUpdate = start
            model.stage.hud.show(hudReadout(renderer.stats))
        }
        keepFramesWithinMemory()
        notice.obstacleTop = model.stage.footerTop
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        if recordings.current != nil { recordFrame(renderer, at: start) }
        memoryLog?.sample(now: start, stats: renderer.stats, recording: recordings.current != nil)
        let work = CACurrentMediaTime() - start
        dirty = false
        guard renderer.stats.damagedPixels > 0 else {
            meter.record(at: CACurrentMediaTime(), cost: work)
            return false
        }
        let beforePresent = CACurrentMediaTime()
        window.present()
        framesPresented += 1
        let end = CACurrentMediaTime()
        presentTime = presentTime * 0.8 + (end - beforePresent) * 0.2
        meter.record(at: end, cost: work)
        return true
    }

    /// Under `playground watch`: publishes the state (the heartbeat the watchdog reads) and
    /// shows the supervisor's latest message.
    private func exchangeWithSupervisor() {
        guard let channel = configuration.watch else { return }
        // A build under `playground watch` ends with its supervisor (it is then reparented).
        if getppid() != supervisor { running = false; return }
        let now = MonotonicClock().now
        var state = model.liveState(atMediaTime: lastFrameTime)
        if let window {
            let (origin, size) = (window.origin, window.size)
            state.window = .init(x: origin.x, y: origin.y, width: size.width, height: size.height)
        }
        let ready = framesPresented > 0
        channel.publish(WatchStatus(state: state, ready: ready), now: now, force: ready && framesPresented == 1)
        if case let .some(message) = channel.pollMessage(now: now) {
            liveOverlay.show(message, in: windowMetrics().0)
            dirty = true
        }
    }

    private func hudReadout(_ stats: RenderStats) -> HUDReadout {
        let i = model.selection
        let scene = model.scene(at: i)
        var readout = HUDReadout(framesPerSecond: meter.framesPerSecond, frameMilliseconds: meter.averageMilliseconds,
                                 sceneTitle: scene?.title ?? "no scene", sceneState: scene?.state ?? .idle,
                                 sceneSpeed: scene == nil ? 1 : model.sceneSpeed(i), gallerySpeed: model.gallerySpeed,
                                 render: stats)
        readout.backend = rendererName + (vsyncBlocks ? " vsync" : "")
        return readout
    }
}
