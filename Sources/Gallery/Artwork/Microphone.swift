import AnimationUIKit

/// A microphone icon drawn with shape layers: a capsule head, the U-shaped holder under it, a
/// stem and a foot, in one colour, centred in a square of `side` points.
///
///     button.layer.addSublayer(Microphone.makeLayer(side: 40, color: .white))
enum Microphone {
    /// A layer of `side` × `side` showing the microphone in `color`.
    static func makeLayer(side: CGFloat, color: CGColor) -> CALayer {
        let s = side
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: s, height: s)

        let head = CAShapeLayer()
        head.path = CGPath(roundedRect: CGRect(x: s * 0.36, y: s * 0.08, width: s * 0.28, height: s * 0.5),
                           cornerWidth: s * 0.14, cornerHeight: s * 0.14)
        head.fillColor = color

        let holder = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: s * 0.26, y: s * 0.4))
        path.addCurve(to: CGPoint(x: s * 0.74, y: s * 0.4),
                      control1: CGPoint(x: s * 0.26, y: s * 0.8), control2: CGPoint(x: s * 0.74, y: s * 0.8))
        path.move(to: CGPoint(x: s * 0.5, y: s * 0.7))
        path.addLine(to: CGPoint(x: s * 0.5, y: s * 0.86))
        path.move(to: CGPoint(x: s * 0.36, y: s * 0.88))
        path.addLine(to: CGPoint(x: s * 0.64, y: s * 0.88))
        holder.path = path
        holder.strokeColor = color
        holder.fillColor = nil
        holder.lineWidth = max(1, s * 0.06)
        holder.lineCap = .round

        for part in [head, holder] {
            part.frame = root.bounds
            root.addSublayer(part)
        }
        return root
    }
}
