import AnimationCore
import Foundation

/// How the renderer reports bad input it skipped or repaired.
///
/// Every message goes to `CADiagnostics.report(_:)` (which de-duplicates and delivers it to
/// the app's handler). The renderer also keeps its own de-duplicated log so tests and HUDs
/// can see what the render module complained about without replacing the global handler.
public enum RenderDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var log: [String] = []
    /// The distinct messages seen, for de-duplication: the most recent 2,048 (see `RecentSet`).
    nonisolated(unsafe) private static var seen = RecentSet<String>(capacity: maximumKept)
    static let maximumKept = 2048

    /// Reports `message` once (per distinct text among the most recent 2,048) through `CADiagnostics`.
    public static func report(_ message: String) {
        let text = CADiagnostics.renderModulePrefix + message
        lock.lock()
        let isNew = seen.insert(text)
        if isNew && log.count < maximumKept { log.append(text) }
        lock.unlock()
        if isNew { CADiagnostics.report(text) }
    }

    /// The distinct messages reported so far, oldest first (at most 2,048 are kept).
    public static var messages: [String] {
        lock.lock(); defer { lock.unlock() }
        return log
    }

    /// How many distinct messages are remembered for de-duplication (at most `maximumKept`).
    static var rememberedCount: Int {
        lock.lock(); defer { lock.unlock() }
        return seen.count
    }

    /// True when some message reported so far contains `fragment`.
    public static func contains(_ fragment: String) -> Bool {
        messages.contains { $0.contains(fragment) }
    }

    /// Forgets the log (for tests); `CADiagnostics` keeps its own de-duplication state.
    public static func reset() {
        lock.lock(); log.removeAll(); seen.removeAll(); lock.unlock()
    }
}
