import Foundation

/// UIKit's image: a `CGImage` with a scale.
open class UIImage: @unchecked Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
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
}
