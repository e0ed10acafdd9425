import Foundation

/// An animation prepared for evaluation when it is added to a layer: timing validated,
/// key path resolved and values converted, so each frame only does arithmetic.
final class CompiledAnimation {
    enum Body {
        case property(PropertyTrack)
        case group([CompiledAnimation])
        case transition(CATransition)
    }
    let timing: MediaTiming
    /// `timing` prepared for per-frame evaluation.
    let kernel: TimingKernel
    let body: Body
    /// True when the animation only writes `CALayer`'s own properties, so it can be evaluated
    /// in a `LayerState` (see `apply(to:parentTime:previous:)` for states).
    let writesBaseOnly: Bool
    /// True when the animation may change what a layer draws (see `BaseField.isContent`);
    /// false when it only moves, transforms or fades it.
    let writesContent: Bool
    /// True when every property track of the animation has an unboxed form (`LaneTrack`), so
    /// it can be evaluated in a `LayerScalars` alone (see `apply(to:parentTime:entry:)` for scalars).
    let usesLanesOnly: Bool
    /// The unboxed form of a property animation's track, out of `body`: read from this `let`,
    /// evaluating it costs no retain (binding the enum payload retains the track).
    let lanes: LaneTrack?

    init(timing: MediaTiming, body: Body) {
        self.timing = timing
        self.body = body
        kernel = TimingKernel(timing)
        switch body {
        case .property(let track):
            writesBaseOnly = track.path.property.field != nil
            writesContent = track.path.property.field?.isContent ?? true
            usesLanesOnly = track.lanes != nil
            lanes = track.lanes
        case .group(let children):
            writesBaseOnly = children.allSatisfy(\.writesBaseOnly)
            writesContent = children.contains(where: \.writesContent)
            usesLanesOnly = children.allSatisfy(\.usesLanesOnly)
            lanes = nil
        case .transition:
            writesBaseOnly = true
            writesContent = false
            usesLanesOnly = true
            lanes = nil
        }
    }

    /// Compiles `anim` for `layer`; nil (with a diagnostic) when it can have no effect.
    /// A duration of 0 takes `defaultDuration` (the transaction's, or a group's duration).
    static func compile(_ anim: CAAnimation, for layer: CALayer, defaultDuration: Double) -> CompiledAnimation? {
        var timing = anim.mediaTiming(defaultDuration: defaultDuration)
        switch anim {
        case let group as CAAnimationGroup:
            let children = (group.animations ?? []).compactMap {
                compile($0, for: layer, defaultDuration: timing.duration)
            }
            return CompiledAnimation(timing: timing, body: .group(children))
        case let transition as CATransition:
            return CompiledAnimation(timing: timing, body: .transition(transition))
        case let property as CAPropertyAnimation:
            guard let keyPath = property.keyPath, !keyPath.isEmpty else {
                CADiagnostics.report("\(type(of: anim)) has no keyPath; ignored")
                return nil
            }
            guard let path = ResolvedKeyPath.resolve(keyPath, for: layer) else { return nil }
            if property is CASpringAnimation { timing.timingFunction = nil }
            guard let track = PropertyTrack(property, path: path) else { return nil }
            return CompiledAnimation(timing: timing, body: .property(track))
        default:
            CADiagnostics.report("\(type(of: anim)) cannot be added to a layer; ignored")
            return nil
        }
    }

    /// Applies the animation to the presentation copy `layer` at `parentTime` (the layer's
    /// local time, or the group's local time for children).
    func apply(to layer: CALayer, parentTime: Double, previous: AnimValue?) {
        guard let r = kernel.evaluate(parentTime: parentTime) else { return }
        switch body {
        case .property(let track):
            track.apply(to: layer, progress: r.progress, localTime: r.localTime, iteration: r.iteration,
                        previous: previous)
        case .group(let children):
            for child in children { child.apply(to: layer, parentTime: r.localTime, previous: nil) }
        case .transition:
            break
        }
    }

