import Foundation

/// A view that shows an image (its layer's `contents`), or plays a sequence of images.
///
///     penguin.animationImages = walkFrames
///     penguin.animationDuration = 0.8
///     penguin.startAnimating()
///
/// `contentMode` maps to the layer's `contentsGravity` (`.scaleToFill` → `.resize`,
/// `.scaleAspectFit` → `.resizeAspect`, `.scaleAspectFill` → `.resizeAspectFill`, `.center`,
/// `.top`… to the matching gravity). Frame animation is a `CAKeyframeAnimation` on `contents`
/// (key `"UIImageViewAnimation"`) with `.discrete` calculation: image i of n shows from
/// i/n to (i + 1)/n of `animationDuration` (0 means n/30 s, as in UIKit), repeated
/// `animationRepeatCount` times (0 = forever). It runs in the layer's time, so the layer
/// hierarchy's `speed` slows it and pausing it holds the current image. When a finite run
/// ends, `image` shows again and `isAnimating` turns false on that tick.
///
/// Differences from UIKit: `highlightedImage`, `animationImages` for the highlighted state,
/// symbol images and tint colour are not offered; `image`'s `scale` is ignored for layout.
open class UIImageView: UIView {
    /// How content fills the bounds (UIKit's `UIView.ContentMode`, kept on `UIImageView` here).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    static let animationKey = "UIImageViewAnimation"

    private var interactionEnabled = false
    /// False by default, as in UIKit: touches pass through to the view behind (set it to true
    /// for a gesture recognizer on this view to see them).
    open override var isUserInteractionEnabled: Bool {
        get { interactionEnabled }
        set { interactionEnabled = newValue }
    }

    /// The image shown when not animating.
    open var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }

    /// How the image fills the bounds (`.scaleToFill` by default).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = Self.gravity(contentMode) }
    }

    /// The images of the frame animation.
    open var animationImages: [UIImage]?
    /// One cycle's length in seconds; 0 (the default) means `animationImages.count / 30`.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play; 0 (the default) repeats forever.
    open var animationRepeatCount: Int = 0

    /// A view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image?.cgImage
    }

    /// True while the frame animation runs.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }

    /// Starts the frame animation from its first image (restarts it when running).
    /// Does nothing, with a diagnostic, when `animationImages` holds no image.
    open func startAnimating() {
        let frames = (animationImages ?? []).compactMap(\.cgImage)
        guard !frames.isEmpty else {
            CADiagnostics.report("UIImageView.startAnimating: animationImages is empty; nothing to play")
            return
        }
        let n = frames.count
        var duration = animationDuration
        if !(duration.isFinite && duration > 0) { duration = Double(n) / 30 }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.keyTimes = (0..<n).map { NSNumber(value: Double($0) / Double(n)) }
        animation.calculationMode = .discrete
        animation.duration = duration
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops the frame animation; `image` shows again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// The image size (zero without an image).
    open var intrinsicContentSize: CGSize { image?.size ?? .zero }

    static func gravity(_ mode: ContentMode) -> CALayerContentsGravity {
        switch mode {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
