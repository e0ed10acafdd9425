import AnimationUIKit

/// A head-and-shoulders portrait drawn with shape layers: the stand-in for a player's photo.
///
///     let photo = AvatarPortrait.makeLayer(size: CGSize(width: 90, height: 90), palette: .blue)
///
/// The picture fills `size`: a flat background, shoulders as a wide ellipse rising from the
/// bottom edge, and a round head above them. It has no outline of its own; a scene masks it.
enum AvatarPortrait {
    /// The colours of one portrait.
    struct Palette {
        var background: CGColor
        var skin: CGColor
        var shirt: CGColor
        var hair: CGColor

        static let blue = Palette(background: CGColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1),
                                  skin: CGColor(red: 0.96, green: 0.8, blue: 0.66, alpha: 1),
                                  shirt: CGColor(red: 0.15, green: 0.3, blue: 0.6, alpha: 1),
                                  hair: CGColor(red: 0.35, green: 0.22, blue: 0.12, alpha: 1))
        static let orange = Palette(background: CGColor(red: 0.98, green: 0.72, blue: 0.35, alpha: 1),
                                    skin: CGColor(red: 0.78, green: 0.56, blue: 0.4, alpha: 1),
                                    shirt: CGColor(red: 0.7, green: 0.16, blue: 0.2, alpha: 1),
                                    hair: CGColor(red: 0.1, green: 0.08, blue: 0.08, alpha: 1))
        /// A grey silhouette for a player not yet known.
        static let unknown = Palette(background: CGColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1),
                                     skin: CGColor(red: 0.72, green: 0.72, blue: 0.76, alpha: 1),
                                     shirt: CGColor(red: 0.72, green: 0.72, blue: 0.76, alpha: 1),
                                     hair: CGColor(red: 0.72, green: 0.72, blue: 0.76, alpha: 1))
    }

    /// A layer of `size` showing the portrait in `palette`.
    static func makeLayer(size: CGSize, palette: Palette) -> CALayer {
        let w = size.width, h = size.height
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = palette.background

        let shoulders = CAShapeLayer()
        shoulders.path = CGPath(ellipseIn: CGRect(x: w * 0.14, y: h * 0.68, width: w * 0.72, height: h * 0.64),
                                transform: nil)
        shoulders.fillColor = palette.shirt
        let hair = CAShapeLayer()
        hair.path = CGPath(ellipseIn: CGRect(x: w * 0.3, y: h * 0.15, width: w * 0.4, height: h * 0.36), transform: nil)
        hair.fillColor = palette.hair
        let head = CAShapeLayer()
        head.path = CGPath(ellipseIn: CGRect(x: w * 0.32, y: h * 0.22, width: w * 0.36, height: h * 0.42),
                           transform: nil)
        head.fillColor = palette.skin
        for part in [shoulders, hair, head] {
            part.frame = root.bounds
            root.addSublayer(part)
        }
        return root
    }
}
