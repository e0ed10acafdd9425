import Foundation

/// The kinds of value an animatable property holds.
enum ValueKind: String {
    case number, point, size, rect, color, transform, path, numbers, colors, object
}

/// An animatable value in typed form. Animations convert their `Any?` values into
/// this once, when they are added, so evaluation never inspects `Any`.
enum AnimValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Straight (not premultiplied) RGBA; `nil` colours are `.none`.
    case color(RGBA)
    case transform(CATransform3D)
    case path(CGPath)
    case numbers([Double])
    case colors([RGBA])
    /// A value that cannot be interpolated (images, strings); animations switch discretely.
    case object(AnyHashable)
    /// An absent value (a nil colour or path).
    case none

    var kind: ValueKind? {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .path: return .path
        case .numbers: return .numbers
        case .colors: return .colors
        case .object: return .object
        case .none: return nil
        }
    }

    var number: Double? {
        if case .number(let v) = self { return v }
        return nil
    }
}

// MARK: - From Any

extension AnimValue {
    /// Converts a value boxed as Apple's API boxes it into the `kind` a key path expects.
    /// Returns nil when the value has the wrong type (the caller reports it).
    init?(any value: Any?, as kind: ValueKind) {
        guard let value else {
            self = .none
            return
        }
        switch kind {
        case .number:
            guard let n = AnimValue.double(from: value) else { return nil }
            self = .number(n)
        case .point:
            if let p = value as? CGPoint { self = .point(p) }
            else if let v = value as? NSValue, let p = v.geometryValue(CGPoint.self) { self = .point(p) }
            else { return nil }
        case .size:
            if let s = value as? CGSize { self = .size(s) }
            else if let v = value as? NSValue, let s = v.geometryValue(CGSize.self) { self = .size(s) }
            else { return nil }
        case .rect:
            if let r = value as? CGRect { self = .rect(r) }
            else if let v = value as? NSValue, let r = v.geometryValue(CGRect.self) { self = .rect(r) }
            else { return nil }
        case .color:
            guard let c = CGColor.from(value) else { return nil }
            self = .color(c.rgba)
        case .transform:
            if let t = value as? CATransform3D { self = .transform(t) }
            else if let a = value as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(a)) }
            else if let v = value as? NSValue, let t = v.geometryValue(CATransform3D.self) { self = .transform(t) }
            else { return nil }
        case .path:
            guard let p = CGPath.from(value) else { return nil }
            self = .path(p)
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            var out: [Double] = []
            out.reserveCapacity(list.count)
            for item in list {
                guard let n = AnimValue.double(from: item) else { return nil }
                out.append(n)
            }
            self = .numbers(out)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            var out: [RGBA] = []
            for item in list {
                guard let c = CGColor.from(item) else { return nil }
                out.append(c.rgba)
            }
            self = .colors(out)
        case .object:
            guard let h = value as? AnyHashable else { return nil }
            self = .object(h)
        }
    }

    /// Numbers as Apple's API boxes them: Swift numerics, NSNumber, Bool.
    static func double(from value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// The value boxed as Apple's API returns it (`CGFloat` numbers, `CGColor`s, `[NSNumber]`).
    var boxed: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .color(let c): return c.cgColor
        case .transform(let t): return t
        case .path(let p): return p
        case .numbers(let a): return a.map { NSNumber(value: $0) }
        case .colors(let a): return a.map { $0.cgColor }
        case .object(let o): return o.base
        case .none: return nil
        }
    }

    /// True when every number in the value is finite (NaN and infinities are rejected).
    var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.isFiniteGeometry
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.isFiniteGeometry
        case .transform(let t): return t.hasFiniteEntries
        case .numbers(let a): return a.allSatisfy { $0.isFinite }
        default: return true
        }
    }
}

extension CATransform3D {
    /// `isFinite` without building the `entries` array (this runs for every layer of every snapshot).
    /// Branch-free: `x · 0` is ±0 for a finite x and NaN for ±∞ or NaN, so the sum of all
    /// sixteen products is 0 exactly when every entry is finite.
    @inline(__always) var hasFiniteEntries: Bool {
        let r1 = m11 * 0 + m12 * 0 + m13 * 0 + m14 * 0
        let r2 = m21 * 0 + m22 * 0 + m23 * 0 + m24 * 0
        let r3 = m31 * 0 + m32 * 0 + m33 * 0 + m34 * 0
        let r4 = m41 * 0 + m42 * 0 + m43 * 0 + m44 * 0
        return (r1 + r2) + (r3 + r4) == 0
    }
}
