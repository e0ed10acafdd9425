import AnimationUIKit
import Foundation

/// Told when a pull has started a refresh.
protocol RefreshViewDelegate: AnyObject {
    func refreshViewDidRefresh(_ refreshView: RefreshView)
}

/// The tutorial's pull-to-refresh header (section 19): a dashed white ring that fills as the
/// scroll view is pulled down, and a plane on it; released past a full ring it refreshes: the
/// ring's dashes run round (`strokeStart` and `strokeEnd` in a 1.5 s group, repeated for 5 s)
/// and the plane flies round the ring at constant speed (a paced `CAKeyframeAnimation` on
/// `position` along the ring's path), turning with it (`transform.rotation` 0 → 2π), in a
/// group of the same timing.
///
/// It sits above the scroll view's content (at y = −height) and is the scroll view's delegate.
/// Differences from the document: the ring and the plane follow the pull with implicit
/// animations disabled (on iOS the standalone layers would trail by 0.25 s), and the inset
/// change that keeps the header in view is an animated `setContentOffset` (0.3 s ease-in-out),
/// since `contentInset` is not animatable here; and the ring is smaller than the document's
/// (0.8 × half the header), so the plane flying round it keeps `planeMargin` from the header's
/// edges instead of touching the top one.
final class RefreshView: UIView, UIScrollViewDelegate {
    /// One run of the ring and of the plane round it.
    static let cycleDuration: CFTimeInterval = 1.5
    /// How long both keep running once a refresh starts.
    static let repeatDuration: CFTimeInterval = 5.0

    weak var delegate: RefreshViewDelegate?
    private weak var scrollView: UIScrollView?
    /// How far the pull has gone, 0…1 (1: a full ring, a release refreshes).
    private(set) var progress: CGFloat = 0
    private(set) var isRefreshing = false

    let ovalShapeLayer = CAShapeLayer()
    let airplaneLayer = PlaneFromAbove.makeLayer(color: .white)
    /// The ring's radius: half the header's height less half the plane's diagonal (its extent
    /// turned 45°) and `planeMargin`, in whole points.
    let refreshRadius: CGFloat
    /// The least space between the plane's bounds (turned as it flies) and the header's top and
    /// bottom edges.
    static let planeMargin: CGFloat = 4

    /// The ring's centre's x in the scroll view's content (the design header's middle).
    let ringCentreX: CGFloat

    init(frame: CGRect, scrollView: UIScrollView) {
        let halfDiagonal = PlaneFromAbove.size.height / 2 * 2.squareRoot()
        refreshRadius = max(0, (frame.size.height / 2 - halfDiagonal - Self.planeMargin).rounded(.down))
        ringCentreX = frame.midX
        self.scrollView = scrollView
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.16, green: 0.36, blue: 0.7, alpha: 1)
        clipsToBounds = true

        ovalShapeLayer.strokeColor = .white
        ovalShapeLayer.fillColor = nil
        ovalShapeLayer.lineWidth = 4
        ovalShapeLayer.lineDashPattern = [2, 3]
        ovalShapeLayer.strokeEnd = 0
        layer.addSublayer(ovalShapeLayer)
        airplaneLayer.opacity = 0
        layer.addSublayer(airplaneLayer)
        placeRing()
    }

    /// The ring round `ringCentreX` and the plane at rest on its right, in the header's coordinates.
    private func placeRing() {
        let r = refreshRadius, x = ringCentreX - frame.minX, h = frame.size.height
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ovalShapeLayer.path = UIBezierPath(ovalIn: CGRect(x: x - r, y: h / 2 - r, width: 2 * r, height: 2 * r)).cgPath
        airplaneLayer.position = CGPoint(x: x + r, y: h / 2)
        CATransaction.commit()
    }

    /// Spans the header over `span` (x in the scroll view's content) with the ring where it was,
    /// as a header spans a wider screen. A refresh in progress keeps flying its old path.
    func extend(over span: ClosedRange<CGFloat>) {
        let width = span.upperBound - span.lowerBound
        frame = CGRect(x: span.lowerBound, y: frame.minY, width: width, height: frame.height)
        placeRing()
    }

    /// Archives are not supported.
    required init?(coder: NSCoder) { return nil }

    // MARK: Pulling

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offsetY = max(-(scrollView.contentOffset.y + scrollView.contentInset.top), 0)
        progress = min(max(offsetY / frame.size.height, 0), 1)
        if !isRefreshing { redraw(from: progress) }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if !isRefreshing && progress >= 1 {
            delegate?.refreshViewDidRefresh(self)
            beginRefreshing()
        }
    }

    /// The ring drawn to `progress` of its length; the plane as opaque as the ring is full.
    private func redraw(from progress: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ovalShapeLayer.strokeEnd = progress
        airplaneLayer.opacity = Float(progress)
        CATransaction.commit()
    }

    // MARK: Refreshing

    /// Keeps the header in view and starts the ring and the flight.
    func beginRefreshing() {
        isRefreshing = true
        if let scrollView {
            scrollView.contentInset.top += frame.size.height
            // The drag's bounce is set up after this call; take over on the next frame.
            LayerTimer.schedule(after: 0, in: layer) { [weak self, weak scrollView] in
                guard let self, let scrollView, self.isRefreshing else { return }
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.contentInset.top),
                                            animated: true)
            }
        }

        let strokeStartAnimation = CABasicAnimation(keyPath: "strokeStart")
        strokeStartAnimation.fromValue = -0.5
        strokeStartAnimation.toValue = 1.0
        let strokeEndAnimation = CABasicAnimation(keyPath: "strokeEnd")
        strokeEndAnimation.fromValue = 0.0
        strokeEndAnimation.toValue = 1.0
        let strokeAnimationGroup = CAAnimationGroup()
        strokeAnimationGroup.duration = Self.cycleDuration
        strokeAnimationGroup.repeatDuration = Self.repeatDuration
        strokeAnimationGroup.animations = [strokeStartAnimation, strokeEndAnimation]
        ovalShapeLayer.add(strokeAnimationGroup, forKey: "stroke")

        let flightAnimation = CAKeyframeAnimation(keyPath: "position")
        flightAnimation.path = ovalShapeLayer.path
        flightAnimation.calculationMode = .paced
        let airplaneOrientationAnimation = CABasicAnimation(keyPath: "transform.rotation")
        airplaneOrientationAnimation.fromValue = 0
        airplaneOrientationAnimation.toValue = 2.0 * Double.pi
        let flightAnimationGroup = CAAnimationGroup()
        flightAnimationGroup.duration = Self.cycleDuration
        flightAnimationGroup.repeatDuration = Self.repeatDuration
        flightAnimationGroup.animations = [flightAnimation, airplaneOrientationAnimation]
        airplaneLayer.add(flightAnimationGroup, forKey: "flight")
    }

    /// Ends the refresh: the content scrolls back over the header.
    func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView else { return }
        scrollView.contentInset.top -= frame.size.height
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.contentInset.top),
                                    animated: true)
    }

    /// Back to the resting header: no animation, an empty ring, no plane.
    func reset() {
        if isRefreshing, let scrollView { scrollView.contentInset.top -= frame.size.height }
        isRefreshing = false
        ovalShapeLayer.removeAllAnimations()
        airplaneLayer.removeAllAnimations()
        redraw(from: 0)
    }
}
