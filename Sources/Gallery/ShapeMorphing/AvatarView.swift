import AnimationUIKit
import Foundation

/// A player's avatar: a portrait masked by a circle (`maskLayer`), a white ring over it
/// (`circleLayer`) and the player's name under it. It bounces off a point (the tutorial's
/// sections 16 and 17) and can turn its circle into a square and back.
final class AvatarView: UIView {
    /// The ring's width.
    static let lineWidth: CGFloat = 6

    /// Holds the portrait; masked by `maskLayer`.
    let photoLayer = CALayer()
    /// The mask's shape: the bounds' circle, squashed during a bounce, a square once connected.
    let maskLayer = CAShapeLayer()
    /// The white ring drawn along the mask's edge; morphs with it.
    let circleLayer = CAShapeLayer()
    let nameLabel = UILabel()

    /// Seconds to reach the bounce point (and to come back, and to morph).
    var animationDuration: TimeInterval = ShapeMorphingScene.animationDuration
    /// While true, each bounce is followed by the next one after `rebounceDelay`.
    var keepsBouncing = true
    /// Called when a bounce has come back and `keepsBouncing` is false.
    var onBouncesEnded: (() -> Void)?
    /// True from `bounceOff` until the last bounce has come back.
    private(set) var isBouncing = false
    /// True once the circle has been turned into a square.
    private(set) var isSquare = false

    private var generation = 0
    private var rebounceTimer: LayerTimer?

    init(frame: CGRect, name: String, palette: AvatarPortrait.Palette) {
        super.init(frame: frame)
        photoLayer.frame = bounds
        photoLayer.mask = maskLayer
        layer.addSublayer(photoLayer)
        setPortrait(palette)

        maskLayer.frame = bounds
        maskLayer.path = circlePath
        circleLayer.frame = bounds
        circleLayer.path = circlePath
        circleLayer.strokeColor = .white
        circleLayer.fillColor = nil
        circleLayer.lineWidth = Self.lineWidth
        layer.addSublayer(circleLayer)

        nameLabel.frame = CGRect(x: -30, y: bounds.height + 10, width: bounds.width + 60, height: 22)
        nameLabel.textAlignment = .center
        nameLabel.textColor = .white
        nameLabel.font = .systemFont(ofSize: 16)
        nameLabel.text = name
        addSubview(nameLabel)
    }

    /// Archives are not supported.
    required init?(coder: NSCoder) { return nil }

    /// How far the portrait's background reaches past the bounds, as a fraction of the size: a
    /// squashed mask (`ShapeMorphingScene.morphSize`, 1.1 × as tall) reaches past them, and
    /// there it must uncover background, not the scene behind the avatar.
    static let portraitBleed: CGFloat = 0.2

    /// Shows a new portrait.
    func setPortrait(_ palette: AvatarPortrait.Palette) {
        photoLayer.sublayers?.forEach { $0.removeFromSuperlayer() }
        let bleed = CALayer()
        bleed.frame = bounds.insetBy(dx: -bounds.width * Self.portraitBleed, dy: -bounds.height * Self.portraitBleed)
        bleed.backgroundColor = palette.background
        photoLayer.addSublayer(bleed)
        photoLayer.addSublayer(AvatarPortrait.makeLayer(size: bounds.size, palette: palette))
    }

    /// The circle inscribed in the bounds (the resting mask).
    var circlePath: CGPath { UIBezierPath(ovalIn: bounds).cgPath }

    /// A square with the circle's structure (a move, four cubic curves from side midpoint to
    /// side midpoint, a close), each curve's two control points on its corner, so the path
    /// animation from the circle interpolates point by point. The corners come out rounded by
    /// 1/16 of the side.
    var squarePath: CGPath {
        let r = bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.maxX, y: r.midY))
        let corners = [(CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.midX, y: r.maxY)),
                       (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.midY)),
                       (CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.midX, y: r.minY)),
                       (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.midY))]
        for (corner, end) in corners { path.addCurve(to: end, control1: corner, control2: corner) }
        path.closeSubpath()
        return path
    }

    /// Sections 16–17: springs to `point` and back, squashing towards `morphSize` on the way in,
    /// then (while `keepsBouncing`) does it again `rebounceDelay` later.
    func bounceOff(point: CGPoint, morphSize: CGSize) {
        let current = generation
        let originalCenter = center
        let duration = animationDuration
        isBouncing = true

        // The document starts both blocks at once, the return delayed by `duration`; UIKit
        // adds the two position animations together. Here a second block on `center` replaces
        // the first, so the return starts from the first block's completion instead (same
        // moment, same springs).
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.8,
                       options: [], animations: { self.center = point }, completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.bounceBack(to: originalCenter, from: point, morphSize: morphSize)
        })

        // The squash keeps the side that meets the other avatar and the bottom edge.
        let morphedFrame = originalCenter.x > point.x
            ? CGRect(x: 0, y: bounds.height - morphSize.height, width: morphSize.width, height: morphSize.height)
            : CGRect(x: bounds.width - morphSize.width, y: bounds.height - morphSize.height,
                     width: morphSize.width, height: morphSize.height)
        let morph = CABasicAnimation(keyPath: "path")
        morph.duration = duration
        morph.toValue = UIBezierPath(ovalIn: morphedFrame).cgPath
        morph.timingFunction = CAMediaTimingFunction(name: .easeOut)
        circleLayer.add(morph, forKey: nil)
        maskLayer.add(morph, forKey: nil)
    }

    /// The second half of a bounce: back home, then (while `keepsBouncing`) the next bounce.
    private func bounceBack(to originalCenter: CGPoint, from point: CGPoint, morphSize: CGSize) {
        let current = generation
        UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 1.0,
                       options: [], animations: { self.center = originalCenter },
                       completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            guard self.keepsBouncing else { self.endBouncing(); return }
            self.rebounceTimer = LayerTimer.schedule(after: ShapeMorphingScene.rebounceDelay,
                                                     in: self.layer) { [weak self] in
                guard let self, self.generation == current else { return }
                // Told to stop during the pause: the avatar is already home.
                guard self.keepsBouncing else { self.endBouncing(); return }
                self.bounceOff(point: point, morphSize: morphSize)
            }
        })
    }

    private func endBouncing() {
        isBouncing = false
        onBouncesEnded?()
    }

    /// Turns the mask and ring into the square (or back into the circle) over `duration`.
    func morph(toSquare square: Bool, duration: TimeInterval) {
        let from = square ? circlePath : squarePath, to = square ? squarePath : circlePath
        isSquare = square
        for shape in [maskLayer, circleLayer] {
            let morph = CABasicAnimation(keyPath: "path")
            morph.fromValue = from
            morph.toValue = to
            morph.duration = duration
            morph.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            shape.path = to
            CATransaction.commit()
            shape.add(morph, forKey: "square")
        }
    }

    /// Ends any bounce at once and puts the avatar back at `center`, round.
    func reset(center: CGPoint) {
        generation += 1
        rebounceTimer?.cancel()
        rebounceTimer = nil
        keepsBouncing = true
        isBouncing = false
        isSquare = false
        for l in [layer, maskLayer, circleLayer] { l.removeAllAnimations() }
        UIView.performWithoutAnimation { self.center = center }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        maskLayer.path = circlePath
        circleLayer.path = circlePath
        CATransaction.commit()
    }
}
