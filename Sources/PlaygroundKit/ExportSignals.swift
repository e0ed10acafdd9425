import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (`SIGINT`) and `SIGTERM` during a headless export: the handler only records the
/// signal; the exporter looks at `received` after each frame, finishes the frame it is on and
/// stops with `PlaygroundError.exportInterrupted`, so the frames written stay valid and no
/// temporary file is left. A second signal ends the process at once (the handler is one-shot).
public enum ExportSignals {
    private static let pending = Atomic<Int32>(0)

    /// The first signal received since `install()` (0 when none).
    public static var received: Int32 { pending.load(ordering: .relaxed) }

    /// Installs the one-shot handlers for `SIGINT` and `SIGTERM`.
    public static func install() {
        pending.store(0, ordering: .relaxed)
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                ExportSignals.pending.compareExchange(expected: 0, desired: number, ordering: .relaxed)
            }
            action.sa_flags = Int32(SA_RESTART) | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Forgets a received signal.
    public static func reset() { pending.store(0, ordering: .relaxed) }
}
