import Foundation
@testable import PlaygroundKit
import XCTest

/// `SourceWatcher`: several quick saves make one build; only `.swift` files count.
final class SourceWatcherTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"),
                                                withIntermediateDirectories: true)
        try write("Sources/App/Scene.swift", "let a = 1")
        try write("Package.swift", "// manifest")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    private var edits = 0
    /// Writes `text` (made a different length each time, so the change is seen whatever the
    /// file system's time resolution).
    private func write(_ path: String, _ text: String) throws {
        edits += 1
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + String(repeating: " ", count: edits)).utf8).write(to: url)
    }

    func testNothingIsDueWithoutAChange() {
        let watcher = SourceWatcher(root: root, quietPeriod: 0.15)
        XCTAssertEqual(watcher.files, ["Package.swift", "Sources/App/Scene.swift"])
        XCTAssertFalse(watcher.poll(now: 0))
        XCTAssertFalse(watcher.poll(now: 10))
    }

    func testSeveralQuickSavesMakeOneBuild() throws {
        let watcher = SourceWatcher(root: root, quietPeriod: 0.15)
        try write("Sources/App/Scene.swift", "let a = 2")
        XCTAssertFalse(watcher.poll(now: 0.0), "a change starts the quiet period")
        try write("Sources/App/Scene.swift", "let a = 3")
        XCTAssertFalse(watcher.poll(now: 0.1))
        try write("Sources/App/Other.swift", "let b = 1")
        XCTAssertFalse(watcher.poll(now: 0.2))
        XCTAssertFalse(watcher.poll(now: 0.3), "0.1 s after the last change: still waiting")
        XCTAssertTrue(watcher.isPending)
        XCTAssertTrue(watcher.poll(now: 0.4), "quiet for 0.2 s: build once")
        XCTAssertFalse(watcher.poll(now: 0.5))
        XCTAssertFalse(watcher.poll(now: 5))
    }

    func testFilesOtherThanSwiftAndBuildOutputAreIgnored() throws {
        let watcher = SourceWatcher(root: root, quietPeriod: 0.15)
        try write("README.md", "notes")
        try write("Sources/App/data.json", "{}")
        try write(".build/debug/Generated.swift", "let g = 1")
        try write(".swiftpm/x.swift", "let s = 1")
        XCTAssertFalse(watcher.poll(now: 0))
        XCTAssertFalse(watcher.poll(now: 1))
        XCTAssertFalse(watcher.isPending)
    }

    func testDeletedAndRenamedFilesAreChanges() throws {
        let watcher = SourceWatcher(root: root, quietPeriod: 0.15)
        let fm = FileManager.default
        try fm.moveItem(at: root.appendingPathComponent("Sources/App/Scene.swift"),
                        to: root.appendingPathComponent("Sources/App/Renamed.swift"))
        XCTAssertFalse(watcher.poll(now: 0))
        XCTAssertTrue(watcher.poll(now: 0.2), "a rename is a change")
        XCTAssertEqual(watcher.files, ["Package.swift", "Sources/App/Renamed.swift"])
        try fm.removeItem(at: root.appendingPathComponent("Sources/App/Renamed.swift"))
        XCTAssertFalse(watcher.poll(now: 1))
        XCTAssertTrue(watcher.poll(now: 1.2), "a deletion is a change")
        XCTAssertEqual(watcher.files, ["Package.swift"])
    }
}
