import Foundation

/// Measures a path: flattens it to polylines, then answers length, point-at-distance
/// and trimming (`strokeStart`/`strokeEnd`) questions on those polylines.
///
/// Precision: polyline vertices lie on the true curves and every point of a
/// polyline is within `tolerance` of its curve (and vice versa); curves are
/// subdivided until their control points are within `tolerance / 2` of the chord
/// (convex-hull bound). Lengths are polyline lengths, so a curve's length is
/// underestimated, by at most about `tolerance / (8·ρ)` relative for radius of
/// curvature ρ (under 0.8 · `tolerance` for a whole circle of any radius);
/// straight lines are exact. Each curve is split at most 2¹⁶ times.
/// Core Animation's own flattening is private; this one is not bit-compatible with it.
public struct PathMeasure {
    /// One flattened subpath: its vertices in order, and whether it is closed.
    public struct Polyline: Equatable, Hashable, Sendable {
        /// The vertices; a closed polyline does not repeat its first point at the end.
        public var points: [CGPoint]
        /// True when the subpath was closed; the closing segment (last → first point) counts in its length.
        public var isClosed: Bool

        /// A polyline from its vertices.
        public init(points: [CGPoint], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }

        /// The total length of the segments, the closing segment included.
        public var length: CGFloat { cumulativeLengths().last ?? 0 }

        /// Distance along the polyline at each vertex, plus the return to the first point when closed.
        func cumulativeLengths() -> [CGFloat] {
            guard let first = points.first else { return [] }
            var result: [CGFloat] = [0]
            result.reserveCapacity(points.count + 1)
            var previous = first, total: CGFloat = 0
            for p in points.dropFirst() + (isClosed ? [first] : []) {
                total += hypot(p.x - previous.x, p.y - previous.y)
                result.append(total)
                previous = p
            }
            return result
        }
    }

    /// One polyline per drawn subpath (lone move-tos and subpaths broken by NaN points are left out).
    ///
    /// Differs from the brief's `var`: read-only, because the measurements are cached with it.
    public private(set) var polylines: [Polyline]
    /// The total length over all subpaths (gaps between subpaths are not counted).
    public private(set) var length: CGFloat
    private var cumulative: [[CGFloat]]

    /// Flattens `path` so that every polyline stays within `tolerance` of the true curve.
    ///
    /// A non-positive or NaN tolerance uses 0.1. Elements with a non-finite
    /// coordinate end the current subpath; a drawing element with no current point
    /// starts a new subpath at its end point.
    public init(_ path: CGPath, tolerance: CGFloat = 0.1) {
        let tol = tolerance > 0 ? tolerance : 0.1
        var flattener = Flattener(threshold: tol / 2)
        for e in path.elements { flattener.add(e) }
        flattener.finish(closed: false)
        polylines = flattener.polylines
        cumulative = polylines.map { $0.cumulativeLengths() }
        length = cumulative.reduce(0) { $0 + ($1.last ?? 0) }
    }

    /// Point and tangent angle (radians, atan2(dy, dx)) at arc length `distance` (clamped to [0, length]).
    ///
    /// Returns nil when there is no polyline. Zero-length segments are skipped when
    /// choosing the tangent; an all-zero-length path gives its point and angle 0.
    /// A distance exactly between two subpaths belongs to the earlier one; NaN counts as 0.
    public func position(atDistance distance: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
        guard !polylines.isEmpty else { return nil }
        var remaining = distance.isNaN ? 0 : min(max(distance, 0), length)
        for i in polylines.indices {
            let total = cumulative[i].last ?? 0
            if remaining <= total || i == polylines.count - 1 {
                return locate(min(remaining, total), in: i)
            }
            remaining -= total
        }
        return nil
    }

    /// The part of the path between two fractions of its total length, as polylines, for stroke trimming.
    ///
    /// Fractions are clamped to 0…1; start ≥ end (or a NaN fraction) gives no polylines.
    /// A subpath that lies wholly inside the range is returned unchanged (a closed one
    /// stays closed); a partly covered one becomes an open polyline.
    public func segment(fromFraction start: CGFloat, toFraction end: CGFloat) -> [Polyline] {
        guard !start.isNaN, !end.isNaN else { return [] }
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        guard s < e else { return [] }
        let d0 = s * length, d1 = e * length
        var result: [Polyline] = []
        var offset: CGFloat = 0
        for i in polylines.indices {
            let total = cumulative[i].last ?? 0
            defer { offset += total }
            if d0 <= offset && offset + total <= d1 {
                result.append(polylines[i])
                continue
            }
            let from = max(d0 - offset, 0), to = min(d1 - offset, total)
            guard from < to else { continue }
            result.append(extract(from: from, to: to, in: i))
        }
        return result
    }

    // MARK: - Walking the polylines

    /// The segment index k (1-based end vertex) containing local distance `d`, skipping zero-length segments.
    private func segmentIndex(_ d: CGFloat, in i: Int) -> Int? {
        let cum = cumulative[i]
        guard cum.count >= 2 else { return nil }
        var lo = 1, hi = cum.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if cum[mid] >= d { hi = mid } else { lo = mid + 1 }
        }
        var k = lo
        while k < cum.count - 1 && cum[k] == cum[k - 1] { k += 1 }
        return k
    }

    private func vertex(_ k: Int, in i: Int) -> CGPoint {
        let points = polylines[i].points
        return points[k % points.count]
    }

    private func locate(_ d: CGFloat, in i: Int) -> (point: CGPoint, angle: CGFloat) {
        let cum = cumulative[i]
        guard let k = segmentIndex(d, in: i), cum[k] > cum[k - 1] else {
            return (polylines[i].points[0], 0)
        }
        let a = vertex(k - 1, in: i), b = vertex(k, in: i)
        let t = min(max((d - cum[k - 1]) / (cum[k] - cum[k - 1]), 0), 1)
        let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        return (point, CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x))))
    }

    private func extract(from: CGFloat, to: CGFloat, in i: Int) -> Polyline {
        let cum = cumulative[i]
        var points = [locate(from, in: i).point]
        for k in 1..<cum.count where cum[k] > from && cum[k] < to {
            points.append(vertex(k, in: i))
        }
        points.append(locate(to, in: i).point)
        return Polyline(points: points, isClosed: false)
    }
}

