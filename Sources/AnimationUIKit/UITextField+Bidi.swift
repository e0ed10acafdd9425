import AnimationCore
import Foundation

/// Caret and selection in text with right-to-left characters (Hebrew, Arabic…), which the
/// renderer lays out in visual order: positions come from where each character is drawn
/// (`CAResourceProviders.characterExtents`) rather than from the width of the typed prefix.
/// The caret before a character stands at its leading edge (its right edge in a right-to-left
/// run); at the end of the text it stands at the paragraph's end (the left end when the text
/// starts with a right-to-left letter). A selection is highlighted from its leftmost to its
/// rightmost selected character, one rectangle, where UIKit draws one per visual run.
extension UITextField {
    /// The drawn characters' extents, or nil when the text has no right-to-left character
    /// (prefix widths then place the caret).
    func bidiExtents(of shown: String) -> [TextCharacterExtent]? {
        guard RightToLeftText.contains(shown) else { return nil }
        let f = font ?? .systemFont(ofSize: 17)
        return CAResourceProviders.characterExtents(of: shown, fontName: f.fontName, fontSize: f.pointSize)
    }

    /// The caret's x (from the drawn text's left end) before character `index` of a line of
    /// text with these extents (`index == extents.count`: at the end).
    static func caretX(before index: Int, extents: [TextCharacterExtent], rightToLeft: Bool) -> CGFloat {
        if index < extents.count { return extents[max(0, index)].leadingX }
        guard !extents.isEmpty else { return 0 }
        return rightToLeft ? extents.map(\.minX).min()! : extents.map(\.maxX).max()!
    }

    /// The span (from the drawn text's left end) covering characters `range` of the line.
    static func selectionSpan(_ range: Range<Int>, extents: [TextCharacterExtent]) -> ClosedRange<CGFloat>? {
        let picked = extents[max(0, range.lowerBound)..<min(extents.count, range.upperBound)]
        guard let lo = picked.map(\.minX).min(), let hi = picked.map(\.maxX).max() else { return nil }
        return lo...hi
    }

    /// The character boundary (0…count) whose caret is nearest to `x`.
    static func boundary(nearestX x: CGFloat, extents: [TextCharacterExtent], rightToLeft: Bool) -> Int {
        (0...extents.count).min { a, b in
            abs(caretX(before: a, extents: extents, rightToLeft: rightToLeft) - x)
                < abs(caretX(before: b, extents: extents, rightToLeft: rightToLeft) - x)
        } ?? 0
    }
}
