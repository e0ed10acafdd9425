import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The export's PNG encoder: files that a PNG decoder (cairo's libpng) reads back to the same pixels.
final class PNGEncoderTests: XCTestCase {
    private func decode(_ bytes: [UInt8]) throws -> RenderedImage {
        let path = NSTemporaryDirectory() + "png-encoder-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return try RenderedImage(contentsOfPNG: path)
    }

    /// The colour-type byte of the IHDR chunk (offset 8 + 8 + 9).
    private func colourType(_ bytes: [UInt8]) -> UInt8 { bytes[25] }

    func testOpaqueImageIsWrittenAsRGBAndReadsBackExactly() throws {
        var image = RenderedImage(width: 7, height: 5, fill: RGBA8(r: 10, g: 200, b: 30))
        image[1, 1] = RGBA8(r: 255, g: 0, b: 0)
        image[6, 4] = RGBA8(r: 1, g: 2, b: 3)

        let bytes = try image.pngData()

        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(colourType(bytes), 2, "opaque pixels need no alpha channel")
        XCTAssertEqual(try decode(bytes), image)
    }

    func testTranslucentImageKeepsStraightAlpha() throws {
        var image = RenderedImage(width: 4, height: 3, fill: RGBA8(r: 0, g: 0, b: 255, a: 255))
        image[0, 0] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        image[2, 1] = RGBA8(r: 255, g: 0, b: 255, a: 128)   // survives the decoder's premultiplied surface

        let bytes = try image.pngData()

        XCTAssertEqual(colourType(bytes), 6)
        XCTAssertEqual(try decode(bytes), image)
    }

    /// A frame whose deflate stream spans several 64 KB IDAT chunks (noise does not compress).
    func testLargeNoisyImageSpansSeveralChunks() throws {
        var generator = SeededGenerator(seed: 14)
        let pixels = (0..<(640 * 300)).flatMap { _ -> [UInt8] in
            let v = generator.next()
            return [UInt8(v & 255), UInt8((v >> 8) & 255), UInt8((v >> 16) & 255), 255]
        }
        let image = try RenderedImage(width: 640, height: 300, pixels: pixels)

        let bytes = try image.pngData()

        let idat = (0..<(bytes.count - 4)).filter { bytes[$0..<($0 + 4)].elementsEqual("IDAT".utf8) }
        XCTAssertGreaterThan(idat.count, 5)
        XCTAssertEqual(try decode(bytes), image)
    }

    /// A gallery-like frame (flat areas) compresses well below its raw size.
    func testFlatFrameCompresses() throws {
        var image = RenderedImage(width: 1280, height: 800, fill: RGBA8(r: 20, g: 20, b: 25))
        for y in 100..<300 { for x in 100..<500 { image[x, y] = RGBA8(r: 240, g: 240, b: 240) } }

        let bytes = try image.pngData()

        XCTAssertLessThan(bytes.count, 20_000)
        XCTAssertEqual(try decode(bytes), image)
    }
}
