import Foundation

/// A whole layer tree evaluated at one media time: what a renderer draws.
///
/// Built by `CALayer.renderSnapshot(at:)`. It is a value: nothing in it refers
/// back to live layers, so it can be handed to another thread or kept.
public struct RenderSnapshot: Sendable {
    /// The media time (`CACurrentMediaTime()` timeline) the tree was evaluated at.
    public var time: CFTimeInterval
    /// The root layer; its `transform` maps into the target's pixel space.
    public var root: RenderNode

    /// Makes a snapshot of `root` evaluated at `time`.
    public init(time: CFTimeInterval, root: RenderNode) {
        self.time = time
        self.root = root
    }
}

/// One layer (or one replicator instance of a layer) with its presentation values resolved.
public struct RenderNode: Sendable {
    /// Identifies the layer the node came from; replicator instances of one layer
    /// share it, so their backing store is drawn once. Stable for a layer's lifetime.
    public var layerID: UInt64
    /// The layer's bounds (its own coordinate space).
    public var bounds: CGRect
    /// Maps the layer's bounds space into its parent's bounds space: the parent's
    /// `sublayerTransform`, the layer's position, anchor point, `anchorPointZ` and `transform`
    /// (and, for a replicator instance, the accumulated instance transform), all combined.
    public var transform: CATransform3D
    /// The layer's own opacity, 0…1.
    public var opacity: Double
    /// `zPosition`, for ordering among siblings (higher draws later).
    public var zPosition: CGFloat
    /// False when the layer is not drawn while its back faces the viewer.
    public var isDoubleSided: Bool
    /// True when the layer's sublayers (and content) are clipped to its bounds, rounded by `cornerRadius`.
    public var masksToBounds: Bool
    /// Whether a translucent layer composites its subtree once (Core Animation's default).
    public var allowsGroupOpacity: Bool
    /// True for a `CATransformLayer`: it draws nothing itself and its sublayers keep
    /// their 3D positions instead of being flattened into its plane.
    public var preserves3D: Bool
    /// A colour multiplied into everything the node and its subtree draw (replicator
    /// instance colours); white when none.
    public var tint: RGBA
    /// What the backing store is drawn from; equal content means the cached store is reused.
    public var content: LayerContent
    /// The mask layer, in this layer's bounds space (its alpha clips this layer and its subtree).
    public var mask: Box<RenderNode>?
    /// Sublayers in drawing order (before `zPosition` sorting).
    public var sublayers: [RenderNode]
    /// Emitter particles, one batch per emitter cell that has an image.
    public var particles: [ParticleBatch]
    /// An in-flight `CATransition` on this layer.
    public var transition: TransitionState?
    /// The layer's `allowsEdgeAntialiasing` (on by default here, unlike Apple).
    public var allowsEdgeAntialiasing = true
    /// The layer's blurred backdrop or vibrancy (`CALayer.visualEffect`); nil for neither.
    public var visualEffect: LayerVisualEffect? = nil

    // The initializers are in an extension below, so the struct keeps its implicit memberwise
    // initializer: snapshots build each node with it straight into place (an initializer
    // declared here made the compiler build the value in a temporary and copy it, retaining
    // its arrays).

    /// Number of nodes in this subtree (masks included).
    public var nodeCount: Int {
        1 + (mask?.value.nodeCount ?? 0) + sublayers.reduce(0) { $0 + $1.nodeCount }
    }
}

extension RenderNode {
    /// A node with the given values; the defaults are a layer's (identity transform, opaque,
    /// double-sided, group opacity, white tint, nothing drawn, no mask, sublayers or particles).
    public init(layerID: UInt64, bounds: CGRect, transform: CATransform3D = CATransform3DIdentity,
                opacity: Double = 1, zPosition: CGFloat = 0, isDoubleSided: Bool = true,
                masksToBounds: Bool = false, allowsGroupOpacity: Bool = true, preserves3D: Bool = false,
                tint: RGBA = .white, content: LayerContent = LayerContent(),
                mask: RenderNode? = nil, sublayers: [RenderNode] = [], particles: [ParticleBatch] = [],
                transition: TransitionState? = nil) {
        self.layerID = layerID
        self.bounds = bounds
        self.transform = transform
        self.opacity = opacity
        self.zPosition = zPosition
        self.isDoubleSided = isDoubleSided
        self.masksToBounds = masksToBounds
        self.allowsGroupOpacity = allowsGroupOpacity
        self.preserves3D = preserves3D
        self.tint = tint
        self.content = content
        self.mask = mask.map(Box.init)
        self.sublayers = sublayers
        self.particles = particles
        self.transition = transition
    }
}

