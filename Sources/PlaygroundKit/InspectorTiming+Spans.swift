import AnimationCore
import Foundation

// The inverse of `InspectorTiming.moment(atParentTime:timingFunction:)`: not "where is the
// animation at this time" but "at which times of its parent is it active, or filled, or is its
// local time in a given set". The timeline inspector draws a row's bars from these spans, and
// maps a group's child out through each group in turn.
//
// The recipe inverted: parent time p gives active time a = (p − beginTime) × speed; with a
// `timeOffset` t = a + timeOffset (wrapped into the active duration when that is finite), else
// t = a; pass k covers t in [k·duration, (k+1)·duration), its input time x = t/duration − k
// (1 − that on the way back of an autoreversing cycle), and the local time it hands its
// children is f(x) × duration for the timing function f. Within a pass p is affine in x, so a
// set of inputs maps to parent-time spans directly; `TimingCurvePreimage` gives the inputs.
extension InspectorTiming {
    /// The most passes enumerated for one call (a 1 ms animation repeating forever on a 4 s axis
    /// would otherwise make 4000 bars narrower than a pixel).
    static let maximumPasses = 400

    /// One pass within a window: parent time at input 0 and at input 1 (the second may be the
    /// smaller, on the way back or at a negative speed), and the parent-time span it covers there.
    struct Pass {
        var atStart: Double
        var atEnd: Double
        var clip: Range<Double>

        /// The parent-time span where the input is in `x` (a part of 0…1), clipped to the pass.
        func parentSpan(_ x: Range<Double>) -> Range<Double>? {
            let a = atStart + x.lowerBound * (atEnd - atStart), b = atStart + x.upperBound * (atEnd - atStart)
            return span(max(min(a, b), clip.lowerBound), min(max(a, b), clip.upperBound))
        }
    }

    /// Where the animation is active within `window` (parent time), one span per pass, and where
    /// a fill mode holds it (before its begin, after its end).
    func ownSpans(in window: Range<Double>) -> (active: [Range<Double>], filled: [Range<Double>]) {
        if speed == 0 {
            let whole = activeDuration > 0 ? [window] : []
            return (whole, [])
        }
        let active = passes(in: window).compactMap { $0.parentSpan(0..<1) }
        let filled = fillRegions(in: window, timingFunction: nil).map(\.span)
        return (active, filled)
    }

    /// The parent-time spans within `window` at which the animation's local time (what it hands
    /// its children: progress × duration) lies in one of `local`, whether it is active then or
    /// held by a fill; `timingFunction` is the animation's own.
    func parentSpans(whereLocalTimeIn local: [Range<Double>], timingFunction: CAMediaTimingFunction?,
                     window: Range<Double>) -> [Range<Double>] {
        guard !local.isEmpty else { return [] }
        func holds(_ t: Double) -> Bool { local.contains { $0.contains(t) } }
        if speed == 0 {
            let m = moment(atParentTime: 0, timingFunction: timingFunction)
            return activeDuration > 0 && holds(m.localTime) ? [window] : []
        }
        // Each local span on its own, so a child's passes stay apart (their meeting marks a repeat).
        let curve = TimingCurvePreimage(timingFunction)
        let inputs = local.flatMap { s in
            span(s.lowerBound / duration, s.upperBound / duration).map { curve.inputs(whereProgressIn: [$0]) } ?? []
        }
        var spans: [Range<Double>] = []
        for pass in passes(in: window) {
            spans += inputs.compactMap(pass.parentSpan)
        }
        for region in fillRegions(in: window, timingFunction: timingFunction) where holds(region.localTime) {
            spans.append(region.span)
        }
        return spans.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The local times the animation hands its children, from lowest to highest: the timing
    /// function's progress range times the duration (beyond 0…duration when it overshoots).
    func localTimeRange(timingFunction: CAMediaTimingFunction?) -> Range<Double> {
        let r = TimingCurvePreimage(timingFunction).progressRange
        // Half-open, and the end itself is reached (a fill after holds it): one ulp past it.
        return span(r.lowerBound * duration, (r.upperBound * duration).nextUp) ?? 0..<Double.infinity
    }

    /// The passes that overlap `window` (parent time), at most `maximumPasses`.
    func passes(in window: Range<Double>) -> [Pass] {
        guard duration > 0, duration.isFinite, speed != 0, speed.isFinite, activeDuration > 0 else { return [] }
        // The active times the window covers.
        let a0 = (window.lowerBound - beginTime) * speed, a1 = (window.upperBound - beginTime) * speed
        guard let aWindow = span(max(min(a0, a1), 0), min(max(a0, a1), activeDuration)) else { return [] }
        // Active time to t: t = a + shift on each segment.
        var segments: [(a: Range<Double>, shift: Double)] = []
        if timeOffset != 0, activeDuration.isFinite {
            var o = timeOffset.truncatingRemainder(dividingBy: activeDuration)
            if o < 0 { o += activeDuration }
            segments = [(0..<(activeDuration - o), o), ((activeDuration - o)..<activeDuration, o - activeDuration)]
        } else {
            segments = [(0..<activeDuration, timeOffset)]
        }
        var passes: [Pass] = []
        for segment in segments {
            guard let a = span(max(segment.a.lowerBound, aWindow.lowerBound),
                               min(segment.a.upperBound, aWindow.upperBound))
            else { continue }
            let tLo = a.lowerBound + segment.shift, tHi = a.upperBound + segment.shift
            var k = (tLo / duration).rounded(.down), steps = 0
            while k * duration < tHi, passes.count < Self.maximumPasses, steps < Self.maximumPasses {
                steps += 1
                let backwards = autoreverses && Int(k.truncatingRemainder(dividingBy: 2)) != 0
                func parent(_ t: Double) -> Double { beginTime + (t - segment.shift) / speed }
                let t0 = k * duration, t1 = t0 + duration
                let p0 = parent(max(t0, tLo)), p1 = parent(min(t1, tHi))
                if let clip = span(min(p0, p1), max(p0, p1)) {
                    passes.append(
                        Pass(atStart: parent(backwards ? t1 : t0), atEnd: parent(backwards ? t0 : t1), clip: clip))
                }
                k += 1
            }
        }
        return passes
    }

    /// The parts of `window` where a fill mode holds the animation, with the local time it holds.
    private func fillRegions(in window: Range<Double>, timingFunction: CAMediaTimingFunction?)
        -> [(span: Range<Double>, localTime: Double)] {
        var regions: [(Range<Double>, Double)] = []
        func add(_ lo: Double, _ hi: Double, at probe: Double) {
            guard let s = span(max(lo, window.lowerBound), min(hi, window.upperBound)) else { return }
            regions.append((s, moment(atParentTime: probe, timingFunction: timingFunction).localTime))
        }
        let forward = speed > 0
        if fillsBackwards {
            if forward {
                add(-.infinity, beginTime, at: beginTime - 1)
            } else {
                add(beginTime.nextUp, .infinity, at: beginTime + 1)
            }
        }
        if fillsForwards, activeDuration.isFinite {
            let end = beginTime + activeDuration / speed
            if forward { add(end, .infinity, at: end + 1) } else { add(-.infinity, end, at: end - 1) }
        }
        return regions
    }
}

/// The span from `a` to `b`, nil when it is empty or either end is NaN (a `Range` would trap).
func span(_ a: Double, _ b: Double) -> Range<Double>? { a < b ? a..<b : nil }
