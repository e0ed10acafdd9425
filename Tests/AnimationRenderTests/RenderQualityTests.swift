import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// What every path draws the way Core Animation does on a Retina device: antialiased layer
/// edges, filtered (not blocky) magnified images, and masked text as sharp as plain text.
/// "Every path" is the headless renderer (PNG export, goldens) and a window's OpenGL renderer;
/// SDL's software renderer is only the fallback and samples nearest-neighbour.
final class RenderQualityTests: XCTestCase {
    /// The ways a frame reaches pixels: headless, and a hidden window (SDL's "offscreen" video
    /// driver without a display) with its accelerated renderer.
    private func renderOnEveryPath(_ scene: RenderNode, width: Int = testWidth, height: Int = testHeight) throws
        -> [(path: String, image: RenderedImage)] {
        let headless = try renderImage(scene, width: width, height: height)
        let driver = ProcessInfo.processInfo.environment["DISPLAY"] == nil ? "offscreen" : nil
        let host = try WindowHost(width: width, height: height, hidden: true, resizable: false, videoDriver: driver)
        defer { host.close() }
        XCTAssertNotEqual(host.rendererName, "software",
                          "the window path needs an OpenGL renderer (Mesa's EGL and DRI drivers)")
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        return [("headless", headless), ("window \(host.rendererName)", host.renderer.readPixels())]
    }

    func testEdgesOfASquareRotated30DegreesHaveIntermediateCoverageAlongTheirLength() throws {
        let side: CGFloat = 60, centre = CGPoint(x: 80, y: 60), angle = CGFloat.pi / 6
        let square = layer(2, CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side),
                           content: LayerContent(backgroundColor: rgba(0, 0, 0)),
                           transform: CATransform3DMakeRotation(angle, 0, 0, 1))
        let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map { (sx, sy) -> CGPoint in
            let x = sx * side / 2, y = sy * side / 2
            return CGPoint(x: centre.x + x * cos(angle) - y * sin(angle), y: centre.y + x * sin(angle) + y * cos(angle))
        }

