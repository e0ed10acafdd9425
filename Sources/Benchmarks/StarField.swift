import Foundation
import AnimationCore

/// The peer benchmark's scene (`../shared/peer`): N five-point stars (outer radius 18, inner 8,
/// yellow fill, 2 px dark stroke with round joins) on a 50-column grid over 1280×800; each
/// turns 360°, scales 50 %→150 % and fades 30 %→100 % over 2 s, linearly, as CAShapeLayers.
enum StarField {
    static func starPath(outer: CGFloat = 18, inner: CGFloat = 8) -> CGPath {
        let path = CGMutablePath()
        for i in 0..<10 {
            let r = i % 2 == 0 ? outer : inner
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let p = CGPoint(x: 20 + r * cos(a), y: 20 + r * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    static func make(count: Int, size: CGSize = CGSize(width: 1280, height: 800)) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let columns = 50, rows = max(1, (count + columns - 1) / columns)
        let dx = size.width / CGFloat(columns), dy = size.height / CGFloat(rows)
        let path = starPath()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0; spin.toValue = 2 * Double.pi
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5; grow.toValue = 1.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.3; fade.toValue = 1.0
        let group = CAAnimationGroup()
        group.animations = [spin, grow, fade]
        group.duration = 2
        group.repeatCount = .infinity
        for i in 0..<count {
            let star = CAShapeLayer()
            star.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            star.position = CGPoint(x: (CGFloat(i % columns) + 0.5) * dx, y: (CGFloat(i / columns) + 0.5) * dy)
            star.path = path
            star.fillColor = CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)
            star.strokeColor = CGColor(red: 0.25, green: 0.2, blue: 0.05, alpha: 1)
            star.lineWidth = 2
            star.lineJoin = .round
            root.addSublayer(star)
            star.add(group, forKey: "star")
        }
        return root
    }
}
