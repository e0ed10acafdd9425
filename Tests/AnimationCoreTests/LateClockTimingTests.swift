import XCTest
@testable import AnimationCore

/// Deadlines, animation boundaries and emitter births land on the same frame, relative to the
/// start, whether the media clock started at 0, 30 days or a year ago (issue 20's long-running
/// clock). A year from 0 times are doubles 3.7 ns apart, so `start + k / 60` and
/// `start + j / 60 + 0.3` can miss each other by a step where, near 0, they meet.
final class LateClockTimingTests: XCTestCase {
    static let starts: [CFTimeInterval] = [0, 30 * 86_400, 365 * 86_400]
    static let fps = 60.0

    private var clock: ManualClock!
    private var savedClock: MediaClock!

    override func setUp() {
        super.setUp()
        savedClock = CAMediaClock.clock
        CATransaction.stack.removeAll()
        CADiagnostics.reset()
    }

    override func tearDown() {
        CARunLoop.tick()
        CATransaction.stack.removeAll()
        CAMediaClock.clock = savedClock
        super.tearDown()
    }

    /// Installs a clock at `start` and runs the run loop once.
    private func begin(at start: CFTimeInterval) {
        clock = ManualClock(time: start)
        CAMediaClock.clock = clock
        CARunLoop.tick()
    }

    /// Moves the clock to frame `k` of a 60 Hz run from `start` and turns the run loop.
    private func frame(_ k: Int, from start: CFTimeInterval) {
        clock.set(start + Double(k) / Self.fps)
        CARunLoop.tick()
    }

    /// For work set up at a frame of each of the 60 phases of a second (frames 0, 61, 122, …,
    /// so the clock only moves forward), the number of frames until `done()` says it happened
    /// (nil if not within `limit` frames).
    private func framesUntil(start: CFTimeInterval, limit: Int = 40,
                             setUp: () -> Void, done: () -> Bool) -> [Int?] {
        (0..<60).map { phase in
            let k0 = phase * 61
            frame(k0, from: start)
            setUp()
            for k in (k0 + 1)...(k0 + limit) {
                frame(k, from: start)
                if done() { return k - k0 }
            }
            return nil
        }
    }

    func testADelayedBlockFiresOnTheSameFrameHoweverLateTheClock() {
        for start in Self.starts {
            begin(at: start)
            var fired = false

            let frames = framesUntil(start: start, setUp: {
                fired = false
                CARunLoop.schedule(afterMediaDelay: 0.3) { fired = true }
            }, done: { fired })

            XCTAssertEqual(frames, Array(repeating: 18, count: 60), "a 0.3 s delay scheduled at \(start) s")
        }
    }

    func testAnAnimationStopsOnTheSameFrameHoweverLateTheClock() {
        for start in Self.starts {
            begin(at: start)
            let layer = CALayer()
            CARunLoop.tick()
            let delegate = StopRecorder()

            let frames = framesUntil(start: start, setUp: {
                delegate.stopped = false
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.0
                fade.toValue = 1.0
                fade.duration = 0.3
                fade.delegate = delegate
                layer.add(fade, forKey: "fade")
            }, done: { delegate.stopped })

            XCTAssertEqual(frames, Array(repeating: 18, count: 60), "a 0.3 s fade added at \(start) s")
        }
    }

    /// A replicator instance `i × instanceDelay` late looks at times like `t − 0.3`: where that
    /// lands on the begin time of an animation added at a frame, it is on it (progress 0), near 0
    /// as a year from 0. (Frame 844 − 0.3 s is 2 × 10⁻¹⁵ s before frame 826 started at 0; frame
    /// 845 − 0.3 s is 3.7 ns before frame 827 started a year late.)
    func testATimeOnAnAnimationsBeginIsInsideItHoweverLateTheClock() {
        for start in Self.starts {
            for (frame, beginFrame) in [(844, 826), (845, 827)] {
                let timing = MediaTiming(beginTime: start + Double(beginFrame) / Self.fps, duration: 0.33, speed: 1,
                                         timeOffset: 0, repeatCount: 0, repeatDuration: 0, autoreverses: false,
                                         fillMode: .removed, timingFunction: nil)

                let instance = timing.evaluate(parentTime: start + Double(frame) / Self.fps - 15 * 0.02)

                XCTAssertEqual(instance?.phase, .active, "frame \(frame), started at \(start) s")
                XCTAssertEqual(instance?.progress ?? -1, 0, accuracy: 1e-6, "frame \(frame), started at \(start) s")
            }
        }
    }

