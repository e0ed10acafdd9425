import AnimationUIKit

/// A card that tilts in 3D towards the finger: perspective on the container's
/// `sublayerTransform` and the card's `transform.rotation.x` / `.y` set through key paths.
final class CardTilt3D: UIView {
    let card = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.sublayerTransform = perspective
        card.frame = bounds.insetBy(dx: 20, dy: 20)
        card.backgroundColor = UIColor.systemIndigo.cgColor
        layer.addSublayer(card)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func tilt(towards point: CGPoint) {
        let dx = (point.x - bounds.midX) / bounds.width
        let dy = (point.y - bounds.midY) / bounds.height
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        card.setValue(dx * .pi / 6, forKeyPath: "transform.rotation.y")
        card.setValue(-dy * .pi / 6, forKeyPath: "transform.rotation.x")
        CATransaction.commit()
    }
}
