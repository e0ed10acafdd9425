import AnimationCore
import CSDL2
import CSDL2TTF
import Foundation

/// Opens the fonts shipped in `assets/fonts` through SDL2_ttf: one font per face, set to the
/// pixel size asked for (`TTF_SetFontSize`) rather than one font per size, since every open
/// font holds its own copy of the face's tables (about 0.1–0.2 MB each). All SDL2_ttf calls in
/// the process are serialized by one lock (the library is not thread-safe). Fonts are closed
/// in `close()` / `deinit`. Characters the shipped faces lack are drawn with `FallbackFonts`
/// (Debian's Noto fonts); text is shaped and laid out in runs by `shape` (FontLibrary+Shaping).
final class FontLibrary {
    /// The two shipped faces.
    enum Face: String { case regular = "DejaVuSans.ttf", bold = "DejaVuSans-Bold.ttf" }

    /// Serializes every SDL2_ttf call (rendering and measuring).
    static let ttfLock = NSRecursiveLock()

    private var fonts: [Face: OpaquePointer] = [:]
    /// The pixel size each open font is set to.
    private var sizes: [Face: Int] = [:]
    private var initialized = false
    private let fontsDirectory: String?
    /// Faces already reported as unusable (each is reported once, not on every label).
    private var failedFaces: Set<Face> = []
    /// The fonts for characters the shipped faces lack.
    let fallbacks: FallbackFonts
    /// Which font draws each character seen lately, per face (at most 4096 per face).
    var fontChoices: [Face: [Character: FontChoice]] = [:]

    /// A library reading from `fontsDirectory` (default: `<assets>/fonts`), with fallback fonts
    /// from `fallbackDirectory` (default: Debian's Noto folder).
    init(fontsDirectory: String? = nil, fallbackDirectory: String = FallbackFonts.debianDirectory) {
        self.fontsDirectory = fontsDirectory ?? AssetLibrary.directory.map { $0 + "/fonts" }
        fallbacks = FallbackFonts(directory: fallbackDirectory)
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        if TTF_Init() == 0 { initialized = true } else {
            RenderDiagnostics.report("SDL2_ttf could not start (\(String(cString: SDL_GetError()))); text is not drawn")
        }
    }

    deinit { close() }

    /// Closes every open font and releases SDL2_ttf.
    func close() {
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        for f in fonts.values { TTF_CloseFont(f) }
        fonts.removeAll(); sizes.removeAll(); fontChoices.removeAll()
        fallbacks.close()
        if initialized { TTF_Quit(); initialized = false }
    }

    /// Which face a font name maps to: names containing "bold", "heavy" or "black" use the
    /// bold face; DejaVu, Helvetica, Arial and system font names use the regular face silently;
    /// any other name falls back to the regular (or bold) face with a diagnostic.
    static func face(for name: String?) -> Face {
        guard let name, !name.isEmpty else { return .regular }
        let n = name.lowercased().filter { $0.isLetter || $0.isNumber }
        let bold = n.contains("bold") || n.contains("heavy") || n.contains("black")
        let known = ["dejavusans", "helvetica", "arial", "system", "sfui", "sfpro", "sanfrancisco", "avenir", "verdana"]
        if !known.contains(where: { n.hasPrefix($0) }) {
            RenderDiagnostics.report("font \"\(name)\" is not shipped; using DejaVu Sans\(bold ? " Bold" : "") instead")
        }
        return bold ? .bold : .regular
    }

    /// The font for `face` set to `size` pixels, or nil (reported, naming the file).
    /// The caller must hold `ttfLock` while it uses the returned font: the next call may set
    /// the same font to another size.
    func font(_ face: Face, size: Int) -> OpaquePointer? {
        guard initialized else { return nil }
        let size = min(max(size, 1), 1024)
        if let f = fonts[face] {
            if sizes[face] != size {
                guard TTF_SetFontSize(f, Int32(size)) == 0 else {
                    RenderDiagnostics.report(
                        "SDL2_ttf could not set \(face.rawValue) to \(size) pixels: \(String(cString: SDL_GetError()))")
                    return nil
                }
                sizes[face] = size
            }
            return f
        }
        guard !failedFaces.contains(face) else { return nil }
        guard let dir = fontsDirectory else {
            report(face, path: "assets/fonts/\(face.rawValue)", reason: "no assets directory was found")
            return nil
        }
        let path = dir + "/" + face.rawValue
        guard FileManager.default.fileExists(atPath: path) else {
            report(face, path: path, reason: "the file does not exist")
            return nil
        }
        // Opened at 16 pixels, where the check's glyphs must show ink, then set to `size`.
        guard let f = TTF_OpenFont(path, 16) else {
            report(face, path: path, reason: String(cString: SDL_GetError()))
            return nil
        }
        if let problem = FontCheck.problem(with: f) ?? (size == 16 || TTF_SetFontSize(f, Int32(size)) == 0
                                                        ? nil : String(cString: SDL_GetError())) {
            TTF_CloseFont(f)
            report(face, path: path, reason: problem)
            return nil
        }
        fonts[face] = f; sizes[face] = size
        return f
    }

