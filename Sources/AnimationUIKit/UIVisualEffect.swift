import Foundation
import AnimationCore

/// UIKit's base class of the effects a `UIVisualEffectView` applies. Use `UIBlurEffect` or
/// `UIVibrancyEffect`; a bare `UIVisualEffect` has no effect, as in UIKit.
open class UIVisualEffect: Equatable, @unchecked Sendable {
    /// An effect that does nothing; use `UIBlurEffect` or `UIVibrancyEffect`.
    public init() {}

    /// What the effect view's layers draw: the backdrop filter and the tint over it, or the
    /// vibrancy filter. Nil for no effect.
    var rendering: VisualEffectRendering? { nil }

    /// Equal when both are the same kind of effect with the same values.
    public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool { lhs.isEqual(to: rhs) }
    func isEqual(to other: UIVisualEffect) -> Bool { type(of: self) == type(of: other) }
}

/// How a `UIVisualEffectView` draws an effect.
enum VisualEffectRendering: Equatable {
    case blur(BackdropFilter, tint: UIColor)
    case vibrancy(BackdropFilter)
}

/// UIKit's blur: the content behind the view, blurred with a Gaussian, made more vivid, and
/// covered by the style's translucent tint.
///
/// The values are ours, chosen to look like iOS (which does not publish them); radii are the
/// blur's standard deviation in points:
///
/// | style | radius | saturation | tint |
/// | --- | --- | --- | --- |
/// | `.extraLight`, `.prominent` | 20 | 1.8 | white 0.97 at 0.80 |
/// | `.light`, `.regular` | 30 | 1.8 | white at 0.30 |
/// | `.dark` | 20 | 1.8 | white 0.11 at 0.73 |
/// | `.systemUltraThinMaterial` … `.systemChromeMaterial` | 15–30 | 1.8 | light grey at 0.35–0.80 |
///
/// The system materials take their light appearance, and their `…Light`/`…Dark` variants the
/// named one (there is no dark mode here).
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's blur styles.
    public enum Style: Int, CaseIterable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur of the given style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var rendering: VisualEffectRendering? {
        .blur(BackdropFilter(blurRadius: look.radius, saturation: 1.8), tint: look.tint)
    }

    /// The radius (points) and the tint of each style.
    var look: (radius: CGFloat, tint: UIColor) {
        func material(_ level: Int, dark: Bool) -> (CGFloat, UIColor) {
            let alpha: [CGFloat] = [0.35, 0.5, 0.65, 0.75, 0.8]
            let radius: [CGFloat] = [15, 20, 25, 30, 30]
            return (radius[level],
                    dark ? UIColor(white: 0.12, alpha: alpha[level]) : UIColor(white: 0.94, alpha: alpha[level]))
        }
        switch style {
        case .extraLight, .prominent: return (20, UIColor(white: 0.97, alpha: 0.8))
        case .light, .regular: return (30, UIColor(white: 1, alpha: 0.3))
        case .dark: return (20, UIColor(white: 0.11, alpha: 0.73))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return material(0, dark: false)
        case .systemThinMaterial, .systemThinMaterialLight: return material(1, dark: false)
        case .systemMaterial, .systemMaterialLight: return material(2, dark: false)
        case .systemThickMaterial, .systemThickMaterialLight: return material(3, dark: false)
        case .systemChromeMaterial, .systemChromeMaterialLight: return material(4, dark: false)
        case .systemUltraThinMaterialDark: return material(0, dark: true)
        case .systemThinMaterialDark: return material(1, dark: true)
        case .systemMaterialDark: return material(2, dark: true)
        case .systemThickMaterialDark: return material(3, dark: true)
        case .systemChromeMaterialDark: return material(4, dark: true)
        }
    }

    /// True for the styles whose tint is dark (their vibrancy lightens).
    var isDark: Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark: return true
        default: return false
        }
    }

    override func isEqual(to other: UIVisualEffect) -> Bool { (other as? UIBlurEffect)?.style == style }
}

/// UIKit's vibrancy: content in the `contentView` of a `UIVisualEffectView` with this effect
/// (itself inside the `contentView` of a blur's effect view) is not drawn in its own colours;
/// its alpha shows the blurred backdrop behind it, made darker and more vivid over light blurs
/// and lighter over dark ones, so text takes its colour from what passes behind.
///
/// Ours: over light styles the backdrop is saturated ×1.6 and scaled to 45 % (extra light: 40 %);
/// over dark styles saturated ×1.3, halved and lifted by 0.5. `init(blurEffect:style:)`'s styles
/// (iOS 13) set the strength: `.label` as above, the secondary and fill styles weaker, `.separator` weakest.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The strength (iOS 13's `UIVibrancyEffectStyle`).
    public let vibrancyStyle: UIVibrancyEffectStyle

    /// Vibrancy for content over a blur of `blurEffect`'s style.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        vibrancyStyle = .label
        super.init()
    }

    /// Vibrancy of the given strength for content over a blur of `blurEffect`'s style.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }

    override var rendering: VisualEffectRendering? {
        let strength: CGFloat
        switch vibrancyStyle {
        case .label: strength = 1
        case .secondaryLabel, .fill: strength = 0.75
        case .tertiaryLabel, .secondaryFill: strength = 0.55
        case .quaternaryLabel, .tertiaryFill: strength = 0.4
        case .separator: strength = 0.3
        }
        if blurEffect.isDark {
            return .vibrancy(BackdropFilter(blurRadius: 0, saturation: 1 + 0.3 * strength, scale: 1 - 0.5 * strength,
                                            offset: 0.5 * strength))
        }
        let darkest: CGFloat = blurEffect.style == .extraLight || blurEffect.style == .prominent ? 0.4 : 0.45
        return .vibrancy(
            BackdropFilter(blurRadius: 0, saturation: 1 + 0.6 * strength, scale: 1 - (1 - darkest) * strength))
    }

    override func isEqual(to other: UIVisualEffect) -> Bool {
        guard let o = other as? UIVibrancyEffect else { return false }
        return o.blurEffect == blurEffect && o.vibrancyStyle == vibrancyStyle
    }
}

/// iOS 13's strengths of vibrancy.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
