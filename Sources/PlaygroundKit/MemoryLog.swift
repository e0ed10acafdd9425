import AnimationRender
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Appends a line about the app's memory to a file every few seconds, so a long run (the soak,
/// `scripts/soak.sh`) can tell which account grew: resident memory, glibc's heap (in use, free
/// inside the heap, mapped separately) and the renderer's textures, stores and atlas pages.
///
/// Switched on by the environment: `PLAYGROUND_MEMORY_LOG=FILE` (appended to; a header line
/// first). A file that cannot be opened is reported once and the app runs on without the log.
/// `SIGUSR1` asks for a line at the next frame, whatever the interval (the soak samples that way,
/// so its reading and the app's accounts are of the same moment). Its handler is installed
/// whenever the variable is set, before the file is opened: a soak that signals an app whose
/// log could not be opened gets no line, not a dead app.
final class MemoryLog {
    private static let signalled = Atomic<Bool>(false)
    /// The columns, in order.
    static let header = "seconds rss_kb heap_used_kb heap_free_kb heap_mapped_kb textures texture_kb "
        + "stores store_kb store_own_kb atlas_kb layers recording"

    private let handle: FileHandle
    private let interval: Double
    private let start: Double
    private var next: Double

    /// The log named by `PLAYGROUND_MEMORY_LOG`, or nil when unset or unwritable (reported).
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                now: Double, interval: Double = 10) -> MemoryLog? {
        guard let path = environment["PLAYGROUND_MEMORY_LOG"], !path.isEmpty else { return nil }
        installSignalHandler()
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            let message = "playground: PLAYGROUND_MEMORY_LOG: cannot write \(path); running without the memory log\n"
            FileHandle.standardError.write(Data(message.utf8))
            return nil
        }
        handle.seekToEndOfFile()
        return MemoryLog(handle: handle, now: now, interval: interval)
    }

    /// `SIGUSR1` only records the request; `sample` writes the line.
    static func installSignalHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in MemoryLog.signalled.store(true, ordering: .relaxed) }
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        sigaction(SIGUSR1, &action, nil)
    }

    /// Asks for a line at the next `sample`, as `SIGUSR1` does.
    static func request() { signalled.store(true, ordering: .relaxed) }

    init(handle: FileHandle, now: Double, interval: Double) {
        self.handle = handle; self.interval = interval; start = now; next = now
        write(MemoryLog.header)
    }

    /// Writes a line when `interval` seconds passed since the last one, or one was asked for.
    func sample(now: Double, stats: RenderStats, recording: Bool) {
        let asked = MemoryLog.signalled.exchange(false, ordering: .relaxed)
        guard asked || now >= next else { return }
        next = now + interval
        write(MemoryLog.line(seconds: now - start, heap: HeapFigures.current, residentKB: HeapFigures.residentKB,
                             stats: stats, recording: recording))
    }

    static func line(seconds: Double, heap: HeapFigures, residentKB: Int, stats: RenderStats,
                     recording: Bool) -> String {
        let kilobytes: [Int] = [residentKB, heap.usedBytes >> 10, heap.freeBytes >> 10, heap.mappedBytes >> 10]
        let renderer: [Int] = [stats.texturesAlive, stats.textureBytes >> 10, stats.storesAlive, stats.storeBytes >> 10,
                               stats.storeTextureBytes >> 10, stats.atlasBytes >> 10, stats.layersDrawn]
        let fields: [String] = [String(format: "%.1f", seconds)] + kilobytes.map(String.init)
            + renderer.map(String.init)
        return (fields + [recording ? "1" : "0"]).joined(separator: " ")
    }

    private func write(_ line: String) {
        // A full disk or a removed file loses log lines, never the app.
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}

