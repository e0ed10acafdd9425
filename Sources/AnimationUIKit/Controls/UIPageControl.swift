import Foundation

/// A row of dots, one per page, with the current page's dot highlighted.
///
///     let dots = UIPageControl(frame: CGRect(x: 0, y: 560, width: 320, height: 26))
///     dots.numberOfPages = 4
///     dots.addTarget(for: .valueChanged) { (c: UIPageControl) in scroll(to: c.currentPage) }
///
/// A release inside the control left of the current dot goes one page back, right of it one
/// page on, and sends `.valueChanged` (after `UIControl`'s touch events) when the page changed,
/// as UIKit's page control does. Setting `currentPage` clamps it to the pages and sends nothing.
/// With `hidesForSinglePage` and one page (or none), no dot is drawn.
///
/// Differences from UIKit: no scrubbing along the dots, background styles or per-page images;
/// the dots are 8 pt on a 16 pt pitch, grey with the current one dark.
open class UIPageControl: UIControl {
    /// How many dots (0 by default; negative values become 0).
    open var numberOfPages: Int = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuildDots()
        }
    }
    /// The page shown, 0…numberOfPages − 1.
    open var currentPage: Int = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            colorDots()
        }
    }
    /// Hide the dots when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { colorDots() } }
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor? = UIColor(white: 0.75, alpha: 1) { didSet { colorDots() } }
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor? = UIColor(white: 0.25, alpha: 1) { didSet { colorDots() } }

    static let dotDiameter: CGFloat = 8
    static let pitch: CGFloat = 16
    private(set) var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect { didSet { layoutDots() } }
    open override var bounds: CGRect { didSet { layoutDots() } }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.pitch, height: 26)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let location = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard wasTracking, isEnabled, numberOfPages > 1, let p = location, bounds.contains(p) else { return }
        let currentX = dotCentreX(currentPage)
        let target = p.x < currentX ? currentPage - 1 : (p.x > currentX ? currentPage + 1 : currentPage)
        let before = currentPage
        currentPage = target
        if currentPage != before { sendActions(for: .valueChanged) }
    }

    /// The x of dot `page`'s centre in the bounds: the row is centred.
    func dotCentreX(_ page: Int) -> CGFloat {
        let width = CGFloat(numberOfPages) * Self.pitch
        return bounds.midX - width / 2 + (CGFloat(page) + 0.5) * Self.pitch
    }

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = UIView(frame: .zero)
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            dots.append(dot)
        }
        layoutDots()
    }

    private func layoutDots() {
        let d = Self.dotDiameter
        for (i, dot) in dots.enumerated() {
            dot.frame = CGRect(x: dotCentreX(i) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        }
        colorDots()
    }

    private func colorDots() {
        let hidden = hidesForSinglePage && numberOfPages <= 1
        for (i, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.backgroundColor = i == currentPage ? (currentPageIndicatorTintColor ?? .darkGray)
                                                   : (pageIndicatorTintColor ?? .lightGray)
        }
    }
}
