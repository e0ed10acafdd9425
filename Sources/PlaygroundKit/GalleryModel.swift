import AnimationCore
import AnimationUIKit
import Foundation
import Gallery

/// The playground's state machine: tiles, selection, focus, scrolling, the filter, slow
/// motion, pause and stepping, and the routing of pointer, wheel, key and text input to the
/// scene that is open full-window.
///
/// Input is `InputEvent` (no SDL); the effects go straight to the scenes (start, stop,
/// restart, their windows' input) and to the layer tree (speeds through `TimeControl`, layout
/// and labels through `GalleryStage`). A host only feeds events, turns the run loop and renders
/// `stage.root`. Reads the time from `CACurrentMediaTime()`, so tests drive it with a `ManualClock`.
///
/// Scenes are built from their catalogue entries when their tile is first shown, and only the
/// scenes on screen run: a scene scrolled out of view (or filtered out, or behind a full-window
/// scene) has its root layer's speed set to 0 until it shows again.
public final class GalleryModel {
    /// The catalogue entries, in tile order.
    public let entries: [SceneEntry]
    /// The built scenes (nil until first shown), indexed like `entries`.
    public internal(set) var builtScenes: [Scene?]
    /// The layer tree to render.
    public let stage: GalleryStage
    /// The selected tile (an index into `entries`).
    public internal(set) var selection = 0
    /// The scene shown full-window, if any.
    public internal(set) var focused: Int?
    /// How many times slower slow motion is (default 10, like the simulator's).
    public internal(set) var slowFactor: Double
    public internal(set) var slowedScenes: Set<Int> = []
    public internal(set) var pausedScenes: Set<Int> = []
    public internal(set) var isGallerySlowed = false
    public internal(set) var isGalleryPaused = false
    public internal(set) var showsHUD = false
    public internal(set) var showsHelp = false
    /// The grid's filter text (matched against titles, documents, sections and techniques).
    public internal(set) var filter = ""
    /// True while typing the filter (after `/`).
    public internal(set) var isFiltering = false
    /// Entries whose first real input has been delivered (their scripted demo has stopped).
    public internal(set) var takenOver: Set<Int> = []
    /// True while the pointer is pressed on the full-window scene: moves and the release go to it.
    var pointerCaptured = false
    /// True once `startAll()` ran: scenes built later start as they are built.
    var startsScenesWhenBuilt = false
    var windowSize: CGSize
    var pixelScale: CGFloat
    /// True right after `/` started the filter: the "/" that SDL's text input sends for the same
    /// key press is not part of the filter.
    var swallowsFilterSlash = false
    /// Scenes whose root layer is currently held at speed 0 because they are off screen.
    var offscreen: Set<Int> = []
    /// The timeline inspector's panel and editors (see `GalleryModel+Inspector.swift`).
    public internal(set) var inspector = InspectorState()
    /// Receives the text of "Copy as Swift" (the window app puts it on the clipboard and prints it).
    public var onCopy: ((String) -> Void)?
    /// Key `E` on a full-window scene: the window app starts or stops recording it (nil headless).
    public var onRecordToggle: ((Int) -> Void)?

    /// Factors that `[` and `]` step through.
    public static let factorLadder: [Double] = [2, 3, 4, 5, 10, 20, 50, 100]

    /// A model of the catalogue `entries` for a window of `windowSize` points at `pixelScale`
    /// pixels per point. Nothing is built until a tile shows.
    public init(entries: [SceneEntry], windowSize: CGSize = CGSize(width: 1280, height: 800),
                pixelScale: CGFloat = 1, slowFactor: Double = 10) {
        self.entries = entries
        builtScenes = Array(repeating: nil, count: entries.count)
        self.slowFactor = LaunchOptions.factorRange.contains(slowFactor) ? slowFactor : 10
        self.windowSize = windowSize
        self.pixelScale = pixelScale
        UIScreen.main.hostDidResize(to: windowSize, scale: pixelScale)
        stage = GalleryStage(entries: entries, windowSize: windowSize)
        relayout(offset: 0)
    }

