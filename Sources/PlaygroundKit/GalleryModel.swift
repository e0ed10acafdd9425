import AnimationCore
import Foundation
import Gallery

/// The playground's state machine: tiles, selection, focus, slow motion, pause and stepping.
///
/// Input is `InputEvent` (no SDL); the effects go straight to the scenes (start, stop,
/// restart, pointer presses) and to the layer tree (speeds through `TimeControl`, layout and
/// labels through `GalleryStage`). A host only feeds events, turns the run loop and renders
/// `stage.root`. Reads the time from `CACurrentMediaTime()`, so tests drive it with a `ManualClock`.
public final class GalleryModel {
    /// The scenes, in tile order.
    public let scenes: [Scene]
    /// The layer tree to render.
    public let stage: GalleryStage
    /// The selected tile.
    public private(set) var selection = 0
    /// The scene shown full-window, if any.
    public private(set) var focused: Int?
    /// How many times slower slow motion is (default 10, like the simulator's).
    public private(set) var slowFactor: Double
    public private(set) var slowedScenes: Set<Int> = []
    public private(set) var pausedScenes: Set<Int> = []
    public private(set) var isGallerySlowed = false
    public private(set) var isGalleryPaused = false
    public private(set) var showsHUD = false
    public private(set) var showsHelp = false

    /// Factors that `[` and `]` step through.
    public static let factorLadder: [Double] = [2, 3, 4, 5, 10, 20, 50, 100]

    /// A model of `scenes` for a window of `windowSize` points at `pixelScale` pixels per point.
    public init(scenes: [Scene], windowSize: CGSize = CGSize(width: 1280, height: 800),
                pixelScale: CGFloat = 1, slowFactor: Double = 10) {
        self.scenes = scenes
        self.slowFactor = LaunchOptions.factorRange.contains(slowFactor) ? slowFactor : 10
        stage = GalleryStage(scenes: scenes, windowSize: windowSize)
        stage.apply(windowSize: windowSize, pixelScale: pixelScale, focused: nil)
        refresh()
    }

    // MARK: Reading the state

    /// The speed of scene `i`'s root layer: 0 paused, 1/factor slowed, else 1.
    public func sceneSpeed(_ i: Int) -> Float {
        pausedScenes.contains(i) ? 0 : (slowedScenes.contains(i) ? Float(1 / slowFactor) : 1)
    }

    /// The speed of the gallery layer (every tile).
    public var gallerySpeed: Float { isGalleryPaused ? 0 : (isGallerySlowed ? Float(1 / slowFactor) : 1) }

    /// True when scene `i` is paused on its own.
    public func isScenePaused(_ i: Int) -> Bool { pausedScenes.contains(i) }

    /// The scenes on screen: the focused one, or all.
    public var visibleScenes: [Int] { focused.map { [$0] } ?? Array(scenes.indices) }

    /// True while something on screen moves: a visible scene running or stopping at a non-zero
    /// speed. When false the host can stop drawing and wait for events.
    public var needsFrames: Bool {
        gallerySpeed != 0 && visibleScenes.contains { i in
            (scenes[i].state == .running || scenes[i].state == .stopping) && sceneSpeed(i) != 0
        }
    }

    /// The state line of tile `i` ("running · slow ×10 · paused").
    public func statusText(ofScene i: Int) -> String {
        var parts = [scenes[i].state.rawValue]
        if slowedScenes.contains(i) { parts.append("slow ×\(Self.format(slowFactor))") }
        if pausedScenes.contains(i) { parts.append("paused") }
        return parts.joined(separator: " · ")
    }

    /// The gallery-wide state shown in the header ("" when normal).
    public var galleryStatusText: String {
        var parts: [String] = []
        if isGallerySlowed { parts.append("slow motion ×\(Self.format(slowFactor))") }
        if isGalleryPaused { parts.append("paused") }
        return parts.joined(separator: " · ")
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(format: "%.3g", x)
    }

    // MARK: Commands (also used by the command line)

    /// Starts every scene that is not running (the gallery opens live).
    public func startAll() {
        for s in scenes where s.state == .idle || s.state == .stopped { s.start() }
        refresh()
    }

    /// Opens scene `index` full-window (nil goes back to the grid).
    public func focus(_ index: Int?) {
        if let i = index, !scenes.indices.contains(i) { return }
        if let i = index { selection = i }
        focused = index
        stage.apply(windowSize: stage.layout.windowSize, pixelScale: stage.pixelScale, focused: focused)
        refresh()
    }

    /// Turns gallery-wide slow motion on or off, optionally with a new factor.
    public func setGallerySlowMotion(_ on: Bool, factor: Double? = nil) {
        if let f = factor, f.isFinite, LaunchOptions.factorRange.contains(f) { slowFactor = f }
        isGallerySlowed = on
        applySpeeds()
    }

