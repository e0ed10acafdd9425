import ArgumentParser
import Foundation

/// The `playground` command line, as swift-argument-parser reads it.
///
/// Numeric options are read with `.unconditional` parsing, so `--frames -5` reaches the range
/// check ("give from 1 to 100000 frames") instead of being taken for an unknown option.
/// Headless-only options are optional, so giving one without `--headless` can be refused.
/// Every help line fits 80 columns (`CommandLineReader.helpColumns`) without being wrapped.
public struct PlaygroundCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A live gallery of Core Animation scenes re-implemented in pure Swift.",
        usage: """
        playground [--scene <name>] [--slow <factor>] [--size <WxH>]
        playground --headless --out <dir|file> [--scene <name>] [--size <WxH>]
                   [--frames <n>] [--fps <n>] [--from <s>] [--overwrite]
                   [--inspector]
        playground --list
        playground new <Name> [--in <dir>]
        playground watch <dir> [--size <WxH>] [--slow <factor>]
        playground --package <dir> --headless --out <file> [--scene <name>] …
        """,
        discussion: """
        Opens a window with every scene as a live tile. Keys:
        \(PlaygroundCommand.keyTable(columns: CommandLineReader.helpColumns))

        Headless export (no display needed):
          playground --headless --scene snow --frames 120 --out frames/
          playground --headless --scene bolt-spinner --fps 30 --out bolt.gif

        Your own scenes (a SwiftPM package; see README.md, "Your own scenes"):
          playground new Spin --in ~/scenes     a package with one scene
          playground watch ~/scenes/Spin        show it; rebuild and swap on save
        """)

    @Flag(help: "List the scenes by section, with their sources and techniques, then exit.")
    var list = false

    @Option(help: ArgumentHelp("Open this scene full-window (see --list).", valueName: "name"))
    var scene: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Slow the gallery down (1–100, e.g. 10).", valueName: "factor"))
    var slow: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Window size, or PNG size with --headless.", valueName: "WxH"))
    var size: String?

    @Flag(help: "Write PNG frames instead of opening a window.")
    var headless = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Headless: frames to write (default 60).", valueName: "n"))
    var frames: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Headless: frames per second (default 60).", valueName: "n"))
    var fps: Double?

    @Option(name: .customLong("from"), parsing: .unconditional,
            help: ArgumentHelp("Headless: time of the first frame (default 0).", valueName: "seconds"))
    var fromSeconds: Double?

    @Option(
        help: ArgumentHelp("Headless: the folder for frame-0000.png…, or a .gif, .webp or .mp4 file (ffmpeg).",
                           valueName: "dir|file"))
    var out: String?

    @Flag(help: "Headless: replace the frames already in --out.")
    var overwrite = false

    @Flag(help: "Open the timeline inspector on the --scene (headless: draw it with the scene).")
    var inspector = false

    public init() {}

    /// The options as PlaygroundKit sees them; throws `PlaygroundError` for bad values.
    public func launchOptions() throws -> LaunchOptions {
        var o = LaunchOptions()
        o.sceneName = scene
        o.slowFactor = try slow.map(LaunchOptions.parseFactor)
        o.size = try size.map { try PixelSize.parse($0) }
        o.headless = headless
        o.frames = frames ?? o.frames
        o.fps = fps ?? o.fps
        o.from = fromSeconds ?? o.from
        o.outputDirectory = out
        o.overwrite = overwrite
        o.inspector = inspector
        let given: [(String, Bool)] = [("--frames", frames != nil), ("--fps", fps != nil),
                                       ("--from", fromSeconds != nil),
                                       ("--out", out != nil), ("--overwrite", overwrite)]
        o.headlessOptionsGiven = given.filter(\.1).map(\.0)
        return o
    }

    /// True when `--list` was given.
    public var listsScenes: Bool { list }

    /// The key bindings as two columns, each action wrapped at word boundaries under its own
    /// column so that no line is longer than `columns`.
    static func keyTable(columns: Int) -> String {
        let keyWidth = 24
        let textWidth = max(20, columns - keyWidth - 2)
        return HelpOverlay.bindings.map { binding in
            var lines: [String] = [], line = ""
            for word in binding.action.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > textWidth { lines.append(line); line = "" }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            let first = "  " + binding.keys.padding(toLength: keyWidth - 2, withPad: " ", startingAt: 0) + lines[0]
            return ([first] + lines.dropFirst().map { String(repeating: " ", count: keyWidth) + $0 }).joined(
                separator: "\n")
        }.joined(separator: "\n")
    }
}