    /// A model of already built `scenes` (tests, and hosts that build their own).
    public convenience init(scenes: [Scene], windowSize: CGSize = CGSize(width: 1280, height: 800),
                            pixelScale: CGFloat = 1, slowFactor: Double = 10) {
        self.init(entries: scenes.map { SceneEntry(prebuilt: $0) }, windowSize: windowSize,
                  pixelScale: pixelScale, slowFactor: slowFactor)
    }

    // MARK: Reading the state

    /// The scene of entry `i` if it has been built.
    public func scene(at i: Int) -> Scene? { builtScenes.indices.contains(i) ? builtScenes[i] : nil }

    /// The speed of scene `i`'s root layer: 0 paused (or off screen), 1/factor slowed, else 1.
    public func sceneSpeed(_ i: Int) -> Float {
        if pausedScenes.contains(i) || offscreen.contains(i) { return 0 }
        return slowedScenes.contains(i) ? Float(1 / slowFactor) : 1
    }

    /// The speed of the gallery layer (every tile).
    public var gallerySpeed: Float { isGalleryPaused ? 0 : (isGallerySlowed ? Float(1 / slowFactor) : 1) }

    /// True when scene `i` is paused on its own.
    public func isScenePaused(_ i: Int) -> Bool { pausedScenes.contains(i) }

    /// The entries on screen: the focused one, or the grid's visible tiles.
    public var visibleScenes: [Int] { stage.visibleEntries }

    /// The entries the filter keeps, in tile order. Matched once per filter text (the grid
    /// asks every frame, and matching every field of every entry cost a filtered gallery a
    /// tenth of its frame).
    public var filteredEntries: [Int] {
        if let (text, kept) = filterMatches, text == filter { return kept }
        let kept = entries.indices.filter { entries[$0].info.matches(filter, title: entries[$0].title) }
        filterMatches = (filter, kept)
        return kept
    }
    /// The last filter text and the entries it kept (`entries` never changes).
    private var filterMatches: (String, [Int])?

    /// The entries the number keys select: the grid's wholly visible tiles, at most ten (1…9, 0).
    public var numberedEntries: [Int] {
        Array(stage.layout.fullyVisibleTiles(offset: stage.offset).prefix(10).map { stage.items[$0] })
    }

    /// True while a text field in the full-window scene is editing: keys and text go to it.
    public var isEditingText: Bool {
        guard let f = focused else { return false }
        return scene(at: f)?.window?.isEditingText ?? false
    }

    /// True while something on screen moves: a visible scene running or stopping at a non-zero
    /// speed, or the grid scrolling. When false the host can stop drawing and wait for events.
    public var needsFrames: Bool {
        if !(stage.scroller.animationKeys()?.isEmpty ?? true) { return true }
        return gallerySpeed != 0 && visibleScenes.contains { i in
            guard let s = scene(at: i) else { return false }
            return (s.state == .running || s.state == .stopping) && sceneSpeed(i) != 0
        }
    }

    /// The state line of tile `i` ("running · slow ×10 · paused").
    public func statusText(ofScene i: Int) -> String {
        var parts = [(scene(at: i)?.state ?? .idle).rawValue]
        if slowedScenes.contains(i) { parts.append("slow ×\(Self.format(slowFactor))") }
        if pausedScenes.contains(i) { parts.append("paused") }
        return parts.joined(separator: " · ")
    }

