import Foundation

/// A convex polygon enclosing every visible pixel of a backing store, with few vertices, so a
/// sparse store (a star, an icon, a thin ring) can be drawn as a small triangle fan instead of
/// its whole rectangle. On fill-bound GPU renderers (Mesa's llvmpipe shades every covered pixel,
/// transparent or not) that saves most of the transparent pixels of such stores.
///
/// The polygon is an outer approximation: it contains each non-transparent pixel's square grown
/// by half a pixel on every side (the footprint of bilinear filtering), clamped to the store.
struct CoverageOutline: Equatable {
    struct Point: Equatable { var x: Double; var y: Double }

    /// Vertices in order around the polygon, as fractions of the store's width and height
    /// ((0, 0) its top-left corner, (1, 1) its bottom-right); empty when no pixel is visible.
    let points: [Point]
    /// The polygon's share of the store's rectangle (0…1).
    let coverage: Double

    /// What one extra triangle costs, in shaded pixels. First measured on llvmpipe as about
    /// 1.4 µs per small triangle against about 10 ns per textured pixel. Once triangles stayed
    /// inside the target (`TargetClip`) and glibc kept its heap (`HeapRetention`), an isolated
    /// small triangle cost only 0.35–0.5 µs (~30 pixels). A fan's extra triangles are thin
    /// slivers sharing edges, though: at 40 the stars' outlines gained vertices (6,600 → 8,000
    /// triangles a frame) and `render.shapes.2000` got no faster, so 140 stays
    /// (Sources/Benchmarks/README.md, session 5). On a real GPU the choice hardly matters.
    static let triangleCost = 140.0
    /// Vertices kept at most.
    static let maximumVertices = 8

    /// Triangles of the fan.
    var triangleCount: Int { max(0, points.count - 2) }

    /// True when drawing the fan over `screenArea` pixels (the store's whole rectangle on
    /// screen) costs less than drawing the rectangle as two triangles.
    func isCheaper(onScreenArea screenArea: Double) -> Bool {
        Double(triangleCount) * Self.triangleCost + coverage * screenArea < 2 * Self.triangleCost + screenArea
    }

    /// The outline of premultiplied ARGB32 pixels (`stride` bytes per row), or nil when a
    /// polygon would not save enough over the `width`×`height` rectangle to pay for its
    /// extra triangles at this size (opaque or nearly full stores).
    static func make(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) -> CoverageOutline? {
        guard width > 0, height > 0, stride >= width * 4 else { return nil }
        // Each row's leftmost and rightmost visible pixels (premultiplied: transparent is all zero).
        var candidates: [Point] = []
        candidates.reserveCapacity(min(height, 1024) * 4)
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var left = 0
            while left < width && row[left] == 0 { left += 1 }
            guard left < width else { continue }
            var right = width - 1
            while row[right] == 0 { right -= 1 }
            let top = max(0, Double(y) - 0.5), bottom = min(h, Double(y) + 1.5)
            let x0 = max(0, Double(left) - 0.5), x1 = min(w, Double(right) + 1.5)
            candidates.append(Point(x: x0, y: top)); candidates.append(Point(x: x0, y: bottom))
            candidates.append(Point(x: x1, y: top)); candidates.append(Point(x: x1, y: bottom))
        }
        if candidates.isEmpty { return CoverageOutline(points: [], coverage: 0) }
        var hull = convexHull(ofHalfPixelPoints: candidates)
        let bounds = Point(x: w, y: h)
        // Fewer vertices while an extra triangle costs more than the pixels it would spare.
        var area = polygonArea(hull)
        while hull.count > 3 {
            guard let (index, corner, added) = cheapestRemoval(hull, within: bounds) else { break }
            if hull.count <= maximumVertices && added > triangleCost { break }
            let next = (index + 1) % hull.count
            hull[index] = corner
            hull.remove(at: next)
            area += added
        }
        guard hull.count <= maximumVertices else { return nil }
        let full = w * h
        // Worth it when the pixels spared exceed the triangles added (the rectangle takes two).
        guard full - area > Double(hull.count - 4) * triangleCost, area < 0.9 * full else { return nil }
        return CoverageOutline(points: hull.map { Point(x: $0.x / w, y: $0.y / h) }, coverage: area / full)
    }

    /// Andrew's monotone chain; counter-clockwise in y-down coordinates as seen on screen
    /// (clockwise in the usual y-up sense), without collinear points.
    static func convexHull(_ input: [Point]) -> [Point] {
        monotoneChain(sorted: input.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y })
    }

    /// The hull of points sorted by x, then y.
    private static func monotoneChain(sorted pts: [Point]) -> [Point] {
        guard pts.count > 2 else { return pts }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for p in pts {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in pts.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// `convexHull` of points whose coordinates are whole or half pixels (every candidate of
    /// `make`): the same hull, sorted as integer keys (2x, 2y) instead of through a comparison
    /// closure, with repeated points dropped (they change nothing in the monotone chain). The
    /// sort was most of the outline's cost, and the outline 40 % of a store's redraw.
    static func convexHull(ofHalfPixelPoints input: [Point]) -> [Point] {
        var keys = input.map { UInt64(($0.x * 2).rounded()) << 32 | UInt64(($0.y * 2).rounded()) }
        keys.sort()
        var pts: [Point] = []
        pts.reserveCapacity(keys.count)
        var last: UInt64?
        for k in keys where k != last {
            pts.append(Point(x: Double(k >> 32) / 2, y: Double(k & 0xFFFF_FFFF) / 2))
            last = k
        }
        return monotoneChain(sorted: pts)
    }

    /// Shoelace area (absolute).
    static func polygonArea(_ p: [Point]) -> Double {
        guard p.count > 2 else { return 0 }
        var sum = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// The edge (index, index + 1) whose replacement by the meeting point of its neighbouring
    /// edges, extended, adds the least area while staying inside `within` (0…x, 0…y).
    private static func cheapestRemoval(_ p: [Point], within limit: Point) -> (Int, Point, Double)? {
        let n = p.count
        var best: (Int, Point, Double)?
        for i in 0..<n {
            let a = p[(i + n - 1) % n], b = p[i], c = p[(i + 1) % n], d = p[(i + 2) % n]
            // Lines a→b and d→c, extended beyond b and c, meet at x = b + t (b − a), t ≥ 0.
            let r = Point(x: b.x - a.x, y: b.y - a.y), s = Point(x: c.x - d.x, y: c.y - d.y)
            let denominator = r.x * s.y - r.y * s.x
            guard abs(denominator) > 1e-12 else { continue }
            let t = ((c.x - b.x) * s.y - (c.y - b.y) * s.x) / denominator
            let u = ((c.x - b.x) * r.y - (c.y - b.y) * r.x) / denominator
            guard t >= 0, u >= 0, t.isFinite else { continue }
            let x = Point(x: b.x + t * r.x, y: b.y + t * r.y)
            guard x.x >= -1e-9, x.y >= -1e-9, x.x <= limit.x + 1e-9, x.y <= limit.y + 1e-9 else { continue }
            let added = abs((c.x - b.x) * (x.y - b.y) - (c.y - b.y) * (x.x - b.x)) / 2
            if best == nil || added < best!.2 { best = (i, x, added) }
        }
        return best
    }
}
