import AnimationCore

/// Which images have no translucent pixel, worked out once per image (a pass over its pixels)
/// and remembered while the image lives: a layer showing such an image over all of its bounds
/// hides what is under it (`Occluder`), as the flight board's sky and hills hide the board's
/// colour behind them.
final class OpaqueImages {
    private struct Entry {
        weak var image: CGImage?
        let isOpaque: Bool
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Above this many entries, those of images that are gone are dropped.
    private let tidyAbove = 256

    /// Whether every pixel of `image` has alpha 255.
    func isOpaque(_ image: CGImage) -> Bool {
        let key = ObjectIdentifier(image)
        if let e = entries[key], e.image === image { return e.isOpaque }
        let opaque = image.pixels.withUnsafeBufferPointer { pixels in
            // The alpha byte of every pixel ANDed together is 255 only when each one is.
            var all: UInt32 = 0xFFFF_FFFF
            for p in pixels { all &= p }
            return all >> 24 == 0xFF
        }
        if entries.count >= tidyAbove { entries = entries.filter { $0.value.image != nil } }
        entries[key] = Entry(image: image, isOpaque: opaque)
        return opaque
    }
}
