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
/// Before the sweep starts (and again once it has stopped) the gradient rests on the
/// document's initial `locations`, [0.25, 0.5, 0.75]. The document gives those three stops for
/// seven colours; Core Animation needs one location per colour, so the scene keeps the
/// document's three as the first, middle and last stops and spaces the other four evenly
/// between them (`initialLocations`, a choice): white up to a quarter of the gradient, the
/// colours across its middle half, white again from three quarters.
///
/// Stopping lets the current 3 s sweep finish, then `stopped`.
public final class GradientScene: SceneController, CatalogScene {
    /// The catalogue entry: `gradient`, "Gradient", 360 × 120 points.
    public static let metadata = SceneMetadata(
        identifier: "gradient", title: "Gradient", designSize: CGSize(width: 360, height: 120),
        info: SceneInfo(
            group: .gradient, section: "§18",
            summary: "\"Slide to unlock\": a highlight sweeps across text masked from a gradient.",
            techniques: ["CAGradientLayer", "CABasicAnimation(keyPath: \"locations\")", "CALayer.mask", "CATextLayer"]))
    /// The layer the scene builds its tree in, at the design size.
    public let rootLayer = CALayer()

    /// One sweep of the colours across the text.
    static let sweepDuration: CFTimeInterval = 3.0
    /// The animation's start and end `locations` (one per colour).
    static let fromLocations: [Double] = [0, 0, 0, 0, 0, 0, 0.25]
    static let toLocations: [Double] = [0.65, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0]
    /// The document's resting stops before the animation is added.
    static let documentLocations: [Double] = [0.25, 0.5, 0.75]
    /// The resting `locations`, one per colour: the document's three as the first, middle and
    /// last stops, the others evenly between them.
    static let initialLocations: [Double] = (0..<7).map { 0.25 + 0.5 * Double($0) / 6 }
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

    /// The scene at rest: the text on black, the gradient on its initial locations.
    public override init() {
        rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootLayer.backgroundColor = .black
        rootLayer.masksToBounds = true
        rootLayer.name = "gradient"

        let w = Self.metadata.designSize.width, h = Self.metadata.designSize.height
        gradientLayer.frame = CGRect(x: -w, y: 0, width: 3 * w, height: h)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        gradientLayer.colors = Self.colors
        gradientLayer.locations = Self.initialLocations.map { NSNumber(value: $0) }
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

    public override func play(from previous: SceneState) {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = Self.fromLocations
        sweep.toValue = Self.toLocations
        sweep.duration = Self.sweepDuration
        sweep.repeatCount = .infinity
        gradientLayer.add(sweep, forKey: Self.animationKey)
    }

    public override func beginStopping() {
        let found = LayerScheduling.finishCurrentCycle(
            of: Self.animationKey, on: gradientLayer, cycle: Self.sweepDuration, motion: Self.sweepDuration,
            completion: inThisRun { $0.finishStopping() })
        if !found { finishStopping() }
    }

    public override func reset() {
        gradientLayer.removeAllAnimations()
    }
}
