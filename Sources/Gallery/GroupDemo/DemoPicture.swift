import AnimationUIKit
import Foundation

/// The demo's picture (the document's image view), drawn from layers: a sky gradient, a sun,
/// two hills and a white frame. Nothing is loaded from a file.
final class DemoPictureView: UIView {
    /// The picture's side.
    static let side: CGFloat = 100

    required init?(coder: NSCoder) { super.init(coder: coder) }

    init(center: CGPoint) {
        super.init(frame: CGRect(x: center.x - Self.side / 2, y: center.y - Self.side / 2,
                                 width: Self.side, height: Self.side))
        let b = bounds
        let sky = CAGradientLayer()
        sky.frame = b
        sky.colors = [UIColor(red: 0.20, green: 0.45, blue: 0.85, alpha: 1).cgColor,
                      UIColor(red: 0.75, green: 0.88, blue: 1.00, alpha: 1).cgColor]
        layer.addSublayer(sky)

        let sun = CAShapeLayer()
        sun.path = CGPath(ellipseIn: CGRect(x: 58, y: 14, width: 26, height: 26), transform: nil)
        sun.fillColor = UIColor(red: 1, green: 0.85, blue: 0.25, alpha: 1).cgColor
        layer.addSublayer(sun)

        let hills = [(UIColor(red: 0.30, green: 0.62, blue: 0.30, alpha: 1), 100.0, 30.0, 52.0),
                     (UIColor(red: 0.16, green: 0.45, blue: 0.22, alpha: 1), 100.0, 76.0, 64.0)]
        for (color, base, peakX, peakY) in hills {
            let hill = CAShapeLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: base))
            path.addQuadCurve(to: CGPoint(x: 100, y: base), control: CGPoint(x: peakX, y: 2 * peakY - base))
            path.closeSubpath()
            hill.path = path
            hill.fillColor = color.cgColor
            layer.addSublayer(hill)
        }
        layer.borderColor = UIColor.white.cgColor
        layer.borderWidth = 3
    }
}
