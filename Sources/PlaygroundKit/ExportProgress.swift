import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The export's progress bar and summary line on the terminal.
///
/// The bar (frames done, rate, time left) is drawn on stderr, rewritten in place with `\r`, only
/// when stderr is a terminal and the export lasts more than a second of animation; it is redrawn
/// at most ten times a second. The summary line goes to stdout in every case. Tests inject
/// `write` and `clock` and set `isTerminal`.
public struct ExportProgress {
    /// True when stderr is a terminal (the bar is only drawn there).
    public var isTerminal = isatty(2) != 0
    /// Receives the bar's text (with `\r`) and the final newline.
    public var write: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    /// Receives the summary line.
    public var printSummary: (String) -> Void = { print($0) }
    /// Wall-clock seconds (injectable).
    public var clock: () -> Double = { Date().timeIntervalSinceReferenceDate }
    /// The bar's width in characters.
    public static let barWidth = 24

    private var total = 0
    private var shows = false
    private var started = 0.0
    private var lastDrawn = -Double.infinity
    private var drewBar = false

    public init() {}

    /// Seconds since `start`.
    public var elapsed: Double { clock() - started }

    /// Starts timing an export of `total` frames at `fps`.
    public mutating func start(total: Int, fps: Double) {
        self.total = max(total, 1)
        started = clock()
        shows = isTerminal && Double(total) / fps > 1
    }

    /// Records `done` frames; redraws the bar when due.
    public mutating func update(done: Int) {
        guard shows else { return }
        let now = clock()
        guard now - lastDrawn >= 0.1 || done == total else { return }
        lastDrawn = now
        drewBar = true
        write("\r" + Self.line(done: done, total: total, elapsed: now - started))
    }

    /// Ends the bar (a newline after it) and prints `summary` when given.
    public mutating func end(summary: String?) {
        if drewBar { write("\n"); drewBar = false }
        if let summary { printSummary(summary) }
    }

    /// "[##########--------------]  40/96 frames · 23.5 fps · 2.4 s left".
    public static func line(done: Int, total: Int, elapsed: Double) -> String {
        let t = max(total, 1), d = min(max(done, 0), t)
        let filled = d * barWidth / t
        let rate = elapsed > 0 ? Double(d) / elapsed : 0
        let left = rate > 0 ? Double(t - d) / rate : 0
        let width = String(t).count
        let count = String(repeating: " ", count: max(0, width - String(d).count)) + "\(d)/\(t)"
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "] "
            + count + " frames · " + String(format: "%.1f fps · %.1f s left", rate, left)
    }
}
