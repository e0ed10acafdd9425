import Foundation

/// A key path such as `"position.x"` or `"transform.rotation.z"` resolved against the property
/// table: the base property plus an optional component inside its value.
struct ResolvedKeyPath {
    let property: LayerProperty
    /// The part after the base key (`"x"`, `"size.width"`, `"rotation.z"`), or nil for the whole value.
    let component: String?
    /// The kind of value the key path reads and writes.
    let kind: ValueKind

    /// Resolves `keyPath` for `layer`, or returns nil (with a diagnostic) when it names no
    /// animatable property of that layer.
    static func resolve(_ keyPath: String, for layer: CALayer) -> ResolvedKeyPath? {
        let base: String, rest: String?
        if let dot = keyPath.firstIndex(of: ".") {
            base = String(keyPath[..<dot]); rest = String(keyPath[keyPath.index(after: dot)...])
        } else {
            base = keyPath; rest = nil
        }
        let key = base == "isHidden" ? "hidden" : (base == "isDoubleSided" ? "doubleSided" : base)
        guard let property = LayerPropertyTable.all[key], property.get(layer) != nil else {
            CADiagnostics.report("unknown key path \"\(keyPath)\" for \(type(of: layer)); the animation is ignored")
            return nil
        }
        guard let rest else { return ResolvedKeyPath(property: property, component: nil, kind: property.kind) }
        guard let kind = componentKind(rest, of: property.kind) else {
            CADiagnostics.report("unknown key path \"\(keyPath)\" for \(type(of: layer)); the animation is ignored")
            return nil
        }
        return ResolvedKeyPath(property: property, component: rest, kind: kind)
    }

    static func componentKind(_ component: String, of kind: ValueKind) -> ValueKind? {
        switch (kind, component) {
        case (.point, "x"), (.point, "y"), (.size, "width"), (.size, "height"),
             (.rect, "origin.x"), (.rect, "origin.y"), (.rect, "size.width"), (.rect, "size.height"):
            return .number
        case (.rect, "origin"): return .point
        case (.rect, "size"): return .size
        case (.transform, "translation"): return .size
        case (.transform, _): return CATransform3DIdentity.component(component) != nil ? .number : nil
        default: return nil
        }
    }

    /// The current value at the key path.
    func read(_ layer: CALayer) -> AnimValue {
        guard let whole = property.get(layer) else { return .none }
        guard let component else { return whole }
        return ResolvedKeyPath.extract(component, from: whole) ?? .none
    }

    /// Writes `value` at the key path (values of the wrong kind or non-finite are ignored).
    func write(_ layer: CALayer, _ value: AnimValue) {
        guard value.isFinite else { return }
        guard let component else { property.set(layer, value); return }
        guard let whole = property.get(layer),
              let updated = ResolvedKeyPath.insert(value, at: component, into: whole) else { return }
        property.set(layer, updated)
    }

    static func extract(_ component: String, from whole: AnimValue) -> AnimValue? {
        switch (whole, component) {
        case (.point(let p), "x"): return .number(Double(p.x))
        case (.point(let p), "y"): return .number(Double(p.y))
        case (.size(let s), "width"): return .number(Double(s.width))
        case (.size(let s), "height"): return .number(Double(s.height))
        case (.rect(let r), "origin"): return .point(r.origin)
        case (.rect(let r), "size"): return .size(r.size)
        case (.rect(let r), "origin.x"): return .number(Double(r.origin.x))
        case (.rect(let r), "origin.y"): return .number(Double(r.origin.y))
        case (.rect(let r), "size.width"): return .number(Double(r.width))
        case (.rect(let r), "size.height"): return .number(Double(r.height))
        case (.transform(let t), "translation"): return .size(t.translationComponent)
        case (.transform(let t), _):
            if CATransform3DIsIdentity(t), let v = identityComponent(component) { return .number(v) }
            return t.component(component).map { .number(Double($0)) }
        default: return nil
        }
    }

    /// Components of the identity transform, without decomposing it.
    private static func identityComponent(_ name: String) -> Double? {
        switch name {
        case "rotation", "rotation.x", "rotation.y", "rotation.z",
             "translation.x", "translation.y", "translation.z": return 0
        case "scale", "scale.x", "scale.y", "scale.z": return 1
        default: return nil
        }
    }

    /// The identity transform with one component set, without decomposing anything.
    private static func identity(with name: String, _ v: CGFloat) -> CATransform3D? {
        switch name {
        case "rotation", "rotation.z": return CATransform3DMakeRotation(v, 0, 0, 1)
        case "rotation.x": return CATransform3DMakeRotation(v, 1, 0, 0)
        case "rotation.y": return CATransform3DMakeRotation(v, 0, 1, 0)
        case "scale": return CATransform3DMakeScale(v, v, v)
        case "scale.x": return CATransform3DMakeScale(v, 1, 1)
        case "scale.y": return CATransform3DMakeScale(1, v, 1)
        case "scale.z": return CATransform3DMakeScale(1, 1, v)
        case "translation.x": return CATransform3DMakeTranslation(v, 0, 0)
        case "translation.y": return CATransform3DMakeTranslation(0, v, 0)
        case "translation.z": return CATransform3DMakeTranslation(0, 0, v)
        default: return nil
        }
    }

    static func insert(_ value: AnimValue, at component: String, into whole: AnimValue) -> AnimValue? {
        switch (whole, component, value) {
        case (.point(var p), "x", .number(let x)): p.x = x; return .point(p)
        case (.point(var p), "y", .number(let y)): p.y = y; return .point(p)
        case (.size(var s), "width", .number(let w)): s.width = w; return .size(s)
        case (.size(var s), "height", .number(let h)): s.height = h; return .size(s)
        case (.rect(var r), "origin", .point(let p)): r.origin = p; return .rect(r)
        case (.rect(var r), "size", .size(let s)): r.size = s; return .rect(r)
        case (.rect(var r), "origin.x", .number(let x)): r.origin.x = x; return .rect(r)
        case (.rect(var r), "origin.y", .number(let y)): r.origin.y = y; return .rect(r)
        case (.rect(var r), "size.width", .number(let w)): r.size.width = w; return .rect(r)
        case (.rect(var r), "size.height", .number(let h)): r.size.height = h; return .rect(r)
        case (.transform(let t), "translation", .size(let s)): return .transform(t.settingTranslation(s))
        case (.transform(let t), _, .number(let x)):
            if CATransform3DIsIdentity(t), let fast = identity(with: component, x) { return .transform(fast) }
            return t.settingComponent(component, to: x).map { .transform($0) }
        default: return nil
        }
    }
}

extension CALayer {
    /// The model value at an animatable key path (`"position.x"`, `"transform.rotation.z"`…), boxed as
    /// Apple boxes it; nil for an unknown key path.
    public func value(forKeyPath keyPath: String) -> Any? {
        ResolvedKeyPath.resolve(keyPath, for: self)?.read(self).boxed
    }

    /// Sets the model value at an animatable key path; a value of the wrong type is ignored with a diagnostic.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = ResolvedKeyPath.resolve(keyPath, for: self) else { return }
        guard let v = AnimValue(any: value, as: path.kind), v.isFinite else {
            CADiagnostics.report("setValue(forKeyPath: \"\(keyPath)\"): \(String(describing: value)) is not a valid \(path.kind.rawValue); ignored")
            return
        }
        path.write(self, v)
    }
}
