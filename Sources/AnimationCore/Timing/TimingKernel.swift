import Foundation

/// The CAMediaTiming algorithm (`MediaTiming.evaluate(parentTime:)` calls it) with everything that
/// does not depend on the time worked out once, when an animation is compiled: the active and
/// cycle durations, the fill mode as two flags (`CAMediaTimingFillMode` compares strings), and
/// the timing function held without
/// reference counting. Snapshots evaluate three of these per layer per frame.
struct TimingKernel {
    let beginTime: Double, speed: Double, timeOffset: Double
    let duration: Double, cycleDuration: Double, activeDuration: Double
    let autoreverses: Bool, fillsForwards: Bool, fillsBackwards: Bool
    /// Kept alive by the `MediaTiming` this kernel was made from (`CompiledAnimation.timing`);
    /// held unmanaged and called through a guaranteed reference (loading an `unowned(unsafe)`
    /// reference retains it for the call).
    let timingFunction: Unmanaged<CAMediaTimingFunction>?
    /// `MediaTimeTolerance.slack`'s share of `beginTime`: max(floor, steps · ulp(|beginTime|)),
    /// or nil when beginTime is not finite (the slack is then 0). See `evaluate(parentTime:parentSlack:)`.
    let beginSlack: Double?
    /// abs(speed), which scales the slack.
    let absoluteSpeed: Double
    /// `timeOffset` moves the time within a finite, non-empty active interval (wrapping inside it).
    let wrapsTimeOffset: Bool
    /// The object has cycles: positive cycle and simple durations (otherwise it sits at its start or end).
    let hasCycles: Bool

    init(_ m: MediaTiming) {
        beginTime = m.beginTime
        speed = m.speed
        timeOffset = m.timeOffset
        duration = m.duration
        cycleDuration = m.cycleDuration
        activeDuration = m.activeDuration
        autoreverses = m.autoreverses
        fillsForwards = m.fillMode.fillsForwards
        fillsBackwards = m.fillMode.fillsBackwards
        timingFunction = m.timingFunction.map { Unmanaged.passUnretained($0) }
        beginSlack = m.beginTime.isFinite
            ? max(MediaTimeTolerance.floor, TimingKernel.slackShare(m.beginTime)) : nil
        absoluteSpeed = abs(m.speed)
        wrapsTimeOffset = timeOffset != 0 && activeDuration.isFinite && activeDuration > 0
        hasCycles = cycleDuration > 0 && duration > 0
    }

    /// A time's share of `MediaTimeTolerance.slack`: steps · ulp(|time|). The slack of two times
    /// is max(floor, share(a), share(b)) — ulp grows with the magnitude, so the ulp of the larger
    /// is the larger ulp — which lets a caller evaluating many kernels at one parent time work
    /// out its share once.
    @inline(__always) static func slackShare(_ time: Double) -> Double {
        MediaTimeTolerance.steps * abs(time).ulp
    }

    /// `evaluate(parentTime:parentSlack:)` with the parent time's share of the slack worked out here.
    @inline(__always) func evaluate(parentTime: Double) -> TimingResult? {
        evaluate(parentTime: parentTime, parentSlack: TimingKernel.slackShare(parentTime))
    }

    /// Where the object is at `parentTime`, or nil when it has no effect then: the active interval
    /// with fill modes, `timeOffset` wrapping inside it, repeats and autoreverse, then the timing function.
    /// `parentSlack` is `TimingKernel.slackShare(parentTime)`.
    @inline(__always) func evaluate(parentTime: Double, parentSlack: Double) -> TimingResult? {
        guard parentTime.isFinite else { return nil }
        var active = (parentTime - beginTime) * speed
        let total = activeDuration
        // Both times may be a year from 0, where they are rounded to 3.7 ns: within that rounding
        // of its start or end the object is on it (`MediaTimeTolerance`), so it starts and ends
        // on the same frame, and `CARunLoop` reports its stop then, however late the clock reads.
        // (`MediaTimeTolerance.slack(parentTime, beginTime)`, from the two shares.)
        let slack = (beginSlack.map { max($0, parentSlack) } ?? 0) * absoluteSpeed
        if abs(active) < slack { active = 0 } else if abs(active - total) < slack { active = total }
        var phase = TimingResult.Phase.active
        if active < 0 {
            guard fillsBackwards else { return nil }
            active = 0
            phase = .before
        } else if active >= total {
            guard fillsForwards else { return nil }
            active = total
            phase = .after
        }
        var t = active + timeOffset
        if wrapsTimeOffset, phase != .after {
            t = t.truncatingRemainder(dividingBy: total)
            if t < 0 { t += total }
        }
        let cycle = cycleDuration
        guard hasCycles else {
            return TimingResult(progress: phase == .before ? 0 : 1, iteration: 0, phase: phase, localTime: 0)
        }
        var iteration = TimingKernel.floor(t / cycle)
        var within = t - iteration * cycle
        if phase == .after, within < 1e-12, iteration > 0 {
            // Ending exactly on a cycle boundary shows the end of the last cycle.
            iteration -= 1
            within = cycle
        }
        if autoreverses, within > duration { within = cycle - within }
        let raw = min(max(within / duration, 0), 1)
        var eased = raw
        if let f = timingFunction { eased = f._withUnsafeGuaranteedRef { $0.solve(forInput: raw) } }
        return TimingResult(progress: eased, iteration: TimingKernel.count(max(min(iteration, 1e9), 0)),
                            phase: phase, localTime: eased * duration)
    }

    /// 2⁵²: from here to 2⁵³ the doubles are exactly the integers.
    private static let twoTo52 = 4_503_599_627_370_496.0

    /// `x.rounded(.down)`, without a call to the C library's `floor` for the usual case, a
    /// positive x below 2⁵²: x + 2⁵² rounds x to the nearest integer (exactly, in the binade
    /// of 2⁵²), which is one too many when it lies above x. Same value as `floor`, and no
    /// conversion to an integer type (whose range checks cost more than this).
    @inline(__always) static func floor(_ x: Double) -> Double {
        guard x > 0 && x < twoTo52 else { return x.rounded(.down) }
        let nearest = (x + twoTo52) - twoTo52
        return nearest > x ? nearest - 1 : nearest
    }

    /// `Int(n)` for a whole number n in 0...2⁵² − 1, read from the low bits of n + 2⁵² (no range
    /// checks: anything else, NaN included, gives some count instead of trapping).
    @inline(__always) static func count(_ n: Double) -> Int {
        Int(truncatingIfNeeded: (n + twoTo52).bitPattern & 0x000F_FFFF_FFFF_FFFF)
    }
}
