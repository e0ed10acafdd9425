import AnimationCore
import CCairo
import CSDL2
import CSDL2TTF
import Foundation

/// Draws `CATextLayer` content with SDL2_ttf: each line is shaped by HarfBuzz in runs of one
/// direction, script and font (`FontLibrary.shape`: right-to-left runs laid out right to left,
/// fallback fonts for characters DejaVu lacks, colour emoji), and its anti-aliased coverage is
/// used as a cairo mask for the text colour (colour glyphs keep their colours). Lines break at
/// "\n", wrap at word boundaries when `isWrapped`, and are aligned left (natural and justified
/// too, or right when the paragraph reads right to left, as on iOS), centred or right.
/// Unwrapped lines that do not fit are truncated with "…" according to `truncation`. Text is
/// clipped to the layer's bounds.
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
        let lineSkip = CGFloat(TTF_FontLineSkip(pointFont)) * k * scale
        let lines = layout(text, widthLimit: bounds.width) {
            (fonts.shape($0, face: face, size: pointPixels)?.width ?? 0) * k
        }
        let limit = bounds.width * scale
        let left = (bounds.minX - storeOrigin.x) * scale, top = (bounds.minY - storeOrigin.y) * scale
        let maxHeight = bounds.height * scale
        let cr = canvas.context
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, left, top, limit, maxHeight)
        cairo_clip(cr)
        let c = text.color.clamped
        for (i, line) in lines.enumerated() {
            let y = (CGFloat(i) * lineSkip).rounded()
            if y >= maxHeight { break }
            guard !line.text.isEmpty,
                  let shaped = fonts.shape(line.text, face: face, size: pixelSize, rightToLeft: line.isRightToLeft),
                  let drawn = shaped.render(color: c) else { continue }
            let image = drawn.canvas
            let target = line.width * scale
            let fits = abs(CGFloat(image.width) - target) < 1
            let drawnWidth = fits ? CGFloat(image.width) : target
            let x: CGFloat
            switch text.alignment {
            case .center: x = (limit - drawnWidth) / 2
            case .right: x = limit - drawnWidth
            case .natural, .justified: x = line.isRightToLeft ? limit - drawnWidth : 0
            default: x = 0
            }
            cairo_save(cr)
            cairo_translate(cr, (left + x).rounded(), (top + y).rounded())
            if !fits { cairo_scale(cr, target / CGFloat(image.width), 1) }
            if drawn.isMask {
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
                cairo_mask_surface(cr, image.surface, 0, 0)
            } else {
                cairo_set_source_surface(cr, image.surface, 0, 0)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// One line to draw, its width in points and its paragraph's direction.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
        /// The paragraph reads right to left (its first strong character is Hebrew, Arabic…):
        /// natural alignment puts the line at the right, as iOS does.
        var isRightToLeft = false
    }

    /// Splits the text into the lines to draw; `width` measures one line in points (shaped, as
    /// it is drawn).
    static func layout(_ text: TextContent, widthLimit: CGFloat, width: (String) -> CGFloat) -> [Line] {
        let paragraphs = text.string.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [Line] = []
        for p in paragraphs {
            let rtl = RightToLeftText.contains(p) && BidiLevels.isRightToLeftParagraph(p.map(BidiLevels.bidiClass(of:)))
            let pieces = text.isWrapped ? wrap(p, limit: widthLimit, width: width)
                : [truncate(p, mode: text.truncation, limit: widthLimit, width: width)]
            lines += pieces.map { Line(text: $0, width: width($0), isRightToLeft: rtl) }
        }
        return lines
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
    static func truncate(_ line: String, mode: CATextLayerTruncationMode, limit: CGFloat,
                         width: (String) -> CGFloat) -> String {
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
}
