import Foundation
@testable import PlaygroundKit
import XCTest

/// When a save is rebuilt by replaying SwiftPM's compile and link, and when it goes back to
/// `swift build`. A stand-in `swift` writes a plan shaped like SwiftPM's `debug.yaml` whose
/// commands are shell scripts that log what ran.
final class CompileReplayTests: XCTestCase {
    private var package: URL!
    private var log: URL { package.appendingPathComponent("ran.log") }

    override func setUpWithError() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Spin"),
                                                withIntermediateDirectories: true)
        try write("Package.swift", "// swift-tools-version:5.9\n// one executable target, Spin\n")
        try write("Sources/Spin/Scene.swift", "let colour = 1\n")
        try write("Sources/Spin/main.swift", "print(colour)\n")
        try write("swift", Self.fakeSwift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755],
                                              ofItemAtPath: package.appendingPathComponent("swift").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    func testOnlyEditedTextIsReplayedAndEverythingElseGoesThroughSwiftPM() throws {
        let builder = PackageBuilder(package: package, swift: package.appendingPathComponent("swift"), product: "Spin")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), false, "the first build plans")
        XCTAssertNotNil(builder.replay.plan)
        XCTAssertEqual(builder.replay.plan?.compile.contains("-parseable-output"), false,
                       "diagnostics come back as plain `file:line:column: error:` lines")

        try write("Sources/Spin/Scene.swift", "let colour = 2\n")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), true)
        XCTAssertEqual(try ran(), ["swift build", "compile", "link"])

        try write("Sources/Spin/Extra.swift", "let more = 3\n")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), false, "an added file needs a new plan")
        try write("Sources/Spin/Extra.swift", "let more = 4\n")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), true, "the new plan compiles it")

        try write("Package.swift", "// swift-tools-version:5.9\n// changed\n")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), false, "a changed manifest needs a new plan")
        try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/Spin/Extra.swift"))
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), false, "a removed file needs a new plan")
        XCTAssertEqual(try ran().filter { $0 == "swift build" }.count, 4)
    }

    func testACompileErrorFromAReplayIsReadAndTheNextSaveStillReplays() throws {
        let builder = PackageBuilder(package: package, swift: package.appendingPathComponent("swift"), product: "Spin")
        _ = builder.build(echo: { _ in })
        try write("Sources/Spin/Scene.swift", "let colour = BROKEN\n")
        guard case let .failed(errors, _) = builder.build(echo: { _ in }) else { return XCTFail("the error was lost") }
        XCTAssertEqual(errors.map { $0.text(relativeTo: package.path) },
                       ["Sources/Spin/Scene.swift:1:14: cannot find 'BROKEN' in scope"])
        XCTAssertNotNil(builder.replay.plan, "a compile error keeps the plan")
        try write("Sources/Spin/Scene.swift", "let colour = 5\n")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), true)
        XCTAssertEqual(try ran(), ["swift build", "compile", "compile", "link"])
    }

    func testAPackageWithFilesOutsideTheProductsModuleIsNeverReplayed() throws {
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Helpers"),
                                                withIntermediateDirectories: true)
        try write("Sources/Helpers/Help.swift", "public let help = 1\n")
        let builder = PackageBuilder(package: package, swift: package.appendingPathComponent("swift"), product: "Spin")
        _ = builder.build(echo: { _ in })
        XCTAssertNil(builder.replay.plan, "a second target's files are not in the product's module")
        try write("Sources/Spin/Scene.swift", "let colour = 6\n")
        XCTAssertEqual(try replayed(builder.build(echo: { _ in })), false)
    }

    func testCommandsAreFoundByTheirKeysAndCheckedAgainstTheProduct() {
        let yaml = """
        commands:
          "C.Spinner-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["/usr/bin/swiftc","-module-name","Spinner"]

          "C.Spin-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["/usr/bin/swiftc","-module-name","Spin"]

        """
        let spin = CompileReplay.arguments(of: "C.Spin-", suffix: "-debug.module\":", in: yaml)
        XCTAssertEqual(spin, ["/usr/bin/swiftc", "-module-name", "Spin"])
        XCTAssertNil(CompileReplay.arguments(of: "C.Spin-", suffix: "-debug.exe\":", in: yaml))
        XCTAssertTrue(CompileReplay.belong(compile: ["swiftc", "-module-name", "My_Scene"],
                                           link: ["swiftc", "-o", "/p/.build/debug/My-Scene"], to: "My-Scene"))
        XCTAssertFalse(CompileReplay.belong(compile: ["swiftc", "-module-name", "Spinner"],
                                            link: ["swiftc", "-o", "/p/.build/debug/Spin"], to: "Spin"))
    }

    // MARK: Helpers

    private func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: package.appendingPathComponent(path))
    }

    private struct BuildFailed: Error {}

    private func replayed(_ outcome: PackageBuilder.Outcome) throws -> Bool {
        guard case let .built(_, replayed) = outcome else { throw BuildFailed() }
        return replayed
    }

    private func ran() throws -> [String] {
        try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// `swift build` writes the plan (its sources list is the target's files now) and logs;
    /// `swift build --show-bin-path` prints the products folder. The plan's compile fails with
    /// a diagnostic when a source says BROKEN.
    private static let fakeSwift = #"""
    #!/bin/sh
    P=$(cd "$(dirname "$0")" && pwd)
    B="$P/.build"; mkdir -p "$B/debug"
    case "$*" in *--show-bin-path*) echo "$B/debug"; exit 0;; esac
    echo "swift build" >> "$P/ran.log"
    ls "$P"/Sources/Spin/*.swift > "$B/sources"
    cat > "$B/compile.sh" <<'SCRIPT'
    P=$(cd "$(dirname "$0")/.." && pwd)
    echo compile >> "$P/ran.log"
    if grep -q BROKEN "$P"/Sources/Spin/*.swift; then
      echo "$P/Sources/Spin/Scene.swift:1:14: error: cannot find 'BROKEN' in scope"; exit 1
    fi
    SCRIPT
    cat > "$B/link.sh" <<'SCRIPT'
    P=$(cd "$(dirname "$0")/.." && pwd)
    echo link >> "$P/ran.log"; touch "$P/.build/debug/Spin"
    SCRIPT
    cat > "$B/debug.yaml" <<EOF
    commands:
      "C.Spin-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        args: ["/bin/sh","$B/link.sh","-o","$B/debug/Spin"]

      "C.Spin-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/bin/sh","$B/compile.sh","-module-name","Spin","-parseable-output","@$B/sources"]

    EOF
    touch "$B/debug/Spin"
    """#
}
