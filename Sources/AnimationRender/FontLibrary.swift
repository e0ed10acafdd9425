import AnimationCore
import CSDL2
import CSDL2TTF
import Foundation

/// Opens the fonts shipped in `assets/fonts` through SDL2_ttf: one font per face, set to the
/// pixel size asked for (`TTF_SetFontSize`) rather than one font per size, since every open
/// font holds its own copy of the face's tables (about 0.1–0.2 MB each). All SDL2_ttf calls in
/// the process are serialized by one lock (the library is not thread-safe). Fonts are closed
/// in `close()` / `deinit`.
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

    /// A library reading from `fontsDirectory` (default: `<assets>/fonts`).
    init(fontsDirectory: String? = nil) {
        self.fontsDirectory = fontsDirectory ?? AssetLibrary.directory.map { $0 + "/fonts" }
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
        fonts.removeAll(); sizes.removeAll()
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
                    RenderDiagnostics.report("SDL2_ttf could not set \(face.rawValue) to \(size) pixels: \(String(cString: SDL_GetError()))")
                    return nil
                }
                sizes[face] = size
            }
            return f
        }
        guard let dir = fontsDirectory else {
            RenderDiagnostics.report(RenderError.fontUnavailable(path: "assets/fonts/\(face.rawValue)",
                                                                 reason: "no assets directory was found").description
                                     + " Text is not drawn.")
            return nil
        }
        let path = dir + "/" + face.rawValue
        guard FileManager.default.fileExists(atPath: path) else {
            RenderDiagnostics.report(RenderError.fontUnavailable(path: path, reason: "the file does not exist").description
                                     + " Text is not drawn.")
            return nil
        }
        guard let f = TTF_OpenFont(path, Int32(size)) else {
            RenderDiagnostics.report(RenderError.fontUnavailable(path: path, reason: String(cString: SDL_GetError())).description
                                     + " Text is not drawn.")
            return nil
        }
        fonts[face] = f; sizes[face] = size
        return f
    }

    /// Width and height in pixels of `text` in one line (caller holds `ttfLock`).
    static func size(of text: String, font: OpaquePointer) -> (width: Int, height: Int) {
        guard !text.isEmpty else { return (0, Int(TTF_FontHeight(font))) }
        var w: Int32 = 0, h: Int32 = 0
        _ = text.withCString { TTF_SizeUTF8(font, $0, &w, &h) }
        return (Int(w), Int(h))
    }
}

/// `TextMeasuring` for the core (`CATextLayer.preferredFrameSize()`), measuring with SDL2_ttf
/// and the shipped fonts. Several lines (separated by "\n") stack by the font's line skip.
public final class TTFTextMeasurer: TextMeasuring {
    private let fonts: FontLibrary

    public init() { fonts = FontLibrary() }

    public func size(of string: String, fontName: String?, fontSize: CGFloat) -> CGSize {
        guard fontSize.isFinite, fontSize > 0 else { return .zero }
        let face = FontLibrary.face(for: fontName)
        let pixels = max(1, Int(fontSize.rounded()))
        let k = fontSize / CGFloat(pixels)
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        guard let font = fonts.font(face, size: pixels) else {
            return CGSize(width: CGFloat(string.count) * fontSize * 0.55, height: fontSize * 1.2)
        }
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let width = lines.map { FontLibrary.size(of: String($0), font: font).width }.max() ?? 0
        let skip = Int(TTF_FontLineSkip(font))
        return CGSize(width: CGFloat(width) * k, height: CGFloat(skip * max(1, lines.count)) * k)
    }
}
