import AnimationUIKit

/// The pictures the tutorial's apps show (plane, clouds, balloon, weather backdrops…), drawn
/// by this project's own code as vector shapes or small bitmaps made in code. One file per
/// picture (`Artwork/Plane.swift`, …), each an extension of this namespace, so any scene of
/// the module can reuse them.
enum Artwork {
    /// A path through `points`, given as fractions of `size` (0…1 in x and y), closed.
    static func polygon(_ points: [(CGFloat, CGFloat)], in size: CGSize) -> CGMutablePath {
        let path = CGMutablePath()
        guard let first = points.first else { return path }
        path.move(to: CGPoint(x: first.0 * size.width, y: first.1 * size.height))
        for p in points.dropFirst() {
            path.addLine(to: CGPoint(x: p.0 * size.width, y: p.1 * size.height))
        }
        path.closeSubpath()
        return path
    }

    /// A rectangle given as fractions of `size`.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, in size: CGSize) -> CGRect {
        CGRect(x: x * size.width, y: y * size.height, width: w * size.width, height: h * size.height)
    }

    /// A shape layer filling `size` with `path` in `fill` (and an optional outline).
    static func shape(_ path: CGPath, size: CGSize, fill: UIColor, stroke: UIColor? = nil,
                      lineWidth: CGFloat = 1) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.path = path
        layer.fillColor = fill.cgColor
        layer.strokeColor = stroke?.cgColor
        layer.lineWidth = stroke == nil ? 0 : lineWidth
        layer.lineJoin = .round
        return layer
    }

    /// An empty container layer of `size` named `name`, for a picture made of several shapes.
    static func container(_ name: String, size: CGSize) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.anchorPoint = .zero
        layer.position = .zero
        return layer
    }
}
