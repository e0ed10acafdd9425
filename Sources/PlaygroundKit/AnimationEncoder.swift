import AnimationRender
import Foundation

/// The animation file formats `--out` understands, from the file's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
    case gif, webp, mp4

    /// The format a path asks for (`anim.gif`, `clip.MP4`), or nil for anything else (a folder
    /// for PNG frames).
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }
}

/// Turns rendered frames into an animation file. `FFmpegEncoder` is the real one; tests inject
/// a fake to check the pipeline without ffmpeg.
///
/// The file appears at `path` only once `finish()` succeeds; `cancel()` leaves nothing behind.
public protocol AnimationEncoder: AnyObject {
    /// Starts a file of `format` at `path`, `width` × `height` pixels, `fps` frames per second.
    func begin(path: String, format: AnimationFormat, width: Int, height: Int, fps: Double) throws
    /// Adds one frame (straight RGBA, the size given to `begin`).
    func append(_ frame: RenderedImage) throws
    /// Completes the file with the frames appended so far and moves it to `path`.
    func finish() throws
    /// Abandons the file: nothing is left at `path` or beside it.
    func cancel()
    /// Stops a `finish()` that is running on another thread as soon as possible: it then throws
    /// and leaves no file. Safe to call from any thread, at any time.
    func abandon()
}

extension AnimationEncoder {
    /// Encoders whose `finish()` returns at once have nothing to stop.
    public func abandon() {}
}

/// What went wrong writing an animation file; the command line prints `description` and exits 1.
public enum AnimationExportError: Error, Equatable, CustomStringConvertible {
    /// ffmpeg is not on the PATH.
    case ffmpegMissing(format: AnimationFormat)
    /// ffmpeg could not be started, stopped early or reported an error.
    case encoderFailed(path: String, reason: String)
    /// The output file exists and `--overwrite` was not given.
    case outputExists(path: String)
    /// The disk filled up: `framesEncoded` frames had reached the encoder and no file was written.
    case diskFull(path: String, framesEncoded: Int)
    /// The file was to be finished before any frame reached it, so none was written.
    case noFrames(path: String)

    public var description: String {
        switch self {
        case let .ffmpegMissing(format):
            return "writing a .\(format.rawValue) file needs ffmpeg, which is not installed: install it with "
                + "`sudo apt-get install ffmpeg` (Debian/Ubuntu), or give --out a folder to get PNG frames instead"
        case let .encoderFailed(path, reason):
            return "could not write \(path): \(reason)"
        case let .outputExists(path):
            return "\(path) already exists; add --overwrite to replace it"
        case let .diskFull(path, count):
            return "the disk is full: \(PlaygroundError.frames(count)) encoded, nothing written to \(path)"
        case let .noFrames(path):
            return "nothing was recorded, so \(path) was not written: no frame was drawn before the recording stopped"
        }
    }
}
