import AnimationCore
import Foundation

/// Clips in drawing coordinates: the scissor of a square clip, the corners of a rounded one,
/// and when a rounded clip may be drawn by its corners instead of through an offscreen mask.
extension Compositor {
    /// The rounded corners of axis-aligned `bounds` in drawing coordinates (radius limited to
    /// half the shorter side, as cairo draws it), nil when not axis-aligned or not rounded.
    func cornerClip(_ bounds: CGRect, radius: CGFloat, _ p: Projection) -> CornerClip? {
        let b = ContentRasterizer.usableBounds(bounds)
        let r = radius.isFinite ? Double(min(radius, min(b.width, b.height) / 2)) : 0
        guard p.isAxisAligned, r > 0.001 else { return nil }
        let sx = p.m11 / p.m44, sy = p.m22 / p.m44
        let x0 = Double(b.minX) * sx + p.m41 / p.m44, y0 = Double(b.minY) * sy + p.m42 / p.m44
        return CornerClip(minX: Float(x0), minY: Float(y0), maxX: Float(x0 + Double(b.width) * sx),
                          maxY: Float(y0 + Double(b.height) * sy), rx: Float(r * sx), ry: Float(r * sy))
    }

    /// The pixel clip rectangle of axis-aligned bounds, nil when empty.
    func clipRect(_ bounds: CGRect, _ p: Projection) -> PixelRect? {
        let clipped = Compositor.scissorRect(bounds, p).intersection(targets.region)
        return clipped.isEmpty ? nil : clipped
    }

    /// The pixels an axis-aligned square clip of `bounds` keeps: its edges rounded to the nearest pixel.
    static func scissorRect(_ bounds: CGRect, _ p: Projection) -> PixelRect {
        let b = ContentRasterizer.usableBounds(bounds)
        let a = p.apply(Double(b.minX), Double(b.minY)), c = p.apply(Double(b.maxX), Double(b.maxY))
        func whole(_ v: Double) -> Int { v.isFinite ? Int(max(-1e7, min(1e7, v.rounded()))) : 0 }
        return PixelRect(x0: whole(a.x / a.w), y0: whole(a.y / a.w), x1: whole(c.x / c.w), y1: whole(c.y / c.w))
    }

    /// Whether a rounded `masksToBounds` clip of `node` may be drawn by clipping triangles at its
    /// corners instead of through an offscreen mask: premultiplied targets, axis-aligned, a radius
    /// of more than a thousandth of a point, no mask and no group opacity (`group`). A rounded
    /// clip around it decides the rest (`CornerClip.leavesCornersClear`).
    func mayClipByCorners(_ node: RenderNode, _ p: Projection, group: Bool) -> Bool {
        let b = ContentRasterizer.usableBounds(node.bounds)
        let radius = node.content.cornerRadius
        return node.mask == nil && !group && device.premultiplied && p.isAxisAligned
            && radius.isFinite && min(radius, min(b.width, b.height) / 2) > 0.001
    }
}
