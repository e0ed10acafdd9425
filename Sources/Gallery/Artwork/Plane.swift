import AnimationUIKit

extension Artwork {
    /// A small white airliner seen from the side, nose to the right, filling `size`
    /// (about 5:3 reads best, e.g. 60×36): a fuselage with a row of windows, a tail fin,
    /// the near wing swept down and back and the far wing above it, outlined in slate grey.
    ///
    /// The result is a container layer with bounds `(0, 0, size)` and its anchor point and
    /// position at the origin: add it to a view's layer (or set its frame) to place it.
    static func plane(size: CGSize = CGSize(width: 60, height: 36)) -> CALayer {
        let plane = container("plane", size: size)
        let outline = UIColor(red: 0.27, green: 0.33, blue: 0.40, alpha: 1)
        let body = UIColor(white: 0.98, alpha: 1)
        let shade = UIColor(red: 0.80, green: 0.85, blue: 0.90, alpha: 1)
        let lineWidth = max(size.height / 30, 0.75)

        let farWing = polygon([(0.44, 0.46), (0.58, 0.46), (0.47, 0.18), (0.40, 0.18)], in: size)
        plane.addSublayer(shape(farWing, size: size, fill: shade, stroke: outline, lineWidth: lineWidth))

        let tail = polygon([(0.05, 0.50), (0.02, 0.10), (0.12, 0.10), (0.27, 0.44)], in: size)
        plane.addSublayer(shape(tail, size: size, fill: body, stroke: outline, lineWidth: lineWidth))

        let fuselage = CGMutablePath()
        let top = 0.40 * size.height, bottom = 0.64 * size.height
        fuselage.move(to: CGPoint(x: 0.04 * size.width, y: top + 0.02 * size.height))
        fuselage.addLine(to: CGPoint(x: 0.82 * size.width, y: top))
        fuselage.addCurve(to: CGPoint(x: 0.99 * size.width, y: 0.56 * size.height),
                          control1: CGPoint(x: 0.92 * size.width, y: top),
                          control2: CGPoint(x: 0.99 * size.width, y: 0.48 * size.height))
        fuselage.addCurve(to: CGPoint(x: 0.84 * size.width, y: bottom),
                          control1: CGPoint(x: 0.99 * size.width, y: 0.62 * size.height),
                          control2: CGPoint(x: 0.92 * size.width, y: bottom))
        fuselage.addLine(to: CGPoint(x: 0.14 * size.width, y: bottom))
        fuselage.addQuadCurve(to: CGPoint(x: 0.04 * size.width, y: top + 0.02 * size.height),
                              control: CGPoint(x: 0.04 * size.width, y: bottom))
        fuselage.closeSubpath()
        plane.addSublayer(shape(fuselage, size: size, fill: body, stroke: outline, lineWidth: lineWidth))

        let windows = CGMutablePath()
        let windowSide = 0.045 * size.height * 1.6
        for i in 0..<7 {
            let x = (0.26 + CGFloat(i) * 0.075) * size.width
            windows.addEllipse(in: CGRect(x: x, y: 0.45 * size.height, width: windowSide, height: windowSide))
        }
        // The cockpit window, near the nose.
        windows.addPath(polygon([(0.86, 0.44), (0.93, 0.45), (0.96, 0.52), (0.87, 0.52)], in: size))
        plane.addSublayer(shape(windows, size: size, fill: UIColor(red: 0.25, green: 0.55, blue: 0.85, alpha: 1)))

        let nearWing = polygon([(0.40, 0.56), (0.60, 0.56), (0.45, 0.96), (0.36, 0.96)], in: size)
        plane.addSublayer(shape(nearWing, size: size, fill: shade, stroke: outline, lineWidth: lineWidth))
        return plane
    }
}
