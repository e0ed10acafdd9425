import Foundation

/// A bitmap image held in memory: premultiplied ARGB, one `UInt32` per pixel in
/// native byte order (cairo's `ARGB32`), rows top to bottom with no padding.
///
/// Apple's `CGImage` is an opaque Core Foundation type; this one exposes its
/// pixels so the renderer can upload them. The core never reads files: decoding
/// PNGs is the job of an `ImageLoading` provider that the renderer installs
/// (see `UIImage(named:)`).
public final class CGImage: Hashable, @unchecked Sendable {
    /// The width in pixels (1…16384).
    public let width: Int
    /// The height in pixels (1…16384).
    public let height: Int
    /// Premultiplied ARGB32 pixels, `width * height` of them.
    public let pixels: [UInt32]
    /// Where the image came from (a file path or a description), for diagnostics.
    public let name: String

    /// An image from pixels; returns nil when the sizes do not match or are not positive.
    public init?(width: Int, height: Int, pixels: [UInt32], name: String = "bitmap") {
        guard width > 0, height > 0, width <= 16384, height <= 16384, pixels.count == width * height else {
            CADiagnostics.report("CGImage: \(name) has a bad size \(width)×\(height) "
                                 + "for \(pixels.count) pixels; ignored")
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.name = name
    }

    /// Two images are equal only when they are the same object (pixels are not compared).
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Decodes images by name for `UIImage(named:)`, and from bytes for `UIImage(data:)`; the
/// renderer provides one.
public protocol ImageLoading: AnyObject {
    /// The image for `name`, or nil (the provider reports why, naming the file).
    func loadImage(named name: String) -> CGImage?
    /// The image encoded in `data` (PNG or JPEG bytes), or nil (the provider reports why).
    func decodeImage(data: Data) -> CGImage?
}

extension ImageLoading {
    /// A provider that decodes no bytes: reports it and returns nil.
    public func decodeImage(data: Data) -> CGImage? {
        CADiagnostics.report("UIImage(data:): the installed image provider decodes no bytes; returning nil")
        return nil
    }
}

/// Measures text for layout (`CATextLayer.preferredFrameSize()`); the renderer provides one.
public protocol TextMeasuring: AnyObject {
    /// The size `string` takes when drawn in one line with that font.
    func size(of string: String, fontName: String?, fontSize: CGFloat) -> CGSize
    /// Where each character (grapheme) of `string`, in typed order, is drawn in one line: its
    /// left and right edge from the line's left end and its direction. The default measures
    /// prefixes, left to right (TextCharacterExtents.swift).
    func characterExtents(of string: String, fontName: String?, fontSize: CGFloat) -> [TextCharacterExtent]
}

/// The providers that give the pure core access to fonts and image files.
public enum CAResourceProviders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _images: ImageLoading?
    nonisolated(unsafe) private static var _text: TextMeasuring?

    /// Decodes images for `UIImage(named:)`; nil until a renderer installs one.
    public static var images: ImageLoading? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return _images
        }
        set {
            lock.lock()
            _images = newValue
            lock.unlock()
        }
    }

    /// Measures text; nil until a renderer installs one (then an estimate is used).
    public static var text: TextMeasuring? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return _text
        }
        set {
            lock.lock()
            _text = newValue
            lock.unlock()
        }
    }

    /// The size of `string` in one line: the installed measurer's answer, or an
    /// estimate (0.55 em per character, 1.2 em high) when there is none.
    public static func measure(_ string: String, fontName: String?, fontSize: CGFloat) -> CGSize {
        if let m = text { return m.size(of: string, fontName: fontName, fontSize: fontSize) }
        return CGSize(width: CGFloat(string.count) * fontSize * 0.55, height: fontSize * 1.2)
    }
}
