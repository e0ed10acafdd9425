import AnimationCore
import CCairo

/// Box-filtered copies of images at a half, a quarter, … of their size, for drawing an image
/// much smaller than its pixels: cairo's GOOD filter reads every source pixel under each pixel
/// drawn, so a 640×960 picture shrunk to 102×152 costs about forty reads a pixel, and a layer
/// whose bounds animate (the cook scene's thumbnails while the screen turns) redraws its store
/// every frame. Drawn from the largest copy at least as large as the size shown, the same
/// picture costs a few reads a pixel. The copies play the part of a GPU's mipmaps.
///
/// Each level averages 2×2 pixels of the one above (premultiplied, rounded to nearest; an odd
/// last row or column repeats its edge). A reduction is made for the draw that needs it and
/// freed after it; only one drawn again within `reuseWindow` draws (a store redrawn frame after
/// frame) is kept, until `keepWindow` draws pass without it, so the pictures drawn once at
/// start-up do not all hold a copy at the same time (6 MB at the gallery's peak). Entries hold
/// their images weakly: an image that is gone is never matched.
final class ImageReductions {
    /// A reduction drawn again within this many draws is kept.
    static let reuseWindow = 64
    /// A kept reduction not drawn for this many draws is freed.
    static let keepWindow = 256
    /// The most reductions kept at once.
    let capacity: Int
    /// Reductions made since this object was created, kept or not (for tests).
    private(set) var madeCount = 0

    private struct Key: Hashable {
        let image: ObjectIdentifier
        let level: Int
    }
    private final class Entry {
        weak var image: CGImage?
        let surface: OpaquePointer
        var lastUse: Int
        init(image: CGImage, surface: OpaquePointer, lastUse: Int) {
            self.image = image; self.surface = surface; self.lastUse = lastUse
        }
        deinit { cairo_surface_destroy(surface) }
    }
    private var entries: [Key: Entry] = [:]
    /// When each reduction not kept was last made.
    private var recent: [Key: Int] = [:]
    private var clock = 0

    init(capacity: Int = 16) { self.capacity = max(1, capacity) }

    /// Number of reductions kept.
    var count: Int { entries.count }

    /// The level to draw `image` from when each shown pixel covers `shrink` image pixels (the
    /// smaller of the two axes): the largest power of two not above `shrink`, as its exponent.
    /// 0 (the image itself) below 2.
    static func level(forShrink shrink: Double, width: Int, height: Int) -> Int {
        guard shrink.isFinite, shrink >= 2 else { return 0 }
        var level = 0
        var (w, h) = (width, height)
        while Double(1 << (level + 1)) <= shrink, w > 1 || h > 1, level < 14 {
            level += 1
            w = (w + 1) / 2; h = (h + 1) / 2
        }
        return level
    }

    /// Calls `draw` with a cairo surface holding `image` reduced `level` times (each halving its
    /// size, rounded up), valid only during the call. Returns false (without calling it) for
    /// level 0 or when cairo cannot allocate the surface.
    @discardableResult
    func withSurface(for image: CGImage, level: Int, _ draw: (OpaquePointer) -> Void) -> Bool {
        guard level > 0 else { return false }
        clock += 1
        let key = Key(image: ObjectIdentifier(image), level: level)
        if let e = entries[key], e.image === image {
            e.lastUse = clock
            draw(e.surface)
            forgetOld()
            return true
        }
        let drawnLately = recent[key].map { clock - $0 <= Self.reuseWindow } ?? false
        var current: OpaquePointer?
        for _ in 0..<level {
            guard let next = Self.halve(current, image: image) else {
                if let current { cairo_surface_destroy(current) }
                return false
            }
            if let current { cairo_surface_destroy(current) }
            current = next
        }
        guard let surface = current else { return false }
        madeCount += 1
        draw(surface)
        if drawnLately {
            recent[key] = nil
            entries[key] = Entry(image: image, surface: surface, lastUse: clock)
        } else {
            recent[key] = clock
            cairo_surface_destroy(surface)
        }
        forgetOld()
        return true
    }

    func removeAll() { entries.removeAll(); recent.removeAll() }

    private func forgetOld() {
        entries = entries.filter { $0.value.image != nil && clock - $0.value.lastUse <= Self.keepWindow }
        recent = recent.filter { clock - $0.value <= Self.reuseWindow }
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
        }
    }

    /// `surface` (or, when nil, the image's pixels) at half its size.
    private static func halve(_ surface: OpaquePointer?, image: CGImage) -> OpaquePointer? {
        if let surface {
            cairo_surface_flush(surface)
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface)) / 4
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
            return halve(pixels, width: w, height: h, stride: stride)
        }
        return image.pixels.withUnsafeBufferPointer {
            halve($0.baseAddress!, width: image.width, height: image.height, stride: image.width)
        }
    }

    /// Averages each 2×2 block of premultiplied ARGB32 pixels into a new surface.
    static func halve(_ src: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) -> OpaquePointer? {
        let w = (width + 1) / 2, h = (height + 1) / 2
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
            return nil
        }
        cairo_surface_flush(s)
        let outStride = Int(cairo_image_surface_get_stride(s)) / 4
        let out = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            let r0 = src + min(2 * y, height - 1) * stride
            let r1 = src + min(2 * y + 1, height - 1) * stride
            let row = out + y * outStride
            for x in 0..<w {
                let x0 = 2 * x, x1 = min(2 * x + 1, width - 1)
                row[x] = average(r0[x0], r0[x1], r1[x0], r1[x1])
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// The rounded mean of four ARGB32 pixels, channel by channel: two channels at a time
    /// (bytes 0 and 2, then 1 and 3), whose sums fit in 10 bits.
    @inline(__always)
    static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0002_0002
        var lo: UInt32 = a & mask
        lo &+= b & mask
        lo &+= c & mask
        lo &+= d & mask
        var hi: UInt32 = (a >> 8) & mask
        hi &+= (b >> 8) & mask
        hi &+= (c >> 8) & mask
        hi &+= (d >> 8) & mask
        let low: UInt32 = ((lo &+ half) >> 2) & mask
        let high: UInt32 = ((hi &+ half) >> 2) & mask
        return low | (high << 8)
    }
}
