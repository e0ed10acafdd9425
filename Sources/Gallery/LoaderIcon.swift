import AnimationCore
import Foundation

/// The bouncing loader's icon, drawn in code: a water drop with a round hole, 18 × 20 points,
/// pointing up. It is not symmetric top to bottom, so its half turns are easy to see.
enum LoaderIcon {
    /// The icon's size in points.
    static let size = CGSize(width: 18, height: 20)

    /// The outline in a box of `size` (origin at the top-left), to fill with the even-odd rule.
    static func path() -> CGPath {
        let p = CGMutablePath()
        let centre = CGPoint(x: 9, y: 12.3)
        let r: CGFloat = 7.5
        let k = r * 0.5523 // control distance for a quarter circle made of one cubic
        p.move(to: CGPoint(x: 9, y: 0.2))
        p.addCurve(to: CGPoint(x: centre.x + r, y: centre.y),
                   control1: CGPoint(x: 11.5, y: 3.6), control2: CGPoint(x: centre.x + r, y: 7.2))
        p.addCurve(to: CGPoint(x: centre.x, y: centre.y + r),
                   control1: CGPoint(x: centre.x + r, y: centre.y + k),
                   control2: CGPoint(x: centre.x + k, y: centre.y + r))
        p.addCurve(to: CGPoint(x: centre.x - r, y: centre.y),
                   control1: CGPoint(x: centre.x - k, y: centre.y + r),
                   control2: CGPoint(x: centre.x - r, y: centre.y + k))
        p.addCurve(to: CGPoint(x: 9, y: 0.2),
                   control1: CGPoint(x: centre.x - r, y: 7.2), control2: CGPoint(x: 6.5, y: 3.6))
        p.closeSubpath()
        let hole: CGFloat = 3.2
        p.addEllipse(in: CGRect(x: centre.x - hole, y: centre.y + 0.6 - hole, width: hole * 2, height: hole * 2))
        return p
    }

    /// A shape layer showing the icon in `color`, with bounds of `size`.
    static func makeLayer(color: CGColor) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.path = path()
        layer.fillRule = .evenOdd
        layer.fillColor = color
        layer.name = "loader-icon"
        return layer
    }
}
