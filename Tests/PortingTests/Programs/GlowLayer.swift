import AnimationCore

/// A layer subclass with its own property, written the way iOS requires: `init(layer:)` copies
/// the property into presentation layers, and the class names its default and redraw keys.
final class GlowLayer: CALayer {
    var glowIntensity: CGFloat = 0.5
    var style = "soft"

    override init() {
        super.init()
        cornerRadius = 8
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? GlowLayer {
            glowIntensity = other.glowIntensity
            style = other.style
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "glowIntensity" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "glowIntensity" ? CGFloat(0.5) : super.defaultValue(forKey: key)
    }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        anim.setValue(style, forKey: "style")
        super.add(anim, forKey: key)
    }
}