/// A heap box that lets a value type refer to another of its kind.
public final class Box<Value: Sendable>: @unchecked Sendable {
    /// The boxed value; it never changes.
    public let value: Value
    /// Boxes `value`.
    public init(_ value: Value) { self.value = value }
}

/// Everything that decides a layer's backing-store pixels. Two equal values draw the same pixels.
///
/// The rarely used parts (image, shadow, shape, gradient, text) live in one shared,
/// copy-on-write box, so the value stays small and cheap to copy for plain layers.
public struct LayerContent: Hashable, Sendable {
    /// The colour filling the bounds (rounded by `cornerRadius`); nil for none.
    public var backgroundColor: RGBA? {
        get { hasBackground ? RGBA(background) : nil }
        set {
            background = newValue.map(\.lanes) ?? .zero
            hasBackground = newValue != nil
        }
    }
    /// The radius of the rounded corners of the background, border and clip, in points.
    public var cornerRadius: CGFloat {
        get { CGFloat(cornerAndBorderWidth.x) }
        set { cornerAndBorderWidth.x = Double(newValue) }
    }
    /// The width of the border drawn inside the bounds, in points; 0 for none.
    public var borderWidth: CGFloat {
        get { CGFloat(cornerAndBorderWidth.y) }
        set { cornerAndBorderWidth.y = Double(newValue) }
    }
    /// The border's colour (black by default, as on Apple's).
    public var borderColor: RGBA {
        get { RGBA(border) }
        set { border = newValue.lanes }
    }

    // The plain members are stored as SIMD vectors (each number kept exactly). A value with
    // these few, wide fields is copied with a handful of vector moves and one retain; stored as
    // twelve separate numbers (an optional `RGBA`, two `CGFloat`s, an `RGBA`), the compiler
    // copied it through its value witness or the stack — snapshots copy a cached content into
    // every node of every frame.
    private var background = SIMD4<Double>.zero
    private var hasBackground = false
    private var cornerAndBorderWidth = SIMD2<Double>.zero
    private var border = RGBA.black.lanes
    private var parts: Parts?

    /// Which optional kinds of content a value has.
    public struct PartSet: OptionSet, Hashable, Sendable {
        /// The set's bits: image 1, shadow 2, shape 4, gradient 8, text 16.
        public let rawValue: UInt8
        /// Makes a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The set holds an image (first), a shadow (second) or a shape (third).
        public static let image = PartSet(rawValue: 1), shadow = PartSet(rawValue: 2), shape = PartSet(rawValue: 4)
        /// The set holds a gradient (first) or text (second).
        public static let gradient = PartSet(rawValue: 8), text = PartSet(rawValue: 16)
    }

