import XCTest
@testable import AnimationCore
import TestSupport

/// When an emitter starts emitting (Core Animation's rules; see `CAEmitterLayer`): at its first
/// commit while `beginTime` is 0, at local time 0 once `beginTime` is set, and a rise of
/// `birthRate` from 0 fills the idle time. The clock starts at 100 s, far from 0. With one birth
/// a second, particle k is born k seconds after the start: n.5 s in, n + 1 particles live.
final class EmitterStartTests: ManualClockTestCase {
    /// A committed emitter of one particle a second that lives 120 s, made now.
    private func makeEmitter(configure: (CAEmitterLayer) -> Void = { _ in }) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 4))
        cell.birthRate = 1
        cell.lifetime = 120
        emitter.emitterCells = [cell]
        configure(emitter)
        CARunLoop.tick()
        return emitter
    }

    private func count(_ emitter: CAEmitterLayer) -> Int {
        emitter.renderSnapshot().root.particles.reduce(0) { $0 + $1.particles.count }
    }

    func testANewEmitterStartsEmptyAtItsFirstCommitFarFromTimeZero() {
        at(10)
        let emitter = makeEmitter()
        XCTAssertEqual(count(emitter), 0, "nothing was born before it was added")
        at(20.5)
        XCTAssertEqual(count(emitter), 11, "born 0, 1, … 10 s after it was added")
    }

    func testBeginTimeNowStartsItNow() {
        let emitter = makeEmitter { $0.beginTime = CACurrentMediaTime() }
        at(10.5)
        XCTAssertEqual(count(emitter), 11)
    }

    /// A clock that starts at 0 (headless export's) makes `beginTime = CACurrentMediaTime()`
    /// set 0: still a set begin time, so the emitter runs from local time 0, not its commit.
    func testABeginTimeSetToZeroCountsAsSet() {
        clock.set(0)
        let emitter = makeEmitter {
            $0.beginTime = CACurrentMediaTime()
            self.clock.set(20.5)   // first committed 20.5 s later, as the export's first frame does
        }
        XCTAssertEqual(count(emitter), 21)
    }

    func testBeginTimeInThePastShowsItMidRun() {
        at(50)
        let emitter = makeEmitter { $0.beginTime = CACurrentMediaTime() - 30.5 }
        XCTAssertEqual(count(emitter), 31, "prewarmed: 30.5 s of particles at once")
        at(60)
        XCTAssertEqual(count(emitter), 41)
    }

    func testBeginTimeInTheFutureWaits() {
        let emitter = makeEmitter { $0.beginTime = CACurrentMediaTime() + 5 }
        at(4)
        XCTAssertEqual(count(emitter), 0)
        at(8.5)
        XCTAssertEqual(count(emitter), 4)
    }

    func testRestartingWithBeginTimeNowStartsEmpty() {
        let emitter = makeEmitter()
        at(10)
        emitter.birthRate = 0
        at(30)
        emitter.beginTime = emitter.convertTime(CACurrentMediaTime(), from: nil)
        emitter.birthRate = 1
        CARunLoop.tick()
        XCTAssertEqual(count(emitter), 0, "the old run is gone with the old timeline; the new one starts now")
        at(35.5)
        XCTAssertEqual(count(emitter), 6)
    }

    func testRaisingBirthRateFromZeroFillsTheIdleTime() {
        at(10)
        let emitter = makeEmitter { $0.birthRate = 0 }
        at(30.5)
        XCTAssertEqual(count(emitter), 0)
        emitter.birthRate = 1
        CARunLoop.tick()
        XCTAssertEqual(count(emitter), 21, "as if it had emitted since it was committed (iOS 7 and later)")
    }

    func testLoweringBirthRateToZeroLetsTheParticlesLive() {
        let emitter = makeEmitter()
        at(10.5)
        emitter.birthRate = 0
        at(50)
        XCTAssertEqual(count(emitter), 11, "none born after the stop, none died yet")
    }
}
