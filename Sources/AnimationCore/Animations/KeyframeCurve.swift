import Foundation

/// The values of a `CAKeyframeAnimation` prepared for evaluation: where each keyframe falls in
/// time and how neighbouring keyframes are joined.
struct KeyframeCurve {
    enum Source {
        case values([AnimValue])
        /// Segments of a path: start point and the element that ends them.
        case path(start: [CGPoint], elements: [PathElement], measure: PathMeasure)
    }
    let source: Source
    let keyTimes: [Double]
    let functions: [CAMediaTimingFunction?]
    let mode: CAAnimationCalculationMode
    let tension: [Double], continuity: [Double], bias: [Double]

    /// The value (and, along a path, the tangent angle) at progress `p` (0…1).
    func value(at p: Double) -> (AnimValue, angle: CGFloat?)? {
        switch source {
        case .values(let values):
            guard !values.isEmpty else { return nil }
            if values.count == 1 { return (values[0], nil) }
            if mode == .discrete {
                return (values[discreteIndex(p, count: values.count)], nil)
            }
            let (i, f) = segment(at: p)
            if mode == .cubic || mode == .cubicPaced { return (cubic(values, i, f), nil) }
            return (AnimValue.interpolate(values[i], values[i + 1], f), nil)
        case .path(let starts, let elements, let measure):
            guard !elements.isEmpty else { return nil }
            if mode == .paced || mode == .cubicPaced {
                let distance = measure.length * CGFloat(min(max(p, 0), 1))
                guard let hit = measure.position(atDistance: distance) else { return nil }
                return (.point(hit.point), hit.angle)
            }
            if mode == .discrete {
                let i = discreteIndex(p, count: elements.count + 1)
                let point = i == 0 ? starts[0] : (elements[i - 1].endPoint ?? starts[i - 1])
                return (.point(point), nil)
            }
            let (i, f) = segment(at: p)
            let (point, angle) = KeyframeCurve.evaluate(elements[i], from: starts[i], at: CGFloat(f))
            return (.point(point), angle)
        }
    }

    /// Index of the keyframe shown at `p` in discrete mode.
    func discreteIndex(_ p: Double, count: Int) -> Int {
        var i = 0
        while i + 1 < keyTimes.count, p >= keyTimes[i + 1] { i += 1 }
        return min(i, count - 1)
    }

    /// The segment containing `p` and the eased fraction inside it.
    func segment(at p: Double) -> (Int, Double) {
        let n = keyTimes.count - 1
        guard n >= 1 else { return (0, 0) }
        if p <= keyTimes[0] { return (0, 0) }
        if p >= keyTimes[n] { return (n - 1, 1) }
        var i = 0
        while i < n - 1, p >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var f = span > 0 ? (p - keyTimes[i]) / span : 1
        if i < functions.count, let fn = functions[i] { f = fn.solve(forInput: f) }
        return (i, f)
    }

    /// Kochanek–Bartels interpolation between keyframes i and i+1 (for kinds with arithmetic).
    private func cubic(_ v: [AnimValue], _ i: Int, _ f: Double) -> AnimValue {
        switch v[i] {
        case .number, .point, .size, .rect, .numbers: break
        default: return AnimValue.interpolate(v[i], v[i + 1], f)
        }
        func param(_ a: [Double], _ k: Int) -> Double { k < a.count ? a[k] : 0 }
        let p0 = v[max(i - 1, 0)], p1 = v[i], p2 = v[i + 1], p3 = v[min(i + 2, v.count - 1)]
        func tangent(_ prev: AnimValue, _ cur: AnimValue, _ next: AnimValue, _ k: Int, outgoing: Bool) -> AnimValue {
            let t = param(tension, k), c = param(continuity, k), b = param(bias, k)
            let a1 = outgoing ? (1 - t) * (1 + b) * (1 - c) / 2 : (1 - t) * (1 + b) * (1 + c) / 2
            let a2 = outgoing ? (1 - t) * (1 - b) * (1 + c) / 2 : (1 - t) * (1 - b) * (1 - c) / 2
            return AnimValue.add(AnimValue.scale(AnimValue.subtract(cur, prev), by: a1),
                                 AnimValue.scale(AnimValue.subtract(next, cur), by: a2))
        }
        let m1 = tangent(p0, p1, p2, i, outgoing: true)
        let m2 = tangent(p1, p2, p3, i + 1, outgoing: false)
        let f2 = f * f, f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f, h01 = -2 * f3 + 3 * f2, h11 = f3 - f2
        return AnimValue.add(AnimValue.add(AnimValue.scale(p1, by: h00), AnimValue.scale(m1, by: h10)),
                             AnimValue.add(AnimValue.scale(p2, by: h01), AnimValue.scale(m2, by: h11)))
    }

