import Foundation

/// One animatable property: its key, the kind of value, and how to read and write it.
/// Subclasses' properties live in the same table; `applies(to:)` checks the layer's class.
struct LayerProperty {
    let key: String
    let kind: ValueKind
    let get: (CALayer) -> AnimValue?
    let set: (CALayer, AnimValue) -> Void
    /// For `CALayer`'s own properties: the field, so the value can be read and written in a
    /// `LayerState` too (snapshots evaluate animations there, without a presentation copy).
    var field: BaseField? = nil

    /// One of `CALayer`'s own properties, read and written through its public accessors.
    static func base(_ key: String, _ kind: ValueKind, _ field: BaseField) -> LayerProperty {
        LayerProperty(key: key, kind: kind, get: { field.read($0) },
                      set: { layer, v in
                          var l = layer
                          field.write(v, to: &l)
                      }, field: field)
    }

    /// A property of `L` (a CALayer subclass) read and written through typed closures.
    static func make<L: CALayer>(_ key: String, _ kind: ValueKind, on _: L.Type,
                                 get: @escaping (L) -> AnimValue,
                                 set: @escaping (L, AnimValue) -> Void) -> LayerProperty {
        LayerProperty(key: key, kind: kind,
                      get: { ($0 as? L).map(get) },
                      set: { layer, v in if let l = layer as? L { set(l, v) } })
    }
}

/// Converters between animatable values and property types.
enum Conv {
    static func number(_ v: AnimValue) -> Double? {
        if case .number(let x) = v, x.isFinite { return x }
        return nil
    }
    static func point(_ v: AnimValue) -> CGPoint? {
        if case .point(let p) = v, v.isFinite { return p }
        return nil
    }
    static func size(_ v: AnimValue) -> CGSize? {
        if case .size(let s) = v, v.isFinite { return s }
        return nil
    }
    static func rect(_ v: AnimValue) -> CGRect? {
        if case .rect(let r) = v, v.isFinite { return r }
        return nil
    }
    static func transform(_ v: AnimValue) -> CATransform3D? {
        if case .transform(let t) = v, t.hasFiniteEntries { return t }
        return nil
    }
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

    static let baseProperties: [LayerProperty] = [
        .base("bounds", .rect, .bounds), .base("position", .point, .position),
        .base("anchorPoint", .point, .anchorPoint), .base("anchorPointZ", .number, .anchorPointZ),
        .base("zPosition", .number, .zPosition), .base("transform", .transform, .transform),
        .base("sublayerTransform", .transform, .sublayerTransform), .base("opacity", .number, .opacity),
        .base("hidden", .number, .hidden), .base("backgroundColor", .color, .backgroundColor),
        .base("cornerRadius", .number, .cornerRadius), .base("borderWidth", .number, .borderWidth),
        .base("borderColor", .color, .borderColor), .base("masksToBounds", .number, .masksToBounds),
        .base("doubleSided", .number, .doubleSided), .base("shadowColor", .color, .shadowColor),
        .base("shadowOpacity", .number, .shadowOpacity), .base("shadowOffset", .size, .shadowOffset),
        .base("shadowRadius", .number, .shadowRadius), .base("shadowPath", .path, .shadowPath),
        .base("contentsRect", .rect, .contentsRect), .base("contents", .object, .contents),
    ]
}

/// The animatable properties of `CALayer` itself, as both a layer (through its public,
/// overridable accessors) and a `LayerState` (directly) expose them.
protocol BaseLayerProperties {
    var bounds: CGRect { get set }
    var position: CGPoint { get set }
    var anchorPoint: CGPoint { get set }
    var anchorPointZ: CGFloat { get set }
    var zPosition: CGFloat { get set }
    var transform: CATransform3D { get set }
    var sublayerTransform: CATransform3D { get set }
    var opacity: Float { get set }
    var isHidden: Bool { get set }
    var backgroundColor: CGColor? { get set }
    var cornerRadius: CGFloat { get set }
    var borderWidth: CGFloat { get set }
    var borderColor: CGColor? { get set }
    var masksToBounds: Bool { get set }
    var isDoubleSided: Bool { get set }
    var shadowColor: CGColor? { get set }
    var shadowOpacity: Float { get set }
    var shadowOffset: CGSize { get set }
    var shadowRadius: CGFloat { get set }
    var shadowPath: CGPath? { get set }
    var contentsRect: CGRect { get set }
    var contents: Any? { get set }
}

