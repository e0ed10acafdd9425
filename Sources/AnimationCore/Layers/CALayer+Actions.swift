import Foundation

/// Something that runs when a layer property changes: an animation (which adds itself to the
/// layer) or a custom object that adds whatever animations it likes.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (the property key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under the event's key; an animation without a key path
    /// animates the changed property.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let p = self as? CAPropertyAnimation, p.keyPath == nil {
            let copy = p.copy() as! CAPropertyAnimation
            copy.keyPath = event
            layer.add(copy, forKey: event)
        } else {
            layer.add(self, forKey: event)
        }
    }
}

/// `NSNull` as an action means "no action, stop searching", as on Apple's platforms.
extension NSNull: CAAction {
    /// Does nothing: `NSNull` stops the action search without running anything.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Apple's layer delegate, reduced to what a layer asks of it here.
public protocol CALayerDelegate: AnyObject {
    /// The action for a property change; return `NSNull()` to stop the search, nil to continue.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Returns nil, so the search goes on to the layer's `actions` and then its class's default action.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

extension CALayer {
    /// The body of the open `action` declared in the class.
    func actionImplementation(forKey event: String) -> CAAction? {
        if let d = delegate, let a = d.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The body of the open `defaultAction` declared in the class.
    static func defaultActionImplementation(forKey event: String) -> CAAction? {
        guard LayerPropertyTable.all[event] != nil else { return nil }
        let a = CABasicAnimation(keyPath: event)
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return a
    }

    /// Finds the action for `key` before the property changes, unless actions are disabled or
    /// the layer is new in this transaction (so setting up a layer does not animate it), and
    /// keeps it with the value presented now, for `runPendingAction(forKey:)`.
    func prepareActionIfNeeded(forKey key: String) {
        guard hasBeenCommitted, !CATransaction.disableActions() else { return }
        guard let action = action(forKey: key) else { return }
        pendingAction = PendingAction(key: key, action: action, shown: currentPresentationValue(keyPath: key))
    }

    /// Runs the action found for `key` once the new value is stored, as Core Animation does:
    /// the action reads the new model value, while `presentation()` (and the start of an
    /// animation added with neither `fromValue` nor `toValue`) still shows the old one.
    func runPendingAction(forKey key: String) {
        guard let pending = pendingAction, pending.key == key else { return }
        pendingAction = nil
        let outer = runningAction
        runningAction = pending
        pending.action.run(forKey: key, object: self, arguments: nil)
        runningAction = outer
    }
}

// MARK: SPI for UIKit's views

extension CALayer {
    /// Makes the layer consult its delegate (and actions) for changes made before its first
    /// commit, as a view's layer does: a view created inside an animation block animates the
    /// changes made to it in that block, as in UIKit.
    ///
    /// `@_spi(ViewLayers)`: for AnimationUIKit's `UIView` only. Core Animation skips the actions
    /// of a layer that has never been committed; Apple's UIKit lifts that for its views' layers
    /// through private state, and nothing public does it. Not public API, so that ported code
    /// sees only Apple's `CALayer` (a bare layer never animates before its first commit).
    @_spi(ViewLayers) public func treatAsCommitted() { hasBeenCommitted = true }
}

/// An action looked up before a property changed and run after the new value is stored.
///
/// Apple's presentation layer shows the last committed values, so an action that reads
/// `presentation()` sees the property's old value while the model already has the new one.
/// Here the presentation is computed on demand, so the old value is kept while the action runs.
struct PendingAction {
    /// The changed property.
    let key: String
    let action: CAAction
    /// The value presented just before the change (nil for keys that are not animatable values).
    let shown: AnimValue?
}
