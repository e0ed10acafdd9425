import Foundation

/// UIKit's colour type: a thin wrapper around a `CGColor`.
///
/// Named colours use UIKit's component values (`UIColor.orange` is (1, 0.5, 0),
/// `UIColor.gray` is 50 % white, and so on). It adopts `CGColorConvertible`, so Core Animation's
/// untyped colour slots (`CAGradientLayer.colors`, animation values) take it as its `cgColor`.
open class UIColor: Hashable, CustomStringConvertible, CGColorConvertible, @unchecked Sendable {
    /// The colour as Core Animation takes it.
    public let cgColor: CGColor

    /// Wraps a `CGColor`.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// A colour from RGB components, 0…1 (stored as given, not clamped).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey from its white level, 0…1, and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour from hue, saturation and brightness (all 0…1), as UIKit defines HSB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue : 0).truncatingRemainder(dividingBy: 1) * 6
        let s = min(1, max(0, saturation.isFinite ? saturation : 0))
        let v = min(1, max(0, brightness.isFinite ? brightness : 0))
        let hh = h < 0 ? h + 6 : h
        let i = Int(hh.rounded(.down)) % 6
        let f = hh - CGFloat(Int(hh.rounded(.down)))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
    }

    /// Writes the RGBA components; always succeeds for these device-RGB colours.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = cgColor.red; green = cgColor.green; blue = cgColor.blue; alpha = cgColor.alpha
        return true
    }

    /// Equal when the components are equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
    /// Hashes the components, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }
    /// The components, for logs and debugging.
    public var description: String { "UIColor(\(cgColor))" }

    /// Opaque black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// One-third white.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Two-thirds white.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Opaque white.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Half white.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent (black at alpha 0).
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
