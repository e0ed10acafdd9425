import Foundation

/// Rebuilds a scene package without SwiftPM when only the text of its `.swift` files changed:
/// it replays the two commands SwiftPM last ran for the product, compiling the product's
/// module (the Swift driver's incremental mode recompiles only what changed) and linking.
///
/// `swift build` spends 1.5–2.5 s of its 3 s on a 2-core machine planning (loading the
/// manifest, resolving, checking every dependency's inputs) before it compiles two files;
/// the replay skips that. It is used only while the plan is certainly still SwiftPM's plan:
/// the manifest's text is unchanged, no `.swift` file was added or removed, and every
/// `.swift` file of the package belongs to the product's module (a package with one target).
/// Anything else falls back to `swift build`, which also writes a fresh plan. The commands come
/// from `.build/debug.yaml`, the llbuild manifest SwiftPM writes beside the build.
final class CompileReplay {
    /// The two commands and what the plan was made from.
    struct Plan: Equatable {
        var compile: [String]
        var link: [String]
        var manifest: Data
        var sources: Set<String>
    }

    let package: URL
    let product: String
    private(set) var plan: Plan?

    init(package: URL, product: String) {
        self.package = package
        self.product = product
    }

    /// Reads the plan SwiftPM wrote for the last successful build; nil (and no replay) when the
    /// package's layout is one the replay does not cover.
    func record() {
        plan = Self.readPlan(package: package, product: product)
    }

    /// Forgets the plan, so the next build goes through SwiftPM.
    func forget() { plan = nil }

    /// Whether the recorded plan still describes the package on disk.
    func isCurrent() -> Bool {
        guard let plan else { return false }
        guard let manifest = try? Data(contentsOf: package.appendingPathComponent("Package.swift")),
              manifest == plan.manifest else { return false }
        return Self.swiftFiles(in: package) == plan.sources
    }

    /// Runs the compile and the link; `echo` receives each line of their output. Nil when
    /// there is no current plan (the caller then runs `swift build`).
    func run(echo: (String) -> Void) -> (status: Int32, output: String)? {
        guard let plan, isCurrent(), let tool = plan.compile.first else { return nil }
        let compile = PackageBuilder.run(URL(fileURLWithPath: tool), Array(plan.compile.dropFirst()), echo: echo)
        guard compile.0 == 0 else { return compile }
        let link = PackageBuilder.run(URL(fileURLWithPath: plan.link[0]), Array(plan.link.dropFirst()), echo: echo)
        return (link.0, compile.1 + link.1)
    }

    // MARK: Reading SwiftPM's plan

    static func readPlan(package: URL, product: String) -> Plan? {
        let build = package.appendingPathComponent(".build")
        guard let yaml = try? String(contentsOf: build.appendingPathComponent("debug.yaml"), encoding: .utf8),
              let compile = arguments(of: "C.\(product)-", suffix: "-debug.module\":", in: yaml),
              let link = arguments(of: "C.\(product)-", suffix: "-debug.exe\":", in: yaml),
              compile.first.map({ FileManager.default.isExecutableFile(atPath: $0) }) == true,
              link.first.map({ FileManager.default.isExecutableFile(atPath: $0) }) == true,
              belong(compile: compile, link: link, to: product),
              let manifest = try? Data(contentsOf: package.appendingPathComponent("Package.swift")),
              let listed = sourceList(in: compile) else { return nil }
        let sources = swiftFiles(in: package)
        // Every Swift file of the package must be one the product's module compiles.
        guard !sources.isEmpty, sources == listed else { return nil }
        // Plain diagnostics (`file:line:column: error: …`), which the error parser reads.
        return Plan(compile: compile.filter { $0 != "-parseable-output" }, link: link,
                    manifest: manifest, sources: sources)
    }

    /// The JSON array after `args:` in the command whose key starts with `prefix` and ends
    /// with `suffix` (`"C.Spin-x86_64-unknown-linux-gnu-debug.module":`).
    static func arguments(of prefix: String, suffix: String, in yaml: String) -> [String]? {
        for block in yaml.components(separatedBy: "\n  \"").dropFirst() {
            guard let end = block.range(of: "\n") else { continue }
            let key = block[..<end.lowerBound]
            guard key.hasPrefix(prefix), key.hasSuffix(suffix),
                  let args = block.range(of: "\n    args: ") else { continue }
            let json = block[args.upperBound...].prefix { $0 != "\n" }
            return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String]
        }
        return nil
    }

    /// Whether the commands are the product's: the compile names its module, the link
    /// writes its executable.
    static func belong(compile: [String], link: [String], to product: String) -> Bool {
        let module = String(product.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return value(after: "-module-name", in: compile) == module
            && value(after: "-o", in: link)?.hasSuffix("/" + product) == true
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }

    /// The files named by the compile's `@…/sources` response file.
    static func sourceList(in compile: [String]) -> Set<String>? {
        guard let file = compile.first(where: { $0.hasPrefix("@") && $0.hasSuffix("/sources") }),
              let text = try? String(contentsOfFile: String(file.dropFirst()), encoding: .utf8) else { return nil }
        let names = text.split(separator: "\n").map { URL(fileURLWithPath: String($0)).standardizedFileURL.path }
        return Set(names)
    }

    /// Every `.swift` file under the package, except the manifest and build folders.
    static func swiftFiles(in package: URL) -> Set<String> {
        var found: Set<String> = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: package, includingPropertiesForKeys: keys) else {
            return found
        }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            let folder = url.deletingLastPathComponent().standardizedFileURL.path
            let isManifest = folder == package.standardizedFileURL.path
            if url.pathExtension == "swift", !isManifest { found.insert(url.standardizedFileURL.path) }
        }
        return found
    }
}
