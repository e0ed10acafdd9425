import AnimationUIKit

extension Artwork {
    /// The things the packing list offers, each with a name and a picture.
    enum PackingItem: Int, CaseIterable {
        case suitcase, sunglasses, camera, hat, beachBall

        /// The name shown in the list.
        var name: String {
            switch self {
            case .suitcase: return "Suitcase"
            case .sunglasses: return "Sunglasses"
            case .camera: return "Camera"
            case .hat: return "Sun hat"
            case .beachBall: return "Beach ball"
            }
        }

        /// The tile colour behind the picture.
        var tint: UIColor {
            switch self {
            case .suitcase: return UIColor(red: 0.98, green: 0.62, blue: 0.32, alpha: 1)
            case .sunglasses: return UIColor(red: 0.36, green: 0.72, blue: 0.90, alpha: 1)
            case .camera: return UIColor(red: 0.62, green: 0.56, blue: 0.88, alpha: 1)
            case .hat: return UIColor(red: 0.96, green: 0.80, blue: 0.36, alpha: 1)
            case .beachBall: return UIColor(red: 0.48, green: 0.82, blue: 0.56, alpha: 1)
            }
        }
    }

    /// `item`'s picture filling `size` (square reads best): a rounded tile in the item's tint
    /// with the object drawn in white and dark grey on it.
    ///
    /// The result is a container layer with bounds `(0, 0, size)` and its anchor point and
    /// position at the origin; it scales with `size`.
    static func packingItem(_ item: PackingItem, size: CGSize = CGSize(width: 64, height: 64)) -> CALayer {
        let picture = container("item-\(item.rawValue)", size: size)
        let tile = CGMutablePath()
        tile.addRoundedRect(in: CGRect(origin: .zero, size: size), cornerWidth: size.width * 0.22,
                            cornerHeight: size.height * 0.22)
        picture.addSublayer(shape(tile, size: size, fill: item.tint))
        let ink = UIColor(red: 0.20, green: 0.22, blue: 0.26, alpha: 1)
        let line = max(size.width / 24, 1)
        switch item {
        case .suitcase:
            let handle = CGMutablePath()
            handle.addRoundedRect(in: rect(0.38, 0.20, 0.24, 0.16, in: size), cornerWidth: line * 2,
                                  cornerHeight: line * 2)
            picture.addSublayer(shape(handle, size: size, fill: .clear, stroke: ink, lineWidth: line * 1.5))
            let body = CGMutablePath()
            body.addRoundedRect(in: rect(0.18, 0.32, 0.64, 0.46, in: size), cornerWidth: line * 2.5,
                                cornerHeight: line * 2.5)
            picture.addSublayer(shape(body, size: size, fill: .white, stroke: ink, lineWidth: line))
            let straps = CGMutablePath()
            straps.addRect(rect(0.32, 0.32, 0.06, 0.46, in: size))
            straps.addRect(rect(0.62, 0.32, 0.06, 0.46, in: size))
            picture.addSublayer(shape(straps, size: size, fill: ink))
        case .sunglasses:
            let lenses = CGMutablePath()
            lenses.addEllipse(in: rect(0.14, 0.38, 0.32, 0.26, in: size))
            lenses.addEllipse(in: rect(0.54, 0.38, 0.32, 0.26, in: size))
            picture.addSublayer(shape(lenses, size: size, fill: ink, stroke: .white, lineWidth: line))
            let bridge = CGMutablePath()
            bridge.move(to: CGPoint(x: 0.44 * size.width, y: 0.44 * size.height))
            bridge.addQuadCurve(to: CGPoint(x: 0.56 * size.width, y: 0.44 * size.height),
                                control: CGPoint(x: 0.5 * size.width, y: 0.36 * size.height))
            picture.addSublayer(shape(bridge, size: size, fill: .clear, stroke: .white, lineWidth: line * 1.5))
        case .camera:
            let body = CGMutablePath()
            body.addRoundedRect(in: rect(0.16, 0.32, 0.68, 0.44, in: size), cornerWidth: line * 2,
                                cornerHeight: line * 2)
            body.addRect(rect(0.36, 0.24, 0.22, 0.10, in: size))
            picture.addSublayer(shape(body, size: size, fill: .white, stroke: ink, lineWidth: line))
            let lens = CGMutablePath()
            lens.addEllipse(in: rect(0.36, 0.38, 0.28, 0.30, in: size))
            picture.addSublayer(
                shape(lens, size: size, fill: ink, stroke: UIColor(white: 0.6, alpha: 1), lineWidth: line))
        case .hat:
            let brim = CGMutablePath()
            brim.addEllipse(in: rect(0.10, 0.54, 0.80, 0.20, in: size))
            picture.addSublayer(
                shape(brim, size: size, fill: UIColor(red: 1.0, green: 0.95, blue: 0.82, alpha: 1), stroke: ink,
                      lineWidth: line))
            let crown = CGMutablePath()
            crown.move(to: CGPoint(x: 0.30 * size.width, y: 0.62 * size.height))
            crown.addCurve(to: CGPoint(x: 0.70 * size.width, y: 0.62 * size.height),
                           control1: CGPoint(x: 0.28 * size.width, y: 0.22 * size.height),
                           control2: CGPoint(x: 0.72 * size.width, y: 0.22 * size.height))
            crown.closeSubpath()
            picture.addSublayer(
                shape(crown, size: size, fill: UIColor(red: 1.0, green: 0.95, blue: 0.82, alpha: 1), stroke: ink,
                      lineWidth: line))
            let band = CGMutablePath()
            band.addRect(rect(0.30, 0.52, 0.40, 0.07, in: size))
            picture.addSublayer(shape(band, size: size, fill: UIColor(red: 0.86, green: 0.26, blue: 0.30, alpha: 1)))
        case .beachBall:
            let ball = CGMutablePath()
            ball.addEllipse(in: rect(0.18, 0.18, 0.64, 0.64, in: size))
            picture.addSublayer(shape(ball, size: size, fill: .white, stroke: ink, lineWidth: line))
            let centre = CGPoint(x: 0.5 * size.width, y: 0.5 * size.height), radius = 0.32 * size.width
            let colours = [UIColor(red: 0.90, green: 0.25, blue: 0.25, alpha: 1),
                           UIColor(red: 0.20, green: 0.45, blue: 0.90, alpha: 1),
                           UIColor(red: 1.0, green: 0.80, blue: 0.20, alpha: 1)]
            for (i, colour) in colours.enumerated() {
                let wedge = CGMutablePath()
                let start = CGFloat(i) * 2 * .pi / 3 - .pi / 2
                wedge.move(to: centre)
                wedge.addArc(center: centre, radius: radius, startAngle: start, endAngle: start + .pi / 3,
                             clockwise: false)
                wedge.closeSubpath()
                picture.addSublayer(shape(wedge, size: size, fill: colour))
            }
        }
        return picture
    }
}
