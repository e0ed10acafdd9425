import AnimationCore
import AnimationRender
import XCTest

/// Backing-store content: background, corners, border, gradients, shapes, images, shadows.
final class ContentTests: XCTestCase {
    func testSolidLayerCentreIsRed() throws {
        let image = try renderImage(root([layer(2, CGRect(x: 40, y: 30, width: 80, height: 60),
                                                  content: LayerContent(backgroundColor: rgba(1, 0, 0)))]))
        assertPixel(image, 80, 60, red8)
        assertPixel(image, 40, 30, red8)
        assertPixel(image, 119, 89, red8)
        assertPixel(image, 39, 29, white8)
        assertPixel(image, 120, 90, white8)
        assertPixel(image, 5, 5, white8)
    }

    func testRoundedBorderedLayer() throws {
        let content = LayerContent(backgroundColor: rgba(0.2, 0.6, 1), cornerRadius: 20, borderWidth: 4,
                                   borderColor: rgba(0.1, 0.1, 0.4))
        let image = try renderImage(root([layer(2, CGRect(x: 20, y: 20, width: 120, height: 80), content: content)]))
        assertPixel(image, 80, 60, RGBA8(r: 51, g: 153, b: 255))
        assertPixel(image, 21, 21, white8)                              // rounded corner stays empty
        assertPixel(image, 80, 21, RGBA8(r: 26, g: 26, b: 102))        // border at the top edge
        assertGolden(image, "rounded-bordered")
    }

    func testTranslucentLayerBlendsWithBackground() throws {
        let image = try renderImage(root([layer(2, CGRect(x: 0, y: 0, width: 160, height: 120),
                                                  content: LayerContent(backgroundColor: rgba(0, 0, 1)),
                                                  opacity: 0.5)]))
        assertPixel(image, 80, 60, RGBA8(r: 127, g: 127, b: 255), tolerance: 2)
    }

    private func gradient(_ type: CAGradientLayerType, start: CGPoint, end: CGPoint,
                          locations: [CGFloat]? = nil) throws -> RenderedImage {
        let g = GradientContent(type: type, colors: [rgba(1, 0, 0), rgba(1, 1, 0), rgba(0, 0, 1)], locations: locations,
                                startPoint: start, endPoint: end)
        return try renderImage(root([layer(2, CGRect(x: 10, y: 10, width: 140, height: 100),
                                           content: LayerContent(cornerRadius: 12, gradient: g))]))
    }

