import Foundation

/// Where one character (grapheme) of a line of text is drawn: its horizontal extent in points
/// from the line's left end, and whether it belongs to a right-to-left run. Text editing puts
/// the caret before a character at its leading edge (`minX` left to right, `maxX` right to left).
///
/// UIKit answers this with `UITextInput`'s `caretRect(for:)` and `selectionRects(for:)`.
public struct TextCharacterExtent: Equatable, Sendable {
    /// The character's left edge, in points from the line's left end.
    public var minX: CGFloat
    /// The character's right edge, in points from the line's left end.
    public var maxX: CGFloat
    /// True when the character is in a right-to-left run (Arabic, Hebrew).
    public var isRightToLeft: Bool

    /// An extent from its edges and direction, as given.
    public init(minX: CGFloat, maxX: CGFloat, isRightToLeft: Bool) {
        self.minX = minX
        self.maxX = maxX
        self.isRightToLeft = isRightToLeft
    }

    /// The edge a caret before this character stands at.
    public var leadingX: CGFloat { isRightToLeft ? maxX : minX }
    /// The edge a caret after this character stands at.
    public var trailingX: CGFloat { isRightToLeft ? minX : maxX }
}

extension TextMeasuring {
    /// Left-to-right extents from the widths of the string's prefixes.
    public func characterExtents(of string: String, fontName: String?, fontSize: CGFloat) -> [TextCharacterExtent] {
        var extents: [TextCharacterExtent] = []
        var prefix = "", left: CGFloat = 0
        for ch in string {
            prefix.append(ch)
            let right = size(of: prefix, fontName: fontName, fontSize: fontSize).width
            extents.append(TextCharacterExtent(minX: left, maxX: right, isRightToLeft: false))
            left = right
        }
        return extents
    }
}

extension CAResourceProviders {
    /// The installed measurer's character extents, or an estimate of 0.55 em per character,
    /// left to right, when there is none.
    public static func characterExtents(of string: String, fontName: String?,
                                        fontSize: CGFloat) -> [TextCharacterExtent] {
        if let m = text { return m.characterExtents(of: string, fontName: fontName, fontSize: fontSize) }
        return string.indices.enumerated().map { i, _ in
            TextCharacterExtent(minX: CGFloat(i) * fontSize * 0.55, maxX: CGFloat(i + 1) * fontSize * 0.55,
                                isRightToLeft: false)
        }
    }
}