    func testAnAnimationWithoutFillEndsOnTheSameFrameHoweverLateTheClock() {
        for start in Self.starts {
            var ended: [Int] = []
            for k0 in 0..<60 {
                let timing = MediaTiming(beginTime: start + Double(k0) / Self.fps, duration: 0.3, speed: 1,
                                         timeOffset: 0, repeatCount: 0, repeatDuration: 0, autoreverses: false,
                                         fillMode: .removed, timingFunction: nil)
                let end = (k0...(k0 + 30)).first {
                    timing.evaluate(parentTime: start + Double($0) / Self.fps) == nil && $0 > k0
                }
                ended.append(end! - k0)
            }

            XCTAssertEqual(ended, Array(repeating: 18, count: 60), "started at \(start) s")
        }
    }

    /// The Flight board's snow: `birthRate` is set before `beginTime`, then the layer joins the
    /// tree. The change counts from the layer's start, not from a year ahead of it.
    func testABirthRateSetBeforeBeginTimeCountsFromTheStartHoweverLateTheClock() {
        var counts: [Int] = []
        for start in Self.starts {
            begin(at: start)
            let host = CALayer()
            let emitter = CAEmitterLayer()
            emitter.birthRate = 0.5
            let cell = CAEmitterCell()
            cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
            cell.birthRate = 20
            cell.lifetime = 10
            emitter.emitterCells = [cell]
            emitter.beginTime = host.convertTime(CACurrentMediaTime(), from: nil)
            host.addSublayer(emitter)
            CARunLoop.tick()

            frame(60, from: start)
            counts.append(host.renderSnapshot(at: start + 0.95).root.sublayers[0].particles.first?.particles.count ?? 0)
        }

        XCTAssertEqual(counts, [10, 10, 10], "0.5 × 20 flakes a second, for 0.95 s (the first at 0)")
    }

    func testABirthRateChangeNotYetCommittedIsDrawnAtItsTime() {
        begin(at: 365 * 86_400)
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
        cell.birthRate = 10
        cell.lifetime = 10
        emitter.emitterCells = [cell]
        emitter.beginTime = CACurrentMediaTime()
        CARunLoop.tick()
        frame(60, from: 365 * 86_400)

        emitter.birthRate = 0

        let t = CACurrentMediaTime()
        XCTAssertEqual(emitter.renderSnapshot(at: t + 1).root.particles.first?.particles.count, 11,
                       "10 a second, born at 0, 0.1, … 1.0 s, then none: before the transaction commits")
        CARunLoop.tick()
        XCTAssertEqual(emitter.renderSnapshot(at: t + 1).root.particles.first?.particles.count, 11, "and after")
    }

    func testToleranceIsANanosecondNearZeroAndSixteenStepsAYearLate() {
        let year = 365.0 * 86_400

        XCTAssertEqual(MediaTimeTolerance.slack(0.3, 0.3), 1e-9)
        XCTAssertEqual(MediaTimeTolerance.slack(year, year + 0.3), 16 * (year + 0.3).ulp)
        XCTAssertTrue(MediaTimeTolerance.hasReached(year + 0.3 - (year + 0.3).ulp, due: year + 0.3))
        XCTAssertFalse(MediaTimeTolerance.hasReached(year + 0.3 - 1e-6, due: year + 0.3))
        XCTAssertFalse(MediaTimeTolerance.hasReached(0, due: .infinity))
        XCTAssertFalse(MediaTimeTolerance.hasReached(.nan, due: 1))
    }
}

/// Notes when an animation stops.
private final class StopRecorder: CAAnimationDelegate {
    var stopped = false
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = true }
}
