import Foundation

/// A key's place on the keyboard, as a USB HID usage (page 7), as UIKit's `UIKeyboardHIDUsage`.
///
///     if press.key?.keyCode == .keyboardLeftArrow { walkLeft() }
///
/// Differences from UIKit: a struct over the raw value instead of an enum, so an unknown code is
/// a value rather than a trap; only the keys a host can send are named.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The HID usage number (page 7), as in UIKit.
    public let rawValue: Int
    /// Wraps any usage number; one without a name here is still a valid value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Letters a…z are 4…29 (use `UIKeyboardHIDUsage.letter(_:)`).
    public static let keyboardA = Self(rawValue: 4)
    /// The Z key (29).
    public static let keyboardZ = Self(rawValue: 29)
    /// Return or Enter.
    public static let keyboardReturnOrEnter = Self(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = Self(rawValue: 41)
    /// Backspace (deletes before the caret).
    public static let keyboardDeleteOrBackspace = Self(rawValue: 42)
    /// Tab.
    public static let keyboardTab = Self(rawValue: 43)
    /// The space bar.
    public static let keyboardSpacebar = Self(rawValue: 44)
    /// Home.
    public static let keyboardHome = Self(rawValue: 74)
    /// Page Up.
    public static let keyboardPageUp = Self(rawValue: 75)
    /// Delete (deletes after the caret).
    public static let keyboardDeleteForward = Self(rawValue: 76)
    /// End.
    public static let keyboardEnd = Self(rawValue: 77)
    /// Page Down.
    public static let keyboardPageDown = Self(rawValue: 78)
    /// The right arrow.
    public static let keyboardRightArrow = Self(rawValue: 79)
    /// The left arrow.
    public static let keyboardLeftArrow = Self(rawValue: 80)
    /// The down arrow.
    public static let keyboardDownArrow = Self(rawValue: 81)
    /// The up arrow.
    public static let keyboardUpArrow = Self(rawValue: 82)

    /// The usage of a Latin letter key (either case), nil for anything else.
    public static func letter(_ c: Character) -> UIKeyboardHIDUsage? {
        guard let a = c.lowercased().unicodeScalars.first, c.lowercased().unicodeScalars.count == 1,
              ("a"..."z").contains(a) else { return nil }
        return Self(rawValue: 4 + Int(a.value - UnicodeScalar("a").value))
    }
}

/// The modifier keys held during a key press, as UIKit's `UIKeyModifierFlags` (same raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The modifier bits, with UIKit's values.
    public let rawValue: Int
    /// Wraps any bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = Self(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = Self(rawValue: 1 << 17)
    /// A Control key is held (a text field takes Control as it takes Command, for editing shortcuts).
    public static let control = Self(rawValue: 1 << 18)
    /// An Option (Alt) key is held.
    public static let alternate = Self(rawValue: 1 << 19)
    /// A Command key is held.
    public static let command = Self(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = Self(rawValue: 1 << 21)
}

/// The hardware key behind a `UIPress`: its code, the text it types and the modifiers held.
///
/// For the keys that type nothing, `characters` holds UIKit's names for them
/// (`"UIKeyInputLeftArrow"`, `"UIKeyInputEscape"`…), as `UIKeyCommand`'s input constants do;
/// Return, Tab and Backspace type `"\r"`, `"\t"` and `"\u{8}"`.
/// Differences from UIKit: there is no keyboard layout, so `charactersIgnoringModifiers`
/// equals `characters` lower-cased for letters.
public final class UIKey: CustomStringConvertible {
    /// Which key.
    public let keyCode: UIKeyboardHIDUsage
    /// What the key types with the modifiers held.
    public let characters: String
    /// What the key types without modifiers.
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags

    /// A key with the given code, characters and modifiers (for hosts and tests; UIKit makes
    /// these itself).
    public init(keyCode: UIKeyboardHIDUsage, characters: String, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = characters.lowercased()
        self.modifierFlags = modifierFlags
    }

    /// The key for one of the window's non-text keys, with Shift held or not.
    public convenience init(_ key: UIKeyboardKey, shift: Bool = false) {
        self.init(key, modifiers: shift ? .shift : [])
    }

    /// The key for one of the window's keys, with `modifiers` held.
    public convenience init(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags) {
        let (code, characters) = Self.table(key)
        self.init(keyCode: code, characters: characters, modifierFlags: modifiers)
    }

    private static func table(_ key: UIKeyboardKey) -> (UIKeyboardHIDUsage, String) {
        switch key {
        case .returnKey: return (.keyboardReturnOrEnter, "\r")
        case .tab: return (.keyboardTab, "\t")
        case .backspace: return (.keyboardDeleteOrBackspace, "\u{8}")
        case .deleteForward: return (.keyboardDeleteForward, "UIKeyInputDelete")
        case .escape: return (.keyboardEscape, "UIKeyInputEscape")
        case .leftArrow: return (.keyboardLeftArrow, "UIKeyInputLeftArrow")
        case .rightArrow: return (.keyboardRightArrow, "UIKeyInputRightArrow")
        case .upArrow: return (.keyboardUpArrow, "UIKeyInputUpArrow")
        case .downArrow: return (.keyboardDownArrow, "UIKeyInputDownArrow")
        case .home: return (.keyboardHome, "UIKeyInputHome")
        case .end: return (.keyboardEnd, "UIKeyInputEnd")
        case .character(let c): return (.letter(c) ?? UIKeyboardHIDUsage(rawValue: 0), String(c))
        }
    }

    /// The key code and characters, for logs and debugging.
    public var description: String { "UIKey(\(keyCode.rawValue), \(characters.debugDescription))" }
}
