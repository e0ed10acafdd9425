import AnimationCore
import AnimationRender
import Foundation
import Gallery
@testable import PlaygroundKit
import XCTest

/// Headless export: N numbered PNGs on a manual clock, different from frame to frame.
final class HeadlessExportTests: XCTestCase {
    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "playground-export-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    func testExportWritesNumberedFramesThatDiffer() throws {
        let exporter = HeadlessExporter(frames: 6, fps: 10, outputDirectory: directory)
        let written = try exporter.run(scene: TestScene())
        XCTAssertEqual(written.map { ($0 as NSString).lastPathComponent },
                       (0..<6).map { String(format: "frame-%04d.png", $0) })
        let images = try written.map { try RenderedImage(contentsOfPNG: $0) }
        XCTAssertEqual(images[0].width, 200)
        XCTAssertEqual(images[0].height, 100)
        for i in 1..<images.count {
            XCTAssertNotEqual(images[i].pixels, images[i - 1].pixels, "frame \(i) moved")
        }
        // Frame 0 is at time 0: the square starts at x = 20 (its left edge at 0).
        XCTAssertGreaterThan(images[0][5, 50].r, 200)
        XCTAssertLessThan(images[0][100, 50].r, 100)
        // Frame 5 is 0.5 s later: the square is half-way (x = 100).
        XCTAssertGreaterThan(images[5][100, 50].r, 200)
        XCTAssertEqual(CACurrentMediaTime() > 1_000 || CAMediaClock.clock is MonotonicClock, true,
                       "the real clock is back after the export")
    }

    func testFromStartsLaterInTheSameChoreography() throws {
        let a = try HeadlessExporter(frames: 1, fps: 10, from: 0.5, outputDirectory: directory + "/a").run(scene: TestScene())
        let b = try HeadlessExporter(frames: 6, fps: 10, outputDirectory: directory + "/b").run(scene: TestScene())
        XCTAssertEqual(try RenderedImage(contentsOfPNG: a[0]).pixels, try RenderedImage(contentsOfPNG: b[5]).pixels)
    }

    func testSizeAndSlowMotion() throws {
        let slow = try HeadlessExporter(frames: 6, fps: 10, outputDirectory: directory + "/s", size: PixelSize(width: 400, height: 300),
                                        slowFactor: 10).run(scene: TestScene())
        let first = try RenderedImage(contentsOfPNG: slow[0]), last = try RenderedImage(contentsOfPNG: slow[5])
        XCTAssertEqual(first.width, 400)
        XCTAssertEqual(first.height, 300)
        // At ×0.1 the square has moved 0.05 s × 160 × 2 (scale) = 16 pixels: its right part still overlaps.
        XCTAssertNotEqual(first.pixels, last.pixels)
        XCTAssertGreaterThan(last[60, 150].r, 200)
    }

    func testGalleryExport() throws {
        let written = try HeadlessExporter(frames: 2, fps: 5, outputDirectory: directory, size: PixelSize(width: 640, height: 400))
            .run(gallery: [TestScene("a"), TestScene("b")])
        XCTAssertEqual(written.count, 2)
        let image = try RenderedImage(contentsOfPNG: written[1])
        XCTAssertEqual(image.width, 640)
        XCTAssertNotEqual(image.pixels, try RenderedImage(contentsOfPNG: written[0]).pixels)
    }

    /// The real gallery, as the app shows it on the software renderer: the scenes scaled into
    /// their tiles keep their colours (the snow scene's navy sky and the gradient scene's
    /// coloured text are gradient strips, which once came out white when scaled).
    func testGalleryTilesKeepTheirGradients() throws {
        let written = try HeadlessExporter(frames: 1, fps: 60, from: 2, outputDirectory: directory,
                                           size: PixelSize(width: 1280, height: 800)).run(gallery: SceneCatalog.makeAll())
        let image = try RenderedImage(contentsOfPNG: written[0])
        var navy = 0, coloured = 0, white = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            let r = Int(p.r), g = Int(p.g), b = Int(p.b)
            if b > 70 && r < 45 && g < 70 { navy += 1 }
            if max(r, g, b) - min(r, g, b) > 120 && !(b > r && b > g) { coloured += 1 }
            if r > 240 && g > 240 && b > 240 { white += 1 }
        } }
        XCTAssertGreaterThan(navy, 8_000, "the snow tile's sky is navy")
        XCTAssertGreaterThan(coloured, 300, "the gradient tile's text is coloured (and the bolt yellow)")
        XCTAssertLessThan(white, 80_000, "no gradient came out as a white block")
    }

    func testUnknownSceneAndUnwritableFolder() {
        XCTAssertThrowsError(try HeadlessExporter(frames: 1, fps: 1, outputDirectory: directory).run(sceneNamed: "no-such-scene")) {
            guard case PlaygroundError.unknownScene(let name, _) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(name, "no-such-scene")
        }
        XCTAssertThrowsError(try HeadlessExporter(frames: 1, fps: 1, outputDirectory: "/proc/no/such/dir").run(scene: TestScene())) {
            guard case PlaygroundError.exportFailed = $0 else { return XCTFail("\($0)") }
        }
    }
}

/// The chrome (tiles, labels, badges) costs nothing per frame once drawn: it only changes
/// when the state it shows changes.
final class ChromeCostTests: PlaygroundTestCase {
    func testSteadyFramesRedrawNoBackingStores() throws {
        let (model, _) = makeModel(count: 3)
        let renderer = try Renderer(softwareWidth: 1100, height: 400)
        defer { renderer.close() }
        // Wide enough for the tiles to show their state text.
        model.handle(.resize(CGSize(width: 1100, height: 400), pixelScale: 1))
        XCTAssertFalse(model.stage.tiles[0].status.isHidden)
        model.press("f")
        for i in 1...5 {
            at(Double(i) / 60)
            model.refresh()
            renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        }
        XCTAssertEqual(renderer.stats.storeRedraws, 0, "moving scenes and unchanged labels redraw nothing")
        model.press("s")
        model.refresh()
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        XCTAssertGreaterThan(renderer.stats.storeRedraws, 0, "the changed state line is redrawn")
        at(0.2)
        model.refresh()
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        XCTAssertEqual(renderer.stats.storeRedraws, 0)
    }
}
