import AnimationUIKit

extension Artwork {
    /// A white cumulus cloud filling `size` (about 2:1 reads best, e.g. 120×60): a flat base
    /// under four overlapping puffs, with a faint blue-grey shadow along the bottom.
    /// `variant` (0…3) shifts the puffs so a row of clouds does not look copied.
    ///
    /// The result is a container layer with bounds `(0, 0, size)` and its anchor point and
    /// position at the origin.
    static func cloud(size: CGSize = CGSize(width: 120, height: 60), variant: Int = 0) -> CALayer {
        let cloud = container("cloud", size: size)
        let shift = CGFloat(((variant % 4) + 4) % 4) * 0.03
        // Puffs as (centre x, centre y, radius) in fractions of the height, x of the width.
        let puffs: [(CGFloat, CGFloat, CGFloat)] = [
            (0.24 + shift, 0.62, 0.28), (0.42 - shift, 0.40, 0.36),
            (0.64 + shift, 0.44, 0.32), (0.80 - shift, 0.64, 0.24),
        ]
        func outline(dy: CGFloat) -> CGMutablePath {
            let path = CGMutablePath()
            for (x, y, r) in puffs {
                let radius = r * size.height
                path.addEllipse(in: CGRect(x: x * size.width - radius, y: (y + dy) * size.height - radius,
                                           width: 2 * radius, height: 2 * radius))
            }
            path.addRoundedRect(in: CGRect(x: 0.08 * size.width, y: (0.56 + dy) * size.height,
                                           width: 0.84 * size.width, height: 0.30 * size.height),
                                cornerWidth: 0.15 * size.height, cornerHeight: 0.15 * size.height)
            return path
        }
        cloud.addSublayer(shape(outline(dy: 0.06), size: size,
                                fill: UIColor(red: 0.78, green: 0.85, blue: 0.92, alpha: 1)))
        cloud.addSublayer(shape(outline(dy: 0), size: size, fill: .white))
        return cloud
    }
}
