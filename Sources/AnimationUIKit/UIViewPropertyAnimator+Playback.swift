import Foundation
import AnimationCore

/// How a `UIViewPropertyAnimator` plays: runs ("segments") of Core Animation animations from
/// one progress to another, and paused values held by frozen animations.
///
/// Progress is the fraction of the way from the start values to the end values (a spring's
/// overshoot goes past 1); fraction is the animator's `fractionComplete` (time).
/// One property the animator plays: the recorded change, the delay factor of its block, and
/// the animator's progress when it joined (0 unless its block was added while active).
struct AnimatorChange {
    let change: UIViewRecordedChange
    let delayFactor: CGFloat
    var joinedAt: CGFloat = 0

    /// The change's value when the animator's progress is `p`: it covers its whole way between
    /// `joinedAt` and 1 (and holds its start before `joinedAt`).
    func value(atAnimatorProgress p: CGFloat) -> Any? {
        guard joinedAt > 0 else { return change.value(atProgress: Double(p)) }
        guard joinedAt < 1 else { return p >= 1 ? change.toValue : change.fromValue }
        return change.value(atProgress: Double(max(0, (p - joinedAt) / (1 - joinedAt))))
    }
}

extension UIViewPropertyAnimator {
    /// One run: from `fromFraction`/`fromProgress` to `toFraction` (1, or 0 reversed) along `provider`.
    struct Segment {
        let begin: CFTimeInterval
        let duration: CFTimeInterval
        let fromFraction: CGFloat
        let toFraction: CGFloat
        let fromProgress: CGFloat
        let provider: UITimingCurveProvider?
    }

    /// The key under which the animator's animations carry a reference to it.
    static let ownerKey = "UIViewPropertyAnimator.owner"

    // MARK: Time and curves

    /// Now, in the time of the first animated view's layer (media time when there is none).
    var now: CFTimeInterval {
        guard let layer = changes.first?.change.layer else { return CACurrentMediaTime() }
        return layer.convertTime(CACurrentMediaTime(), from: nil)
    }

    func elapsedFraction(of s: Segment) -> CGFloat {
        guard s.duration > 0 else { return 1 }
        return CGFloat(min(max((now - s.begin) / s.duration, 0), 1))
    }

    func currentFraction(of s: Segment) -> CGFloat {
        s.fromFraction + (s.toFraction - s.fromFraction) * elapsedFraction(of: s)
    }

    func currentProgress(of s: Segment) -> CGFloat {
        let elapsed = max(0, now - s.begin)
        let curve = UIViewPropertyAnimator.curveValue(s.provider, elapsedFraction: elapsedFraction(of: s),
                                                      elapsed: elapsed, duration: s.duration)
        return s.fromProgress + (s.toFraction - s.fromProgress) * curve
    }

    /// The curve's value (0 → 1, a spring may overshoot) a fraction `f` of the way through a run
    /// of `duration` seconds (`elapsed` seconds in).
    static func curveValue(_ provider: UITimingCurveProvider?, elapsedFraction f: CGFloat, elapsed: Double,
                           duration: Double) -> CGFloat {
        if let spring = provider?.springTimingParameters {
            return f >= 1 ? 1 : CGFloat(spring.solver(duration: duration).value(at: elapsed))
        }
        let function = provider?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        return CGFloat(function.solve(forInput: Double(f)))
    }

    /// How long a run of nominal length `d` lasts with `provider` (a physical spring keeps its own time).
    static func runDuration(_ provider: UITimingCurveProvider?, nominal d: Double) -> Double {
        provider?.springTimingParameters?.effectiveDuration(d) ?? d
    }

    // MARK: Starting, pausing and resuming

    /// Runs the pending animations blocks (the model values change now) and becomes active.
    func activate() {
        state = .active
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks {
            changes += UIViewAnimationContext.record(block.animations).map {
                AnimatorChange(change: $0, delayFactor: block.delayFactor)
            }
        }
    }

