import Foundation

/// A layer that draws a path: filled, stroked, dashed and trimmed by `strokeStart`/`strokeEnd`.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    /// The path drawn, in the layer's bounds space; nil draws nothing. Animatable: paths with the same elements blend
    /// point by point.
    open var path: CGPath? {
        willSet { willChange("path") }
        didSet {
            contentPropertyDidChange()
            didChange("path")
        }
    }
    /// Fill colour (opaque black by default, as Apple's).
    open var fillColor: CGColor? = .black {
        willSet { willChange("fillColor") }
        didSet {
            contentPropertyDidChange()
            didChange("fillColor")
        }
    }
    /// How the inside of `path` is decided for the fill (non-zero by default). Not animatable.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { contentPropertyDidChange() } }
    /// Stroke colour (none by default).
    open var strokeColor: CGColor? {
        willSet { willChange("strokeColor") }
        didSet {
            contentPropertyDidChange()
            didChange("strokeColor")
        }
    }
    /// The stroke width in points (1 by default); a negative width draws as 0. Animatable.
    open var lineWidth: CGFloat = 1 {
        willSet { willChange("lineWidth") }
        didSet {
            contentPropertyDidChange()
            didChange("lineWidth")
        }
    }
    /// How the ends of open subpaths are drawn (`.butt` by default). Not animatable.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { contentPropertyDidChange() } }
    /// How corners of the stroke are drawn (`.miter` by default). Not animatable.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { contentPropertyDidChange() } }
    /// The longest miter, as a multiple of `lineWidth`, before a corner is bevelled (10 by default). Animatable.
    open var miterLimit: CGFloat = 10 {
        willSet { willChange("miterLimit") }
        didSet {
            contentPropertyDidChange()
            didChange("miterLimit")
        }
    }
    /// Alternating dash and gap lengths; nil or empty draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        willSet { willChange("lineDashPattern") }
        didSet {
            contentPropertyDidChange()
            didChange("lineDashPattern")
        }
    }
    /// How far into `lineDashPattern` the stroke starts, in points (0 by default). Animatable, so a changing phase
    /// makes "marching ants".
    open var lineDashPhase: CGFloat = 0 {
        willSet { willChange("lineDashPhase") }
        didSet {
            contentPropertyDidChange()
            didChange("lineDashPhase")
        }
    }
    /// Where the stroke starts, as a fraction of the path's length (0…1).
    open var strokeStart: CGFloat = 0 {
        willSet { willChange("strokeStart") }
        didSet {
            contentPropertyDidChange()
            didChange("strokeStart")
        }
    }
    /// Where the stroke ends, as a fraction of the path's length (0…1).
    open var strokeEnd: CGFloat = 1 {
        willSet { willChange("strokeEnd") }
        didSet {
            contentPropertyDidChange()
            didChange("strokeEnd")
        }
    }

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// Apple's archive initializer: returns nil with a diagnostic, like `CALayer`'s.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func assignProperties(from other: CALayer) {
        super.assignProperties(from: other)
        guard let o = other as? CAShapeLayer else { return }
        path = o.path
        fillColor = o.fillColor
        fillRule = o.fillRule
        strokeColor = o.strokeColor
        lineWidth = o.lineWidth
        lineCap = o.lineCap
        lineJoin = o.lineJoin
        miterLimit = o.miterLimit
        lineDashPattern = o.lineDashPattern
        lineDashPhase = o.lineDashPhase
        strokeStart = o.strokeStart
        strokeEnd = o.strokeEnd
    }

    static let animatableProperties: [LayerProperty] = {
        let S = CAShapeLayer.self
        return [
            .make("path", .path, on: S,
                  get: { Conv.pathValue($0.path) },
                  set: { l, v in if let p = Conv.path(v) { l.path = p } }),
            .make("fillColor", .color, on: S,
                  get: { Conv.colorValue($0.fillColor) },
                  set: { l, v in if let c = Conv.color(v) { l.fillColor = c } }),
            .make("strokeColor", .color, on: S,
                  get: { Conv.colorValue($0.strokeColor) },
                  set: { l, v in if let c = Conv.color(v) { l.strokeColor = c } }),
            .make("lineWidth", .number, on: S,
                  get: { .number(Double($0.lineWidth)) },
                  set: { l, v in if let x = Conv.number(v) { l.lineWidth = x } }),
            .make("miterLimit", .number, on: S,
                  get: { .number(Double($0.miterLimit)) },
                  set: { l, v in if let x = Conv.number(v) { l.miterLimit = x } }),
            .make("lineDashPhase", .number, on: S,
                  get: { .number(Double($0.lineDashPhase)) },
                  set: { l, v in if let x = Conv.number(v) { l.lineDashPhase = x } }),
            .make("lineDashPattern", .numbers, on: S,
                  get: { Conv.numbersValue($0.lineDashPattern) },
                  set: { l, v in if let a = Conv.numbers(v) { l.lineDashPattern = a } }),
            .make("strokeStart", .number, on: S,
                  get: { .number(Double($0.strokeStart)) },
                  set: { l, v in if let x = Conv.number(v) { l.strokeStart = x } }),
            .make("strokeEnd", .number, on: S,
                  get: { .number(Double($0.strokeEnd)) },
                  set: { l, v in if let x = Conv.number(v) { l.strokeEnd = x } }),
        ]
    }()
}

