import AnimationUIKit

/// A person's pointer played back in a scene's layer time: how an interactive scene shows its
/// interaction (a drag, a tap) while nobody touches it.
///
/// Every event is a `LayerTimer` due at a time counted from `begin()`, in the window layer's
/// local time, so slow motion and pause hold for the demo as for the animations, and the events
/// fire at the same scene times whatever the frame rate (several may fire on one tick, in order).
/// The events go through `UIWindow.sendPointer`, the path real input takes, so the demo exercises
/// the scene's own gesture handling.
final class ScriptedPointer {
    private weak var window: UIWindow?
    private var timers: [LayerTimer] = []
    private var pressed = false

    /// Pointer moves per second of a scripted drag.
    static let stepsPerSecond = 30.0

    init(window: UIWindow) { self.window = window }

    /// The window's local time when the script began: every scripted time counts from it.
    private var origin: CFTimeInterval = 0
    /// True from `begin()` until `cancel()`: the scenes' demo loops go on only while it is.
    private(set) var isRunning = false

    /// Makes now the script's time zero (and cancels what was scripted before).
    func begin() {
        cancel()
        guard let window else { return }
        origin = window.layer.convertTime(CACurrentMediaTime(), from: nil)
        isRunning = true
    }

    /// Runs `block` at `time` seconds of the script (cancelled with the script). Times count from
    /// `begin()`, not from the call, so a loop scripted late still keeps its beat.
    func at(_ time: TimeInterval, _ block: @escaping () -> Void) {
        guard let window else { return }
        timers.removeAll { $0.hasFired || $0.isCancelled }
        let now = window.layer.convertTime(CACurrentMediaTime(), from: nil)
        timers.append(LayerTimer.schedule(after: origin + time - now, in: window.layer, block))
    }

    /// Presses at `from` at script time `start`, moves in a straight line to `to` over
    /// `duration` seconds (eased in and out, as a hand moves), and releases there.
    func drag(from: CGPoint, to: CGPoint, at start: TimeInterval, duration: TimeInterval) {
        let steps = max(1, Int((duration * Self.stepsPerSecond).rounded()))
        at(start) { [weak self] in self?.send(.began, from) }
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let eased = CGFloat(f * f * (3 - 2 * f))
            let p = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            at(start + duration * f) { [weak self] in self?.send(.moved, p) }
        }
        at(start + duration) { [weak self] in self?.send(.ended, to) }
    }

    /// A press at script time `time` and, 0.1 s later, a release at `point`.
    func tap(_ point: CGPoint, at time: TimeInterval) {
        at(time) { [weak self] in self?.send(.began, point) }
        at(time + 0.1) { [weak self] in self?.send(.ended, point) }
    }

    /// Cancels every event not yet sent; a press in progress is cancelled in the window.
    func cancel() {
        isRunning = false
        timers.forEach { $0.cancel() }
        timers = []
        if pressed {
            pressed = false
            window?.sendPointer(.cancelled, at: .zero)
        }
    }

    private func send(_ phase: UIPointerPhase, _ point: CGPoint) {
        guard let window else { return }
        switch phase {
        case .began: pressed = true
        case .ended, .cancelled: pressed = false
        case .moved: break
        }
        window.sendPointer(phase, at: point)
    }
}
