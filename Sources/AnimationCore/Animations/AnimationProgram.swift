import Foundation

/// A layer's number/point animations flattened into one array of plain values: for each
/// animation its timing (`TimingKernel`), the curve's constants and where it writes, with
/// keyframes in one shared table. Evaluating it does what `CompiledAnimation.apply(to:parentTime:entry:)`
/// and `LaneTrack.apply` do for each entry in turn — the same arithmetic in the same order, so
/// the same bits — but reaches two contiguous arrays instead of ~15 objects per layer (entry,
/// compiled animation, lane track, keyframe arrays), retains nothing and copies no enums.
///
/// Built by `CALayer.animationProgram` the first time a snapshot needs it after the layer's
/// animations change; nil (the snapshot then walks the entries) when an animation is not a
/// plain lane track (groups, other value kinds, a captured previous value that is not a number
/// or point).
final class AnimationProgram: @unchecked Sendable {  // immutable once built
    typealias Lanes = SIMD2<Double>

    /// Where a step's value is read and written: the common properties directly, anything else
    /// through its `LaneTrack`.
    enum Target {
        case position, opacity
        case transformComponent(ResolvedKeyPath.TransformComponent)
        case other
    }

    /// Apple's from/to/by table (`LaneTrack.ends`) with what does not depend on the underlying
    /// value `u` worked out when the program is built.
    enum Ends {
        /// (start, end): both ends were given (or follow from two given values).
        case constant
        /// (start, u): only `fromValue`.
        case startToUnderlying
        /// (u, end): only `toValue`.
        case underlyingToEnd
        /// (u, u + end): only `byValue` (held in `end`).
        case underlyingPlusBy
        /// (start, u) with the captured previous value in `start`, or (u, u) without one: none given.
        case previousToUnderlying(hasPrevious: Bool)
    }

    /// One animation. Plain values only (the references are unmanaged, kept alive by `entries`).
    struct Step {
        let timing: TimingKernel
        let curve: LaneTrack.Curve
        let target: Target
        let ends: Ends
        let start: Lanes, end: Lanes
        let spring: SpringSolver?
        /// Keyframes: `keys[keyStart ..< keyStart + max(valueCount, timeCount, functionCount)]`.
        let keyStart: Int, valueCount: Int, timeCount: Int, functionCount: Int
        let discrete: Bool
        let isPoint: Bool, additive: Bool, cumulative: Bool
        /// A transform component read before any step could have written the transform: what
        /// it reads is the model's transform, whose identity test the layer keeps.
        let readsModelTransform: Bool
        /// The track itself, for targets read and written through `BaseField`.
        let track: Unmanaged<LaneTrack>
    }

    /// Keyframe `i` of a step: its value, key time and the timing function of the segment it
    /// starts (each part present only when `i` is below the step's count of that part).
    struct Key {
        var value = Lanes(0, 0)
        var time = 0.0
        var function: Unmanaged<CAMediaTimingFunction>? = nil
    }

    let steps: ContiguousArray<Step>
    let keys: ContiguousArray<Key>
    /// Whether a step reads the model's transform (`Step.readsModelTransform`).
    let readsModelTransform: Bool
    /// Every step reads and writes position, opacity or a transform component only: the program
    /// can be evaluated in `LeafValues`.
    let targetsDirectOnly: Bool
    /// Keeps alive everything the steps refer to without counting (tracks, timing functions).
    private let entries: [AnimationEntry]

    /// The program of a layer without animations (shared: it holds nothing).
    static let none = AnimationProgram([])!

