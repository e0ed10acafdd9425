import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be written, with the disk being full told apart from the rest.
public enum FileWriteError: Error, Equatable, CustomStringConvertible {
    /// The file system has no room left (`ENOSPC`) or the user's quota is used up (`EDQUOT`).
    case diskFull(path: String)
    /// Any other failure: `reason` is the system's text for it ("Permission denied").
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .diskFull(path): return "the disk is full (writing \(path))"
        case let .failed(path, reason): return "could not write \(path): \(reason)"
        }
    }
}

/// Writes whole files or nothing.
///
/// The bytes go to a hidden temporary file in the destination's own folder
/// (`.frame-0001.png.part-<pid>-<random>`, see `TemporaryFile`), created exclusively and never
/// through a symbolic link, which is renamed over the destination only once every byte is
/// written and the file is closed. A failed or interrupted write therefore never leaves a
/// truncated file under the real name: the temporary file is removed on failure, and a process
/// killed mid-write leaves at most a hidden temporary file, which `removeLeftovers(in:)` clears
/// once that process is gone. A link at the destination is replaced, not followed (`rename(2)`).
///
/// `write` retries short writes and `EINTR`; `ENOSPC` and `EDQUOT`, whether from `write` or
/// from `close`, become `FileWriteError.diskFull`. Files are not `fsync`ed: the rename protects
/// against the app stopping, not against the machine losing power.
public struct AtomicFileWriter {
    /// The system call that writes bytes to a file descriptor (`write(2)` unless a test injects
    /// one): returns the bytes written, or -1 with `errno` set.
    public typealias WriteCall = (Int32, UnsafeRawPointer, Int) -> Int

    /// The suffix of the temporary files of earlier versions (`.frame-0001.png.partial`),
    /// still cleared by `removeLeftovers(in:)`.
    static let legacySuffix = ".partial"

    private let writeCall: WriteCall

    public init(writeCall: @escaping WriteCall = { fd, bytes, count in Glibc.write(fd, bytes, count) }) {
        self.writeCall = writeCall
    }

    /// Writes `bytes` to `path` through a temporary file; throws `FileWriteError`.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let (fd, temporary) = try TemporaryFile.create(beside: path)
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = writeCall(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0 && errno == EINTR { continue }
                failure = n < 0 ? errno : EIO
                return
            }
        }
        // Only the file this call created is moved into place, never one put under its name since.
        let stillOurs = TemporaryFile.isStill(fd, at: temporary)
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            if stillOurs { unlink(temporary) }
            throw Self.error(failure, path: path)
        }
        guard stillOurs else { throw FileWriteError.failed(path: path, reason: TemporaryFile.replacedReason) }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Self.error(code, path: path)
        }
    }

    /// Removes the temporary files that a killed process left in `directory`; returns how many.
    @discardableResult
    public static func removeLeftovers(in directory: String) -> Int {
        TemporaryFile.removeStale(in: directory)
    }

    static func error(_ code: Int32, path: String) -> FileWriteError {
        if code == ENOSPC || code == EDQUOT { return .diskFull(path: path) }
        return .failed(path: path, reason: String(cString: strerror(code)))
    }
}
