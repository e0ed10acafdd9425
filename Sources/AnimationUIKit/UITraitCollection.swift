import Foundation

/// UIKit's trait collection, present so that calls written for iOS
/// (`UIImage(named:in:compatibleWith:)`) compile.
///
/// Differences from UIKit: it carries only a display scale; there is one appearance (light),
/// one size class and one idiom here, and nothing varies by traits.
public final class UITraitCollection: @unchecked Sendable {
    /// The display scale (1 by default).
    public let displayScale: CGFloat

    /// A trait collection with `displayScale`; a scale that is not a positive finite number becomes 1.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
    }
    /// A trait collection at scale 1.
    public convenience init() { self.init(displayScale: 1) }
}

extension UIImage {
    /// Loads an image as `UIImage(named:)` does. The bundle and traits are ignored: images come
    /// from the installed `CAResourceProviders.images` (the renderer's asset folder), not from
    /// bundles or asset catalogues.
    public convenience init?(named name: String, in bundle: Bundle?,
                             compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}
