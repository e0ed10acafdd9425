import AnimationCore
import CCairo
import Foundation

/// Draws `CAShapeLayer` content: fill (non-zero / even-odd), then the stroke with its width,
/// caps, joins, miter limit, dash pattern and `strokeStart…strokeEnd` trimming.
enum ShapeRasterizer {
    /// True when every point of the path is finite (reports once when not).
    static func isValid(_ shape: ShapeContent) -> Bool {
        if shape.path.elements.allSatisfy({ $0.isFinite }) && shape.lineWidth.isFinite { return true }
        RenderDiagnostics.report("shape path or line width has non-finite values; shape not drawn")
        return false
    }

    /// Whether a stroke is drawn at all.
    static func strokes(_ shape: ShapeContent) -> Bool {
        guard let c = shape.strokeColor, c.alpha > 0, shape.lineWidth > 0 else { return false }
        let s = shape.strokeStart.isFinite ? shape.strokeStart : 0
        let e = shape.strokeEnd.isFinite ? shape.strokeEnd : 1
        return min(1, e) > max(0, s)
    }

    /// The area the shape can touch, in layer space (nil for an empty path).
    static func extent(_ shape: ShapeContent) -> CGRect? {
        guard !shape.path.isEmpty, isValid(shape) else { return nil }
        var box = shape.path.boundingBox
        guard !box.isNull, box.isFiniteRect else { return nil }
        if strokes(shape) {
            let half = shape.lineWidth / 2
            var pad = half
            if shape.lineJoin == .miter { pad = max(pad, half * max(1, min(shape.miterLimit, 100))) }
            if shape.lineCap == .square { pad = max(pad, half * 1.4143) }
            box = box.insetBy(dx: -pad, dy: -pad)
        }
        return box.insetBy(dx: -1, dy: -1)
    }

    /// Draws the shape into `canvas` (matrix already maps layer space to pixels).
    static func draw(_ shape: ShapeContent, in canvas: CairoCanvas, scale: CGFloat) {
        guard !shape.path.isEmpty, isValid(shape) else { return }
        let cr = canvas.context
        if let fill = shape.fillColor, fill.alpha > 0 {
            cairo_new_path(cr)
            canvas.addPath(shape.path.elements)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            canvas.setSource(fill)
            cairo_fill(cr)
        }
        guard strokes(shape), let strokeColor = shape.strokeColor else { return }
        cairo_new_path(cr)
        let start = max(0, shape.strokeStart.isFinite ? shape.strokeStart : 0)
        let end = min(1, shape.strokeEnd.isFinite ? shape.strokeEnd : 1)
        var dashOffset: CGFloat = 0
        if start <= 0 && end >= 1 {
            canvas.addPath(shape.path.elements)
        } else {
            let trimmed = StrokeTrimmer.trim(shape.path, from: start, to: end, tolerance: 0.1 / max(scale, 0.01))
            dashOffset = trimmed.startLength
            for line in trimmed.lines {
                guard let first = line.points.first else { continue }
                cairo_move_to(cr, first.x, first.y)
                for p in line.points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
                if line.isClosed { cairo_close_path(cr) }
            }
        }
        cairo_set_line_width(cr, shape.lineWidth)
        cairo_set_line_cap(cr, shape.lineCap == .round ? CAIRO_LINE_CAP_ROUND
                                : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, shape.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND
                                 : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, shape.miterLimit.isFinite && shape.miterLimit >= 1 ? shape.miterLimit : 10)
        if let dashes = dashPattern(shape) {
            let phase = (shape.lineDashPhase.isFinite ? shape.lineDashPhase : 0) + dashOffset
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        canvas.setSource(strokeColor)
        cairo_stroke(cr)
    }

    /// The dash lengths to use, or nil for a solid line (bad patterns are reported).
    static func dashPattern(_ shape: ShapeContent) -> [Double]? {
        let p = shape.lineDashPattern
        guard !p.isEmpty else { return nil }
        if p.contains(where: { !$0.isFinite || $0 < 0 }) {
            RenderDiagnostics.report("lineDashPattern \(p) has negative or non-finite lengths; stroking solid")
            return nil
        }
        if p.allSatisfy({ $0 == 0 }) {
            RenderDiagnostics.report("lineDashPattern \(p) is all zeros; stroking solid")
            return nil
        }
        return p.map { Double($0) }
    }
}
