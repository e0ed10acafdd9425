import AnimationCore
@testable import AnimationRender
import XCTest

/// The image loader's cache stays under its byte limit, dropping the least recently used.
final class DecodedImageCacheTests: XCTestCase {
    private func image(_ side: Int) -> CGImage {
        CGImage(width: side, height: side, pixels: [UInt32](repeating: 0xFF00_00FF, count: side * side))!
    }

    func testDropsLeastRecentlyUsedOnceOverTheLimit() {
        var cache = DecodedImageCache(byteLimit: 3 * 16 * 16 * 4)
        for name in ["a", "b", "c"] { cache.insert(image(16), named: name) }
        XCTAssertEqual(cache.count, 3)
        XCTAssertEqual(cache.byteCount, 3 * 1024)
        XCTAssertNotNil(cache.image(named: "a"), "a is now the most recently used")
        cache.insert(image(16), named: "d")
        XCTAssertEqual(cache.count, 3)
        XCTAssertNil(cache.image(named: "b"), "b was the least recently used")
        XCTAssertNotNil(cache.image(named: "a"))
        XCTAssertNotNil(cache.image(named: "c"))
        XCTAssertNotNil(cache.image(named: "d"))
        XCTAssertLessThanOrEqual(cache.byteCount, cache.byteLimit)
    }

    func testReplacingANameCountsItsBytesOnce() {
        var cache = DecodedImageCache(byteLimit: 1 << 20)
        cache.insert(image(16), named: "a")
        cache.insert(image(32), named: "a")
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.byteCount, 32 * 32 * 4)
    }

    func testImageLargerThanTheLimitIsNotKept() {
        var cache = DecodedImageCache(byteLimit: 100)
        cache.insert(image(16), named: "big")
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.byteCount, 0)
    }

    func testLoaderKeepsItsCacheUnderTheLimitAndReloadsWhatItDropped() throws {
        let dir = NSTemporaryDirectory() + "decoded-image-cache-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for i in 0..<6 {
            try RenderedImage(width: 20, height: 20,
                              fill: RGBA8(r: UInt8(i * 40), g: 0, b: 0)).writePNG(to: "\(dir)/p\(i).png")
        }
        let loader = PNGImageLoader(directory: dir, cacheBytes: 2 * 20 * 20 * 4)
        for i in 0..<6 { XCTAssertNotNil(loader.loadImage(named: "p\(i)")) }
        XCTAssertEqual(loader.cached.count, 2)
        XCTAssertEqual(loader.cached.bytes, 2 * 1600)
        let again = try XCTUnwrap(loader.loadImage(named: "p0"), "a dropped image is decoded again")
        XCTAssertEqual(again.width, 20)
        XCTAssertEqual(again.pixels[0] & 0xFF, 0, "p0 is black")
        XCTAssertTrue(again === loader.loadImage(named: "p0"), "and kept again")
    }
}
