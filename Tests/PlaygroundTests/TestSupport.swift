// Shared helpers for PlaygroundTests: a tiny scene that does not depend on the catalog,
// a manual clock, and shortcuts for feeding keys to the gallery model.
import AnimationCore
import Foundation
import Gallery
@testable import PlaygroundKit
import TestSupport
import XCTest

/// Forwards an animation's stop to a closure.
final class StopHandler: CAAnimationDelegate {
    let body: (Bool) -> Void
    init(_ body: @escaping (Bool) -> Void) { self.body = body }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { body(flag) }
}

/// A minimal scene: a red square sweeps left and right forever (1 s each way); stopping
/// fades it out over 0.5 s (`stopping`, then `stopped`). Records presses it receives.
final class TestScene: Scene {
    let title: String
    let identifier: String
    let designSize = CGSize(width: 200, height: 100)
    let info = SceneInfo(group: .lab, summary: "A red square sweeps left and right.", techniques: ["CABasicAnimation"])
    let rootLayer = CALayer()
    let square = CALayer()
    private(set) var state: SceneState = .idle { didSet { if state != oldValue { onStateChange?(state) } } }
    var onStateChange: ((SceneState) -> Void)?
    private(set) var presses: [CGPoint] = []
    private(set) var hits: [CALayer] = []
    private(set) var startCount = 0, stopCount = 0, restartCount = 0
    private var run = 0

    init(_ name: String = "test") {
        title = "Test \(name)"
        identifier = name
        rootLayer.bounds = CGRect(origin: .zero, size: designSize)
        rootLayer.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        rootLayer.masksToBounds = true
        square.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        square.position = CGPoint(x: 20, y: 50)
        square.backgroundColor = CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        rootLayer.addSublayer(square)
    }

    func start() {
        guard state == .idle || state == .stopped else { return }
        startCount += 1
        square.removeAllAnimations()
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.fromValue = 20.0
        sweep.toValue = 180.0
        sweep.duration = 1
        sweep.autoreverses = true
        sweep.repeatCount = .infinity
        square.add(sweep, forKey: "sweep")
        state = .running
    }

    func stop() {
        guard state == .running else { return }
        stopCount += 1
        state = .stopping
        let current = run
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.delegate = StopHandler { [weak self] finished in
            guard let self, finished, self.run == current else { return }
            self.square.removeAnimation(forKey: "sweep")
            self.state = .stopped
        }
        square.add(fade, forKey: "fade")
    }

    func restart() {
        restartCount += 1
        run += 1
        square.removeAllAnimations()
        state = .idle
        start()
    }

    func pointerDown(at point: CGPoint) -> Bool {
        presses.append(point)
        // Hit-test what is on screen: the square's presentation, not its model.
        guard let shown = square.presentation(), shown.frame.contains(point) else { return false }
        hits.append(square)
        return true
    }

    /// The square's presented x position (its model value when not animating).
    var shownX: CGFloat { square.presentation()?.position.x ?? square.position.x }
}

/// A `ManualClockTestCase` (clock at `t0`, `at(_:)`) with this target's helpers.
class PlaygroundTestCase: ManualClockTestCase {
    /// Advances from the current time to `t0 + seconds` in 1/60 s frames.
    func run(to seconds: CFTimeInterval) {
        var t = clock.now
        while t < t0 + seconds - 1e-9 {
            t = min(t + 1.0 / 60, t0 + seconds)
            clock.set(t)
            CARunLoop.tick()
        }
    }

    /// A model of `count` started test scenes in a 1280×800 window.
    func makeModel(count: Int = 3, start: Bool = true) -> (GalleryModel, [TestScene]) {
        let scenes = (1...count).map { TestScene("scene-\($0)") }
        let model = GalleryModel(scenes: scenes)
        CARunLoop.tick()
        if start { model.startAll() }
        CARunLoop.tick()
        return (model, scenes)
    }

    /// The local time of `layer` now.
    func localTime(_ layer: CALayer) -> CFTimeInterval { layer.convertTime(clock.now, from: nil) }
}

extension GalleryModel {
    /// Sends a key (with Shift when `shift`).
    @discardableResult
    func press(_ key: Key, shift: Bool = false) -> InputResponse { handle(.key(key, shift: shift)) }
    /// Sends a character key.
    @discardableResult
    func press(_ c: Character, shift: Bool = false) -> InputResponse { handle(.key(.character(c), shift: shift)) }
}
