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

    /// Draws the image into `canvas` (whose matrix maps layer space to pixels).
    static func draw(_ content: ImageContent, bounds: CGRect, in canvas: CairoCanvas) {
        guard let src = sourceRect(content), let dst = destinationRect(content, bounds: bounds),
              dst.width > 0, dst.height > 0 else {
            RenderDiagnostics.report("image \(content.image.name): empty contentsRect or bounds; not drawn")
            return
        }
        guard let surface = CairoCanvas.makeSurface(from: content.image) else {
            RenderDiagnostics.report("image \(content.image.name): cairo could not copy its pixels; not drawn")
            return
        }
        defer { cairo_surface_destroy(surface) }
        let cr = canvas.context
        cairo_save(cr)
        cairo_rectangle(cr, dst.minX, dst.minY, dst.width, dst.height)
        cairo_clip(cr)
        cairo_translate(cr, dst.minX, dst.minY)
        cairo_scale(cr, dst.width / src.width, dst.height / src.height)
        cairo_translate(cr, -src.minX, -src.minY)
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // Image pixels per device pixel, from the canvas matrix: above 1 the image is shrunk.
        var dx = Double(src.width / dst.width), dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let shrinks = (1 / max(1e-9, (dx * dx + dy * dy).squareRoot())) > 1
        cairo_pattern_set_filter(
            pattern, filter(shrinks ? content.minificationFilter : content.magnificationFilter, shrinks: shrinks))
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
