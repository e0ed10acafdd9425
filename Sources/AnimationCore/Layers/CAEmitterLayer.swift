import Foundation

/// A layer that emits particles described by its `emitterCells`.
///
/// Particles are not stepped frame by frame: each one's birth time and random parameters follow
/// from `seed`, the cell's index and the particle's number, so the particles at any time are the
/// same on every run and at any frame rate.
///
/// When emission starts, as Core Animation does it (emitter time is the layer's local time):
/// - With `beginTime` left at 0, the emitter starts empty at its first commit: an emitter made
///   in `viewDidLoad` long after launch shows only the particles born since it was committed.
/// - With `beginTime` set (even to 0), emission starts at local time 0: `beginTime = CACurrentMediaTime()`
///   starts (or restarts) it empty now; a `beginTime` in the past shows it as if it had been
///   running since then ("prewarmed"); one in the future emits nothing until then.
/// - A change of `birthRate` takes effect at the media time it was made, placed on the layer's
///   local timeline when its transaction commits (as the render server sees it). Setting it to 0
///   lets the living particles die out. Raising it from 0 again fills the idle time as if the
///   emitter had kept emitting at the new rate (the "particles appear mid-flight" of iOS 7 and
///   later); set `beginTime = CACurrentMediaTime()` with it to start afresh, as iOS code does.
/// Sub-emitters are not simulated.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    /// The kinds of particle emitted; nil or empty emits nothing.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate; set it to 0 to let the particles die out naturally.
    open var birthRate: Float = 1 {
        willSet { willChange("birthRate") }
        didSet {
            if !isPresentationCopy { recordBirthRateChange(from: oldValue) }
            didChange("birthRate")
        }
    }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1 { willSet { willChange("lifetime") } didSet { didChange("lifetime") } }
    /// Where the emitter's shape is centred, in the layer's bounds space. Animatable; living particles move with it.
    open var emitterPosition: CGPoint = .zero {
        willSet { willChange("emitterPosition") }
        didSet { didChange("emitterPosition") }
    }
    /// The emitter's z coordinate; stored and animatable, but particles are drawn flat, so it has no visible effect
    /// here.
    open var emitterZPosition: CGFloat = 0 {
        willSet { willChange("emitterZPosition") }
        didSet { didChange("emitterZPosition") }
    }
    /// The size of the emitter's shape (a circle's radius is its width). Animatable.
    open var emitterSize: CGSize = .zero { willSet { willChange("emitterSize") } didSet { didChange("emitterSize") } }
    /// The depth of 3-D emitter shapes; stored and copied, unused here (3-D shapes emit from their flat section).
    open var emitterDepth: CGFloat = 0
    /// The shape particles are emitted from (`.point` by default).
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Which part of the shape particles come from (`.volume`, the whole area, by default).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// The order and blending particles are drawn with (`.unordered` by default).
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Stored and copied, but particles are always drawn flattened into the layer here.
    open var preservesDepth: Bool = false
    /// Multiplies every cell's velocity, scale and spin.
    open var velocity: Float = 1 { willSet { willChange("velocity") } didSet { didChange("velocity") } }
    /// Multiplies every cell's scale (1 by default). Animatable.
    open var scale: Float = 1 { willSet { willChange("scale") } didSet { didChange("scale") } }
    /// Multiplies every cell's spin (1 by default). Animatable.
    open var spin: Float = 1 { willSet { willChange("spin") } didSet { didChange("spin") } }
    /// Seeds the particles' random parameters.
    open var seed: UInt32 = 0

    /// The most particles drawn per cell; more are dropped with a diagnostic.
    public static let maximumParticlesPerCell = 100_000

    /// The living particles' constants, kept between snapshots (used on the model layer).
    let particleConstants = ParticleConstantsCache()

    /// `(localTime, birthRate)` from each committed change of `birthRate`, oldest first.
    private var committedBirthRates: [(time: Double, rate: Double)] = []
    /// `(mediaTime, birthRate)` of the changes made in the open transaction, oldest first.
    private var uncommittedBirthRates: [(mediaTime: Double, rate: Double)] = []

    /// `(localTime, birthRate)` from each change of `birthRate`, oldest first; changes not yet
    /// committed are placed with the layer's timing as it is now.
    var birthRateHistory: [(time: Double, rate: Double)] {
        var history = committedBirthRates
        for change in uncommittedBirthRates {
            Self.place(change, in: &history, at: localTime(atMediaTime: change.mediaTime))
        }
        return history
    }

    /// The local time of the first commit, where emission starts while `beginTime` is 0.
    private var firstCommitTime: Double?

    /// True once `beginTime` has been set, even to 0 (what `CACurrentMediaTime()` reads when a
    /// clock starts at 0, as headless export's does).
    private var beginTimeIsSet = false

    /// As `CALayer`'s; setting it makes emission start at local time 0.
    open override var beginTime: CFTimeInterval {
        get { super.beginTime }
        set {
            super.beginTime = newValue
            beginTimeIsSet = true
        }
    }

    /// The local time at which emission starts (see the type's comment).
    var emissionOrigin: Double {
        guard !beginTimeIsSet, beginTime == 0 else { return 0 }
        return max(0, firstCommitTime ?? 0)
    }

    /// Called when the transaction that created the layer commits.
    func recordFirstCommit() {
        guard firstCommitTime == nil else { return }
        let t = localTime(atMediaTime: CACurrentMediaTime())
        firstCommitTime = t.isFinite ? t : 0
    }

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// Apple's archive initializer: returns nil with a diagnostic, like `CALayer`'s.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func assignProperties(from other: CALayer) {
        super.assignProperties(from: other)
        guard let o = other as? CAEmitterLayer else { return }
        emitterCells = o.emitterCells
        birthRate = o.birthRate
        lifetime = o.lifetime
        emitterPosition = o.emitterPosition
        emitterZPosition = o.emitterZPosition
        emitterSize = o.emitterSize
        emitterDepth = o.emitterDepth
        emitterShape = o.emitterShape
        emitterMode = o.emitterMode
        renderMode = o.renderMode
        preservesDepth = o.preservesDepth
        velocity = o.velocity
        scale = o.scale
        spin = o.spin
        seed = o.seed
        committedBirthRates = o.committedBirthRates
        uncommittedBirthRates = o.uncommittedBirthRates
        firstCommitTime = o.firstCommitTime
        beginTimeIsSet = o.beginTimeIsSet
    }

    private func recordBirthRateChange(from old: Float) {
        func clean(_ r: Float) -> Double { Double(r).isFinite ? max(0, Double(r)) : 0 }
        if !Double(birthRate).isFinite || birthRate < 0 {
            CADiagnostics.report("CAEmitterLayer.birthRate \(birthRate) is invalid; treated as 0")
        }
        if committedBirthRates.isEmpty {
            committedBirthRates.append((time: -.infinity, rate: clean(old)))
        }
        // `willChange` registered the layer with the open transaction, whose commit places it.
        uncommittedBirthRates.append((mediaTime: CACurrentMediaTime(), rate: clean(birthRate)))
    }

    /// Places the changes made in the transaction on the local timeline as it is at commit.
    func commitBirthRateChanges() {
        guard !uncommittedBirthRates.isEmpty else { return }
        committedBirthRates = birthRateHistory
        uncommittedBirthRates = []
    }

    /// Appends `change` at local time `t`, dropping the changes it comes before (time went back).
    /// A rise from 0 takes the idle stretch's place, so the emitter fills it (see the type).
    private static func place(_ change: (mediaTime: Double, rate: Double),
                              in history: inout [(time: Double, rate: Double)], at t: Double) {
        history.removeAll { $0.time > t }
        if change.rate > 0, let last = history.last, last.rate == 0 {
            history[history.count - 1].rate = change.rate
        } else {
            history.append((time: t, rate: change.rate))
        }
    }

    static let animatableProperties: [LayerProperty] = {
        let E = CAEmitterLayer.self
        return [
            .make("emitterPosition", .point, on: E,
                  get: { .point($0.emitterPosition) },
                  set: { l, v in if let p = Conv.point(v) { l.emitterPosition = p } }),
            .make("emitterZPosition", .number, on: E,
                  get: { .number(Double($0.emitterZPosition)) },
                  set: { l, v in if let x = Conv.number(v) { l.emitterZPosition = x } }),
            .make("emitterSize", .size, on: E,
                  get: { .size($0.emitterSize) },
                  set: { l, v in if let s = Conv.size(v) { l.emitterSize = s } }),
            .make("lifetime", .number, on: E,
                  get: { .number(Double($0.lifetime)) },
                  set: { l, v in if let x = Conv.number(v) { l.lifetime = Float(x) } }),
            .make("velocity", .number, on: E,
                  get: { .number(Double($0.velocity)) },
                  set: { l, v in if let x = Conv.number(v) { l.velocity = Float(x) } }),
            .make("scale", .number, on: E,
                  get: { .number(Double($0.scale)) },
                  set: { l, v in if let x = Conv.number(v) { l.scale = Float(x) } }),
            .make("spin", .number, on: E,
                  get: { .number(Double($0.spin)) },
                  set: { l, v in if let x = Conv.number(v) { l.spin = Float(x) } }),
        ]
    }()
}
