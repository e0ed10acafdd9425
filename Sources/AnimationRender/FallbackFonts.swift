import AnimationCore
import CSDL2
import CSDL2TTF
import Foundation

/// The fonts from Debian packages that draw what the shipped DejaVu faces lack: colour emoji
/// (`fonts-noto-color-emoji`) and the Noto Sans faces of other scripts (`fonts-noto-core`).
/// A file is opened on first need and kept open (at most one font per candidate and weight, so
/// 26 at most); which font draws a character is remembered for the last 4096 characters.
/// A missing file is reported once per Debian package, and its characters draw with the
/// shipped face (as boxes where it has no glyph). The caller holds `FontLibrary.ttfLock`.
///
/// Apple's text system falls back through the system's cascade list; this list is the
/// playground's own, in the order below.
final class FallbackFonts {
    /// One fallback font file, with its bold cut when the package has one.
    struct Candidate {
        var regular: String
        var bold: String?
        var package: String
        /// A bitmap-only colour font (CBDT): drawn in its own colours, scaled to the line.
        var isColorBitmap = false
    }

    /// Where Debian installs the Noto fonts.
    static let debianDirectory = "/usr/share/fonts/truetype/noto"

    /// The fallback order; emoji first for characters with emoji presentation.
    static let candidates: [Candidate] = {
        let core = "fonts-noto-core"
        let scripts = ["NotoSans", "NotoSansArabic", "NotoSansHebrew", "NotoSansDevanagari", "NotoSansBengali",
                       "NotoSansTamil", "NotoSansThai", "NotoSansArmenian", "NotoSansGeorgian", "NotoSansEthiopic",
                       "NotoSansSymbols"]
        var list = [Candidate(regular: "NotoColorEmoji.ttf", bold: nil, package: "fonts-noto-color-emoji",
                              isColorBitmap: true)]
        list += scripts.map { Candidate(regular: "\($0)-Regular.ttf", bold: "\($0)-Bold.ttf", package: core) }
        list += ["NotoSansSymbols2", "NotoSansMath"].map {
            Candidate(regular: "\($0)-Regular.ttf", bold: nil, package: core)
        }
        return list
    }()

    /// The index of the colour emoji font in `candidates`.
    static let emojiIndex = 0

    private struct Key: Hashable { var index: Int; var bold: Bool }
    private let directory: String
    private var fonts: [Key: OpaquePointer] = [:]
    private var sizes: [Key: Int] = [:]
    private var unusable: Set<Key> = []
    private var reportedPackages: Set<String> = []

    /// Fallbacks read from `directory` (Debian's Noto folder by default).
    init(directory: String = FallbackFonts.debianDirectory) {
        self.directory = directory
    }

    deinit { close() }

    /// Closes every open fallback font.
    func close() {
        for f in fonts.values { TTF_CloseFont(f) }
        fonts.removeAll(); sizes.removeAll()
    }

    /// The first candidate other than the emoji font with glyphs for every visible scalar of
    /// `ch`, or nil.
    func candidate(for ch: Character, bold: Bool) -> Int? {
        for i in Self.candidates.indices where i != Self.emojiIndex {
            if let f = openFont(Key(index: i, bold: bold)), Self.provides(f, ch) { return i }
        }
        return nil
    }

    /// True when the colour emoji font has a glyph for `ch`.
    func emojiProvides(_ ch: Character) -> Bool {
        guard let f = openFont(Key(index: Self.emojiIndex, bold: false)) else { return false }
        return Self.provides(f, ch)
    }

    /// Candidate `index` set to `size` pixels (a bitmap font keeps its one strike).
    func font(_ index: Int, bold: Bool, size: Int) -> OpaquePointer? {
        let key = Key(index: index, bold: bold && Self.candidates[index].bold != nil)
        guard let f = openFont(key) else { return nil }
        if Self.candidates[index].isColorBitmap || sizes[key] == size { return f }
        guard TTF_SetFontSize(f, Int32(size)) == 0 else { return nil }
        sizes[key] = size
        return f
    }

    /// True when `font` has a glyph for each scalar of `ch` that is drawn (joiners and
    /// variation selectors are not).
    static func provides(_ font: OpaquePointer, _ ch: Character) -> Bool {
        ch.unicodeScalars.allSatisfy { s in
            switch s.value {
            case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
            default: return TTF_GlyphIsProvided32(font, s.value) != 0
            }
        }
    }

    /// True when `ch` is shown as a colour emoji by default (emoji presentation, or text
    /// presentation turned to emoji by U+FE0F).
    static func prefersEmoji(_ ch: Character) -> Bool {
        guard let first = ch.unicodeScalars.first, first.value >= 0x2000 else { return false }
        return ch.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    private func openFont(_ requested: Key) -> OpaquePointer? {
        let candidate = Self.candidates[requested.index]
        let key = Key(index: requested.index, bold: requested.bold && candidate.bold != nil)
        if let f = fonts[key] { return f }
        guard !unusable.contains(key) else { return nil }
        let file = key.bold ? candidate.bold! : candidate.regular
        let path = directory + "/" + file
        guard FileManager.default.fileExists(atPath: path), let f = TTF_OpenFont(path, 16) else {
            unusable.insert(key)
            if reportedPackages.insert(candidate.package).inserted {
                RenderDiagnostics.report("fallback font \(path) is missing (Debian package \(candidate.package)); "
                                         + "characters only it has are drawn as boxes")
            }
            return nil
        }
        fonts[key] = f; sizes[key] = 16
        return f
    }
}
