import AnimationUIKit
import Foundation

/// The lock screen's "slide to unlock" shine: a left-to-right `CAGradientLayer` of seven
/// colours (white, green, orange, yellow, cyan, red, white) seen through the text
/// "> Slide to unlock", which is the gradient's mask, on black.
///
/// From the tutorial's section 18: the gradient's `locations` animate from
/// [0, 0, 0, 0, 0, 0, 0.25] to [0.65, 0.75, 0.8, 0.85, 0.9, 0.95, 1] in 3 s, repeating forever.
/// The gradient is three times as wide as the text and centred on it, so the coloured band
/// enters from the left, crosses the text and leaves it white again before the next cycle.
///
/// Stopping lets the current 3 s sweep finish, then `stopped`.
public final class GradientScene: CatalogScene {
    public static let metadata = SceneMetadata(
        identifier: "gradient", title: "Gradient", designSize: CGSize(width: 360, height: 120),
        info: SceneInfo(
            group: .gradient, section: "§18", summary: "\"Slide to unlock\": a highlight sweeps across text masked from a gradient.",
            techniques: ["CAGradientLayer", "CABasicAnimation(keyPath: \"locations\")", "CALayer.mask", "CATextLayer"]))
    public let rootLayer = CALayer()
    public private(set) var state: SceneState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }
    public var onStateChange: ((SceneState) -> Void)?

    /// One sweep of the colours across the text.
    static let sweepDuration: CFTimeInterval = 3.0
    /// The animation's start and end `locations` (one per colour).
    static let fromLocations: [Double] = [0, 0, 0, 0, 0, 0, 0.25]
    static let toLocations: [Double] = [0.65, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0]
    static let text = "> Slide to unlock"
    static let fontSize: CGFloat = 30
    static let animationKey = "locations"

    /// The colours, left to right.
    static var colors: [CGColor] {
        [UIColor.white, .green, .orange, .yellow, .cyan, .red, .white].map(\.cgColor)
    }

    let gradientLayer = CAGradientLayer()
    /// The text, used as the gradient's mask.
    let textLayer = CATextLayer()

    /// The scene at rest: white text on black, the gradient on its first frame.
    public init() {
        rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootLayer.backgroundColor = .black
        rootLayer.masksToBounds = true
        rootLayer.name = "gradient"

        let w = Self.metadata.designSize.width, h = Self.metadata.designSize.height
        gradientLayer.frame = CGRect(x: -w, y: 0, width: 3 * w, height: h)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        gradientLayer.colors = Self.colors
        // At rest the gradient shows the animation's first frame (plain white over the text).
        gradientLayer.locations = Self.fromLocations.map { NSNumber(value: $0) }
        rootLayer.addSublayer(gradientLayer)

        textLayer.string = Self.text
        textLayer.fontSize = Self.fontSize
        textLayer.alignmentMode = .center
        textLayer.foregroundColor = .white
        textLayer.contentsScale = 2
        let textHeight = textLayer.preferredFrameSize().height
        // The mask lives in the gradient's space: the middle third is what the scene shows.
        textLayer.frame = CGRect(x: w, y: (h - textHeight) / 2, width: w, height: textHeight)
        gradientLayer.mask = textLayer
    }

    public func start() {
        guard state == .idle || state == .stopped else { return }
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = Self.fromLocations
        sweep.toValue = Self.toLocations
        sweep.duration = Self.sweepDuration
        sweep.repeatCount = .infinity
        gradientLayer.add(sweep, forKey: Self.animationKey)
        state = .running
    }

    public func stop() {
        guard state == .running else { return }
        state = .stopping
        let found = LayerScheduling.finishCurrentCycle(
            of: Self.animationKey, on: gradientLayer, cycle: Self.sweepDuration, motion: Self.sweepDuration
        ) { [weak self] in
            guard let self, self.state == .stopping else { return }
            self.state = .stopped
        }
        if !found { state = .stopped }
    }

    public func restart() {
        gradientLayer.removeAllAnimations()
        state = .idle
        start()
    }
}
