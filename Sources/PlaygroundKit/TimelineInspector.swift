import AnimationCore
import Foundation

/// The timeline inspector's model of one scene: every animation on every layer under the
/// scene's root layer, laid out in the scene's own time (the root layer's local time), and where
/// each one is now.
///
/// The tree is walked with the public API only (`sublayers`, `mask`, `animationKeys()`,
/// `animation(forKey:)`, a group's `animations`), the way an iOS debugging tool would; like
/// Apple's `animationKeys()`, animations added with a nil key are not seen.
///
///     let inspector = TimelineInspector(root: scene.rootLayer)
///     for row in inspector.rows { print(row.title, row.begin, inspector.moment(of: row).inputTime) }
///
/// Complexity: O(layers + animations) per `rows` call; the panel calls it once per frame.
public struct TimelineInspector {
    /// The scene's root layer; its local time is the scene's time.
    public let root: CALayer

    public init(root: CALayer) { self.root = root }

    /// Every animation under `root`, depth first (a layer before its sublayers, a layer's mask
    /// after them), each group followed by its children.
    public var rows: [InspectedAnimation] {
        var rows: [InspectedAnimation] = []
        visit(root, path: [], into: &rows)
        return rows
    }

    /// The scene's time now (moves with the scene: slowed, paused and scrubbed included).
    public var sceneTime: Double { root.convertTime(CACurrentMediaTime(), from: nil) }

    /// Where `row` is at the scene's time `time` (now when nil).
    public func moment(of row: InspectedAnimation, atSceneTime time: Double? = nil) -> AnimationMoment {
        row.moment(atLayerTime: layerTime(of: row.layer, atSceneTime: time ?? sceneTime))
    }

    /// The value `row`'s key path presents now (the presentation layer's), formatted for the
    /// panel ("-3.1416", "(120, 80)"); nil for groups, transitions and unknown key paths.
    public func presentedValue(of row: InspectedAnimation) -> String? {
        guard let keyPath = row.keyPath, let value = row.layer.presentation()?.value(forKeyPath: keyPath) else {
            return nil
        }
        return Self.format(value)
    }

    /// `layer`'s local time when the scene's time is `time`: the timing of every layer between
    /// the root (excluded) and `layer` applied in turn.
    public func layerTime(of layer: CALayer, atSceneTime time: Double) -> Double {
        chain(to: layer).reduce(time) { t, l in (t - l.beginTime) * Double(l.speed) + l.timeOffset }
    }

    /// The scene's time when `layer`'s local time is `time` (infinite when a layer between is paused).
    public func sceneTime(of layer: CALayer, atLayerTime time: Double) -> Double {
        chain(to: layer).reversed().reduce(time) { t, l in
            l.speed == 0 ? .infinity : (t - l.timeOffset) / Double(l.speed) + l.beginTime
        }
    }

    /// The layers from just below `root` down to `layer` (masks count their owner as parent
    /// only when reached through it; a mask's own timing is then applied).
    private func chain(to layer: CALayer) -> [CALayer] {
        var chain: [CALayer] = []
        var l: CALayer? = layer
        while let c = l, c !== root {
            chain.append(c)
            l = c.superlayer ?? owner(ofMask: c)
        }
        return chain.reversed()
    }

    private func owner(ofMask mask: CALayer) -> CALayer? {
        var found: CALayer?
        func search(_ l: CALayer) {
            if found != nil { return }
            if l.mask === mask { found = l; return }
            l.sublayers?.forEach(search)
        }
        search(root)
        return found
    }

    private func visit(_ layer: CALayer, path: [Int], into rows: inout [InspectedAnimation]) {
        let place = path.isEmpty ? [] : [path.map(String.init).joined(separator: ".")]
        let label = layer.name ?? ([String(describing: type(of: layer))] + place).joined(separator: " ")
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) else { continue }
            let begin = sceneTime(of: layer, atLayerTime: InspectorTiming(animation).beginTime)
            add(animation, key: key, layer: layer, label: label, ancestors: [], begin: begin,
                scale: layerScale(of: layer), parentDuration: InspectorTiming.defaultDuration, parentEnd: .infinity,
                into: &rows)
        }
        for (i, sub) in (layer.sublayers ?? []).enumerated() { visit(sub, path: path + [i], into: &rows) }
        if let mask = layer.mask { visit(mask, path: path + [-1], into: &rows) }
    }

    /// Adds `animation`'s row, then its children's rows (at any depth) when it is a group. `begin`
    /// is where it begins in the scene's time, `scale` how many seconds of scene time one second
    /// of its parent's time (its layer's, or its group's) takes, and `parentEnd` where its
    /// group's first cycle stops. (These place a child in its groups' first cycles as if they were
    /// linear; `spans(of:from:to:)` places it exactly, in every cycle.)
    private func add(_ animation: CAAnimation, key: String, layer: CALayer, label: String, ancestors: [CAAnimation],
                     begin: Double, scale: Double, parentDuration: Double, parentEnd: Double,
                     into rows: inout [InspectedAnimation]) {
        let timing = InspectorTiming(animation, defaultDuration: parentDuration)
        let active = min(timing.activeDurationInParent * scale, max(parentEnd - begin, 0))
        let ownScale = scale / (timing.speed == 0 ? 1 : abs(timing.speed))
        rows.append(InspectedAnimation(layer: layer, layerName: label, key: key,
                                       keyPath: (animation as? CAPropertyAnimation)?.keyPath,
                                       kind: .init(animation), animation: animation, ancestors: ancestors,
                                       timing: timing, begin: begin, activeDuration: active,
                                       cycle: timing.duration * ownScale))
        guard let group = animation as? CAAnimationGroup else { return }
        // Children run in the group's local time, within the group's first cycle.
        let childEnd = min(begin + timing.duration * ownScale, begin + active)
        for (i, child) in (group.animations ?? []).enumerated() {
            let childBegin = begin + InspectorTiming(child, defaultDuration: timing.duration).beginTime * ownScale
            add(child, key: "\(key)[\(i)]", layer: layer, label: label, ancestors: ancestors + [animation],
                begin: childBegin, scale: ownScale, parentDuration: timing.duration, parentEnd: childEnd,
                into: &rows)
        }
    }

    /// How many seconds of scene time one second of `layer`'s local time takes (1 unless a
    /// layer between is slowed or sped up).
    private func layerScale(of layer: CALayer) -> Double {
        chain(to: layer).reduce(1) { s, l in l.speed == 0 ? s : s / abs(Double(l.speed)) }
    }

    /// A presented value as the panel shows it: numbers with four decimals, points and sizes in
    /// parentheses, anything else as Swift describes it.
    static func format(_ value: Any) -> String {
        func n(_ x: Double) -> String { String(format: "%.4g", x) }
        switch value {
        case let d as Double: return n(d)
        case let f as CGFloat: return n(Double(f))
        case let f as Float: return n(Double(f))
        case let number as NSNumber: return n(number.doubleValue)
        case let p as CGPoint: return "(\(n(Double(p.x))), \(n(Double(p.y))))"
        case let s as CGSize: return "(\(n(Double(s.width))) × \(n(Double(s.height))))"
        default: return String(describing: value)
        }
    }
}
