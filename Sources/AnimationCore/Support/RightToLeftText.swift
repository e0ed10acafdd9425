/// Which characters are written right to left, for text layout and editing.
///
/// Covers the Unicode bidirectional classes R (Hebrew, NKo, Samaritan, Mandaic, the right-to-left
/// historic scripts) and AL (Arabic, Syriac, Thaana and the Arabic presentation forms) by block
/// ranges; Arabic-Indic digits are numbers, not letters. Apple's text system reads the same
/// classes from the Unicode Character Database; a block-based table is enough for the scripts
/// fonts are installed for here.
public enum RightToLeftText {
    /// True for a letter of an Arabic-type script (bidi class AL).
    public static func isArabicLetter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0660...0x0669, 0x066B...0x066C, 0x06F0...0x06F9: return false     // digits
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE, 0x1EE00...0x1EEFF: return true
        default: return false
        }
    }

    /// True for a letter written right to left (bidi class R or AL), right-to-left marks included.
    public static func isRightToLeft(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200F, 0x061C: return true                                          // RLM, ALM
        case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F: return true
        case 0x10800...0x10FFF, 0x1E800...0x1EDFF, 0x1EF00...0x1EFFF: return true
        default: return isArabicLetter(s)
        }
    }

    /// True when any character of `text` is written right to left (so its layout needs the
    /// bidirectional algorithm rather than one left-to-right run).
    public static func contains(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x0590 && isRightToLeft($0) }
    }
}

extension RightToLeftText {
    /// True when a paragraph reads right to left: its first strong letter is Hebrew, Arabic or
    /// another right-to-left script (Unicode bidi rules P2–P3; digits and punctuation are weak).
    public static func isRightToLeftParagraph(_ text: some StringProtocol) -> Bool {
        for s in text.unicodeScalars {
            if isRightToLeft(s) { return true }
            if s.properties.isAlphabetic && s.properties.generalCategory != .nonspacingMark { return false }
        }
        return false
    }
}
