import Foundation

/// One animatable property: its key, the kind of value, and how to read and write it.
/// Subclasses' properties live in the same table; `applies(to:)` checks the layer's class.
struct LayerProperty {
    let key: String
    let kind: ValueKind
    let get: (CALayer) -> AnimValue?
    let set: (CALayer, AnimValue) -> Void

    /// A property of `L` (a CALayer subclass) read and written through typed closures.
    static func make<L: CALayer>(_ key: String, _ kind: ValueKind, on _: L.Type,
                                 get: @escaping (L) -> AnimValue, set: @escaping (L, AnimValue) -> Void) -> LayerProperty {
        LayerProperty(key: key, kind: kind,
                      get: { ($0 as? L).map(get) },
                      set: { layer, v in if let l = layer as? L { set(l, v) } })
    }
}

/// Converters between animatable values and property types.
enum Conv {
    static func number(_ v: AnimValue) -> Double? { if case .number(let x) = v, x.isFinite { return x }; return nil }
    static func point(_ v: AnimValue) -> CGPoint? { if case .point(let p) = v, v.isFinite { return p }; return nil }
    static func size(_ v: AnimValue) -> CGSize? { if case .size(let s) = v, v.isFinite { return s }; return nil }
    static func rect(_ v: AnimValue) -> CGRect? { if case .rect(let r) = v, v.isFinite { return r }; return nil }
    static func transform(_ v: AnimValue) -> CATransform3D? { if case .transform(let t) = v, t.isFinite { return t }; return nil }
    static func color(_ v: AnimValue) -> CGColor?? {
        switch v {
        case .color(let c): return .some(c.cgColor)
        case .none: return .some(nil)
        default: return nil
        }
    }
    static func colorValue(_ c: CGColor?) -> AnimValue { c.map { .color($0.rgba) } ?? .none }
    static func path(_ v: AnimValue) -> CGPath?? {
        switch v {
        case .path(let p): return .some(p)
        case .none: return .some(nil)
        default: return nil
        }
    }
    static func pathValue(_ p: CGPath?) -> AnimValue { p.map { .path($0) } ?? .none }
    static func numbers(_ v: AnimValue) -> [NSNumber]?? {
        switch v {
        case .numbers(let a): return .some(a.map { NSNumber(value: $0) })
        case .none: return .some(nil)
        default: return nil
        }
    }
    static func numbersValue(_ a: [NSNumber]?) -> AnimValue { a.map { .numbers($0.map(\.doubleValue)) } ?? .none }
    static func objectValue(_ o: Any?) -> AnimValue {
        guard let o else { return .none }
        if let h = o as? AnyHashable { return .object(h) }
        return .none
    }
}

/// The table of every animatable key, built once.
enum LayerPropertyTable {
    static let all: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [:]
        for p in baseProperties + CAShapeLayer.animatableProperties + CAGradientLayer.animatableProperties
            + CATextLayer.animatableProperties + CAReplicatorLayer.animatableProperties
            + CAEmitterLayer.animatableProperties {
            table[p.key] = p
        }
        return table
    }()

    static let baseProperties: [LayerProperty] = {
        let L = CALayer.self
        return [
            .make("bounds", .rect, on: L, get: { .rect($0.bounds) }, set: { l, v in if let r = Conv.rect(v) { l.bounds = r } }),
            .make("position", .point, on: L, get: { .point($0.position) }, set: { l, v in if let p = Conv.point(v) { l.position = p } }),
            .make("anchorPoint", .point, on: L, get: { .point($0.anchorPoint) }, set: { l, v in if let p = Conv.point(v) { l.anchorPoint = p } }),
            .make("anchorPointZ", .number, on: L, get: { .number(Double($0.anchorPointZ)) }, set: { l, v in if let x = Conv.number(v) { l.anchorPointZ = x } }),
            .make("zPosition", .number, on: L, get: { .number(Double($0.zPosition)) }, set: { l, v in if let x = Conv.number(v) { l.zPosition = x } }),
            .make("transform", .transform, on: L, get: { .transform($0.transform) }, set: { l, v in if let t = Conv.transform(v) { l.transform = t } }),
            .make("sublayerTransform", .transform, on: L, get: { .transform($0.sublayerTransform) }, set: { l, v in if let t = Conv.transform(v) { l.sublayerTransform = t } }),
            .make("opacity", .number, on: L, get: { .number(Double($0.opacity)) }, set: { l, v in if let x = Conv.number(v) { l.opacity = Float(x) } }),
            .make("hidden", .number, on: L, get: { .number($0.isHidden ? 1 : 0) }, set: { l, v in if let x = Conv.number(v) { l.isHidden = x >= 0.5 } }),
            .make("backgroundColor", .color, on: L, get: { Conv.colorValue($0.backgroundColor) }, set: { l, v in if let c = Conv.color(v) { l.backgroundColor = c } }),
            .make("cornerRadius", .number, on: L, get: { .number(Double($0.cornerRadius)) }, set: { l, v in if let x = Conv.number(v) { l.cornerRadius = x } }),
            .make("borderWidth", .number, on: L, get: { .number(Double($0.borderWidth)) }, set: { l, v in if let x = Conv.number(v) { l.borderWidth = x } }),
            .make("borderColor", .color, on: L, get: { Conv.colorValue($0.borderColor) }, set: { l, v in if let c = Conv.color(v) { l.borderColor = c } }),
            .make("masksToBounds", .number, on: L, get: { .number($0.masksToBounds ? 1 : 0) }, set: { l, v in if let x = Conv.number(v) { l.masksToBounds = x >= 0.5 } }),
            .make("doubleSided", .number, on: L, get: { .number($0.isDoubleSided ? 1 : 0) }, set: { l, v in if let x = Conv.number(v) { l.isDoubleSided = x >= 0.5 } }),
            .make("shadowColor", .color, on: L, get: { Conv.colorValue($0.shadowColor) }, set: { l, v in if let c = Conv.color(v) { l.shadowColor = c } }),
            .make("shadowOpacity", .number, on: L, get: { .number(Double($0.shadowOpacity)) }, set: { l, v in if let x = Conv.number(v) { l.shadowOpacity = Float(x) } }),
            .make("shadowOffset", .size, on: L, get: { .size($0.shadowOffset) }, set: { l, v in if let s = Conv.size(v) { l.shadowOffset = s } }),
            .make("shadowRadius", .number, on: L, get: { .number(Double($0.shadowRadius)) }, set: { l, v in if let x = Conv.number(v) { l.shadowRadius = x } }),
            .make("shadowPath", .path, on: L, get: { Conv.pathValue($0.shadowPath) }, set: { l, v in if let p = Conv.path(v) { l.shadowPath = p } }),
            .make("contentsRect", .rect, on: L, get: { .rect($0.contentsRect) }, set: { l, v in if let r = Conv.rect(v) { l.contentsRect = r } }),
            .make("contents", .object, on: L, get: { Conv.objectValue($0.contents) }, set: { l, v in
                switch v { case .object(let o): l.contents = o.base; case .none: l.contents = nil; default: break } }),
        ]
    }()
}