    /// The first run: every change from its start to its end value over `duration`, after `delay`.
    func runFromStart() {
        let forward = !isReversed
        play(Segment(begin: now + delay,
                     duration: UIViewPropertyAnimator.runDuration(timingParameters, nominal: duration),
                     fromFraction: forward ? 0 : 1, toFraction: forward ? 1 : 0, fromProgress: forward ? 0 : 1,
                     provider: timingParameters),
             honouringDelayFactors: true)
    }

    /// Resumes from `pausedFraction` towards the end (the start when reversed).
    func resume(with provider: UITimingCurveProvider?, durationFactor: CGFloat) {
        let target: CGFloat = isReversed ? 0 : 1
        let remaining = durationFactor > 0
            ? Double(durationFactor) * duration
            : Double(abs(target - pausedFraction)) * duration
        play(Segment(begin: now, duration: UIViewPropertyAnimator.runDuration(provider, nominal: remaining),
                     fromFraction: pausedFraction, toFraction: target, fromProgress: pausedProgress,
                     provider: provider),
             honouringDelayFactors: false)
    }

    /// Turns a running animation towards the other end from where it is now.
    func replay(with provider: UITimingCurveProvider?) {
        guard let s = segment else { return }
        pausedFraction = currentFraction(of: s)
        let progress = currentProgress(of: s)
        let target: CGFloat = isReversed ? 0 : 1
        let remaining = Double(abs(target - pausedFraction)) * duration
        play(Segment(begin: now, duration: UIViewPropertyAnimator.runDuration(provider, nominal: remaining),
                     fromFraction: pausedFraction, toFraction: target, fromProgress: progress, provider: provider),
             honouringDelayFactors: false)
    }

    /// Adds one animation per change for the run `s` and waits for its end.
    func play(_ s: Segment, honouringDelayFactors: Bool) {
        generation += 1
        segment = s
        let gen = generation
        let observer = SegmentObserver(animator: self, generation: gen)
        for entry in changes {
            let factor = honouringDelayFactors ? Double(entry.delayFactor) : 0
            let anim = runAnimation(entry, segment: s, delayFactor: factor)
            anim.delegate = observer
            entry.change.layer.add(anim, forKey: entry.change.keyPath)
        }
        if changes.isEmpty {
            CARunLoop.schedule(afterMediaDelay: max(0, s.begin - now) + s.duration) { [self] in
                segmentDidEnd(generation: gen)
            }
        }
    }

    private func runAnimation(_ entry: AnimatorChange, segment s: Segment, delayFactor: Double) -> CABasicAnimation {
        let change = entry.change
        let from = entry.value(atAnimatorProgress: s.fromProgress)
        let to = entry.value(atAnimatorProgress: s.toFraction)
        let lead = delayFactor * s.duration
        let anim: CABasicAnimation
        if let spring = s.provider?.springTimingParameters {
            let solver = spring.solver(duration: s.duration - lead)
            let sa = CASpringAnimation(keyPath: change.keyPath)
            sa.mass = CGFloat(solver.mass); sa.stiffness = CGFloat(solver.stiffness)
            sa.damping = CGFloat(solver.damping); sa.initialVelocity = CGFloat(solver.initialVelocity)
            anim = sa
        } else {
            anim = CABasicAnimation(keyPath: change.keyPath)
            anim.timingFunction = s.provider?.cubicTimingParameters?.timingFunction
                ?? CAMediaTimingFunction(name: .easeInEaseOut)
        }
        anim.fromValue = from
        anim.toValue = to
        anim.duration = max(s.duration - lead, 1e-6)
        anim.beginTime = change.layer.convertTime(CACurrentMediaTime(), from: nil) + (s.begin - now) + lead
        anim.fillMode = .backwards
        anim.setValue(self, forKey: UIViewPropertyAnimator.ownerKey)
        return anim
    }

