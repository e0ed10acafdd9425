@testable import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The optimised `BackdropBlur.gaussian` and `BackdropBlur.adjust` give exactly the bytes of
/// the first implementation (`BackdropBlurReference`), which golden images and damage tests
/// were recorded with: random images of odd, even and degenerate sizes, radii from none to
/// wider than the image, pixels premultiplied or not, and colour filters across their range.
final class BackdropBlurEquivalenceTests: XCTestCase {
    private enum Content: CaseIterable { case premultiplied, rawBytes, extremes, runs }

    private func image(_ count: Int, _ content: Content, _ rng: inout SeededGenerator) -> [UInt32] {
        if content == .runs {
            // Runs of 1 to 12 equal premultiplied pixels, as in flat parts of a blurred image.
            var result: [UInt32] = []
            while result.count < count {
                let pixel = image(1, .premultiplied, &rng)[0]
                result += repeatElement(pixel, count: min(count - result.count, Int.random(in: 1...12, using: &rng)))
            }
            return result
        }
        return (0..<count).map { _ in
            switch content {
            case .premultiplied:
                let a = UInt32.random(in: 0...255, using: &rng)
                return (a << 24) | (UInt32.random(in: 0...a, using: &rng) << 16)
                    | (UInt32.random(in: 0...a, using: &rng) << 8) | UInt32.random(in: 0...a, using: &rng)
            case .rawBytes:
                return UInt32.random(in: 0...UInt32.max, using: &rng)
            case .extremes:
                let choices: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x0100_0000, 0x8080_8080, 0xFFFF_0000,
                                         0x00FF_FFFF]
                return choices[Int.random(in: 0..<choices.count, using: &rng)]
            case .runs:
                preconditionFailure("made above")
            }
        }
    }

    func testGaussianMatchesTheReferenceBitForBit() {
        var rng = SeededGenerator(seed: 1)
        let sizes = [(1, 1), (1, 9), (9, 1), (2, 2), (1, 300), (300, 1), (37, 23), (23, 37), (64, 3), (320, 105),
                     (300, 200)]
        // σ below 0.5 (radius 0: no blur), small, the gallery's (7.49 reduced, 30 full), radii
        // 128 and 129 (σ 128.4, 129.5: either side of the switch to 32-bit sums), and radii
        // far past every side above.
        let sigmas: [Double] = [0.3, 0.5, 0.6, 1, 1.3, 2, 2.5, 3.7, 5, 7.494, 8, 12.5, 20, 29.999, 40, 128.4, 129.5,
                                250]
        for (width, height) in sizes {
            // The reference is slow in debug builds: the largest images with a few radii only.
            for sigma in sigmas where width * height <= 12_000 || [2.5, 7.494, 129.5, 250].contains(sigma) {
                for content in [Content.premultiplied, .rawBytes, .extremes] where width * height <= 12_000
                    || content == .premultiplied {
                    let source = image(width * height, content, &rng)
                    var expected = source, actual = source
                    BackdropBlurReference.gaussian(&expected, width: width, height: height, sigma: sigma)
                    BackdropBlur.gaussian(&actual, width: width, height: height, sigma: sigma)
                    XCTAssertEqual(actual, expected, "\(width)×\(height), σ \(sigma), \(content)")
                }
            }
        }
    }

    /// A scratch buffer of the wrong size or with old contents changes nothing, and extra pixels
    /// past `width × height` are left alone, as before.
    func testGaussianWithReusedScratchMatchesTheReference() {
        var rng = SeededGenerator(seed: 2)
        var scratch = [UInt32](repeating: 0xDEAD_BEEF, count: 7)
        for (width, height, sigma) in [(37, 23, 3.0), (300, 200, 7.5), (5, 4, 1.0), (37, 23, 20.0), (320, 105, 7.494)] {
            let source = image(width * height + 5, .premultiplied, &rng)
            var expected = source, actual = source
            BackdropBlurReference.gaussian(&expected, width: width, height: height, sigma: sigma)
            BackdropBlur.gaussian(&actual, width: width, height: height, sigma: sigma, scratch: &scratch)
            XCTAssertEqual(actual, expected, "\(width)×\(height), σ \(sigma)")
        }
    }

    /// The 16-bit rounding of box sums equals the first version's 64-bit one for every radius
    /// it is used for and every sum it can meet (0…255 × window); the 32-bit one around the switch.
    func testBoxRoundingMatchesTheFirstVersionForEverySum() {
        func expected(_ sum: UInt64, _ radius: Int) -> UInt8 {
            let scale = (UInt64(1) << 32) / UInt64(2 * radius + 1)
            return UInt8(min((sum * scale + (1 << 31)) >> 32, 255))
        }
        for radius in 1...BackdropBlur.NarrowBox.largestRadius {
            let box = BackdropBlur.NarrowBox(radius: radius)
            var mismatches = 0
            for sum in 0...255 * (2 * radius + 1) where box.value(UInt16(sum)) != expected(UInt64(sum), radius) {
                mismatches += 1
            }
            XCTAssertEqual(mismatches, 0, "radius \(radius)")
        }
        for radius in [1, 7, 128, 129, 1000, 4096] {
            let box = BackdropBlur.WideBox(radius: radius)
            var mismatches = 0
            for sum in stride(from: 0, through: 255 * (2 * radius + 1), by: radius > 200 ? 7 : 1)
            where box.value(UInt32(sum)) != expected(UInt64(sum), radius) { mismatches += 1 }
            XCTAssertEqual(mismatches, 0, "radius \(radius)")
        }
    }

    private func filters(_ rng: inout SeededGenerator) -> [BackdropFilter] {
        var result = [BackdropFilter(blurRadius: 0, saturation: 1.8),            // the gallery's light blur
                      BackdropFilter(blurRadius: 0, saturation: 0),
                      BackdropFilter(blurRadius: 0, scale: 0.5, offset: 0.5),
                      BackdropFilter(blurRadius: 0, saturation: 10, scale: 10, offset: -1),
                      BackdropFilter(blurRadius: 0, scale: -10, offset: 1),
                      BackdropFilter(blurRadius: 0, offset: 0.5 / 255),            // every channel near a tie
                      BackdropFilter(blurRadius: 0, saturation: 1, scale: 1, offset: 0),
                      BackdropFilter(blurRadius: 0, saturation: .nan, scale: .infinity, offset: .nan)]
        for _ in 0..<30 {
            result.append(BackdropFilter(blurRadius: 0, saturation: .random(in: 0...10, using: &rng),
                                         scale: .random(in: -10...10, using: &rng),
                                         offset: .random(in: -1...1, using: &rng)))
            // Coarse steps, where halves (ties for the rounding) come up often.
            result.append(BackdropFilter(blurRadius: 0, saturation: CGFloat(Int.random(in: 0...40, using: &rng)) / 4,
                                         scale: CGFloat(Int.random(in: -40...40, using: &rng)) / 4,
                                         offset: CGFloat(Int.random(in: -8...8, using: &rng)) / 8))
        }
        return result
    }

    func testAdjustMatchesTheReferenceBitForBit() {
        var rng = SeededGenerator(seed: 3)
        for filter in filters(&rng) {
            for content in Content.allCases {
                // Four pixels at a time: sizes that leave one to three at the end too.
                let source = image([4000, 4001, 4002, 4003, 1, 2, 3, 5][Int.random(in: 0..<8, using: &rng)], content,
                                   &rng)
                var expected = source, actual = source
                BackdropBlurReference.adjust(&expected, filter)
                BackdropBlur.adjust(&actual, filter)
                XCTAssertEqual(actual, expected, "\(filter), \(content)")
            }
        }
    }

    /// Every alpha with every value of one channel (the others 0, half or all of alpha), and
    /// runs of equal pixels (the memo of the previous pixel), for a handful of filters.
    func testAdjustMatchesTheReferenceOverEveryAlphaAndChannel() {
        var rng = SeededGenerator(seed: 4)
        var source: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in 0...a {
                for other in [0, a / 2, a] {
                    source.append((a << 24) | (c << 16) | (other << 8) | (a - c))
                    source.append((a << 24) | (other << 16) | (c << 8) | other)
                    source.append((a << 24) | (other << 16) | (c << 8) | other)
                }
            }
        }
        for filter in filters(&rng).prefix(5) {
            var expected = source, actual = source
            BackdropBlurReference.adjust(&expected, filter)
            BackdropBlur.adjust(&actual, filter)
            XCTAssertEqual(actual, expected, "\(filter)")
        }
    }
}
