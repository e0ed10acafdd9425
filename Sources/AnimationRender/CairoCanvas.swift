import AnimationCore
import CCairo
import Foundation

/// An owned cairo image surface (premultiplied ARGB32 or A8) and a drawing context on it.
/// Both are released in `deinit`.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    let format: cairo_format_t

    /// A cleared (transparent) surface; nil when cairo cannot allocate it (reported).
    init?(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
        guard width > 0, height > 0, width <= 16384, height <= 16384,
              let s = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(s) else {
            RenderDiagnostics.report("cairo could not allocate a \(width)×\(height) surface: "
                                     + CairoCanvas.statusText(cairo_surface_status(s)))
            cairo_surface_destroy(s)
            return nil
        }
        surface = s; context = cr
        self.width = width; self.height = height; self.format = format
        stride = Int(cairo_image_surface_get_stride(s))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    static func statusText(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }

    /// The pixel bytes after finishing pending drawing (call `markDirty()` after writing to them).
    func data() -> UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)
    }

    func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Applies `scale` then moves `origin` (layer space) to the surface's top-left corner.
    func setLayerSpace(origin: CGPoint, scale: CGFloat) {
        cairo_identity_matrix(context)
        cairo_scale(context, Double(scale), Double(scale))
        cairo_translate(context, Double(-origin.x), Double(-origin.y))
    }

    // MARK: Paths and colours

    func setSource(_ c: RGBA) {
        let k = c.clamped
        cairo_set_source_rgba(context, k.red, k.green, k.blue, k.alpha)
    }

    /// Appends `elements` to the current path. Quadratic curves become cubics; elements
    /// with non-finite points are skipped (the caller validates paths beforehand).
    func addPath(_ elements: [PathElement]) {
        let cr = context
        var current = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .moveTo(let p):
                cairo_move_to(cr, p.x, p.y); current = p; start = p
            case .lineTo(let p):
                cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurveTo(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curveTo(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
    }

    /// Appends a rectangle with circular corners of `radius` (clamped to half the shorter side).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let cr = context
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0.001 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height); return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Paints another canvas at `(x, y)` in device pixels (identity matrix).
    func paint(_ other: CairoCanvas, x: Double = 0, y: Double = 0, alpha: Double = 1) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, other.surface, x, y)
        if alpha >= 1 { cairo_paint(context) } else { cairo_paint_with_alpha(context, alpha) }
        cairo_restore(context)
    }
}

extension CGRect {
    /// True when origin and size are finite numbers.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension PathElement {
    /// True when every point of the element is finite.
    var isFinite: Bool {
        switch self {
        case .moveTo(let p), .lineTo(let p): return p.x.isFinite && p.y.isFinite
        case .quadCurveTo(let p, let c): return p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
        case .curveTo(let p, let c1, let c2):
            return p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
        case .closeSubpath: return true
        }
    }
}
