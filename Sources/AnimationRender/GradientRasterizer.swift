import AnimationCore
import CCairo
import Foundation

/// Draws `CAGradientLayer` content: axial and radial through cairo patterns, conic per pixel.
enum GradientRasterizer {
    /// Colour stops sorted by location, or nil when the gradient has no colours.
    static func stops(_ g: GradientContent) -> [(location: Double, color: RGBA)]? {
        guard !g.colors.isEmpty else { return nil }
        let n = g.colors.count
        var locations: [Double]
        if let l = g.locations, l.count == n, l.allSatisfy({ $0.isFinite }) {
            locations = l.map { min(1, max(0, Double($0))) }
        } else {
            if let l = g.locations {
                RenderDiagnostics.report(
                    "gradient has \(l.count) locations for \(n) colours (or non-finite ones); spacing them evenly")
            }
            locations = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        }
        return zip(locations, g.colors.map { $0.clamped }).sorted { $0.0 < $1.0 }.map { ($0.0, $0.1) }
    }

    /// The straight colour at `t` (0…1) between sorted stops.
    static func color(at t: Double, stops: [(location: Double, color: RGBA)]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 1e-12 ? (t - a.location) / span : 1
            return RGBA(red: a.color.red + (b.color.red - a.color.red) * f,
                        green: a.color.green + (b.color.green - a.color.green) * f,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// Fills `bounds` (rounded by `cornerRadius`) with the gradient. `storeOrigin` and `scale`
    /// describe the canvas (layer-space origin of its top-left pixel, pixels per point).
    static func draw(_ g: GradientContent, bounds: CGRect, cornerRadius: CGFloat,
                     in canvas: CairoCanvas, storeOrigin: CGPoint, scale: CGFloat) {
        guard let stops = stops(g), bounds.width > 0, bounds.height > 0 else { return }
        guard g.startPoint.x.isFinite, g.startPoint.y.isFinite, g.endPoint.x.isFinite, g.endPoint.y.isFinite else {
            RenderDiagnostics.report("gradient has a non-finite start or end point; not drawn")
            return
        }
        let cr = canvas.context
        let p0 = CGPoint(x: bounds.minX + g.startPoint.x * bounds.width,
                         y: bounds.minY + g.startPoint.y * bounds.height)
        let p1 = CGPoint(x: bounds.minX + g.endPoint.x * bounds.width, y: bounds.minY + g.endPoint.y * bounds.height)
        cairo_save(cr)
        canvas.addRoundedRect(bounds, radius: cornerRadius)
        cairo_clip(cr)
        if stops.count == 1 {
            canvas.setSource(stops[0].color); cairo_paint(cr)
        } else if g.type == .conic {
            drawConic(stops: stops, center: p0, toward: p1, canvas: canvas, storeOrigin: storeOrigin, scale: scale)
        } else if g.type == .radial {
            let rx = abs(p1.x - p0.x), ry = abs(p1.y - p0.y)
            let (ex, ey) = (rx > 1e-6 ? rx : ry, ry > 1e-6 ? ry : rx)
            if ex <= 1e-6 { canvas.setSource(stops.last!.color); cairo_paint(cr) } else {
                let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
                addStops(stops, to: pattern)
                var m = cairo_matrix_t()
                cairo_matrix_init(&m, 1 / ex, 0, 0, 1 / ey, -p0.x / ex, -p0.y / ey)
                cairo_pattern_set_matrix(pattern, &m)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern); cairo_paint(cr)
                cairo_pattern_destroy(pattern)
            }
        } else {
            if g.type != .axial {
                RenderDiagnostics.report("unknown gradient type \"\(g.type.rawValue)\"; drawing it as axial")
            }
            if hypot(p1.x - p0.x, p1.y - p0.y) < 1e-9 {
                canvas.setSource(stops.last!.color); cairo_paint(cr)
            } else {
                let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
                addStops(stops, to: pattern)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern); cairo_paint(cr)
                cairo_pattern_destroy(pattern)
            }
        }
        cairo_restore(cr)
    }

    private static func addStops(_ stops: [(location: Double, color: RGBA)], to pattern: OpaquePointer) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.red, s.color.green, s.color.blue,
                                              s.color.alpha)
        }
    }

    /// A conic (angular) sweep, clockwise on screen, starting in the direction of `toward`.
    private static func drawConic(stops: [(location: Double, color: RGBA)], center: CGPoint, toward: CGPoint,
                                  canvas: CairoCanvas, storeOrigin: CGPoint, scale: CGFloat) {
        guard let sweep = CairoCanvas(width: canvas.width, height: canvas.height) else { return }
        let lutSize = 1024
        var lut = [UInt32](repeating: 0, count: lutSize + 1)
        for i in 0...lutSize {
            let c = color(at: Double(i) / Double(lutSize), stops: stops)
            let a = c.alpha
            func ch(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * a * 255).rounded()))) }
            lut[i] = (UInt32(max(0, min(255, (a * 255).rounded()))) << 24)
                | (ch(c.red) << 16) | (ch(c.green) << 8) | ch(c.blue)
        }
        let dx0 = toward.x - center.x, dy0 = toward.y - center.y
        let start = (dx0 == 0 && dy0 == 0) ? 0 : atan2(dy0, dx0)
        let twoPi = 2 * Double.pi
        let base = sweep.data()
        for py in 0..<sweep.height {
            let row = UnsafeMutableRawPointer(base + py * sweep.stride).assumingMemoryBound(to: UInt32.self)
            let ly = storeOrigin.y + (Double(py) + 0.5) / scale - center.y
            for px in 0..<sweep.width {
                let lx = storeOrigin.x + (Double(px) + 0.5) / scale - center.x
                var t = (atan2(ly, lx) - start) / twoPi
                t -= t.rounded(.down)
                row[px] = lut[Int(t * Double(lutSize))]
            }
        }
        sweep.markDirty()
        let cr = canvas.context
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, sweep.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
