import Foundation

/// A key path such as `"position.x"` or `"transform.rotation.z"` resolved against the property
/// table: the base property plus an optional component inside its value.
struct ResolvedKeyPath {
    let property: LayerProperty
    /// The part after the base key (`"x"`, `"size.width"`, `"rotation.z"`), or nil for the whole value.
    let component: String?
    /// `component` parsed once, so evaluation switches on an enum instead of comparing strings.
    let part: Component?
    /// The kind of value the key path reads and writes.
    let kind: ValueKind

    /// A component of a property's value, by name.
    enum Component: Equatable {
        /// `x`/`y` of a point, `width`/`height` of a size.
        case x, y, width, height
        /// Parts of a rect: `origin`, `size`, `origin.x`, `origin.y`, `size.width`, `size.height`.
        case origin, size, originX, originY, sizeWidth, sizeHeight
        /// A transform's x/y translation as a size (`translation`).
        case translation
        /// A decomposed transform component (`rotation.z`, `scale`…).
        case transform(TransformComponent)

        /// The component `name` of a value of `kind`, or nil when there is none.
        init?(_ name: String, of kind: ValueKind) {
            switch (kind, name) {
            case (.point, "x"): self = .x
            case (.point, "y"): self = .y
            case (.size, "width"): self = .width
            case (.size, "height"): self = .height
            case (.rect, "origin"): self = .origin
            case (.rect, "size"): self = .size
            case (.rect, "origin.x"): self = .originX
            case (.rect, "origin.y"): self = .originY
            case (.rect, "size.width"): self = .sizeWidth
            case (.rect, "size.height"): self = .sizeHeight
            case (.transform, "translation"): self = .translation
            case (.transform, _):
                guard let c = TransformComponent(rawValue: name) else { return nil }
                self = .transform(c)
            default: return nil
            }
        }

        /// The kind of value the component holds.
        var kind: ValueKind {
            switch self {
            case .origin: return .point
            case .size, .translation: return .size
            default: return .number
            }
        }
    }

    /// The transform components `CATransform3D.component(_:)` knows.
    enum TransformComponent: String {
        case rotation, rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
        case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scaleXY = "scale.xy"
        case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"

        /// The component's value on the identity transform.
        var identityValue: Double {
            switch self {
            case .scale, .scaleX, .scaleY, .scaleZ, .scaleXY: return 1
            default: return 0
            }
        }

        /// The identity transform with this component set to `v`, without decomposing anything.
        func identity(with v: CGFloat) -> CATransform3D {
            switch self {
            case .rotation, .rotationZ: return CATransform3DMakeRotation(v, 0, 0, 1)
            case .rotationX: return CATransform3DMakeRotation(v, 1, 0, 0)
            case .rotationY: return CATransform3DMakeRotation(v, 0, 1, 0)
            case .scale: return CATransform3DMakeScale(v, v, v)
            case .scaleX: return CATransform3DMakeScale(v, 1, 1)
            case .scaleY: return CATransform3DMakeScale(1, v, 1)
            case .scaleZ: return CATransform3DMakeScale(1, 1, v)
            case .scaleXY: return CATransform3DMakeScale(v, v, 1)
            case .translationX: return CATransform3DMakeTranslation(v, 0, 0)
            case .translationY: return CATransform3DMakeTranslation(0, v, 0)
            case .translationZ: return CATransform3DMakeTranslation(0, 0, v)
            }
        }
    }

    /// Resolves `keyPath` for `layer`, or returns nil (with a diagnostic) when it names no
    /// animatable property of that layer.
    static func resolve(_ keyPath: String, for layer: CALayer) -> ResolvedKeyPath? {
        let base: String, rest: String?
        if let dot = keyPath.firstIndex(of: ".") {
            base = String(keyPath[..<dot])
            rest = String(keyPath[keyPath.index(after: dot)...])
        } else {
            base = keyPath
            rest = nil
        }
        let key = base == "isHidden" ? "hidden" : (base == "isDoubleSided" ? "doubleSided" : base)
        guard let property = LayerPropertyTable.all[key], property.get(layer) != nil else {
            CADiagnostics.report("unknown key path \"\(keyPath)\" for \(type(of: layer)); the animation is ignored")
            return nil
        }
        guard let rest else {
            return ResolvedKeyPath(property: property, component: nil, part: nil, kind: property.kind)
        }
        guard let part = Component(rest, of: property.kind) else {
            CADiagnostics.report("unknown key path \"\(keyPath)\" for \(type(of: layer)); the animation is ignored")
            return nil
        }
        return ResolvedKeyPath(property: property, component: rest, part: part, kind: part.kind)
    }

    /// The current value at the key path.
    func read(_ layer: CALayer) -> AnimValue {
        guard let whole = property.get(layer) else { return .none }
        guard let part, let component else { return whole }
        return ResolvedKeyPath.extract(part, named: component, from: whole) ?? .none
    }

    /// Writes `value` at the key path (values of the wrong kind or non-finite are ignored).
    func write(_ layer: CALayer, _ value: AnimValue) {
        guard value.isFinite else { return }
        guard let part, let component else {
            property.set(layer, value)
            return
        }
        guard let whole = property.get(layer),
              let updated = ResolvedKeyPath.insert(value, at: part, named: component, into: whole) else { return }
        property.set(layer, updated)
    }

