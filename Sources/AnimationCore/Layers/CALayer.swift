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

    /// Called by the content properties of the built-in subclasses (path, colours, text…) when
    /// they change: the cached snapshot content is rebuilt, as for a change of `state`.
    final func contentPropertyDidChange() { stateVersion &+= 1 }

    // MARK: Geometry
    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { state.bounds }
        set { guard acceptsValue(newValue.isFiniteGeometry, "bounds", newValue) else { return }; willChange("bounds"); state.bounds = newValue }
    }
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { state.position }
        set { guard acceptsValue(newValue.isFiniteGeometry, "position", newValue) else { return }; willChange("position"); state.position = newValue }
    }
    /// The point (in unit coordinates of the bounds) that `position` refers to and transforms turn about.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { guard acceptsValue(newValue.isFiniteGeometry, "anchorPoint", newValue) else { return }; willChange("anchorPoint"); state.anchorPoint = newValue }
    }
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { guard acceptsValue(newValue.isFinite, "anchorPointZ", newValue) else { return }; willChange("anchorPointZ"); state.anchorPointZ = newValue }
    }
    /// Orders siblings: higher values draw on top.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { guard acceptsValue(newValue.isFinite, "zPosition", newValue) else { return }; willChange("zPosition"); state.zPosition = newValue }
    }
    /// The layer's transform about its anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { guard acceptsValue(newValue.isFinite, "transform", newValue) else { return }; willChange("transform"); state.transform = newValue }
    }
    /// A transform applied to the sublayers, about this layer's anchor point (used for perspective).
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { guard acceptsValue(newValue.isFinite, "sublayerTransform", newValue) else { return }; willChange("sublayerTransform"); state.sublayerTransform = newValue }
    }

    // MARK: Appearance
    open var opacity: Float {
        get { state.opacity }
        set { guard acceptsValue(!newValue.isNaN, "opacity", newValue) else { return }; willChange("opacity"); state.opacity = newValue }
    }
    open var isHidden: Bool {
        get { state.isHidden }
        set { willChange("hidden"); state.isHidden = newValue }
    }
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { willChange("backgroundColor"); state.backgroundColor = newValue }
    }
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { guard acceptsValue(newValue.isFinite, "cornerRadius", newValue) else { return }; willChange("cornerRadius"); state.cornerRadius = newValue }
    }
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { guard acceptsValue(newValue.isFinite, "borderWidth", newValue) else { return }; willChange("borderWidth"); state.borderWidth = newValue }
    }
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { willChange("borderColor"); state.borderColor = newValue }
    }
    /// Clips sublayers (and content) to the bounds, rounded by `cornerRadius`.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { willChange("masksToBounds"); state.masksToBounds = newValue }
    }
    /// A layer whose alpha clips this layer and its subtree; positioned in this layer's bounds space.
    open var mask: CALayer? {
        willSet { willChange("mask") }
        didSet {
            oldValue?.maskOwner = nil; mask?.removeFromSuperlayer(); mask?.maskOwner = self
            hasMask = mask != nil
        }
    }
    /// True while `mask` is set (kept by `mask`'s observer), so snapshots of built-in classes skip
    /// the open property's dynamic call for the many layers without one.
    @exclusivity(unchecked) private(set) final var hasMask = false
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { willChange("shadowColor"); state.shadowColor = newValue }
    }
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { willChange("shadowOpacity"); state.shadowOpacity = newValue }
    }
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { willChange("shadowOffset"); state.shadowOffset = newValue }
    }
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { willChange("shadowRadius"); state.shadowRadius = newValue }
    }
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { willChange("shadowPath"); state.shadowPath = newValue }
    }
    /// The image to draw: a `CGImage` (or a `UIImage`); other values are ignored with a diagnostic.
    open var contents: Any? {
        get { state.contents }
        set { willChange("contents"); state.contents = newValue }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { state.contentsGravity = newValue }
    }
    /// The part of `contents` to show, in unit coordinates.
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { willChange("contentsRect"); state.contentsRect = newValue }
    }
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { state.contentsScale = newValue }
    }
    /// When false, the layer is invisible while facing away from the viewer.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { willChange("doubleSided"); state.isDoubleSided = newValue }
    }
    /// Composites a translucent subtree once (true by default, as on iOS).
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { state.allowsGroupOpacity = newValue }
    }
    open var name: String? {
        get { state.name }
        set { state.name = newValue }
    }

    // MARK: Timing (CAMediaTiming)
    public var beginTime: CFTimeInterval {
        get { state.beginTime }
        set { state.beginTime = newValue }
    }
    public var duration: CFTimeInterval {
        get { state.duration }
        set { state.duration = newValue }
    }
    /// Scales the time of the layer's whole subtree: 0 pauses it, 0.1 slows it tenfold.
    public var speed: Float {
        get { state.speed }
        set { state.speed = newValue }
    }
    public var timeOffset: CFTimeInterval {
        get { state.timeOffset }
        set { state.timeOffset = newValue }
    }
    public var repeatCount: Float {
        get { state.repeatCount }
        set { state.repeatCount = newValue }
    }
    public var repeatDuration: CFTimeInterval {
        get { state.repeatDuration }
        set { state.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { state.autoreverses }
        set { state.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { state.fillMode }
        set { state.fillMode = newValue }
    }

    // MARK: Tree and actions
    /// Receives `action(for:forKey:)` queries (a view owns its layer this way).
    open weak var delegate: CALayerDelegate?
    /// Actions by key, searched after the delegate.
    open var actions: [String: CAAction]?
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
    /// Evaluates `animationProgram` into `g` at local time `t` (see `AnimationProgram.apply`);
    /// nil when there is no program. The program is reached without retaining it: the layer
    /// holds it, and evaluating it runs no code that could change the layer's animations.
    @inline(__always) func applyAnimationProgram(to g: inout LayerScalars, at t: Double) -> Bool? {
        if !programCacheIsValid { _ = animationProgram }
        guard let program = programCacheReference else { return nil }
        return program._withUnsafeGuaranteedRef { $0.apply(to: &g, at: t) }
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

    /// A new layer with Apple's defaults.
    public required init() {
        renderID = LayerIDs.next()
        kind = LayerKind(Self.self)
        isPresentationCopy = false
        CATransaction.registerNewLayer(self)
    }

    /// A copy of `layer` (Apple's `init(layer:)`, used for presentation layers). Subclasses
    /// copy their own properties in `assignProperties(from:)`.
    public required init(layer: Any) {
        let source = layer as? CALayer
        renderID = source?.renderID ?? LayerIDs.next()
        kind = LayerKind(Self.self)
        isPresentationCopy = true
        modelLayer = source?.modelLayer ?? source
        hasBeenCommitted = true
        if let source { assignProperties(from: source) }
    }

    /// Copies every property that affects appearance from `other` (no sublayers, no animations).
    open func assignProperties(from other: CALayer) {
        // Fast path: a presentation copy of a built-in class, whose accessors cannot have been
        // overridden and whose setters run no actions, takes the whole state in one assignment.
        if isPresentationCopy, kind.isBuiltIn, other.kind.isBuiltIn {
            state = other.state
            return
        }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ; zPosition = other.zPosition; transform = other.transform
        sublayerTransform = other.sublayerTransform; opacity = other.opacity; isHidden = other.isHidden
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth; borderColor = other.borderColor; masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath; contents = other.contents
        contentsGravity = other.contentsGravity; contentsRect = other.contentsRect; contentsScale = other.contentsScale
        state.minificationFilter = other.minificationFilter; state.magnificationFilter = other.magnificationFilter
        state.allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        isDoubleSided = other.isDoubleSided; allowsGroupOpacity = other.allowsGroupOpacity; name = other.name
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    /// True for the layer classes defined here (not an app's subclass, which may override
    /// property accessors): their base properties are exactly `state`.
    @inline(__always) static func isBuiltIn(_ t: CALayer.Type) -> Bool {
        t == CALayer.self || t == CAShapeLayer.self || t == CAGradientLayer.self || t == CATextLayer.self
            || t == CATransformLayer.self || t == CAReplicatorLayer.self || t == CAEmitterLayer.self
    }

    /// True when snapshots may evaluate this layer's animations in a copy of its `state` instead
    /// of a presentation copy: a built-in class that draws nothing from animated base properties
    /// beyond `state` (not a replicator or emitter), animated only on `CALayer`'s own properties.
    var presentsInState: Bool { animationsWriteBaseOnly && kind.presentsInState }

    /// The base property values as the public accessors report them (`state` itself for the
    /// built-in classes, whose accessors cannot have been overridden).
    var publicState: LayerState {
        if kind.isBuiltIn { return state }
        var s = LayerState()
        s.bounds = bounds; s.position = position; s.anchorPoint = anchorPoint; s.anchorPointZ = anchorPointZ
        s.zPosition = zPosition; s.transform = transform; s.sublayerTransform = sublayerTransform
        s.opacity = opacity; s.isHidden = isHidden; s.masksToBounds = masksToBounds; s.isDoubleSided = isDoubleSided
        s.allowsGroupOpacity = allowsGroupOpacity; s.backgroundColor = backgroundColor; s.cornerRadius = cornerRadius
        s.borderWidth = borderWidth; s.borderColor = borderColor; s.shadowColor = shadowColor
        s.shadowOpacity = shadowOpacity; s.shadowOffset = shadowOffset; s.shadowRadius = shadowRadius
        s.shadowPath = shadowPath; s.contents = contents; s.contentsGravity = contentsGravity
        s.contentsRect = contentsRect; s.contentsScale = contentsScale; s.name = name
        s.minificationFilter = minificationFilter; s.magnificationFilter = magnificationFilter
        s.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        s.beginTime = beginTime; s.duration = duration; s.speed = speed; s.timeOffset = timeOffset
        s.repeatCount = repeatCount; s.repeatDuration = repeatDuration; s.autoreverses = autoreverses
        s.fillMode = fillMode
        return s
    }

    /// A new layer (Apple's `+layer` class method).
    public class func layer() -> Self { self.init() }

    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

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

    /// True when `p` (in this layer's space) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing `p`, given in the superlayer's space; nil if none.
    /// Call it on `presentation()` to hit-test layers where they appear mid-animation.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestImplementation(p) }

    /// True when `ok`; otherwise reports that the non-finite `value` for `key` was ignored.
    /// Apple raises an exception for NaN geometry; here the model keeps its old value.
    @inline(__always) final func acceptsValue(_ ok: Bool, _ key: String, _ value: Any) -> Bool {
        if ok { return true }
        CADiagnostics.report("CALayer.\(key): ignored non-finite value \(value); the layer keeps its old value")
        return false
    }

    /// Runs the implicit action for `key` before a property changes (model layers only).
    @inline(__always) func willChange(_ key: String) {
        guard !isPresentationCopy else { return }
        runActionIfNeeded(forKey: key)
    }
}

/// Hands out render identifiers.
enum LayerIDs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0
    static func next() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        counter += 1
        return counter
    }
}