extension CALayer: BaseLayerProperties {}
extension LayerState: BaseLayerProperties {}

/// One animatable property of `CALayer` itself: how its value converts to and from `AnimValue`.
enum BaseField {
    case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform
    case opacity, hidden, backgroundColor, cornerRadius, borderWidth, borderColor, masksToBounds
    case doubleSided, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, contentsRect, contents

    /// True for the properties that decide the layer's `LayerContent` (its backing-store
    /// pixels), false for geometry, opacity and flags.
    var isContent: Bool {
        switch self {
        case .bounds, .position, .anchorPoint, .anchorPointZ, .zPosition, .transform, .sublayerTransform,
             .opacity, .hidden, .masksToBounds, .doubleSided:
            return false
        case .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor, .shadowOpacity,
             .shadowOffset, .shadowRadius, .shadowPath, .contentsRect, .contents:
            return true
        }
    }

    /// The property's value in `l` (a layer or a layer state).
    @inline(__always) func read<L: BaseLayerProperties>(_ l: L) -> AnimValue {
        switch self {
        case .bounds: return .rect(l.bounds)
        case .position: return .point(l.position)
        case .anchorPoint: return .point(l.anchorPoint)
        case .anchorPointZ: return .number(Double(l.anchorPointZ))
        case .zPosition: return .number(Double(l.zPosition))
        case .transform: return .transform(l.transform)
        case .sublayerTransform: return .transform(l.sublayerTransform)
        case .opacity: return .number(Double(l.opacity))
        case .hidden: return .number(l.isHidden ? 1 : 0)
        case .backgroundColor: return Conv.colorValue(l.backgroundColor)
        case .cornerRadius: return .number(Double(l.cornerRadius))
        case .borderWidth: return .number(Double(l.borderWidth))
        case .borderColor: return Conv.colorValue(l.borderColor)
        case .masksToBounds: return .number(l.masksToBounds ? 1 : 0)
        case .doubleSided: return .number(l.isDoubleSided ? 1 : 0)
        case .shadowColor: return Conv.colorValue(l.shadowColor)
        case .shadowOpacity: return .number(Double(l.shadowOpacity))
        case .shadowOffset: return .size(l.shadowOffset)
        case .shadowRadius: return .number(Double(l.shadowRadius))
        case .shadowPath: return Conv.pathValue(l.shadowPath)
        case .contentsRect: return .rect(l.contentsRect)
        case .contents: return Conv.objectValue(l.contents)
        }
    }

    /// Writes `v` into the property of `l`; a value of the wrong kind (or non-finite) is ignored.
    @inline(__always) func write<L: BaseLayerProperties>(_ v: AnimValue, to l: inout L) {
        switch self {
        case .bounds: if let r = Conv.rect(v) { l.bounds = r }
        case .position: if let p = Conv.point(v) { l.position = p }
        case .anchorPoint: if let p = Conv.point(v) { l.anchorPoint = p }
        case .anchorPointZ: if let x = Conv.number(v) { l.anchorPointZ = x }
        case .zPosition: if let x = Conv.number(v) { l.zPosition = x }
        case .transform: if let t = Conv.transform(v) { l.transform = t }
        case .sublayerTransform: if let t = Conv.transform(v) { l.sublayerTransform = t }
        case .opacity: if let x = Conv.number(v) { l.opacity = Float(x) }
        case .hidden: if let x = Conv.number(v) { l.isHidden = x >= 0.5 }
        case .backgroundColor: if let c = Conv.color(v) { l.backgroundColor = c }
        case .cornerRadius: if let x = Conv.number(v) { l.cornerRadius = x }
        case .borderWidth: if let x = Conv.number(v) { l.borderWidth = x }
        case .borderColor: if let c = Conv.color(v) { l.borderColor = c }
        case .masksToBounds: if let x = Conv.number(v) { l.masksToBounds = x >= 0.5 }
        case .doubleSided: if let x = Conv.number(v) { l.isDoubleSided = x >= 0.5 }
        case .shadowColor: if let c = Conv.color(v) { l.shadowColor = c }
        case .shadowOpacity: if let x = Conv.number(v) { l.shadowOpacity = Float(x) }
        case .shadowOffset: if let s = Conv.size(v) { l.shadowOffset = s }
        case .shadowRadius: if let x = Conv.number(v) { l.shadowRadius = x }
        case .shadowPath: if let p = Conv.path(v) { l.shadowPath = p }
        case .contentsRect: if let r = Conv.rect(v) { l.contentsRect = r }
        case .contents:
            switch v {
            case .object(let o): l.contents = o.base
            case .none: l.contents = nil
            default: break
            }
        }
    }
}

