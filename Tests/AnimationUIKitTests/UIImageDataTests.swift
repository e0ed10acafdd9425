import XCTest
import AnimationRender
@testable import AnimationUIKit
import TestSupport

/// `UIImage()`, `UIImage(data:)` (PNG and JPEG bytes made here by the renderer's own encoders,
/// decoded by the renderer's decoder installed as `CAResourceProviders.images`) and
/// `UIImage(systemName:)`.
final class UIImageDataTests: XCTestCase {
    private var saved: ImageLoading?

    override func setUp() {
        super.setUp()
        saved = CAResourceProviders.images
        CAResourceProviders.images = PNGImageLoader()
        RenderDiagnostics.reset()
    }

    override func tearDown() {
        CAResourceProviders.images = saved
        super.tearDown()
    }

    /// A 4 × 2 image: red, green, blue, half-transparent white; then black, white, grey, clear.
    private func sample() throws -> RenderedImage {
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128,
                             0, 0, 0, 255, 255, 255, 255, 255, 128, 128, 128, 255, 0, 0, 0, 0]
        return try RenderedImage(width: 4, height: 2, pixels: rgba)
    }

    func testEmptyImageHasNoBitmapAndNoSize() {
        let image = UIImage()
        XCTAssertNil(image.cgImage)
        XCTAssertEqual(image.size, .zero)
        XCTAssertEqual(image.scale, 1)
    }

    func testSystemNameIsNilForEverySymbol() {
        XCTAssertNil(UIImage(systemName: "star.fill"))
        XCTAssertNil(UIImage(systemName: ""))
    }

    func testPNGBytesDecodeToTheSamePremultipliedPixels() throws {
        let bytes = try sample().pngData()
        let image = try XCTUnwrap(UIImage(data: Data(bytes)))
        XCTAssertEqual(image.size, CGSize(width: 4, height: 2))
        let px = try XCTUnwrap(image.cgImage?.pixels)
        XCTAssertEqual(px[0], 0xFFFF_0000)
        XCTAssertEqual(px[1], 0xFF00_FF00)
        XCTAssertEqual(px[2], 0xFF00_00FF)
        XCTAssertEqual(px[3], 0x8080_8080, "half-transparent white, premultiplied")
        XCTAssertEqual(px[6], 0xFF80_8080)
        XCTAssertEqual(px[7], 0)
    }

    func testScaleDividesThePixelSize() throws {
        let image = try XCTUnwrap(UIImage(data: Data(try sample().pngData()), scale: 2))
        XCTAssertEqual(image.size, CGSize(width: 2, height: 1))
    }

    func testJPEGBytesDecodeToOpaquePixelsCloseToTheDrawing() throws {
        // 16 × 16: the left half orange, the right half teal (flat areas JPEG keeps closely).
        var rgba: [UInt8] = []
        for _ in 0..<16 {
            for x in 0..<16 { rgba += x < 8 ? [240, 140, 20, 255] : [20, 160, 150, 255] }
        }
        let bytes = try RenderedImage(width: 16, height: 16, pixels: rgba).jpegData(quality: 95)
        XCTAssertEqual(Array(bytes.prefix(3)), [0xFF, 0xD8, 0xFF])
        let image = try XCTUnwrap(UIImage(data: Data(bytes)))
        XCTAssertEqual(image.size, CGSize(width: 16, height: 16))
        let px = try XCTUnwrap(image.cgImage?.pixels)
        func channels(_ p: UInt32) -> [Int] { [Int(p >> 24), Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)] }
        for (i, expected) in [(16 * 4 + 2, [255, 240, 140, 20]), (16 * 12 + 13, [255, 20, 160, 150])] {
            for (got, want) in zip(channels(px[i]), expected) {
                XCTAssertEqual(got, want, accuracy: 6, "pixel \(i): \(channels(px[i])) against \(expected)")
            }
        }
    }

    func testForeignEmptyAndDamagedBytesGiveNilWithAReason() throws {
        XCTAssertNil(UIImage(data: Data("GIF89a".utf8)))
        XCTAssertTrue(RenderDiagnostics.contains("neither PNG nor JPEG"))
        XCTAssertNil(UIImage(data: Data()))
        XCTAssertTrue(RenderDiagnostics.contains("there are no bytes"))

        let png = try sample().pngData()
        XCTAssertNil(UIImage(data: Data(png.prefix(40))), "a PNG cut short")
        let jpeg = try RenderedImage(width: 8, height: 8, fill: RGBA8(r: 9, g: 9, b: 9)).jpegData()
        XCTAssertNil(UIImage(data: Data(jpeg.prefix(20))), "a JPEG cut short")
        XCTAssertTrue(RenderDiagnostics.contains("libjpeg"))
        var garbage = jpeg
        for i in 4..<garbage.count { garbage[i] = UInt8(truncatingIfNeeded: i * 37) }
        XCTAssertNil(UIImage(data: Data(garbage)), "a JPEG signature over garbage")
    }

    func testWithoutAProviderTheImageIsNilWithADiagnostic() {
        CAResourceProviders.images = nil
        let messages = diagnostics(during: { XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]))) })
        XCTAssertEqual(messages.count, 1)
    }
}
