import AnimationCore
import AnimationRender
import TestSupport
import XCTest

/// Text through SDL2_ttf with the shipped DejaVu fonts.
final class TextTests: XCTestCase {
    private func text(_ s: String, font: String? = nil, size: CGFloat = 14, color: RGBA = rgba(0, 0, 0),
                      alignment: CATextLayerAlignmentMode = .left, wrapped: Bool = false,
                      truncation: CATextLayerTruncationMode = .none) -> LayerContent {
        LayerContent(text: TextContent(string: s, fontName: font, fontSize: size, color: color, alignment: alignment,
                                       isWrapped: wrapped, truncation: truncation))
    }

    /// The horizontal extent of non-background pixels in a row band.
    private func inkColumns(_ image: RenderedImage, y0: Int, y1: Int, x0: Int = 0,
                            x1: Int = testWidth) -> ClosedRange<Int>? {
        var xs: [Int] = []
        for x in x0..<x1 {
            for y in y0..<y1 where image[x, y].maxChannelDifference(to: white8) > 60 {
                xs.append(x)
                break
            }
        }
        guard let a = xs.min(), let b = xs.max() else { return nil }
        return a...b
    }

    func testTextAlignmentWrappingAndBold() throws {
        let frame = { (y: CGFloat, h: CGFloat) in CGRect(x: 10, y: y, width: 140, height: h) }
        let nodes = [
            layer(2, frame(4, 18), content: text("Left aligned")),
            layer(3, frame(22, 18), content: text("Centred", alignment: .center)),
            layer(4, frame(40, 18),
                  content: text("Right", font: "Helvetica-Bold", color: rgba(0.8, 0, 0), alignment: .right)),
            layer(5, frame(60, 56),
                  content: text("Wrapped text flows onto several lines here", size: 13, wrapped: true)),
        ]
        let image = try renderImage(root(nodes))
        let left = try XCTUnwrap(inkColumns(image, y0: 4, y1: 22))
        let centre = try XCTUnwrap(inkColumns(image, y0: 22, y1: 40))
        let right = try XCTUnwrap(inkColumns(image, y0: 40, y1: 58))
        XCTAssertLessThanOrEqual(left.lowerBound, 12)
        XCTAssertLessThan(abs((centre.lowerBound + centre.upperBound) / 2 - 80), 3)
        XCTAssertGreaterThanOrEqual(right.upperBound, 146)
        let rowsWithInk = Set((60..<116).filter { y in (10..<150).contains { image[$0, y].r < 128 } })
        XCTAssertGreaterThan(rowsWithInk.count, 20, "wrapped text uses several lines")
        XCTAssertGreaterThan(image[right.upperBound - 3, 50].r, 0)
        assertGolden(image, "text",
                     tolerance: GoldenImage.Tolerance(channelTolerance: 3, maximumDifferingFraction: 0.002))
    }

    func testTextIsAntialiasedAndColoured() throws {
        let image = try renderImage(root([layer(2, CGRect(x: 10, y: 40, width: 140, height: 40),
                                                  content: text("Hello", size: 28, color: rgba(0, 0, 1)))]))
        var greys = Set<UInt8>(), blues = 0
        for y in 40..<80 { for x in 10..<150 {
            let p = image[x, y]
            if p != white8 { greys.insert(p.r) }
            if p.b == 255 && p.r < 30 { blues += 1 }
        } }
        XCTAssertGreaterThan(greys.count, 10, "edges have intermediate coverage")
        XCTAssertGreaterThan(blues, 50, "solid blue glyph interiors")
    }

    func testTruncationEndsWithEllipsis() throws {
        let long = "This line is far too long to fit in the layer"
        let clipped = try renderImage(
            root([layer(2, CGRect(x: 10, y: 50, width: 100, height: 20), content: text(long))]))
        let truncated = try renderImage(
            root([layer(2, CGRect(x: 10, y: 50, width: 100, height: 20), content: text(long, truncation: .end))]))
        XCTAssertNotEqual(clipped, truncated)
        let ink = try XCTUnwrap(inkColumns(truncated, y0: 50, y1: 70))
        XCTAssertLessThanOrEqual(ink.upperBound, 110)
    }

    func testUnknownFontFallsBackWithDiagnostic() throws {
        RenderDiagnostics.reset()
        let image = try renderImage(root([layer(2, CGRect(x: 10, y: 50, width: 140, height: 20),
                                                  content: text("Fallback", font: "Comic Sans MS"))]))
        XCTAssertNotNil(inkColumns(image, y0: 50, y1: 70), "text is still drawn")
        XCTAssertTrue(RenderDiagnostics.contains("Comic Sans MS"))
    }

    func testMeasurerUsesShippedFont() {
        let m = TTFTextMeasurer()
        let a = m.size(of: "Hello", fontName: nil, fontSize: 20)
        let b = m.size(of: "Hello", fontName: nil, fontSize: 40)
        XCTAssertGreaterThan(a.width, 30); XCTAssertLessThan(a.width, 80)
        XCTAssertEqual(b.width / a.width, 2, accuracy: 0.15)
        XCTAssertGreaterThan(a.height, 20)
        XCTAssertGreaterThan(m.size(of: "Hello", fontName: "Helvetica-Bold", fontSize: 20).width, a.width)
        // One font per face is switched between sizes: coming back to a size measures the same.
        XCTAssertEqual(m.size(of: "Hello", fontName: nil, fontSize: 20), a)
        XCTAssertEqual(m.size(of: "Hello", fontName: nil, fontSize: 40), b)
    }

    /// Text drawn at one size, then another, then the first again (one font switched between
    /// sizes) gives the same pixels as the first time.
    func testTextAtAlternatingSizesDrawsTheSame() throws {
        func scene(_ size: CGFloat) -> RenderNode {
            root([layer(2, CGRect(x: 5, y: 5, width: 150, height: 60),
                        content: LayerContent(text: TextContent(string: "Size \(Int(size))", fontName: nil,
                                                                fontSize: size, color: rgba(0, 0, 0),
                                                                alignment: .left, isWrapped: false,
                                                                truncation: .none)))])
        }
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        func draw(_ size: CGFloat) -> RenderedImage {
            renderer.purgeAllStores()          // rasterized anew, by the same font library
            renderer.render(RenderSnapshot(time: 0, root: scene(size)), background: .white)
            return renderer.readPixels()
        }
        let first = draw(18), other = draw(31), again = draw(18)
        XCTAssertEqual(first.pixels, again.pixels)
        XCTAssertNotEqual(first.pixels, other.pixels)
        XCTAssertGreaterThan(first.countPixels(differingFrom: white8, tolerance: 40), 100, "the text was drawn")
    }
}
