import AnimationCore
import CCairo
import CSDL2
import CSDL2TTF
import Foundation

/// One line of text cut into runs that HarfBuzz (inside SDL2_ttf) shapes separately: a run has
/// one bidirectional level, one script and one font (the shipped face or a fallback). Runs are
/// kept in visual order, left to right; a right-to-left run is shaped right to left, so Arabic
/// joins and Hebrew reads from the right. Widths are in pixels at the size the line was shaped.
/// Every measurement and drawing of text goes through a shaped line, so they agree.
struct ShapedLine {
    /// A piece of the line drawn with one font in one direction.
    struct Run {
        var text: String
        /// The run's characters in the line's logical order (indices of `Array(line)`).
        var characters: Range<Int>
        var font: OpaquePointer
        var rightToLeft: Bool
        /// ISO 15924 script tag for HarfBuzz ("Zzzz": let the font's defaults apply).
        var script: String
        /// Drawn size ÷ font size: 1, except for a bitmap colour font fitted to the line.
        var scale: CGFloat
        var isColor: Bool
        var width: CGFloat
        /// Baseline of the run below the line's top.
        var ascent: CGFloat
    }

    var runs: [Run]
    var width: CGFloat
    /// The paragraph's direction (the first strong character's).
    var isRightToLeft: Bool
    /// The shipped face's ascent and glyph-box height, in pixels.
    var ascent: Int
    var height: Int

    /// Sets `font` up for `run`'s direction and script (SDL2_ttf keeps both per font).
    static func prepare(_ font: OpaquePointer, rightToLeft: Bool, script: String) {
        _ = TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        _ = TTF_SetFontScriptName(font, script)
    }

    /// The width in pixels of `text` shaped with `font` in that direction and script.
    static func measure(_ text: String, font: OpaquePointer, rightToLeft: Bool, script: String) -> Int {
        guard !text.isEmpty else { return 0 }
        prepare(font, rightToLeft: rightToLeft, script: script)
        var w: Int32 = 0, h: Int32 = 0
        _ = text.withCString { TTF_SizeUTF8(font, $0, &w, &h) }
        return Int(w)
    }

    /// The HarfBuzz script tag of a character: the complex scripts that need one to shape.
    static func script(of ch: Character) -> String {
        guard let v = ch.unicodeScalars.first?.value, v >= 0x0590 else { return "Zzzz" }
        switch v {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE: return "Arab"
        case 0x0700...0x074F: return "Syrc"
        case 0x0780...0x07BF: return "Thaa"
        case 0x0900...0x097F: return "Deva"
        case 0x0980...0x09FF: return "Beng"
        case 0x0B80...0x0BFF: return "Taml"
        case 0x0E00...0x0E7F: return "Thai"
        default: return "Zzzz"
        }
    }

    /// Draws the line: an A8 coverage mask when every run is outline text (to be filled with the
    /// text colour), otherwise an ARGB image with outline runs in `color` and colour glyphs in
    /// their own colours at `color`'s alpha.
    func render(color: RGBA) -> (canvas: CairoCanvas, isMask: Bool)? {
        guard width >= 1, height >= 1 else { return nil }
        let isMask = !runs.contains(where: \.isColor)
        if runs.count == 1, isMask, runs[0].ascent == CGFloat(ascent), runs[0].scale == 1 {
            ShapedLine.prepare(runs[0].font, rightToLeft: runs[0].rightToLeft, script: runs[0].script)
            return Self.rasterize(runs[0]).map { ($0, true) }      // the common case: one font, no compositing
        }
        let w = Int(width.rounded(.up))
        guard let canvas = CairoCanvas(width: w, height: height, format: isMask ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32)
        else { return nil }
        let cr = canvas.context
        var x: CGFloat = 0
        for run in runs {
            defer { x += run.width }
            ShapedLine.prepare(run.font, rightToLeft: run.rightToLeft, script: run.script)
            guard let glyphs = Self.rasterize(run) else { continue }
            cairo_save(cr)
            cairo_translate(cr, x.rounded(), (CGFloat(ascent) - run.ascent).rounded())
            if run.scale != 1 { cairo_scale(cr, run.scale, run.scale) }
            if run.isColor {
                cairo_set_source_surface(cr, glyphs.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint_with_alpha(cr, color.clamped.alpha)
            } else {
                let c = color.clamped
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, isMask ? 1 : c.alpha)
                cairo_mask_surface(cr, glyphs.surface, 0, 0)
            }
            cairo_restore(cr)
        }
        // SDL2_ttf keeps up to 256 drawn glyphs per font; for the emoji font's 136×128 colour
        // bitmaps that is 18 MB. Setting the size again empties the cache: the line is drawn
        // into its layer's store once, so its glyphs are not needed again soon.
        for run in runs where run.isColor { _ = TTF_SetFontSize(run.font, 16) }
        canvas.markDirty()
        return (canvas, isMask)
    }

    /// One run drawn by SDL2_ttf: its alpha as an A8 canvas, or premultiplied ARGB for colour.
    private static func rasterize(_ run: Run) -> CairoCanvas? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = run.text.withCString({ TTF_RenderUTF8_Blended(run.font, $0, white) }) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard w > 0, h > 0, let src = surface.pointee.pixels,
              let out = CairoCanvas(width: w, height: h, format: run.isColor ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8)
        else { return nil }
        let dst = out.data()
        for y in 0..<h {
            let row = (src + y * pitch).assumingMemoryBound(to: UInt32.self)
            if run.isColor {
                let o = UnsafeMutableRawPointer(dst + y * out.stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { o[x] = premultiplied(row[x]) }
            } else {
                let o = dst + y * out.stride
                for x in 0..<w { o[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
        out.markDirty()
        return out
    }

    /// SDL's straight-alpha ARGB8888 pixel as cairo's premultiplied ARGB32.
    private static func premultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a < 255 else { return p }
        func channel(_ shift: UInt32) -> UInt32 { ((p >> shift & 0xFF) * a + 127) / 255 << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}

extension ShapedLine {
    /// Where each of the line's `count` characters (in typed order) is drawn, in pixels from the
    /// line's left end. Within a run the run's shaped width is shared out in proportion to the
    /// characters' own widths (a joined Arabic letter is narrower than its isolated form).
    func characterExtents(count: Int) -> [TextCharacterExtent] {
        var extents = Array(repeating: TextCharacterExtent(minX: 0, maxX: 0, isRightToLeft: false), count: count)
        var x: CGFloat = 0
        for run in runs {
            let chars = Array(run.text)
            let own = chars.map { CGFloat(max(1, Self.measure(String($0), font: run.font, rightToLeft: run.rightToLeft,
                                                               script: run.script))) }
            let share = run.width / max(own.reduce(0, +), 1)
            // Left to right in drawing order: a right-to-left run starts with its last character.
            let order = run.rightToLeft ? Array(chars.indices.reversed()) : Array(chars.indices)
            for i in order {
                let logical = run.characters.lowerBound + i
                let w = own[i] * share
                if logical < count {
                    extents[logical] = TextCharacterExtent(minX: x, maxX: x + w, isRightToLeft: run.rightToLeft)
                }
                x += w
            }
        }
        return extents
    }
}
