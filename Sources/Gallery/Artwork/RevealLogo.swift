import AnimationCore

/// The logo of the logo-reveal scene, drawn in code: a four-pointed sparkle whose sides curve
/// inwards. One solid outline (no holes), so scaled up as a mask it uncovers everything.
public enum RevealLogo {
    /// How far towards the centre the sides bow: their control points sit at this fraction.
    static let pinch: CGFloat = 0.18

    /// The narrowest reach of a sparkle filling `rect` (a square): from its centre to the middle
    /// of a side's curve, where the curve is closest to the centre.
    static func innerRadius(in rect: CGRect) -> CGFloat {
        // A quadratic curve's midpoint: a quarter of each tip plus half the control point.
        (0.25 + 0.5 * pinch) * hypot(rect.width, rect.height) / 2
    }

    /// The sparkle filling `rect`, its points touching the middle of each side.
    public static func path(in rect: CGRect) -> CGPath {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let rx = rect.width / 2, ry = rect.height / 2
        let pinch = Self.pinch
        let tips = [CGPoint(x: c.x, y: c.y - ry), CGPoint(x: c.x + rx, y: c.y),
                    CGPoint(x: c.x, y: c.y + ry), CGPoint(x: c.x - rx, y: c.y)]
        let path = CGMutablePath()
        path.move(to: tips[0])
        for i in 0..<4 {
            let a = tips[i], b = tips[(i + 1) % 4]
            // The control point lies between the two tips' diagonal and the centre.
            let corner = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let control = CGPoint(x: c.x + (corner.x - c.x) * pinch * 2, y: c.y + (corner.y - c.y) * pinch * 2)
            path.addQuadCurve(to: b, control: control)
        }
        path.closeSubpath()
        return path
    }
}
