import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The hidden files an export works in before its output is complete (a frame or an animation
/// being written), each created by this process under a name nobody could have chosen before it.
///
/// Names are `.<output name>.part-<pid>-<random>` in the output's own folder
/// (`.frame-0001.png.part-4711-k3x9q2`). They are opened with `O_CREAT | O_EXCL | O_NOFOLLOW`,
/// so a file or symbolic link planted under the name makes the creation fail and is retried
/// under another name: nothing is ever written through a link. The process id in the name lets
/// `removeStale(in:)` clear what a killed process left without touching the files of an export
/// still running.
enum TemporaryFile {
    /// The word before the process id in the names.
    static let marker = "part"

    /// Creates a new empty file beside `output`; returns its descriptor (read-write,
    /// close-on-exec) and path. Throws `FileWriteError` for `output`.
    static func create(beside output: String, mode: mode_t = 0o644) throws -> (fd: Int32, path: String) {
        let url = URL(fileURLWithPath: output)
        let folder = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + "." + marker + "-\(getpid())-"
        var code: Int32 = EEXIST
        for _ in 0..<64 {
            let path = folder + "/" + prefix + randomTag()
            let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd >= 0 { return (fd, path) }
            code = errno
            guard code == EEXIST || code == ELOOP else { break }
        }
        throw AtomicFileWriter.error(code, path: output)
    }

    /// True when the file at `path` is still the one open as `fd`: nobody replaced it (with a
    /// link or another file) since this process created it.
    static func isStill(_ fd: Int32, at path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino && (named.st_mode & S_IFMT) == S_IFREG
    }

    /// Why an output was not moved into place when `isStill` found its temporary file replaced.
    static let replacedReason = "its temporary file was replaced by someone else while it was written, "
        + "so nothing was moved into place"

    /// Six random letters and digits.
    private static func randomTag() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<6).map { _ in alphabet.randomElement()! })
    }

    /// The process that made the temporary file called `name`, or nil when the name is not one
    /// of these. Also reads the names of earlier versions: `.x.gif.part-<pid>` (ffmpeg's partial
    /// file) and `.frame-0001.png.partial` (pid 0: its owner is unknown).
    static func owner(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.count > 1 else { return nil }
        if name.hasSuffix(AtomicFileWriter.legacySuffix) { return 0 }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let fields = name[name.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, fields[0] == marker,
              let pid = pid_t(fields[1]), pid > 0 else { return nil }
        return pid
    }

    /// True while process `pid` exists (pid 0, unknown, counts as gone).
    static func isRunning(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// Removes the ffmpeg logs that earlier versions left in the shared temporary folder
    /// (`/tmp/playground-ffmpeg-<pid>.log`, kept forever when the app was killed): only this
    /// user's, and only those whose process is gone. Returns how many were removed.
    @discardableResult
    static func removeStaleLogs(in directory: String = NSTemporaryDirectory()) -> Int {
        let prefix = "playground-ffmpeg-", suffix = ".log"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let pid = pid_t(name.dropFirst(prefix.count).dropLast(suffix.count)) ?? 0
            guard pid > 0, !isRunning(pid) else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == getuid(), (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Removes the temporary files in `directory` whose process is gone (killed during an
    /// export); the files of exports still running stay. Returns how many were removed.
    @discardableResult
    static func removeStale(in directory: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names {
            guard let pid = owner(ofName: name), !isRunning(pid) else { continue }
            let path = (directory.isEmpty ? "." : directory) + "/" + name
            var info = stat()
            // Only files and links (unlink never follows a link); a folder of that name stays.
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }
}
