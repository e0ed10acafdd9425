import AnimationCore
import Foundation

/// An opaque layer that hides, inside `cover`, everything drawn before its own content: a
/// rectangle redrawn wholly inside it starts at that layer. In the gallery a changed rectangle
/// inside a tile was filled four times before its scene's root (the window's background, the
/// tile card, the scene's frame and its window, all opaque), and llvmpipe shades every fill;
/// such a rectangle now starts at the scene's root. The picture is the same pixel for pixel:
/// the occluder's pixels inside `cover` are opaque, and source-over with an opaque source keeps
/// nothing of what was under it.
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
    /// Where its ancestors' IDs, root first, lie in the tracker's list of paths.
    var path: Range<Int>

    /// Pixels kept clear of the layer's edges: antialiased edges, stores sampled bilinearly
    /// and text stores moved by less than a pixel make them partly transparent.
    static let edgeMargin = 2.0

    /// Calls `body` with the pixels the opaque content of a layer with `bounds` and
    /// `cornerRadius`, drawn by the axis-aligned `projection` inside the clip bands `clip` (see
    /// `clipBands`), covers: two bands when the corners are rounded (the widest and the tallest
    /// rectangle inside the rounded one), each cut by each clip band.
    ///
    /// `exactEdges`: the content is a square of one colour drawn with exact coverage (untextured,
    /// `Compositor.drawSolid`; the GL shader's square solids alike), so every pixel wholly inside
    /// its edges is opaque and no `edgeMargin` is kept. A scene's backdrop, frame and window
    /// share the edges of the clip around them, and with the margin a changed rectangle that
    /// touched that clip's edge fell back to the tile card under them.
    static func forEachCover(bounds: CGRect, cornerRadius: CGFloat, exactEdges: Bool = false, projection p: Projection,
                             clip: [PixelRect], _ body: (PixelRect) -> Void) {
        let a = p.apply(Double(bounds.minX), Double(bounds.minY)), c = p.apply(Double(bounds.maxX), Double(bounds.maxY))
        let x0 = a.x / a.w, y0 = a.y / a.w, x1 = c.x / c.w, y1 = c.y / c.w
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return }
        let radius = cornerRadius.isFinite ? max(0, min(Double(cornerRadius), Double(min(bounds.width, bounds.height)) / 2)) : 0
        let rx = radius * (x1 - x0) / Double(bounds.width), ry = radius * (y1 - y0) / Double(bounds.height)
        let exact = exactEdges && radius <= 0
        func inside(_ dx: Double, _ dy: Double) -> PixelRect? {
            let m = exact ? 0 : edgeMargin
            let r = PixelRect(x0: whole(firstWhole(x0 + dx + m, exact)), y0: whole(firstWhole(y0 + dy + m, exact)),
                              x1: whole(lastWhole(x1 - dx - m, exact)), y1: whole(lastWhole(y1 - dy - m, exact)))
            return r.isEmpty ? nil : r
        }
        func cut(_ band: PixelRect?) {
            guard let band else { return }
            for q in clip { let i = band.intersection(q); if !i.isEmpty { body(i) } }
        }
        if radius <= 0 { cut(inside(0, 0)) } else { cut(inside(rx, 0)); cut(inside(0, ry)) }
    }

    /// The pixels a `masksToBounds` clip of `bounds` keeps whole, as rectangles whose union
    /// they are, for a clip the compositor draws without an offscreen pass, axis-aligned: a
    /// square clip's scissor (as `Compositor` sets it), or for a rounded one, whose corners clip
    /// its triangles (`CornerClip`, one-pixel band; the caller knows when), that scissor's widest
    /// and tallest parts clear of the corners by `edgeMargin`.
    static func clipBands(bounds: CGRect, cornerRadius: CGFloat, projection p: Projection) -> [PixelRect] {
        let scissor = Compositor.scissorRect(bounds, p)
        guard cornerRadius > 0 else { return [scissor] }
        let b = ContentRasterizer.usableBounds(bounds)
        guard b.width > 0, b.height > 0 else { return [] }
        let radius = cornerRadius.isFinite ? min(Double(cornerRadius), Double(min(b.width, b.height)) / 2) : 0
        let rx = (radius * p.m11 / p.m44 + edgeMargin).rounded(.up), ry = (radius * p.m22 / p.m44 + edgeMargin).rounded(.up)
        guard rx.isFinite, ry.isFinite else { return [] }
        let dx = whole(rx), dy = whole(ry)
        return [PixelRect(x0: scissor.x0, y0: scissor.y0 + dy, x1: scissor.x1, y1: scissor.y1 - dy),
                PixelRect(x0: scissor.x0 + dx, y0: scissor.y0, x1: scissor.x1 - dx, y1: scissor.y1)]
            .filter { !$0.isEmpty }
    }

    /// The non-empty intersections of each of `a` with each of `b`.
    static func intersections(_ a: [PixelRect], _ b: [PixelRect]) -> [PixelRect] {
        var out: [PixelRect] = []
        for r in a { for q in b { let i = r.intersection(q); if !i.isEmpty { out.append(i) } } }
        return out
    }

    private static func whole(_ v: Double) -> Int { Int(max(-1e7, min(1e7, v))) }

    /// The first whole-pixel edge at or after `v`; with `snap`, `v` within a thousandth of a
    /// pixel of a whole one is that one (as `drawSolid` takes such an edge for whole).
    private static func firstWhole(_ v: Double, _ snap: Bool) -> Double {
        snap && abs(v - v.rounded()) < 1e-3 ? v.rounded() : v.rounded(.up)
    }

    /// The last whole-pixel edge at or before `v` (see `firstWhole`).
    private static func lastWhole(_ v: Double, _ snap: Bool) -> Double {
        snap && abs(v - v.rounded()) < 1e-3 ? v.rounded() : v.rounded(.down)
    }
}

/// The occluder a rectangle's drawing starts at (see `Occluder`), as `Compositor.draw` follows it.
struct Occlusion {
    var layerID: UInt64
    var path: ArraySlice<UInt64>
}

extension PixelRect {
    /// Whether `other` lies wholly inside this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1
    }
}
