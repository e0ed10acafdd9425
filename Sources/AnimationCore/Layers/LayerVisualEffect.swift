import Foundation

/// How the content behind a layer is filtered before it is shown: a Gaussian blur, then a
/// saturation and a linear colour change. The stand-in for the private filters (`CAFilter`
/// "gaussianBlur", "colorSaturate", "colorMatrix") of Core Animation's private backdrop layer,
/// which UIKit's `UIVisualEffectView` is built on; iOS apps reach it only through UIKit.
public struct BackdropFilter: Equatable, Sendable {
    /// The Gaussian blur's standard deviation, in points (0: no blur). Non-finite or negative
    /// values count as 0; the renderer limits it to 100 points.
    public var blurRadius: CGFloat
    /// 1 leaves colours as they are, 0 makes them grey, above 1 makes them more vivid
    /// (luminance kept: Rec. 709 weights). Non-finite values count as 1.
    public var saturation: CGFloat
    /// Each colour channel `c` becomes `c × scale + offset` after the saturation (then clamped
    /// to 0…1); 1 and 0 leave it.
    public var scale: CGFloat
    /// Added to each colour channel after `scale`; see `scale`.
    public var offset: CGFloat

    /// A filter from its values, as given (`sanitized` brings them into range).
    public init(blurRadius: CGFloat, saturation: CGFloat = 1, scale: CGFloat = 1, offset: CGFloat = 0) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.scale = scale
        self.offset = offset
    }

    /// The same filter with every value finite and in range (what renderers use).
    public var sanitized: BackdropFilter {
        func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
        return BackdropFilter(blurRadius: min(100, max(0, finite(blurRadius, 0))),
                              saturation: min(10, max(0, finite(saturation, 1))),
                              scale: min(10, max(-10, finite(scale, 1))), offset: min(1, max(-1, finite(offset, 0))))
    }
}

/// What a layer shows of the content behind it (see `CALayer.visualEffect`).
public enum LayerVisualEffect: Equatable, Sendable {
    /// The layer first draws the content behind its bounds, filtered, then its own content and
    /// sublayers on top (a blur effect's backdrop).
    case backdrop(BackdropFilter)
    /// The layer's own content and sublayers are not drawn in their colours: their alpha lets
    /// the filtered content behind them show through (a vibrancy effect: text takes its colour
    /// from what lies behind it).
    case vibrancy(BackdropFilter)

    /// The filter, whichever the case.
    public var filter: BackdropFilter {
        switch self {
        case .backdrop(let f), .vibrancy(let f): return f
        }
    }
}

extension CALayer {
    /// What the layer shows of the content behind it: a blurred backdrop or vibrancy. Nil (the
    /// default) for neither. Not animatable and not part of presentation copies (the snapshot
    /// reads it from the model layer).
    ///
    /// **Not Apple API:** the stand-in for Core Animation's private backdrop layers and filters
    /// (`CABackdropLayer`, `CAFilter`), which iOS apps reach only through `UIVisualEffectView`;
    /// UIKit's `UIVisualEffectView` sets it, and ported code should use that view. Public so that
    /// code with bare layers (benchmarks, render tests) can show a backdrop too.
    public var visualEffect: LayerVisualEffect? {
        get { visualEffectStorage }
        set {
            visualEffectStorage = newValue
            contentPropertyDidChange()
        }
    }
}
