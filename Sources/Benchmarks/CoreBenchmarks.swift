import Foundation
import AnimationCore

/// Figures for the animation core alone: building snapshots and evaluating curves.
enum CoreBenchmarks {
    /// `core.snapshot`: the render snapshot of 10,000 layers with a basic, a keyframe and a
    /// spring animation each, evaluated at a new time every sample.
    static func snapshot(layers count: Int = 10_000, frames: Int) -> Figure {
        let clock = ManualClock(time: 0)
        CAMediaClock.clock = clock
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.5; spring.toValue = 1.0; spring.damping = 5
        spring.duration = 3; spring.repeatCount = .infinity
        let move = CABasicAnimation(keyPath: "position")
        move.byValue = CGPoint(x: 40, y: 0); move.duration = 1.7
        move.autoreverses = true; move.repeatCount = .infinity
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.2, 1.0, 0.5, 0.2]; fade.keyTimes = [0, 0.3, 0.7, 1]
        fade.duration = 2.3; fade.repeatCount = .infinity
        for i in 0..<count {
            let l = CALayer()
            l.frame = CGRect(x: Double(i % 100) * 12.8, y: Double(i / 100) * 8, width: 10, height: 6)
            l.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            root.addSublayer(l)
            l.add(move, forKey: "move")
            l.add(fade, forKey: "fade")
            l.add(spring, forKey: "spring")
        }
        CARunLoop.tick()
        var sink = 0
        let samples = Stopwatch.measure(warmup: 10, count: frames) { i in
            let snap = root.renderSnapshot(at: Double(i) / 60)
            sink &+= snap.root.sublayers.count
        }
        precondition(sink > 0)
        return Figure(name: "core.snapshot", samples: samples, extra: ["layers": Double(count)])
    }

    /// `core.timing.function` and `core.timing.spring`: evaluations per second of a custom
    /// cubic timing function and of a spring (samples are batches of 100,000 evaluations).
    static func timing(batches: Int) -> [Figure] {
        let curve = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        let batch = 100_000
        var sink = 0.0
        let curveSamples = Stopwatch.measure(warmup: 3, count: batches) { _ in
            for i in 0..<batch { sink += curve.solve(forInput: Double(i) / Double(batch)) }
        }
        let springSamples = Stopwatch.measure(warmup: 3, count: batches) { _ in
            for i in 0..<batch { sink += spring.value(at: Double(i) / Double(batch) * 3) }
        }
        precondition(sink.isFinite)
        func figure(_ name: String, _ s: [Double]) -> Figure {
            var f = Figure(name: name, samples: s)
            f.extra["evaluations_per_second"] = Double(batch) / (f.median / 1000)
            f.extra["batch"] = Double(batch)
            return f
        }
        return [figure("core.timing.function", curveSamples), figure("core.timing.spring", springSamples)]
    }
}