/// Turns path elements into polylines by adaptive de Casteljau subdivision.
private struct Flattener {
    let threshold: CGFloat
    var polylines: [PathMeasure.Polyline] = []
    var current: [CGPoint] = []
    var subpathStart: CGPoint?
    var currentPoint: CGPoint?
    private static let maxDepth = 16

    init(threshold: CGFloat) { self.threshold = threshold }

    mutating func finish(closed: Bool) {
        if current.count >= 2 { polylines.append(.init(points: current, isClosed: closed)) }
        current = []
    }

    mutating func add(_ element: PathElement) {
        var finite = true
        _ = element.mapPoints { p in
            finite = finite && p.x.isFinite && p.y.isFinite
            return p
        }
        guard finite else {
            finish(closed: false)
            currentPoint = nil
            subpathStart = nil
            return
        }
        if case .moveTo(let p) = element {
            finish(closed: false)
            current = [p]
            subpathStart = p
            currentPoint = p
            return
        }
        if case .closeSubpath = element {
            finish(closed: true)
            currentPoint = subpathStart
            return
        }
        guard let start = currentPoint, let end = element.endPoint else {
            current = element.endPoint.map { [$0] } ?? []
            subpathStart = element.endPoint
            currentPoint = element.endPoint
            return
        }
        if current.isEmpty {
            current = [start]
            subpathStart = start
        }
        switch element {
        case .lineTo(let p):
            current.append(p)
        case .quadCurveTo(let p, let c):
            quad(start, c, p, depth: 0)
        case .curveTo(let p, let c1, let c2):
            cubic(start, c1, c2, p, depth: 0)
        case .moveTo, .closeSubpath:
            break
        }
        currentPoint = end
    }

    /// Squared distance from `p` to the segment `a`–`b`.
    private func distanceSquared(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let t = len2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0), 1) : 0
        let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
        return ex * ex + ey * ey
    }

    private mutating func quad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, depth: Int) {
        let limit = threshold * threshold
        if depth >= Self.maxDepth || distanceSquared(p1, p0, p2) <= limit {
            current.append(p2)
            return
        }
        let a = mid(p0, p1), b = mid(p1, p2), m = mid(a, b)
        quad(p0, a, m, depth: depth + 1)
        quad(m, b, p2, depth: depth + 1)
    }

    private mutating func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int) {
        let limit = threshold * threshold
        if depth >= Self.maxDepth || (distanceSquared(p1, p0, p3) <= limit && distanceSquared(p2, p0, p3) <= limit) {
            current.append(p3)
            return
        }
        let a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3)
        let ab = mid(a, b), bc = mid(b, c), m = mid(ab, bc)
        cubic(p0, a, ab, m, depth: depth + 1)
        cubic(m, bc, c, p3, depth: depth + 1)
    }

    private func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
}

extension CGPath {
    /// The path flattened to polylines within `tolerance` of the true curves (see `PathMeasure`).
    public func flattened(tolerance: CGFloat) -> [PathMeasure.Polyline] {
        PathMeasure(self, tolerance: tolerance).polylines
    }

    /// The total length of every subpath, measured with `PathMeasure`'s default tolerance of 0.1.
    public var length: CGFloat { PathMeasure(self).length }

    /// Element-wise interpolation towards `other`, as Core Animation animates `path`.
    ///
    /// Returns nil when the paths differ in element count or kind (Core Animation
    /// then switches discretely) or when `fraction` is not finite. `fraction` is not
    /// clamped, so overshooting timing curves extrapolate. Precision: fraction 0 gives
    /// this path's points and 1 gives `other`'s exactly; in between each coordinate is
    /// `a + (b − a)·fraction` in double precision (so equal coordinates stay exact).
    /// NaN coordinates propagate without trapping.
    public func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath? {
        guard fraction.isFinite, elements.count == other.elements.count,
              zip(elements, other.elements).allSatisfy({ $0.hasSameKind(as: $1) }) else { return nil }
        if fraction == 0 { return CGPath(elements: elements) }
        if fraction == 1 { return CGPath(elements: other.elements) }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        let mixed: [PathElement] = zip(elements, other.elements).map { pair in
            switch pair {
            case (.moveTo(let a), .moveTo(let b)): return .moveTo(mix(a, b))
            case (.lineTo(let a), .lineTo(let b)): return .lineTo(mix(a, b))
            case (.quadCurveTo(let a, let ca), .quadCurveTo(let b, let cb)):
                return .quadCurveTo(mix(a, b), control: mix(ca, cb))
            case (.curveTo(let a, let a1, let a2), .curveTo(let b, let b1, let b2)):
                return .curveTo(mix(a, b), control1: mix(a1, b1), control2: mix(a2, b2))
            default: return .closeSubpath
            }
        }
        return CGPath(elements: mixed)
    }
}