/// A layer that draws a colour gradient: axial, radial or conic.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    /// The colours (`CGColor`s, or `CGColorConvertible`s such as `UIColor`), at least two to draw anything.
    open var colors: [Any]? {
        willSet { willChange("colors") }
        didSet {
            contentPropertyDidChange()
            didChange("colors")
        }
    }
    /// The stop of each colour (0…1); nil spaces them evenly.
    open var locations: [NSNumber]? {
        willSet { willChange("locations") }
        didSet {
            contentPropertyDidChange()
            didChange("locations")
        }
    }
    /// Start and end in unit coordinates of the bounds (top-centre to bottom-centre by default).
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { willChange("startPoint") }
        didSet {
            contentPropertyDidChange()
            didChange("startPoint")
        }
    }
    /// Where the gradient ends, in unit coordinates of the bounds (bottom-centre by default).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { willChange("endPoint") }
        didSet {
            contentPropertyDidChange()
            didChange("endPoint")
        }
    }
    /// Axial (the default), radial or conic; see `CAGradientLayerType`. Not animatable.
    open var type: CAGradientLayerType = .axial { didSet { contentPropertyDidChange() } }

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// Apple's archive initializer: returns nil with a diagnostic, like `CALayer`'s.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func assignProperties(from other: CALayer) {
        super.assignProperties(from: other)
        guard let o = other as? CAGradientLayer else { return }
        colors = o.colors
        locations = o.locations
        startPoint = o.startPoint
        endPoint = o.endPoint
        type = o.type
    }

    /// The colours as values (entries that are not colours are dropped).
    var colorValues: [RGBA] {
        (colors ?? []).compactMap { CGColor.from($0)?.rgba }
    }

    static let animatableProperties: [LayerProperty] = {
        let G = CAGradientLayer.self
        return [
            .make("colors", .colors, on: G, get: { .colors($0.colorValues) }, set: { l, v in
                if case .colors(let c) = v { l.colors = c.map { $0.cgColor } } }),
            .make("locations", .numbers, on: G,
                  get: { Conv.numbersValue($0.locations) },
                  set: { l, v in if let a = Conv.numbers(v) { l.locations = a } }),
            .make("startPoint", .point, on: G,
                  get: { .point($0.startPoint) },
                  set: { l, v in if let p = Conv.point(v) { l.startPoint = p } }),
            .make("endPoint", .point, on: G,
                  get: { .point($0.endPoint) },
                  set: { l, v in if let p = Conv.point(v) { l.endPoint = p } }),
        ]
    }()
}

/// A layer that draws a string with a font, colour and alignment.
///
/// Differs from Apple's: `font` is a font name (`String`) or nil for the shipped sans-serif;
/// attributed strings are drawn as plain text.
open class CATextLayer: CALayer, @unchecked Sendable {
    /// The text (a `String` or `NSAttributedString`).
    open var string: Any? {
        willSet { willChange("string") }
        didSet {
            contentPropertyDidChange()
            didChange("string")
        }
    }
    /// The font's name (a `String`); nil uses the default sans-serif.
    open var font: Any? { didSet { contentPropertyDidChange() } }
    /// The font size in points (36 by default, as Apple's). Animatable.
    open var fontSize: CGFloat = 36 {
        willSet { willChange("fontSize") }
        didSet {
            contentPropertyDidChange()
            didChange("fontSize")
        }
    }
    /// The text colour (opaque white by default, as Apple's); nil draws white. Animatable.
    open var foregroundColor: CGColor? = .white {
        willSet { willChange("foregroundColor") }
        didSet {
            contentPropertyDidChange()
            didChange("foregroundColor")
        }
    }
    /// True to break lines wider than the bounds at word boundaries (false by default).
    open var isWrapped: Bool = false { didSet { contentPropertyDidChange() } }
    /// Where a line that does not fit is shortened with "…" (`.none` by default: clipped).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { contentPropertyDidChange() } }
    /// How lines are placed horizontally (`.natural` by default).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { contentPropertyDidChange() } }

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// Apple's archive initializer: returns nil with a diagnostic, like `CALayer`'s.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func assignProperties(from other: CALayer) {
        super.assignProperties(from: other)
        guard let o = other as? CATextLayer else { return }
        string = o.string
        font = o.font
        fontSize = o.fontSize
        foregroundColor = o.foregroundColor
        isWrapped = o.isWrapped
        truncationMode = o.truncationMode
        alignmentMode = o.alignmentMode
    }

    /// The text as a plain string.
    var plainString: String {
        if let s = string as? String { return s }
        if let a = string as? NSAttributedString { return a.string }
        return ""
    }

    /// The font name, when `font` is one.
    var fontName: String? { font as? String }

    /// The size the text needs on one line (measured by the installed text measurer).
    open func preferredFrameSize() -> CGSize {
        CAResourceProviders.measure(plainString, fontName: fontName, fontSize: fontSize)
    }

    static let animatableProperties: [LayerProperty] = {
        let T = CATextLayer.self
        return [
            .make("fontSize", .number, on: T,
                  get: { .number(Double($0.fontSize)) },
                  set: { l, v in if let x = Conv.number(v) { l.fontSize = x } }),
            .make("foregroundColor", .color, on: T,
                  get: { Conv.colorValue($0.foregroundColor) },
                  set: { l, v in if let c = Conv.color(v) { l.foregroundColor = c } }),
            .make("string", .object, on: T,
                  get: { Conv.objectValue($0.string) },
                  set: { l, v in
                      switch v {
                      case .object(let o): l.string = o.base
                      case .none: l.string = nil
                      default: break
                      }
                  }),
        ]
    }()
}

/// A layer whose sublayers keep their 3D positions instead of being flattened into its plane.
/// It draws no content of its own (background, border and opacity are ignored, as Apple's).
open class CATransformLayer: CALayer, @unchecked Sendable {
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// Apple's archive initializer: returns nil with a diagnostic, like `CALayer`'s.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
