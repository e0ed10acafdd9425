import Foundation

/// The raster scale the store of each shape would have on the `SDL_RenderGeometry` path, for
/// the GL shape quads that stand in for those stores (`Compositor.drawShapeOnGL` samples the
/// grid of the store it replaces, whose pixels it works out).
///
/// `StoreCache` draws a store at the quantized scale it is first shown at, redraws it larger as
/// soon as it is shown larger, and smaller only once it has been shown at half its scale or
/// less for 30 frames in a row; stores that look alike are shared by their layers. This keeps
/// the same few numbers per shape store (no pixels), so a layer shrinking back after a zoom is
/// drawn from the same grid on both paths. It is told of every frame such a shape is shown on
/// the GL backend, also those the shader leaves to the store path (a turned border ring, a
/// rounded clip that is not circular), since that path grows the same store.
final class ShapeScaleMemory {
    /// What the store depends on: its kind, size (the small square for sliced stores), radius,
    /// border width and, for whole stores, colours (sliced solids are white, tinted later).
    struct Key: Hashable {
        var kind: StoreKind
        var width: Float, height: Float, radius: Float, border: Float
        var fill: SIMD4<Float>, borderColor: SIMD4<Float>
    }

    private final class Entry {
        var scale: CGFloat
        var largestThisFrame: CGFloat = 0
        var framesOversized = 0
        var wantsDownscale = false
        var lastUsedFrame: Int
        init(scale: CGFloat, frame: Int) { self.scale = scale; lastUsedFrame = frame }
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0

    /// The scale of the store for `key` shown this frame at quantized scale `q`.
    func scale(for key: Key, quantized q: CGFloat) -> CGFloat {
        let entry: Entry
        if let known = entries[key] { entry = known } else {
            entry = Entry(scale: q, frame: frame)
            entries[key] = entry
        }
        if q > entry.scale || (entry.wantsDownscale && q < entry.scale) {
            entry.scale = q; entry.wantsDownscale = false; entry.framesOversized = 0
        }
        entry.largestThisFrame = max(entry.largestThisFrame, q)
        entry.lastUsedFrame = frame
        return entry.scale
    }

    /// End-of-frame bookkeeping, as `StoreCache.endFrame`: the downscale hysteresis, and
    /// entries unused for more than `purgeAfter` frames forgotten.
    func endFrame(purgeAfter: Int) {
        defer { frame += 1 }
        guard !entries.isEmpty else { return }
        var stale: [Key] = []
        for (key, entry) in entries {
            if entry.lastUsedFrame == frame {
                let oversized = entry.largestThisFrame <= entry.scale / 2
                entry.framesOversized = oversized ? entry.framesOversized + 1 : 0
                if entry.framesOversized >= 30 { entry.wantsDownscale = true }
                entry.largestThisFrame = 0
            } else if frame - entry.lastUsedFrame > purgeAfter {
                stale.append(key)
            }
        }
        for key in stale { entries[key] = nil }
    }
}
