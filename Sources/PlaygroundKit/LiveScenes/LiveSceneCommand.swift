import Foundation

/// The command lines for a user's own scenes, read before the gallery's own options:
///
///     playground new NAME [--in DIR]       a package with one scene, ready to watch
///     playground watch DIR [options]       build it, show it, rebuild and swap on every save
///     playground --watch DIR [options]     the same
///     playground --package DIR --headless --scene NAME --out spin.gif …
///                                          build it, then run its export (any --headless options)
public enum LiveSceneCommand: Equatable {
    case new(name: String, parent: String)
    case watch(directory: String, appArguments: [String])
    case package(directory: String, appArguments: [String])

    /// The live-scene command in `arguments`; nil when they ask for something else.
    public static func parse(_ arguments: [String]) -> Result<LiveSceneCommand, UsageError>? {
        if arguments.first == "new" {
            var rest = Array(arguments.dropFirst())
            var parent = "."
            if let i = rest.firstIndex(of: "--in") {
                guard i + 1 < rest.count else { return .failure(UsageError("--in needs a folder")) }
                parent = rest[i + 1]
                rest.removeSubrange(i...(i + 1))
            }
            guard rest.count == 1 else {
                return .failure(UsageError(rest.isEmpty ? "new needs a name, for example: playground new Spin"
                                                        : "new takes one name, got \(rest.count): \(quoted(rest))"))
            }
            return .success(.new(name: rest[0], parent: parent))
        }
        if arguments.first == "watch" {
            guard arguments.count >= 2, !arguments[1].hasPrefix("-") else {
                return .failure(UsageError("watch needs a package folder, for example: playground watch Spin"))
            }
            return .success(.watch(directory: arguments[1], appArguments: Array(arguments.dropFirst(2))))
        }
        for option in ["--watch", "--package"] {
            guard let i = arguments.firstIndex(of: option) else { continue }
            guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("-") else {
                return .failure(UsageError("\(option) needs a package folder"))
            }
            var rest = arguments
            rest.removeSubrange(i...(i + 1))
            let directory = arguments[i + 1]
            if option == "--package", rest.contains("--headless") {
                return .success(.package(directory: directory, appArguments: rest))
            }
            return .success(.watch(directory: directory, appArguments: rest))
        }
        return nil
    }

    /// Runs the command; returns the exit status.
    public static func run(_ command: LiveSceneCommand) -> Int32 {
        do {
            switch command {
            case let .new(name, parent):
                let made = try NewScenePackage(name: name, parent: URL(fileURLWithPath: parent),
                                               libraries: NewScenePackage.thisPackage()).write()
                print(NewScenePackage.nextSteps(for: made))
                return 0
            case let .watch(directory, appArguments):
                let (package, builder) = try prepare(directory)
                let channel = try makeChannel()
                defer { try? FileManager.default.removeItem(at: channel.directory) }
                return WatchSupervisor(package: package, builder: builder, channel: channel,
                                       appArguments: appArguments).run()
            case let .package(directory, appArguments):
                let (package, builder) = try prepare(directory)
                switch builder.build(echo: { line in
                    if line.contains(": error: ") || line.hasPrefix("error:") {
                        FileHandle.standardError.write(Data((line + "\n").utf8))
                    }
                }) {
                case let .failed(errors, tail):
                    let lines = errors.isEmpty ? tail : errors.map { $0.text(relativeTo: package.path) }
                    throw LiveSceneError.buildFailed(package: package.path, lines: lines)
                case let .built(executable, _):
                    return runToEnd(executable, appArguments)
                }
            }
        } catch let usage as UsageError {
            FileHandle.standardError.write(Data((usage.description + "\n").utf8))
            return UsageError.exitCode
        } catch let error as LiveSceneError {
            FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
            return error.exitCode
        } catch {
            FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
            return 1
        }
    }

    /// Checks the toolchain and the folder; returns the package and its builder.
    static func prepare(_ directory: String) throws -> (URL, PackageBuilder) {
        guard let swift = PackageBuilder.findSwift() else { throw LiveSceneError.noToolchain }
        let package = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: package.path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue else {
            throw LiveSceneError.notAPackage(path: directory, reason: "there is no such folder")
        }
        let manifest = package.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw LiveSceneError.notAPackage(path: directory,
                                             reason: "it has no Package.swift (make one with: playground new NAME)")
        }
        guard let product = PackageBuilder.executableName(manifest: text) else {
            throw LiveSceneError.notAPackage(path: directory, reason: "its Package.swift names no executable target")
        }
        return (package, PackageBuilder(package: package, swift: swift, product: product))
    }

    /// A private folder (0700) for the supervisor and the app to talk through.
    static func makeChannel() throws -> WatchChannel {
        var template = Array((NSTemporaryDirectory() + "/playground-watch-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw LiveSceneError.channel(reason: String(cString: strerror(errno)))
        }
        return WatchChannel(directory: URL(fileURLWithPath: String(cString: made)))
    }

    /// Runs `executable` with `arguments` in the foreground and returns its exit status
    /// (signals it dies of count as 128 + the signal, as a shell reports them).
    static func runToEnd(_ executable: URL, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        do { try process.run() } catch { return 127 }
        process.waitUntilExit()
        let code = process.terminationStatus
        return process.terminationReason == .uncaughtSignal ? 128 + code : code
    }

    static func quoted(_ words: [String]) -> String { words.map { "\"\($0)\"" }.joined(separator: " ") }
}

/// What can go wrong with a user's package, in one sentence each.
public enum LiveSceneError: Error, CustomStringConvertible, Equatable {
    case noToolchain
    case notAPackage(path: String, reason: String)
    case buildFailed(package: String, lines: [String])
    case badName(name: String, reason: String)
    case exists(path: String)
    case channel(reason: String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .noToolchain:
            return "swift was not found on PATH: install the Swift toolchain (swift.org/install) "
                + "and put its bin folder on PATH"
        case let .notAPackage(path, reason): return "\(path) is not a scene package: \(reason)"
        case let .buildFailed(package, lines):
            return "\(package) does not build:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        case let .badName(name, reason): return "\"\(name)\" cannot name a scene package: \(reason)"
        case let .exists(path): return "\(path) already exists: choose another name or folder"
        case let .channel(reason): return "could not make a private folder in \(NSTemporaryDirectory()): \(reason)"
        case let .writeFailed(path, reason): return "could not write \(path): \(reason)"
        }
    }

    /// 64 for what the command line got wrong, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .badName, .exists, .notAPackage: return UsageError.exitCode
        default: return 1
        }
    }
}
