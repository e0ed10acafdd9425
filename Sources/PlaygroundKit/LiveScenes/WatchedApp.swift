import Foundation

/// One running build of the user's package (or the playground itself, while no build is good),
/// as the supervisor sees it: its process, and the last lines it wrote on stderr.
final class WatchedApp {
    let process = Process()
    let executable: URL
    /// True for the playground's own gallery, shown while the package has no good build.
    let isFallback: Bool
    /// True for a build brought back frozen after a crash, to show the crash over its last picture.
    var showsCrash = false
    private let lock = NSLock()
    private var stderrTail: [String] = []
    /// The first lines that say what went wrong (kept apart: a backtrace can be long).
    private var reasons: [String] = []
    private var partial = Data()

    /// Starts `executable` with `arguments`, the channel named in its environment; its stderr is
    /// echoed to ours and its last lines kept (a crash's "Fatal error: …" comes from there).
    init(executable: URL, arguments: [String], channel: WatchChannel, isFallback: Bool) throws {
        self.executable = executable
        self.isFallback = isFallback
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[WatchChannel.environmentKey] = channel.directory.path
        // A crash report short enough to read in the terminal (the user's own setting wins).
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "threads=crashed,registers=none,images=none,limit=24"
        }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else { handle.readabilityHandler = nil; return }
            FileHandle.standardError.write(data)
            self?.keep(data)
        }
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// The last lines written on stderr.
    var lastLines: [String] { lock.lock(); defer { lock.unlock() }; return stderrTail }

    private func keep(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        partial.append(data)
        while let n = partial.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: partial[partial.startIndex..<n], as: UTF8.self)
            partial.removeSubrange(partial.startIndex...n)
            stderrTail.append(line)
            if reasons.count < 6, Self.markers.contains(where: { line.contains($0) }) { reasons.append(line) }
        }
        if stderrTail.count > 40 { stderrTail.removeFirst(stderrTail.count - 40) }
    }

    /// Ends the process: SIGTERM, then SIGKILL after `grace` seconds.
    func stop(grace: Double = 2) {
        guard process.isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(pid, SIGKILL); process.waitUntilExit() }
    }

    /// How the process ended, in words ("signal 4 (SIGILL)", "exit status 1"); nil while running.
    var ending: String? {
        guard !process.isRunning else { return nil }
        let code = process.terminationStatus
        if process.terminationReason == .uncaughtSignal { return "signal \(code) (\(Self.signalName(code)))" }
        return "exit status \(code)"
    }

    /// True when the process was killed by a signal (a trap, a crash, or the watchdog).
    var diedOfSignal: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL, a Swift runtime trap"
        case SIGTRAP: return "SIGTRAP, a Swift runtime trap"
        case SIGSEGV: return "SIGSEGV, a bad memory access or a stack overflow"
        case SIGBUS: return "SIGBUS"
        case SIGABRT: return "SIGABRT"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        default: return "signal \(signal)"
        }
    }

    /// The lines of stderr that say what went wrong (Swift's "Fatal error: …" and the like).
    var crashLines: [String] { lock.lock(); defer { lock.unlock() }; return reasons }

    static let markers = ["Fatal error", "fatal error", "Assertion failed", "Precondition failed", "Program crashed"]
}
