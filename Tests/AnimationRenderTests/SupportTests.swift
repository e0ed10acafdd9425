import AnimationCore
import AnimationRender
import TestSupport
import XCTest

/// PNG round trips, the golden helper itself, asset lookup and the resource providers.
final class SupportTests: XCTestCase {
    private func temporaryDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "/render-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func testPNGRoundTrip() throws {
        var image = RenderedImage(width: 5, height: 3, fill: RGBA8(r: 10, g: 200, b: 30, a: 255))
        image[1, 1] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        image[4, 2] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        let path = try temporaryDirectory() + "/round.png"
        try image.writePNG(to: path)
        let back = try RenderedImage(contentsOfPNG: path)
        XCTAssertEqual(back, image)
        let cg = try RenderedImage.loadCGImage(contentsOfPNG: path)
        XCTAssertEqual(cg.width, 5); XCTAssertEqual(cg.height, 3)
        XCTAssertEqual(cg.pixels[1 * 5 + 1], 0xFFFF_0000)
    }

    func testRenderedImageValidatesSize() {
        XCTAssertThrowsError(try RenderedImage(width: 2, height: 2, pixels: [1, 2, 3]))
        XCTAssertThrowsError(try RenderedImage(width: 0, height: 2, pixels: []))
    }

    func testGoldenHelperMissingMismatchAndMatch() throws {
        let dir = try temporaryDirectory()
        let fakeTestFile = dir + "/SomeTests.swift"
        let image = RenderedImage(width: 20, height: 10, fill: RGBA8(r: 50, g: 60, b: 70))
        let missing = try XCTUnwrap(GoldenImage.verify(image, named: "thing", filePath: fakeTestFile))
        XCTAssertTrue(missing.contains("RECORD_GOLDENS=1"), missing)
        try image.writePNG(to: dir + "/Golden/thing.png")
        XCTAssertNil(GoldenImage.verify(image, named: "thing", filePath: fakeTestFile))
        // Within tolerance: a 3/255 change everywhere, or a big change in one pixel of 200 (0.5 % > 0.1 %) is not.
        var close = image
        for y in 0..<10 { for x in 0..<20 { close[x, y] = RGBA8(r: 53, g: 60, b: 70) } }
        XCTAssertNil(GoldenImage.verify(close, named: "thing", filePath: fakeTestFile))
        var off = image
        off[3, 3] = RGBA8(r: 255, g: 0, b: 0)
        let failure = try XCTUnwrap(GoldenImage.verify(off, named: "thing", filePath: fakeTestFile))
        XCTAssertTrue(failure.contains("1 of 200 pixels"), failure)
        XCTAssertTrue(failure.contains("allowed: 0.100%"), failure)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Failures/thing.actual.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Failures/thing.diff.png"))
        let loose = GoldenImage.Tolerance(channelTolerance: 3, maximumDifferingFraction: 0.01)
        XCTAssertNil(GoldenImage.verify(off, named: "thing", tolerance: loose, filePath: fakeTestFile))
        let sized = try XCTUnwrap(
            GoldenImage.verify(RenderedImage(width: 21, height: 10), named: "thing", filePath: fakeTestFile))
        XCTAssertTrue(sized.contains("Size mismatch"), sized)
    }

    func testUnusedGoldensAreThoseNoTestNames() throws {
        let tests = try temporaryDirectory(), target = tests + "/SomeTarget"
        let image = RenderedImage(width: 2, height: 2, fill: RGBA8(r: 50, g: 60, b: 70))
        for name in ["named", "generated", "orphan", "orphan-too"] {
            try image.writePNG(to: target + "/Golden/\(name).png")
        }
        try FileManager.default.createDirectory(atPath: tests + "/NoGoldens", withIntermediateDirectories: true)
        let test = target + "/SomeTests.swift"
        try "assertGolden(image, \"named\")".write(toFile: test, atomically: true, encoding: .utf8)
        try "\"orphan\" in a text file".write(toFile: target + "/notes.txt", atomically: true, encoding: .utf8)

        let unused = GoldenImage.unusedGoldens(besideTestFile: test, generatedNames: ["generated"])

        XCTAssertEqual(unused, ["orphan", "orphan-too"])
        XCTAssertEqual(GoldenImage.goldenDirectories(in: tests), [target + "/Golden"])
    }

    func testAssetsAreFoundAndProvidersInstalled() throws {
        let dir = try AssetLibrary.locate()
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/fonts/DejaVuSans.ttf"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/fonts/DejaVuSans-Bold.ttf"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/fonts/LICENSE-DejaVu.txt"))
        AssetLibrary.installProviders()
        XCTAssertTrue(CAResourceProviders.images is PNGImageLoader)
        XCTAssertTrue(CAResourceProviders.text is TTFTextMeasurer)
        let measured = CAResourceProviders.measure("Hello", fontName: nil, fontSize: 20)
        XCTAssertGreaterThan(measured.width, 30)
    }

    func testImageLoaderFindsPNGWithOrWithoutExtension() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/images", withIntermediateDirectories: true)
        try RenderedImage(width: 4, height: 4, fill: RGBA8(r: 0, g: 0, b: 255)).writePNG(to: dir + "/images/blue.png")
        let loader = PNGImageLoader(directory: dir)
        let a = try XCTUnwrap(loader.loadImage(named: "blue"))
        let b = try XCTUnwrap(loader.loadImage(named: "blue.png"))
        XCTAssertEqual(a.width, 4)
        XCTAssertEqual(a.pixels[0], 0xFF00_00FF)
        XCTAssertTrue(a === loader.loadImage(named: "blue"), "cached by name")
        XCTAssertEqual(b.pixels, a.pixels)
    }

    func testEnvironmentVariableLocatesAssets() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        let saved = ProcessInfo.processInfo.environment[AssetLibrary.environmentVariable]
        setenv(AssetLibrary.environmentVariable, dir, 1)
        defer {
            if let saved {
                setenv(AssetLibrary.environmentVariable, saved, 1)
            } else {
                unsetenv(AssetLibrary.environmentVariable)
            }
            AssetLibrary.resetCachedDirectory()
        }
        XCTAssertEqual(try AssetLibrary.locate(), dir)
    }

    func testRenderErrorsNameTheirFiles() {
        XCTAssertEqual(RenderError.fileNotFound(path: "/a/b.png").description, "File not found: /a/b.png.")
        XCTAssertTrue(RenderError.fontUnavailable(path: "/f.ttf", reason: "gone").description.contains("/f.ttf"))
        XCTAssertTrue(RenderError.corruptImage(path: "/c.png", reason: "bad").description.contains("/c.png"))
    }

    func testStatsResetEachFrame() throws {
        let renderer = try Renderer(softwareWidth: 40, height: 30)
        renderer.redrawsOnlyChanges = false   // the same frame again is drawn whole (DamageTests covers the other case)
        let node = layer(2, CGRect(x: 5, y: 5, width: 10, height: 10),
                         content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        renderer.render(RenderSnapshot(time: 0, root: root([node])))
        XCTAssertEqual(renderer.stats.storeRedraws, 1)
        XCTAssertEqual(renderer.stats.textureUploads, 1)
        renderer.render(RenderSnapshot(time: 0, root: root([node])))
        XCTAssertEqual(renderer.stats.storeRedraws, 0)
        XCTAssertEqual(renderer.stats.textureUploads, 0)
        XCTAssertEqual(renderer.stats.drawCalls, 1)
        renderer.close()
        renderer.render(RenderSnapshot(time: 0, root: root([node])))   // after close: a no-op, no crash
    }

    func testTransparentBackgroundReadsBackStraightAlpha() throws {
        let renderer = try Renderer(softwareWidth: 20, height: 20)
        let node = layer(2, CGRect(x: 0, y: 0, width: 20, height: 20),
                         content: LayerContent(backgroundColor: rgba(1, 0, 0)), opacity: 0.5)
        renderer.render(RenderSnapshot(time: 0, root: root([node])), background: .clear)
        assertPixel(renderer.readPixels(), 10, 10, RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 2)
    }
}
