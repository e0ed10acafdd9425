import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed
/// and tinted a step further than the one before.
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    /// How many copies to draw (1 = just the sublayers). Capped at `maximumInstances` when drawn.
    open var instanceCount: Int = 1 {
        willSet { willChange("instanceCount") }
        didSet { didChange("instanceCount") }
    }
    /// Each copy's animations run this much later than the previous copy's.
    open var instanceDelay: CFTimeInterval = 0 {
        willSet { willChange("instanceDelay") }
        didSet { didChange("instanceDelay") }
    }
    /// Applied once more for each copy, about the replicator's anchor point.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        willSet { willChange("instanceTransform") }
        didSet { didChange("instanceTransform") }
    }
    /// Multiplied into the first copy's colour (white by default).
    open var instanceColor: CGColor? = .white {
        willSet { willChange("instanceColor") }
        didSet { didChange("instanceColor") }
    }
    /// Added to the tint for each further copy.
    open var instanceRedOffset: Float = 0 {
        willSet { willChange("instanceRedOffset") }
        didSet { didChange("instanceRedOffset") }
    }
    /// Added to the tint's green component for each further copy.
    open var instanceGreenOffset: Float = 0 {
        willSet { willChange("instanceGreenOffset") }
        didSet { didChange("instanceGreenOffset") }
    }
    /// Added to the tint's blue component for each further copy.
    open var instanceBlueOffset: Float = 0 {
        willSet { willChange("instanceBlueOffset") }
        didSet { didChange("instanceBlueOffset") }
    }
    /// Added to the tint's alpha for each further copy (negative values fade the copies).
    open var instanceAlphaOffset: Float = 0 {
        willSet { willChange("instanceAlphaOffset") }
        didSet { didChange("instanceAlphaOffset") }
    }
    /// Stored and copied, but unlike Apple's the copies are always flattened into the layer's plane here.
    open var preservesDepth: Bool = false

    /// The most copies drawn; larger counts are clamped with a diagnostic.
    public static let maximumInstances = 10_000

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// Apple's archive initializer: returns nil with a diagnostic, like `CALayer`'s.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func assignProperties(from other: CALayer) {
        super.assignProperties(from: other)
        guard let o = other as? CAReplicatorLayer else { return }
        instanceCount = o.instanceCount
        instanceDelay = o.instanceDelay
        instanceTransform = o.instanceTransform
        instanceColor = o.instanceColor
        instanceRedOffset = o.instanceRedOffset
        instanceGreenOffset = o.instanceGreenOffset
        instanceBlueOffset = o.instanceBlueOffset
        instanceAlphaOffset = o.instanceAlphaOffset
        preservesDepth = o.preservesDepth
    }

    static let animatableProperties: [LayerProperty] = {
        let R = CAReplicatorLayer.self
        return [
            .make("instanceCount", .number, on: R, get: { .number(Double($0.instanceCount)) }, set: { l, v in
                if let x = Conv.number(v) { l.instanceCount = Int(max(0, min(x, Double(Int32.max)))) } }),
            .make("instanceDelay", .number, on: R,
                  get: { .number($0.instanceDelay) },
                  set: { l, v in if let x = Conv.number(v) { l.instanceDelay = x } }),
            .make("instanceTransform", .transform, on: R,
                  get: { .transform($0.instanceTransform) },
                  set: { l, v in if let t = Conv.transform(v) { l.instanceTransform = t } }),
            .make("instanceColor", .color, on: R,
                  get: { Conv.colorValue($0.instanceColor) },
                  set: { l, v in if let c = Conv.color(v) { l.instanceColor = c } }),
            .make("instanceRedOffset", .number, on: R,
                  get: { .number(Double($0.instanceRedOffset)) },
                  set: { l, v in if let x = Conv.number(v) { l.instanceRedOffset = Float(x) } }),
            .make("instanceGreenOffset", .number, on: R,
                  get: { .number(Double($0.instanceGreenOffset)) },
                  set: { l, v in if let x = Conv.number(v) { l.instanceGreenOffset = Float(x) } }),
            .make("instanceBlueOffset", .number, on: R,
                  get: { .number(Double($0.instanceBlueOffset)) },
                  set: { l, v in if let x = Conv.number(v) { l.instanceBlueOffset = Float(x) } }),
            .make("instanceAlphaOffset", .number, on: R,
                  get: { .number(Double($0.instanceAlphaOffset)) },
                  set: { l, v in if let x = Conv.number(v) { l.instanceAlphaOffset = Float(x) } }),
        ]
    }()
}
