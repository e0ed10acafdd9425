import Foundation

/// UIKit's image: a `CGImage` with a scale and a rendering mode.
///
/// Differences from UIKit: there is no asset catalogue, nor symbol images (`init(systemName:)`
/// is always nil), and `UIImageView` has no tint,
/// so nothing applies a view's tint to a `.alwaysTemplate` image by itself: draw a template
/// image in a tint with `withTintColor(_:)` and set the result as a layer's `contents`.
/// It adopts `CGImageConvertible`, so a layer's (or emitter cell's) `contents` takes it as its `cgImage`.
open class UIImage: CGImageConvertible, @unchecked Sendable {
    /// How an image is drawn: in its own colours, or as a template (its alpha filled with a tint).
    public enum RenderingMode: Int, Sendable {
        /// The context decides (original colours here, as UIKit does for most images).
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha as a mask for the tint colour.
        case alwaysTemplate
    }

    /// The pixels; nil only for the empty image, `UIImage()`.
    public let cgImage: CGImage?
    /// Image pixels per point (1 unless given): `size` is the pixel size divided by it.
    public let scale: CGFloat
    /// How the image is drawn (see `withRenderingMode(_:)`).
    public let renderingMode: RenderingMode

    /// An image of `cgImage` at `scale`; a scale that is not a positive finite number becomes 1.
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = .automatic
    }

    private init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode) {
        self.cgImage = cgImage; self.scale = scale; self.renderingMode = renderingMode
    }

    /// An empty image: no bitmap, size zero (UIKit's `UIImage()`). As a layer's `contents` it
    /// draws nothing.
    public init() {
        self.cgImage = nil
        self.scale = 1
        self.renderingMode = .automatic
    }

    /// Decodes PNG or JPEG bytes through the installed `CAResourceProviders.images` (the
    /// renderer's decoder, as `UIImage(named:)` loads files). Returns nil, with a diagnostic
    /// naming the reason, for bytes that are empty, damaged or in another format, or when no
    /// provider is installed. `scale` divides the pixel size into points (1 by default).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let provider = CAResourceProviders.images else {
            CADiagnostics.report("UIImage(data:): no image provider is installed; returning nil")
            return nil
        }
        guard let image = provider.decodeImage(data: data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// A system symbol (SF Symbols) by name. There are no symbols here, so this is always nil,
    /// as UIKit answers for a name it has no symbol for; code that falls back with
    /// `UIImage(systemName: "star") ?? drawnStar` draws its fallback.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// Loads an image through the installed `CAResourceProviders.images`.
    /// Returns nil (with a diagnostic) when no provider is installed or the image is missing.
    public convenience init?(named name: String) {
        guard let provider = CAResourceProviders.images else {
            CADiagnostics.report("UIImage(named: \"\(name)\"): no image provider is installed; returning nil")
            return nil
        }
        guard let image = provider.loadImage(named: name) else { return nil }
        self.init(cgImage: image)
    }

    /// The size in points.
    public var size: CGSize {
        guard let c = cgImage else { return .zero }
        return CGSize(width: CGFloat(c.width) / scale, height: CGFloat(c.height) / scale)
    }

    /// The same image with another rendering mode (the pixels are shared).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode)
    }

    /// The image's alpha filled with `color` (UIKit's `withTintColor(_:)`): every pixel takes the
    /// colour, its alpha multiplied by the pixel's. The result draws in its own colours.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard let source = cgImage else { return self }
        let c = color.cgColor
        func channel(_ v: CGFloat) -> Double { Double(min(1, max(0, v.isFinite ? v : 0))) }
        let (r, g, b, a) = (channel(c.red), channel(c.green), channel(c.blue), channel(c.alpha))
        let pixels = source.pixels.map { pixel -> UInt32 in
            let alpha = Double(pixel >> 24) / 255 * a
            func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
            return byte(alpha) << 24 | byte(r * alpha) << 16 | byte(g * alpha) << 8 | byte(b * alpha)
        }
        guard let tinted = CGImage(width: source.width, height: source.height, pixels: pixels,
                                   name: "\(source.name) tinted") else { return self }
        return UIImage(cgImage: tinted, scale: scale, renderingMode: .alwaysOriginal)
    }
}
