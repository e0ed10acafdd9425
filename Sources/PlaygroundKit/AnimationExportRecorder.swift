import AnimationRender
import Foundation

/// Key `E` in the window: records the full-window scene as it is shown (edits and scrubbing
/// included) into an animation file, through the same `AnimationEncoder` as `--headless --out`.
///
/// Frames are taken from what the window draws, cropped to the scene's tile, at most
/// `fps` times a second (a frame drawn sooner is skipped, one drawn late is written up to
/// `maximumRepeats` times), so the file plays at about the speed it was seen; longer stretches
/// in which nothing was drawn (a paused scene) are left out. Recording stops at
/// the second `E`, on leaving the scene, or after `maximumDuration` seconds. The window runs
/// its recordings through `WindowRecordings`, which bounds how many encoders run at once.
public final class AnimationExportRecorder {
    /// The frame rate of the file.
    public static let fps = 30.0
    /// The longest recording, in seconds.
    public static let maximumDuration = 30.0
    /// The most times one drawn frame is written when the window draws slower than `fps`.
    public static let maximumRepeats = 3

    public let path: String
    /// The recorded region, in window pixels (even width and height).
    public let crop: (x: Int, y: Int, width: Int, height: Int)
    private let encoder: AnimationEncoder
    private var nextCapture = -Double.infinity
    private var started: Double?
    public private(set) var frames = 0

    /// Starts a file at `path` for the window region `rect` (pixels). Throws when the encoder
    /// cannot start (ffmpeg missing) or the region is empty.
    public init(path: String, rect: CGRect, encoder: AnimationEncoder = FFmpegEncoder()) throws {
        let x = max(0, Int(rect.minX.rounded())), y = max(0, Int(rect.minY.rounded()))
        let w = Int(rect.width.rounded()) / 2 * 2, h = Int(rect.height.rounded()) / 2 * 2
        guard w > 0, h > 0 else {
            throw AnimationExportError.encoderFailed(path: path, reason: Self.emptyAreaReason(rect))
        }
        guard let format = AnimationFormat(path: path) else {
            let known = AnimationFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            throw AnimationExportError.encoderFailed(path: path, reason: "the name does not end in \(known)")
        }
        self.path = path
        self.crop = (x, y, w, h)
        self.encoder = encoder
        try encoder.begin(path: path, format: format, width: w, height: h, fps: Self.fps)
    }

    /// Why a region of the window gives no frames: "nothing to record in a 1×9 px area (a
    /// recording needs at least 2×2)" — its size in whole pixels, as it was rounded.
    static func emptyAreaReason(_ rect: CGRect) -> String {
        func side(_ v: CGFloat) -> Int { v.isFinite ? max(0, Int(min(v.rounded(), 1e9))) : 0 }
        return "nothing to record in a \(side(rect.width))×\(side(rect.height)) px area "
            + "(a recording needs at least 2×2)"
    }

    /// A file name in the current folder for scene `identifier` at `date`:
    /// `playground-bolt-spinner-20261125-131500.gif`.
    public static func fileName(for identifier: String, at date: Date = Date(),
                                format: AnimationFormat = .gif) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd-HHmmss"
        return "playground-\(identifier)-\(f.string(from: date)).\(format.rawValue)"
    }

    /// Offers the window's frame drawn at wall-clock `time`; returns false once the recording
    /// has reached `maximumDuration` (the caller then calls `finish()`).
    public func offer(_ window: RenderedImage, at time: Double) throws -> Bool {
        if started == nil { started = time }
        // A microsecond of slack: frames drawn on a 60 Hz beat land on 1/30 s boundaries.
        guard time >= nextCapture - 1e-6 else { return true }
        // A window drawing slower than `fps` has its frames repeated to keep the file's speed
        // (up to `maximumRepeats` periods; longer gaps, such as a pause, are left out).
        let late = nextCapture.isFinite ? Int(((time - nextCapture) * Self.fps + 1e-6).rounded(.down)) : 0
        let copies = 1 + min(max(late, 0), Self.maximumRepeats - 1)
        // Due every 1/fps; after a gap the next frame is due half a period on.
        nextCapture = nextCapture.isFinite ? max(nextCapture + Double(copies) / Self.fps, time + 0.5 / Self.fps)
                                           : time + 1 / Self.fps
        let frame = Self.crop(window, to: crop)
        for _ in 0..<copies { try encoder.append(frame) }
        frames += copies
        return Double(frames) / Self.fps < Self.maximumDuration
    }

    /// Completes the file; returns the summary line. A recording that got no frame (`E` pressed
    /// twice before a frame was drawn) writes no file: it throws `AnimationExportError.noFrames`.
    public func finish() throws -> String {
        guard frames > 0 else {
            encoder.cancel()
            throw AnimationExportError.noFrames(path: path)
        }
        try encoder.finish()
        return "recorded \(path): \(frames) frames, \(crop.width)x\(crop.height), "
            + String(format: "%.1f s at %g fps", Double(frames) / Self.fps, Self.fps)
    }

    /// Makes a `finish()` running on another thread stop at once, leaving no file (thread-safe).
    public func abandon() { encoder.abandon() }

    /// Abandons the recording at once: nothing is written.
    public func cancel() { encoder.cancel() }

    /// The part of `image` inside `crop`; pixels outside the image read as transparent black.
    static func crop(_ image: RenderedImage, to crop: (x: Int, y: Int, width: Int, height: Int)) -> RenderedImage {
        var out = [UInt8](repeating: 0, count: crop.width * crop.height * 4)
        for row in 0..<crop.height {
            let sy = crop.y + row
            guard sy < image.height else { break }
            let sx = min(crop.x, image.width), n = max(0, min(crop.width, image.width - sx))
            let from = (sy * image.width + sx) * 4, to = row * crop.width * 4
            out.replaceSubrange(to..<(to + n * 4), with: image.pixels[from..<(from + n * 4)])
        }
        return (try? RenderedImage(width: crop.width, height: crop.height, pixels: out))
            ?? RenderedImage(width: crop.width, height: crop.height)
    }
}
