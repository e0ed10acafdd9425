import AnimationRender
import Foundation
import Gallery

/// `--headless … --out anim.gif` (or `.webp`, `.mp4`): renders frames exactly as the PNG export
/// does (`HeadlessExporter`: a manual clock, the headless renderer, frames read back a frame
/// later through pixel buffers on the OpenGL backend) and hands each one, in order, to an
/// `AnimationEncoder` instead of writing a PNG.
///
/// On Ctrl-C (or SIGTERM) the frames rendered so far are finalised into a complete, shorter
/// file at the same path, then the interruption is reported as for PNG frames. On any other
/// failure the partial file is removed. The folders above the file are created as needed; a
/// symbolic link at the path is refused, and so is a second export of the same file while one
/// runs (`ExportLock`). Exports longer than a second show a progress bar on
/// stderr when it is a terminal.
public struct AnimationExport {
    /// The frame source: frames, fps, start time, size, slow motion, scene or inspector view.
    public var exporter: HeadlessExporter
    /// The file to write; its extension picks the format.
    public var path: String
    public var format: AnimationFormat
    /// Replace an existing file at `path`.
    public var overwrite = false
    /// Encodes the frames (ffmpeg unless a test injects another).
    public var encoder: AnimationEncoder = FFmpegEncoder()
    /// Where progress and the summary go (stderr's progress bar only on a terminal).
    public var progress = ExportProgress()

    /// An export of `exporter`'s frames to `path`; nil when the path's extension is not a
    /// format this knows (a folder of PNG frames is `HeadlessExporter`'s job).
    public init?(exporter: HeadlessExporter, path: String) {
        guard let format = AnimationFormat(path: path) else { return nil }
        self.exporter = exporter
        self.path = path
        self.format = format
    }

    /// Renders and encodes the catalogue scene `name` (the gallery when nil); returns the
    /// summary line. Throws `AnimationExportError` or `PlaygroundError`.
    @discardableResult
    public func run(sceneNamed name: String?) throws -> String {
        let lock = try prepareOutput()
        defer { lock.release() }
        var frames = exporter
        var began = false, count = 0, width = 0, height = 0
        let encoder = self.encoder, path = self.path, format = self.format, fps = exporter.fps
        var progress = self.progress
        progress.start(total: exporter.frames, fps: fps)
        frames.outputDirectory = path
        frames.frameSink = { _, image in
            if !began {
                try encoder.begin(path: path, format: format, width: image.width, height: image.height, fps: fps)
                began = true
                (width, height) = (image.width, image.height)
            }
            try encoder.append(image)
            count += 1
            progress.update(done: count)
        }
        do {
            try frames.run(sceneNamed: name)
            try encoder.finish()
        } catch let error as PlaygroundError {
            if case .exportInterrupted = error, began {
                try encoder.finish()
                let line = summary(frames: count, width: width, height: height, elapsed: progress.elapsed)
                progress.end(summary: line + " (interrupted)")
            } else {
                if began { encoder.cancel() }
                progress.end(summary: nil)
            }
            throw error
        } catch {
            if began { encoder.cancel() }
            progress.end(summary: nil)
            throw error
        }
        let line = summary(frames: count, width: width, height: height, elapsed: progress.elapsed)
        progress.end(summary: line)
        return line
    }

    /// Refuses a link or a folder at `path`, or an existing file without `overwrite`; creates the
    /// folders above it as a PNG export does; takes the file's lock (a second export of the same
    /// file is refused while this one runs) and clears the temporary files of killed exports
    /// beside it. Returns the lock.
    func prepareOutput() throws -> ExportLock {
        try HeadlessExporter.refuseLink(at: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw PlaygroundError.exportFailed(path: path, reason: "a folder of that name is in the way")
            }
            if !overwrite { throw AnimationExportError.outputExists(path: path) }
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do { try HeadlessExporter.createFolder(folder) } catch PlaygroundError.outputIsFile {
                throw PlaygroundError.exportFailed(path: path, reason: "\(folder) is a file, not a folder")
            }
        }
        let lock = try ExportLock.forFile(path)
        TemporaryFile.removeStale(in: folder.isEmpty ? "." : folder)
        TemporaryFile.removeStaleLogs()
        return lock
    }

    /// "wrote anim.gif: 90 frames, 320x480, 3.00 s at 30 fps, 1.2 MB, in 4.1 s"; control characters
    /// in the path (from `--out`) are spelled out, as on stderr (`TerminalText.printable`).
    func summary(frames: Int, width: Int, height: Int, elapsed: Double) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.doubleValue ?? 0
        let size = bytes >= 1_000_000 ? String(format: "%.1f MB", bytes / 1_000_000)
                                      : String(format: "%.0f kB", bytes / 1000)
        return "wrote \(TerminalText.printable(path)): \(frames) frames, \(width)x\(height), "
            + String(format: "%.2f s at %g fps, ", Double(frames) / exporter.fps, exporter.fps) + size
            + String(format: ", in %.1f s", elapsed)
    }
}
