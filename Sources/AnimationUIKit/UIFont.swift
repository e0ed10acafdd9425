import Foundation

/// A font: a name and a size in points, as `CATextLayer` takes them.
///
/// Differences from UIKit: the core cannot list installed fonts, so `init?(name:size:)` accepts
/// any non-empty name (the renderer substitutes its shipped DejaVu Sans, with a diagnostic, for
/// names it does not know) and fails only on an empty name or a size that is not finite.
/// System fonts are named `"SFUI-Regular"` and `"SFUI-Bold"`; weights other than bold draw
/// with the regular face. No metrics beyond `pointSize` and `lineHeight`. Sizes are kept
/// within 0…`maximumPointSize` (4096 pt; larger sizes are reduced with a diagnostic), where
/// UIKit takes any size.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The font's name, as `CATextLayer.font` takes it.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// A font by name; nil for an empty name or a non-finite size (a negative size becomes 0).
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty, size.isFinite else {
            CADiagnostics.report("UIFont(name: \"\(name)\", size: \(size)): needs a name and a finite size; nil")
            return nil
        }
        fontName = name
        pointSize = Self.clamped(size)
    }

    private init(validName: String, size: CGFloat) {
        fontName = validName
        pointSize = size.isFinite ? Self.clamped(size) : 17
    }

    /// The largest size a font takes, in points (text that large is already 4096 pt high).
    public static let maximumPointSize: CGFloat = 4096

    private static func clamped(_ size: CGFloat) -> CGFloat {
        if size > maximumPointSize {
            CADiagnostics.report(
                "UIFont: size \(size) is larger than \(maximumPointSize) pt; using \(maximumPointSize)")
            return maximumPointSize
        }
        return max(size, 0)
    }

    /// The regular system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(validName: "SFUI-Regular", size: fontSize) }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(validName: "SFUI-Bold", size: fontSize)
    }

    /// The system font with a weight: `.semibold` and heavier draw bold.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        weight.rawValue >= Weight.semibold.rawValue ? boldSystemFont(ofSize: fontSize) : systemFont(ofSize: fontSize)
    }

    /// The size UIKit uses for labels (17 pt).
    open class var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(validName: fontName, size: fontSize) }

    /// The distance between baselines of consecutive lines (1.2 em, the core's estimate).
    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// UIKit's font weights (the values of `UIFont.Weight`).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's weight value, −1…1 (0 is regular).
        public let rawValue: CGFloat
        /// Wraps any weight value; `systemFont(ofSize:weight:)` draws ≥ 0.3 bold and the rest regular.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight (−0.8); drawn regular here.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6; drawn regular here.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4; drawn regular here.
        public static let light = Weight(rawValue: -0.4)
        /// 0: the normal weight.
        public static let regular = Weight(rawValue: 0)
        /// 0.23; drawn regular here.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3; drawn bold here (there is no semibold face).
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4: the bold face.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56; drawn bold here.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (0.62); drawn bold here.
        public static let black = Weight(rawValue: 0.62)
    }

    /// Equal when name and point size are equal.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }
    /// Hashes name and size, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }
    /// Name and size, for logs and debugging.
    open var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