    func testAxialGradient() throws {
        let image = try gradient(.axial, start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5),
                                 locations: [0, 0.3, 1])
        XCTAssertGreaterThan(image[12, 60].r, 240); XCTAssertLessThan(image[12, 60].b, 20)      // red at the left
        XCTAssertGreaterThan(image[147, 60].b, 230); XCTAssertLessThan(image[147, 60].r, 20)    // blue at the right
        let yellowX = 10 + Int(0.3 * 140)
        XCTAssertGreaterThan(image[yellowX, 60].g, 240)                                         // yellow at 30 %
        assertPixel(image, 11, 11, white8)                                                      // rounded corner
        assertGolden(image, "gradient-axial")
    }

    func testRadialGradient() throws {
        let image = try gradient(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
        XCTAssertGreaterThan(image[80, 60].r, 240); XCTAssertLessThan(image[80, 60].g, 20)      // centre red
        // yellow at half the radius
        XCTAssertGreaterThan(image[115, 60].g, 230)
        XCTAssertGreaterThan(image[149, 60].b, 230)                                             // blue at the rim
        assertGolden(image, "gradient-radial")
    }

    func testConicGradient() throws {
        let image = try gradient(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))
        // The sweep starts pointing right (red) and turns clockwise on screen: orange below,
        // yellow on the left (half way), yellow-blue above.
        let right = image[140, 61], below = image[80, 105], left = image[20, 59], above = image[80, 15]
        XCTAssertGreaterThan(right.r, 240); XCTAssertLessThan(right.b, 20)
        XCTAssertGreaterThan(below.r, 240); XCTAssert((100...160).contains(below.g))
        XCTAssertGreaterThan(left.r, 240); XCTAssertGreaterThan(left.g, 240)
        XCTAssert((100...160).contains(above.b))
        assertGolden(image, "gradient-conic")
    }

    func testDashedPartialRing() throws {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 30, y: 10, width: 100, height: 100))
        let shape = ShapeContent(path: ring, fillColor: nil, fillRule: .nonZero, strokeColor: rgba(0.8, 0.1, 0.3),
                                 lineWidth: 8, lineCap: .round, lineJoin: .round, miterLimit: 10,
                                 lineDashPattern: [14, 8], lineDashPhase: 0, strokeStart: 0.1, strokeEnd: 0.7)
        let node = RenderNode(layerID: 2, bounds: .zero, content: LayerContent(shape: shape))
        let image = try renderImage(root([node]))
        assertGolden(image, "shape-dashed-partial-ring")
    }

    func testShapeFillRulesAndStrokeStyle() throws {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 10, y: 10, width: 60, height: 60))
        p.addRect(CGRect(x: 25, y: 25, width: 30, height: 30))
        let evenOdd = ShapeContent(path: p, fillColor: rgba(0, 0.5, 0), fillRule: .evenOdd, strokeColor: nil,
                                   lineWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                   lineDashPattern: [], lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
        var nonZero = evenOdd; nonZero.fillRule = .nonZero
        let zig = CGMutablePath()
        zig.addLines(
            between: [CGPoint(x: 10, y: 100), CGPoint(x: 30, y: 80), CGPoint(x: 50, y: 100), CGPoint(x: 70, y: 80)])
        let stroke = ShapeContent(path: zig, fillColor: nil, fillRule: .nonZero, strokeColor: rgba(0, 0, 0),
                                  lineWidth: 6, lineCap: .square, lineJoin: .miter, miterLimit: 10,
                                  lineDashPattern: [], lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
        let image = try renderImage(root([
            RenderNode(layerID: 2, bounds: .zero, content: LayerContent(shape: evenOdd)),
            RenderNode(layerID: 3, bounds: .zero, transform: CATransform3DMakeTranslation(80, 0, 0),
                       content: LayerContent(shape: nonZero)),
            RenderNode(layerID: 4, bounds: .zero, content: LayerContent(shape: stroke)),
        ]))
        assertPixel(image, 40, 40, white8)                              // even-odd hole
        assertPixel(image, 120, 40, RGBA8(r: 0, g: 128, b: 0))          // non-zero: same-direction rects fill
        assertPixel(image, 15, 15, RGBA8(r: 0, g: 128, b: 0))
        assertGolden(image, "shape-fill-rules")
    }

    func testAllZeroDashPatternStrokesSolidWithDiagnostic() throws {
        RenderDiagnostics.reset()
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 10, y: 60), CGPoint(x: 150, y: 60)])
        let shape = ShapeContent(path: line, fillColor: nil, fillRule: .nonZero, strokeColor: rgba(0, 0, 0),
                                 lineWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                 lineDashPattern: [0, 0], lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
        let image = try renderImage(root([RenderNode(layerID: 2, bounds: .zero, content: LayerContent(shape: shape))]))
        for x in stride(from: 12, to: 148, by: 7) { assertPixel(image, x, 60, black8) }
        XCTAssertTrue(RenderDiagnostics.contains("all zeros"))
    }

    func testImageGravity() throws {
        let img = checkerImage()   // 32×32
        var nodes: [RenderNode] = []
        let gravities: [CALayerContentsGravity] = [.center, .topLeft, .bottomRight, .resizeAspect, .resizeAspectFill,
                                                   .resize]
        for (i, g) in gravities.enumerated() {
            let frame = CGRect(x: 6 + CGFloat(i % 3) * 52, y: 8 + CGFloat(i / 3) * 56, width: 44, height: 48)
            var node = layer(UInt64(10 + i), frame, content: LayerContent(backgroundColor: rgba(0.85, 0.85, 0.85),
                                                                           image: ImageContent(image: img, gravity: g)))
            node.masksToBounds = g == .resizeAspectFill
            nodes.append(node)
        }
        let image = try renderImage(root(nodes))
        // centre: image starts at (6, 8) inside
        assertPixel(image, 6 + 6 + 1, 8 + 8 + 1, RGBA8(r: 255, g: 128, b: 0))
        assertPixel(image, 6 + 2, 8 + 2, RGBA8(r: 217, g: 217, b: 217))          // centre: background outside the image
        assertPixel(image, 58 + 1, 8 + 1, RGBA8(r: 255, g: 128, b: 0))            // topLeft
        assertGolden(image, "image-gravity")
    }

    func testContentsRectShowsPartOfImage() throws {
        let img = checkerImage(cell: 16, cells: 2)   // 32×32: orange top-left quarter
        let content = LayerContent(image: ImageContent(image: img, gravity: .resize,
                                                       contentsRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
        let image = try renderImage(root([layer(2, CGRect(x: 40, y: 20, width: 80, height: 80), content: content)]))
        assertPixel(image, 80, 60, RGBA8(r: 255, g: 128, b: 0))
        assertPixel(image, 45, 95, RGBA8(r: 255, g: 128, b: 0))
    }

    func testShadow() throws {
        let shadow = ShadowContent(color: rgba(0, 0, 0), opacity: 0.6, offset: CGSize(width: 6, height: 8), radius: 5,
                                   path: nil)
        let card = LayerContent(backgroundColor: rgba(1, 0.8, 0.2), cornerRadius: 10, shadow: shadow)
        let pathShadow = ShadowContent(color: rgba(0.5, 0, 0.8), opacity: 1, offset: .zero, radius: 3,
                                       path: CGPath(rect: CGRect(x: -6, y: -6, width: 52, height: 52)))
        let image = try renderImage(root([
            layer(2, CGRect(x: 20, y: 20, width: 60, height: 60), content: card),
            layer(3, CGRect(x: 105, y: 35, width: 40, height: 40),
                  content: LayerContent(backgroundColor: rgba(1, 1, 1), shadow: pathShadow)),
        ]))
        XCTAssertLessThan(image[83, 60].r, 215)        // shadow visible right of the card
        XCTAssertLessThan(image[50, 84].r, 215)        // and below it
        assertPixel(image, 50, 50, RGBA8(r: 255, g: 204, b: 51))
        XCTAssertGreaterThan(image[11, 11].r, 250)      // far away: no shadow
        assertGolden(image, "shadow")
    }
}