        for (path, image) in try renderOnEveryPath(root([square])) {
            for k in 0..<4 {
                let a = corners[k], b = corners[(k + 1) % 4]
                let length = hypot(b.x - a.x, b.y - a.y)
                let normal = CGPoint(x: (b.y - a.y) / length, y: -(b.x - a.x) / length)
                var checked = 0
                // Every pixel whose centre lies within 0.3 px of the edge (away from the corners)
                // is partly covered: neither the square's black nor the white background.
                for y in 0..<testHeight {
                    for x in 0..<testWidth {
                        let px = CGFloat(x) + 0.5 - a.x, py = CGFloat(y) + 0.5 - a.y
                        let along = (px * (b.x - a.x) + py * (b.y - a.y)) / length
                        guard along > 3, along < length - 3, abs(px * normal.x + py * normal.y) < 0.3 else { continue }
                        checked += 1
                        let grey = image[x, y].r
                        XCTAssertTrue((20...235).contains(grey),
                                      "\(path): edge \(k) pixel (\(x), \(y)) is \(grey), not partly covered")
                    }
                }
                XCTAssertGreaterThan(checked, 20, "\(path): edge \(k)")
            }
        }
    }

    func testTwelvePixelImageScaledFourTimesHasNoBlocksOfIdenticalPixels() throws {
        let image = checkerImage(cell: 1, cells: 12, a: 0xFF_FF_FF_FF, b: 0xFF_00_00_00)
        // As layer contents (left) and as a particle drawn four times its size (right).
        let particle = ParticleBatch(image: image, additive: false,
                                     particles: [Particle(position: CGPoint(x: 114, y: 34), scale: 4, rotation: 0,
                                                          color: .white)])
        let scene = root([layer(2, CGRect(x: 10, y: 10, width: 48, height: 48),
                                content: LayerContent(image: ImageContent(image: image, gravity: .resize))),
                          RenderNode(layerID: 3, bounds: CGRect(x: 0, y: 0, width: testWidth, height: testHeight),
                                     particles: [particle])])

        for (path, frame) in try renderOnEveryPath(scene) {
            for origin in [(x: 10, y: 10), (x: 90, y: 10)] {
                var uniform = 0
                for by in 0..<12 {
                    for bx in 0..<12 {
                        let x0 = origin.x + bx * 4, y0 = origin.y + by * 4
                        let first = frame[x0, y0]
                        var same = true
                        for y in 0..<4 { for x in 0..<4 where frame[x0 + x, y0 + y] != first { same = false } }
                        if same { uniform += 1 }
                    }
                }
                XCTAssertEqual(
                    uniform, 0,
                    "\(path) at \(origin): \(uniform) of the 144 texel footprints are 4×4 blocks of one colour")
            }
        }
    }

    func testMaskedTextDrawnFullWindowMatchesPlainTextAtThatSize() throws {
        let blue = rgba(0.1, 0.3, 0.8)
        let text = TextContent(string: "Slide", fontName: nil, fontSize: 12, color: blue,
                               alignment: .center, isWrapped: false, truncation: .none)
        var whiteText = text
        whiteText.color = rgba(1, 1, 1)
        let zoom = CATransform3DMakeScale(3.4, 3.4, 1)
        // As in the gradient scene: a gradient three times wider than the text, masked by the
        // text placed in its middle third, in a subtree enlarged 3.4× (a tile shown full-window).
        let uniform = GradientContent(type: .axial, colors: [blue, blue], locations: nil,
                                      startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        var fill = layer(2, CGRect(x: -46, y: 0, width: 138, height: 20), content: LayerContent(gradient: uniform))
        fill.mask = Box(RenderNode(layerID: 3, bounds: CGRect(x: 0, y: 0, width: 46, height: 20),
                                   transform: CATransform3DMakeTranslation(46, 0, 0),
                                   content: LayerContent(text: whiteText)))
        let bounds = CGRect(x: 0, y: 0, width: testWidth, height: testHeight)
        let masked = RenderNode(layerID: 1, bounds: bounds, transform: zoom, sublayers: [fill])
        let plain = RenderNode(layerID: 1, bounds: bounds, transform: zoom,
                               sublayers: [layer(4, CGRect(x: 0, y: 0, width: 46, height: 20),
                                                 content: LayerContent(text: text))])

        let maskedImages = try renderOnEveryPath(masked)
        let plainImages = try renderOnEveryPath(plain)

        for ((path, maskedImage), (_, plainImage)) in zip(maskedImages, plainImages) {
            XCTAssertGreaterThan(plainImage.countPixels(differingFrom: white8), 500, "\(path): the text is drawn")
            let result = GoldenImage.compare(maskedImage, plainImage,
                                             channelTolerance: GoldenImage.Tolerance.standard.channelTolerance)
            let share = Double(result.differing) / Double(testWidth * testHeight)
            XCTAssertLessThanOrEqual(share, GoldenImage.Tolerance.standard.maximumDifferingFraction,
                                     "\(path): \(result.differing) pixels differ (largest \(result.largest)) "
                                         + "between masked and plain text")
        }
    }

    func testNearestMagnificationKeepsHardPixelEdges() throws {
        let image = checkerImage(cell: 1, cells: 6, a: 0xFF_FF_FF_FF, b: 0xFF_00_00_00)
        let pixelArt = ImageContent(image: image, gravity: .resize, magnificationFilter: .nearest)
        let scene = root([layer(2, CGRect(x: 8, y: 8, width: 48, height: 48), content: LayerContent(image: pixelArt))])

        let frame = try renderImage(scene)

        // Each image pixel covers 8×8 output pixels; away from its border (where the store's
        // own filtering may soften a pixel) it is one flat colour, black or white.
        for by in 0..<6 {
            for bx in 0..<6 {
                let expected: RGBA8 = (bx + by) % 2 == 0 ? white8 : black8
                for y in 2..<6 {
                    for x in 2..<6 { assertPixel(frame, 8 + bx * 8 + x, 8 + by * 8 + y, expected, tolerance: 2) }
                }
            }
        }
    }

    func testAliasedSolidLayerHasHardEdgesWhenRotated() throws {
        var square = layer(2, CGRect(x: 50, y: 30, width: 60, height: 60),
                           content: LayerContent(backgroundColor: rgba(0, 0, 0)),
                           transform: CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        square.allowsEdgeAntialiasing = false

        let frame = try renderImage(root([square]))

        let notWhite = frame.countPixels(differingFrom: white8, tolerance: 10)
        let notBlack = frame.countPixels(differingFrom: black8, tolerance: 10)
        XCTAssertGreaterThan(notWhite, 3000, "the square is drawn")
        XCTAssertEqual(notWhite + notBlack - testWidth * testHeight, 0,
                       "pixels neither black nor white (partly covered)")
    }

    func testHeadlessOutputIsTheSameBytesOnEveryRun() throws {
        let scene = root([layer(2, CGRect(x: 20.3, y: 15.7, width: 70, height: 50),
                                content: LayerContent(backgroundColor: rgba(0.2, 0.4, 0.9), cornerRadius: 9),
                                opacity: 0.7,
                                transform: CATransform3DMakeRotation(0.4, 0, 0, 1)),
                          layer(3, CGRect(x: 90, y: 40, width: 48, height: 48),
                                content: LayerContent(image: ImageContent(image: checkerImage(cell: 2, cells: 6),
                                                                          gravity: .resize)),
                                transform: CATransform3DMakeScale(1.3, 0.8, 1))])

        let first = try renderImage(scene)
        let second = try renderImage(scene)

        XCTAssertEqual(first.pixels, second.pixels, "two headless renderers drew different bytes")
    }
}
