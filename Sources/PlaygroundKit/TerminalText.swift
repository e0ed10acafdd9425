import Foundation

/// Text from the command line or the file system, made safe to print on a terminal.
///
/// A scene name or path can hold escape sequences (`ESC [ 2 J` clears the screen, `ESC ] …`
/// sets the window title) and bidirectional overrides that make a line read differently from
/// what it says. Echoed raw, they act on the user's terminal; here every control character
/// (C0, DEL, C1) and every bidirectional control is written as a Swift-style escape (`\u{1B}`),
/// which prints as plain characters and shows exactly what was typed.
public enum TerminalText {
    /// `text` in double quotes, with `"` and `\` escaped and control characters spelled out:
    /// `"snow\u{1B}[31m"`.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += escaped(scalar)
            }
        }
        return out + "\""
    }

    /// `text` with control characters spelled out and everything else as it is.
    public static func printable(_ text: String) -> String {
        text.unicodeScalars.map(escaped).joined()
    }

    /// True for the scalars a terminal acts on instead of showing.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true   // bidirectional marks and overrides
        default: return false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            guard isControl(scalar) else { return String(scalar) }
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
