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
    // MARK: Geometry
    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero { willSet { willChange("bounds") } }
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint = .zero { willSet { willChange("position") } }
    /// The point (in unit coordinates of the bounds) that `position` refers to and transforms turn about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { willSet { willChange("anchorPoint") } }
    open var anchorPointZ: CGFloat = 0 { willSet { willChange("anchorPointZ") } }
    /// Orders siblings: higher values draw on top.
    open var zPosition: CGFloat = 0 { willSet { willChange("zPosition") } }
    /// The layer's transform about its anchor point.
    open var transform: CATransform3D = CATransform3DIdentity { willSet { willChange("transform") } }
    /// A transform applied to the sublayers, about this layer's anchor point (used for perspective).
    open var sublayerTransform: CATransform3D = CATransform3DIdentity { willSet { willChange("sublayerTransform") } }

    // MARK: Appearance
    open var opacity: Float = 1 { willSet { willChange("opacity") } }
    open var isHidden: Bool = false { willSet { willChange("hidden") } }
    open var backgroundColor: CGColor? { willSet { willChange("backgroundColor") } }
    open var cornerRadius: CGFloat = 0 { willSet { willChange("cornerRadius") } }
    open var borderWidth: CGFloat = 0 { willSet { willChange("borderWidth") } }
    open var borderColor: CGColor? = .black { willSet { willChange("borderColor") } }
    /// Clips sublayers (and content) to the bounds, rounded by `cornerRadius`.
    open var masksToBounds: Bool = false { willSet { willChange("masksToBounds") } }
    /// A layer whose alpha clips this layer and its subtree; positioned in this layer's bounds space.
    open var mask: CALayer? {
        willSet { willChange("mask") }
        didSet { oldValue?.maskOwner = nil; mask?.removeFromSuperlayer(); mask?.maskOwner = self }
    }
    open var shadowColor: CGColor? = .black { willSet { willChange("shadowColor") } }
    open var shadowOpacity: Float = 0 { willSet { willChange("shadowOpacity") } }
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { willChange("shadowOffset") } }
    open var shadowRadius: CGFloat = 3 { willSet { willChange("shadowRadius") } }
    open var shadowPath: CGPath? { willSet { willChange("shadowPath") } }
    /// The image to draw: a `CGImage` (or a `UIImage`); other values are ignored with a diagnostic.
    open var contents: Any? { willSet { willChange("contents") } }
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of `contents` to show, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { willSet { willChange("contentsRect") } }
    open var contentsScale: CGFloat = 1
    /// When false, the layer is invisible while facing away from the viewer.
    open var isDoubleSided: Bool = true { willSet { willChange("doubleSided") } }
    /// Composites a translucent subtree once (true by default, as on iOS).
    open var allowsGroupOpacity: Bool = true
    open var name: String?

    // MARK: Timing (CAMediaTiming)
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    /// Scales the time of the layer's whole subtree: 0 pauses it, 0.1 slows it tenfold.
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses: Bool = false
    public var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Tree and actions
    /// Receives `action(for:forKey:)` queries (a view owns its layer this way).
    open weak var delegate: CALayerDelegate?
    /// Actions by key, searched after the delegate.
    open var actions: [String: CAAction]?
    public internal(set) weak var superlayer: CALayer?
    var sublayerStorage: [CALayer] = []
    weak var maskOwner: CALayer?
    var animationEntries: [AnimationEntry] = []

    /// Identifies the layer in render snapshots.
    public let renderID: UInt64
    /// True for copies made by `presentation()` (they never run actions).
    let isPresentationCopy: Bool
    /// The model layer this presentation copy was made from.
    weak var modelLayer: CALayer?
    /// False until the transaction in which the layer was created has committed:
    /// changes made before that do not animate implicitly.
    var hasBeenCommitted = false
    var presentationCache: CALayer?

    /// A new layer with Apple's defaults.
    public required init() {
        renderID = LayerIDs.next()
        isPresentationCopy = false
        CATransaction.registerNewLayer(self)
    }

    /// A copy of `layer` (Apple's `init(layer:)`, used for presentation layers). Subclasses
    /// copy their own properties in `assignProperties(from:)`.
    public required init(layer: Any) {
        let source = layer as? CALayer
        renderID = source?.renderID ?? LayerIDs.next()
        isPresentationCopy = true
        modelLayer = source?.modelLayer ?? source
        hasBeenCommitted = true
        if let source { assignProperties(from: source) }
    }

    /// Copies every property that affects appearance from `other` (no sublayers, no animations).
    open func assignProperties(from other: CALayer) {
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ; zPosition = other.zPosition; transform = other.transform
        sublayerTransform = other.sublayerTransform; opacity = other.opacity; isHidden = other.isHidden
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth; borderColor = other.borderColor; masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath; contents = other.contents
        contentsGravity = other.contentsGravity; contentsRect = other.contentsRect; contentsScale = other.contentsScale
        isDoubleSided = other.isDoubleSided; allowsGroupOpacity = other.allowsGroupOpacity; name = other.name
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode
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
