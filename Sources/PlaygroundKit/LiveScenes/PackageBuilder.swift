import Foundation

/// Builds a user's package with the Swift toolchain and reads the compiler's errors.
struct PackageBuilder {
    /// One compiler error.
    struct Diagnostic: Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// `file:line:column: message`, the file relative to `root` when it lies inside it.
        func text(relativeTo root: String) -> String {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            let shown = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
            return "\(shown):\(line):\(column): \(message)"
        }
    }

    /// How a build ended.
    enum Outcome {
        /// The build succeeded; `replayed` when SwiftPM was skipped (see `CompileReplay`).
        case built(executable: URL, replayed: Bool)
        /// The build failed: its errors (empty when the output named none) and its last lines.
        case failed(errors: [Diagnostic], tail: [String])
    }

    let package: URL
    let swift: URL
    let product: String
    /// SwiftPM's last plan for the product, replayed while only file contents change.
    let replay: CompileReplay

    init(package: URL, swift: URL, product: String) {
        self.package = package
        self.swift = swift
        self.product = product
        replay = CompileReplay(package: package, product: product)
    }

    /// The `swift` on `PATH`, or nil.
    static func findSwift(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for dir in (path ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The first executable product named in `Package.swift` (`.executable(name: "…"` or an
    /// `.executableTarget(name: "…"`), read from the manifest's text so no build is needed to
    /// know it. Nil when there is none.
    static func executableName(manifest: String) -> String? {
        for marker in [".executable(", ".executableTarget("] {
            var rest = Substring(manifest)
            while let r = rest.range(of: marker) {
                rest = rest[r.upperBound...]
                let call = rest.prefix(200)
                if let n = call.range(of: "name:") {
                    let after = call[n.upperBound...].drop(while: { $0 == " " })
                    if after.first == "\"" {
                        let name = after.dropFirst().prefix(while: { $0 != "\"" })
                        if !name.isEmpty { return String(name) }
                    }
                }
            }
        }
        return nil
    }

    /// The build's products folder (asked of SwiftPM once: it costs a second of planning).
    func binPath() -> URL {
        if let known = Self.binPaths[package.path] { return known }
        let (_, bin) = Self.run(swift, ["build", "--package-path", package.path, "--show-bin-path"], echo: { _ in })
        let url = URL(fileURLWithPath: bin.split(separator: "\n").last.map(String.init) ?? "")
        Self.binPaths[package.path] = url
        return url
    }

    nonisolated(unsafe) private static var binPaths: [String: URL] = [:]

    /// Builds the product: by replaying SwiftPM's last compile and link when only the text of
    /// the package's Swift files changed since (see `CompileReplay`), otherwise with
    /// `swift build`. `echo` receives each line of output as it comes.
    func build(echo: (String) -> Void) -> Outcome {
        if let (status, output) = replay.run(echo: echo) {
            let outcome = outcome(status: status, output: output, replayed: true)
            // A failure that names no compile error (a link that failed, a vanished tool) is
            // left to SwiftPM next time.
            if case let .failed(errors, _) = outcome, errors.isEmpty { replay.forget() }
            return outcome
        }
        let arguments = ["build", "--package-path", package.path, "--product", product]
        let (status, output) = Self.run(swift, arguments, echo: echo)
        let outcome = outcome(status: status, output: output, replayed: false)
        if case .built = outcome { replay.record() } else { replay.forget() }
        return outcome
    }

    private func outcome(status: Int32, output: String, replayed: Bool) -> Outcome {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard status == 0 else {
            return .failed(errors: Self.errors(in: lines), tail: Array(lines.filter { !$0.isEmpty }.suffix(8)))
        }
        return .built(executable: binPath().appendingPathComponent(product), replayed: replayed)
    }

    /// The distinct errors in compiler output: lines `path:line:column: error: message`.
    static func errors(in lines: [String]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for line in lines {
            guard let e = line.range(of: ": error: ") else { continue }
            let head = line[..<e.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard head.count >= 3, let l = Int(head[head.count - 2]), let c = Int(head[head.count - 1]) else {
                continue
            }
            let file = head.dropLast(2).joined(separator: ":")
            let d = Diagnostic(file: file, line: l, column: c, message: String(line[e.upperBound...]))
            if !found.contains(d) { found.append(d) }
        }
        return found
    }

    /// Runs `tool` with `arguments`, streaming its output (stdout and stderr) line by line to
    /// `echo`; returns the exit status and the whole output.
    static func run(_ tool: URL, _ arguments: [String], echo: (String) -> Void) -> (Int32, String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "\(error)") }
        var all = Data(), pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            all.append(chunk)
            pending.append(chunk)
            while let n = pending.firstIndex(of: UInt8(ascii: "\n")) {
                echo(String(decoding: pending[pending.startIndex..<n], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...n)
            }
        }
        if !pending.isEmpty { echo(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: all, as: UTF8.self))
    }
}
