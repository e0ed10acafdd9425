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
        guard let font = fonts.font(face, size: pixelSize) else { return }
        let limit = Int((bounds.width * scale).rounded())
        let lines = layout(text, font: font, widthLimit: limit)
        let skip = Int(TTF_FontLineSkip(font))
        let left = (bounds.minX - storeOrigin.x) * scale, top = (bounds.minY - storeOrigin.y) * scale
        let maxHeight = bounds.height * scale
        let cr = canvas.context
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, left, top, bounds.width * scale, maxHeight)
        cairo_clip(cr)
        let c = text.color.clamped
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        for (i, line) in lines.enumerated() {
            let y = Double(i * skip)
            if y >= maxHeight { break }
            guard !line.isEmpty, let mask = coverage(of: line, font: font) else { continue }
            let x: Double
            switch text.alignment {
            case .center: x = (Double(limit) - Double(mask.width)) / 2
            case .right: x = Double(limit - mask.width)
            default: x = 0
            }
            cairo_mask_surface(cr, mask.surface, (left + x).rounded(), (top + y).rounded())
        }
        cairo_restore(cr)
    }

    /// Splits the text into the lines to draw.
    static func layout(_ text: TextContent, font: OpaquePointer, widthLimit: Int) -> [String] {
        let paragraphs = text.string.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func width(_ s: String) -> Int { FontLibrary.size(of: s, font: font).width }
        var lines: [String] = []
        for p in paragraphs {
            if text.isWrapped { lines += wrap(p, limit: widthLimit, width: width) }
            else { lines.append(truncate(p, mode: text.truncation, limit: widthLimit, width: width)) }
        }
        return lines
    }

    /// Greedy word wrapping; words longer than the line are broken between characters.
    static func wrap(_ paragraph: String, limit: Int, width: (String) -> Int) -> [String] {
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
    static func truncate(_ line: String, mode: CATextLayerTruncationMode, limit: Int, width: (String) -> Int) -> String {
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