    /// The progress shown while paused at `pausedFraction`.
    var pausedProgress: CGFloat {
        if scrubsLinearly { return pausedFraction }
        let d = UIViewPropertyAnimator.runDuration(timingParameters, nominal: duration)
        return UIViewPropertyAnimator.curveValue(timingParameters, elapsedFraction: pausedFraction,
                                                 elapsed: Double(pausedFraction) * d, duration: d)
    }

    /// Holds every change at `progress` (by default the paused progress) with a frozen animation.
    func showPaused(progress: CGFloat? = nil) {
        generation += 1
        let p = progress ?? pausedProgress
        for entry in changes {
            let anim = CABasicAnimation(keyPath: entry.change.keyPath)
            let value = entry.value(atAnimatorProgress: p)
            anim.fromValue = value; anim.toValue = value
            anim.duration = 1
            anim.speed = 0
            anim.fillMode = .both
            anim.isRemovedOnCompletion = false
            anim.setValue(self, forKey: UIViewPropertyAnimator.ownerKey)
            entry.change.layer.add(anim, forKey: entry.change.keyPath)
        }
    }

    /// Scrubbing: sets the paused fraction and shows it.
    func scrub(to fraction: CGFloat) {
        guard fraction.isFinite else {
            CADiagnostics.report("UIViewPropertyAnimator.fractionComplete: \(fraction) is not finite; ignored")
            return
        }
        if state == .inactive { pauseAnimation() }
        guard state == .active, segment == nil else {
            CADiagnostics.report("UIViewPropertyAnimator.fractionComplete can only be set while paused; ignored")
            return
        }
        pausedFraction = min(max(fraction, 0), 1)
        showPaused()
    }

    /// Records a block while active: its changes join the animation where it is now.
    func addLive(_ animations: @escaping () -> Void, delayFactor: CGFloat) {
        let now = segment.map { currentProgress(of: $0) } ?? pausedProgress
        let added = UIViewAnimationContext.record(animations)
        changes += added.map { AnimatorChange(change: $0, delayFactor: delayFactor, joinedAt: now) }
        if segment != nil { replay(with: segment?.provider) } else { showPaused() }
    }

    // MARK: Ending

    /// The end of a run (from its animations' stop callbacks).
    func segmentDidEnd(generation gen: Int) {
        guard gen == generation, let s = segment else { return }
        segment = nil
        pausedFraction = s.toFraction
        if pausesOnCompletion {
            if s.toFraction == 0 { showPaused() } else { removeOwnAnimations() }
            return
        }
        complete(at: s.toFraction == 0 ? .start : .end)
    }

    /// Sets the model values for `position`, removes the animations and runs the completions.
    func complete(at position: UIViewAnimatingPosition) {
        removeOwnAnimations()
        for entry in changes {
            switch position {
            case .end: entry.change.setModelValue(entry.change.toValue)
            case .start: entry.change.setModelValue(entry.change.fromValue)
            case .current: break
            }
        }
        generation += 1
        segment = nil
        state = .inactive
        changes = []
        let handlers = completions
        completions = []
        handlers.forEach { $0(position) }
    }

    /// Removes the animations this animator attached (not ones that replaced them since).
    func removeOwnAnimations() {
        generation += 1
        for entry in changes {
            let layer = entry.change.layer, key = entry.change.keyPath
            if let anim = layer.animation(forKey: key),
                (anim.value(forKey: UIViewPropertyAnimator.ownerKey) as AnyObject?) === self {
                layer.removeAnimation(forKey: key)
            }
        }
    }
}

/// Hears the end of one run's animations and tells the animator (held strongly: a started
/// animator lives until it ends, as in UIKit, even when nothing else keeps it).
private final class SegmentObserver: CAAnimationDelegate {
    let animator: UIViewPropertyAnimator
    let generation: Int
    init(animator: UIViewPropertyAnimator, generation: Int) { self.animator = animator; self.generation = generation }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { animator.segmentDidEnd(generation: generation) }
    }
}
