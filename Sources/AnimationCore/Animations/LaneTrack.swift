import Foundation

/// The unboxed form of a number or point animation on one of `CALayer`'s own properties
/// (opacity, position, transform.scale…): the same arithmetic as `PropertyTrack.evaluate`,
/// on two `Double` lanes (a number uses lane 0, lane 1 stays 0) instead of `AnimValue`s,
/// evaluated directly in a `LayerScalars` (every such property lives there), so evaluating it
/// copies no enums and retains nothing. Built only when every value of the track fits;
/// `apply` returns false (and the caller takes the general path) when the layer's current
/// value does not. A class, so reaching it from its track copies nothing; keyframe data is
/// flattened into it (no `KeyframeCurve` struct is copied per evaluation).
final class LaneTrack {
    typealias Lanes = SIMD2<Double>
    /// The kind of curve; its data are stored properties of the track (not enum payloads,
    /// which were copied out on every evaluation).
    enum Curve {
        /// `from`, `to`, `by`.
        case basic
        /// `from`, `to`, `by` and `spring`.
        case spring
        /// Linear, paced or discrete keyframes (the cubic modes keep the general path):
        /// see `keyValues`, `keyTimes`, `keyFunctions`.
        case keyframes
    }
    /// Where the value is read and written: the common properties directly, the rest through
    /// `BaseField` and `ResolvedKeyPath`'s component helpers.
    enum Target {
        case position, opacity
        case transformComponent(ResolvedKeyPath.TransformComponent)
        case other
    }
    let curve: Curve
    let from: Lanes?, to: Lanes?, by: Lanes?
    let spring: SpringSolver?
    let isPoint: Bool
    let target: Target
    let field: BaseField
    let part: ResolvedKeyPath.Component?, component: String?
    let additive: Bool, cumulative: Bool
    /// True when from, to and by are all nil: the start is the value captured when the animation was added.
    let usesPrevious: Bool
    // Keyframes (empty for the other curves).
    let keyValues: [Lanes]
    let keyTimes: [Double]
    let keyFunctions: [CAMediaTimingFunction?]
    let discrete: Bool

    /// The lanes of a number or point value; nil for any other kind.
    static func lanes(_ v: AnimValue) -> Lanes? {
        switch v {
        case .number(let x): return Lanes(x, 0)
        case .point(let p): return Lanes(Double(p.x), Double(p.y))
        default: return nil
        }
    }

    /// The unboxed form of a `PropertyTrack` with these parts, or nil when it is not a plain
    /// number/point track of a base property.
    init?(path: ResolvedKeyPath, curve trackCurve: PropertyTrack.Curve, valueFunction: CAValueFunction?,
          additive: Bool, cumulative: Bool) {
        guard let field = path.property.field, field.isScalar, valueFunction == nil,
              path.kind == .number || path.kind == .point else { return nil }
        isPoint = path.kind == .point
        self.field = field
        part = path.part
        component = path.component
        self.additive = additive
        self.cumulative = cumulative
        switch (field, part) {
        case (.position, nil): target = .position
        case (.opacity, nil): target = .opacity
        case (.transform, .transform(let c)?): target = .transformComponent(c)
        default: target = .other
        }
        func convert(_ v: AnimValue?) -> Lanes?? {
            guard let v else { return .some(nil) }
            return LaneTrack.lanes(v).map { .some($0) }
        }
        var keyValues: [Lanes] = [], keyTimes: [Double] = [], keyFunctions: [CAMediaTimingFunction?] = []
        var discrete = false, usesPrevious = false
        var from: Lanes? = nil, to: Lanes? = nil, by: Lanes? = nil, spring: SpringSolver? = nil
        switch trackCurve {
        case .basic(let f, let t, let b):
            guard let f = convert(f), let t = convert(t), let b = convert(b) else { return nil }
            curve = .basic
            (from, to, by) = (f, t, b)
            usesPrevious = f == nil && t == nil && b == nil
        case .spring(let f, let t, let b, let solver):
            guard let f = convert(f), let t = convert(t), let b = convert(b) else { return nil }
            curve = .spring
            (from, to, by, spring) = (f, t, b, solver)
            usesPrevious = f == nil && t == nil && b == nil
        case .keyframes(let c, _):
            guard c.mode != .cubic, c.mode != .cubicPaced, case .values(let values) = c.source else { return nil }
            keyValues = values.compactMap(LaneTrack.lanes)
            guard keyValues.count == values.count, !keyValues.isEmpty else { return nil }
            keyTimes = c.keyTimes
            keyFunctions = c.functions
            discrete = c.mode == .discrete
            curve = .keyframes
        }
        self.keyValues = keyValues
        self.keyTimes = keyTimes
        self.keyFunctions = keyFunctions
        self.discrete = discrete
        self.usesPrevious = usesPrevious
        self.from = from
        self.to = to
        self.by = by
        self.spring = spring
    }

