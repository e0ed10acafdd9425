import Foundation

/// UIKit's system colours in their light-appearance values (there is no dark mode here), which
/// ported code uses for tints and fills. `UIView.tintColor` defaults to `systemBlue`.
extension UIColor {
    /// Blue (0, 122, 255 of 255): the default tint.
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1) }
    /// Red (255, 59, 48 of 255).
    public static var systemRed: UIColor { UIColor(red: 1, green: 59 / 255.0, blue: 48 / 255.0, alpha: 1) }
    /// Green (52, 199, 89 of 255).
    public static var systemGreen: UIColor { UIColor(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0, alpha: 1) }
    /// Orange (255, 149, 0 of 255).
    public static var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255.0, blue: 0, alpha: 1) }
    /// Yellow (255, 204, 0 of 255).
    public static var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255.0, blue: 0, alpha: 1) }
    /// Pink (255, 45, 85 of 255).
    public static var systemPink: UIColor { UIColor(red: 1, green: 45 / 255.0, blue: 85 / 255.0, alpha: 1) }
    /// Purple (175, 82, 222 of 255).
    public static var systemPurple: UIColor {
        UIColor(red: 175 / 255.0, green: 82 / 255.0, blue: 222 / 255.0, alpha: 1)
    }
    /// Teal (90, 200, 250 of 255).
    public static var systemTeal: UIColor { UIColor(red: 90 / 255.0, green: 200 / 255.0, blue: 250 / 255.0, alpha: 1) }
    /// Indigo (88, 86, 214 of 255).
    public static var systemIndigo: UIColor { UIColor(red: 88 / 255.0, green: 86 / 255.0, blue: 214 / 255.0, alpha: 1) }
    /// Grey (142, 142, 147 of 255).
    public static var systemGray: UIColor { UIColor(red: 142 / 255.0, green: 142 / 255.0, blue: 147 / 255.0, alpha: 1) }
    /// Text colour: black.
    public static var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// Background colour: white.
    public static var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}
