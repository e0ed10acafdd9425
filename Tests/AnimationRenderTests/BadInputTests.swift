import AnimationCore
import AnimationRender
import XCTest

/// Bad input is drawn sensibly or skipped with a diagnostic; nothing crashes.
final class BadInputTests: XCTestCase {
    override func setUp() { RenderDiagnostics.reset() }

    func testNaNGeometryIsSkippedWithDiagnostic() throws {
        var nanTransform = CATransform3DIdentity
        nanTransform.m41 = .nan
        let bad1 = RenderNode(layerID: 2, bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
                              content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let bad2 = RenderNode(layerID: 3, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nanTransform,
                              content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        var bad3 = layer(4, CGRect(x: 0, y: 0, width: 20, height: 20),
                         content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        bad3.opacity = .nan
        let good = layer(5, CGRect(x: 60, y: 40, width: 40, height: 40),
                         content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        let image = try renderImage(root([bad1, bad2, bad3, good]))
        assertPixel(image, 80, 60, blue8)
        XCTAssertTrue(RenderDiagnostics.contains("layer 2: non-finite"))
        XCTAssertTrue(RenderDiagnostics.contains("layer 3: non-finite"))
        XCTAssertTrue(RenderDiagnostics.contains("layer 4: non-finite opacity"))
    }

    func testNegativeAndZeroSizes() throws {
        let negative = layer(2, CGRect(x: 10, y: 10, width: 40, height: 40),
                             content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        var n = negative; n.bounds = CGRect(x: 0, y: 0, width: -40, height: 40)
        let zero = layer(3, CGRect(x: 10, y: 10, width: 0, height: 0),
                         content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let image = try renderImage(root([n, zero]))
        XCTAssertEqual(image.countPixels(differingFrom: white8), 0)
        XCTAssertTrue(RenderDiagnostics.contains("negative bounds"))
    }

    func testSingularAndBehindTheEyeTransforms() throws {
        var behind = CATransform3DMakeTranslation(80, 60, 600)
        behind.m34 = -1.0 / 500                       // w = 1 - z/500 < 0: wholly behind the eye
        var straddling = CATransform3DMakeRotation(.pi / 2.2, 1, 0, 0)
        straddling.m34 = -1.0 / 50                    // part of the layer crosses the eye plane
        straddling = CATransform3DConcat(straddling, CATransform3DMakeTranslation(20, 20, 0))
        let singular = CATransform3DMakeScale(0, 0, 0)
        let nodes = [behind, straddling, singular].enumerated().map { i, t in
            RenderNode(layerID: UInt64(10 + i), bounds: CGRect(x: 0, y: 0, width: 120, height: 80), transform: t,
                       content: LayerContent(backgroundColor: rgba(0, 0.6, 0)))
        }
        _ = try renderImage(root(nodes))   // must not crash or hang
    }

    func testHugeLayerIsCappedAndReported() throws {
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        let huge = RenderNode(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 200_000, height: 100_000),
                              transform: CATransform3DMakeTranslation(-1000, -1000, 0),
                              content: LayerContent(backgroundColor: rgba(0, 0, 1), cornerRadius: 5))
        renderer.render(RenderSnapshot(time: 0, root: root([huge])), background: .white)
        XCTAssertLessThanOrEqual(renderer.stats.storeBytes, 4096 * 4096 * 4)
        assertPixel(renderer.readPixels(), 80, 60, blue8)
        XCTAssertTrue(RenderDiagnostics.contains("capped at 4096×4096"))
    }

    func testEmptyPathAndEmptyGradient() throws {
        let shape = ShapeContent(path: CGPath(), fillColor: rgba(1, 0, 0), fillRule: .nonZero,
                                 strokeColor: rgba(0, 0, 0),
                                 lineWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10, lineDashPattern: [],
                                 lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
        let gradient = GradientContent(type: .axial, colors: [], locations: [0.5], startPoint: .zero,
                                       endPoint: CGPoint(x: 1, y: 1))
        let image = try renderImage(root([
            layer(2, CGRect(x: 10, y: 10, width: 50, height: 50), content: LayerContent(shape: shape)),
            layer(3, CGRect(x: 70, y: 10, width: 50, height: 50), content: LayerContent(gradient: gradient)),
        ]))
        XCTAssertEqual(image.countPixels(differingFrom: white8), 0)
    }

    func testMissingImageAndCorruptPNGReportTheFile() throws {
        let loader = PNGImageLoader(directory: NSTemporaryDirectory())
        XCTAssertNil(loader.loadImage(named: "definitely-not-here"))
        XCTAssertTrue(RenderDiagnostics.contains("definitely-not-here.png"))
        let corrupt = NSTemporaryDirectory() + "/corrupt-\(UUID().uuidString).png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
        defer { try? FileManager.default.removeItem(atPath: corrupt) }
        XCTAssertThrowsError(try RenderedImage(contentsOfPNG: corrupt)) { error in
            XCTAssertTrue("\(error)".contains(corrupt), "\(error)")
        }
        XCTAssertNil(loader.loadImage(named: corrupt))
        XCTAssertThrowsError(try RenderedImage(contentsOfPNG: "/no/such/file.png")) { error in
            XCTAssertEqual("\(error)", "File not found: /no/such/file.png.")
        }
    }

    func testMissingFontDrawsNothingAndNamesTheFile() throws {
        let saved = ProcessInfo.processInfo.environment[AssetLibrary.environmentVariable]
        let emptyAssets = NSTemporaryDirectory() + "/assets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: emptyAssets + "/fonts", withIntermediateDirectories: true)
        setenv(AssetLibrary.environmentVariable, emptyAssets, 1)
        AssetLibrary.resetCachedDirectory()
        defer {
            if let saved {
                setenv(AssetLibrary.environmentVariable, saved, 1)
            } else {
                unsetenv(AssetLibrary.environmentVariable)
            }
            AssetLibrary.resetCachedDirectory()
            try? FileManager.default.removeItem(atPath: emptyAssets)
        }
        let text = LayerContent(text: TextContent(string: "Hello", fontName: nil, fontSize: 20, color: rgba(0, 0, 0),
                                                  alignment: .left, isWrapped: false, truncation: .none))
        let image = try renderImage(root([layer(2, CGRect(x: 10, y: 10, width: 140, height: 40), content: text)]))
        XCTAssertEqual(image.countPixels(differingFrom: white8), 0)
        XCTAssertTrue(RenderDiagnostics.contains(emptyAssets + "/fonts/DejaVuSans.ttf"),
                      "\(RenderDiagnostics.messages)")
    }

    func testAstronomicalFontSizesAreCappedNotTrapped() throws {
        for size: CGFloat in [1e300, 1e19, 5000] {
            let text = LayerContent(text: TextContent(string: "Hi", fontName: nil, fontSize: size, color: rgba(0, 0, 0),
                                                      alignment: .left, isWrapped: false, truncation: .none))
            _ = try renderImage(root([layer(2, CGRect(x: 0, y: 0, width: 100, height: 100), content: text)]))
            let measured = TTFTextMeasurer().size(of: "Hi", fontName: nil, fontSize: size)
            XCTAssertTrue(measured.width.isFinite && measured.width > 0, "\(size): \(measured)")
        }
        XCTAssertTrue(RenderDiagnostics.contains("capped at 1024"))
    }

    func testMillionParticlesAreCapped() throws {
        let dot = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))!
        let particles = [Particle](repeating: Particle(position: CGPoint(x: 80, y: 60), scale: 1, rotation: 0,
                                                       color: rgba(1, 0, 0, 0.01)), count: 1_000_000)
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: dot, additive: false, particles: particles)]
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.render(RenderSnapshot(time: 0, root: root([emitter])), background: .white)
        XCTAssertLessThanOrEqual(renderer.stats.particles, 250_000)
        XCTAssertTrue(RenderDiagnostics.contains("particles"))
    }

    func testDeepTreeIsCutOff() throws {
        var node = layer(999, CGRect(x: 1, y: 1, width: 10, height: 10),
                         content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        for i in 0..<300 {
            node = layer(UInt64(1000 + i), CGRect(x: 0, y: 0, width: 10, height: 10), sublayers: [node])
        }
        _ = try renderImage(root([node]))
        XCTAssertTrue(RenderDiagnostics.contains("deeper than"))
    }

    func testInvalidRendererSizeThrows() {
        XCTAssertThrowsError(try Renderer(softwareWidth: 0, height: 10)) { error in
            XCTAssertTrue("\(error)".contains("0×10"))
        }
    }
}