    /// The program for `entries` (a layer's, in order), or nil when one cannot be flattened.
    init?(_ entries: [AnimationEntry]) {
        var steps = ContiguousArray<Step>(), keys = ContiguousArray<Key>()
        var transformWritten = false  // whether a step so far may write the transform
        steps.reserveCapacity(entries.count)
        for entry in entries {
            let compiled = entry.compiled
            switch compiled.body {
            case .transition: continue       // writes nothing into the scalars
            case .group: return nil
            case .property: break
            }
            guard let track = compiled.lanes else { return nil }
            var prev: Lanes? = nil
            if track.usesPrevious, let previous = entry.previous {
                guard let p = LaneTrack.lanes(previous) else { return nil }
                prev = p
            }
            let target: Target
            switch track.target {
            case .position: target = .position
            case .opacity: target = .opacity
            case .transformComponent(let c): target = .transformComponent(c)
            case .other: target = .other
            }
            var ends = Ends.constant
            var start = Lanes(0, 0), end = Lanes(0, 0)
            switch (track.from, track.to, track.by) {
            case (let f?, let t?, _): (start, end) = (f, t)
            case (let f?, nil, let b?): (start, end) = (f, f + b)
            case (nil, let t?, let b?): (start, end) = (t - b, t)
            case (let f?, nil, nil):
                ends = .startToUnderlying
                start = f
            case (nil, let t?, nil):
                ends = .underlyingToEnd
                end = t
            case (nil, nil, let b?):
                ends = .underlyingPlusBy
                end = b
            case (nil, nil, nil):
                ends = .previousToUnderlying(hasPrevious: prev != nil)
                start = prev ?? start
            }
            var readsModel = false
            switch target {
            case .transformComponent:
                readsModel = !transformWritten
                transformWritten = true
            case .other: if track.field == .transform || track.field == .sublayerTransform { transformWritten = true }
            case .position, .opacity: break
            }
            let keyStart = keys.count
            let n = max(track.keyValues.count, track.keyTimes.count, track.keyFunctions.count)
            for i in 0..<n {
                var k = Key()
                if i < track.keyValues.count { k.value = track.keyValues[i] }
                if i < track.keyTimes.count { k.time = track.keyTimes[i] }
                if i < track.keyFunctions.count, let f = track.keyFunctions[i] {
                    k.function = Unmanaged.passUnretained(f)
                }
                keys.append(k)
            }
            steps.append(Step(timing: compiled.kernel, curve: track.curve, target: target, ends: ends,
                              start: start, end: end, spring: track.spring,
                              keyStart: keyStart, valueCount: track.keyValues.count, timeCount: track.keyTimes.count,
                              functionCount: track.keyFunctions.count, discrete: track.discrete,
                              isPoint: track.isPoint, additive: track.additive, cumulative: track.cumulative,
                              readsModelTransform: readsModel, track: Unmanaged.passUnretained(track)))
        }
        self.steps = steps
        self.keys = keys
        self.entries = entries
        readsModelTransform = steps.contains { $0.readsModelTransform }
        targetsDirectOnly = steps.allSatisfy {
            switch $0.target {
            case .position, .opacity, .transformComponent: return true
            case .other: return false
            }
        }
    }

    /// `apply(to:at:modelTransformIsIdentity:)` for `g` as the model's scalars.
    func apply(to g: inout LayerScalars, at t: Double) -> Bool {
        apply(to: &g, at: t, modelTransformIsIdentity: readsModelTransform && g.transform.isIdentity)
    }

    /// Evaluates every step at the layer's local time `t` into `g` (a copy of its scalars); false
    /// when a step could not be evaluated there (`g` is then partly written), as
    /// `CompiledAnimation.apply(to:parentTime:entry:)` reports it. `modelTransformIsIdentity`:
    /// `g.transform.isIdentity` as `g` is passed in (read only when `readsModelTransform`).
    func apply(to g: inout LayerScalars, at t: Double, modelTransformIsIdentity: Bool) -> Bool {
        withUnsafeMutablePointer(to: &g) {
            apply(to: ProgramSlots($0), at: t, modelTransformIsIdentity: modelTransformIsIdentity)
        }
    }

    /// `apply(to:at:modelTransformIsIdentity:)` into `v` (the model's position, opacity and
    /// transform); only for a program that `targetsDirectOnly`.
    func apply(to v: inout LeafValues, at t: Double, modelTransformIsIdentity: Bool) -> Bool {
        withUnsafeMutablePointer(to: &v) {
            apply(to: ProgramSlots($0), at: t, modelTransformIsIdentity: modelTransformIsIdentity)
        }
    }

    /// The step loop, on the values `g` points to.
    private func apply(to g: ProgramSlots, at t: Double, modelTransformIsIdentity: Bool) -> Bool {
        steps.withUnsafeBufferPointer { steps in
            keys.withUnsafeBufferPointer { keys in
                let slack = TimingKernel.slackShare(t)  // the layer time's share, once for all steps
                for i in steps.indices {
                    if !AnimationProgram.apply(steps.baseAddress! + i, keys: keys, to: g, at: t, slack: slack,
                                               modelTransformIsIdentity: modelTransformIsIdentity) { return false }
                }
                return true
            }
        }
    }

    /// One step (`CompiledAnimation.apply` then `LaneTrack.apply`).
    @inline(__always)
    private static func apply(_ s: UnsafePointer<Step>, keys: UnsafeBufferPointer<Key>,
                              to g: ProgramSlots, at t: Double, slack: Double, modelTransformIsIdentity: Bool) -> Bool {
        guard let r = s.pointee.timing.evaluate(parentTime: t, parentSlack: slack) else { return true }
        // Whether a transform component is read from (and written into) the identity: tested
        // once, as nothing changes `g` between the read and the write; the model's answer when
        // no earlier step can have changed the transform.
        let onIdentity: Bool
        if case .transformComponent = s.pointee.target {
            onIdentity = s.pointee.readsModelTransform ? modelTransformIsIdentity : g.transform.pointee.isIdentity
        } else {
            onIdentity = false
        }
        guard let u = read(s, g, onIdentity: onIdentity) else { return false }
        var value: Lanes
        var start: Lanes? = nil, end: Lanes? = nil
        switch s.pointee.curve {
        case .basic:
            let (a, b) = ends(s, u)
            value = a + (b - a) * r.progress
            start = a
            end = b
        case .spring:
            let (a, b) = ends(s, u)
            value = a + (b - a) * s.pointee.spring!.value(at: r.localTime)
            start = a
            end = b
        case .keyframes:
            value = keyframe(s, keys, at: r.progress)
            if s.pointee.cumulative, r.iteration > 0 {
                start = keyframeEnd(s, keys, at: 0)
                end = keyframeEnd(s, keys, at: 1)
            }
        }
        // Cumulative repeats add the whole change once per finished iteration.
        if s.pointee.cumulative, r.iteration > 0, let a = start, let b = end {
            value = value + (b - a) * Double(r.iteration)
        }
        if s.pointee.additive { value = u + value }
        write(value, s, g, onIdentity: onIdentity)
        return true
    }

