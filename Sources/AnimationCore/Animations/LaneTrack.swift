import Foundation

/// The unboxed form of a number or point animation on one of `CALayer`'s own properties
/// (opacity, position, transform.scale…): the same arithmetic as `PropertyTrack.evaluate`,
/// on two `Double` lanes (a number uses lane 0, lane 1 stays 0) instead of `AnimValue`s,
/// so evaluating it copies no enums. Built only when every value of the track fits;
/// `apply` returns false (and the caller takes the general path) when the layer's
/// current value does not. A class, so reaching it from its track copies nothing.
final class LaneTrack {
    typealias Lanes = SIMD2<Double>
    enum Curve {
        case basic(from: Lanes?, to: Lanes?, by: Lanes?)
        case spring(from: Lanes?, to: Lanes?, by: Lanes?, SpringSolver)
        /// Linear, paced or discrete keyframes (the cubic modes keep the general path).
        case keyframes(KeyframeCurve, values: [Lanes])
    }
    let curve: Curve
    let isPoint: Bool

    /// The lanes of a number or point value; nil for any other kind.
    static func lanes(_ v: AnimValue) -> Lanes? {
        switch v {
        case .number(let x): return Lanes(x, 0)
        case .point(let p): return Lanes(Double(p.x), Double(p.y))
        default: return nil
        }
    }

    /// The unboxed form of `track`, or nil when it is not a plain number/point track of a base property.
    init?(_ track: PropertyTrack) {
        guard track.path.property.field != nil, track.valueFunction == nil,
              track.path.kind == .number || track.path.kind == .point else { return nil }
        isPoint = track.path.kind == .point
        func convert(_ v: AnimValue?) -> Lanes?? {
            guard let v else { return .some(nil) }
            return LaneTrack.lanes(v).map { .some($0) }
        }
        switch track.curve {
        case .basic(let f, let t, let b):
            guard let f = convert(f), let t = convert(t), let b = convert(b) else { return nil }
            curve = .basic(from: f, to: t, by: b)
        case .spring(let f, let t, let b, let solver):
            guard let f = convert(f), let t = convert(t), let b = convert(b) else { return nil }
            curve = .spring(from: f, to: t, by: b, solver)
        case .keyframes(let c, _):
            guard c.mode != .cubic, c.mode != .cubicPaced, case .values(let values) = c.source else { return nil }
            let lanes = values.compactMap(LaneTrack.lanes)
            guard lanes.count == values.count, !lanes.isEmpty else { return nil }
            curve = .keyframes(c, values: lanes)
        }
    }

    /// `KeyframeCurve.value(at:)` for `.values`, on lanes: `a + (b − a)·f` inside the segment.
    private static func keyframe(_ c: KeyframeCurve, _ values: [Lanes], at p: Double) -> Lanes {
        if values.count == 1 { return values[0] }
        if c.mode == .discrete { return values[c.discreteIndex(p, count: values.count)] }
        let (i, f) = c.segment(at: p)
        return values[i] + (values[i + 1] - values[i]) * f
    }

    /// Apple's from/to/by table (`PropertyTrack.ends`) on lanes.
    private static func ends(_ from: Lanes?, _ to: Lanes?, _ by: Lanes?, underlying u: Lanes, previous: Lanes?) -> (Lanes, Lanes) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f + b)
        case (nil, let t?, let b?): return (t - b, t)
        case (let f?, nil, nil): return (f, u)
        case (nil, let t?, nil): return (u, t)
        case (nil, nil, let b?): return (u, u + b)
        case (nil, nil, nil): return (previous ?? u, u)
        }
    }

    /// Evaluates the track of `track` into `state`; false (having written nothing) when the
    /// underlying value, or the previous value of `entry` that is needed, is not a number/point
    /// (the general path handles those). `entry.previous` is read only when the curve needs it.
    func apply(_ track: PropertyTrack, to state: inout LayerState, progress: Double, localTime: Double,
               iteration: Int, entry: AnimationEntry?) -> Bool {
        let path = track.path
        guard let underlying = LaneTrack.read(path, state) else { return false }
        var prev: Lanes? = nil
        if case .basic(nil, nil, nil) = curve, let previous = entry?.previous {
            guard let p = LaneTrack.lanes(previous) else { return false }
            prev = p
        } else if case .spring(nil, nil, nil, _) = curve, let previous = entry?.previous {
            guard let p = LaneTrack.lanes(previous) else { return false }
            prev = p
        }
        var value: Lanes
        var start: Lanes? = nil, end: Lanes? = nil
        switch curve {
        case .basic(let f, let t, let b):
            let (s, e) = LaneTrack.ends(f, t, b, underlying: underlying, previous: prev)
            value = s + (e - s) * progress
            start = s; end = e
        case .spring(let f, let t, let b, let solver):
            let (s, e) = LaneTrack.ends(f, t, b, underlying: underlying, previous: prev)
            value = s + (e - s) * solver.value(at: localTime)
            start = s; end = e
        case .keyframes(let c, let values):
            value = LaneTrack.keyframe(c, values, at: progress)
            if track.cumulative { start = LaneTrack.keyframe(c, values, at: 0); end = LaneTrack.keyframe(c, values, at: 1) }
        }
        // Cumulative repeats add the whole change once per finished iteration.
        if track.cumulative, iteration > 0, let s = start, let e = end { value = value + (e - s) * Double(iteration) }
        if track.additive { value = underlying + value }
        LaneTrack.write(value, path, isPoint: isPoint, to: &state)
        return true
    }

    /// The current value at `path` in `state` as lanes (common properties read directly).
    private static func read(_ path: ResolvedKeyPath, _ state: LayerState) -> Lanes? {
        switch (path.property.field, path.part) {
        case (.position?, nil): return Lanes(Double(state.position.x), Double(state.position.y))
        case (.opacity?, nil): return Lanes(Double(state.opacity), 0)
        case (.transform?, .transform(let c)?) where CATransform3DIsIdentity(state.transform):
            return Lanes(c.identityValue, 0)
        default: return lanes(path.read(state))
        }
    }

    /// Writes lanes at `path` as `ResolvedKeyPath.write` writes the boxed value (non-finite values are ignored).
    private static func write(_ v: Lanes, _ path: ResolvedKeyPath, isPoint: Bool, to state: inout LayerState) {
        guard v.x.isFinite, !isPoint || v.y.isFinite else { return }
        switch (path.property.field, path.part) {
        case (.position?, nil): state.position = CGPoint(x: v.x, y: v.y)
        case (.opacity?, nil): state.opacity = Float(v.x)
        case (.transform?, .transform(let c)?) where CATransform3DIsIdentity(state.transform):
            let t = c.identity(with: CGFloat(v.x))
            if t.hasFiniteEntries { state.transform = t }
        default: path.write(&state, isPoint ? .point(CGPoint(x: v.x, y: v.y)) : .number(v.x))
        }
    }
}