    /// The optional kinds of content, boxed. `present` says which are set, so emptiness and
    /// kind tests read one byte instead of copying (and retaining) the parts themselves.
    private final class Parts: Hashable, @unchecked Sendable {
        var image: ImageContent? { didSet { mark(.image, image != nil) } }
        var shadow: ShadowContent? { didSet { mark(.shadow, shadow != nil) } }
        var shape: ShapeContent? { didSet { mark(.shape, shape != nil) } }
        var gradient: GradientContent? { didSet { mark(.gradient, gradient != nil) } }
        var text: TextContent? { didSet { mark(.text, text != nil) } }
        @exclusivity(unchecked) private(set) var present: PartSet = []
        init() {}
        init(copying o: Parts) {
            image = o.image
            shadow = o.shadow
            shape = o.shape
            gradient = o.gradient
            text = o.text
            present = o.present
        }
        private func mark(_ part: PartSet, _ isSet: Bool) {
            if isSet { present.insert(part) } else { present.remove(part) }
        }
        var isEmpty: Bool { present.isEmpty }
        static func == (a: Parts, b: Parts) -> Bool {
            if a === b { return true }
            let p = a.present
            guard p == b.present else { return false }
            return (!p.contains(.image) || a.image == b.image) && (!p.contains(.shadow) || a.shadow == b.shadow)
                && (!p.contains(.shape) || a.shape == b.shape) && (!p.contains(.gradient) || a.gradient == b.gradient)
                && (!p.contains(.text) || a.text == b.text)
        }
        func hash(into h: inout Hasher) {
            h.combine(image)
            h.combine(shadow)
            h.combine(shape)
            h.combine(gradient)
            h.combine(text)
        }
    }

    /// Nothing drawn: what the initializer below gives with all its defaults, without building
    /// (and destroying) its five nil optional parts, which cost ~300 instructions. Snapshots make
    /// one for every hidden and transform layer.
    public init() {}

    /// Content with the given parts; the optional parts are boxed together only when one is set.
    public init(backgroundColor: RGBA? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
                borderColor: RGBA = .black, image: ImageContent? = nil, shadow: ShadowContent? = nil,
                shape: ShapeContent? = nil, gradient: GradientContent? = nil, text: TextContent? = nil) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        if image != nil || shadow != nil || shape != nil || gradient != nil || text != nil {
            let p = Parts()
            p.image = image
            p.shadow = shadow
            p.shape = shape
            p.gradient = gradient
            p.text = text
            parts = p
        }
    }

    private mutating func mutableParts() -> Parts {
        if let p = parts, isKnownUniquelyReferenced(&parts) { return p }
        let p = parts.map(Parts.init(copying:)) ?? Parts()
        parts = p
        return p
    }

    /// The `contents` image, or nil when the layer shows none.
    public var image: ImageContent? {
        get { parts?.image }
        set { mutableParts().image = newValue }
    }
    /// The layer's shadow, or nil when it casts none.
    public var shadow: ShadowContent? {
        get { parts?.shadow }
        set { mutableParts().shadow = newValue }
    }
    /// What a `CAShapeLayer` with a path draws, or nil.
    public var shape: ShapeContent? {
        get { parts?.shape }
        set { mutableParts().shape = newValue }
    }
    /// What a `CAGradientLayer` with colours draws, or nil.
    public var gradient: GradientContent? {
        get { parts?.gradient }
        set { mutableParts().gradient = newValue }
    }
    /// What a `CATextLayer` with a non-empty string draws, or nil.
    public var text: TextContent? {
        get { parts?.text }
        set { mutableParts().text = newValue }
    }

    /// Which of image, shadow, shape, gradient and text are set (one byte, no copies).
    public var partSet: PartSet { parts?.present ?? [] }

    /// Equal when every drawn value is equal; parts that are nil or boxed-but-empty count as the same.
    public static func == (a: LayerContent, b: LayerContent) -> Bool {
        guard a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius
            && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor else { return false }
        switch (a.parts, b.parts) {
        case (nil, nil): return true
        case let (p?, q?): return p == q
        case let (p?, nil), let (nil, p?): return p.isEmpty
        }
    }

    /// Hashes what `==` compares.
    public func hash(into h: inout Hasher) {
        h.combine(backgroundColor)
        h.combine(cornerRadius)
        h.combine(borderWidth)
        h.combine(borderColor)
        if let p = parts, !p.isEmpty { h.combine(p) }
    }

    /// True when the layer draws nothing of its own (no store is needed).
    public var isEmpty: Bool {
        guard (backgroundColor == nil || backgroundColor!.alpha == 0)
                && (borderWidth <= 0 || borderColor.alpha == 0) else {
            return false
        }
        let p = partSet
        if p.isEmpty { return true }
        return p == .shadow && shadow!.opacity <= 0
    }
}
