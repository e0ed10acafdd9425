import Foundation
import AnimationCore

/// The scene of `render.mask`: twelve masked cards over 1280×800 whose masks move every frame,
/// so each is drawn through the offscreen mask path (content and mask into targets, combined)
/// rather than folded into its store. Four kinds, three of each:
/// - a star-shaped `CAShapeLayer` mask turning once every 3 s;
/// - a soft radial-gradient mask (white to clear) sliding across the card and back;
/// - the turning star on a card at opacity 0.7 (the mask and group opacity in one pass);
/// - a card with rounded corners that clips (`masksToBounds`) and rocks ±8°, under a soft mask
///   that grows and shrinks (two masks in one pass: the mask layer and the rounded bounds).
/// Each card's content is an axial gradient with a sublayer, so it is never a leaf.
enum MaskScene {
    static func make(size: CGSize = CGSize(width: 1280, height: 800)) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.14, alpha: 1)
        let columns = 4, rows = 3, gap: CGFloat = 24
        let w = (size.width - gap * CGFloat(columns + 1)) / CGFloat(columns)
        let h = (size.height - gap * CGFloat(rows + 1)) / CGFloat(rows)
        for i in 0..<(columns * rows) {
            let frame = CGRect(x: gap + CGFloat(i % columns) * (w + gap), y: gap + CGFloat(i / columns) * (h + gap),
                               width: w, height: h)
            root.addSublayer(card(kind: i % 4, frame: frame, hue: CGFloat(i) / 12))
        }
        return root
    }

    private static func card(kind: Int, frame: CGRect, hue: CGFloat) -> CALayer {
        let card = CAGradientLayer()
        card.frame = frame
        card.colors = [CGColor(red: 0.9, green: 0.3 + 0.5 * hue, blue: 0.2, alpha: 1),
                       CGColor(red: 0.2, green: 0.4, blue: 0.9 - 0.5 * hue, alpha: 1)]
        card.startPoint = CGPoint(x: 0, y: 0)
        card.endPoint = CGPoint(x: 1, y: 1)
        let spot = CALayer()
        spot.frame = CGRect(x: frame.width * 0.3, y: frame.height * 0.3,
                            width: frame.width * 0.4, height: frame.height * 0.4)
        spot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        spot.cornerRadius = 12
        card.addSublayer(spot)
        let side = min(frame.width, frame.height)
        switch kind {
        case 0, 2:
            card.mask = turningStar(side: side, center: CGPoint(x: frame.width / 2, y: frame.height / 2))
            if kind == 2 { card.opacity = 0.7 }
        case 1:
            let mask = softSpot(side: side * 0.8)
            mask.position = CGPoint(x: side * 0.4, y: frame.height / 2)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = side * 0.4; slide.toValue = frame.width - side * 0.4
            slide.duration = 2; slide.autoreverses = true; slide.repeatCount = .infinity
            mask.add(slide, forKey: "slide")
            card.mask = mask
        default:
            card.cornerRadius = 24
            card.masksToBounds = true
            let rock = CABasicAnimation(keyPath: "transform.rotation.z")
            rock.fromValue = -0.14; rock.toValue = 0.14
            rock.duration = 1.5; rock.autoreverses = true; rock.repeatCount = .infinity
            card.add(rock, forKey: "rock")
            let mask = softSpot(side: side)
            mask.position = CGPoint(x: frame.width / 2, y: frame.height / 2)
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 0.8; grow.toValue = 1.6
            grow.duration = 2.5; grow.autoreverses = true; grow.repeatCount = .infinity
            mask.add(grow, forKey: "grow")
            card.mask = mask
        }
        return card
    }

    /// A five-point star `side` across, centred on `center`, turning once every 3 s.
    private static func turningStar(side: CGFloat, center: CGPoint) -> CAShapeLayer {
        let star = CAShapeLayer()
        star.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        star.position = center
        let path = CGMutablePath()
        for i in 0..<10 {
            let r = side / 2 * (i % 2 == 0 ? 1 : 0.45)
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let p = CGPoint(x: side / 2 + r * cos(a), y: side / 2 + r * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0; spin.toValue = 2 * Double.pi
        spin.duration = 3; spin.repeatCount = .infinity
        star.add(spin, forKey: "spin")
        return star
    }

    /// A radial gradient `side` across, opaque in the middle and clear at the rim.
    private static func softSpot(side: CGFloat) -> CAGradientLayer {
        let spot = CAGradientLayer()
        spot.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spot.type = .radial
        spot.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                       CGColor(red: 1, green: 1, blue: 1, alpha: 0)]
        spot.locations = [0, 0.5, 1]
        spot.startPoint = CGPoint(x: 0.5, y: 0.5)
        spot.endPoint = CGPoint(x: 1, y: 1)
        return spot
    }
}
