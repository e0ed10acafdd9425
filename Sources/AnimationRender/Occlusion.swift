import AnimationCore
import Foundation

/// An opaque layer that hides, inside `cover`, everything drawn before its own content: a
/// rectangle redrawn wholly inside it starts at that layer. In the gallery a changed rectangle
/// inside a tile was filled five times before the scene's own layers (the window's background,
/// the tile card, the scene's frame, its window, its root, all opaque); llvmpipe shades each
/// fill, so skipping them cuts the frame's shaded pixels by more than half. The picture is the
/// same pixel for pixel: the occluder's pixels inside `cover` are opaque, and source-over with
/// an opaque source keeps nothing of what was under it.
///
/// Found by `DamageTracker` as it walks the frame's layers in drawing order (see
/// `DamageTracker.occlusion(of:)`) and followed by `Compositor.draw`: a layer not on the way to
/// the occluder is skipped with its sublayers (all of it is drawn before the occluder), a layer
/// on the way draws its sublayers but not its own content, and drawing is normal again from
/// the occluder on.
struct Occluder {
    /// The opaque layer.
    var layerID: UInt64
    /// Target pixels its content makes opaque (inside the rectangle clips in force over it).
    var cover: PixelRect
    /// Its ancestors' IDs, root first.
    var path: [UInt64]

    /// Pixels kept clear of the layer's edges: antialiased edges, stores sampled bilinearly
    /// and text stores moved by less than a pixel make them partly transparent.
    static let edgeMargin = 2.0

    /// The pixels the opaque content of a layer with `bounds` and `cornerRadius`, drawn by the
    /// axis-aligned `projection` inside `clip`, covers; two bands when the corners are rounded
    /// (the widest and the tallest rectangle inside the rounded one).
    static func covers(bounds: CGRect, cornerRadius: CGFloat, projection p: Projection,
                       clip: PixelRect) -> [PixelRect] {
        let a = p.apply(Double(bounds.minX), Double(bounds.minY)), c = p.apply(Double(bounds.maxX), Double(bounds.maxY))
        let x0 = a.x / a.w, y0 = a.y / a.w, x1 = c.x / c.w, y1 = c.y / c.w
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return [] }
        let radius = cornerRadius.isFinite ? max(0, min(Double(cornerRadius), Double(min(bounds.width, bounds.height)) / 2)) : 0
        let rx = radius * (x1 - x0) / Double(bounds.width), ry = radius * (y1 - y0) / Double(bounds.height)
        func inside(_ dx: Double, _ dy: Double) -> PixelRect? {
            let m = edgeMargin
            let r = PixelRect(x0: whole((x0 + dx + m).rounded(.up)), y0: whole((y0 + dy + m).rounded(.up)),
                              x1: whole((x1 - dx - m).rounded(.down)), y1: whole((y1 - dy - m).rounded(.down)))
                .intersection(clip)
            return r.isEmpty ? nil : r
        }
        if radius <= 0 { return inside(0, 0).map { [$0] } ?? [] }
        return [inside(rx, 0), inside(0, ry)].compactMap { $0 }
    }

    /// The pixels a `masksToBounds` clip of `bounds` keeps whole, nil when it is not
    /// axis-aligned: a square clip's scissor (as `Compositor` sets it), or the part of a rounded
    /// clip clear of its corners by `edgeMargin`, for one the compositor clips by the corners of
    /// its triangles (`CornerClip`; the caller knows when it does).
    static func clipInterior(bounds: CGRect, cornerRadius: CGFloat, projection p: Projection) -> PixelRect? {
        guard p.isAxisAligned else { return nil }
        guard cornerRadius > 0 else { return Compositor.scissorRect(bounds, p) }
        let b = ContentRasterizer.usableBounds(bounds)
        let a = p.apply(Double(b.minX), Double(b.minY)), c = p.apply(Double(b.maxX), Double(b.maxY))
        let x0 = a.x / a.w, y0 = a.y / a.w, x1 = c.x / c.w, y1 = c.y / c.w
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0, b.width > 0, b.height > 0 else {
            return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        let radius = cornerRadius.isFinite ? min(Double(cornerRadius), Double(min(b.width, b.height)) / 2) : 0
        guard radius > 0.001 else { return nil }   // drawn through an offscreen mask
        let dx = radius * (x1 - x0) / Double(b.width) + edgeMargin, dy = radius * (y1 - y0) / Double(b.height) + edgeMargin
        return PixelRect(x0: whole((x0 + dx).rounded(.up)), y0: whole((y0 + dy).rounded(.up)),
                         x1: whole((x1 - dx).rounded(.down)), y1: whole((y1 - dy).rounded(.down)))
    }

    private static func whole(_ v: Double) -> Int { Int(max(-1e7, min(1e7, v))) }
}

/// The occluder a rectangle's drawing starts at (see `Occluder`), as `Compositor.draw` follows it.
struct Occlusion {
    var layerID: UInt64
    var path: [UInt64]
}

extension PixelRect {
    /// Whether `other` lies wholly inside this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1
    }
}
