import AnimationCore
import AnimationUIKit
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// A headless export tells `UIScreen.main` the size it draws at (one pixel per point), as the
/// window tells it the window's size and scale, before the scene is made and started.
final class HeadlessScreenTests: XCTestCase {
    private var directory: String!
    private var savedEntries: [SceneEntry] = []

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "playground-screen-\(UUID().uuidString)"
        savedEntries = SceneCatalog.userEntries
        UIScreen.main.hostDidResize(to: CGSize(width: 11, height: 13), scale: 3)
    }

    override func tearDown() {
        SceneCatalog.userEntries = savedEntries
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    private func screen() -> (CGRect, CGFloat, CGFloat) {
        (UIScreen.main.bounds, UIScreen.main.scale, UIScreen.main.nativeScale)
    }

    func testASceneSeesTheExportSizeWhenItStarts() throws {
        let scene = TestScene()
        var seen: [(CGRect, CGFloat, CGFloat)] = []
        scene.onStateChange = { _ in seen.append(self.screen()) }
        try HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory, size: PixelSize(width: 300, height: 200))
            .run(scene: scene)
        let first = try XCTUnwrap(seen.first)
        XCTAssertEqual(first.0, CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(first.1, 1)
        XCTAssertEqual(first.2, 1)
    }

    func testWithoutASizeTheScreenIsTheDesignSize() throws {
        try HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory).run(scene: TestScene())
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(UIScreen.main.scale, 1)
    }

    /// `--scene NAME --size WxH`: the scene is made after the screen is set, so code that lays
    /// out from `UIScreen.main` in its initializer sees the export's size.
    func testANamedSceneIsMadeOnTheExportScreen() throws {
        var seenAtMake: CGRect?
        SceneCatalog.userEntries = [SceneEntry(identifier: "screen-probe", title: "Screen probe",
                                               designSize: CGSize(width: 200, height: 100),
                                               info: TestScene().info) {
            seenAtMake = UIScreen.main.bounds
            return TestScene("screen-probe")
        }]
        var exporter = HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory,
                                        size: PixelSize(width: 640, height: 360))
        exporter.overwrite = true
        try exporter.run(sceneNamed: "screen-probe")
        XCTAssertEqual(seenAtMake, CGRect(x: 0, y: 0, width: 640, height: 360))
        XCTAssertEqual(UIScreen.main.nativeScale, 1)
        try HeadlessExporter(frames: 1, fps: 10, outputDirectory: directory + "/design").run(sceneNamed: "screen-probe")
        XCTAssertEqual(seenAtMake, CGRect(x: 0, y: 0, width: 200, height: 100), "the design size without --size")
    }
}
