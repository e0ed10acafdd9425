import XCTest
import Foundation
@testable import AnimationCore
import TestSupport

/// The shortcuts the snapshot takes in its arithmetic give the same bits as what they replace.
final class SnapshotArithmeticTests: XCTestCase {
    /// Deterministic doubles in 0..<scale (the same for every scale's seed).
    private func samples(_ count: Int, scale: Double) -> [Double] {
        var rng = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        return (0..<count).map { _ in rng.unit() * scale }
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
                    let slack = kernel.beginSlack.map { max($0, TimingKernel.slackShare(p)) } ?? 0
                    let split = slack * kernel.absoluteSpeed
                    XCTAssertEqual(split.bitPattern, (MediaTimeTolerance.slack(p, b) * abs(speed)).bitPattern,
                                   "begin \(b) parent \(p)")
                }
            }
        }
    }

    /// `UnitBezier.solve` as it was before its sample-table bracket became a written-out binary
    /// search: the same arithmetic with the table scanned from the start.
    private func scanningSolve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func curveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        let samples = (0...10).map { curveX(Double($0) / Double(10)) }
        var i = 1
        while i < 10 && samples[i] < x { i += 1 }
        let step = 1 / Double(10)
        var lo = Double(i - 1) * step, hi = Double(i) * step
        let below = samples[i - 1], span = samples[i] - below
        var t = lo + (span > 0 ? (x - below) / span : 0.5) * step
        for _ in 0..<64 {
            let error = curveX(t) - x
            if abs(error) <= 1e-12 { break }
            if error > 0 { hi = t } else { lo = t }
            if hi - lo <= 1e-15 { break }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            let next = derivative > 0 ? t - error / derivative : .nan
            t = next > lo && next < hi ? next : 0.5 * (lo + hi)
        }
        let y = ((ay * t + by) * t + cy) * t
        return y.isNaN ? x : y
    }

    func testBezierBracketFindsWhatTheScanFound() {
        var controls: [(Double, Double, Double, Double)] = [
            (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.68, -0.55, 0.27, 1.55),
            (1, 0, 0, 1), (0, 1, 1, 0), (1, 1, 1, 1), (0, 0, 0, 0), (1, 0, 1, 0), (0, 0, 1, 1), (0.5, 2, 0.5, -1)]
        let r = samples(400, scale: 1)
        for k in stride(from: 0, to: r.count - 3, by: 4) {
            controls.append((r[k], r[k + 1] * 3 - 1, r[k + 2], r[k + 3] * 3 - 1))
        }
        var inputs: [Double] = [1e-300, 1e-12, 0.05, 0.1, 0.1.nextUp, 0.1.nextDown, 0.5, 0.9, 0.999_999, 1.0.nextDown]
        inputs += samples(300, scale: 1)
        for (x1, y1, x2, y2) in controls {
            let curve = UnitBezier(p1x: x1, p1y: y1, p2x: x2, p2y: y2)
            // The curve's own sample values as inputs too (exact ties with the table).
            inputs += (1..<10).map { i in
                let t = Double(i) / 10, cx = 3 * x1, bx = 3 * (x2 - x1) - cx
                return (((1 - cx - bx) * t + bx) * t + cx) * t
            }.filter { $0 > 0 && $0 < 1 }
            guard x1 != y1 || x2 != y2 else { continue }  // the identity curve returns x directly
            for x in inputs {
                XCTAssertEqual(curve.solve(x).bitPattern, scanningSolve(x1, y1, x2, y2, x).bitPattern,
                               "\((x1, y1, x2, y2)) at \(x)")
            }
        }
    }

    /// A layer with the default timing takes `t + 0` for its local time: the formula's bits.
    func testDefaultLayerTimingIsTPlusZero() {
        let g = LayerScalars()
        var times: [Double] = [0, -0.0, 1, -1, 0.016, 1e-320, -1e-320, 1e300, -1e300, .infinity, -.infinity, .nan,
                               31_536_000.3, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        times += samples(10_000, scale: 1e6).map { $0 - 5e5 }
        for t in times {
            let formula = (t - g.beginTime) * Double(g.speed) + g.timeOffset
            XCTAssertEqual(g.localTime(fromParentTime: t).bitPattern, formula.bitPattern, "\(t)")
        }
        var h = g
        h.beginTime = -0.0  // not the default bits: takes the formula
        XCTAssertEqual(h.localTime(fromParentTime: -0.0).bitPattern, ((-0.0 - -0.0) * 1 + 0).bitPattern)
    }
}
