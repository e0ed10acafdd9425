import Foundation
import Gallery

/// A size in whole pixels (or points, for the window), parsed from `WIDTHxHEIGHT`.
public struct PixelSize: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) { self.width = width; self.height = height }

    /// The window's default size.
    public static let defaultWindow = PixelSize(width: 1280, height: 800)

    /// Parses `"1280x800"` (also `X` or `×`), each side within `range`.
    /// Throws `PlaygroundError.badSize` naming what is wrong.
    public static func parse(_ text: String, range: ClosedRange<Int> = 64...16384) throws -> PixelSize {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw PlaygroundError.badSize(text: text, reason: "it is not two whole numbers separated by x")
        }
        guard range.contains(w), range.contains(h) else {
            throw PlaygroundError.badSize(text: text,
                                          reason: "each side must be from \(range.lowerBound) to \(range.upperBound)")
        }
        return PixelSize(width: w, height: h)
    }

    public var description: String { "\(width)x\(height)" }
}

/// Everything the command line can ask for, validated before anything opens.
public struct LaunchOptions: Equatable, Sendable {
    /// Start with this scene full-window (or export only it, headless).
    public var sceneName: String?
    /// Start with the whole gallery slowed by this factor.
    public var slowFactor: Double?
    /// Window size (points) or output size (pixels, headless).
    public var size: PixelSize?
    /// Render PNG frames instead of opening a window.
    public var headless = false
    public var frames = 60
    public var fps = 60.0
    public var from = 0.0
    public var outputDirectory: String?
    /// Replace the frames already in `outputDirectory` (otherwise such a folder is refused).
    public var overwrite = false
    /// Open the timeline inspector at launch (headless: draw the scene with it open).
    public var inspector = false
    /// The headless-only options the command line gave ("--frames", "--out"…): refused without `headless`.
    public var headlessOptionsGiven: [String] = []

    public init() {}

    /// Slow-motion factors accepted on the command line and by `[` / `]`.
    public static let factorRange: ClosedRange<Double> = 1...100

    /// Parses `--slow`'s argument. Throws `PlaygroundError.badFactor`.
    public static func parseFactor(_ text: String) throws -> Double {
        guard let f = Double(text.trimmingCharacters(in: .whitespaces)), f.isFinite, factorRange.contains(f) else {
            throw PlaygroundError.badFactor(text: text)
        }
        return f
    }

    /// Checks the combination of options against `sceneIdentifiers`; throws the first problem.
    public func validate(sceneIdentifiers: [String]) throws {
        if let name = sceneName, !sceneIdentifiers.contains(name) {
            throw PlaygroundError.unknownScene(name: name, known: sceneIdentifiers)
        }
        if let s = slowFactor, !(s.isFinite && LaunchOptions.factorRange.contains(s)) {
            throw PlaygroundError.badFactor(text: String(s))
        }
        if let size, !headless, size.width < 320 || size.height < 240 {
            throw PlaygroundError.badSize(text: size.description, reason: "a window needs at least 320x240")
        }
        guard headless else {
            if let option = headlessOptionsGiven.first {
                throw PlaygroundError.badOption(option: option,
                                                reason: "it applies only to PNG export; add --headless or leave it out")
            }
            return
        }
        guard (1...100_000).contains(frames) else {
            throw PlaygroundError.badOption(option: "--frames \(frames)", reason: "give from 1 to 100000 frames")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw PlaygroundError.badOption(option: "--fps \(fps)", reason: "give from 1 to 1000 frames per second")
        }
        guard from.isFinite, from >= 0, from <= 3600 else {
            throw PlaygroundError.badOption(option: "--from \(from)", reason: "give a time from 0 to 3600 seconds")
        }
        guard let out = outputDirectory, !out.isEmpty else {
            throw PlaygroundError.badOption(option: "--headless",
                                            reason: "it needs --out DIR, the folder for the PNG frames")
        }
        // A .gif, .webp or .mp4 path is a file (AnimationExport checks it); anything else a folder of
        // PNGs, except a name that reads as an image or video file (unless that folder exists).
        guard AnimationFormat(path: out) == nil else { return }
        var isDirectory: ObjCBool = false
        let existingFolder = FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory)
            && isDirectory.boolValue
        if Self.singleFileExtensions.contains((out as NSString).pathExtension.lowercased()), !existingFolder {
            throw PlaygroundError.unsupportedOutputFile(path: out)
        }
        try HeadlessExporter.checkOutputDirectory(out, overwrite: overwrite)
    }

    /// Extensions of image and video files the export does not write as one file: `--out x.png`
    /// is refused rather than made into a folder called `x.png`.
    static let singleFileExtensions: Set<String> = [
        "png", "apng", "jpg", "jpeg", "bmp", "tif", "tiff", "avif", "heic", "heif", "jxl", "svg", "pdf", "ico",
        "tga", "ppm", "mov", "webm", "mkv", "avi", "m4v", "flv", "wmv", "mpg", "mpeg",
    ]
}
