import AnimationRender
import Foundation

/// Everything that stops the playground, each with one sentence that names the problem and
/// says what to do. The command line prints `description` on stderr and exits with `exitCode`.
public enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    /// No X11 or Wayland display to open a window on.
    case noDisplay
    /// `variable` (`DISPLAY` or `WAYLAND_DISPLAY`) names a display that does not answer.
    case displayUnavailable(variable: String, value: String)
    /// SDL could not open the window or its renderer (`call` failed with `message`).
    case windowFailed(call: String, message: String)
    /// No scene has this identifier.
    case unknownScene(name: String, known: [String])
    /// The catalog has no scene at all.
    case noScenes
    /// `--size` was not `WxH` with sides in range.
    case badSize(text: String, reason: String)
    /// `--slow` was not a number in range.
    case badFactor(text: String)
    /// A headless option is missing or out of range (`option` names it).
    case badOption(option: String, reason: String)
    /// `--out` names an existing file, not a folder.
    case outputIsFile(path: String)
    /// The export folder already holds `count` frames and `--overwrite` was not given.
    case outputHoldsFrames(directory: String, count: Int)
    /// `--out` is a symbolic link (to `target`): exports never write through one.
    case outputIsLink(path: String, target: String)
    /// `--out` names a single image or video file of a kind the exporter does not write.
    case unsupportedOutputFile(path: String)
    /// Another export (process `pid`, when known) is writing the same output right now.
    case exportInProgress(path: String, pid: Int32?)
    /// The assets directory (fonts) could not be found.
    case assetsMissing(searched: [String])
    /// A font file the labels need is missing.
    case fontMissing(path: String)
    /// A font file the labels need is there but cannot draw text (`reason` from `FontCheck`).
    case fontUnreadable(path: String, reason: String)
    /// Frames of `size` need `need` bytes and `limit` leaves only `available` (see `MemoryBudget`).
    case notEnoughMemory(size: PixelSize, need: Int, available: Int, limit: MemoryLimit = .systemMemory)
    /// A PNG frame could not be written (`reason` is the system's text, said once).
    case exportFailed(path: String, reason: String)
    /// The disk filled up during an export; the `framesWritten` frames before stay valid.
    case diskFull(framesWritten: Int, directory: String)
    /// `SIGINT` or `SIGTERM` stopped an export after `framesWritten` whole frames.
    case exportInterrupted(signal: Int32, framesWritten: Int, directory: String)

    /// Exit status: 64 (`EX_USAGE`, `UsageError.exitCode`) for a bad command line, 128 + the
    /// signal for an interrupted export (130 for Ctrl-C, as shells report it), 1 for the rest.
    public var exitCode: Int32 {
        switch self {
        case .unknownScene, .badSize, .badFactor, .badOption, .outputIsFile, .outputHoldsFrames, .outputIsLink,
             .unsupportedOutputFile: return UsageError.exitCode
        case let .exportInterrupted(signal, _, _): return 128 + signal
        default: return 1
        }
    }

    public var description: String {
        switch self {
        case .noDisplay:
            return "no display: set DISPLAY or use --headless"
        case let .displayUnavailable(variable, value):
            let server = variable == "DISPLAY" ? "no X server answers there" : "no Wayland compositor answers there"
            return "cannot open the display \"\(value)\" (\(variable)): \(server); "
                + "set \(variable) to a running display or use --headless"
        case let .windowFailed(call, message):
            let why = message.isEmpty ? "no reason given" : message
            return "could not open the window (\(call) failed: \(why)); check DISPLAY or use --headless"
        case let .unknownScene(name, known):
            let hint = PlaygroundError.closest(to: name, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            return "unknown scene \(TerminalText.quoted(name))\(hint): run with --list to see the scene names"
        case .noScenes:
            return "the gallery has no scenes yet: add one to SceneCatalog"
        case let .badSize(text, reason):
            return "bad size \(TerminalText.quoted(text)): \(reason); "
                + "write it as WIDTHxHEIGHT, for example --size 1280x800"
        case let .badFactor(text):
            return "bad slow-motion factor \(TerminalText.quoted(text)): "
                + "give a number from 1 to 100, for example --slow 10"
        case let .badOption(option, reason):
            return "bad \(option): \(reason)"
        case let .outputIsFile(path):
            return "--out \(path) is a file, not a folder: name a folder for the frames"
        case let .outputHoldsFrames(directory, count):
            return "\(directory) already holds \(PlaygroundError.frames(count)): "
                + "choose an empty folder, or add --overwrite to replace them"
        case let .outputIsLink(path, target):
            return "--out \(path) is a symbolic link (to \(target)); exports never write through a link: "
                + "name the folder or file itself"
        case let .unsupportedOutputFile(path):
            let ext = (path as NSString).pathExtension
            return "--out \(path) names a .\(ext) file, which the export does not write: "
                + "name a .gif, .webp or .mp4 file, or a folder for PNG frames"
        case let .exportInProgress(path, pid):
            return "another export\(pid.map { " (process \($0))" } ?? "") is writing \(path) right now: "
                + "wait for it to finish, or choose another --out"
        case let .assetsMissing(searched):
            let list = searched.prefix(3).joined(separator: ", ")
            let more = searched.count > 3 ? ", …" : ""
            return "assets directory not found (looked in \(list)\(more)): run from the project folder "
                + "or set \(AssetLibrary.environmentVariable) to its assets/ path"
        case let .fontMissing(path):
            return "font file \(path) is missing or empty: "
                + "restore assets/fonts from the repository or set \(AssetLibrary.environmentVariable)"
        case let .fontUnreadable(path, reason):
            return "font file \(path) is damaged: \(reason); "
                + "restore assets/fonts from the repository or set \(AssetLibrary.environmentVariable)"
        case let .notEnoughMemory(size, need, available, limit):
            let room = limit == .systemMemory ? "\(MemoryBudget.format(available)) is available"
                : "\(limit) leaves \(MemoryBudget.format(available))"
            let advice = limit == .systemMemory
                ? "choose a smaller --size" : "choose a smaller --size or raise the limit"
            return "not enough memory for \(size): frames of that size need about \(MemoryBudget.format(need)) "
                + "and \(room); \(advice)"
        case let .exportFailed(path, reason):
            return "could not write \(path): \(reason) (choose a writable --out folder)"
        case let .diskFull(count, directory):
            return "the disk is full: \(PlaygroundError.frames(count)) written to \(directory)"
        case let .exportInterrupted(signal, count, directory):
            let name = signal == SIGTERM ? "SIGTERM" : "Ctrl-C"
            return "interrupted (\(name)): \(PlaygroundError.frames(count)) written to \(directory)"
        }
    }

    /// "1 frame", "12 frames".
    static func frames(_ n: Int) -> String { n == 1 ? "1 frame" : "\(n) frames" }

    /// The known name with the smallest edit distance to `name`, when it is close enough.
    static func closest(to name: String, in known: [String]) -> String? {
        let scored = known.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else {
            return known.first { $0.hasPrefix(name.lowercased()) && !name.isEmpty }
        }
        return best.0
    }

    /// Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Checks that the shipped fonts can be found, turning `AssetLibrary`'s search into a
/// `PlaygroundError` (the labels and the HUD need them).
public enum AssetCheck {
    /// The font files the playground draws its labels with.
    public static let requiredFonts = ["fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf"]

    /// Locates the assets, checks that each font draws text (a damaged font stops the app with
    /// `PlaygroundError.fontUnreadable`, rather than every label vanishing) and installs the
    /// resource providers.
    public static func prepare() throws {
        let directory: String
        do {
            directory = try AssetLibrary.locate()
        } catch {
            if case let RenderError.assetsNotFound(searched) = error {
                throw PlaygroundError.assetsMissing(searched: searched)
            }
            throw PlaygroundError.assetsMissing(searched: [])
        }
        for font in requiredFonts {
            let path = directory + "/" + font
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            if size == 0 { throw PlaygroundError.fontMissing(path: path) }
            if let problem = FontCheck.problem(withFontAt: path) {
                throw PlaygroundError.fontUnreadable(path: path, reason: problem)
            }
        }
        AssetLibrary.installProviders()
    }
}
