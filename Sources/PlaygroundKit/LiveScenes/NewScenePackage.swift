import Foundation

/// `playground new NAME [--in DIR]`: writes a scene package in `DIR/NAME` (see `SceneTemplate`).
///
/// The name must be a Swift type name that is not a keyword (it names the package, its target
/// and the scene type). Nothing is half-written: the files go to a hidden folder beside the
/// target, renamed into place only when every one is complete.
struct NewScenePackage {
    let name: String
    let parent: URL
    let libraries: URL

    init(name: String, parent: URL, libraries: URL) throws {
        try Self.validate(name)
        self.name = name
        self.parent = parent.standardizedFileURL
        self.libraries = libraries
    }

    /// Swift's keywords and the names a package's executable cannot take.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "some", "any", "actor", "async",
        // Module names the package already brings in.
        "AnimationCore", "AnimationUIKit", "AnimationRender", "Gallery", "PlaygroundKit", "Foundation", "Swift",
    ]

    /// Throws `LiveSceneError.badName` unless `name` can name the package, target and type.
    static func validate(_ name: String) throws {
        guard !name.isEmpty else { throw LiveSceneError.badName(name: name, reason: "it is empty") }
        guard name.count <= 64 else {
            throw LiveSceneError.badName(name: name, reason: "it is longer than 64 characters")
        }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_", first.isASCII else {
            throw LiveSceneError.badName(name: name, reason: "it must start with a letter (A–Z, a–z)")
        }
        let allowed = name.unicodeScalars.allSatisfy { c in
            c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_")
        }
        guard allowed else {
            throw LiveSceneError.badName(name: name,
                                         reason: "use only letters, digits and _ (no spaces, dashes or dots)")
        }
        guard !reserved.contains(name) else {
            throw LiveSceneError.badName(name: name, reason: "it is a Swift keyword or a module the package uses")
        }
    }

    /// Writes the package; returns its folder. Throws `LiveSceneError` and leaves nothing behind.
    func write() throws -> URL {
        let fm = FileManager.default
        let target = parent.appendingPathComponent(name)
        guard !fm.fileExists(atPath: target.path) else { throw LiveSceneError.exists(path: target.path) }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LiveSceneError.notAPackage(path: parent.path, reason: "there is no such folder to make it in")
        }
        let staging = parent.appendingPathComponent(".\(name).new-\(getpid())")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in SceneTemplate.files(name: name, libraries: libraries) {
                let url = staging.appendingPathComponent(file.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            }
            guard rename(staging.path, target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw LiveSceneError.writeFailed(path: target.path, reason: reason)
            }
        } catch {
            try? fm.removeItem(at: staging)
            if let e = error as? LiveSceneError { throw e }
            throw LiveSceneError.writeFailed(path: target.path, reason: error.localizedDescription)
        }
        return target
    }

    /// The playground's own package folder: `ANIMATION_PLAYGROUND_PACKAGE`, else the folder
    /// this file was built from (the checkout `run.sh` builds in).
    static func thisPackage(environment: [String: String] = ProcessInfo.processInfo.environment,
                            sourceFile: String = #filePath) throws -> URL {
        if let path = environment["ANIMATION_PLAYGROUND_PACKAGE"], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        // Sources/PlaygroundKit/LiveScenes/NewScenePackage.swift → the package root.
        let root = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw LiveSceneError.notAPackage(
                path: root.path,
                reason: "the playground's sources are not there any more: "
                    + "set ANIMATION_PLAYGROUND_PACKAGE to their folder")
        }
        return root
    }

    /// What to do next, printed after `new`.
    static func nextSteps(for folder: URL) -> String {
        let shown = folder.path
        let scene = SceneTemplate.kebab(folder.lastPathComponent)
        return """
        made \(shown)
          watch it:   playground watch \(shown)
          export it:  playground --package \(shown) --headless --scene \(scene) --out \(scene).gif
        """
    }
}
