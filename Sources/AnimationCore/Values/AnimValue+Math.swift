import Foundation

// Arithmetic on animatable values: what interpolation, `byValue`, additive and
// cumulative animations and paced keyframes need. Mismatched kinds never trap:
// interpolation snaps to the nearer end, arithmetic keeps the left operand.

extension AnimValue {
    /// The value a fraction `f` of the way from `a` to `b` (f may leave 0…1 to overshoot).
    static func interpolate(_ a: AnimValue, _ b: AnimValue, _ f: Double) -> AnimValue {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            return .number(x + (y - x) * f)
        case (.point(let p), .point(let q)):
            return .point(CGPoint(x: lerp(p.x, q.x, f), y: lerp(p.y, q.y, f)))
        case (.size(let s), .size(let t)):
            return .size(CGSize(width: lerp(s.width, t.width, f), height: lerp(s.height, t.height, f)))
        case (.rect(let r), .rect(let s)):
            return .rect(CGRect(x: lerp(r.minX, s.minX, f), y: lerp(r.minY, s.minY, f),
                                width: lerp(r.width, s.width, f), height: lerp(r.height, s.height, f)))
        case (.color(let c), .color(let d)):
            return .color(interpolateColor(c, d, f))
        case (.transform(let s), .transform(let t)):
            return .transform(CATransform3D.interpolate(s, t, fraction: CGFloat(f)))
        case (.path(let p), .path(let q)):
            if let mixed = p.interpolated(to: q, fraction: CGFloat(f)) { return .path(mixed) }
            return f < 0.5 ? a : b
        case (.numbers(let x), .numbers(let y)) where x.count == y.count:
            return .numbers(zip(x, y).map { $0 + ($1 - $0) * f })
        case (.colors(let x), .colors(let y)) where x.count == y.count:
            return .colors(zip(x, y).map { interpolateColor($0, $1, f) })
        case (.none, .color(let d)):
            return .color(interpolateColor(RGBA(red: d.red, green: d.green, blue: d.blue, alpha: 0), d, f))
        case (.color(let c), .none):
            return .color(interpolateColor(c, RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 0), f))
        default:
            return f < 0.5 ? a : b
        }
    }

    /// `a + b` (transforms concatenate: `b` applied after `a`).
    static func add(_ a: AnimValue, _ b: AnimValue) -> AnimValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let s), .size(let t)): return .size(CGSize(width: s.width + t.width, height: s.height + t.height))
        case (.rect(let r), .rect(let s)):
            return .rect(CGRect(x: r.minX + s.minX, y: r.minY + s.minY,
                                width: r.width + s.width, height: r.height + s.height))
        case (.color(let c), .color(let d)):
            return .color(RGBA(red: c.red + d.red, green: c.green + d.green,
                               blue: c.blue + d.blue, alpha: c.alpha + d.alpha).clamped)
        case (.transform(let s), .transform(let t)): return .transform(CATransform3DConcat(t, s))
        case (.numbers(let x), .numbers(let y)) where x.count == y.count: return .numbers(zip(x, y).map(+))
        default: return a
        }
    }

    /// `a − b` (for transforms: the transform that takes `b` to `a`).
    static func subtract(_ a: AnimValue, _ b: AnimValue) -> AnimValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x - y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case (.size(let s), .size(let t)): return .size(CGSize(width: s.width - t.width, height: s.height - t.height))
        case (.rect(let r), .rect(let s)):
            return .rect(CGRect(x: r.minX - s.minX, y: r.minY - s.minY,
                                width: r.width - s.width, height: r.height - s.height))
        case (.color(let c), .color(let d)):
            return .color(RGBA(red: c.red - d.red, green: c.green - d.green,
                               blue: c.blue - d.blue, alpha: c.alpha - d.alpha))
        case (.transform(let s), .transform(let t)): return .transform(CATransform3DConcat(CATransform3DInvert(t), s))
        case (.numbers(let x), .numbers(let y)) where x.count == y.count: return .numbers(zip(x, y).map(-))
        default: return a
        }
    }

    /// `a` repeated `k` times (`k · a`), for cumulative animations.
    static func scale(_ a: AnimValue, by k: Double) -> AnimValue {
        switch a {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
        case .size(let s): return .size(CGSize(width: s.width * k, height: s.height * k))
        case .rect(let r): return .rect(CGRect(x: r.minX * k, y: r.minY * k, width: r.width * k, height: r.height * k))
        case .numbers(let x): return .numbers(x.map { $0 * k })
        case .transform(let t):
            var result = CATransform3DIdentity
            let n = Int(k.rounded())
            for _ in 0..<max(0, min(n, 1000)) { result = CATransform3DConcat(result, t) }
            return .transform(result)
        default: return a
        }
    }

    /// A distance between two values, for paced keyframe timing.
    static func distance(_ a: AnimValue, _ b: AnimValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let s), .size(let t)): return Double(hypot(t.width - s.width, t.height - s.height))
        case (.rect(let r), .rect(let s)):
            return Double(hypot(hypot(s.minX - r.minX, s.minY - r.minY), hypot(s.width - r.width, s.height - r.height)))
        case (.color(let c), .color(let d)):
            let dr = d.red - c.red, dg = d.green - c.green, db = d.blue - c.blue, da = d.alpha - c.alpha
            return (dr * dr + dg * dg + db * db + da * da).squareRoot()
        case (.numbers(let x), .numbers(let y)) where x.count == y.count:
            return zip(x, y).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        case (.transform(let s), .transform(let t)):
            return zip(s.entries, t.entries).reduce(0) { $0 + Double(($1.1 - $1.0) * ($1.1 - $1.0)) }.squareRoot()
        default: return a == b ? 0 : 1
        }
    }
}

@inline(__always) private func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat { a + (b - a) * CGFloat(f) }

/// Interpolates in premultiplied space (as Core Animation does), returning straight RGBA.
private func interpolateColor(_ c: RGBA, _ d: RGBA, _ f: Double) -> RGBA {
    let a = c.alpha + (d.alpha - c.alpha) * f
    func channel(_ x: Double, _ y: Double) -> Double {
        let premul = x * c.alpha + (y * d.alpha - x * c.alpha) * f
        return a > 1e-12 ? premul / a : x + (y - x) * f
    }
    return RGBA(red: channel(c.red, d.red), green: channel(c.green, d.green),
                blue: channel(c.blue, d.blue), alpha: a).clamped
}
