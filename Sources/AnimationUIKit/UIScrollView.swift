import Foundation
import AnimationCore

/// A view whose bounds origin (`contentOffset`) moves over larger content, by dragging, by the
/// wheel, or from code.
///
/// Dragging is a `UIPanGestureRecognizer` (`panGestureRecognizer`) on the scroll view: the
/// content follows the pointer, and past an edge it follows UIKit's rubber band
/// (`ScrollAxisMotion.rubberBand`, `(1 − 1/(x·0.55/d + 1))·d`). On release the content decays
/// with the pan's velocity at `decelerationRate` per millisecond and, past an edge, springs back
/// (critically damped, ω = 12 rad/s): see `UIScrollView+Deceleration.swift`. A drag that starts
/// on a button cancels the button's touch once the pan begins, as in UIKit. A press while the
/// content decelerates inside its edges stops it there (a bounce past an edge plays on).
///
/// The deceleration, the bounce and `setContentOffset(_:animated: true)` are functions of the
/// scroll view's LAYER time (`layer.convertTime(CACurrentMediaTime(), from: nil)`), applied to
/// the model `contentOffset` on every `CARunLoop.tick()`; so they slow down with the scene and
/// hold while it is paused, and `scrollViewDidScroll` is called once per tick that moved it.
///
/// Differences from UIKit: no paging, zooming, scroll indicators, `adjustedContentInset` or
/// refresh control; the wheel moves the content at once, clamped to the edges (no bounce);
/// `contentInset` is applied as given (no safe area).
open class UIScrollView: UIView {
    /// How quickly the content slows after a drag: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond (0…1; closer to 1 glides further).
        public let rawValue: CGFloat
        /// Wraps any rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998 per ms.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick stop, 0.99 per ms.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Told about dragging, deceleration and every change of the offset.
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the content, in points.
    open var contentSize: CGSize = .zero { didSet { edgesDidChange() } }
    /// Extra room around the content (the offset may go to −top…, −left…).
    /// Changing it (or `contentSize`) while the content decelerates or bounces sends it towards
    /// the new edges from where it is, so a pull-to-refresh can hold its spinner in view.
    open var contentInset: UIEdgeInsets = .zero { didSet { edgesDidChange() } }
    /// When false the pointer and the wheel do not scroll (code still can).
    open var isScrollEnabled: Bool = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// When true (the default) the content rubber-bands past the edges and bounces back.
    open var bounces: Bool = true
    /// Lets the content be dragged (and bounce) vertically even when it fits.
    open var alwaysBounceVertical: Bool = false
    /// Lets the content be dragged (and bounce) horizontally even when it fits.
    open var alwaysBounceHorizontal: Bool = false
    /// The deceleration after a drag (`.normal` by default).
    open var decelerationRate: DecelerationRate = .normal
    /// The recognizer that drags the content.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// True from the moment a drag moves the content until the pointer lets go.
    public internal(set) var isDragging = false
    /// True while the content moves on its own after a drag (bounce included).
    public internal(set) var isDecelerating = false
    /// True while a drag is in progress (UIKit also counts a press that has not moved yet).
    public var isTracking: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }

    var dragStartOffset: CGPoint = .zero
    var motion: Motion?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        panGestureRecognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        panGestureRecognizer.pressDidBegin = { [weak self] in self?.catchMotion() }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    /// The point of the content at the top left of the bounds (the bounds origin). Setting it
    /// moves the content at once (no clamping, as in UIKit) and calls `scrollViewDidScroll`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                CADiagnostics.report("UIScrollView.contentOffset: ignored non-finite offset \(newValue)")
                return
            }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content to `offset`; animated, it eases there over 0.3 s of layer time
    /// (ease-in-out), calling `scrollViewDidScroll` each tick and
    /// `scrollViewDidEndScrollingAnimation` at the end. Stops any deceleration.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            CADiagnostics.report("UIScrollView.setContentOffset: ignored non-finite offset \(offset)")
            return
        }
        stopMotion(notify: false)
        guard animated, offset != contentOffset else { contentOffset = offset; return }
        startMotion(.scrolling(from: contentOffset, to: offset))
    }

    /// The smallest offset: (−left inset, −top inset).
    var minimumOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset that keeps the content (plus insets) filling the bounds.
    var maximumOffset: CGPoint {
        let lo = minimumOffset
        return CGPoint(x: max(lo.x, contentSize.width + contentInset.right - bounds.width),
                       y: max(lo.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Whether the content can move horizontally (it is wider than the bounds, or always bounces).
    var scrollsHorizontally: Bool { maximumOffset.x > minimumOffset.x || alwaysBounceHorizontal }
    /// Whether the content can move vertically.
    var scrollsVertically: Bool { maximumOffset.y > minimumOffset.y || alwaysBounceVertical }

    /// Moves the content by a wheel step, clamped to the edges; false when it could not move.
    func scrollByWheel(deltaX: CGFloat, deltaY: CGFloat) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        let lo = minimumOffset, hi = maximumOffset
        let current = contentOffset
        let target = CGPoint(x: scrollsHorizontally ? min(max(current.x + deltaX, lo.x), hi.x) : current.x,
                             y: scrollsVertically ? min(max(current.y + deltaY, lo.y), hi.y) : current.y)
        guard target != current else { return false }
        stopMotion(notify: true)
        contentOffset = target
        return true
    }
}