extension BaseField {
    /// The property's value in the plain-number part of a state; nil for the properties held
    /// by reference there (colours, `shadowPath`, `contents`), which live outside `LayerScalars`.
    func read(_ g: LayerScalars) -> AnimValue? {
        switch self {
        case .bounds: return .rect(g.bounds)
        case .position: return .point(g.position)
        case .anchorPoint: return .point(g.anchorPoint)
        case .anchorPointZ: return .number(Double(g.anchorPointZ))
        case .zPosition: return .number(Double(g.zPosition))
        case .transform: return .transform(g.transform)
        case .sublayerTransform: return .transform(g.sublayerTransform)
        case .opacity: return .number(Double(g.opacity))
        case .hidden: return .number(g.isHidden ? 1 : 0)
        case .cornerRadius: return .number(Double(g.cornerRadius))
        case .borderWidth: return .number(Double(g.borderWidth))
        case .masksToBounds: return .number(g.masksToBounds ? 1 : 0)
        case .doubleSided: return .number(g.isDoubleSided ? 1 : 0)
        case .shadowOpacity: return .number(Double(g.shadowOpacity))
        case .shadowOffset: return .size(g.shadowOffset)
        case .shadowRadius: return .number(Double(g.shadowRadius))
        case .contentsRect: return .rect(g.contentsRect)
        case .backgroundColor, .borderColor, .shadowColor, .shadowPath, .contents: return nil
        }
    }

    /// True when the property lives in `LayerScalars`.
    var isScalar: Bool { read(LayerScalars()) != nil }

    /// Writes `v` into the plain-number part of a state, exactly as `write(_:to:)` writes a
    /// `LayerState` (values of the wrong kind, non-finite values and reference properties are ignored).
    func write(_ v: AnimValue, to g: inout LayerScalars) {
        switch self {
        case .bounds: if let r = Conv.rect(v) { g.bounds = r }
        case .position: if let p = Conv.point(v) { g.position = p }
        case .anchorPoint: if let p = Conv.point(v) { g.anchorPoint = p }
        case .anchorPointZ: if let x = Conv.number(v) { g.anchorPointZ = x }
        case .zPosition: if let x = Conv.number(v) { g.zPosition = x }
        case .transform: if let t = Conv.transform(v) { g.transform = t }
        case .sublayerTransform: if let t = Conv.transform(v) { g.sublayerTransform = t }
        case .opacity: if let x = Conv.number(v) { g.opacity = Float(x) }
        case .hidden: if let x = Conv.number(v) { g.isHidden = x >= 0.5 }
        case .cornerRadius: if let x = Conv.number(v) { g.cornerRadius = x }
        case .borderWidth: if let x = Conv.number(v) { g.borderWidth = x }
        case .masksToBounds: if let x = Conv.number(v) { g.masksToBounds = x >= 0.5 }
        case .doubleSided: if let x = Conv.number(v) { g.isDoubleSided = x >= 0.5 }
        case .shadowOpacity: if let x = Conv.number(v) { g.shadowOpacity = Float(x) }
        case .shadowOffset: if let s = Conv.size(v) { g.shadowOffset = s }
        case .shadowRadius: if let x = Conv.number(v) { g.shadowRadius = x }
        case .contentsRect: if let r = Conv.rect(v) { g.contentsRect = r }
        case .backgroundColor, .borderColor, .shadowColor, .shadowPath, .contents: break
        }
    }
}
