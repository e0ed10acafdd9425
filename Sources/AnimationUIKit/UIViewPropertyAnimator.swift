import Foundation
import AnimationCore

/// UIKit's interruptible, scrubbable view animator.
///
/// The animations blocks run when the animator starts (or is first paused, or its
/// `fractionComplete` is first set): like a `UIView.animate` block, every view property they
/// change takes its new model value at once and is animated from the value it showed before.
/// The animator plays those changes with Core Animation animations on the views' layers, keyed
/// by the property (`"position"`, `"opacity"`…), so they run in layer time: slowing or pausing
/// a superlayer (`speed`, `timeOffset`) slows or pauses the animator too, and its
/// `fractionComplete` and completion follow that time.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { card.center.y = 100 }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()
/// ```
///
/// - Running: from the start, every property moves from its old to its new value along the
///   timing curve over `duration` (a damping-ratio spring settles in `duration`; a spring given
///   by mass, stiffness and damping lasts its own settling time). `fractionComplete` is the
///   fraction of the time elapsed.
/// - Paused: each property shows the value a fraction `f` of the way from its old to its new
///   value, where `f = fractionComplete` when `scrubsLinearly` (the default), else the timing
///   curve at `fractionComplete`. Pausing a running animator sets `fractionComplete` so that
///   nothing jumps (with `scrubsLinearly`, to the fraction of the way the values had come).
/// - Resumed (`startAnimation()` or `continueAnimation(withTimingParameters:durationFactor:)`):
///   the properties move from where they are to their end (to their start when `isReversed`)
///   over the remaining time, `(1 − f)·duration` (`f·duration` reversed), or
///   `durationFactor·duration` when that factor is positive, along the given (or the
///   animator's) curve started afresh.
/// - Completion handlers run from `CARunLoop.tick()` when the animation ends, with `.end`
///   (or `.start` when it ran reversed to its start: the model values are then reset to the
///   start values), or with the position given to `finishAnimation(at:)`.
///
/// Differences from UIKit: a resumed curve starts afresh from the current value (UIKit continues
/// the remaining part of the original curve and blends velocities); `delayFactor` applies only
/// to the first run from the start; an animator whose blocks change nothing ends after
/// `delay + duration` of media time rather than layer time; another animation of the same
/// property (a `UIView.animate` block, another animator) replaces this animator's, as
/// `UIView.animate` blocks replace each other here; `isUserInteractionEnabled` and
/// `isManualHitTestingEnabled` are stored but do not affect hit-testing.
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The nominal duration of the whole animation, in seconds.
    public let duration: TimeInterval
    /// The delay before the animation starts (set by `startAnimation(afterDelay:)`).
    public internal(set) var delay: TimeInterval = 0
    /// The timing curve: a `UICubicTimingParameters` or a `UISpringTimingParameters`.
    public let timingParameters: UITimingCurveProvider?

    /// Whether the animator may be paused, scrubbed, reversed or stopped (true by default).
    open var isInterruptible = true
    /// Stored only: views are hit-tested the same whatever its value.
    open var isUserInteractionEnabled = true
    /// Stored only: views are hit-tested the same whatever its value.
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator shows values linear in `fractionComplete` (true by default).
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of completing.
    open var pausesOnCompletion = false

    /// Inactive, active (running or paused) or stopped.
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// True while the animation plays (active and not paused).
    open var isRunning: Bool { segment != nil }

    /// Whether the animation runs (or will resume) towards the start values. Changing it while
    /// running turns the motion round at once.
    open var isReversed = false {
        didSet { if oldValue != isReversed, segment != nil { replay(with: segment?.provider) } }
    }

    /// The fraction of the animation completed, 0…1. Settable while paused (scrubbing); setting
    /// it on an inactive animator pauses it first, as UIKit does; ignored (with a diagnostic)
    /// while running or stopped.
    open var fractionComplete: CGFloat {
        get { segment.map { currentFraction(of: $0) } ?? pausedFraction }
        set { scrub(to: newValue) }
    }

    var pendingBlocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var changes: [AnimatorChange] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The run now playing; nil while inactive, paused or stopped.
    var segment: Segment?
    var pausedFraction: CGFloat = 0
    /// Bumped whenever the animations are replaced, so stale stop callbacks are ignored.
    var generation = 0

    // MARK: Creating

    /// An animator with the given timing (cubic or spring) and no animations yet.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = UIViewPropertyAnimator.sanitized(duration)
        self.timingParameters = parameters
    }

    /// An animator along a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along the cubic Bézier curve with these control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of this damping ratio that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), with the curve in `options`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let curve = UICubicTimingParameters(animationCurve: options.animationCurve)
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    /// Adds an animations block. Before the animator starts it runs with the others at the
    /// start; while active it runs now and its changes play over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animations block whose changes start `delayFactor` (0…1) of the duration late.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: addLive(animation, delayFactor: factor)
        case .stopped: CADiagnostics.report("UIViewPropertyAnimator.addAnimations: the animator is stopped; ignored")
        }
    }

    /// Adds a handler told where the properties ended when the animation completes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else {
            CADiagnostics.report("UIViewPropertyAnimator.addCompletion: the animator is stopped; ignored")
            return
        }
        completions.append(completion)
    }

    // MARK: Controlling

    /// Starts (or resumes) the animation.
    open func startAnimation() {
        switch state {
        case .inactive:
            activate()
            runFromStart()
        case .active:
            if segment == nil { resume(with: timingParameters, durationFactor: 0) }
        case .stopped:
            CADiagnostics.report(
                "UIViewPropertyAnimator.startAnimation: the animator is stopped; call finishAnimation(at:)")
        }
    }

    /// Starts the animation after `delay` seconds (an inactive animator only, as in UIKit).
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else {
            CADiagnostics.report(
                "UIViewPropertyAnimator.startAnimation(afterDelay:): the animator is not inactive; ignored")
            return
        }
        self.delay = UIViewPropertyAnimator.sanitized(delay)
        startAnimation()
    }

    /// Pauses the animation where it is (an inactive animator becomes active, paused at its start).
    open func pauseAnimation() {
        guard isInterruptible else {
            CADiagnostics.report("UIViewPropertyAnimator.pauseAnimation: the animator is not interruptible; ignored")
            return
        }
        switch state {
        case .inactive:
            activate()
            pausedFraction = isReversed ? 1 : 0
            showPaused()
        case .active:
            guard let s = segment else { return }
            pausedFraction = scrubsLinearly ? min(max(currentProgress(of: s), 0), 1) : currentFraction(of: s)
            segment = nil
            showPaused()
        case .stopped:
            CADiagnostics.report("UIViewPropertyAnimator.pauseAnimation: the animator is stopped; ignored")
        }
    }

    /// Resumes a paused animation with new timing; `durationFactor` > 0 sets the remaining
    /// time to that multiple of `duration`, 0 keeps the remaining part of it.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            CADiagnostics.report("UIViewPropertyAnimator.continueAnimation: the animator is not active; ignored")
            return
        }
        if let s = segment {
            pausedFraction = currentFraction(of: s)
            segment = nil
            showPaused(progress: currentProgress(of: s))
        }
        resume(with: parameters ?? timingParameters,
               durationFactor: durationFactor.isFinite ? max(0, durationFactor) : 0)
    }

    /// Stops where the properties are now: their model values become the values shown.
    /// With `withoutFinishing` the animator becomes inactive and no completion runs; otherwise
    /// it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            CADiagnostics.report("UIViewPropertyAnimator.stopAnimation: the animator is not active; ignored")
            return
        }
        guard isInterruptible else {
            CADiagnostics.report("UIViewPropertyAnimator.stopAnimation: the animator is not interruptible; ignored")
            return
        }
        if let s = segment { pausedFraction = currentFraction(of: s) }
        let shown = changes.map { $0.change.presentedValue() }
        removeOwnAnimations()
        for (entry, value) in zip(changes, shown) { entry.change.setModelValue(value) }
        segment = nil
        if withoutFinishing {
            state = .inactive
            changes = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the properties take their end, start or current values and the
    /// completions run with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            CADiagnostics.report("UIViewPropertyAnimator.finishAnimation(at:): the animator is not stopped; ignored")
            return
        }
        complete(at: finalPosition)
    }

    static func sanitized(_ t: TimeInterval) -> TimeInterval {
        guard t.isFinite, t >= 0 else {
            CADiagnostics.report("UIViewPropertyAnimator: time \(t) is invalid; using 0")
            return 0
        }
        return t
    }
}

extension UIView.AnimationOptions {
    /// The named curve of the options' curve bits.
    var animationCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}