    /// The two ends of a basic or spring interpolation for the underlying value `u`.
    @inline(__always)
    private static func ends(_ s: UnsafePointer<Step>, _ u: Lanes) -> (Lanes, Lanes) {
        switch s.pointee.ends {
        case .constant: return (s.pointee.start, s.pointee.end)
        case .startToUnderlying: return (s.pointee.start, u)
        case .underlyingToEnd: return (u, s.pointee.end)
        case .underlyingPlusBy: return (u, u + s.pointee.end)
        case .previousToUnderlying(let hasPrevious): return (hasPrevious ? s.pointee.start : u, u)
        }
    }

    /// `keyframe` at either end, for cumulative repeats (rare: kept out of the step loop).
    @inline(never)
    private static func keyframeEnd(_ s: UnsafePointer<Step>, _ keys: UnsafeBufferPointer<Key>, at p: Double) -> Lanes {
        keyframe(s, keys, at: p)
    }

    /// `LaneTrack.keyframe(at:)` on the step's part of `keys`. Inlined into the step loop (a
    /// call there cost its own frame and the loop's spills around it).
    @inline(__always)
    private static func keyframe(_ s: UnsafePointer<Step>, _ keys: UnsafeBufferPointer<Key>, at p: Double) -> Lanes {
        let k = keys.baseAddress! + s.pointee.keyStart
        let valueCount = s.pointee.valueCount, timeCount = s.pointee.timeCount
        if valueCount == 1 { return k[0].value }
        if s.pointee.discrete {
            var i = 0
            while i + 1 < timeCount, p >= k[i + 1].time { i += 1 }
            return k[min(i, valueCount - 1)].value
        }
        let n = timeCount - 1
        var i = 0, f = 0.0
        if n < 1 || p <= k[0].time {
            (i, f) = (0, 0)
        } else if p >= k[n].time {
            (i, f) = (n - 1, 1)
        } else {
            while i < n - 1, p >= k[i + 1].time { i += 1 }
            let span = k[i + 1].time - k[i].time
            f = span > 0 ? (p - k[i].time) / span : 1
            if i < s.pointee.functionCount, let fn = k[i].function {
                let x = f
                f = fn._withUnsafeGuaranteedRef { $0.solve(forInput: x) }
            }
        }
        precondition(i + 1 < valueCount, "keyframe values and key times disagree")
        return k[i].value + (k[i + 1].value - k[i].value) * f
    }

    /// The current value at the step's key path (common properties read directly);
    /// `onIdentity`: the step is a transform component and `g.transform` is the identity.
    @inline(__always)
    private static func read(_ s: UnsafePointer<Step>, _ g: ProgramSlots, onIdentity: Bool) -> Lanes? {
        switch s.pointee.target {
        case .position: return Lanes(Double(g.position.pointee.x), Double(g.position.pointee.y))
        case .opacity: return Lanes(Double(g.opacity.pointee), 0)
        case .transformComponent(let c) where onIdentity: return Lanes(c.identityValue, 0)
        default: return s.pointee.track._withUnsafeGuaranteedRef { g.read($0) }
        }
    }

    /// Writes the value at the step's key path (`LaneTrack.write`; non-finite values are ignored);
    /// `onIdentity` as for `read`.
    @inline(__always)
    private static func write(_ v: Lanes, _ s: UnsafePointer<Step>, _ g: ProgramSlots, onIdentity: Bool) {
        guard v.x.isFinite, !s.pointee.isPoint || v.y.isFinite else { return }
        switch s.pointee.target {
        case .position: g.position.pointee = CGPoint(x: v.x, y: v.y)
        case .opacity: g.opacity.pointee = Float(v.x)
        case .transformComponent(let c) where onIdentity:
            // A component of the identity set to a finite value has finite entries (sin/cos of a
            // finite angle, a finite scale or translation), so `LaneTrack.write`'s test always passes.
            g.transform.pointee = c.identity(with: CGFloat(v.x))
        default: s.pointee.track._withUnsafeGuaranteedRef { g.write(v, $0) }
        }
    }
}
