import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

final class SnowflakeImagesTests: XCTestCase {
    /// The image as straight-alpha RGBA bytes.
    static func rendered(_ image: CGImage) throws -> RenderedImage {
        var bytes = [UInt8]()
        bytes.reserveCapacity(image.pixels.count * 4)
        for p in image.pixels {
            let a = Int(p >> 24), r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
            func straight(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
            bytes += [straight(r), straight(g), straight(b), UInt8(a)]
        }
        return try RenderedImage(width: image.width, height: image.height, pixels: bytes)
    }

    static var assetsDirectory: String {
        let here = URL(fileURLWithPath: "\(#filePath)")
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/images").path
    }

    func testThreeToSixWhiteFlakesOnTransparent() {
        let images = SnowflakeImages.all
        XCTAssertEqual(images.count, SnowflakeImages.count)
        XCTAssertTrue((3...6).contains(images.count))
        for image in images {
            XCTAssertEqual(image.width, image.height)
            XCTAssertEqual(image.pixels.first, 0, "\(image.name): transparent corner")
            let opaque = image.pixels.filter { $0 >> 24 > 128 }.count
            XCTAssertGreaterThan(opaque, image.pixels.count / 20, "\(image.name) draws something")
            XCTAssertTrue(image.pixels.allSatisfy { p in
                let a = p >> 24
                return (p >> 16) & 255 == a && (p >> 8) & 255 == a && p & 255 == a
            }, "\(image.name): premultiplied white")
        }
    }

    func testCrystalsAreMirrorSymmetric() {
        for image in SnowflakeImages.all {
            let n = image.width
            func alpha(_ x: Int, _ y: Int) -> Int { Int(image.pixels[y * n + x] >> 24) }
            for y in 0..<n {
                for x in 0..<n {
                    XCTAssertLessThanOrEqual(abs(alpha(x, y) - alpha(n - 1 - x, y)), 1, "\(image.name) at \(x),\(y)")
                    XCTAssertLessThanOrEqual(abs(alpha(x, y) - alpha(x, n - 1 - y)), 1, "\(image.name) at \(x),\(y)")
                }
            }
        }
    }

    /// `GALLERY_WRITE_ASSETS=1` writes `assets/images/snowflake-N.png` from the code's images.
    func testAssetPNGsMatchTheGeneratedImages() throws {
        let dir = Self.assetsDirectory
        for (i, image) in SnowflakeImages.all.enumerated() {
            let path = "\(dir)/snowflake-\(i + 1).png"
            let expected = try Self.rendered(image)
            if ProcessInfo.processInfo.environment["GALLERY_WRITE_ASSETS"] == "1" {
                try expected.writePNG(to: path)
            }
            guard FileManager.default.fileExists(atPath: path) else {
                XCTFail("\(path) is missing; run with GALLERY_WRITE_ASSETS=1 to write it")
                continue
            }
            let onDisk = try RenderedImage(contentsOfPNG: path)
            XCTAssertEqual(onDisk.width, expected.width)
            let c = GoldenImage.compare(onDisk, expected, channelTolerance: 2)
            XCTAssertEqual(c.differing, 0, "\(path) differs from the generated flake")
        }
    }
}
