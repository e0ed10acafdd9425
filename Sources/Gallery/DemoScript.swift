import AnimationUIKit

/// An interactive scene's scripted demo: what a person would do — taps, drags, typing, keys — sent
/// to the scene's window at times of the scene's own clock, looping, until a person takes over or
/// the scene stops or restarts (`cancel()`).
///
///     demo.play(after: 1.5, every: 14) { scene, loop in [
///         .perform(at: 0) { $0.form.username.text = nil },
///         .tap(at: 0.1) { $0.form.username.center },
///         .type("bahama", at: 0.4),
///         .key(.tab, at: 1.3),
///         .drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 156, y: 300), at: 2, duration: 0.9),
///     ] }
///
/// Every event of a loop is a `LayerTimer` in the window layer's local time, so slow motion and
/// pause hold the demo as they hold the animations; an event is sent on the first tick at or after
/// its scene time, whatever the frame rate (several due on one tick go in the order they were
/// scripted). Times count from `begin()` (a loop's start plus the step's time), not from when an
/// event is scheduled, so the loops keep their beat; each loop is scheduled as the loop before it
/// begins, so its events are waiting before they are due however rarely time is sampled. Pointer
/// events go through `UIWindow.sendPointer`, the path real input takes, so the demo exercises the
/// scene's own controls and gestures.
///
/// A demo whose next step waits on the scene (a spring settling, a move ending) schedules it with
/// `after(_:key:_:)` instead of a loop: a timer that ends like an animation (`LayerScheduling.after`),
/// so it runs at its own time, within the tick that time falls in, in order with the completions
/// it follows.
///
/// The script holds its scene (`Owner`) weakly and hands it to the steps.
final class DemoScript<Owner: AnyObject> {
    /// One step of a loop: input for the window, or an action on the scene, at a time counted from
    /// the loop's start. A tap or a drag is several events, sent in order.
    struct Step {
        fileprivate typealias Event = (time: TimeInterval, perform: (DemoScript, Owner) -> Void)
        fileprivate let events: [Event]
    }

    /// Pointer moves per second of a scripted drag.
    static var dragStepsPerSecond: Double { 30 }
    /// How long a tap holds the pointer down.
    static var tapDuration: TimeInterval { 0.1 }

    private weak var owner: Owner?
    private weak var window: UIWindow?
    /// Holds the timers of `after(_:key:_:)`, under the keys in `afterKeys`.
    private weak var timerLayer: CALayer?
    private var timers: [LayerTimer] = []
    private var afterKeys: [String] = []
    /// The window layer's local time at `begin()`: every scripted time counts from it.
    private var origin: CFTimeInterval = 0
    /// True while a press the script sent is down.
    private var pressed = false

    /// True from `begin()` (or `play`) until `cancel()`.
    private(set) var isRunning = false

    /// A script for `owner`'s demo, sending input to `window`, in whose layer's time it runs.
    /// `timerLayer` holds the timers of `after(_:key:_:)`, which a demo needs only if it uses them:
    /// a layer of the scene in the window's time that the scene neither pauses nor clears of
    /// animations — not its root layer, which the host owns.
    init(_ owner: Owner, window: UIWindow, timerLayer: CALayer? = nil) {
        self.owner = owner
        self.window = window
        self.timerLayer = timerLayer
    }

    private var now: CFTimeInterval {
        window.map { $0.layer.convertTime(CACurrentMediaTime(), from: nil) } ?? origin
    }

    /// Makes now the script's time zero and the script running (cancelling what was scripted).
    func begin() {
        cancel()
        guard window != nil else { return }
        origin = now
        isRunning = true
    }

    /// Begins the script and plays `loop`'s steps: the first loop `delay` seconds from now and,
    /// with a `period`, loop `n` at `delay + n × period`, until `cancel()`. `loop` makes the steps
    /// of loop `n` (0, 1, 2 …) when that loop is scheduled, as the loop before it begins.
    func play(after delay: TimeInterval = 0, every period: TimeInterval? = nil,
              _ loop: @escaping (Owner, Int) -> [Step]) {
        begin()
        schedule(loop: 0, after: delay, every: period, loop)
    }

    private func schedule(loop n: Int, after delay: TimeInterval, every period: TimeInterval?,
                          _ loop: @escaping (Owner, Int) -> [Step]) {
        guard isRunning, let owner else { return }
        let base = delay + Double(n) * (period ?? 0)
        for step in loop(owner, n) {
            for event in step.events { at(base + event.time, event.perform) }
        }
        guard period != nil else { return }
        at(base) { script, _ in script.schedule(loop: n + 1, after: delay, every: period, loop) }
    }

