import AnimationCore
import XCTest

/// Ported Core Animation code: transaction completions, kept end states, replicated delays.
final class UploadProgressRingTests: PortingTestCase {
    func testTheRingFillsToEachProgressAndReportsIt() {
        let upload = UploadProgressRing()
        CARunLoop.tick()
        upload.setProgress(0.5)
        at(0.25)
        XCTAssertEqual(number(upload.ring, "strokeEnd"), 0.25, accuracy: 1e-6)
        at(0.5)
        XCTAssertEqual(upload.reached, [0.5])
        upload.setProgress(1)
        at(0.75)
        XCTAssertEqual(number(upload.ring, "strokeEnd"), 0.75, accuracy: 1e-6)
        at(1.0)
        XCTAssertEqual(upload.reached, [0.5, 1])
    }
}

final class SunriseGradientTests: PortingTestCase {
    func testTheColoursBlendAndStayAtDawn() {
        let sunrise = SunriseGradient()
        sunrise.rise()
        at(1)
        let mid = sunrise.sky.presentation()?.colors?.compactMap { $0 as? CGColor } ?? []
        XCTAssertEqual(mid.count, 2)
        XCTAssertEqual(mid.first?.red ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(mid.first?.blue ?? -1, 0.2, accuracy: 1e-6)
        XCTAssertEqual(mid.last?.blue ?? -1, 0.7, accuracy: 1e-6)
        at(3)
        let kept = sunrise.sky.presentation()?.colors?.compactMap { $0 as? CGColor } ?? []
        XCTAssertEqual(kept, SunriseGradient.dawn, "fillMode .forwards, not removed")
        XCTAssertEqual(sunrise.sky.colors?.compactMap { $0 as? CGColor }, SunriseGradient.night,
                       "the model is still night")
    }
}

final class TypingIndicatorDotsTests: PortingTestCase {
    func testTheDotBouncesUpAndBack() {
        let dots = TypingIndicatorDots()
        dots.start()
        at(0.15)
        XCTAssertEqual(number(dots.dot, "position.y"), 10, accuracy: 1e-6)
        at(0.45)
        XCTAssertEqual(number(dots.dot, "position.y"), 10, accuracy: 1e-6, "half way back down")
        XCTAssertEqual(dots.replicator.instanceDelay, 0.2, accuracy: 1e-12)
        XCTAssertEqual(dots.replicator.instanceCount, 3)
    }
}

final class CountdownSweepTests: PortingTestCase {
    func testThePieEmptiesOverTenSecondsAndStaysEmpty() {
        let countdown = CountdownSweep()
        countdown.start()
        at(5)
        XCTAssertEqual(number(countdown.pie, "strokeEnd"), 0.5, accuracy: 1e-6)
        at(10)
        XCTAssertEqual(countdown.stops, [true])
        at(12)
        XCTAssertEqual(number(countdown.pie, "strokeEnd"), 0, accuracy: 1e-9)
        XCTAssertEqual(countdown.pie.strokeEnd, 1, "the model was never changed")
    }
}
