import AnimationRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes GIF, WebP and MP4 files with the `ffmpeg` program (Debian package `ffmpeg`), fed raw
/// RGBA frames on a pipe.
///
/// ffmpeg writes to a hidden temporary file beside `path` (`.name.part-<pid>-<random>`), which
/// this process creates exclusively (`TemporaryFile`, never through a planted link) and hands
/// to ffmpeg as descriptor 3 (`/dev/fd/3`), so ffmpeg writes exactly that file whatever
/// appears under its name. It is renamed to `path` when ffmpeg exits cleanly and the name still
/// holds that file, so a failed export never leaves a half file under the real name. ffmpeg's
/// error output comes back on a pipe (`PipeTail`): no log file in the shared `/tmp` or
/// anywhere, and its message still arrives when the disk is full. A file with no frames
/// is never written (`AnimationExportError.noFrames`), and a full disk is told apart
/// (`AnimationExportError.diskFull`) from facts, not from ffmpeg's words (which follow the
/// locale): when ffmpeg fails, the file system holding the temporary file is asked how much room
/// it has left (`fstatvfs` on the descriptor this process opened). ffmpeg runs in its own process group: Ctrl-C in the
/// terminal reaches only the playground, which then calls `finish()` so the frames already
/// rendered are kept as a complete file.
///
/// Encodings: GIF with a palette computed from all frames (`palettegen`/`paletteuse`), looping;
/// WebP (libwebp, quality 80), looping; MP4 H.264 (`yuv420p`, padded to even sizes, as players need).
public final class FFmpegEncoder: AnimationEncoder {
    /// The ffmpeg executable, or nil when it is not on the PATH.
    public static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The arguments after the raw-input ones for `format`, writing to `output`.
    static func outputArguments(for format: AnimationFormat, output: String) -> [String] {
        switch format {
        case .gif:
            return ["-filter_complex",
                    "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                    "-loop", "0", "-f", "gif", output]
        case .webp:
            return ["-c:v", "libwebp", "-quality", "80", "-loop", "0", "-f", "webp", output]
        case .mp4:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4", output]
        }
    }

    /// ffmpeg's process id while it runs (0 before and after), guarded by `lock`.
    private var pid: pid_t = 0
    private var abandoned = false
    private let lock = NSLock()
    private var input: Int32 = -1
    private var path = ""
    /// The temporary file ffmpeg writes, open here so that it can be checked before the rename.
    private var temporary = ""
    private var temporaryFD: Int32 = -1
    /// ffmpeg's error output.
    private var errors: PipeTail?
    private var frameBytes = 0
    /// Frames handed to ffmpeg so far.
    public private(set) var framesAppended = 0

    /// The environment whose PATH is searched for ffmpeg (tests pass one with a stand-in).
    private let environment: [String: String]
    /// Bytes free on the file system holding a descriptor (tests without root, who cannot mount
    /// a small file system to fill, pass a stand-in).
    var freeSpace: (Int32) -> UInt64? = FFmpegEncoder.freeBytes(on:)
    /// Below this many free bytes the output's file system counts as full when ffmpeg fails
    /// (ffmpeg writes in blocks of 32 KB; a write that failed for room leaves less than one).
    static let fullBelow: UInt64 = 64 << 10

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    public func begin(path: String, format: AnimationFormat, width: Int, height: Int, fps: Double) throws {
        guard let ffmpeg = Self.executable(environment: environment) else {
            throw AnimationExportError.ffmpegMissing(format: format)
        }
        signal(SIGPIPE, SIG_IGN)   // a dead ffmpeg shows as EPIPE from write(2), not as a fatal signal
        self.path = path
        framesAppended = 0
        frameBytes = width * height * 4
        do {
            (temporaryFD, temporary) = try TemporaryFile.create(beside: path)
            try spawn(ffmpeg, format: format, width: width, height: height, fps: fps)
        } catch {
            cleanUp()
            if let error = error as? FileWriteError {
                if case .diskFull = error { throw AnimationExportError.diskFull(path: path, framesEncoded: 0) }
                throw AnimationExportError.encoderFailed(path: path, reason: "\(error)")
            }
            throw error
        }
    }

    /// Starts ffmpeg reading raw frames on a pipe, writing to descriptor 3 (the temporary file)
    /// and its errors to a second pipe.
    private func spawn(_ ffmpeg: String, format: AnimationFormat, width: Int, height: Int, fps: Double) throws {
        let arguments = [ffmpeg, "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", String(fps),
                         "-i", "pipe:0"]
            + Self.outputArguments(for: format, output: "/dev/fd/3")
        var fds: [Int32] = [0, 0], errorFDs: [Int32] = [0, 0]
        guard Self.closeOnExecPipe(&fds), Self.closeOnExecPipe(&errorFDs) else {
            throw AnimationExportError.encoderFailed(path: path, reason: "no pipe: \(String(cString: strerror(errno)))")
        }
        errors = PipeTail(reading: errorFDs[0])
        // dup2 onto the same number would keep close-on-exec: move anything sitting on 3 first.
        let output = fcntl(temporaryFD, F_DUPFD_CLOEXEC, 10), log = errorFDs[1]
        defer { close(output); close(log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_adddup2(&actions, log, 2)
        posix_spawn_file_actions_adddup2(&actions, output, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, ffmpeg, &actions, &attributes, argv, environ)
        close(fds[0])
        guard status == 0 else {
            close(fds[1])
            throw AnimationExportError.encoderFailed(
                path: path, reason: "ffmpeg did not start: \(String(cString: strerror(status)))")
        }
        lock.withLock { pid = child; abandoned = false }
        input = fds[1]
    }

    public func append(_ frame: RenderedImage) throws {
        guard frame.pixels.count == frameBytes else {
            throw AnimationExportError.encoderFailed(
                path: path, reason: "a frame of \(frame.width)x\(frame.height) does not match the file's size")
        }
        try frame.pixels.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    let reason = String(cString: strerror(errno))
                    if input >= 0 { close(input); input = -1 }
                    _ = waitForExit()
                    let error = failure(fallback: "ffmpeg stopped reading frames (\(reason))")
                    cancel()
                    throw error
                }
                offset += n
            }
        }
        framesAppended += 1
    }

