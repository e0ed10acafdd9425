import Foundation

extension CALayer {
    /// True for the layer classes defined here (not an app's subclass, which may override
    /// property accessors): their base properties are exactly `state`.
    @inline(__always) static func isBuiltIn(_ t: CALayer.Type) -> Bool {
        t == CALayer.self || t == CAShapeLayer.self || t == CAGradientLayer.self || t == CATextLayer.self
            || t == CATransformLayer.self || t == CAReplicatorLayer.self || t == CAEmitterLayer.self
    }

    /// Keeps `state` as it is before the first change in the open transaction, which Core
    /// Animation's render tree would still show: an animation added later in the transaction
    /// with no `fromValue`, `toValue` or `byValue` starts from it. Dropped when the outermost
    /// transaction commits. Only `CALayer`'s own properties are kept (not a subclass's).
    func captureStateBeforeTransaction() {
        stateBeforeTransaction = LayerStateBox(state)
        CATransaction.registerChangedLayer(self)
    }

    /// The base property values as the public accessors report them (`state` itself for the
    /// built-in classes, whose accessors cannot have been overridden).
    var publicState: LayerState {
        if kind.isBuiltIn { return state }
        var s = LayerState()
        s.bounds = bounds
        s.position = position
        s.anchorPoint = anchorPoint
        s.anchorPointZ = anchorPointZ
        s.zPosition = zPosition
        s.transform = transform
        s.sublayerTransform = sublayerTransform
        s.opacity = opacity
        s.isHidden = isHidden
        s.masksToBounds = masksToBounds
        s.isDoubleSided = isDoubleSided
        s.allowsGroupOpacity = allowsGroupOpacity
        s.backgroundColor = backgroundColor
        s.cornerRadius = cornerRadius
        s.borderWidth = borderWidth
        s.borderColor = borderColor
        s.shadowColor = shadowColor
        s.shadowOpacity = shadowOpacity
        s.shadowOffset = shadowOffset
        s.shadowRadius = shadowRadius
        s.shadowPath = shadowPath
        s.contents = contents
        s.contentsGravity = contentsGravity
        s.contentsRect = contentsRect
        s.contentsScale = contentsScale
        s.name = name
        s.minificationFilter = minificationFilter
        s.magnificationFilter = magnificationFilter
        s.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        s.beginTime = beginTime
        s.duration = duration
        s.speed = speed
        s.timeOffset = timeOffset
        s.repeatCount = repeatCount
        s.repeatDuration = repeatDuration
        s.autoreverses = autoreverses
        s.fillMode = fillMode
        return s
    }

}

/// A `LayerState` held by reference (a layer keeps an optional one without growing by its size).
final class LayerStateBox {
    let state: LayerState
    init(_ state: LayerState) { self.state = state }
}

/// Hands out render identifiers.
enum LayerIDs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0
    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}
