import AnimationRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes GIF, WebP and MP4 files with the `ffmpeg` program (Debian package `ffmpeg`), fed raw
/// RGBA frames on a pipe.
///
/// ffmpeg writes to a hidden temporary file beside `path` (`.name.part-<pid>`), renamed to `path`
/// when it exits cleanly, so a failed export never leaves a half file under the real name. It
/// runs in its own process group: Ctrl-C in the terminal reaches only the playground, which
/// then calls `finish()` so the frames already rendered are kept as a complete file.
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
            return ["-filter_complex", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                    "-loop", "0", "-f", "gif", output]
        case .webp:
            return ["-c:v", "libwebp", "-quality", "80", "-loop", "0", "-f", "webp", output]
        case .mp4:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4", output]
        }
    }

    private var pid: pid_t = 0
    private var input: Int32 = -1
    private var path = ""
    private var temporary = ""
    private var errorLog = ""
    private var frameBytes = 0

    /// The environment whose PATH is searched for ffmpeg (tests pass one without it).
    private let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    public func begin(path: String, format: AnimationFormat, width: Int, height: Int, fps: Double) throws {
        guard let ffmpeg = Self.executable(environment: environment) else { throw AnimationExportError.ffmpegMissing(format: format) }
        signal(SIGPIPE, SIG_IGN)   // a dead ffmpeg shows as EPIPE from write(2), not as a fatal signal
        self.path = path
        let dir = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        temporary = (dir.isEmpty ? "" : dir + "/") + ".\(name).part-\(getpid())"
        errorLog = NSTemporaryDirectory() + "playground-ffmpeg-\(getpid()).log"
        frameBytes = width * height * 4
        let arguments = [ffmpeg, "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", String(fps), "-i", "pipe:0"]
            + Self.outputArguments(for: format, output: temporary)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw AnimationExportError.encoderFailed(path: path, reason: "no pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, ffmpeg, &actions, &attributes, argv, environ)
        close(fds[0])
        guard status == 0 else {
            close(fds[1])
            throw AnimationExportError.encoderFailed(path: path, reason: "ffmpeg did not start: \(String(cString: strerror(status)))")
        }
        input = fds[1]
    }

    public func append(_ frame: RenderedImage) throws {
        guard frame.pixels.count == frameBytes else {
            throw AnimationExportError.encoderFailed(path: path, reason: "a frame of \(frame.width)x\(frame.height) does not match the file's size")
        }
        try frame.pixels.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    let reason = ffmpegMessage() ?? "ffmpeg stopped reading frames (\(String(cString: strerror(errno))))"
                    cancel()
                    throw AnimationExportError.encoderFailed(path: path, reason: reason)
                }
                offset += n
            }
        }
    }

    public func finish() throws {
        guard pid != 0 else { return }
        close(input)
        input = -1
        let code = waitForExit()
        guard code == 0 else {
            let reason = ffmpegMessage() ?? "ffmpeg exited with status \(code)"
            unlink(temporary)
            unlink(errorLog)
            throw AnimationExportError.encoderFailed(path: path, reason: reason)
        }
        unlink(errorLog)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw AnimationExportError.encoderFailed(path: path, reason: "the finished file could not be moved into place (\(reason))")
        }
    }

    public func cancel() {
        if input >= 0 { close(input); input = -1 }
        if pid != 0 { kill(pid, SIGTERM); _ = waitForExit() }
        unlink(temporary)
        unlink(errorLog)
    }

    /// Waits for ffmpeg; its exit status (128 + signal when killed).
    private func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        pid = 0
        let signalled = status & 0x7f
        return signalled == 0 ? (status >> 8) & 0xff : 128 + signalled
    }

    /// The last line ffmpeg wrote on its error output, if any.
    private func ffmpegMessage() -> String? {
        guard let text = try? String(contentsOfFile: errorLog, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").last.map { "ffmpeg: " + $0 }
    }
}