    public func finish() throws {
        guard lock.withLock({ pid }) != 0 else { return }
        guard framesAppended > 0 else {
            cancel()
            throw AnimationExportError.noFrames(path: path)
        }
        close(input)
        input = -1
        let code = waitForExit()
        // ffmpeg exits 0 even when it could not write the end of the file (a full disk): the
        // room left and its error output tell.
        guard code == 0, !diskIsFull, !Self.reportsWriteError(errors?.text() ?? "") else {
            let quitting = "abandoned (the app was quitting) before ffmpeg had finished it"
            let error = lock.withLock({ abandoned }) ? AnimationExportError.encoderFailed(path: path, reason: quitting)
                                                     : failure(fallback: "ffmpeg exited with status \(code)")
            cleanUp()
            throw error
        }
        guard TemporaryFile.isStill(temporaryFD, at: temporary) else {
            cleanUp(removingTemporary: false)
            throw AnimationExportError.encoderFailed(path: path, reason: TemporaryFile.replacedReason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            cleanUp()
            throw AnimationExportError.encoderFailed(
                path: path, reason: "the finished file could not be moved into place (\(reason))")
        }
        cleanUp(removingTemporary: false)
    }

    public func cancel() {
        if input >= 0 { close(input); input = -1 }
        let running = lock.withLock { pid }
        if running != 0 { kill(running, SIGTERM); _ = waitForExit() }
        cleanUp()
    }

    /// Kills ffmpeg at once, from any thread: a `finish()` waiting for it on another thread then
    /// throws and leaves no file (quitting the window does this to recordings that take too long).
    public func abandon() {
        lock.withLock {
            abandoned = true
            if pid != 0 { kill(pid, SIGKILL) }
        }
    }

    /// Closes the temporary file, removing the temporary file unless it was moved
    /// into place (or is no longer the one this encoder created).
    private func cleanUp(removingTemporary: Bool = true) {
        if temporaryFD >= 0 {
            if removingTemporary, TemporaryFile.isStill(temporaryFD, at: temporary) { unlink(temporary) }
            close(temporaryFD)
            temporaryFD = -1
        }
    }

    /// A pipe whose ends are not inherited by the processes started later (another recording's
    /// ffmpeg holding this one's input open would keep it from ever seeing the end of its frames).
    private static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Waits for ffmpeg; its exit status (128 + signal when killed).
    private func waitForExit() -> Int32 {
        let child = lock.withLock { pid }
        guard child != 0 else { return 0 }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        lock.withLock { pid = 0 }
        let signalled = status & 0x7f
        return signalled == 0 ? (status >> 8) & 0xff : 128 + signalled
    }

    /// The error for ffmpeg's failure: a full disk when the output's file system has no room
    /// left, else ffmpeg's last line (or `fallback` when it said nothing).
    private func failure(fallback: String) -> AnimationExportError {
        let message = ffmpegMessage()
        if diskIsFull { return .diskFull(path: path, framesEncoded: framesAppended) }
        return .encoderFailed(path: path, reason: message.map { "ffmpeg: " + $0 } ?? fallback)
    }

    /// True when the file system holding the temporary file has less than `fullBelow` left.
    private var diskIsFull: Bool {
        temporaryFD >= 0 && (freeSpace(temporaryFD).map { $0 < Self.fullBelow } ?? false)
    }

    /// Bytes this process may still write on the file system holding `fd` (root may also use
    /// the blocks kept for it); nil when `fstatvfs` fails.
    static func freeBytes(on fd: Int32) -> UInt64? {
        var info = statvfs()
        guard fstatvfs(fd, &info) == 0 else { return nil }
        let blocks = geteuid() == 0 ? UInt64(info.f_bfree) : UInt64(info.f_bavail)
        return blocks.multipliedReportingOverflow(by: UInt64(info.f_frsize)).partialValue
    }

    /// True when ffmpeg's error output says the file could not be written or closed (ffmpeg's own
    /// words, which it never translates).
    static func reportsWriteError(_ text: String) -> Bool {
        text.contains("Error writing trailer") || text.contains("Error closing file")
    }

    /// The last line ffmpeg wrote on its error output, if any.
    private func ffmpegMessage() -> String? {
        guard let text = errors?.text() else { return nil }
        // ffmpeg knows the file only as its descriptor: name the file the user asked for.
        return text.split(separator: "\n").last.map { $0.replacingOccurrences(of: "/dev/fd/3", with: path) }
    }
}