    /// Reports `face` as unusable, once.
    private func report(_ face: Face, path: String, reason: String) {
        failedFaces.insert(face)
        RenderDiagnostics.report(
            RenderError.fontUnavailable(path: path, reason: reason).description + " Text is not drawn.")
    }
}

/// Checks that a font file can really draw text. SDL2_ttf opens a file whose header and
/// tables are intact even when the glyph outlines are damaged; such a font then draws every
/// string as nothing, or fails only when drawing. So the check draws "Ag" and looks for ink.
public enum FontCheck {
    /// Why the font file at `path` cannot draw text, or nil when it can.
    public static func problem(withFontAt path: String) -> String? {
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        guard TTF_Init() == 0 else { return "SDL2_ttf could not start (\(String(cString: SDL_GetError())))" }
        defer { TTF_Quit() }
        guard FileManager.default.fileExists(atPath: path) else { return "the file does not exist" }
        guard let font = TTF_OpenFont(path, 16) else { return String(cString: SDL_GetError()) }
        defer { TTF_CloseFont(font) }
        return problem(with: font)
    }

    /// Why the open `font` cannot draw text, or nil (the caller holds `FontLibrary.ttfLock`).
    static func problem(with font: OpaquePointer) -> String? {
        guard TTF_FontHeight(font) > 0 else { return "the font reports no line height" }
        guard let surface = TTF_RenderUTF8_Blended(font, "Ag", SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return "its glyphs cannot be drawn (\(String(cString: SDL_GetError())))"
        }
        defer { SDL_FreeSurface(surface) }
        let s = surface.pointee
        guard s.format.pointee.BytesPerPixel == 4, let pixels = s.pixels else { return nil }
        let alphaMask = s.format.pointee.Amask
        for y in 0..<Int(s.h) {
            let row = (pixels + y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(s.w) where row[x] & alphaMask != 0 { return nil }
        }
        return "its glyphs draw nothing (the outlines are damaged)"
    }
}

/// `TextMeasuring` for the core (`CATextLayer.preferredFrameSize()`), measuring with SDL2_ttf
/// and the shipped fonts. Several lines (separated by "\n") stack by the font's line skip.
public final class TTFTextMeasurer: TextMeasuring {
    let fonts: FontLibrary

    public init() { fonts = FontLibrary() }

    public func size(of string: String, fontName: String?, fontSize: CGFloat) -> CGSize {
        guard fontSize.isFinite, fontSize > 0 else { return .zero }
        let face = FontLibrary.face(for: fontName)
        let pixels = max(1, Int(min(fontSize, 1024).rounded()))     // clamped first: 1e300 must not trap
        let k = fontSize / CGFloat(pixels)
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        guard let font = fonts.font(face, size: pixels) else {
            return CGSize(width: CGFloat(string.count) * fontSize * 0.55, height: fontSize * 1.2)
        }
        let skip = Int(TTF_FontLineSkip(font))
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let width = lines.map { fonts.shape(String($0), face: face, size: pixels)?.width ?? 0 }.max() ?? 0
        return CGSize(width: width * k, height: CGFloat(skip * max(1, lines.count)) * k)
    }
}

extension TTFTextMeasurer {
    /// Character extents from the shaped line (bidirectional runs and fallback fonts), in points.
    public func characterExtents(of string: String, fontName: String?, fontSize: CGFloat) -> [TextCharacterExtent] {
        guard fontSize.isFinite, fontSize > 0, !string.isEmpty else { return [] }
        let face = FontLibrary.face(for: fontName)
        let pixels = max(1, Int(min(fontSize, 1024).rounded()))
        let k = fontSize / CGFloat(pixels)
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        let line = String(string.map { $0 == "\n" ? " " : $0 })
        guard let shaped = fonts.shape(line, face: face, size: pixels) else { return [] }
        return shaped.characterExtents(count: line.count).map {
            TextCharacterExtent(minX: $0.minX * k, maxX: $0.maxX * k, isRightToLeft: $0.isRightToLeft)
        }
    }
}
