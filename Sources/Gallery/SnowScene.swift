import AnimationUIKit
import Foundation

/// Snow falling over a dark blue sky, from a `CAEmitterLayer` (the tutorial's section 25).
///
/// The emitter is a 50 pt high rectangle (`emitterShape = .rectangle`) spanning the width just
/// above the scene (frame y −70),
/// emitting from its whole area. Each flake image gets one cell with the document's parameters:
/// 50 births per second, 3.5 ± 1 s lifetime, speed 20 ± 200 pt/s towards −π ± π/2, accelerated
/// by (10, 70) pt/s², tinted (0.9, 1, 1) ± 0.1 per channel, scale 0.8 ± 0.8 shrinking 0.15 per
/// second, alpha 1 ± 0.75 fading 0.15 per second. The seed is fixed, so the snow is the same
/// on every run.
///
/// A fresh emitter is made on each start with its `beginTime` one longest lifetime (4.5 s) in
/// the past, as iOS apps prewarm an emitter: the first frame already shows snow falling over
/// the whole sky, as a scene shown mid-run should (a tile scrolled into view is never empty).
/// Stopping sets the emitter's `birthRate` to 0; the scene is `stopping` until the last flake
/// can have lived its longest lifetime, then `stopped`.
public final class SnowScene: SceneController, CatalogScene {
    /// The catalogue entry: `snow`, "Snow", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "snow", title: "Snow", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .snow, section: "§25",
            summary: "Snowflakes of three sizes drift down from an emitter rectangle above the screen.",
            techniques: ["CAEmitterLayer", "CAEmitterCell", "birthRate / lifetime / velocity",
                         "emitterShape .rectangle", "beginTime in the past (prewarm)"]))
    /// The layer the scene builds its tree in, at the design size.
    public let rootLayer = CALayer()

    /// The seed of every emitter this scene makes.
    static let seed: UInt32 = 2_024
    /// A particle's longest life: the cells' lifetime plus its range.
    static let longestLifetime: CFTimeInterval = 3.5 + 1.0
    static let timerKey = "snow-has-settled"

    let skyLayer = CAGradientLayer()
    /// The emitter of the current run (nil before the first start).
    private(set) var emitter: CAEmitterLayer?
    /// The part of the scene the host shows: the design rectangle, or more sky in a larger window.
    private(set) var visibleArea = CGRect(origin: .zero, size: SnowScene.metadata.designSize)

    /// The scene at rest: an empty sky (the emitter is made when the scene starts).
    public override init() {
        rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootLayer.backgroundColor = CGColor(red: 0.03, green: 0.06, blue: 0.2, alpha: 1)
        rootLayer.masksToBounds = true
        rootLayer.name = "snow"
        skyLayer.frame = rootLayer.bounds
        skyLayer.colors = [CGColor(red: 0.02, green: 0.04, blue: 0.16, alpha: 1),
                           CGColor(red: 0.08, green: 0.17, blue: 0.4, alpha: 1)]
        rootLayer.addSublayer(skyLayer)
    }

    /// One emitter cell for `image`, with the tutorial's parameters.
    static func makeCell(image: CGImage) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = image
        cell.birthRate = 50
        cell.lifetime = 3.5
        cell.lifetimeRange = 1.0
        cell.velocity = 20
        cell.velocityRange = 200
        cell.emissionLongitude = -.pi
        cell.emissionRange = .pi * 0.5
        cell.xAcceleration = 10
        cell.yAcceleration = 70
        cell.color = UIColor(red: 0.9, green: 1.0, blue: 1.0, alpha: 1.0).cgColor
        cell.redRange = 0.1
        cell.greenRange = 0.1
        cell.blueRange = 0.1
        cell.scale = 0.8
        cell.scaleRange = 0.8
        cell.scaleSpeed = -0.15
        cell.alphaRange = 0.75
        cell.alphaSpeed = -0.15
        return cell
    }

    /// The emitter: a rectangle just above the scene, as wide as it.
    func makeEmitter() -> CAEmitterLayer {
        let e = CAEmitterLayer()
        place(e)
        e.name = "snow-emitter"
        e.emitterShape = .rectangle
        e.seed = Self.seed
        e.emitterCells = SnowflakeImages.all.map(Self.makeCell(image:))
        return e
    }

    /// The emitter 70 points above the visible area's top, as wide as it and as dense per point
    /// of width as over the design width (its `birthRate` scales the cells' rates).
    private func place(_ e: CAEmitterLayer) {
        let design = Self.metadata.designSize
        let rect = CGRect(x: visibleArea.minX, y: visibleArea.minY - 70, width: visibleArea.width, height: 50)
        e.frame = rect
        e.emitterPosition = CGPoint(x: rect.width / 2, y: rect.height / 2)
        e.emitterSize = rect.size
        if visibleArea.size != design, e.birthRate != 0 { e.birthRate = Float(visibleArea.width / design.width) }
    }

    /// In a larger host the sky and the snow reach its edges, as on a larger screen.
    public func layOut(visibleArea area: CGRect) {
        let design = CGRect(origin: .zero, size: Self.metadata.designSize)
        let shown = area.standardized.union(design)
        guard shown.width.isFinite, shown.height.isFinite, shown != visibleArea else { return }
        visibleArea = shown
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.masksToBounds = shown == design
        skyLayer.frame = shown
        if let emitter { place(emitter) }
        CATransaction.commit()
    }

    public override func play(from previous: SceneState) {
        emitter?.removeFromSuperlayer()
        let e = makeEmitter()
        // The emitter simulates from its local time 0: put that a longest lifetime ago, so the
        // sky is already full of snow in the first frame.
        e.beginTime = rootLayer.convertTime(CACurrentMediaTime(), from: nil) - Self.longestLifetime
        rootLayer.addSublayer(e)
        emitter = e
    }

    public override func beginStopping() {
        // A running scene always has its emitter.
        guard let e = emitter else { return finishStopping() }
        e.birthRate = 0
        LayerScheduling.after(Self.longestLifetime, on: e, key: Self.timerKey, inThisRun { $0.finishStopping() })
    }

    public override func reset() {
        emitter?.removeAllAnimations()
        emitter?.removeFromSuperlayer()
        emitter = nil
    }
}