    /// Runs `action` `delay` seconds from now (not from `begin()`) if the script is running: the
    /// next step of a demo that waits on the scene. A step scheduled under the `key` of one still
    /// waiting replaces it.
    func after(_ delay: TimeInterval, key: String = "next", _ action: @escaping (Owner) -> Void) {
        guard isRunning else { return }
        guard let timerLayer else {
            CADiagnostics.report("DemoScript.after: no timer layer was given; the step will not run")
            return
        }
        let key = "demo.\(key)"
        if !afterKeys.contains(key) { afterKeys.append(key) }
        LayerScheduling.after(delay, on: timerLayer, key: key, fire { _, owner in action(owner) })
    }

    /// Cancels every event not yet sent and stops the script; a press it holds is cancelled in
    /// the window.
    func cancel() {
        isRunning = false
        timers.forEach { $0.cancel() }
        timers = []
        afterKeys.forEach { timerLayer?.removeAnimation(forKey: $0) }
        afterKeys = []
        if pressed {
            pressed = false
            window?.sendPointer(.cancelled, at: .zero)
        }
    }

    // MARK: Events

    /// Schedules `perform` at script time `time`.
    private func at(_ time: TimeInterval, _ perform: @escaping (DemoScript, Owner) -> Void) {
        guard let window else { return }
        timers.removeAll { $0.hasFired || $0.isCancelled }
        timers.append(LayerTimer.schedule(after: origin + time - now, in: window.layer, fire(perform)))
    }

    /// A timer's block: `perform` with the script and its scene, while both exist.
    private func fire(_ perform: @escaping (DemoScript, Owner) -> Void) -> () -> Void {
        { [weak self] in
            guard let self, let owner = self.owner else { return }
            perform(self, owner)
        }
    }

    /// Sends a pointer event to the window, keeping track of the press.
    fileprivate func send(_ phase: UIPointerPhase, at point: CGPoint) {
        guard let window else { return }
        switch phase {
        case .began: pressed = true
        case .ended, .cancelled: pressed = false
        case .moved: break
        }
        window.sendPointer(phase, at: point)
    }

    fileprivate func sendText(_ text: String) { window?.sendText(text) }

    fileprivate func sendKey(_ key: UIKeyboardKey) { window?.sendKey(key) }
}

extension DemoScript.Step {
    /// Runs `action` on the scene at `time`.
    static func perform(at time: TimeInterval, _ action: @escaping (Owner) -> Void) -> Self {
        Self(events: [(time, { _, owner in action(owner) })])
    }

    /// A pointer event at `point` (window coordinates) at `time`.
    static func pointer(_ phase: UIPointerPhase, _ point: CGPoint, at time: TimeInterval) -> Self {
        Self(events: [(time, { script, _ in script.send(phase, at: point) })])
    }

    /// A press at `time` and its release `holding` seconds later, at `point`.
    static func tap(_ point: CGPoint, at time: TimeInterval,
                    holding: TimeInterval = DemoScript.tapDuration) -> Self {
        tap(at: time, holding: holding) { _ in point }
    }

    /// A press at `time` and its release `holding` seconds later, each where `point` says when it
    /// is sent (a control that moves, or one found only then).
    static func tap(at time: TimeInterval, holding: TimeInterval = DemoScript.tapDuration,
                    _ point: @escaping (Owner) -> CGPoint) -> Self {
        Self(events: [(time, { script, owner in script.send(.began, at: point(owner)) }),
                      (time + holding, { script, owner in script.send(.ended, at: point(owner)) })])
    }

    /// A press at `from` at `time`, a straight move to `to` over `duration` seconds (eased in and
    /// out, as a hand moves, `dragStepsPerSecond` moves a second), and the release there.
    static func drag(from: CGPoint, to: CGPoint, at time: TimeInterval, duration: TimeInterval) -> Self {
        let steps = max(1, Int((duration * DemoScript.dragStepsPerSecond).rounded()))
        var events: [Event] = [(time, { script, _ in script.send(.began, at: from) })]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let eased = CGFloat(f * f * (3 - 2 * f))
            let p = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            events.append((time + duration * f, { script, _ in script.send(.moved, at: p) }))
        }
        events.append((time + duration, { script, _ in script.send(.ended, at: to) }))
        return Self(events: events)
    }

    /// `text` typed one character every `interval` seconds from `time`.
    static func type(_ text: String, at time: TimeInterval, every interval: TimeInterval = 0.12) -> Self {
        Self(events: text.enumerated().map { index, character in
            (time + Double(index) * interval, { script, _ in script.sendText(String(character)) })
        })
    }

    /// `key` pressed at `time`.
    static func key(_ key: UIKeyboardKey, at time: TimeInterval) -> Self {
        Self(events: [(time, { script, _ in script.sendKey(key) })])
    }
}
