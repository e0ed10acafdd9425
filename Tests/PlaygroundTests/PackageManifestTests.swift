import Foundation
import XCTest

/// Every target of the package lists, among its dependencies, each of the package's modules its
/// files import. SwiftPM's incremental builds recompile a target when a module it depends on
/// changes, but not always when the module only reaches it through another one
/// (swiftlang/swift#89636): after `RenderStats` in AnimationRender gained stored properties,
/// PlaygroundTests (which imported AnimationRender without listing it) kept the old field
/// offsets and read `texturesAlive` from where `textureBytes` now is.
final class PackageManifestTests: XCTestCase {
    private struct Target {
        let name: String
        let folder: String
        let dependencies: Set<String>
    }

    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The targets declared in Package.swift with their folders and dependency names.
    private func targets() throws -> [Target] {
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        let starts = try NSRegularExpression(pattern: #"\.(target|testTarget|executableTarget|systemLibrary)\(name: "(\w+)""#)
        let text = manifest as NSString
        let matches = starts.matches(in: manifest, range: NSRange(location: 0, length: text.length))
        return matches.enumerated().compactMap { index, match in
            let kind = text.substring(with: match.range(at: 1))
            guard kind != "systemLibrary" else { return nil }
            let name = text.substring(with: match.range(at: 2))
            let end = index + 1 < matches.count ? matches[index + 1].range.location : text.length
            let body = text.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            let quoted = { (pattern: String) -> [String] in
                guard let r = body.range(of: pattern, options: .regularExpression) else { return [] }
                let list = String(body[r])
                return list.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
            let dependencies = Set(quoted(#"dependencies: \[[^\]]*\]"#))
            let path = quoted(#"path: "[^"]*""#).first
            let folder = path ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
            return Target(name: name, folder: root + "/" + folder, dependencies: dependencies)
        }
    }

    /// The package's own modules imported by the Swift files under `folder`.
    private func imports(in folder: String, of modules: Set<String>) -> Set<String> {
        var found: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                      words[..<i].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                if modules.contains(words[i + 1]) { found.insert(words[i + 1]) }
            }
        }
        return found
    }

    func testEveryTargetListsThePackageModulesItImports() throws {
        let all = try targets()
        XCTAssertGreaterThanOrEqual(all.count, 12, "the manifest's targets were found")
        let modules = Set(all.map(\.name))
        XCTAssertTrue(modules.isSuperset(of: ["AnimationCore", "AnimationRender", "PlaygroundTests"]))
        var checked = 0
        for target in all {
            let imported = imports(in: target.folder, of: modules).subtracting([target.name])
            let missing = imported.subtracting(target.dependencies)
            XCTAssertTrue(missing.isEmpty, "\(target.name) imports \(missing.sorted()) without listing them in Package.swift")
            checked += imported.isEmpty ? 0 : 1
        }
        XCTAssertGreaterThanOrEqual(checked, 10, "imports were read from the targets' folders")
    }
}
