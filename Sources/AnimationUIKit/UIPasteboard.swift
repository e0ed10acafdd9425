import Foundation

/// Where a `UIPasteboard` keeps its text: the system clipboard in the playground (SDL's,
/// installed by the host), memory in tests and headless runs.
public protocol PasteboardStorage: AnyObject {
    /// The text on the clipboard, or nil when it holds none.
    func readString() -> String?
    /// Puts `string` on the clipboard.
    func writeString(_ string: String)
}

/// A clipboard held in memory (the default until a host installs the system's).
public final class InMemoryPasteboardStorage: PasteboardStorage {
    private var string: String?
    /// An empty clipboard.
    public init() {}
    /// The text last written, or nil before the first write.
    public func readString() -> String? { string }
    /// Keeps `string` in memory, replacing the previous text.
    public func writeString(_ string: String) { self.string = string }
}

/// UIKit's pasteboard: the text that copy, cut and paste move, for text fields and for code.
///
///     UIPasteboard.general.string = shareLink
///
/// Differences from UIKit: text only (no images, URLs, items or change counts); the general
/// pasteboard's `storage` is the system clipboard when the playground's window runs and memory
/// otherwise; there are no named pasteboards.
public final class UIPasteboard: @unchecked Sendable {
    /// The pasteboard copy and paste use.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var backing: PasteboardStorage = InMemoryPasteboardStorage()

    private init() {}

    /// Where the text is kept; a host installs the system clipboard here.
    public var storage: PasteboardStorage {
        get { lock.lock(); defer { lock.unlock() }; return backing }
        set { lock.lock(); backing = newValue; lock.unlock() }
    }

    /// The text on the pasteboard (nil: none). Setting nil leaves it empty.
    public var string: String? {
        get { storage.readString() }
        set { storage.writeString(newValue ?? "") }
    }

    /// True when the pasteboard holds non-empty text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
}
