import AnimationCore
import Foundation

/// A small loading indicator: a drop-shaped icon bounces down and up, turning half a turn on
/// every rise, while the ten characters of "Loading..." drop in and fade in from left to right.
///
/// Layout and timings follow the bouncing-loader document: the icon (18 × 20) sits at y 12 and
/// falls to y 43 in 0.4 s (ease in), rises back in 0.4 s (ease out) while turning 180°; two
/// bounces make a full turn, and both are one `CAAnimationGroup` of 1.6 + 0.05 s repeating
/// forever (a group per half turn would snap back to 0° on each repeat, because a filled
/// animation never changes the model value). Each character is its own `CATextLayer` (14 pt,
/// width from `preferredFrameSize()`) with a group of the same 1.65 s: a 0.15 s ease-in drop
/// from y 61 and a 0.25 s ease-out fade-in, begun 0.1 s × its index into the cycle.
///
/// Stopping lets the current cycle end (icon back on top, letters gone), then `stopped`.
public final class BouncingLoaderScene: SceneController, CatalogScene {
    /// The catalogue entry: `bouncing-loader`, "Bouncing loader", 120 × 90 points.
    public static let metadata = SceneMetadata(
        identifier: "bouncing-loader", title: "Bouncing loader", designSize: CGSize(width: 120, height: 90),
        info: SceneInfo(
            group: .loadingIndicator,
            summary: "An icon bounces and turns while \"Loading...\" drops in letter by letter.",
            techniques: ["CAAnimationGroup", "CAMediaTimingFunctionName.easeIn / .easeOut", "fillMode", "CATextLayer"]))
    /// The layer the scene builds its tree in, at the design size.
    public let rootLayer = CALayer()

    // MARK: Timings and layout (from the document)

    /// One fall or one rise of the icon.
    static let moveDuration: CFTimeInterval = 0.4
    /// Two bounces (1.6 s) plus a short rest: the length of every group.
    static let cycleDuration: CFTimeInterval = 1.6 + 0.05
    /// A character's fade-in.
    static let letterFadeDuration: CFTimeInterval = 0.25
    /// A character's drop.
    static let letterDropDuration: CFTimeInterval = 0.15
    /// How much later each character starts than the one on its left.
    static let letterStagger: CFTimeInterval = 0.1
    /// The icon's centre at the top and at the bottom of a bounce, in the loader's space.
    static let iconTop = CGPoint(x: 34, y: 12)
    static let iconBottom = CGPoint(x: 34, y: 43)
    /// The characters' resting centre line and the line they drop from.
    static let letterRestY: CGFloat = 62.5
    static let letterStartY: CGFloat = 61
    static let text = "Loading..."
    static let fontSize: CGFloat = 14

    static let iconKey = "bounce"
    static let letterKey = "appear"

    /// The loader itself (68 × 72, the document's coordinate space), centred in the scene.
    let loaderLayer = CALayer()
    let iconLayer: CAShapeLayer
    /// One layer per character of `text`, left to right.
    let letterLayers: [CATextLayer]

    /// A loader in white (the document's default tint) on a dark background.
    public override convenience init() { self.init(tint: .white) }

    /// A loader in `tint`.
    public init(tint: CGColor) {
        rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootLayer.backgroundColor = CGColor(red: 0.11, green: 0.12, blue: 0.16, alpha: 1)
        rootLayer.name = "bouncing-loader"
        loaderLayer.bounds = CGRect(x: 0, y: 0, width: 68, height: 72)
        loaderLayer.position = CGPoint(x: Self.metadata.designSize.width / 2, y: Self.metadata.designSize.height / 2)
        rootLayer.addSublayer(loaderLayer)

        iconLayer = LoaderIcon.makeLayer(color: tint)
        iconLayer.position = Self.iconTop
        loaderLayer.addSublayer(iconLayer)

        // Measure each character, then centre the whole word under the icon.
        var letters: [CATextLayer] = []
        var widths: [CGFloat] = []
        for ch in Self.text {
            let layer = CATextLayer()
            layer.string = String(ch)
            layer.fontSize = Self.fontSize
            layer.foregroundColor = tint
            layer.alignmentMode = .center
            layer.contentsScale = 2
            layer.opacity = 0
            let size = layer.preferredFrameSize()
            layer.bounds = CGRect(origin: .zero, size: size)
            widths.append(size.width)
            letters.append(layer)
        }
        var x = Self.iconTop.x - widths.reduce(0, +) / 2
        for (layer, w) in zip(letters, widths) {
            layer.position = CGPoint(x: x + w / 2, y: Self.letterRestY)
            x += w
            loaderLayer.addSublayer(layer)
        }
        letterLayers = letters
    }

