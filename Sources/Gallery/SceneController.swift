import AnimationUIKit

/// The life cycle every gallery scene shares: the `state` machine (idle → running → stopping →
/// stopped, and running again on the next start), `onStateChange`, the guards of `start()`,
/// `stop()` and `restart()`, and the run token that voids callbacks a restart has left behind.
///
/// A scene subclasses it, adopts `Scene` (usually through `CatalogScene`) and writes only its
/// choreography, in up to three overrides (open, so a user's own package subclasses it too):
///
///     public final class PulseScene: SceneController, CatalogScene {
///         public override func play(from previous: SceneState) {
///             dot.add(pulse(), forKey: "pulse")
///         }
///         public override func beginStopping() {
///             LayerScheduling.finishCurrentCycle(of: "pulse", on: dot, cycle: 1, motion: 1,
///                                                completion: inThisRun { $0.finishStopping() })
///         }
///         public override func reset() { dot.removeAllAnimations() }
///     }
///
/// - `play(from:)` is what `start()` plays; the scene is already `running`.
/// - `beginStopping()` is the stop choreography; the scene is already `stopping`, and calls
///   `finishStopping()` once it has come to rest (the default does so at once).
/// - `reset()` puts the scene back at rest for `restart()`, which then starts it again.
///
/// A run lasts from one restart to the next. A completion, delegate or timer made through
/// `inThisRun(_:)` runs only while the run it was made in is still the scene's run (and the scene
/// still exists), so the late callbacks of a run never touch the next one. `start()` after a stop
/// continues the run: an interactive scene's own callbacks (a transition a person started while
/// the scene was stopped) still land.
open class SceneController {
    /// The current state (`Scene.state`); `onStateChange` hears every change.
    public private(set) var state: SceneState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }

    /// Called whenever `state` changes (`Scene.onStateChange`).
    public var onStateChange: ((SceneState) -> Void)?

    /// Bumped by `endRun()`; callbacks remember the value they were made with.
    private var run = 0

    /// A scene at rest, `idle`.
    public init() {}

    // MARK: Scene

    /// Starts the scene from `idle` or `stopped`: the state becomes `running`, then `play(from:)`
    /// plays the choreography. Does nothing in any other state.
    public final func start() {
        guard state == .idle || state == .stopped else { return }
        let previous = state
        state = .running
        play(from: previous)
    }

    /// Stops a running scene through its own choreography: the state becomes `stopping`, then
    /// `beginStopping()` plays it until `finishStopping()`. Does nothing in any other state.
    public final func stop() {
        guard state == .running else { return }
        state = .stopping
        beginStopping()
    }

    /// Starts again from the beginning, whatever the state: ends the run (voiding its
    /// callbacks), lets `reset()` bring the scene back to rest, then goes `idle` and starts.
    public final func restart() {
        endRun()
        reset()
        state = .idle
        start()
    }

    // MARK: For the scene's choreography

    /// Ends a stop: `stopping` becomes `stopped` (does nothing in any other state).
    public final func finishStopping() {
        guard state == .stopping else { return }
        state = .stopped
    }

    /// Ends the current run without a restart: every callback made with `inThisRun(_:)` so far
    /// is void (a scene that freezes what is left of its run once it has stopped).
    public final func endRun() {
        run += 1
    }

    /// Wraps `body` into a callback (a completion, a delegate's block, a timer) that runs only if
    /// the scene still exists and is still in the run it was made in. It holds the scene weakly
    /// and hands it to `body`.
    public final func inThisRun(_ body: @escaping (Self) -> Void) -> () -> Void {
        let madeIn = run
        return { [weak self] in
            // `self` is the scene's own type; the cast only names it so.
            guard let self, self.run == madeIn, let scene = self as? Self else { return }
            body(scene)
        }
    }

    /// `inThisRun(_:)` for a callback with an argument (a completion's `finished` flag).
    public final func inThisRun<Argument>(_ body: @escaping (Self, Argument) -> Void) -> (Argument) -> Void {
        let madeIn = run
        return { [weak self] argument in
            guard let self, self.run == madeIn, let scene = self as? Self else { return }
            body(scene, argument)
        }
    }

    // MARK: Overrides

    /// The choreography `start()` plays, once the state is `running`. `previous` is `idle` for a
    /// scene built or restarted, `stopped` for one started again after a stop.
    open func play(from previous: SceneState) {}

    /// The stop choreography, once the state is `stopping`; it ends with `finishStopping()`.
    /// The default stops at once.
    open func beginStopping() {
        finishStopping()
    }

    /// Brings the scene back to rest for `restart()`: removes its animations, cancels its timers
    /// and its demo, and resets its model values. The run has already ended. The default does
    /// nothing.
    open func reset() {}
}
