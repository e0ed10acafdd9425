import AnimationCore
import CCairo
import Foundation

/// Draws a layer's `contents` image placed by `contentsGravity` and cropped by `contentsRect`.
enum ImageRasterizer {
    /// The part of the image shown, in image pixels (nil when empty or not finite).
    static func sourceRect(_ content: ImageContent) -> CGRect? {
        let cr = content.contentsRect
        guard cr.isFiniteRect, cr.width > 0, cr.height > 0 else { return nil }
        let w = CGFloat(content.image.width), h = CGFloat(content.image.height)
        return CGRect(x: cr.minX * w, y: cr.minY * h, width: cr.width * w, height: cr.height * h)
    }

    /// Where the image lands in the layer's bounds space (may extend past the bounds).
    /// Gravity names are taken literally in the y-down space: `.top` is the top edge on screen.
    static func destinationRect(_ content: ImageContent, bounds: CGRect) -> CGRect? {
        guard let src = sourceRect(content), bounds.isFiniteRect else { return nil }
        let b = bounds.standardized
        let scale = content.contentsScale
        let (sw, sh) = (src.width / scale, src.height / scale)
        func place(_ w: CGFloat, _ h: CGFloat, _ ax: CGFloat, _ ay: CGFloat) -> CGRect {
            CGRect(x: b.minX + (b.width - w) * ax, y: b.minY + (b.height - h) * ay, width: w, height: h)
        }
        switch content.gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let fx = b.width / sw, fy = b.height / sh
            let f = content.gravity == .resizeAspect ? min(fx, fy) : max(fx, fy)
            return place(sw * f, sh * f, 0.5, 0.5)
        case .center: return place(sw, sh, 0.5, 0.5)
        case .top: return place(sw, sh, 0.5, 0)
        case .bottom: return place(sw, sh, 0.5, 1)
        case .left: return place(sw, sh, 0, 0.5)
        case .right: return place(sw, sh, 1, 0.5)
        case .topLeft: return place(sw, sh, 0, 0)
        case .topRight: return place(sw, sh, 1, 0)
        case .bottomLeft: return place(sw, sh, 0, 1)
        case .bottomRight: return place(sw, sh, 1, 1)
        default:
            RenderDiagnostics.report("unknown contentsGravity \"\(content.gravity.rawValue)\"; using resize")
            return b
        }
    }

    /// Cairo's filter for a `CALayerContentsFilter`: `.nearest` samples one pixel; `.linear` and
    /// `.trilinear` interpolate when enlarging and box-filter to the size shown when shrinking
    /// (cairo's GOOD filter; Apple's `.linear` would skip pixels beyond 2×, its mipmaps not).
    static func filter(_ f: CALayerContentsFilter, shrinks: Bool) -> cairo_filter_t {
        switch f {
        case .nearest: return CAIRO_FILTER_NEAREST
        case .linear, .trilinear: return shrinks ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
        default:
            RenderDiagnostics.report("unknown contents filter \"\(f.rawValue)\"; using linear")
            return shrinks ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
        }
    }

    /// Draws the image into `canvas` (whose matrix maps layer space to pixels). Shown at half
    /// its size or less, it is drawn from a box-filtered reduction kept in `reductions` (when
    /// given) instead of from all its pixels.
    static func draw(_ content: ImageContent, bounds: CGRect, in canvas: CairoCanvas,
                     reductions: ImageReductions? = nil) {
        guard let src = sourceRect(content), let dst = destinationRect(content, bounds: bounds),
              dst.width > 0, dst.height > 0 else {
            RenderDiagnostics.report("image \(content.image.name): empty contentsRect or bounds; not drawn")
            return
        }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, dst.minX, dst.minY, dst.width, dst.height)
        cairo_clip(cr)
        cairo_translate(cr, dst.minX, dst.minY)
        cairo_scale(cr, dst.width / src.width, dst.height / src.height)
        cairo_translate(cr, -src.minX, -src.minY)
        // Image pixels under a device pixel (user space is now image pixels): above 1 the image is shrunk.
        let shrink = shrink(cr)
        let shrinks = shrink > 1
        let filter = filter(shrinks ? content.minificationFilter : content.magnificationFilter, shrinks: shrinks)
        let level = shrinks && content.minificationFilter != .nearest
            ? ImageReductions.level(forShrink: shrink, width: content.image.width, height: content.image.height) : 0
        if level > 0, let reductions, reductions.withSurface(for: content.image, level: level, { reduced in
            // The reduction's pixel (x, y) covers image pixels from (x, y) · 2^level.
            let f = Double(1 << level)
            cairo_save(cr)
            cairo_scale(cr, f, f)
            paint(reduced, filter: filter, in: cr)
            cairo_restore(cr)   // drops the pattern's reference before the surface may be freed
        }) {
            return
        }
        // The image's own pixels (premultiplied ARGB32, rows packed: a stride cairo accepts),
        // read in place rather than copied; the surface is finished before the pointer ends.
        let image = content.image
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress,
                  let surface = cairo_image_surface_create_for_data(
                    UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                    Int32(image.width), Int32(image.height), Int32(image.width * 4)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                RenderDiagnostics.report("image \(image.name): cairo could not read its pixels; not drawn")
                return
            }
            cairo_save(cr)
            paint(surface, filter: filter, in: cr)
            cairo_restore(cr)   // drops the pattern's reference
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Paints `surface` at the user-space origin, edges padded, with `filter`.
    private static func paint(_ surface: OpaquePointer, filter: cairo_filter_t, in cr: OpaquePointer) {
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        cairo_paint(cr)
    }

    /// Image pixels under one device pixel along the less shrunk axis (user space: image pixels).
    private static func shrink(_ cr: OpaquePointer) -> Double {
        var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
        cairo_user_to_device_distance(cr, &ux, &uy)
        cairo_user_to_device_distance(cr, &vx, &vy)
        let longest = max((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        return 1 / max(1e-9, longest)
    }
}
