import AnimationCore

/// The parts of the Unicode bidirectional algorithm (UAX #9) that a paragraph of mixed
/// left-to-right and right-to-left text needs: the paragraph's direction from its first strong
/// character (P2–P3), weak types (W1–W7), neutrals between strong neighbours (N1–N2), implicit
/// levels (I1–I2), trailing whitespace (L1) and the reordering of runs (L2). Explicit embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) are treated as neutrals, and brackets
/// are not paired (N0); mirrored glyphs come from HarfBuzz when a run is shaped right to left.
/// Works on characters (grapheme clusters), so a base letter and its marks never split.
enum BidiLevels {
    /// A character's bidirectional class, from its first scalar.
    enum Class: Equatable {
        case l, r, al, en, an, es, et, cs, nsm, ws, on
    }

    /// The class of one character.
    static func bidiClass(of ch: Character) -> Class {
        guard let s = ch.unicodeScalars.first else { return .on }
        let v = s.value
        if v < 0x80 {
            switch s {
            case "0"..."9": return .en
            case "+", "-": return .es
            case "#", "$", "%": return .et
            case ",", ".", "/", ":": return .cs
            case " ", "\t", "\u{0C}": return .ws
            default: return s.properties.isAlphabetic ? .l : .on
            }
        }
        switch v {
        case 0x200E: return .l
        case 0x0660...0x0669, 0x066B...0x066C: return .an
        case 0x06F0...0x06F9, 0x00B2, 0x00B3, 0x00B9, 0x2070...0x2079, 0x2080...0x2089, 0xFF10...0xFF19: return .en
        case 0x2212, 0x207A, 0x207B, 0x208A, 0x208B, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D: return .es
        case 0x00A2...0x00A5, 0x00B0, 0x00B1, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF, 0xFF03...0xFF05: return .et
        case 0x00A0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C, 0xFF0E, 0xFF0F, 0xFF1A: return .cs
        case 0x2000...0x200A, 0x2028, 0x205F, 0x3000: return .ws
        default: break
        }
        let category = s.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark { return .nsm }
        if RightToLeftText.isArabicLetter(s) { return .al }
        if RightToLeftText.isRightToLeft(s) { return .r }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .spacingMark, .decimalNumber, .letterNumber: return .l
        default: return .on
        }
    }

    /// True when the paragraph reads right to left: its first strong character is R or AL.
    static func isRightToLeftParagraph(_ classes: [Class]) -> Bool {
        for c in classes {
            if c == .l { return false }
            if c == .r || c == .al { return true }
        }
        return false
    }

    /// The embedding level of each character of one line of a paragraph whose base direction
    /// is `rightToLeft` (level 0 or 1): even levels are drawn left to right, odd right to left.
    static func levels(of classes: [Class], rightToLeft: Bool) -> [Int] {
        let base = rightToLeft ? 1 : 0
        let sos: Class = rightToLeft ? .r : .l
        var t = classes
        // W1–W3: marks take the previous type; numbers after Arabic letters are Arabic numbers.
        var lastStrong = sos
        for i in t.indices {
            if t[i] == .nsm { t[i] = i == 0 ? sos : t[i - 1] }
            switch t[i] {
            case .l, .r, .al: lastStrong = t[i]
            case .en where lastStrong == .al: t[i] = .an
            default: break
            }
        }
        for i in t.indices where t[i] == .al { t[i] = .r }
        // W4: a single separator between two numbers of one kind joins them.
        for i in t.indices.dropFirst().dropLast() where t[i] == .es || t[i] == .cs {
            let a = t[i - 1], b = t[i + 1]
            if a == .en && b == .en { t[i] = .en } else if t[i] == .cs && a == .an && b == .an { t[i] = .an }
        }
        // W5: terminators next to European numbers join them; W6: other separators are neutral.
        var i = 0
        while i < t.count {
            guard t[i] == .et else { i += 1; continue }
            var j = i
            while j < t.count && t[j] == .et { j += 1 }
            if (i > 0 && t[i - 1] == .en) || (j < t.count && t[j] == .en) { for k in i..<j { t[k] = .en } }
            i = j
        }
        for k in t.indices where t[k] == .es || t[k] == .et || t[k] == .cs { t[k] = .on }
        // W7: European numbers in left-to-right context are left to right.
        lastStrong = sos
        for k in t.indices {
            if t[k] == .l || t[k] == .r { lastStrong = t[k] } else if t[k] == .en && lastStrong == .l { t[k] = .l }
        }
        resolveNeutrals(&t, sos: sos)
        var levels = t.map { c -> Int in
            switch (c, base) {
            case (.r, 0): return 1
            case (.an, 0), (.en, 0): return 2
            case (.l, 1), (.an, 1), (.en, 1): return 2
            default: return base
            }
        }
        // L1: whitespace at the end of the line takes the paragraph's level.
        var end = classes.count
        while end > 0 && classes[end - 1] == .ws { end -= 1; levels[end] = base }
        return levels
    }

    /// N1–N2: a run of neutrals between two strong types of one direction (numbers count as
    /// right to left) takes that direction, otherwise the paragraph's.
    private static func resolveNeutrals(_ t: inout [Class], sos: Class) {
        func direction(_ c: Class) -> Class? {
            switch c {
            case .l: return .l
            case .r, .en, .an: return .r
            default: return nil
            }
        }
        var i = 0
        while i < t.count {
            guard direction(t[i]) == nil else { i += 1; continue }
            var j = i
            while j < t.count && direction(t[j]) == nil { j += 1 }
            let before = i > 0 ? direction(t[i - 1])! : sos
            let after = j < t.count ? direction(t[j])! : sos
            let resolved = before == after ? before : sos
            for k in i..<j { t[k] = resolved }
            i = j
        }
    }

    /// L2: `items` (each at `level(item)`) in visual order, left to right: from the highest
    /// level down to the lowest odd one, every maximal sequence at that level or higher is reversed.
    static func visualOrder<T>(_ items: [T], level: (T) -> Int) -> [T] {
        let levels = items.map(level)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return items }
        var order = Array(items.indices)
        for current in stride(from: highest, through: lowestOdd, by: -1) {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= current else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= current { j += 1 }
                order[i..<j].reverse()
                i = j
            }
        }
        return order.map { items[$0] }
    }
}
