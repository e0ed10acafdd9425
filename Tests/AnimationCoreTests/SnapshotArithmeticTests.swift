import XCTest
import Foundation
@_spi(ViewAnimation) @testable import AnimationCore

/// The shortcuts the snapshot takes in its arithmetic give the same bits as what they replace.
final class SnapshotArithmeticTests: XCTestCase {
    /// Deterministic doubles spread over many magnitudes (xorshift).
    private func samples(_ count: Int, scale: Double) -> [Double] {
        var s: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            return Double(s >> 11) / 9_007_199_254_740_992 * scale
        }
    }

    func testSinCosGivesTheBitsOfSinAndCos() {
        var arguments = [0, 1e-300, 1e-4, 0.5, .pi / 4, .pi, 1e5, 1e22, -3.7]
        for scale in [1e-3, 10, 200, 1e6] { arguments += samples(20_000, scale: scale) }
        for x in arguments {
            let (s, c) = sinCos(x)
            XCTAssertEqual(s.bitPattern, sin(x).bitPattern, "sin \(x)")
            XCTAssertEqual(c.bitPattern, cos(x).bitPattern, "cos \(x)")
        }
    }

    func testKernelFloorIsRoundedDown() {
        let twoTo52 = 4_503_599_627_370_496.0
        var values: [Double] = [0, -0.0, 0.5, 1, 1.5, 2.5, 0.999_999_999_999_999_9, 1 - 1e-16, 3 - 1e-15,
                                twoTo52 - 0.5, twoTo52 - 1, twoTo52, twoTo52 + 2, 1e300, -0.5, -2.5,
                                .leastNonzeroMagnitude, .infinity, -.infinity]
        for scale in [1.0, 100, 1e9, twoTo52] { values += samples(20_000, scale: scale) }
        for x in values {
            XCTAssertEqual(TimingKernel.floor(x).bitPattern, x.rounded(.down).bitPattern, "floor \(x)")
        }
        XCTAssertTrue(TimingKernel.floor(.nan).isNaN)
    }

    func testKernelCountReadsWholeNumbers() {
        for n in [0, 1, 2, 7, 1_000, 999_999_999, 1_000_000_000, 4_503_599_627_370_495] {
            XCTAssertEqual(TimingKernel.count(Double(n)), n)
        }
        _ = TimingKernel.count(.nan)  // some count, no trap
    }

    func testKernelSlackIsMediaTimeTolerance() {
        let begins: [Double] = [0, 1e-3, 2.5, -7, 31_536_000.3, 1e12, .infinity]
        let parents: [Double] = [0, 0.016, 1.7, 31_536_000.3 - 4e-9, -1e5, 1e15]
        for b in begins {
            for speed in [1.0, -2, 0.5, 0] {
                let kernel = TimingKernel(MediaTiming(beginTime: b, duration: 1, speed: speed, timeOffset: 0,
                                                      repeatCount: 0, repeatDuration: 0, autoreverses: false,
                                                      fillMode: .removed, timingFunction: nil))
                for p in parents {
                    let split = (kernel.beginSlack.map { max($0, TimingKernel.slackShare(p)) } ?? 0) * kernel.absoluteSpeed
                    XCTAssertEqual(split.bitPattern, (MediaTimeTolerance.slack(p, b) * abs(speed)).bitPattern, "begin \(b) parent \(p)")
                }
            }
        }
    }
}