    /// The value at the key path in a layer state; `.none` unless the path names one of
    /// `CALayer`'s own properties (`property.field`).
    func read(_ state: LayerState) -> AnimValue {
        guard let field = property.field else { return .none }
        let whole = field.read(state)
        guard let part, let component else { return whole }
        return ResolvedKeyPath.extract(part, named: component, from: whole) ?? .none
    }

    /// Writes `value` at the key path in a layer state (as `write(_:_:)` does in a layer).
    func write(_ state: inout LayerState, _ value: AnimValue) {
        guard value.isFinite, let field = property.field else { return }
        guard let part, let component else {
            field.write(value, to: &state)
            return
        }
        guard let updated = ResolvedKeyPath.insert(value, at: part, named: component, into: field.read(state)) else {
            return
        }
        field.write(updated, to: &state)
    }

    /// The component `part` (called `name`) of `whole`, or nil when the kinds do not match.
    static func extract(_ part: Component, named name: String, from whole: AnimValue) -> AnimValue? {
        switch (whole, part) {
        case (.point(let p), .x): return .number(Double(p.x))
        case (.point(let p), .y): return .number(Double(p.y))
        case (.size(let s), .width): return .number(Double(s.width))
        case (.size(let s), .height): return .number(Double(s.height))
        case (.rect(let r), .origin): return .point(r.origin)
        case (.rect(let r), .size): return .size(r.size)
        case (.rect(let r), .originX): return .number(Double(r.origin.x))
        case (.rect(let r), .originY): return .number(Double(r.origin.y))
        case (.rect(let r), .sizeWidth): return .number(Double(r.width))
        case (.rect(let r), .sizeHeight): return .number(Double(r.height))
        case (.transform(let t), .translation): return .size(t.translationComponent)
        case (.transform(let t), .transform(let c)):
            // The identity's components are known without decomposing it.
            if CATransform3DIsIdentity(t) { return .number(c.identityValue) }
            return t.component(name).map { .number(Double($0)) }
        default: return nil
        }
    }

    /// `whole` with its component `part` (called `name`) replaced by `value`; nil when the kinds do not match.
    static func insert(_ value: AnimValue, at part: Component, named name: String,
                       into whole: AnimValue) -> AnimValue? {
        switch (whole, part, value) {
        case (.point(var p), .x, .number(let x)):
            p.x = x
            return .point(p)
        case (.point(var p), .y, .number(let y)):
            p.y = y
            return .point(p)
        case (.size(var s), .width, .number(let w)):
            s.width = w
            return .size(s)
        case (.size(var s), .height, .number(let h)):
            s.height = h
            return .size(s)
        case (.rect(var r), .origin, .point(let p)):
            r.origin = p
            return .rect(r)
        case (.rect(var r), .size, .size(let s)):
            r.size = s
            return .rect(r)
        case (.rect(var r), .originX, .number(let x)):
            r.origin.x = x
            return .rect(r)
        case (.rect(var r), .originY, .number(let y)):
            r.origin.y = y
            return .rect(r)
        case (.rect(var r), .sizeWidth, .number(let w)):
            r.size.width = w
            return .rect(r)
        case (.rect(var r), .sizeHeight, .number(let h)):
            r.size.height = h
            return .rect(r)
        case (.transform(let t), .translation, .size(let s)): return .transform(t.settingTranslation(s))
        case (.transform(let t), .transform(let c), .number(let x)):
            if CATransform3DIsIdentity(t) { return .transform(c.identity(with: x)) }
            return t.settingComponent(name, to: x).map { .transform($0) }
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

    /// The value a fraction `fraction` of the way from `fromValue` to `toValue` at the animatable
    /// `keyPath`, interpolated as this layer's animations interpolate it (numbers and geometry
    /// linearly, colours per channel, transforms by decomposition, paths point by point);
    /// `fraction` may lie outside 0…1 (a spring's overshoot), a non-finite one counts as 1.
    /// Returns `toValue` when the key path is unknown or a value has the wrong type.
    ///
    /// `@_spi(ValueInterpolation)`: for AnimationUIKit's `UIViewPropertyAnimator` only, which
    /// shows its changes at any `fractionComplete` and pauses them there. Core Animation has no
    /// public way to interpolate two values outside an animation (Apple's UIKit uses private
    /// API). Not public API, so that ported code sees only Apple's `CALayer`.
    @_spi(ValueInterpolation)
    public func interpolatedValue(forKeyPath keyPath: String, from fromValue: Any?, to toValue: Any?,
                                  fraction: Double) -> Any? {
        guard let path = ResolvedKeyPath.resolve(keyPath, for: self),
              let a = AnimValue(any: fromValue, as: path.kind), let b = AnimValue(any: toValue, as: path.kind) else {
            return toValue
        }
        return AnimValue.interpolate(a, b, fraction.isFinite ? fraction : 1).boxed
    }

    /// Sets the model value at an animatable key path; a value of the wrong type is ignored with a diagnostic.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = ResolvedKeyPath.resolve(keyPath, for: self) else { return }
        guard let v = AnimValue(any: value, as: path.kind), v.isFinite else {
            CADiagnostics.report("setValue(forKeyPath: \"\(keyPath)\"): \(String(describing: value)) "
                                 + "is not a valid \(path.kind.rawValue); ignored")
            return
        }
        path.write(self, v)
    }
}