    /// `KeyframeCurve.value(at:)` for `.values`, on lanes: `a + (b − a)·f` inside the segment
    /// (the segment search and easing are `KeyframeCurve.segment(at:)`'s, on the flattened arrays).
    private func keyframe(at p: Double) -> Lanes {
        let values = keyValues
        if values.count == 1 { return values[0] }
        if discrete {
            var i = 0
            while i + 1 < keyTimes.count, p >= keyTimes[i + 1] { i += 1 }
            return values[min(i, values.count - 1)]
        }
        let n = keyTimes.count - 1
        var i = 0, f = 0.0
        if n < 1 || p <= keyTimes[0] {
            (i, f) = (0, 0)
        } else if p >= keyTimes[n] {
            (i, f) = (n - 1, 1)
        } else {
            while i < n - 1, p >= keyTimes[i + 1] { i += 1 }
            let span = keyTimes[i + 1] - keyTimes[i]
            f = span > 0 ? (p - keyTimes[i]) / span : 1
            if i < keyFunctions.count, let fn = keyFunctions[i] { f = fn.solve(forInput: f) }
        }
        return values[i] + (values[i + 1] - values[i]) * f
    }

    /// Apple's from/to/by table (`PropertyTrack.ends`) on lanes.
    @inline(__always)
    private static func ends(_ from: Lanes?, _ to: Lanes?, _ by: Lanes?,
                             underlying u: Lanes, previous: Lanes?) -> (Lanes, Lanes) {
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

    /// Evaluates the track into `g`; false (having written nothing) when the underlying value,
    /// or the previous value of `entry` that is needed, is not a number/point (the general
    /// path handles those). `entry.previous` is read only when the curve needs it.
    func apply(to g: inout LayerScalars, progress: Double, localTime: Double, iteration: Int,
               entry: AnimationEntry?) -> Bool {
        guard let underlying = read(&g) else { return false }
        var prev: Lanes? = nil
        if usesPrevious, let previous = entry?.previous {
            guard let p = LaneTrack.lanes(previous) else { return false }
            prev = p
        }
        var value: Lanes
        var start: Lanes? = nil, end: Lanes? = nil
        switch curve {
        case .basic:
            let (s, e) = LaneTrack.ends(from, to, by, underlying: underlying, previous: prev)
            value = s + (e - s) * progress
            start = s
            end = e
        case .spring:
            let (s, e) = LaneTrack.ends(from, to, by, underlying: underlying, previous: prev)
            value = s + (e - s) * spring!.value(at: localTime)
            start = s
            end = e
        case .keyframes:
            value = keyframe(at: progress)
            if cumulative, iteration > 0 {
                start = keyframe(at: 0)
                end = keyframe(at: 1)
            }
        }
        // Cumulative repeats add the whole change once per finished iteration.
        if cumulative, iteration > 0, let s = start, let e = end { value = value + (e - s) * Double(iteration) }
        if additive { value = underlying + value }
        write(value, to: &g)
        return true
    }

    /// The current value of the track's key path in `g` as lanes (common properties read directly).
    /// (`g` is `inout` only so that it is not copied; it is not written.)
    @inline(__always) func read(_ g: inout LayerScalars) -> Lanes? {
        switch target {
        case .position: return Lanes(Double(g.position.x), Double(g.position.y))
        case .opacity: return Lanes(Double(g.opacity), 0)
        case .transformComponent(let c) where g.transform.isIdentity: return Lanes(c.identityValue, 0)
        case .transformComponent(let c):
            if let v = g.transform.planarComponent(c) { return Lanes(Double(v), 0) }
            return readByKeyPath(&g)
        default: return readByKeyPath(&g)
        }
    }

    /// `read` through the field and component of the resolved key path (any value).
    private func readByKeyPath(_ g: inout LayerScalars) -> Lanes? {
        guard let whole = field.read(g) else { return nil }
        guard let part, let component else { return LaneTrack.lanes(whole) }
        return ResolvedKeyPath.extract(part, named: component, from: whole).flatMap(LaneTrack.lanes)
    }

    /// Writes lanes at the key path as `ResolvedKeyPath.write` writes the boxed value (non-finite values are ignored).
    @inline(__always) func write(_ v: Lanes, to g: inout LayerScalars) {
        guard v.x.isFinite, !isPoint || v.y.isFinite else { return }
        switch target {
        case .position: g.position = CGPoint(x: v.x, y: v.y)
        case .opacity: g.opacity = Float(v.x)
        case .transformComponent(let c) where g.transform.isIdentity:
            let t = c.identity(with: CGFloat(v.x))
            if t.hasFiniteEntries { g.transform = t }
        case .transformComponent(let c):
            if let t = g.transform.settingPlanarComponent(c, to: CGFloat(v.x)) {
                if t.hasFiniteEntries { g.transform = t }
                return
            }
            writeByKeyPath(v, to: &g)
        default: writeByKeyPath(v, to: &g)
        }
    }

    /// `write` through the field and component of the resolved key path (any value).
    private func writeByKeyPath(_ v: Lanes, to g: inout LayerScalars) {
        let value: AnimValue = isPoint ? .point(CGPoint(x: v.x, y: v.y)) : .number(v.x)
        guard let part, let component else {
            field.write(value, to: &g)
            return
        }
        guard let whole = field.read(g),
              let updated = ResolvedKeyPath.insert(value, at: part, named: component, into: whole) else { return }
        field.write(updated, to: &g)
    }
}