    /// Applies the animation to presentation values held in a `LayerState` (only when
    /// `writesBaseOnly`); `entry` holds the captured previous value (nil inside groups).
    func apply(to state: inout LayerState, parentTime: Double, entry: AnimationEntry?) {
        guard let r = kernel.evaluate(parentTime: parentTime) else { return }
        switch body {
        case .property(let track):
            track.apply(to: &state, progress: r.progress, localTime: r.localTime, iteration: r.iteration, entry: entry)
        case .group(let children):
            for child in children { child.apply(to: &state, parentTime: r.localTime, entry: nil) }
        case .transition:
            break
        }
    }

    /// Applies the animation to the plain-number part of presentation values (only when
    /// `usesLanesOnly`); false when a track could not be evaluated there (the layer's current
    /// value is not a number/point), in which case the caller starts over on a whole `LayerState`.
    func apply(to g: inout LayerScalars, parentTime: Double, entry: AnimationEntry?) -> Bool {
        guard let r = kernel.evaluate(parentTime: parentTime) else { return true }
        if let lanes {
            return lanes.apply(to: &g, progress: r.progress, localTime: r.localTime, iteration: r.iteration,
                               entry: entry)
        }
        switch body {
        case .property:
            return false
        case .group(let children):
            for child in children where !child.apply(to: &g, parentTime: r.localTime, entry: nil) { return false }
            return true
        case .transition:
            return true
        }
    }

    /// The key paths this animation writes (for captured "previous" values).
    var propertyKey: String? {
        if case .property(let t) = body { return t.keyPathString }
        return nil
    }
}

/// How one property animation computes its value. A class, so evaluating it (through
/// `CompiledAnimation.Body`) never copies its curve, closures or arrays.
final class PropertyTrack {
    enum Curve {
        case basic(from: AnimValue?, to: AnimValue?, by: AnimValue?)
        case spring(from: AnimValue?, to: AnimValue?, by: AnimValue?, SpringSolver)
        case keyframes(KeyframeCurve, rotation: CAAnimationRotationMode?)
    }
    let path: ResolvedKeyPath
    let keyPathString: String
    let curve: Curve
    let additive: Bool
    let cumulative: Bool
    let valueFunction: CAValueFunction?
    /// True for a `position` animation (keyframes along a path may rotate the layer).
    let isPosition: Bool
    /// The unboxed form for number and point tracks of base properties (see `LaneTrack`).
    /// (A `let`: reaching it from a track being evaluated then costs no retain.)
    let lanes: LaneTrack?

    init?(_ anim: CAPropertyAnimation, path: ResolvedKeyPath) {
        self.path = path
        keyPathString = anim.keyPath ?? ""
        isPosition = path.property.key == "position"
        additive = anim.isAdditive
        cumulative = anim.isCumulative
        let function = path.kind == .transform ? anim.valueFunction : nil
        valueFunction = function
        let kind: ValueKind = function != nil ? .number : path.kind
        let key = anim.keyPath ?? ""
        func convert(_ value: Any?, _ label: String) -> AnimValue? {
            guard let value else { return nil }
            if function != nil, let list = value as? [Any], let v = AnimValue(any: list, as: .numbers) { return v }
            guard let v = AnimValue(any: value, as: kind), v.isFinite else {
                CADiagnostics.report("\(type(of: anim))(\(key)).\(label): \(value) is not a valid "
                                     + "\(kind.rawValue); ignored")
                return nil
            }
            return v
        }
        switch anim {
        case let s as CASpringAnimation:
            curve = .spring(from: convert(s.fromValue, "fromValue"), to: convert(s.toValue, "toValue"),
                            by: convert(s.byValue, "byValue"), s.solver)
        case let b as CABasicAnimation:
            curve = .basic(from: convert(b.fromValue, "fromValue"), to: convert(b.toValue, "toValue"),
                           by: convert(b.byValue, "byValue"))
        case let k as CAKeyframeAnimation:
            guard let c = KeyframeCurve(k, kind: kind, keyPath: key) else { return nil }
            curve = .keyframes(c, rotation: k.rotationMode)
        default:
            CADiagnostics.report("\(type(of: anim)) is not animatable on its own; ignored")
            return nil
        }
        lanes = LaneTrack(path: path, curve: curve, valueFunction: function, additive: additive, cumulative: cumulative)
    }