    /// Handles one event and applies its effects.
    @discardableResult
    public func handle(_ event: InputEvent) -> InputResponse {
        var response = InputResponse(changed: true)
        switch event {
        case let .key(key, shift): response = handleKey(key, shift: shift)
        case let .pointerDown(p, clicks): pointerDown(p, clickCount: clicks)
        case let .resize(size, scale):
            stage.apply(windowSize: size, pixelScale: scale, focused: focused)
        case .quitRequested: response.quit = true
        }
        refresh()
        return response
    }

    /// Brings labels and overlays up to date (the host calls it once per frame, since scenes
    /// change state from animation callbacks).
    public func refresh() { stage.refresh(from: self) }

    // MARK: Keys

    private func handleKey(_ key: Key, shift: Bool) -> InputResponse {
        guard !scenes.isEmpty || key == .escape || key == .character("h") || key == .character("?") || key == .character("f") else {
            return InputResponse()
        }
        switch key {
        case .digit(let d):
            let i = d == 0 ? 9 : d - 1
            guard scenes.indices.contains(i) else { return InputResponse() }
            selection = i
            if focused != nil { focus(i) }
        case .left, .right, .up, .down:
            let (dx, dy) = key == .left ? (-1, 0) : key == .right ? (1, 0) : key == .up ? (0, -1) : (0, 1)
            if focused != nil {
                if dy == 0 { focus(min(max(selection + dx, 0), scenes.count - 1)) }
            } else {
                selection = stage.layout.move(from: selection, dx: dx, dy: dy)
            }
        case .enter: if focused == nil { focus(selection) }
        case .escape:
            if showsHelp { showsHelp = false } else if focused != nil { focus(nil) } else { return InputResponse(quit: true, changed: false) }
        case .space: startOrStop(selection)
        case .character(let c): return handleCharacter(c, shift: shift)
        }
        return InputResponse(changed: true)
    }

    private func handleCharacter(_ c: Character, shift: Bool) -> InputResponse {
        switch c {
        case "s":
            if shift { isGallerySlowed.toggle() } else { slowedScenes.formSymmetricDifference([selection]) }
            applySpeeds()
        case "[", "]": changeFactor(up: c == "]")
        case "p":
            if shift { isGalleryPaused.toggle() } else { pausedScenes.formSymmetricDifference([selection]) }
            applySpeeds()
        case ",", ".": step(forward: c == ".")
        case "r": scenes[selection].restart()
        case "f": showsHUD.toggle()
        case "h", "?": showsHelp.toggle()
        case "/" where shift: showsHelp.toggle()
        default: return InputResponse()
        }
        return InputResponse(changed: true)
    }

    /// Space: a running scene plays its stop choreography; an idle or stopped one starts.
    /// A paused scene is resumed first, so its choreography can actually play.
    private func startOrStop(_ i: Int) {
        guard scenes.indices.contains(i) else { return }
        if pausedScenes.remove(i) != nil { applySpeeds() }
        switch scenes[i].state {
        case .running: scenes[i].stop()
        case .stopping: break
        case .idle, .stopped: scenes[i].start()
        }
    }

    /// `]` makes slow motion slower (a larger factor), `[` less slow, along `factorLadder`.
    private func changeFactor(up: Bool) {
        let ladder = Self.factorLadder
        let next = up ? ladder.first { $0 > slowFactor + 1e-9 } : ladder.last { $0 < slowFactor - 1e-9 }
        slowFactor = next ?? slowFactor
        applySpeeds()
    }

    /// One frame back or forward in the selected scene's time (pausing it first if nothing
    /// is paused); steps the gallery instead when only the gallery is paused.
    private func step(forward: Bool) {
        let delta = forward ? TimeControl.frameStep : -TimeControl.frameStep
        if !pausedScenes.contains(selection) && isGalleryPaused {
            TimeControl.step(stage.gallery, by: delta)
            return
        }
        if !pausedScenes.contains(selection) {
            pausedScenes.insert(selection)
            applySpeeds()
        }
        TimeControl.step(scenes[selection].rootLayer, by: delta)
    }

    /// Gives every root layer the speed the state asks for, without jumps in time.
    private func applySpeeds() {
        let now = CACurrentMediaTime()
        TimeControl.setSpeed(gallerySpeed, of: stage.gallery, atMediaTime: now)
        for i in scenes.indices { TimeControl.setSpeed(sceneSpeed(i), of: scenes[i].rootLayer, atMediaTime: now) }
    }

    // MARK: Pointer

    private func pointerDown(_ p: CGPoint, clickCount: Int) {
        if showsHelp { showsHelp = false; return }
        if let f = focused {
            if let local = stage.scenePoint(p, inTile: f) { _ = scenes[f].pointerDown(at: local) }
            return
        }
        guard let i = stage.layout.tileIndex(at: p) else { return }
        selection = i
        if clickCount >= 2 { focus(i) }
    }
}
