import Foundation

/// The spinning wheel of spokes that says "busy".
///
///     let spinner = UIActivityIndicatorView(style: .large)
///     spinner.center = view.center
///     view.addSubview(spinner)
///     spinner.startAnimating()
///
/// Eight spokes, each fainter than the one before, turn one spoke's step (45°) at a time, a full
/// turn a second, as UIKit's indicator does: a discrete `CAKeyframeAnimation` on the spoke
/// wheel's `transform.rotation.z`, in layer time (so it follows the scene's speed). While
/// stopped, the indicator is hidden when `hidesWhenStopped` (true by default) and otherwise
/// shows the spokes still. Its size follows the style: 20 pt for `.medium`, 37 pt for `.large`.
///
/// Differences from UIKit: the spokes are drawn plainly (rounded bars), grey by default
/// (`color`); the deprecated styles map to `.medium` (`.white`, `.gray`) and `.large`
/// (`.whiteLarge`), `.white` and `.whiteLarge` in white.
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and colour.
    public enum Style: Int, Sendable {
        case whiteLarge, white, gray, medium, large
    }

    /// The style; changing it resizes the indicator about its centre.
    open var style: Style = .medium { didSet { applyStyle() } }
    /// The spokes' colour (grey; white for the white styles).
    open var color: UIColor! = .systemGray { didSet { colorSpokes() } }
    /// Hide the indicator while it is stopped (true by default).
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false

    static let spokeCount = 8
    static let spinKey = "UIActivityIndicatorViewSpin"
    let wheel = UIView(frame: .zero)
    private var spokes: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        wheel.isUserInteractionEnabled = false
        addSubview(wheel)
        for _ in 0..<Self.spokeCount {
            let spoke = UIView(frame: .zero)
            spoke.isUserInteractionEnabled = false
            wheel.addSubview(spoke)
            spokes.append(spoke)
        }
        isHidden = true
        applyStyle()
    }

    /// An indicator of `style`, stopped (and so hidden).
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        applyStyle()   // an initializer's own assignment does not run `didSet`
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    /// The side of the square the style draws in.
    public var sideLength: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    /// Shows the indicator and starts the spokes turning.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { Double($0) * 2 * Double.pi / Double(Self.spokeCount) }
        spin.keyTimes = (0..<Self.spokeCount).map { NSNumber(value: Double($0) / Double(Self.spokeCount)) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        wheel.layer.add(spin, forKey: Self.spinKey)
    }

    /// Stops the spokes (hiding the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        isAnimating = false
        wheel.layer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    private func applyStyle() {
        let side = sideLength
        let c = center
        bounds = CGRect(x: 0, y: 0, width: side, height: side)
        center = c
        if style == .white || style == .whiteLarge { color = .white }
        wheel.frame = bounds
        let length = side * 0.28, width = max(side * 0.09, 2)
        for (i, spoke) in spokes.enumerated() {
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(Self.spokeCount)
            let r = side / 2 - length / 2
            spoke.center = CGPoint(x: side / 2 + r * sin(angle), y: side / 2 - r * cos(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
        colorSpokes()
    }

    private func colorSpokes() {
        for (i, spoke) in spokes.enumerated() {
            // The leading spoke (at the top) is darkest; the ones behind it fade.
            spoke.backgroundColor = color ?? .systemGray
            spoke.alpha = 1 - 0.85 * CGFloat((Self.spokeCount - i) % Self.spokeCount) / CGFloat(Self.spokeCount)
        }
    }
}
