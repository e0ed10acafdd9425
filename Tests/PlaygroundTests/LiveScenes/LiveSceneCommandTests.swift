import Foundation
@testable import PlaygroundKit
import XCTest

/// The command lines of live scenes, and reading a build's errors.
final class LiveSceneCommandTests: XCTestCase {
    func testCommandLines() {
        XCTAssertNil(LiveSceneCommand.parse(["--scene", "snow"]))
        XCTAssertEqual(try LiveSceneCommand.parse(["new", "Spin"])?.get(), .new(name: "Spin", parent: "."))
        XCTAssertEqual(try LiveSceneCommand.parse(["new", "Spin", "--in", "/tmp"])?.get(),
                       .new(name: "Spin", parent: "/tmp"))
        XCTAssertEqual(try LiveSceneCommand.parse(["watch", "Spin", "--size", "800x600"])?.get(),
                       .watch(directory: "Spin", appArguments: ["--size", "800x600"]))
        XCTAssertEqual(try LiveSceneCommand.parse(["--watch", "Spin"])?.get(),
                       .watch(directory: "Spin", appArguments: []))
        XCTAssertEqual(try LiveSceneCommand.parse(["--headless", "--package", "Spin", "--out", "a.gif"])?.get(),
                       .package(directory: "Spin", appArguments: ["--headless", "--out", "a.gif"]))
        XCTAssertEqual(try LiveSceneCommand.parse(["--package", "Spin"])?.get(),
                       .watch(directory: "Spin", appArguments: []))
        for bad in [["new"], ["new", "A", "B"], ["new", "A", "--in"], ["watch"], ["watch", "--size"], ["--watch"],
                    ["--package", "--headless"]] {
            guard case .failure(let usage)? = LiveSceneCommand.parse(bad) else { return XCTFail("\(bad) was accepted") }
            XCTAssertFalse(usage.message.isEmpty)
            XCTAssertFalse(usage.message.contains("\n"), "one sentence")
        }
    }

    func testAFolderThatIsNotAPackageGetsOneSentence() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("notapackage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        guard PackageBuilder.findSwift() != nil else { return XCTFail("the tests run with swift on PATH") }
        XCTAssertThrowsError(try LiveSceneCommand.prepare(dir.path)) { error in
            XCTAssertEqual(error as? LiveSceneError,
                           .notAPackage(path: dir.path,
                                        reason: "it has no Package.swift (make one with: playground new NAME)"))
        }
        try Data("// swift-tools-version:5.9\nlet package = Package(name: \"x\", targets: [.target(name: \"x\")])".utf8)
            .write(to: dir.appendingPathComponent("Package.swift"))
        XCTAssertThrowsError(try LiveSceneCommand.prepare(dir.path)) { error in
            XCTAssertEqual(error as? LiveSceneError,
                           .notAPackage(path: dir.path, reason: "its Package.swift names no executable target"))
        }
        XCTAssertThrowsError(try LiveSceneCommand.prepare(dir.path + "/missing"))
    }

    func testNoToolchainIsOneSentenceSayingWhatToInstall() {
        XCTAssertNil(PackageBuilder.findSwift(path: "/nonexistent:/also/not"))
        let text = LiveSceneError.noToolchain.description
        XCTAssertTrue(text.contains("install the Swift toolchain"))
        XCTAssertFalse(text.contains("\n"))
    }

    func testCompilerErrorsAreReadOnceEach() {
        let output = """
        [3/5] Compiling Spin SpinScene.swift
        /home/me/Spin/Sources/Spin/SpinScene.swift:33:34: error: binary operator '+' cannot be applied
        31 |
           |                                  `- error: binary operator '+' cannot be applied
        /home/me/Spin/Sources/Spin/SpinScene.swift:12:5: warning: variable 'x' was never used
        /home/me/Spin/Sources/Spin/SpinScene.swift:33:34: error: binary operator '+' cannot be applied
        /home/me/Spin/Sources/Spin/main.swift:4:1: error: expressions are not allowed at the top level
        error: fatalError
        """
        let errors = PackageBuilder.errors(in: output.components(separatedBy: "\n"))
        XCTAssertEqual(errors.map { $0.text(relativeTo: "/home/me/Spin") }, [
            "Sources/Spin/SpinScene.swift:33:34: binary operator '+' cannot be applied",
            "Sources/Spin/main.swift:4:1: expressions are not allowed at the top level",
        ])
    }

    func testTheExecutableIsReadFromTheManifest() {
        XCTAssertEqual(PackageBuilder.executableName(manifest: #".executableTarget(name: "Spin", dependencies: [])"#),
                       "Spin")
        XCTAssertEqual(
            PackageBuilder.executableName(manifest: #"products: [.executable(name: "App", targets: ["A"])]"#), "App")
        XCTAssertNil(PackageBuilder.executableName(manifest: #".target(name: "Lib")"#))
    }
}
