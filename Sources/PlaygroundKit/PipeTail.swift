import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a pipe to its end on a thread of its own, keeping only the last `limit` bytes: a child
/// process's error output, held in memory rather than in a file (nothing to name, nothing left
/// behind, and still readable when the disk is full). The thread drains the pipe however much
/// the child writes, so the child never blocks on it.
final class PipeTail {
    private let fd: Int32
    private let limit: Int
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `fd` (which this takes over and closes at its end).
    init(reading fd: Int32, limit: Int = 8192) {
        self.fd = fd
        self.limit = limit
        let thread = Thread { [self] in self.drain() }
        thread.name = "pipe-tail"
        thread.start()
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            lock.withLock {
                bytes += buffer[0..<n]
                if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
            }
        }
        close(fd)
        done.signal()
    }

    /// The text read, once the writing end is closed everywhere (the child has exited); waits
    /// for that at most `timeout` seconds and then gives what it has.
    func text(waiting timeout: Double = 2) -> String {
        if done.wait(timeout: .now() + timeout) == .success { done.signal() }
        return lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
}
