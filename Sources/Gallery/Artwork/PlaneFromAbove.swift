import AnimationUIKit

/// A small airliner seen from above, drawn as one filled path, nose towards +y (down the
/// screen): with no rotation it heads the way a point moving clockwise (on a y-down screen)
/// from the rightmost point of a circle goes.
///
///     let plane = PlaneFromAbove.makeLayer(color: .white)   // 24 × 24, anchored at its centre
enum PlaneFromAbove {
    /// The picture's size in points.
    static let size = CGSize(width: 24, height: 24)

    /// The outline: fuselage, swept wings and tailplane, symmetric about x = 12.
    static var path: CGPath {
        let half: [CGPoint] = [
            CGPoint(x: 12, y: 24), CGPoint(x: 13.8, y: 21), CGPoint(x: 13.8, y: 15), CGPoint(x: 23, y: 12),
            CGPoint(x: 23, y: 9.5), CGPoint(x: 13.8, y: 10.5), CGPoint(x: 13.8, y: 4.5), CGPoint(x: 17.5, y: 2.5),
            CGPoint(x: 17.5, y: 1), CGPoint(x: 12, y: 2),
        ]
        let mirrored = half.dropFirst().dropLast().reversed().map { CGPoint(x: 24 - $0.x, y: $0.y) }
        let path = CGMutablePath()
        path.addLines(between: half + mirrored)
        path.closeSubpath()
        return path
    }

    /// A layer of `size` showing the plane filled with `color`.
    static func makeLayer(color: CGColor) -> CALayer {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(origin: .zero, size: size)
        shape.path = path
        shape.fillColor = color
        return shape
    }
}