    /// The point and tangent angle a fraction `t` along one path element.
    static func evaluate(_ e: PathElement, from s: CGPoint, at t: CGFloat) -> (CGPoint, CGFloat) {
        let u = 1 - t
        switch e {
        case .moveTo(let p): return (p, 0)
        case .lineTo(let p):
            return (CGPoint(x: s.x + (p.x - s.x) * t, y: s.y + (p.y - s.y) * t), atan2(p.y - s.y, p.x - s.x))
        case .quadCurveTo(let p, let c):
            let pt = CGPoint(x: u * u * s.x + 2 * u * t * c.x + t * t * p.x,
                             y: u * u * s.y + 2 * u * t * c.y + t * t * p.y)
            let d = CGPoint(x: 2 * u * (c.x - s.x) + 2 * t * (p.x - c.x), y: 2 * u * (c.y - s.y) + 2 * t * (p.y - c.y))
            return (pt, atan2(d.y, d.x))
        case .curveTo(let p, let c1, let c2):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            let pt = CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * p.x, y: a * s.y + b * c1.y + c * c2.y + d * p.y)
            let dx = 3 * u * u * (c1.x - s.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p.x - c2.x)
            let dy = 3 * u * u * (c1.y - s.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p.y - c2.y)
            return (pt, atan2(dy, dx))
        case .closeSubpath:
            return (s, 0)
        }
    }
}

extension KeyframeCurve {
    /// Prepares `anim` for a property of `kind`; nil (with a diagnostic) when nothing usable is left.
    init?(_ anim: CAKeyframeAnimation, kind: ValueKind, keyPath: String) {
        mode = anim.calculationMode
        func numbers(_ a: [NSNumber]?) -> [Double] { (a ?? []).map { $0.doubleValue.isFinite ? $0.doubleValue : 0 } }
        tension = numbers(anim.tensionValues)
        continuity = numbers(anim.continuityValues)
        bias = numbers(anim.biasValues)
        var count: Int
        if let path = anim.path, kind == .point {
            var starts: [CGPoint] = [], elements: [PathElement] = []
            var current = CGPoint.zero, subpathStart = CGPoint.zero
            for e in path.elements {
                switch e {
                case .moveTo(let p):
                    current = p
                    subpathStart = p
                case .closeSubpath:
                    starts.append(current)
                    elements.append(.lineTo(subpathStart))
                    current = subpathStart
                default:
                    starts.append(current)
                    elements.append(e)
                    current = e.endPoint ?? current
                }
            }
            if starts.isEmpty { starts = [current] }
            source = .path(start: starts, elements: elements, measure: PathMeasure(path))
            count = elements.count + 1
        } else {
            var converted: [AnimValue] = []
            for v in anim.values ?? [] {
                if let a = AnimValue(any: v, as: kind), a.isFinite {
                    converted.append(a)
                } else {
                    CADiagnostics.report("CAKeyframeAnimation(\(keyPath)): ignored a value of the wrong kind "
                                         + "or non-finite")
                }
            }
            guard !converted.isEmpty else {
                CADiagnostics.report("CAKeyframeAnimation(\(keyPath)) has no usable values; ignored")
                return nil
            }
            source = .values(converted)
            count = converted.count
        }
        // Key times: given ones when they fit, paced from distances, or evenly spaced.
        let given = numbers(anim.keyTimes)
        let fits = given.count == count && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
        if (mode == .paced || mode == .cubicPaced), case .values(let vs) = source, vs.count > 1 {
            var cumulative = [0.0]
            for (a, b) in zip(vs, vs.dropFirst()) { cumulative.append(cumulative.last! + AnimValue.distance(a, b)) }
            let total = cumulative.last!
            keyTimes = total > 0 ? cumulative.map { $0 / total } : (0..<count).map { Double($0) / Double(count - 1) }
            functions = []
        } else {
            if !given.isEmpty && !fits && !(mode == .discrete && given.count == count + 1) {
                CADiagnostics.report("CAKeyframeAnimation(\(keyPath)): \(given.count) keyTimes for \(count) values; "
                                     + "spacing them evenly")
            }
            if fits || (mode == .discrete && given.count == count + 1) { keyTimes = given }
            else if mode == .discrete { keyTimes = (0...count).map { Double($0) / Double(count) } }
            else { keyTimes = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 } }
            functions = (mode == .paced || mode == .cubicPaced) ? [] : (anim.timingFunctions ?? []).map { Optional($0) }
        }
    }
}
