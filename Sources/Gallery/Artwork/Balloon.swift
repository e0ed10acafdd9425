import AnimationUIKit

extension Artwork {
    /// A hot-air balloon filling `size` (the tutorial's is 50×65): a red envelope with a
    /// lighter stripe and a highlight, ropes, and a wicker basket.
    ///
    /// The result is a container layer with bounds `(0, 0, size)` and its anchor point and
    /// position at the origin.
    static func balloon(size: CGSize = CGSize(width: 50, height: 65)) -> CALayer {
        let balloon = container("balloon", size: size)
        let envelope = CGMutablePath()
        let w = size.width, h = size.height
        // A teardrop: round top, narrowing to the mouth above the basket.
        envelope.move(to: CGPoint(x: 0.38 * w, y: 0.70 * h))
        envelope.addCurve(to: CGPoint(x: 0.5 * w, y: 0.02 * h),
                          control1: CGPoint(x: -0.12 * w, y: 0.48 * h), control2: CGPoint(x: 0.02 * w, y: 0.02 * h))
        envelope.addCurve(to: CGPoint(x: 0.62 * w, y: 0.70 * h),
                          control1: CGPoint(x: 0.98 * w, y: 0.02 * h), control2: CGPoint(x: 1.12 * w, y: 0.48 * h))
        envelope.closeSubpath()
        balloon.addSublayer(shape(envelope, size: size, fill: UIColor(red: 0.90, green: 0.22, blue: 0.20, alpha: 1)))

        let stripe = CGMutablePath()
        stripe.move(to: CGPoint(x: 0.46 * w, y: 0.70 * h))
        stripe.addCurve(to: CGPoint(x: 0.5 * w, y: 0.02 * h),
                        control1: CGPoint(x: 0.30 * w, y: 0.45 * h), control2: CGPoint(x: 0.34 * w, y: 0.05 * h))
        stripe.addCurve(to: CGPoint(x: 0.54 * w, y: 0.70 * h),
                        control1: CGPoint(x: 0.66 * w, y: 0.05 * h), control2: CGPoint(x: 0.70 * w, y: 0.45 * h))
        stripe.closeSubpath()
        balloon.addSublayer(shape(stripe, size: size, fill: UIColor(red: 1.0, green: 0.80, blue: 0.30, alpha: 1)))

        let highlight = CGMutablePath()
        highlight.addEllipse(in: rect(0.18, 0.12, 0.14, 0.22, in: size))
        balloon.addSublayer(shape(highlight, size: size, fill: UIColor(white: 1, alpha: 0.45)))

        let ropes = CGMutablePath()
        ropes.move(to: CGPoint(x: 0.39 * w, y: 0.70 * h)); ropes.addLine(to: CGPoint(x: 0.40 * w, y: 0.86 * h))
        ropes.move(to: CGPoint(x: 0.61 * w, y: 0.70 * h)); ropes.addLine(to: CGPoint(x: 0.60 * w, y: 0.86 * h))
        balloon.addSublayer(shape(ropes, size: size, fill: .clear,
                                  stroke: UIColor(red: 0.35, green: 0.25, blue: 0.15, alpha: 1),
                                  lineWidth: max(w / 50, 0.75)))

        let basket = CGMutablePath()
        basket.addRoundedRect(in: rect(0.38, 0.85, 0.24, 0.14, in: size),
                              cornerWidth: 0.03 * w, cornerHeight: 0.03 * w)
        balloon.addSublayer(shape(basket, size: size, fill: UIColor(red: 0.62, green: 0.42, blue: 0.22, alpha: 1)))
        return balloon
    }
}
