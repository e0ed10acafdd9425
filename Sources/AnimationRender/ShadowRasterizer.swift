import AnimationCore
import CCairo
import Foundation

/// Layer shadows: an alpha mask (from `shadowPath` or from the layer's own content), offset,
/// blurred with a three-pass box blur that approximates a Gaussian whose standard deviation
/// is `shadowRadius`, then tinted with the shadow colour × opacity.
enum ShadowRasterizer {
    /// Whether the shadow draws anything.
    static func isVisible(_ s: ShadowContent) -> Bool {
        s.opacity > 0 && s.color.alpha > 0 && s.offset.width.isFinite && s.offset.height.isFinite
            && s.radius.isFinite && s.opacity.isFinite
    }

    /// How far the blur spreads past the shadow's source, in points.
    static func spread(_ s: ShadowContent) -> CGFloat { max(0, s.radius) * 3 + 1 }

    /// The layer-space rectangle the shadow covers, given its source's extent.
    static func extent(_ s: ShadowContent, sourceExtent: CGRect?) -> CGRect? {
        guard isVisible(s) else { return nil }
        var src = sourceExtent
        if let path = s.path {
            guard path.elements.allSatisfy({ $0.isFinite }) else {
                RenderDiagnostics.report("shadowPath has non-finite points; shadow not drawn")
                return nil
            }
            let box = path.boundingBox
            src = box.isNull ? nil : box
        }
        guard let source = src, !source.isNull, source.isFiniteRect else { return nil }
        let d = spread(s)
        return source.offsetBy(dx: s.offset.width, dy: s.offset.height).insetBy(dx: -d, dy: -d)
    }

    /// Draws the shadow into `canvas` (below whatever is drawn next). `content` holds the
    /// layer's own pixels at the same size, used as the shadow's shape when there is no path.
    static func draw(_ s: ShadowContent, content: CairoCanvas?, into canvas: CairoCanvas, scale: CGFloat,
                     storeOrigin: CGPoint) {
        guard isVisible(s),
            let mask = CairoCanvas(width: canvas.width, height: canvas.height, format: CAIRO_FORMAT_A8) else {
            return
        }
        let dx = s.offset.width * scale, dy = s.offset.height * scale
        if let path = s.path {
            mask.setLayerSpace(origin: storeOrigin, scale: scale)
            cairo_translate(mask.context, s.offset.width, s.offset.height)
            mask.addPath(path.elements)
            cairo_set_source_rgba(mask.context, 0, 0, 0, 1)
            cairo_fill(mask.context)
        } else if let content {
            mask.paint(content, x: dx, y: dy)
        } else { return }
        blur(mask, sigma: Double(max(0, s.radius) * scale))
        let c = s.color.clamped
        let cr = canvas.context
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * min(1, s.opacity))
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// Blurs an A8 canvas in place (three box passes per direction).
    static func blur(_ canvas: CairoCanvas, sigma: Double) {
        guard sigma >= 0.3 else { return }
        let w = canvas.width, h = canvas.height, stride = canvas.stride
        let data = canvas.data()
        let radii = boxRadii(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(w, h))
        var out = [UInt8](repeating: 0, count: max(w, h))
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w { line[x] = row[x] }
            for r in radii { boxPass(&line, &out, count: w, radius: r); swap(&line, &out) }
            for x in 0..<w { row[x] = line[x] }
        }
        for x in 0..<w {
            for y in 0..<h { line[y] = data[y * stride + x] }
            for r in radii { boxPass(&line, &out, count: h, radius: r); swap(&line, &out) }
            for y in 0..<h { data[y * stride + x] = line[y] }
        }
        canvas.markDirty()
    }

    /// Radii of three box filters whose combination approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        var wl = Int((12 * sigma * sigma / n + 1).squareRoot())
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = Int(((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n)
                     / (-4 * Double(wl) - 4)).rounded())
        return (0..<3).map { ($0 < m ? wl : wu - 0) / 2 }.map { max(0, $0) }
    }

    /// One box filter of half-width `radius` from `src` to `dst` (values outside are zero).
    private static func boxPass(_ src: inout [UInt8], _ dst: inout [UInt8], count: Int, radius: Int) {
        guard radius > 0 else { for i in 0..<count { dst[i] = src[i] }; return }
        let width = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(src[i]) }
        for i in 0..<count {
            let add = i + radius, remove = i - radius - 1
            if add < count { sum += Int(src[add]) }
            if remove >= 0 { sum -= Int(src[remove]) }
            dst[i] = UInt8(min(255, (sum + width / 2) / width))
        }
    }
}