    /// Apple's table: which of from/to/by are set decides the two ends of the interpolation.
    /// `underlying` is the value beneath this animation now; `previous` the value captured when
    /// an animation with neither end set was added (an implicit animation's old value).
    static func ends(from: AnimValue?, to: AnimValue?, by: AnimValue?, underlying: AnimValue,
                     previous: AnimValue?) -> (AnimValue, AnimValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, AnimValue.add(f, b))
        case (nil, let t?, let b?): return (AnimValue.subtract(t, b), t)
        case (let f?, nil, nil): return (f, underlying)
        case (nil, let t?, nil): return (underlying, t)
        case (nil, nil, let b?): return (underlying, AnimValue.add(underlying, b))
        case (nil, nil, nil): return (previous ?? underlying, underlying)
        }
    }

    /// Applies the track to the presentation copy `layer`.
    func apply(to layer: CALayer, progress: Double, localTime: Double, iteration: Int, previous: AnimValue?) {
        guard let (value, turn) = evaluate(underlying: path.read(layer), progress: progress, localTime: localTime,
                                           iteration: iteration, previous: previous) else { return }
        if let turn { layer.transform = CATransform3DRotate(layer.transform, turn, 0, 0, 1) }
        path.write(layer, value)
    }

    /// Applies the track to presentation values held in a `LayerState` (base properties only).
    func apply(to state: inout LayerState, progress: Double, localTime: Double, iteration: Int,
               entry: AnimationEntry?) {
        if let lanes, lanes.apply(to: &state.scalars, progress: progress, localTime: localTime,
                                  iteration: iteration, entry: entry) { return }
        guard let (value, turn) = evaluate(underlying: path.read(state), progress: progress, localTime: localTime,
                                           iteration: iteration, previous: entry?.previous) else { return }
        if let turn { state.transform = CATransform3DRotate(state.transform, turn, 0, 0, 1) }
        path.write(&state, value)
    }

    /// The value to write at the key path, given the value `underlyingWhole` beneath the animation,
    /// and the extra rotation about z (radians) that a rotating keyframe path adds to the layer's
    /// transform. Nil when the animation writes nothing.
    func evaluate(underlying underlyingWhole: AnimValue, progress: Double, localTime: Double, iteration: Int,
                  previous: AnimValue?) -> (AnimValue, turn: CGFloat?)? {
        let underlying: AnimValue = valueFunction != nil ? .number(0) : underlyingWhole
        var value: AnimValue
        var turn: CGFloat? = nil
        var start: AnimValue? = nil, end: AnimValue? = nil
        switch curve {
        case .basic(let f, let t, let b):
            let (s, e) = PropertyTrack.ends(from: f, to: t, by: b, underlying: underlying, previous: previous)
            value = AnimValue.interpolate(s, e, progress)
            start = s
            end = e
        case .spring(let f, let t, let b, let solver):
            let (s, e) = PropertyTrack.ends(from: f, to: t, by: b, underlying: underlying, previous: previous)
            value = AnimValue.interpolate(s, e, solver.value(at: localTime))
            start = s
            end = e
        case .keyframes(let c, let rotation):
            guard let (v, angle) = c.value(at: progress) else { return nil }
            value = v
            if let r = rotation, let angle, isPosition {
                turn = r == .rotateAutoReverse ? angle + .pi : angle
            }
            if cumulative, let last = c.value(at: 1)?.0, let first = c.value(at: 0)?.0 {
                start = first
                end = last
            }
        }
        if cumulative, iteration > 0, let s = start, let e = end {
            value = AnimValue.add(value, AnimValue.scale(AnimValue.subtract(e, s), by: Double(iteration)))
        }
        if let fn = valueFunction {
            let t = fn.transform(for: value)
            guard additive else { return (.transform(t), turn) }
            return (.transform(CATransform3DConcat(t, Conv.transform(underlyingWhole) ?? CATransform3DIdentity)), turn)
        }
        if additive { value = AnimValue.add(underlying, value) }
        return (value, turn)
    }
}