    public override func play(from previous: SceneState) {
        // One shared begin time keeps the letters and the icon in step.
        let begin = LayerScheduling.now(in: iconLayer)
        let bounce = iconAnimation()
        bounce.beginTime = begin
        iconLayer.add(bounce, forKey: Self.iconKey)
        for (index, letter) in letterLayers.enumerated() {
            let appear = letterAnimation(for: letter, delay: Self.letterStagger * Double(index))
            appear.beginTime = begin
            letter.add(appear, forKey: Self.letterKey)
        }
    }

    public override func beginStopping() {
        let cycle = Self.cycleDuration
        for letter in letterLayers {
            LayerScheduling.finishCurrentCycle(of: Self.letterKey, on: letter, cycle: cycle, motion: cycle)
        }
        let found = LayerScheduling.finishCurrentCycle(of: Self.iconKey, on: iconLayer, cycle: cycle, motion: cycle,
                                                       completion: inThisRun { $0.finishStopping() })
        if !found { finishStopping() }
    }

    public override func reset() {
        iconLayer.removeAllAnimations()
        letterLayers.forEach { $0.removeAllAnimations() }
    }

    // MARK: Animations

    /// Two bounces and a full turn, as one repeating group.
    func iconAnimation() -> CAAnimationGroup {
        let d = Self.moveDuration
        func move(_ from: CGPoint, _ to: CGPoint, at begin: CFTimeInterval,
                  _ curve: CAMediaTimingFunctionName) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = NSValue(cgPoint: from)
            a.toValue = NSValue(cgPoint: to)
            a.beginTime = begin
            a.duration = d
            a.timingFunction = CAMediaTimingFunction(name: curve)
            return a
        }
        func halfTurn(from: Double, at begin: CFTimeInterval) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "transform.rotation.z")
            a.fromValue = from
            a.toValue = from + Double.pi
            a.beginTime = begin
            a.duration = d
            a.timingFunction = CAMediaTimingFunction(name: .easeOut)
            // Holds the angle until the group's cycle ends (or the next half turn takes over).
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            return a
        }
        let top = Self.iconTop, bottom = Self.iconBottom
        let group = CAAnimationGroup()
        group.animations = [
            move(top, bottom, at: 0, .easeIn),
            move(bottom, top, at: d, .easeOut),
            halfTurn(from: 0, at: d),
            move(top, bottom, at: 2 * d, .easeIn),
            move(bottom, top, at: 3 * d, .easeOut),
            halfTurn(from: Double.pi, at: 3 * d),
        ]
        group.duration = Self.cycleDuration
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        return group
    }

    /// A character's drop and fade-in, `delay` seconds into each cycle.
    func letterAnimation(for letter: CALayer, delay: CFTimeInterval) -> CAAnimationGroup {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.beginTime = delay
        fade.duration = Self.letterFadeDuration
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false

        let drop = CABasicAnimation(keyPath: "position")
        drop.fromValue = NSValue(cgPoint: CGPoint(x: letter.position.x, y: Self.letterStartY))
        drop.toValue = NSValue(cgPoint: letter.position)
        drop.beginTime = delay
        drop.duration = Self.letterDropDuration
        drop.timingFunction = CAMediaTimingFunction(name: .easeIn)
        drop.fillMode = .forwards
        drop.isRemovedOnCompletion = false

        let group = CAAnimationGroup()
        group.animations = [fade, drop]
        group.duration = Self.cycleDuration
        group.repeatCount = .infinity
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        return group
    }
}
