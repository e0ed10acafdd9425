import AnimationCore
@testable import AnimationRender
import CCairo
import XCTest

/// Images drawn much smaller than their pixels: box-filtered reductions (`ImageReductions`),
/// and the shrink that chooses cairo's filter.
final class ImageReductionTests: XCTestCase {
    /// Vertical stripes one pixel wide, black and white, `size` × `size`.
    private func stripes(_ size: Int) -> CGImage {
        var pixels = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size { for x in 0..<size { pixels[y * size + x] = x % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF } }
        return CGImage(width: size, height: size, pixels: pixels, name: "stripes")!
    }

    private func imageNode(_ image: CGImage, side: CGFloat) -> RenderNode {
        layer(2, CGRect(x: 10, y: 10, width: side, height: side),
              content: LayerContent(image: ImageContent(image: image, gravity: .resize)))
    }

    func testStripesShownAtAThirdOfTheirSizeAreEvenGrey() throws {
        // 96 stripes in 32 pixels: each pixel shown covers three stripes' width; sampling
        // between two stripes (bilinear) would alternate black and white.
        let image = try renderImage(root([imageNode(stripes(96), side: 32)]))

        for x in stride(from: 12, to: 40, by: 3) {
            let p = image[x, 26]
            XCTAssert(abs(Int(p.r) - 128) <= 4 && p.r == p.g && p.g == p.b, "pixel (\(x), 26) is \(p), expected grey")
        }
    }

    func testStripesShownAtTheirSizeStayStriped() throws {
        let image = try renderImage(root([imageNode(stripes(32), side: 32)]))

        assertPixel(image, 20, 26, black8)
        assertPixel(image, 21, 26, white8)
    }

    func testHalvingAveragesEachBlockAndRepeatsAnOddEdge() throws {
        // 3 × 1: (0, 40, 80, 255) and (0, 80, 160, 255) average; the third pixel stands alone.
        let pixels: [UInt32] = [0xFF00_2850, 0xFF00_50A0, 0x8080_8080]
        let surface = try XCTUnwrap(pixels.withUnsafeBufferPointer {
            ImageReductions.halve($0.baseAddress!, width: 3, height: 1, stride: 3)
        })
        defer { cairo_surface_destroy(surface) }
        XCTAssertEqual(cairo_image_surface_get_width(surface), 2)
        XCTAssertEqual(cairo_image_surface_get_height(surface), 1)
        let out = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        XCTAssertEqual(out[0], 0xFF00_3C78)
        XCTAssertEqual(out[1], 0x8080_8080)
    }

    func testAverageRoundsToNearest() {
        XCTAssertEqual(ImageReductions.average(0x0000_0001, 0x0000_0001, 0, 0), 0x0000_0001)   // 0.5 rounds up
        XCTAssertEqual(ImageReductions.average(0x0000_0001, 0, 0, 0), 0)                       // 0.25 rounds down
        XCTAssertEqual(ImageReductions.average(0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF), 0xFFFF_FFFF)
    }

    func testLevelIsTheLargestPowerOfTwoNotAboveTheShrink() {
        XCTAssertEqual(ImageReductions.level(forShrink: 1.99, width: 640, height: 960), 0)
        XCTAssertEqual(ImageReductions.level(forShrink: 2, width: 640, height: 960), 1)
        XCTAssertEqual(ImageReductions.level(forShrink: 6.3, width: 640, height: 960), 2)
        XCTAssertEqual(ImageReductions.level(forShrink: 1000, width: 4, height: 4), 2)   // down to one pixel
        XCTAssertEqual(ImageReductions.level(forShrink: .nan, width: 640, height: 960), 0)
        XCTAssertEqual(ImageReductions.level(forShrink: .infinity, width: 640, height: 960), 0)
    }

    func testAReductionDrawnOnceIsFreedAndOneDrawnAgainIsKept() {
        let reductions = ImageReductions()
        let image = stripes(64)
        var sizes: [Int32] = []
        func draw() {
            XCTAssertTrue(reductions.withSurface(for: image, level: 2) { sizes.append(cairo_image_surface_get_width($0)) })
        }

        draw()
        XCTAssertEqual(reductions.count, 0, "drawn once (a picture at start-up): not kept")
        draw()
        XCTAssertEqual(reductions.count, 1, "drawn again soon (a store redrawn frame after frame): kept")
        draw()
        XCTAssertEqual(reductions.madeCount, 2, "the kept reduction is drawn from")
        XCTAssertEqual(sizes, [16, 16, 16])
        XCTAssertFalse(reductions.withSurface(for: image, level: 0) { _ in XCTFail("level 0 is the image itself") })
    }

    func testKeptReductionsNotDrawnForAWhileAndThoseOfGoneImagesAreFreed() {
        let reductions = ImageReductions()
        let kept = stripes(8)
        for _ in 0..<2 { reductions.withSurface(for: kept, level: 1) { _ in } }
        do {
            let gone = stripes(8)
            for _ in 0..<2 { reductions.withSurface(for: gone, level: 1) { _ in } }
            XCTAssertEqual(reductions.count, 2)
        }
        let other = stripes(4)
        reductions.withSurface(for: other, level: 1) { _ in }
        XCTAssertEqual(reductions.count, 1, "the gone image's reduction is freed")

        for _ in 0..<ImageReductions.keepWindow { reductions.withSurface(for: other, level: 2) { _ in } }
        let made = reductions.madeCount
        reductions.withSurface(for: kept, level: 1) { _ in }
        XCTAssertEqual(reductions.madeCount, made + 1, "not drawn for \(ImageReductions.keepWindow) draws: made again")
    }
}
