import Foundation

// A layer's base properties copied from another (presentation copies, `init(layer:)`), and the
// identity-based equality Apple's layers have as objects.
extension CALayer {
    /// The body of `assignProperties(from:)` for `CALayer`'s own properties: the whole state at
    /// once for a presentation copy of a built-in class, else property by property, through the
    /// setters a subclass may override.
    final func assignBaseProperties(from other: CALayer) {
        // A presentation copy of a built-in class (no overridden accessors) takes the state at once.
        if isPresentationCopy, kind.isBuiltIn, other.kind.isBuiltIn {
            state = other.state
            return
        }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        opacity = other.opacity
        isHidden = other.isHidden
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsScale = other.contentsScale
        state.minificationFilter = other.minificationFilter
        state.magnificationFilter = other.magnificationFilter
        state.allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        isDoubleSided = other.isDoubleSided
        allowsGroupOpacity = other.allowsGroupOpacity
        name = other.name
        takeTiming(from: other)
    }

    /// True when snapshots may evaluate this layer's animations in a copy of its `state` instead
    /// of a presentation copy: a built-in class that draws nothing from animated base properties
    /// beyond `state` (not a replicator or emitter), animated only on `CALayer`'s own properties.
    var presentsInState: Bool { animationsWriteBaseOnly && kind.presentsInState }

    /// A new layer (Apple's `+layer` class method).
    public class func layer() -> Self { self.init(dynamicCopyOf: nil) }

    /// Layers are equal only when they are the same object.
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
