import Foundation

/// An RGBA colour in the sRGB space, with components in 0…1 (not premultiplied).
///
/// Apple's `CGColor` is a Core Foundation type tied to a colour space; here every
/// colour is device RGB, which is what the source documents use.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The red component, as given (0…1 for a colour in range; not clamped).
    public let red: CGFloat
    /// The green component, as given (not clamped).
    public let green: CGFloat
    /// The blue component, as given (not clamped).
    public let blue: CGFloat
    /// The opacity, as given (not clamped).
    public let alpha: CGFloat

    /// A colour from RGBA components; out-of-range values are clamped, NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey level with alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// `[red, green, blue, alpha]`, as Apple's `components` for an RGB colour.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Always 4 (red, green, blue, alpha): every colour here is RGB.
    public var numberOfComponents: Int { 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when all four components are equal (Apple compares colour spaces too).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the four components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The four components, for logs and debugging.
    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// The colour as a value, for interpolation and for the render snapshot.
    public var rgba: RGBA { RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }
}

/// A plain RGBA value (0…1, not premultiplied) used by the render snapshot.
public struct RGBA: Equatable, Hashable, Sendable {
    /// The components, 0…1 and not premultiplied.
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// A colour from its components, as given.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// The four components as one vector (`LayerContent` stores colours this way).
    @inline(__always) var lanes: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
    @inline(__always) init(_ lanes: SIMD4<Double>) {
        self.init(red: lanes.x, green: lanes.y, blue: lanes.z, alpha: lanes.w)
    }
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// Component-wise product (how replicator instance colours tint content).
    public func multiplied(by o: RGBA) -> RGBA {
        RGBA(red: red * o.red, green: green * o.green, blue: blue * o.blue, alpha: alpha * o.alpha)
    }

    /// Each component clamped to 0…1 (NaN becomes 0).
    public var clamped: RGBA {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        return RGBA(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// The same colour as a `CGColor`.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
