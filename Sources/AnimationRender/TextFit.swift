import AnimationCore
import CSDL2TTF
import Foundation

/// How a text layer's string lays out in its bounds, with the same line breaking, truncation and
/// metrics the renderer draws it with (`TextRasterizer`): what a test asks to find text that is
/// cut ("It is sunny at the South Pole tod…") without reading pixels.
///
/// Core Animation has no such query; it mirrors what `NSAttributedString.boundingRect` with the
/// layer's width tells an iOS developer.
public struct TextFit: Equatable, Sendable {
    /// The lines as drawn, "…" included where a line was truncated.
    public var lines: [String]
    /// The widest drawn line, in points.
    public var width: CGFloat
    /// The height of all the lines, in points: the line skip between lines, the font's glyph
    /// box for the last one.
    public var height: CGFloat
    /// True when a line was shortened with "…" (the layer's `truncationMode` was used).
    public var isTruncated: Bool
    /// True when a line is wider than the bounds (a layer without truncation clips it).
    public var isClippedHorizontally: Bool
    /// True when the lines are taller than the bounds (the last lines are clipped).
    public var isClippedVertically: Bool

    /// True when every character of the string is drawn whole inside the bounds.
    public var fits: Bool { !isTruncated && !isClippedHorizontally && !isClippedVertically }

    /// The fonts every check shares (opened once, on first use).
    private static let fonts = FontLibrary()

    /// Lays out `text` in `bounds` (points) as the renderer would; nil when the font cannot be
    /// opened or the text draws nothing.
    public static func layOut(_ text: TextContent, in bounds: CGSize) -> TextFit? {
        guard !text.string.isEmpty, text.fontSize.isFinite, text.fontSize > 0 else { return nil }
        let face = FontLibrary.face(for: text.fontName)
        let pointPixels = max(1, Int(min(text.fontSize, 1024).rounded()))
        let k = text.fontSize / CGFloat(pointPixels)
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        guard let font = fonts.font(face, size: pointPixels) else { return nil }
        let lines = TextRasterizer.layout(text, widthLimit: bounds.width) {
            (fonts.shape($0, face: face, size: pointPixels)?.width ?? 0) * k
        }
        // Lines are `skip` apart; the last one is as tall as the font's glyph box.
        let skip = CGFloat(TTF_FontLineSkip(font)) * k, glyphHeight = CGFloat(TTF_FontHeight(font)) * k
        let height = lines.isEmpty ? 0 : skip * CGFloat(lines.count - 1) + glyphHeight
        let sourceLines = text.string.split(separator: "\n", omittingEmptySubsequences: false)
        let truncated = !text.isWrapped && zip(lines, sourceLines).contains { $0.text != String($1) }
        let widest = lines.map(\.width).max() ?? 0
        // Half a point of slack: layout and bounds are both rounded to device pixels.
        return TextFit(lines: lines.map(\.text), width: widest, height: height,
                       isTruncated: truncated, isClippedHorizontally: widest > bounds.width + 0.5,
                       isClippedVertically: height > bounds.height + 0.5)
    }
}
