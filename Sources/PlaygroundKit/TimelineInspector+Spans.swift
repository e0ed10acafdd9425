import AnimationCore
import Foundation

/// Where a timeline row shows on the time axis: the spans of scene time in which its animation
/// is active (one span per pass, so repeats can be marked where two spans meet), and those in
/// which a fill mode holds it.
public struct TimelineSpans: Equatable {
    public var active: [Range<Double>]
    public var filled: [Range<Double>]
}

extension TimelineInspector {
    /// The most spans kept per list of one row (more would be narrower than a pixel on the panel).
    static let maximumSpans = 1000

    /// Where `row` is active or filled between scene times `start` and `end`.
    ///
    /// A group's child is mapped out through every group above it, innermost first, each with
    /// its own timing (begin, speed, offset, repeats, autoreverse, fills and timing function),
    /// so a child at any depth shows in every cycle of every group, where its eased time puts it.
    /// Agrees with `moment(of:atSceneTime:)`: a scene time lies in an active span exactly when
    /// the moment there is `.active` (up to the spans' ends, to 1e-9 s).
    public func spans(of row: InspectedAnimation, from start: Double, to end: Double) -> TimelineSpans {
        guard start.isFinite, end.isFinite, end > start else { return TimelineSpans(active: [], filled: []) }
        let l0 = layerTime(of: row.layer, atSceneTime: start), l1 = layerTime(of: row.layer, atSceneTime: end)
        guard l0.isFinite, l1.isFinite else { return TimelineSpans(active: [], filled: []) }
        if abs(l1 - l0) < 1e-12 {
            // A layer between is paused: the row stays where it is across the whole axis.
            switch row.moment(atLayerTime: l0).phase {
            case .active: return TimelineSpans(active: [start..<end], filled: [])
            case .filledBefore, .filledAfter: return TimelineSpans(active: [], filled: [start..<end])
            case .removed: return TimelineSpans(active: [], filled: [])
            }
        }
        // Each group's timing and function, outermost first, and the window of its parent's time.
        var groups: [(timing: InspectorTiming, function: CAMediaTimingFunction?)] = []
        var parentDuration = InspectorTiming.defaultDuration
        for group in row.ancestors {
            let t = InspectorTiming(group, defaultDuration: parentDuration)
            groups.append((t, group.timingFunction))
            parentDuration = t.duration
        }
        guard let layerWindow = span(min(l0, l1), max(l0, l1)) else { return TimelineSpans(active: [], filled: []) }
        let window = groups.last.map { $0.timing.localTimeRange(timingFunction: $0.function) } ?? layerWindow
        var (active, filled) = row.timing.ownSpans(in: window)
        for k in groups.indices.reversed() {
            let outer = k == 0
                ? layerWindow
                : groups[k - 1].timing.localTimeRange(timingFunction: groups[k - 1].function)
            let g = groups[k]
            active = Array(g.timing.parentSpans(whereLocalTimeIn: active, timingFunction: g.function, window: outer)
                .prefix(Self.maximumSpans))
            filled = Array(g.timing.parentSpans(whereLocalTimeIn: filled, timingFunction: g.function, window: outer)
                .prefix(Self.maximumSpans))
        }
        func scene(_ spans: [Range<Double>]) -> [Range<Double>] {
            spans.compactMap { s in
                let a = sceneTime(of: row.layer, atLayerTime: s.lowerBound),
                    b = sceneTime(of: row.layer, atLayerTime: s.upperBound)
                return span(max(min(a, b), start), min(max(a, b), end))
            }
            .sorted { $0.lowerBound < $1.lowerBound }
        }
        return TimelineSpans(active: scene(active), filled: TimingCurvePreimage.merged(scene(filled)))
    }
}
