import Foundation

/// Apple's layer: geometry, appearance, timing, sublayers and animations.
///
/// Setting an animatable property on a layer that is not owned by a view and already
/// existed when the current transaction began animates it implicitly (see `action(forKey:)`).
/// Differences from Apple's: not an `NSObject` (no general key-value coding; `value(forKeyPath:)`
/// and `setValue(_:forKeyPath:)` cover the animatable key paths); layer `duration` and repeat
/// properties are stored but a layer never expires; content is drawn by the renderer, not by
/// `draw(in:)`.
open class CALayer: CAMediaTiming, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The stored values behind the properties below (one value, cheap to copy).
    ///
    /// The internal stored properties that snapshots read for every layer of every frame are
    /// `@exclusivity(unchecked)`: each dynamic exclusivity check costs ~70 instructions (a
    /// thread-local access set), and these are only ever accessed on the thread that owns the
    /// layer tree, never passed `inout` across a call that could reach them again.
    @exclusivity(unchecked) final var state = LayerState() { didSet { stateVersion &+= 1 } }
    /// Bumped whenever `state` changes, so values derived from it (the snapshot content in
    /// `contentCache`) know when to rebuild.
    @exclusivity(unchecked) final private(set) var stateVersion: UInt64 = 0
    /// The snapshot content of the model's `state`, valid while `contentCacheVersion == stateVersion`
    /// (two plain properties rather than an optional tuple, which is copied through value witnesses).
    @exclusivity(unchecked) final var contentCache = LayerContent()
    @exclusivity(unchecked) final var contentCacheVersion: UInt64 = .max
    /// Whether the model's `transform` is the identity, valid while
    /// `transformIdentityVersion == stateVersion` (see `modelTransformIsIdentity`).
    @exclusivity(unchecked) final var transformIdentityCache = true
    @exclusivity(unchecked) final var transformIdentityVersion: UInt64 = .max
    /// Behind `visualEffect` (UIKit's visual effect views).
    @exclusivity(unchecked) final var visualEffectStorage: LayerVisualEffect?

    /// Called by the content properties of the built-in subclasses (path, colours, text…) when
    /// they change: the cached snapshot content is rebuilt, as for a change of `state`.
    final func contentPropertyDidChange() { stateVersion &+= 1 }

    // MARK: Geometry
    /// The rectangle in the superlayer's space (see `frameImplementation`); not animatable, as on Apple.
    open var frame: CGRect { get { frameImplementation } set { frameImplementation = newValue } }
    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { state.bounds }
        set { setModel(\.bounds, newValue, key: "bounds", valid: newValue.isFiniteGeometry) }
    }
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { state.position }
        set { setModel(\.position, newValue, key: "position", valid: newValue.isFiniteGeometry) }
    }
    /// The point (in unit coordinates of the bounds) that `position` refers to and transforms turn about.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { setModel(\.anchorPoint, newValue, key: "anchorPoint", valid: newValue.isFiniteGeometry) }
    }
    /// The anchor point's z coordinate in points (0 by default), which transforms turn about.
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { setModel(\.anchorPointZ, newValue, key: "anchorPointZ", valid: newValue.isFinite) }
    }
    /// Orders siblings: higher values draw on top.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { setModel(\.zPosition, newValue, key: "zPosition", valid: newValue.isFinite) }
    }
    /// The layer's transform about its anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { setModel(\.transform, newValue, key: "transform", valid: newValue.isFinite) }
    }
    /// A transform applied to the sublayers, about this layer's anchor point (used for perspective).
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { setModel(\.sublayerTransform, newValue, key: "sublayerTransform", valid: newValue.isFinite) }
    }

    // MARK: Appearance
    /// How opaque the layer and its subtree are, 0…1 (1 by default; drawn clamped). Animatable.
    open var opacity: Float {
        get { state.opacity }
        set { setModel(\.opacity, newValue, key: "opacity", valid: !newValue.isNaN) }
    }
    /// True to draw neither the layer nor its subtree (false by default). Changes snap, as on Apple.
    open var isHidden: Bool {
        get { state.isHidden }
        set { setModel(\.isHidden, newValue, key: "hidden") }
    }
    /// The colour filling the bounds, rounded by `cornerRadius`; nil (the default) fills nothing. Animatable.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { setModel(\.backgroundColor, newValue, key: "backgroundColor") }
    }
    /// The radius of the rounded corners of the background, border and (with `masksToBounds`) the
    /// clip, in points (0 by default). As on Apple's, `contents` is rounded only by the clip. Animatable.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { setModel(\.cornerRadius, newValue, key: "cornerRadius", valid: newValue.isFinite) }
    }
    /// The width of the border drawn inside the bounds, above the sublayers, in points (0 by default). Animatable.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { setModel(\.borderWidth, newValue, key: "borderWidth", valid: newValue.isFinite) }
    }
    /// The border's colour (opaque black by default, as Apple's). Animatable.
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { setModel(\.borderColor, newValue, key: "borderColor") }
    }
    /// Clips sublayers (and content) to the bounds, rounded by `cornerRadius`.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { setModel(\.masksToBounds, newValue, key: "masksToBounds") }
    }
    /// A layer whose alpha clips this layer and its subtree; positioned in this layer's bounds space.
    open var mask: CALayer? {
        willSet { willChange("mask") }
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            hasMask = mask != nil
            didChange("mask")
        }
    }
    /// True while `mask` is set, so snapshots of built-in classes skip the open property's dynamic call.
    @exclusivity(unchecked) private(set) final var hasMask = false
    /// The shadow's colour (opaque black by default, as Apple's). Animatable.
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { setModel(\.shadowColor, newValue, key: "shadowColor") }
    }
    /// How opaque the shadow is, 0…1; 0 (the default) casts no shadow. Animatable.
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { setModel(\.shadowOpacity, newValue, key: "shadowOpacity") }
    }
    /// The shadow's offset in points: (0, −3), upwards on screen, by default, as on iOS. Animatable.
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { setModel(\.shadowOffset, newValue, key: "shadowOffset") }
    }
    /// The blur radius of the shadow in points (3 by default). Animatable.
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { setModel(\.shadowRadius, newValue, key: "shadowRadius") }
    }
    /// The shadow's shape in the bounds space; nil (the default) follows the content's alpha. Animatable.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { setModel(\.shadowPath, newValue, key: "shadowPath") }
    }
    /// The image to draw: a `CGImage` (or a `CGImageConvertible`, such as a `UIImage`); other values
    /// are ignored with a diagnostic.
    open var contents: Any? {
        get { state.contents }
        set { setModel(\.contents, newValue, key: "contents") }
    }
    /// How `contents` is placed in the bounds (`.resize` by default). Not animatable.
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { state.contentsGravity = newValue }
    }
    /// The part of `contents` to show, in unit coordinates.
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { setModel(\.contentsRect, newValue, key: "contentsRect") }
    }
    /// Image pixels per point of `contents` (1 by default), for gravities that draw it at its own size.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { state.contentsScale = newValue }
    }
    /// When false, the layer is invisible while facing away from the viewer.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { setModel(\.isDoubleSided, newValue, key: "doubleSided") }
    }
    /// Composites a translucent subtree once (true by default, as on iOS).
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { state.allowsGroupOpacity = newValue }
    }
    /// A name for finding the layer or telling it apart in `description`; nothing else reads it.
    open var name: String? {
        get { state.name }
        set { state.name = newValue }
    }

    // MARK: Timing (CAMediaTiming)
    /// When local time starts, in the parent's time: local = (parent − beginTime) × speed + timeOffset.
    open var beginTime: CFTimeInterval {
        get { state.beginTime }
        set { state.beginTime = newValue }
    }
    /// Stored and copied, but unlike Apple's it does not limit the layer's local time here.
    open var duration: CFTimeInterval {
        get { state.duration }
        set { state.duration = newValue }
    }
    /// Scales the time of the layer's whole subtree: 0 pauses it, 0.1 slows it tenfold.
    open var speed: Float {
        get { state.speed }
        set { state.speed = newValue }
    }
    /// Added to the layer's local time (0 by default); with `speed = 0` it sets the time a paused subtree shows.
    open var timeOffset: CFTimeInterval {
        get { state.timeOffset }
        set { state.timeOffset = newValue }
    }
    /// Stored and copied, but unlike Apple's it does not repeat the layer's local time here.
    open var repeatCount: Float {
        get { state.repeatCount }
        set { state.repeatCount = newValue }
    }
    /// Stored and copied, but unlike Apple's it does not repeat the layer's local time here.
    open var repeatDuration: CFTimeInterval {
        get { state.repeatDuration }
        set { state.repeatDuration = newValue }
    }
    /// Stored and copied, but unlike Apple's it does not reverse the layer's local time here.
    open var autoreverses: Bool {
        get { state.autoreverses }
        set { state.autoreverses = newValue }
    }
    /// Stored and copied, but unlike Apple's it does not clamp the layer's local time here.
    open var fillMode: CAMediaTimingFillMode {
        get { state.fillMode }
        set { state.fillMode = newValue }
    }

    // MARK: Tree and actions
    /// Receives `action(for:forKey:)` queries (a view owns its layer this way).
    open weak var delegate: CALayerDelegate?
    /// Actions by key, searched after the delegate.
    open var actions: [String: CAAction]?
    /// The layer this one is a sublayer of; nil for a root layer and for a mask.
    public internal(set) weak var superlayer: CALayer?
    @exclusivity(unchecked) var sublayerStorage: [CALayer] = []
    weak var maskOwner: CALayer?
    @exclusivity(unchecked) var animationEntries: [AnimationEntry] = [] {
        didSet {
            hasTransition = animationEntries.contains { $0.isTransition }
            animationsWriteBaseOnly = animationEntries.allSatisfy { $0.compiled.writesBaseOnly }
            animationsWriteContent = animationEntries.contains { $0.compiled.writesContent }
            animationsUseLanesOnly = animationEntries.allSatisfy { $0.compiled.usesLanesOnly }
            programCache = nil
            programCacheIsValid = false
        }
    }
    /// The flattened form of `animationEntries` (see `animationProgram`), valid while
    /// `programCacheIsValid`; nil there when they cannot be flattened.
    @exclusivity(unchecked) private var programCache: AnimationProgram? {
        didSet { programCacheReference = programCache.map { Unmanaged.passUnretained($0) } }
    }
    /// `programCache` unmanaged (loading the strong reference would retain it).
    @exclusivity(unchecked) private var programCacheReference: Unmanaged<AnimationProgram>?
    @exclusivity(unchecked) private var programCacheIsValid = false
    /// `animationEntries` as one `AnimationProgram` (built on first use after they change), or
    /// nil when they cannot be flattened. Only meaningful while `animationsUseLanesOnly`.
    var animationProgram: AnimationProgram? {
        if !programCacheIsValid {
            programCache = animationEntries.isEmpty ? AnimationProgram.none : AnimationProgram(animationEntries)
            programCacheIsValid = true
        }
        return programCache
    }
    /// `animationProgram` unmanaged (built first when needed), for callers that hold the layer.
    @inline(__always) var animationProgramReference: Unmanaged<AnimationProgram>? {
        if !programCacheIsValid { _ = animationProgram }
        return programCacheReference
    }
    /// True while a `CATransition` is attached, so snapshots skip the search for one otherwise.
    @exclusivity(unchecked) private(set) var hasTransition = false
    /// True when every attached animation writes only `CALayer`'s own properties.
    @exclusivity(unchecked) private(set) var animationsWriteBaseOnly = true
    /// True when an attached animation may change what the layer draws (colours, corner
    /// radius, border, shadow, contents, or any subclass property), not only where.
    @exclusivity(unchecked) private(set) var animationsWriteContent = false
    /// True when every attached animation can be evaluated in a `LayerScalars` (`LaneTrack`s only).
    @exclusivity(unchecked) private(set) var animationsUseLanesOnly = true

    /// Identifies the layer in render snapshots.
    public let renderID: UInt64
    /// The layer's class, classified once (see `LayerKind`).
    let kind: LayerKind
    /// True for copies made by `presentation()` (they never run actions).
    let isPresentationCopy: Bool
    /// The model layer this presentation copy was made from.
    weak var modelLayer: CALayer?
    /// False until the transaction in which the layer was created has committed:
    /// changes made before that do not animate implicitly.
    var hasBeenCommitted = false
    @exclusivity(unchecked) var presentationCache: CALayer?
    /// The base properties before the first change in the open transaction (nil when unchanged).
    @exclusivity(unchecked) var stateBeforeTransaction: LayerStateBox?
    /// The action found by `willChange(_:)`, waiting for the setter to store the new value.
    @exclusivity(unchecked) var pendingAction: PendingAction?
    /// The action being run, whose key `presentation()` still shows at its old value.
    @exclusivity(unchecked) var runningAction: PendingAction?

    /// A new layer with Apple's defaults (subclasses write `override init()`, as on Apple).
    public init() {
        renderID = LayerIDs.next()
        kind = LayerKind(Self.self)
        isPresentationCopy = false
        CATransaction.registerNewLayer(self)
    }

    /// A copy of `layer` (Apple's `init(layer:)`, used for presentation layers): the base
    /// properties are copied through `assignProperties(from:)`. Subclasses override it as on
    /// Apple (`override init(layer: Any)`, calling `super.init(layer:)`, then copying their own
    /// properties) or override `assignProperties(from:)`.
    public init(layer: Any) {
        let source = layer as? CALayer
        renderID = source?.renderID ?? LayerIDs.next()
        kind = LayerKind(Self.self)
        isPresentationCopy = true
        modelLayer = source?.modelLayer ?? source
        hasBeenCommitted = true
        if let source { assignProperties(from: source) }
    }

    /// Apple's archive initializer: there are no archives here, so it reports a diagnostic and
    /// returns nil. It lets subclasses written for iOS declare `required init?(coder:)`.
    public required init?(coder: NSCoder) {
        CADiagnostics.report("\(Self.self).init(coder:): layers cannot be decoded from archives here; returning nil")
        return nil
    }

    /// A layer of the receiver's dynamic class: `init(layer: source)`, or `init()` when `source`
    /// is nil. Presentation copies and `layer()` are made through it: Swift makes an instance of
    /// a dynamic class only through a `required` initializer, and Apple's two are not required.
    /// Subclasses inherit it when they override all three designated initializers (`init()`,
    /// `init(layer:)`, `init?(coder:)`) or none. One that overrides `init()` but not `init(layer:)`
    /// does not compile here (on Apple it crashes at its first presentation copy): add
    /// `override init(layer: Any) { super.init(layer: layer) }`.
    public required convenience init(dynamicCopyOf source: CALayer?) {
        if let source { self.init(layer: source) } else { self.init() }
    }

    /// Copies every property that affects appearance from `other` (no sublayers, no animations).
    /// Subclasses add their own properties after calling `super` (see `assignBaseProperties`).
    open func assignProperties(from other: CALayer) { assignBaseProperties(from: other) }

    /// The class, the name when there is one and the frame, for logs and debugging.
    open var description: String {
        "<\(type(of: self)) \(name.map { "'\($0)' " } ?? "")frame=\(frame)>"
    }

    // MARK: Overridable entry points (implemented in the extensions)

    /// Attaches a copy of `anim` under `key`, replacing any animation with that key (whose
    /// delegate then hears `finished: false`). A `beginTime` of 0 becomes "now" in this layer's
    /// time; a duration of 0 takes the transaction's duration. Animations never change model values.
    open func add(_ anim: CAAnimation, forKey key: String?) { addImplementation(anim, forKey: key) }

    /// Finds the action for `event`: the delegate, then `actions`, then `defaultAction(forKey:)`.
    /// An `NSNull` anywhere stops the search with no action.
    open func action(forKey event: String) -> CAAction? { actionImplementation(forKey: event) }

    /// The implicit animation for an animatable key: a basic animation from the old presentation
    /// value to the new one, with the transaction's duration and timing function
    /// (Core Animation's default curve when the transaction has none).
    open class func defaultAction(forKey event: String) -> CAAction? { defaultActionImplementation(forKey: event) }

    /// Appends `layer` on top of the other sublayers (removing it from its old superlayer).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
    /// Inserts `layer` at `index` (clamped to the valid range).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { insertSublayerImplementation(layer, at: index) }
    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayerImplementation(layer, below: sibling)
    }
    /// Inserts `layer` just above `sibling` (at the top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayerImplementation(layer, above: sibling)
    }
    /// Replaces the sublayer `old` with `new` in the same place.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) { replaceSublayerImplementation(old, with: new) }
    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() { removeFromSuperlayerImplementation() }

    /// Apple's default for a property; overridable, but the core's own defaults are fixed.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether a change to `key` makes the layer redraw. There is no `draw(in:)` or `display()`
    /// here (content is described by properties and drawn by the renderer), so the core never
    /// asks; the override point exists for ported subclasses.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// True when `p` (in this layer's space) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing `p`, given in the superlayer's space; nil if none.
    /// Call it on `presentation()` to hit-test layers where they appear mid-animation.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestImplementation(p) }
}
