import AnimationUIKit
import Foundation

/// A view backed by a `CAShapeLayer` (the talk's `layerClass` override), stroking a star.
final class StarStrokeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    /// A star filling `frame`, stroked `lineWidth` wide, trimmed to `strokeStart`…`strokeEnd`.
    required init?(coder: NSCoder) { super.init(coder: coder) }

    init(frame: CGRect, lineWidth: CGFloat, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1) {
        super.init(frame: frame)
        shapeLayer.path = Self.starPath(in: bounds.insetBy(dx: lineWidth, dy: lineWidth))
        shapeLayer.strokeColor = UIColor(red: 1, green: 0.62, blue: 0.18, alpha: 1).cgColor
        shapeLayer.fillColor = nil
        shapeLayer.lineWidth = lineWidth
        shapeLayer.lineCap = .round
        shapeLayer.lineJoin = .round
        shapeLayer.strokeStart = strokeStart
        shapeLayer.strokeEnd = strokeEnd
    }

    /// A five-pointed star inscribed in `rect`, starting at its top point and going clockwise.
    static func starPath(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let c = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        for i in 0...10 {
            let r = i % 2 == 0 ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let p = CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
            i == 0 ? path.move(to: p) : path.addLine(to: p)
        }
        path.closeSubpath()
        return path
    }
}

/// The WWDC talk's shape layers: a view whose backing layer is a `CAShapeLayer`, drawing part of
/// its path through `strokeStart` and `strokeEnd`.
///
/// From wwdc-interactions.md §3 (which gives no timings; these are ours):
/// 1. The big star draws itself: `strokeEnd` 0 → 1 in `drawDuration` (ease in-out).
/// 2. It holds for `holdDuration`, then erases from its start: `strokeStart` 0 → 1 in
///    `drawDuration` (ease in-out), kept at 1 by a forwards fill until the cycle ends.
/// 3. The cycle (`cycleDuration`, 4 s) repeats forever: one `CAAnimationGroup`.
/// Below it, three small stars hold fixed trims, labelled, to show what the two values mean.
/// Stopping lets the current draw or erase finish; the star then rests whole.
public final class StrokeScene: SceneController, CatalogScene {
    /// The catalogue entry: `wwdc-shape-layers`, "Stroke start and end", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "wwdc-shape-layers", title: "Stroke start and end", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .wwdc, section: "§3",
            summary: "A view backed by a CAShapeLayer draws and erases its path with strokeEnd and strokeStart.",
            techniques: ["layerClass", "CAShapeLayer", "strokeStart", "strokeEnd", "CAAnimationGroup"]))
    /// The root view's layer, which holds the whole scene.
    public var rootLayer: CALayer { rootView.layer }
    /// 2.5: the scene is shown at most 2.5 times its design size (the default is 4).
    public var maximumScale: CGFloat { 2.5 }

    /// How long the big star takes to draw itself, and to erase itself, in seconds.
    public static let drawDuration: CFTimeInterval = 1.5
    /// How long the drawn star holds before it erases, in seconds.
    public static let holdDuration: CFTimeInterval = 0.5
    /// The length of one draw–hold–erase cycle, pause included, in seconds.
    public static let cycleDuration: CFTimeInterval = 4
    /// The small stars' fixed (strokeStart, strokeEnd).
    public static let samples: [(start: CGFloat, end: CGFloat)] = [(0, 0.5), (0.25, 0.75), (0.5, 1)]
    static let animationKey = "stroke"

    let rootView: UIView
    let star: StarStrokeView
    let sampleStars: [StarStrokeView]

    /// The scene at rest: every star as its trim says, the big one whole.
    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootView = UIView(frame: bounds)
        rootView.backgroundColor = UIColor(red: 0.09, green: 0.10, blue: 0.16, alpha: 1)
        rootView.clipsToBounds = true
        rootView.layer.name = "wwdc-shape-layers"
        star = StarStrokeView(frame: CGRect(x: 50, y: 50, width: 220, height: 220), lineWidth: 9)
        rootView.addSubview(star)
        var samples: [StarStrokeView] = []
        for (i, trim) in Self.samples.enumerated() {
            let x = 20 + CGFloat(i) * 100
            let small = StarStrokeView(frame: CGRect(x: x, y: 330, width: 80, height: 80), lineWidth: 4,
                                       strokeStart: trim.start, strokeEnd: trim.end)
            rootView.addSubview(small)
            samples.append(small)
            let label = "\(SceneText.decimal(trim.start)) – \(SceneText.decimal(trim.end))"
            rootView.layer.addSublayer(SceneText.layer(label, size: 12, color: UIColor(white: 0.8, alpha: 1),
                                                       frame: CGRect(x: x - 10, y: 416, width: 100, height: 18),
                                                       alignment: .center))
        }
        sampleStars = samples
        rootView.layer.addSublayer(SceneText.layer("strokeStart – strokeEnd", size: 12,
                                                   color: UIColor(white: 0.6, alpha: 1),
                                                   frame: CGRect(x: 0, y: 300, width: 320, height: 18),
                                                   alignment: .center))
    }

    public override func play(from previous: SceneState) {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0.0
        draw.toValue = 1.0
        draw.duration = Self.drawDuration
        draw.timingFunction = ease
        let erase = CABasicAnimation(keyPath: "strokeStart")
        erase.fromValue = 0.0
        erase.toValue = 1.0
        erase.beginTime = Self.drawDuration + Self.holdDuration
        erase.duration = Self.drawDuration
        erase.timingFunction = ease
        erase.fillMode = .forwards
        let cycle = CAAnimationGroup()
        cycle.animations = [draw, erase]
        cycle.duration = Self.cycleDuration
        cycle.repeatCount = .infinity
        star.layer.add(cycle, forKey: Self.animationKey)
    }

    public override func beginStopping() {
        let found = LayerScheduling.finishCurrentCycle(
            of: Self.animationKey, on: star.layer, cycle: Self.cycleDuration,
            motion: 2 * Self.drawDuration + Self.holdDuration, completion: inThisRun { $0.finishStopping() })
        if !found { finishStopping() }
    }

    public override func reset() {
        star.layer.removeAllAnimations()
    }
}
