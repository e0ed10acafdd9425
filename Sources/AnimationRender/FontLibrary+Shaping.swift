import AnimationCore
import CSDL2TTF
import Foundation

extension FontLibrary {
    /// Which font draws a character: the shipped face or fallback `candidate`.
    enum FontChoice: Hashable {
        case primary
        case fallback(Int)
    }

    /// `text` (one line, no line breaks) shaped with `face` at `size` pixels, with the paragraph
    /// direction `rightToLeft` (nil: from the line's first strong character). Nil when the
    /// shipped face cannot be opened. The caller holds `ttfLock`.
    func shape(_ text: String, face: Face, size: Int, rightToLeft: Bool? = nil) -> ShapedLine? {
        guard let primary = font(face, size: size) else { return nil }
        let ascent = Int(TTF_FontAscent(primary)), height = Int(TTF_FontHeight(primary))
        var line = ShapedLine(runs: [], width: 0, isRightToLeft: rightToLeft ?? false, ascent: ascent, height: height)
        guard !text.isEmpty else { return line }
        if text.utf8.allSatisfy({ $0 < 0x80 }) && rightToLeft != true {      // ASCII: one run, no fallback
            let w = CGFloat(ShapedLine.measure(text, font: primary, rightToLeft: false, script: "Zzzz"))
            line.runs = [ShapedLine.Run(text: text, characters: 0..<text.count, font: primary, rightToLeft: false,
                                        script: "Zzzz", scale: 1, isColor: false, width: w, ascent: CGFloat(ascent))]
            line.width = w
            return line
        }
        let chars = Array(text)
        let classes = chars.map(BidiLevels.bidiClass(of:))
        let rtl = rightToLeft ?? BidiLevels.isRightToLeftParagraph(classes)
        line.isRightToLeft = rtl
        let levels = BidiLevels.levels(of: classes, rightToLeft: rtl)
        let choices = chars.map { choice(for: $0, face: face, primary: primary) }
        let scripts = chars.map(ShapedLine.script(of:))
        // Logical runs: maximal stretches of one level, font and script. Colour emoji (each a
        // 136 px bitmap before scaling) are cut every 32, so no run's image outgrows a surface.
        var logical: [(range: Range<Int>, level: Int)] = []
        var start = 0
        for i in 1...chars.count where i == chars.count
            || levels[i] != levels[start] || choices[i] != choices[start] || scripts[i] != scripts[start]
            || (choices[start] == .fallback(FallbackFonts.emojiIndex) && i - start == 32) {
            logical.append((start..<i, levels[start])); start = i
        }
        for (range, level) in BidiLevels.visualOrder(logical, level: \.level) {
            let runText = String(chars[range])
            let rtlRun = level % 2 == 1, script = scripts[range.lowerBound]
            var run = ShapedLine.Run(text: runText, characters: range, font: primary, rightToLeft: rtlRun,
                                     script: script, scale: 1, isColor: false, width: 0, ascent: CGFloat(ascent))
            if case .fallback(let index) = choices[range.lowerBound],
               let f = fallbacks.font(index, bold: face == .bold, size: size) {
                run.font = f
                if FallbackFonts.candidates[index].isColorBitmap {
                    // A bitmap strike (109 px for Noto Color Emoji) fitted to the shipped face's line.
                    run.isColor = true
                    run.scale = CGFloat(height) / CGFloat(max(1, TTF_FontHeight(f)))
                }
                run.ascent = CGFloat(TTF_FontAscent(f)) * run.scale
            }
            let pixels = ShapedLine.measure(runText, font: run.font, rightToLeft: rtlRun, script: script)
            run.width = CGFloat(pixels) * run.scale
            line.width += run.width
            line.runs.append(run)
        }
        return line
    }

    /// The font for `ch`: colour emoji for emoji presentation, then the shipped face, then the
    /// first fallback that has it, then colour emoji, else the shipped face (drawing a box).
    private func choice(for ch: Character, face: Face, primary: OpaquePointer) -> FontChoice {
        if let known = fontChoices[face]?[ch] { return known }
        let result: FontChoice
        if FallbackFonts.prefersEmoji(ch) && fallbacks.emojiProvides(ch) {
            result = .fallback(FallbackFonts.emojiIndex)
        } else if BidiLevels.bidiClass(of: ch) == .ws || FallbackFonts.provides(primary, ch) {
            result = .primary
        } else if let index = fallbacks.candidate(for: ch, bold: face == .bold) {
            result = .fallback(index)
        } else if fallbacks.emojiProvides(ch) {
            result = .fallback(FallbackFonts.emojiIndex)
        } else {
            result = .primary
        }
        if fontChoices[face, default: [:]].count >= 4096 { fontChoices[face] = [:] }
        fontChoices[face, default: [:]][ch] = result
        return result
    }
}
