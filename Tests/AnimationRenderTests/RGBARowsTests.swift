@testable import AnimationRender
import TestSupport
import XCTest

/// `RGBARows` and the scans built on it give exactly what the per-byte loops they replaced gave
/// (kept below as `ByteLoops`), on random pixels and on the edge cases: alpha 0, 1, 254 and 255,
/// colours above their alpha, every row length up to 40 (the 8-pixel steps and every tail) and
/// rows that start off a word boundary. Same rows in, same bytes to deflate: the PNG files of
/// the export are byte for byte those of before.
final class RGBARowsTests: XCTestCase {
    /// The loops of `PNGEncoder` and `PixelMath` before they worked eight pixels at a time.
    private enum ByteLoops {
        static func isOpaque(_ rgba: [UInt8]) -> Bool {
            var i = 3
            while i < rgba.count {
                if rgba[i] != 255 { return false }
                i += 4
            }
            return true
        }

        static func packRGB(_ rgba: [UInt8]) -> [UInt8] {
            let width = rgba.count / 4
            var r = [UInt8](repeating: 0, count: width * 3)
            for x in 0..<width {
                r[x * 3] = rgba[x * 4]; r[1 + x * 3] = rgba[x * 4 + 1]; r[2 + x * 3] = rgba[x * 4 + 2]
            }
            return r
        }

        static func unpremultiply(_ rgba: [UInt8]) -> [UInt8] {
            var out = rgba
            for i in 0..<(rgba.count / 4) {
                let a = UInt32(out[i * 4 + 3])
                if a == 255 { continue }
                if a == 0 { out[i * 4] = 0; out[i * 4 + 1] = 0; out[i * 4 + 2] = 0; continue }
                func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
                out[i * 4] = un(out[i * 4]); out[i * 4 + 1] = un(out[i * 4 + 1]); out[i * 4 + 2] = un(out[i * 4 + 2])
            }
            return out
        }
    }

    private var generator = SeededGenerator(seed: 26)

    /// `count` pixels of random colour; alpha 255 half the time, else 0, 1, 254 or random;
    /// colours at most their alpha (premultiplied) unless `anyColour`.
    private func pixels(_ count: Int, anyColour: Bool = false) -> [UInt8] {
        (0..<count).flatMap { _ -> [UInt8] in
            let v = generator.next()
            let alphas: [UInt8] = [255, 255, 255, 255, 0, 1, 254, UInt8(truncatingIfNeeded: v >> 40)]
            let a = alphas[Int(v >> 61)]
            func c(_ shift: UInt64) -> UInt8 {
                let byte = UInt8(truncatingIfNeeded: v >> shift)
                return anyColour || a == 255 ? byte : UInt8(UInt32(byte) * UInt32(a) / 255)
            }
            return [c(0), c(8), c(16), a]
        }
    }

    /// Runs `body` on a copy of `bytes` that starts `offset` bytes into its buffer.
    private func withBytes<T>(_ bytes: [UInt8], offset: Int, _ body: (UnsafeMutableRawPointer) -> T) -> T {
        var buffer = [UInt8](repeating: 0xA5, count: bytes.count + offset + 8)
        buffer.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
        return buffer.withUnsafeMutableBytes { body($0.baseAddress! + offset) }
    }

    /// Unpremultiplies a copy of `row` (`width` pixels) placed `offset` bytes into a buffer.
    private func unpremultiplied(_ row: [UInt8], width: Int, offset: Int) -> [UInt8] {
        withBytes(row, offset: offset) { base -> [UInt8] in
            PixelMath.unpremultiplyInPlace(base.assumingMemoryBound(to: UInt8.self), pixels: width)
            return Array(UnsafeRawBufferPointer(start: base, count: width * 4))
        }
    }

    func testOpacityScanMatchesTheByteLoop() {
        for width in 0...40 {
            let opaque = [UInt8](repeating: 255, count: width * 4)
            XCTAssertTrue(withBytes(opaque, offset: 0) { RGBARows.allOpaque($0, pixels: width) }, "width \(width)")
            for x in 0..<width {
                for alpha: UInt8 in [0, 1, 254] {
                    var row = opaque
                    row[x * 4 + 3] = alpha
                    let found = withBytes(row, offset: x % 4) { RGBARows.allOpaque($0, pixels: width) }
                    XCTAssertEqual(found, ByteLoops.isOpaque(row), "width \(width), pixel \(x), alpha \(alpha)")
                    XCTAssertFalse(found)
                }
            }
            let random = pixels(width)
            XCTAssertEqual(withBytes(random, offset: 1) { RGBARows.allOpaque($0, pixels: width) },
                           ByteLoops.isOpaque(random), "random row of \(width)")
        }
    }

    func testRGBPackingMatchesTheByteLoopAndWritesNothingPastTheRow() {
        for width in Array(0...40) + [1280] {
            for offset in 0..<4 {
                let row = pixels(width, anyColour: true)
                var out = [UInt8](repeating: 0x5A, count: width * 3 + offset + 8)
                row.withUnsafeBytes { source in
                    out.withUnsafeMutableBytes {
                        RGBARows.packRGB(source.baseAddress!, pixels: width, into: $0.baseAddress! + offset)
                    }
                }
                XCTAssertEqual(Array(out[offset..<(offset + width * 3)]), ByteLoops.packRGB(row),
                               "width \(width), offset \(offset)")
                XCTAssertEqual(Array(out[..<offset] + out[(offset + width * 3)...]),
                               Array(repeating: 0x5A, count: offset + 8), "bytes around the row, width \(width)")
            }
        }
    }

    func testUnpremultiplyMatchesTheByteLoop() {
        for width in Array(0...40) + [1280 * 4] {
            for anyColour in [false, true] {
                let row = pixels(width, anyColour: anyColour)
                XCTAssertEqual(unpremultiplied(row, width: width, offset: width % 4), ByteLoops.unpremultiply(row),
                               "width \(width), colours above alpha: \(anyColour)")
            }
        }
        // One translucent pixel in each place of an otherwise opaque block of eight and its tail.
        for x in 0..<11 {
            var row = [UInt8](repeating: 200, count: 11 * 4)
            for i in 0..<11 { row[i * 4 + 3] = 255 }
            row[x * 4 + 3] = 1
            let got = unpremultiplied(row, width: 11, offset: 3)
            XCTAssertEqual(got, ByteLoops.unpremultiply(row), "translucent pixel \(x)")
            XCTAssertEqual(got[x * 4], 255, "200 over alpha 1 clamps to 255")
        }
    }

    /// Opaque frames whose rows take the 8-pixel steps and tails decode to the pixels given.
    func testPackedOpaqueFramesReadBackExactly() throws {
        for (width, height) in [(9, 3), (17, 5), (64, 2)] {
            var bytes = pixels(width * height, anyColour: true)
            for i in 0..<(width * height) { bytes[i * 4 + 3] = 255 }
            let image = try RenderedImage(width: width, height: height, pixels: bytes)
            let path = NSTemporaryDirectory() + "rgba-rows-\(UUID().uuidString).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(try image.pngData())))
            XCTAssertEqual(try RenderedImage(contentsOfPNG: path), image, "\(width)×\(height)")
        }
    }
}
