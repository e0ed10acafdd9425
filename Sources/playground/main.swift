import ArgumentParser
import Foundation
import Gallery
import PlaygroundKit

/// The `playground` command: opens the gallery window, lists the scenes, or exports PNG frames.
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A live gallery of Core Animation scenes re-implemented in pure Swift.",
        discussion: """
        Opens a window with every scene as a live tile. Keys:
        \(HelpOverlay.bindings.map { "  \($0.keys.padding(toLength: 22, withPad: " ", startingAt: 0)) \($0.action)" }.joined(separator: "\n"))

        Headless export (no display needed):
          playground --headless --scene bolt-spinner --frames 120 --fps 60 --out frames/
        """)

    @Flag(help: "List the scene identifiers and titles, then exit.")
    var list = false

    @Option(help: ArgumentHelp("Start with this scene full-window (see --list).", valueName: "name"))
    var scene: String?

    @Option(help: ArgumentHelp("Start with the whole gallery slowed down by this factor (1–100, e.g. 10).", valueName: "factor"))
    var slow: String?

    @Option(help: ArgumentHelp("Window size in points, or the PNG size with --headless.", valueName: "WxH"))
    var size: String?

    @Flag(help: "Render PNG frames headless (OpenGL offscreen, as the window draws) instead of opening a window.")
    var headless = false

    @Option(help: "Headless: number of frames to write.")
    var frames: Int = 60

    @Option(help: "Headless: frames per second of scene time.")
    var fps: Double = 60

    @Option(name: .customLong("from"), help: ArgumentHelp("Headless: scene time of the first frame.", valueName: "seconds"))
    var fromSeconds: Double = 0

    @Option(help: ArgumentHelp("Headless: the folder for frame-0000.png, frame-0001.png…", valueName: "dir"))
    var out: String?

    /// The options as PlaygroundKit sees them; throws `PlaygroundError` for bad values.
    func launchOptions() throws -> LaunchOptions {
        var o = LaunchOptions()
        o.sceneName = scene
        o.slowFactor = try slow.map(LaunchOptions.parseFactor)
        o.size = try size.map { try PixelSize.parse($0) }
        o.headless = headless
        o.frames = frames
        o.fps = fps
        o.from = fromSeconds
        o.outputDirectory = out
        return o
    }

    mutating func validate() throws {
        guard !list else { return }
        do {
            try launchOptions().validate(sceneIdentifiers: SceneCatalog.identifiers)
        } catch {
            Self.fail(error)
        }
    }

    func run() throws {
        if list {
            let scenes = SceneCatalog.makeAll()
            if scenes.isEmpty { print("(no scenes yet)") }
            let width = scenes.map(\.identifier.count).max() ?? 0
            for s in scenes { print("\(s.identifier.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(s.title)") }
            return
        }
        do {
            let o = try launchOptions()
            if o.headless {
                let exporter = HeadlessExporter(frames: o.frames, fps: o.fps, from: o.from, outputDirectory: o.outputDirectory ?? ".",
                                                size: o.size, slowFactor: o.slowFactor)
                let written = try exporter.run(sceneNamed: o.sceneName)
                print("wrote \(written.count) frames to \(o.outputDirectory ?? ".")")
            } else {
                var c = WindowApp.Configuration()
                c.size = o.size ?? .defaultWindow
                c.sceneName = o.sceneName
                c.slowFactor = o.slowFactor
                try WindowApp(c).run()
            }
        } catch {
            Self.fail(error)
        }
    }

    /// Prints one sentence on stderr and exits with the error's code (never a stack trace).
    static func fail(_ error: Error) -> Never {
        let code = (error as? PlaygroundError)?.exitCode ?? 1
        FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
        Foundation.exit(code)
    }
}

Playground.main()
