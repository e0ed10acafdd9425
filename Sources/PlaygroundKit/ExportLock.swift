import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps two exports from writing the same output at once: a hidden lock file beside it
/// (`.playground-export.lock` in a folder of PNG frames, `.anim.gif.lock` beside an animation
/// file), held with `flock(2)` for as long as the export runs. A second export of the same
/// output finds it held and is refused with `PlaygroundError.exportInProgress`, naming the
/// process that holds it, instead of interleaving its frames with the first one's.
///
/// The kernel drops the lock when its process ends, however it ends, so a killed export never
/// blocks the next one; the file itself is removed on `release()` (and reused if a killed
/// export left it). It is opened with `O_NOFOLLOW`: a link planted under its name is refused.
final class ExportLock {
    /// The lock file's name inside a folder of PNG frames.
    static let folderLockName = ".playground-export.lock"

    let path: String
    private var fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { release() }

    /// The lock for a folder of PNG frames.
    static func forFolder(_ directory: String) throws -> ExportLock {
        try acquire((directory.isEmpty ? "." : directory) + "/" + folderLockName, output: directory)
    }

    /// The lock for the animation file `path`.
    static func forFile(_ path: String) throws -> ExportLock {
        let url = URL(fileURLWithPath: path)
        let lock = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock").path
        return try acquire(lock, output: path)
    }

    /// Takes the lock at `path` without waiting. Throws `PlaygroundError.exportInProgress` when
    /// another process holds it, `.exportFailed` when the file cannot be opened.
    static func acquire(_ path: String, output: String) throws -> ExportLock {
        for _ in 0..<8 {
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = errno
                let reason = code == ELOOP ? "its lock file \(path) is a symbolic link"
                                           : String(cString: strerror(code))
                throw PlaygroundError.exportFailed(path: output, reason: reason)
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let holder = owner(fd)
                close(fd)
                throw PlaygroundError.exportInProgress(path: output, pid: holder)
            }
            // The holder before may have removed the file between our open and our lock: then
            // this lock is on a file nobody else will open, so start again.
            guard TemporaryFile.isStill(fd, at: path) else { close(fd); continue }
            let text = "\(getpid())\n"
            _ = ftruncate(fd, 0)
            _ = pwrite(fd, text, text.utf8.count, 0)
            return ExportLock(path: path, fd: fd)
        }
        throw PlaygroundError.exportFailed(path: output, reason: "its lock file \(path) keeps being replaced")
    }

    /// Removes the lock file and lets the next export in.
    func release() {
        guard fd >= 0 else { return }
        if TemporaryFile.isStill(fd, at: path) { unlink(path) }
        close(fd)
        fd = -1
    }

    /// The process id written in the lock file, if it reads as one.
    private static func owner(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let n = pread(fd, &bytes, bytes.count, 0)
        guard n > 0 else { return nil }
        return Int32(String(decoding: bytes[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
