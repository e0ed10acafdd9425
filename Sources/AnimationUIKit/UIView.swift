import Foundation
@_spi(ViewLayers) import AnimationCore

/// UIKit's view: a thin owner of a `CALayer`, which it serves as delegate.
///
/// Every geometric and visual property reads and writes the layer (`frame`, `bounds`,
/// `center` ↔ `position`, `transform` ↔ the layer's transform, `alpha` ↔ `opacity`,
/// `clipsToBounds` ↔ `masksToBounds`…). As in UIKit, a view's layer never animates
/// implicitly: outside a `UIView.animate…` block `action(for:forKey:)` answers `NSNull`;
/// inside one, changes are recorded and turned into animations when the block's closure
/// returns (see `UIView+Animation.swift`).
///
/// Differences from UIKit: `UIView` is not a `UIResponder` subclass (the touch, press and first
/// responder methods are declared on it directly); no trait collections, Auto Layout or drawing
/// (`draw(_:)`); `hitTest(_:)` takes no event. Unlike Core Animation's
/// rule for bare layers, a view's layer consults its delegate even in the transaction that
/// created it, so a new view animates inside a block in the same turn (as in UIKit).
open class UIView: CALayerDelegate, Hashable, CustomStringConvertible {
    /// The class of layer a view of this class creates (`CALayer`; override to use e.g. `CAShapeLayer`).
    /// `AnyClass`, as in UIKit; a class that is not a `CALayer` is reported and `CALayer` is used.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    /// The parent view, or nil.
    public internal(set) weak var superview: UIView?
    var subviewStorage: [UIView] = []

    /// An integer you can use to find the view with `viewWithTag(_:)`.
    open var tag: Int = 0
    /// When false, `hitTest(_:)` ignores the view and its subviews.
    open var isUserInteractionEnabled: Bool = true
    private var needsLayout = false
    /// The controller whose root view this is (UIViewController+Appearance.swift).
    weak var owningViewController: UIViewController?

    /// A view with the given frame (in its superview's coordinates).
    public init(frame: CGRect) {
        layer = UIView.validLayerClass(type(of: self).layerClass).layer()
        layer.delegate = self
        // A view's layer consults the view for every change, even before its first commit:
        // the view answers NSNull outside animation blocks, so nothing animates implicitly.
        layer.treatAsCommitted()
        layer.frame = frame
    }

    private static func validLayerClass(_ c: AnyClass) -> CALayer.Type {
        if let layerType = c as? CALayer.Type { return layerType }
        CADiagnostics.report("UIView.layerClass: \(c) is not a CALayer subclass; using CALayer")
        return CALayer.self
    }

    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// UIKit's archive initializer. There are no archives (nor storyboards) here: it reports a
    /// diagnostic and returns nil. It exists so that subclasses written for iOS, which declare
    /// `required init?(coder:)`, compile unchanged; as in UIKit, a subclass that declares its
    /// own designated initializer must declare it too.
    public required init?(coder: NSCoder) {
        CADiagnostics.report("\(Self.self).init(coder:): views cannot be decoded from archives here; returning nil")
        return nil
    }

    // MARK: Tint (implemented in UIView+Tint.swift)

    /// The tint colour: the one set on this view, else its superview's, else UIKit's system
    /// blue; a grey while the effective adjustment mode is `.dimmed`.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }
    /// Whether the tint is dimmed; `.automatic` takes the superview's mode (`.normal` at the root).
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }
    /// Called when the effective tint colour or adjustment mode changes; override it to restyle.
    open func tintColorDidChange() {}
    var tintStorage = UIViewTintStorage()

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (derived from `center`, `bounds`
    /// and `transform`; as in UIKit, only meaningful to set when `transform` is the identity).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space (origin and size).
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the view in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's 2D transform about its centre (the layer's transform; depth parts are dropped on read).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The view's 3D transform (the layer's transform).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// The view's opacity, 0…1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The fill colour of the bounds (the layer's `backgroundColor`).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Hides the view and its subviews (not animatable, as in UIKit).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Clips subviews to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Layout

    /// Lays out subviews; override it. The default does nothing (there is no Auto Layout).
    open func layoutSubviews() {}

    /// Marks the view as needing `layoutSubviews()` on the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` now if the view needs layout, then does the same for its subviews.
    /// Call it inside an animation block to animate the frames `layoutSubviews()` sets. A view
    /// controller's root view calls its controller's `viewWillLayoutSubviews()` before and
    /// `viewDidLayoutSubviews()` after its own `layoutSubviews()`.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            let controller = owningViewController.flatMap { $0.isViewLoaded && $0.view === self ? $0 : nil }
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for v in subviewStorage { v.layoutIfNeeded() }
    }

    // MARK: Hierarchy hooks (override points; the defaults do nothing)

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}

    // MARK: Hit testing

    /// True when `point` (in the view's bounds coordinates) is inside the view.
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    /// The deepest visible, interaction-enabled descendant (or the view itself) containing
    /// `point`, given in the view's bounds coordinates; nil if none. Uses model values; to
    /// hit-test views where they appear mid-animation, hit-test `layer.presentation()` instead.
    open func hitTest(_ point: CGPoint) -> UIView? { hitTestImplementation(point) }

    // MARK: Touches and the responder chain (UIView+Touches.swift, UIWindow.swift)

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// The pointer went down on this view (the default passes it to the superview, as UIKit's
    /// responder chain does). Override points, as in UIKit, called by `UIWindow`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.touchesBegan(touches, with: event)
    }
    /// The pointer moved while pressed on this view.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.touchesMoved(touches, with: event)
    }
    /// The pointer was released.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.touchesEnded(touches, with: event)
    }
    /// The touch was taken away (a gesture recognized, the window lost focus…).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.touchesCancelled(touches, with: event)
    }

    // Key presses (UIView+Presses.swift): declared here so subclasses can override them.

    /// A key went down while this view is first responder (or a subview passed it on).
    /// Override to use it; call `super` for keys you do not use, so they go on up the chain
    /// (past the window, to the host: the playground's own keys).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passPresses(event) { $0.pressesBegan(presses, with: event) }
    }
    /// A press changed (UIKit: an analog button's force). Never sent by this window.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passPresses(event) { $0.pressesChanged(presses, with: event) }
    }
    /// A key came up. Starts at the responder that received its `pressesBegan`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passPresses(event) { $0.pressesEnded(presses, with: event) }
    }
    /// A held key was taken away (the window lost focus, the scene closed).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passPresses(event) { $0.pressesCancelled(presses, with: event) }
    }

    /// Whether the view can take keys and text (false; `UITextField` says true).
    open var canBecomeFirstResponder: Bool { false }
    /// Makes the view its window's first responder; false when it cannot be one or has no window.
    @discardableResult open func becomeFirstResponder() -> Bool { window?.makeFirstResponder(self) ?? false }
    /// Gives up first responder status; true when the view is no longer first responder.
    @discardableResult open func resignFirstResponder() -> Bool { window?.resignFirstResponder(self) ?? true }

    // MARK: CALayerDelegate

    /// The action for a change to the view's layer: `NSNull` outside animation blocks; inside a
    /// block the change is recorded (from its current presentation value) and animated when the
    /// block's closure returns, so `NSNull` is returned here too. Override to customise.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIViewAnimationContext.action(for: layer, forKey: event)
    }

    // MARK: Identity

    /// Views are equal only when they are the same object.
    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The class, frame and (when set) tag, for logs and debugging.
    open var description: String {
        "<\(type(of: self)) frame=\(frame)\(tag != 0 ? " tag=\(tag)" : "")>"
    }
}
