import AnimationCore
import Foundation
import Gallery

/// What a reload hands from the running build of a user's package to the next: the selected
/// scene and its time, slow motion, pause, the inspector and the window's place on screen.
///
/// Each build runs in a process of its own (see `WatchSupervisor`), so the state crosses as
/// JSON. Time is the selected scene's own (its root layer's local time, 0 when it was made):
/// the next build makes the scene again and runs it to that time frame by frame on a manual
/// clock, which the deterministic core makes exact (a colour changed at 3.2 s shows at 3.2 s).
public struct LiveSceneState: Codable, Equatable, Sendable {
    /// The selected scene's identifier.
    public var sceneIdentifier: String?
    /// True when that scene is open full-window.
    public var fullWindow = false
    /// The selected scene's time, in seconds since it was made.
    public var sceneTime = 0.0
    public var slowFactor = 10.0
    /// Slow motion on the selected scene (`S`) and on the gallery (`Shift+S`).
    public var sceneSlowed = false
    public var gallerySlowed = false
    /// Pause on the selected scene (`P`) and on the gallery (`Shift+P`).
    public var scenePaused = false
    public var galleryPaused = false
    /// The timeline inspector is open.
    public var inspectorOpen = false
    /// The window's position and size in screen points (nil: let the window manager choose).
    public var window: WindowFrame?

    public init() {}

    /// A window's place on screen.
    public struct WindowFrame: Codable, Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }
}

extension GalleryModel {
    /// The state a reload keeps, with the scene's time at `mediaTime` (the window passes the
    /// time of its last frame: everything up to it has run without harm).
    public func liveState(atMediaTime mediaTime: CFTimeInterval = CACurrentMediaTime()) -> LiveSceneState {
        var s = LiveSceneState()
        let i = selection
        s.sceneIdentifier = entries.indices.contains(i) ? entries[i].identifier : nil
        s.fullWindow = focused == i
        if let scene = scene(at: i) {
            let t = scene.rootLayer.convertTime(mediaTime, from: nil)
            s.sceneTime = t.isFinite ? max(0, t) : 0
        }
        s.slowFactor = slowFactor
        s.sceneSlowed = slowedScenes.contains(i)
        s.gallerySlowed = isGallerySlowed
        s.scenePaused = pausedScenes.contains(i)
        s.galleryPaused = isGalleryPaused
        s.inspectorOpen = inspector.isOpen
        return s
    }

    /// Brings a freshly made model to `state`: selects (and opens) the scene, runs everything
    /// from `clock`'s current time to `state.sceneTime` later, a frame at a time so completions
    /// and timers chain as they do live, then applies slow motion, pause and the inspector.
    ///
    /// The model's scenes must have been made at the clock's current time (`startAll()` first),
    /// so that the selected scene's time then is 0. Returns false (and changes nothing) when the
    /// state names a scene this model does not have.
    @discardableResult
    public func restore(_ state: LiveSceneState, on clock: ManualClock, frameRate: Double = 60,
                        progress: ((Double) -> Void)? = nil) -> Bool {
        guard let id = state.sceneIdentifier, let i = entries.firstIndex(where: { $0.identifier == id }) else {
            return false
        }
        selection = i
        if state.fullWindow { focus(i) } else { revealSelection(animated: false) }
        refresh()
        let start = clock.now
        let target = state.sceneTime.isFinite ? min(max(0, state.sceneTime), Self.longestRestore) : 0
        let step = 1 / frameRate
        var k = 1
        while Double(k) * step < target {
            clock.set(start + Double(k) * step)
            CARunLoop.tick()
            // The stage follows once a second (tiles scrolled into view are made on time).
            if k % 60 == 0 { refresh() }
            if k % Self.progressFrames == 0 { progress?(Double(k) * step) }
            k += 1
        }
        clock.set(start + target)
        CARunLoop.tick()
        if LaunchOptions.factorRange.contains(state.slowFactor) { slowFactor = state.slowFactor }
        if state.sceneSlowed { slowedScenes.insert(i) }
        if state.scenePaused { pausedScenes.insert(i) }
        isGallerySlowed = state.gallerySlowed
        isGalleryPaused = state.galleryPaused
        applySpeeds()
        if state.inspectorOpen, !inspector.isOpen { toggleInspector() }
        refresh()
        return true
    }

    /// How often a replay reports its progress: every 6 frames, a tenth of a second.
    static let progressFrames = 6

    /// The longest scene time a reload replays: ten minutes, 36,000 frames. A scene that has run
    /// longer comes back at ten minutes.
    static let longestRestore: Double = 600
}
