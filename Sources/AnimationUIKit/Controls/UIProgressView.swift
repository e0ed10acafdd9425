import Foundation

/// A bar that fills from the left to show how far a task has gone.
///
///     let download = UIProgressView(progressViewStyle: .default)
///     download.frame = CGRect(x: 20, y: 100, width: 280, height: 4)
///     download.setProgress(0.6, animated: true)
///
/// `progress` runs from 0 to 1 (values outside are clamped; non-finite ones are ignored with a
/// diagnostic); the filled part is `progress` of the width. `setProgress(_:animated: true)`
/// grows or shrinks the fill in 0.25 s, ease in-out, through a `UIView` animation, so reading
/// the fill's presentation layer shows it in between. It is not a control: it sends no events.
///
/// Differences from UIKit: no progress or track images and no `observedProgress`; the track is
/// light grey and the fill system blue, with rounded ends for `.default` and square ones for `.bar`.
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// A rounded bar.
        case `default`
        /// A square-ended bar, as in a toolbar.
        case bar
    }

    /// The look of the bar (`.default` unless given to `init(progressViewStyle:)`).
    open var progressViewStyle: Style = .default { didSet { layoutFill() } }
    /// How far the task has gone, 0…1.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill's colour (system blue by default).
    open var progressTintColor: UIColor? = .systemBlue { didSet { layoutFill() } }
    /// The track's colour (light grey by default).
    open var trackTintColor: UIColor? = UIColor(white: 0.88, alpha: 1) { didSet { layoutFill() } }

    private var storedProgress: Float = 0
    let fill = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        layoutFill()
    }

    /// A bar of `style`, 4 pt high with no width until given a frame.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
        progressViewStyle = style
        layoutFill()   // an initializer's own assignment does not run `didSet`
    }

    /// Archives are not supported: always nil (declared so subclasses keep UIKit's initializers).
    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect { didSet { layoutFill() } }
    open override var bounds: CGRect { didSet { layoutFill() } }

    /// Sets `progress` (clamped to 0…1), animating the fill in 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            CADiagnostics.report("UIProgressView.setProgress: \(progress) is not finite; "
                                 + "progress stays \(storedProgress)")
            return
        }
        storedProgress = min(max(progress, 0), 1)
        if animated { UIView.animate(withDuration: 0.25) { self.layoutFill() } } else { layoutFill() }
    }

    private func layoutFill() {
        backgroundColor = trackTintColor ?? UIColor(white: 0.88, alpha: 1)
        fill.backgroundColor = progressTintColor ?? .systemBlue
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        fill.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(storedProgress),
                            height: bounds.height)
    }
}
