import AnimationRender
import Foundation
import Gallery

/// The `playground` command, as a function any executable can call: the app itself, and the
/// executable of a package made with `playground new`, which passes its own scenes.
///
///     // main.swift of your package
///     import PlaygroundKit
///     PlaygroundApp.main(scenes: [SceneEntry(SpinScene.self)])
///
/// Opens the gallery window (your scenes first, in "My scenes"; full-window when there is one),
/// lists scenes, exports headless, or runs `new` / `watch` (`LiveSceneCommand`). Bad command lines
/// get one sentence and exit 64; every other failure one sentence and `PlaygroundError.exitCode`.
public enum PlaygroundApp {
    /// Runs the command line `arguments` (without the program name) and exits.
    public static func main(scenes userScenes: [SceneEntry] = [],
                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        SceneCatalog.userEntries = userScenes
        HeapArenas.limitUnderAddressSpaceLimit()
        if let live = LiveSceneCommand.parse(arguments) {
            switch live {
            case let .failure(usage):
                printError(usage.description)
                exit(UsageError.exitCode)
            case let .success(command):
                exit(LiveSceneCommand.run(command))
            }
        }
        switch CommandLineReader.read(arguments, sceneIdentifiers: SceneCatalog.identifiers) {
        case let .failure(usage):
            printError(usage.description)
            exit(UsageError.exitCode)
        case let .success(.help(text)):
            print(text)
        case .success(.list):
            print(CatalogListing.text(of: SceneCatalog.entries), terminator: "")
        case let .success(.launch(options)):
            do { try launch(options, userScenes: userScenes) } catch { fail(error) }
        }
        exit(0)
    }

    static func launch(_ o: LaunchOptions, userScenes: [SceneEntry]) throws {
        if o.headless {
            var exporter = HeadlessExporter(frames: o.frames, fps: o.fps, from: o.from,
                                            outputDirectory: o.outputDirectory ?? ".",
                                            size: o.size, slowFactor: o.slowFactor)
            exporter.overwrite = o.overwrite
            exporter.inspector = o.inspector
            ExportSignals.install()
            if var animation = AnimationExport(exporter: exporter, path: o.outputDirectory ?? ".") {
                animation.overwrite = o.overwrite
                try animation.run(sceneNamed: o.sceneName)   // prints its summary line
                return
            }
            let written = try exporter.run(sceneNamed: o.sceneName)
            printLine(framesWritten(written.count, to: o.outputDirectory ?? "."))
        } else {
            var c = WindowApp.Configuration()
            c.size = o.size ?? .defaultWindow
            c.sceneName = o.sceneName ?? (userScenes.count == 1 ? userScenes[0].identifier : nil)
            c.slowFactor = o.slowFactor
            c.showsInspector = o.inspector
            c.watch = WatchChannel.fromEnvironment()
            try WindowApp(c).run()
        }
    }

    /// Prints one sentence on stderr and exits with the error's code.
    static func fail(_ error: Error) -> Never {
        let code = (error as? PlaygroundError)?.exitCode ?? 1
        printError(code == UsageError.exitCode ? UsageError("\(error)").description : "playground: \(error)")
        exit(code)
    }

    /// "wrote 3 frames to out": the summary of a PNG export, the folder's control characters spelled out.
    static func framesWritten(_ count: Int, to folder: String) -> String {
        "wrote \(count == 1 ? "1 frame" : "\(count) frames") to \(TerminalText.printable(folder))"
    }

    /// Prints `line` on stdout, any control characters in it spelled out (as `printError` does).
    static func printLine(_ line: String) {
        print(TerminalText.printable(line))
    }

    /// Prints `line` on stderr, any control characters in it (from a name or path the user
    /// gave) spelled out rather than sent to the terminal.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.printable(line) + "\n").utf8))
    }
}
