import Foundation
import Gallery
import PlaygroundKit

/// The `playground` command: opens the gallery window, lists the scenes, or exports PNG frames.
/// Bad command lines get one sentence and exit 64 (`CommandLineReader`); every other failure
/// one sentence and `PlaygroundError.exitCode`, never a stack trace.
enum PlaygroundMain {
    static func run() -> Never {
        switch CommandLineReader.read(Array(CommandLine.arguments.dropFirst()), sceneIdentifiers: SceneCatalog.identifiers) {
        case let .failure(usage):
            printError(usage.description)
            exit(UsageError.exitCode)
        case let .success(.help(text)):
            print(text)
        case .success(.list):
            listScenes()
        case let .success(.launch(options)):
            do { try launch(options) } catch { fail(error) }
        }
        exit(0)
    }

    static func listScenes() {
        print(CatalogListing.text(of: SceneCatalog.entries), terminator: "")
    }

    static func launch(_ o: LaunchOptions) throws {
        if o.headless {
            var exporter = HeadlessExporter(frames: o.frames, fps: o.fps, from: o.from, outputDirectory: o.outputDirectory ?? ".",
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
            print("wrote \(written.count == 1 ? "1 frame" : "\(written.count) frames") to \(o.outputDirectory ?? ".")")
        } else {
            var c = WindowApp.Configuration()
            c.size = o.size ?? .defaultWindow
            c.sceneName = o.sceneName
            c.slowFactor = o.slowFactor
            c.showsInspector = o.inspector
            try WindowApp(c).run()
        }
    }

    /// Prints one sentence on stderr and exits with the error's code.
    static func fail(_ error: Error) -> Never {
        let code = (error as? PlaygroundError)?.exitCode ?? 1
        printError(code == UsageError.exitCode ? UsageError("\(error)").description : "playground: \(error)")
        exit(code)
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

PlaygroundMain.run()
