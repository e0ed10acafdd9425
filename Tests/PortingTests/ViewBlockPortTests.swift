import AnimationUIKit
import XCTest

/// Ported view-animation code: additive redirects, chained and staggered blocks, keyframes.
class ViewBlockPortTestCase: PortingTestCase {
    /// y of Core Animation's ease-in-ease-out curve, (0.42, 0)–(0.58, 1), at x (bisection).
    func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let mid = (lo + hi) / 2; if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid } }
        return bezier((lo + hi) / 2, 0, 1)
    }

    func assertPoint(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: 1e-6, "x", file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-6, "y", file: file, line: line)
    }
}

final class RedirectableMarkerTests: ViewBlockPortTestCase {
    func testARedirectBlendsBothGlidesWithoutAJumpAndBothArrive() {
        let marker = RedirectableMarker(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        CARunLoop.tick()
        marker.move(to: CGPoint(x: 110, y: 10))
        at(0.5)
        assertPoint(position(marker.layer), 60, 10)
        marker.move(to: CGPoint(x: 60, y: 110))
        assertPoint(position(marker.layer), 60, 10)
        at(1.0)
        // (60, 110) + (10 − 110, 0)·0 + (110 − 60, 10 − 110)·0.5
        assertPoint(position(marker.layer), 85, 60)
        at(1.5)
        assertPoint(position(marker.layer), 60, 110)
        XCTAssertEqual(marker.arrivals, [true, true], "the first glide ran out underneath, as on iOS 8 and later")
    }
}

final class FadeOutThenBackInTests: ViewBlockPortTestCase {
    func testTheToastComesBackFromTheAlphaOnScreen() {
        let toast = FadeOutThenBackIn(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        CARunLoop.tick()
        toast.dismiss()
        at(0.4)
        XCTAssertEqual(opacity(toast.layer), 0.6, accuracy: 1e-6)
        toast.keep()
        XCTAssertEqual(opacity(toast.layer), 0.6, accuracy: 1e-6, "no jump")
        at(0.65)
        // 1 + (1 − 0)(1 − 0.65) + (0 − 1)(1 − 0.5)
        XCTAssertEqual(opacity(toast.layer), 0.85, accuracy: 1e-6)
        at(1.0)
        XCTAssertEqual(opacity(toast.layer), 1, accuracy: 1e-9)
    }
}

final class PressAndReleaseChainTests: ViewBlockPortTestCase {
    func testTheCardDipsThenComesBackFromTheFirstCompletion() {
        let card = PressAndReleaseChain(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        CARunLoop.tick()
        card.tapBounce()
        at(0.05)
        XCTAssertEqual(transform(card.layer).m11, 0.95, accuracy: 1e-6)
        at(0.1)
        XCTAssertEqual(card.log, ["down"])
        at(0.2)
        XCTAssertEqual(transform(card.layer).m11, 0.95, accuracy: 1e-6, "half way back from 0.9")
        at(0.3)
        XCTAssertEqual(card.log, ["down", "up true"])
        XCTAssertEqual(transform(card.layer).m11, 1, accuracy: 1e-9)
    }
}

final class StaggeredTilesTests: ViewBlockPortTestCase {
    func testEachTileStartsATenthOfASecondAfterThePrevious() {
        let grid = StaggeredTiles(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        CARunLoop.tick()
        grid.reveal()
        at(0.2)
        let alphas = grid.tiles.map { opacity($0.layer) }
        for (a, e) in zip(alphas, [0.5, 0.25, 0, 0] as [CGFloat]) { XCTAssertEqual(a, e, accuracy: 1e-6) }
        XCTAssertEqual(transform(grid.tiles[1].layer).m42, 22.5, accuracy: 1e-6)
        XCTAssertEqual(transform(grid.tiles[3].layer).m42, 30, accuracy: 1e-6, "held back during its delay")
        at(0.6)
        XCTAssertEqual(opacity(grid.tiles[3].layer), 0.75, accuracy: 1e-6)
        XCTAssertEqual(opacity(grid.tiles[0].layer), 1, accuracy: 1e-9)
    }
}

final class KeyframeHopTests: ViewBlockPortTestCase {
    /// Where the hop is at overall progress p: up by 0.25, across by 0.75, down by 1.
    private func hop(_ p: Double) -> (CGFloat, CGFloat) {
        if p <= 0.25 { return (50, CGFloat(100 - 40 * p / 0.25)) }
        if p <= 0.75 { return (CGFloat(50 + 100 * (p - 0.25) / 0.5), 60) }
        return (150, CGFloat(60 + 40 * (p - 0.75) / 0.25))
    }

    func testTheWholeHopIsEasedInAndOutAndEachKeyframeIsLinear() {
        let character = KeyframeHop(frame: CGRect(x: 40, y: 90, width: 20, height: 20))
        CARunLoop.tick()
        character.hop()
        for t in [0.2, 0.5, 1.0, 1.4, 1.8] {
            at(t)
            let (x, y) = hop(easeInOut(t / 2))
            assertPoint(position(character.layer), x, y)
        }
        at(2.1)
        assertPoint(position(character.layer), 150, 100)
    }
}

final class EvenKeyframeTourTests: ViewBlockPortTestCase {
    func testTheCurveLinearBitsGiveEachCornerASecond() {
        let dot = EvenKeyframeTour(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        CARunLoop.tick()
        dot.tour()
        let expected: [(Double, CGFloat, CGFloat)] = [(0.5, 100, 50), (1.5, 150, 100), (2.5, 100, 150), (3.5, 50, 100)]
        for (t, x, y) in expected {
            at(t)
            assertPoint(position(dot.layer), x, y)
        }
    }
}

final class ScrubbedHeaderCollapseTests: ViewBlockPortTestCase {
    func testTheHeaderFollowsTheScrollOffsetNotTheClock() {
        let screen = ScrubbedHeaderCollapse(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        CARunLoop.tick()
        screen.prepare()
        screen.scrolled(to: 60)
        at(0.1)
        XCTAssertEqual((screen.header.layer.presentation() ?? screen.header.layer).bounds.height, 140, accuracy: 1e-6)
        XCTAssertEqual(opacity(screen.header.layer), 0.75, accuracy: 1e-6)
        at(5)
        XCTAssertEqual(opacity(screen.header.layer), 0.75, accuracy: 1e-6, "paused: time does not move it")
        screen.scrolled(to: 120)
        at(5.1)
        XCTAssertEqual((screen.header.layer.presentation() ?? screen.header.layer).bounds.height, 80, accuracy: 1e-6)
    }
}
