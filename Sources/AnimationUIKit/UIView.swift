import Foundation
@_spi(ViewAnimation) import AnimationCore

/// UIKit's view: a thin owner of a `CALayer`, which it serves as delegate.
///
/// Every geometric and visual property reads and writes the layer (`frame`, `bounds`,
/// `center` ↔ `position`, `transform` ↔ the layer's transform, `alpha` ↔ `opacity`,
/// `clipsToBounds` ↔ `masksToBounds`…). As in UIKit, a view's layer never animates
/// implicitly: outside a `UIView.animate…` block `action(for:forKey:)` answers `NSNull`;
/// inside one, changes are recorded and turned into animations when the block's closure
/// returns (see `UIView+Animation.swift`).
///
/// Differences from UIKit: `UIView` is not a `UIResponder` subclass (the touch and first
/// responder methods are declared on it directly); no trait collections, Auto Layout or drawing
/// (`draw(_:)`); `hitTest(_:)` takes no event. Unlike Core Animation's
/// rule for bare layers, a view's layer consults its delegate even in the transaction that
/// created it, so a new view animates inside a block in the same turn (as in UIKit).
open class UIView: CALayerDelegate, Hashable, CustomStringConvertible {
    /// The class of layer a view of this class creates (`CALayer`; override to use e.g. `CAShapeLayer`).
    open class var layerClass: CALayer.Type { CALayer.self }

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

    /// A view with the given frame (in its superview's coordinates).
    public init(frame: CGRect) {
        layer = type(of: self).layerClass.init()
        layer.delegate = self
        // A view's layer consults the view for every change, even before its first commit:
        // the view answers NSNull outside animation blocks, so nothing animates implicitly.
        layer.treatAsCommitted()
        layer.frame = frame
    }

    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

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
    /// Call it inside an animation block to animate the frames `layoutSubviews()` sets.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
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
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesBegan(touches, with: event) }
    /// The pointer moved while pressed on this view.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesMoved(touches, with: event) }
    /// The pointer was released.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesEnded(touches, with: event) }
    /// The touch was taken away (a gesture recognized, the window lost focus…).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesCancelled(touches, with: event) }

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

    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    open var description: String {
        "<\(type(of: self)) frame=\(frame)\(tag != 0 ? " tag=\(tag)" : "")>"
    }
}