    /// What the badge on tile `i` says: its slow-motion factor ("×10") and "paused", its own or
    /// the whole gallery's; nil at normal speed.
    public func speedBadgeText(ofScene i: Int) -> String? {
        var parts: [String] = []
        if slowedScenes.contains(i) || isGallerySlowed { parts.append("×\(Self.format(slowFactor))") }
        if pausedScenes.contains(i) || isGalleryPaused { parts.append("paused") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
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

    /// Starts every visible scene that is not running, and every scene built from now on
    /// (the gallery opens live).
    public func startAll() {
        startsScenesWhenBuilt = true
        for i in visibleScenes { if let s = scene(at: i), s.state == .idle || s.state == .stopped { s.start() } }
        refresh()
    }

    /// Opens scene `index` full-window (nil goes back to the grid).
    public func focus(_ index: Int?) {
        if let i = index, !entries.indices.contains(i) { return }
        if let old = focused, old != index { releasePointer(of: old) }
        if let i = index { selection = i }
        focused = index
        relayout(offset: stage.layout.offset(revealing: stage.items.firstIndex(of: selection) ?? 0, from: stage.offset))
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
        case let .keyCommand(key, shift): response = handleKeyCommand(key, shift: shift)
        case let .text(text): response = handleText(text)
        case let .pointerDown(p, clicks): pointerDown(p, clickCount: clicks)
        case let .pointerMoved(p): response.changed = pointerMoved(p)
        case let .pointerUp(p): pointerUp(p)
        case let .wheel(dx, dy, p): wheel(dx: dx, dy: dy, at: p)
        case .focusLost:
            _ = inspectorHover(nil)
            if let f = focused { releasePointer(of: f) }
        case let .resize(size, scale):
            windowSize = size
            pixelScale = scale
            UIScreen.main.hostDidResize(to: size, scale: scale)
            relayout(offset: stage.offset)
        case .quitRequested: response.quit = true
        }
        refresh()
        return response
    }

    /// Brings labels and overlays up to date, builds scenes that came into view and holds those
    /// that left it (the host calls it once per frame, since scenes change state from animation
    /// callbacks and the grid may be scrolling).
    public func refresh() {
        syncVisibility()
        followPlayhead()
        stage.refresh(from: self)
    }

    // MARK: Layout, building and visibility

    /// Lays the stage out again for the current window, filter, focus and HUD, at `offset`.
    func relayout(offset: CGFloat) {
        stage.apply(windowSize: windowSize, pixelScale: pixelScale, items: filteredEntries, offset: offset,
                    focused: focused, showsHUD: showsHUD)
        refresh()
    }

    /// Scrolls the grid so the selected tile is wholly visible.
    func revealSelection(animated: Bool = true) {
        guard let k = stage.items.firstIndex(of: selection) else { return }
        stage.scroll(to: stage.layout.offset(revealing: k, from: stage.offset), animated: animated)
    }

    /// Builds the scenes now on screen, starts them if the gallery is live, and sets every built
    /// scene's speed for whether it is on screen.
    func syncVisibility() {
        stage.updateVisibility()
        let visible = Set(visibleScenes)
        for i in visible where builtScenes[i] == nil { build(i) }
        let hidden = Set(entries.indices).subtracting(visible).filter { builtScenes[$0] != nil }
        guard hidden != offscreen else { return }
        offscreen = hidden
        applySpeeds()
    }

    private func build(_ i: Int) {
        let scene = entries[i].make()
        builtScenes[i] = scene
        Theme.withoutAnimation { stage.tiles[i].attach(scene) }
        TimeControl.setSpeed(sceneSpeed(i), of: scene.rootLayer, atMediaTime: CACurrentMediaTime())
        if startsScenesWhenBuilt, scene.state == .idle { scene.start() }
    }

    /// Gives every built root layer the speed the state asks for, without jumps in time.
    func applySpeeds() {
        let now = CACurrentMediaTime()
        for layer in stage.timeRoots { TimeControl.setSpeed(gallerySpeed, of: layer, atMediaTime: now) }
        for i in entries.indices {
            if let s = builtScenes[i] { TimeControl.setSpeed(sceneSpeed(i), of: s.rootLayer, atMediaTime: now) }
        }
    }
}
