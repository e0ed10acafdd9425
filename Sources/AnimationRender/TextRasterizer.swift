import AnimationCore
import CCairo
import CSDL2
import CSDL2TTF
import Foundation

/// Draws `CATextLayer` content with SDL2_ttf: anti-aliased glyph coverage from
/// `TTF_RenderUTF8_Blended` used as a cairo mask for the text colour. Lines break at "\n",
/// wrap at word boundaries when `isWrapped`, and are aligned left (also natural and
/// justified), centred or right. Unwrapped lines that do not fit are truncated with "…"
/// according to `truncation`. Text is clipped to the layer's bounds.
///
/// Lines are laid out in points, with the font at the layer's point size — the metrics
/// `TTFTextMeasurer` (and so `UILabel` and `UITextField`) size text with — and only then drawn
/// at the store's scale. Hinted glyphs at a scaled pixel size are not proportionally wider (at
/// 1.325× "Username" in 17 pt needs 2–12 % more than 1.325 × its 1× width), so a layout
/// measured at the drawing size wrapped and truncated text that fits at 1×. A drawn line
/// whose width is a pixel or more off its point width × scale is resampled horizontally to
/// that width, so the text covers the same share of its layer at any magnification.
enum TextRasterizer {
    static func draw(_ text: TextContent, bounds: CGRect, in canvas: CairoCanvas,
                     storeOrigin: CGPoint, scale: CGFloat, fonts: FontLibrary) {
        guard !text.string.isEmpty, text.color.alpha > 0, bounds.width > 0, bounds.height > 0 else { return }
        guard text.fontSize.isFinite, text.fontSize > 0 else {
            RenderDiagnostics.report("text layer font size \(text.fontSize) is not positive; text not drawn")
            return
        }
        // Clamped before the conversion: a font size of 1e300 must not trap.
        let pixelSize = Int(min(text.fontSize * scale, 1_000_000).rounded())
        guard pixelSize >= 1 else { return }
        if pixelSize > 1024 { RenderDiagnostics.report("text of \(pixelSize) pixels is capped at 1024") }
        let face = FontLibrary.face(for: text.fontName)
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        // Layout in points, with the measurer's font (the library's one font per face is then
        // switched to the drawing size).
        let pointPixels = max(1, Int(min(text.fontSize, 1024).rounded()))
        let k = text.fontSize / CGFloat(pointPixels)
        guard let pointFont = fonts.font(face, size: pointPixels) else { return }
        let lines = layout(text, font: pointFont, pointsPerPixel: k, widthLimit: bounds.width)
        let lineSkip = CGFloat(TTF_FontLineSkip(pointFont)) * k * scale
        guard let font = fonts.font(face, size: pixelSize) else { return }
        let limit = bounds.width * scale
        let left = (bounds.minX - storeOrigin.x) * scale, top = (bounds.minY - storeOrigin.y) * scale
        let maxHeight = bounds.height * scale
        let cr = canvas.context
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, left, top, limit, maxHeight)
        cairo_clip(cr)
        let c = text.color.clamped
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        for (i, line) in lines.enumerated() {
            let y = (CGFloat(i) * lineSkip).rounded()
            if y >= maxHeight { break }
            guard !line.text.isEmpty, let mask = coverage(of: line.text, font: font) else { continue }
            let target = line.width * scale
            let fits = abs(CGFloat(mask.width) - target) < 1
            let drawnWidth = fits ? CGFloat(mask.width) : target
            let x: CGFloat
            switch text.alignment {
            case .center: x = (limit - drawnWidth) / 2
            case .right: x = limit - drawnWidth
            default: x = 0
            }
            cairo_save(cr)
            cairo_translate(cr, (left + x).rounded(), (top + y).rounded())
            if !fits { cairo_scale(cr, target / CGFloat(mask.width), 1) }
            cairo_mask_surface(cr, mask.surface, 0, 0)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// One line to draw and its width in points.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    /// Splits the text into the lines to draw, measured in points: `font` is set to the point
    /// size rounded to whole pixels, and `pointsPerPixel` makes up the rounding.
    static func layout(_ text: TextContent, font: OpaquePointer, pointsPerPixel k: CGFloat, widthLimit: CGFloat) -> [Line] {
        let paragraphs = text.string.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func width(_ s: String) -> CGFloat { CGFloat(FontLibrary.size(of: s, font: font).width) * k }
        var lines: [String] = []
        for p in paragraphs {
            if text.isWrapped { lines += wrap(p, limit: widthLimit, width: width) }
            else { lines.append(truncate(p, mode: text.truncation, limit: widthLimit, width: width)) }
        }
        return lines.map { Line(text: $0, width: width($0)) }
    }

    /// Greedy word wrapping; words longer than the line are broken between characters.
    static func wrap(_ paragraph: String, limit: CGFloat, width: (String) -> CGFloat) -> [String] {
        guard width(paragraph) > limit else { return [paragraph] }
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if width(candidate) <= limit { line = candidate; continue }
            if !line.isEmpty { lines.append(line); line = "" }
            if width(word) <= limit { line = word; continue }
            var piece = ""
            for ch in word {
                if !piece.isEmpty && width(piece + String(ch)) > limit { lines.append(piece); piece = "" }
                piece.append(ch)
            }
            line = piece
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Shortens a line that does not fit with "…" at the end, start or middle.
    static func truncate(_ line: String, mode: CATextLayerTruncationMode, limit: CGFloat, width: (String) -> CGFloat) -> String {
        guard mode != .none, width(line) > limit else { return line }
        let chars = Array(line)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .start: return "…" + String(chars.suffix(keep))
            case .middle:
                let head = (keep + 1) / 2
                return String(chars.prefix(head)) + "…" + String(chars.suffix(keep - head))
            default: return String(chars.prefix(keep)) + "…"
            }
        }
        var lo = 0, hi = chars.count
        while lo < hi {                       // largest `keep` that fits
            let mid = (lo + hi + 1) / 2
            if width(candidate(mid)) <= limit { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }

    /// The glyph coverage of one line as an A8 canvas.
    private static func coverage(of line: String, font: OpaquePointer) -> CairoCanvas? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = line.withCString({ TTF_RenderUTF8_Blended(font, $0, white) }) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard w > 0, h > 0, let src = surface.pointee.pixels,
              let mask = CairoCanvas(width: w, height: h, format: CAIRO_FORMAT_A8) else { return nil }
        let dst = mask.data()
        for y in 0..<h {
            let row = (src + y * pitch).assumingMemoryBound(to: UInt32.self)
            let out = dst + y * mask.stride
            for x in 0..<w { out[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        mask.markDirty()
        return mask
    }
}
