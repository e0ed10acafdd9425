import Foundation
@testable import PlaygroundKit
import XCTest

/// `playground new`: a working package, or one sentence and nothing written.
final class NewScenePackageTests: XCTestCase {
    private var parent: URL!
    private let libraries = URL(fileURLWithPath: "/opt/animation-playground")

    override func setUpWithError() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: parent) }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    }

    func testAGoodNameMakesThePackage() throws {
        let made = try NewScenePackage(name: "MySpinner", parent: parent, libraries: libraries).write()
        XCTAssertEqual(made.lastPathComponent, "MySpinner")
        XCTAssertEqual(try contents(), ["MySpinner"], "no staging folder is left")
        let manifest = try String(contentsOf: made.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".package(path: "/opt/animation-playground")"#))
        XCTAssertTrue(manifest.contains(#".product(name: "PlaygroundKit", package: "animation-playground")"#))
        XCTAssertEqual(PackageBuilder.executableName(manifest: manifest), "MySpinner")
        let scene = try String(contentsOf: made.appendingPathComponent("Sources/MySpinner/MySpinnerScene.swift"),
                               encoding: .utf8)
        XCTAssertTrue(scene.contains("final class MySpinnerScene: SceneController, CatalogScene"))
        XCTAssertTrue(scene.contains(#"identifier: "my-spinner""#))
        XCTAssertTrue(scene.contains("CAMediaTimingFunction(controlPoints:"))
        let main = try String(contentsOf: made.appendingPathComponent("Sources/MySpinner/main.swift"), encoding: .utf8)
        XCTAssertTrue(main.contains("PlaygroundApp.main(scenes: [SceneEntry(MySpinnerScene.self)])"))
        let readme = try String(contentsOf: made.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("run.sh watch ."))
        XCTAssertTrue(readme.contains("--package . --headless --scene my-spinner"))
        let ignore = try String(contentsOf: made.appendingPathComponent(".gitignore"), encoding: .utf8)
        XCTAssertTrue(ignore.contains(".build/"))
    }

    func testBadNamesAreRefusedWithASentenceAndNothingWritten() throws {
        let cases: [(String, String)] = [
            ("my scene", "no spaces"), ("my-scene", "no spaces, dashes"), ("3D", "start with a letter"),
            ("", "empty"), ("class", "keyword"), ("Gallery", "module"), ("Spin.app", "dots"),
            ("Ünïcode", "start with a letter"), (String(repeating: "a", count: 65), "longer than 64"),
        ]
        for (name, reason) in cases {
            XCTAssertThrowsError(try NewScenePackage(name: name, parent: parent, libraries: libraries), name) { error in
                guard case let LiveSceneError.badName(n, why)? = error as? LiveSceneError else {
                    return XCTFail("\(name): \(error)")
                }
                XCTAssertEqual(n, name)
                XCTAssertTrue(why.contains(reason), "\(name): \(why)")
                XCTAssertEqual((error as? LiveSceneError)?.exitCode, 64)
            }
        }
        XCTAssertEqual(try contents(), [])
    }

    func testAnExistingFolderIsNotTouched() throws {
        let existing = parent.appendingPathComponent("Spin")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: existing.appendingPathComponent("notes.txt"))
        XCTAssertThrowsError(try NewScenePackage(name: "Spin", parent: parent, libraries: libraries).write()) { error in
            XCTAssertEqual(error as? LiveSceneError, .exists(path: existing.path))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: existing.path), ["notes.txt"])
        XCTAssertEqual(try contents(), ["Spin"])
    }

    func testAMissingParentFolderIsRefused() {
        let missing = parent.appendingPathComponent("nope")
        XCTAssertThrowsError(try NewScenePackage(name: "Spin", parent: missing, libraries: libraries).write())
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }

    func testSceneIdentifiersAreKebabCase() {
        XCTAssertEqual(SceneTemplate.kebab("Spin"), "spin")
        XCTAssertEqual(SceneTemplate.kebab("MySpinner"), "my-spinner")
        XCTAssertEqual(SceneTemplate.kebab("bolt_Spinner2"), "bolt-spinner2")
    }

    func testThePlaygroundsOwnPackageIsFoundOrNamed() throws {
        XCTAssertEqual(try NewScenePackage.thisPackage(environment: ["ANIMATION_PLAYGROUND_PACKAGE": "/x/y"]).path,
                       "/x/y")
        let found = try NewScenePackage.thisPackage(environment: [:])
        XCTAssertTrue(FileManager.default.fileExists(atPath: found.appendingPathComponent("Package.swift").path))
        XCTAssertThrowsError(try NewScenePackage.thisPackage(environment: [:], sourceFile: "/a/b/c/d/e.swift"))
    }
}
