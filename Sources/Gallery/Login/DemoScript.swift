import AnimationUIKit
import Foundation

/// A scripted demo of an interactive scene: input steps (clicks, typing, keys) sent to the
/// scene's window at given times, in a cycle that repeats every `period` seconds until stopped.
///
/// Every step is a `LayerTimer` in `layer`'s time, so slow motion and pause hold the script.
final class DemoScript {
    /// One step: what to do, `at` seconds after the cycle starts.
    struct Step {
        var at: TimeInterval
        var action: () -> Void
    }

    private let layer: CALayer
    private let period: TimeInterval
    private let steps: [Step]
    private var timers: [LayerTimer] = []
    /// True from `start` until `stop`.
    private(set) var isRunning = false

    init(in layer: CALayer, period: TimeInterval, steps: [Step]) {
        self.layer = layer
        self.period = period
        self.steps = steps
    }

    /// Plays the cycle `delay` seconds from now, and again every `period` seconds.
    func start(after delay: TimeInterval) {
        stop()
        isRunning = true
        scheduleCycle(after: delay)
    }

    /// Cancels every pending step.
    func stop() {
        isRunning = false
        timers.forEach { $0.cancel() }
        timers = []
    }

    private func scheduleCycle(after delay: TimeInterval) {
        timers = steps.map { step in LayerTimer.schedule(after: delay + step.at, in: layer, step.action) }
        timers.append(LayerTimer.schedule(after: delay + period, in: layer) { [weak self] in
            guard let self, self.isRunning else { return }
            self.scheduleCycle(after: 0)
        })
    }

    // MARK: Steps

    /// A click at `point` of `window`: pressed at `time`, released 0.1 s later.
    static func click(_ window: UIWindow, at point: @escaping () -> CGPoint, time: TimeInterval) -> [Step] {
        [Step(at: time) { window.sendPointer(.began, at: point()) },
         Step(at: time + 0.1) { window.sendPointer(.ended, at: point()) }]
    }

    /// `text` typed into `window` one character every `interval` seconds from `time`.
    static func type(_ text: String, into window: UIWindow, from time: TimeInterval,
                     every interval: TimeInterval = 0.12) -> [Step] {
        text.enumerated().map { index, character in
            Step(at: time + Double(index) * interval) { window.sendText(String(character)) }
        }
    }

    /// `key` pressed on `window` at `time`.
    static func key(_ key: UIKeyboardKey, _ window: UIWindow, at time: TimeInterval) -> Step {
        Step(at: time) { window.sendKey(key) }
    }
}
