import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts a detached thread and says whether it started.
///
/// Foundation's `Thread.start()` gives no sign when the thread cannot be made (`pthread_create`
/// fails with `EAGAIN` when its 8 MB stack does not fit under `ulimit -v`), and code waiting for
/// that thread then waits forever. This asks `pthread_create` directly, so the caller can do the
/// work itself instead.
enum BackgroundThread {
    /// Runs `body` on a new detached thread; false, and `body` never runs, when the thread could
    /// not be made.
    static func start(_ body: @escaping () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, box)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
