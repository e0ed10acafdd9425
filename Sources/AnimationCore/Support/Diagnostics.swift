import Foundation

/// Where the core reports input it ignores or repairs (unknown key paths, NaN, bad spring parameters…).
///
/// Apple's frameworks mostly repair such input silently (or log to the system console);
/// here every repair goes through one hook so apps and tests can see it.
/// All members are thread-safe: the mutable state is guarded by a lock.
public enum CADiagnostics {
    /// Guards `storedHandler`, `reported`.
    private static let lock = NSLock()
    /// Distinct messages remembered for de-duplication are capped so a flood of distinct
    /// texts (e.g. ones quoting values) cannot grow memory without bound; past 4,096 the
    /// oldest is forgotten (and would be delivered once more if it came again).
    static let maximumRemembered = 4096
    nonisolated(unsafe) private static var reported = RecentSet<String>(capacity: maximumRemembered)
    nonisolated(unsafe) private static var storedHandler: (String) -> Void = defaultHandler

    /// Writes `AnimationCore: <message>` and a newline to standard error; a message another
    /// module already prefixed with its name (`AnimationRender: …`) is written as it is.
    public static let defaultHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("\(standardErrorLine(for: message))\n".utf8))
    }

    /// The line `defaultHandler` writes for `message` (without the newline).
    static func standardErrorLine(for message: String) -> String {
        message.hasPrefix(renderModulePrefix) ? message : "AnimationCore: " + message
    }

    /// How the renderer's messages begin (`RenderDiagnostics` adds it).
    public static let renderModulePrefix = "AnimationRender: "


    /// Called with each message; defaults to printing to stderr once per distinct message. Set by apps/tests.
    ///
    /// De-duplication happens in `report(_:)`, so a replacement handler also sees each distinct
    /// message once. The handler is called outside the lock and may itself call `report(_:)`.
    public static var handler: (String) -> Void {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedHandler
        }
        set {
            lock.lock()
            storedHandler = newValue
            lock.unlock()
        }
    }

    /// Reports a message once per distinct text (dedup set, thread-safe with a lock).
    ///
    /// Inside `deferring(into:_:)` the message is kept in that buffer instead (see there).
    public static func report(_ message: String) {
        if let buffer = deferred {
            buffer.messages.append(message)
            return
        }
        lock.lock()
        let isNew = reported.insert(message)
        let deliver = storedHandler
        lock.unlock()
        if isNew { deliver(message) }
    }

    /// How many distinct messages are remembered now (at most `maximumRemembered`).
    static var rememberedCount: Int {
        lock.lock(); defer { lock.unlock() }
        return reported.count
    }

    /// Forgets which messages were reported (for tests). The handler is left as it is.
    public static func reset() {
        lock.lock()
        reported.removeAll()
        lock.unlock()
    }

    /// The buffer messages reported on this thread go to (see `deferring(into:_:)`).
    @TaskLocal static var deferred: DeferredDiagnostics?

    /// Runs `body`, keeping every message it reports on this thread in `buffer` instead of
    /// delivering it. Parallel snapshot workers use it so that the handler is only ever called on
    /// the thread that asked for the snapshot, in the order a serial walk reports the messages.
    static func deferring<T>(into buffer: DeferredDiagnostics, _ body: () -> T) -> T {
        $deferred.withValue(buffer, operation: body)
    }
}

/// Messages held back by `CADiagnostics.deferring(into:_:)`, in the order they were reported.
final class DeferredDiagnostics: @unchecked Sendable {  // used by one thread at a time
    var messages: [String] = []
}
