import Foundation

/// A layer that emits particles described by its `emitterCells`.
///
/// Particles are not stepped frame by frame: each one's birth time and random parameters follow
/// from `seed`, the cell's index and the particle's number, so the particles at any time are the
/// same on every run and at any frame rate. Emission starts at the layer's local time 0 (set
/// `beginTime = CACurrentMediaTime()` to start it now, as on iOS); changes of `birthRate` are
/// recorded with the local time they were made at. Sub-emitters are not simulated.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate; set it to 0 to let the particles die out naturally.
    open var birthRate: Float = 1 {
        willSet { willChange("birthRate") }
        didSet { if !isPresentationCopy { recordBirthRateChange(from: oldValue) }; didChange("birthRate") }
    }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1 { willSet { willChange("lifetime") } didSet { didChange("lifetime") } }
    open var emitterPosition: CGPoint = .zero { willSet { willChange("emitterPosition") } didSet { didChange("emitterPosition") } }
    open var emitterZPosition: CGFloat = 0 { willSet { willChange("emitterZPosition") } didSet { didChange("emitterZPosition") } }
    open var emitterSize: CGSize = .zero { willSet { willChange("emitterSize") } didSet { didChange("emitterSize") } }
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    open var preservesDepth: Bool = false
    /// Multiplies every cell's velocity, scale and spin.
    open var velocity: Float = 1 { willSet { willChange("velocity") } didSet { didChange("velocity") } }
    open var scale: Float = 1 { willSet { willChange("scale") } didSet { didChange("scale") } }
    open var spin: Float = 1 { willSet { willChange("spin") } didSet { didChange("spin") } }
    /// Seeds the particles' random parameters.
    open var seed: UInt32 = 0

    /// The most particles drawn per cell; more are dropped with a diagnostic.
    public static let maximumParticlesPerCell = 100_000

    /// `(localTime, birthRate)` from each change of `birthRate`, oldest first.
    var birthRateHistory: [(time: Double, rate: Double)] = []

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func assignProperties(from other: CALayer) {
        super.assignProperties(from: other)
        guard let o = other as? CAEmitterLayer else { return }
        emitterCells = o.emitterCells; birthRate = o.birthRate; lifetime = o.lifetime
        emitterPosition = o.emitterPosition; emitterZPosition = o.emitterZPosition; emitterSize = o.emitterSize
        emitterDepth = o.emitterDepth; emitterShape = o.emitterShape; emitterMode = o.emitterMode
        renderMode = o.renderMode; preservesDepth = o.preservesDepth; velocity = o.velocity
        scale = o.scale; spin = o.spin; seed = o.seed; birthRateHistory = o.birthRateHistory
    }

    private func recordBirthRateChange(from old: Float) {
        let t = localTime(atMediaTime: CACurrentMediaTime())
        func clean(_ r: Float) -> Double { Double(r).isFinite ? max(0, Double(r)) : 0 }
        if !Double(birthRate).isFinite || birthRate < 0 {
            CADiagnostics.report("CAEmitterLayer.birthRate \(birthRate) is invalid; treated as 0")
        }
        let rate = clean(birthRate)
        if birthRateHistory.isEmpty {
            birthRateHistory.append((time: -.infinity, rate: clean(old)))
        }
        birthRateHistory.removeAll { $0.time > t }
        birthRateHistory.append((time: t, rate: rate))
    }

    static let animatableProperties: [LayerProperty] = {
        let E = CAEmitterLayer.self
        return [
            .make("emitterPosition", .point, on: E, get: { .point($0.emitterPosition) }, set: { l, v in if let p = Conv.point(v) { l.emitterPosition = p } }),
            .make("emitterZPosition", .number, on: E, get: { .number(Double($0.emitterZPosition)) }, set: { l, v in if let x = Conv.number(v) { l.emitterZPosition = x } }),
            .make("emitterSize", .size, on: E, get: { .size($0.emitterSize) }, set: { l, v in if let s = Conv.size(v) { l.emitterSize = s } }),
            .make("lifetime", .number, on: E, get: { .number(Double($0.lifetime)) }, set: { l, v in if let x = Conv.number(v) { l.lifetime = Float(x) } }),
            .make("velocity", .number, on: E, get: { .number(Double($0.velocity)) }, set: { l, v in if let x = Conv.number(v) { l.velocity = Float(x) } }),
            .make("scale", .number, on: E, get: { .number(Double($0.scale)) }, set: { l, v in if let x = Conv.number(v) { l.scale = Float(x) } }),
            .make("spin", .number, on: E, get: { .number(Double($0.spin)) }, set: { l, v in if let x = Conv.number(v) { l.spin = Float(x) } }),
        ]
    }()
}
