import AnimationUIKit
import Foundation

/// The WWDC talk's custom action: when a layer's opacity changes, it animates the opacity from
/// the presented value to the new one and, at the same time, the background colour to the hue
/// the new opacity names (`UIColor(hue: opacity, saturation: 1, brightness: 1, alpha: 1)`).
///
/// It reads `layer.opacity` as the new value, so it relies on Core Animation running actions
/// after the new value is stored (and `presentation()` still showing the old one).
final class HueAction: CAAction {
    /// Both animations' duration (the talk's value).
    static let duration: CFTimeInterval = 0.75
    /// The keys the two animations are added under (the talk's).
    static let colorKey = "bgColorAnim"
    static let opacityKey = "customKey"

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard event == "opacity", let layer = anObject as? CALayer else { return }
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.duration = Self.duration
        color.fromValue = layer.presentation()?.backgroundColor
        color.toValue = Self.color(forOpacity: layer.opacity)
        color.fillMode = .forwards
        color.isRemovedOnCompletion = false
        layer.add(color, forKey: Self.colorKey)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = Self.duration
        fade.fromValue = layer.presentation()?.opacity
        fade.toValue = layer.opacity
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: Self.opacityKey)
    }

    /// The colour an opacity stands for: that hue, fully saturated and bright.
    static func color(forOpacity opacity: Float) -> CGColor {
        UIColor(hue: CGFloat(opacity), saturation: 1, brightness: 1, alpha: 1).cgColor
    }
}

/// The talk's `CustomAnimationView`: backed by a `CAShapeLayer` that strokes its bounds in
/// purple, it answers `HueAction` for opacity changes and the usual view behaviour otherwise.
final class HueActionView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    /// The talk's `setup`: the bounds as a path, purple 6 pt stroke, no fill, round caps,
    /// bevel joins. The background starts at the colour of opacity 1 (red; the talk leaves it open).
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        shapeLayer.path = UIBezierPath(rect: bounds).cgPath
        shapeLayer.strokeColor = UIColor.purple.cgColor
        shapeLayer.lineWidth = 6
        shapeLayer.fillColor = nil
        shapeLayer.lineCap = .round
        shapeLayer.lineJoin = .bevel
        layer.backgroundColor = HueAction.color(forOpacity: 1)
    }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        event == "opacity" ? HueAction() : super.action(for: layer, forKey: event)
    }
}
