import AnimationCore

/// Decoded images kept by name, the least recently used dropped first once their pixels pass
/// `byteLimit` (4 bytes a pixel).
///
/// `UIImage(named:)` on iOS caches in the same spirit and purges under memory pressure; here
/// the bound is fixed, so a scene that loads many large images by path cannot grow the
/// process without end. A dropped image is decoded again when next asked for; layers that
/// still hold it keep it alive. Not thread-safe: `PNGImageLoader` calls it under its lock.
struct DecodedImageCache {
    /// The most decoded pixel bytes kept: 64 MB, about sixteen 1280×800 pictures. The gallery's
    /// own artwork takes under 10 MB.
    static let defaultByteLimit = 64 << 20

    let byteLimit: Int
    private var images: [String: CGImage] = [:]
    /// Names from least to most recently used.
    private var order: [String] = []
    private(set) var byteCount = 0

    init(byteLimit: Int = DecodedImageCache.defaultByteLimit) { self.byteLimit = max(0, byteLimit) }

    var count: Int { images.count }

    /// The image kept for `name`, now the most recently used; nil when none is kept.
    mutating func image(named name: String) -> CGImage? {
        guard let image = images[name] else { return nil }
        touch(name)
        return image
    }

    /// Keeps `image` for `name`, then drops the least recently used others until the bytes fit.
    /// An image larger than the whole limit is not kept.
    mutating func insert(_ image: CGImage, named name: String) {
        remove(name)
        let bytes = Self.bytes(of: image)
        guard bytes <= byteLimit else { return }
        images[name] = image; order.append(name); byteCount += bytes
        while byteCount > byteLimit, let oldest = order.first { remove(oldest) }
    }

    private mutating func touch(_ name: String) {
        guard let i = order.lastIndex(of: name), i != order.count - 1 else { return }
        order.remove(at: i); order.append(name)
    }

    private mutating func remove(_ name: String) {
        guard let image = images.removeValue(forKey: name) else { return }
        byteCount -= Self.bytes(of: image)
        order.removeAll { $0 == name }
    }

    private static func bytes(of image: CGImage) -> Int {
        let (pixels, overflow) = image.width.multipliedReportingOverflow(by: image.height)
        return overflow || pixels > Int.max / 4 ? Int.max : pixels * 4
    }
}
