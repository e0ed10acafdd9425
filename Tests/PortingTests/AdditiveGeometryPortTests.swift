import AnimationUIKit
import XCTest

/// Ported code that redirects frames and transforms mid-flight (additive since iOS 8), snaps
/// with a critically damped spring for its settling duration, and lays out from `UIScreen.main`.
final class ExpandingCardTests: ViewBlockPortTestCase {
    func testCollapsingMidGrowthTurnsBackFromTheShownSizeAndBothBlocksFinish() {
        let card = ExpandingCard(collapsedFrame: CGRect(x: 20, y: 20, width: 100, height: 60),
                                 expandedFrame: CGRect(x: 0, y: 0, width: 400, height: 300))
        CARunLoop.tick()
        card.toggle()
        at(0.2)
        card.toggle()
        // shown = collapsed + (collapsed − expanded)(1 − e(t/0.4))
        //        + (expanded − collapsed)(1 − e((t − 0.2)/0.4))
        func width(_ t: Double) -> Double {
            100 - 300 * (1 - easeInOut(min(1, t / 0.4))) + 300 * (1 - easeInOut(min(1, (t - 0.2) / 0.4)))
        }
        func centreX(_ t: Double) -> Double {
            70 - 130 * (1 - easeInOut(min(1, t / 0.4))) + 130 * (1 - easeInOut(min(1, (t - 0.2) / 0.4)))
        }
        for t in [0.2, 0.3, 0.4, 0.5] {
            at(t)
            let shown = card.layer.presentation()!
            XCTAssertEqual(Double(shown.bounds.width), width(t), accuracy: 1e-6, "width at \(t)")
            XCTAssertEqual(Double(shown.position.x), centreX(t), accuracy: 1e-6, "centre at \(t)")
        }
        XCTAssertEqual(card.completions, [true], "the growth ran out underneath")
        at(0.6)
        XCTAssertEqual(card.layer.presentation()!.frame, CGRect(x: 20, y: 20, width: 100, height: 60))
        XCTAssertEqual(card.completions, [true, true])
    }
}

final class PressableTileTests: ViewBlockPortTestCase {
    func testAQuickTapGrowsBackFromTheShownScale() {
        let tile = PressableTile(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        CARunLoop.tick()
        tile.fingerDown()
        at(0.1)
        tile.fingerUp()
        // 1 + 0.1 (1 − e(t/0.2)) − 0.1 (1 − e((t − 0.1)/0.3))
        func scale(_ t: Double) -> Double {
            1 + 0.1 * (1 - easeInOut(min(1, t / 0.2))) - 0.1 * (1 - easeInOut(min(1, (t - 0.1) / 0.3)))
        }
        for t in [0.1, 0.15, 0.2, 0.3] {
            at(t)
            XCTAssertEqual(Double(transform(tile.layer).m11), scale(t), accuracy: 1e-6, "x scale at \(t)")
            XCTAssertEqual(Double(transform(tile.layer).m22), scale(t), accuracy: 1e-6, "y scale at \(t)")
        }
        XCTAssertEqual(tile.pressEnded, [true], "the press finished underneath, as on iOS")
        at(0.4)
        XCTAssertTrue(CATransform3DIsIdentity(transform(tile.layer)))
    }
}

final class VolumeDialTests: ViewBlockPortTestCase {
    private func angle(_ view: UIView) -> Double {
        let t = transform(view.layer)
        return atan2(Double(t.m12), Double(t.m11))
    }

    func testReAimingTheKnobBlendsBothTurns() {
        let dial = VolumeDial(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        CARunLoop.tick()
        dial.setValue(0.5)                      // −3π/4 → 0, linear over 0.5 s
        at(0.25)
        XCTAssertEqual(angle(dial), -3 * .pi / 8, accuracy: 1e-9)
        dial.setValue(0.25)                     // model −3π/8
        XCTAssertEqual(angle(dial), -3 * .pi / 8, accuracy: 1e-9, "no jump")
        at(0.5)
        // −3π/8 + (−3π/4)·0 + (3π/8)(1 − 0.5)
        XCTAssertEqual(angle(dial), -3 * .pi / 16, accuracy: 1e-9)
        at(0.75)
        XCTAssertEqual(angle(dial), -3 * .pi / 8, accuracy: 1e-9)
        let t = transform(dial.layer)
        XCTAssertEqual(hypot(Double(t.m11), Double(t.m12)), 1, accuracy: 1e-9, "turned, never shrunk")
    }
}

final class FlungSheetSnapTests: PortingTestCase {
    /// Critical damping, ω = √300, starting at speed 30 (> ω: one overshoot):
    /// progress p(t) = 1 + e^(−ωt)(−1 + (30 − ω)t).
    private func progress(_ t: Double) -> Double {
        let w = 300.0.squareRoot()
        return 1 + exp(-w * t) * (-1 + (30 - w) * t)
    }

    func testTheSnapRunsUntilTheOvershootHasSettledAndFollowsTheSpring() throws {
        let sheet = FlungSheetSnap()
        CARunLoop.tick()
        sheet.release(towards: 500, speed: 30)
        let spring = try XCTUnwrap(sheet.snap)
        // The last time |p − 1| > 0.001, scanned here every 10 µs.
        var lastOut = 0.0
        for i in 1...200_000 where abs(progress(Double(i) * 1e-5) - 1) > 0.001 { lastOut = Double(i) * 1e-5 }
        XCTAssertEqual(spring.duration, lastOut, accuracy: 2e-5)
        for t in [0.05, 0.1, 0.2, 0.3] {
            at(t)
            XCTAssertEqual(Double(position(sheet.layer).y), 700 - 200 * progress(t), accuracy: 1e-6, "y at \(t)")
        }
        XCTAssertLessThan(position(sheet.layer).y, 500, "past the resting place at 0.3 s: the overshoot")
        at(spring.duration + 0.01)
        XCTAssertNil(sheet.layer.animation(forKey: "snap"))
        XCTAssertEqual(position(sheet.layer).y, 500)
    }
}

final class ScreenWideToastTests: PortingTestCase {
    override func tearDown() {
        UIScreen.main.hostDidResize(to: CGSize(width: 390, height: 844), scale: 1)
        super.tearDown()
    }

    /// CSS/Core Animation ease-out, (0, 0)–(0.58, 1), at x (bisection).
    private func easeOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let mid = (lo + hi) / 2; if bezier(mid, 0, 0.58) < x { lo = mid } else { hi = mid } }
        return bezier((lo + hi) / 2, 0, 1)
    }

    /// The screen as a 640×360 export (`playground --headless --size 640x360`) announces it.
    func testTheToastIsLaidOutFromTheScreenAndSlidesUpFromBelowIt() {
        UIScreen.main.hostDidResize(to: CGSize(width: 640, height: 360), scale: 1)
        let toast = ScreenWideToast()
        XCTAssertEqual(toast.frame, CGRect(x: 16, y: 360, width: 608, height: 48))
        XCTAssertEqual(toast.layer.borderWidth, 1)
        CARunLoop.tick()
        toast.show()
        for t in [0.1, 0.175, 0.3] {
            at(t)
            // centre y: 384 → 312 (top 360 → 288), eased out over 0.35 s
            XCTAssertEqual(Double(position(toast.layer).y), 384 - 72 * easeOut(t / 0.35), accuracy: 1e-6)
        }
        at(0.4)
        XCTAssertEqual(position(toast.layer).y, 312)
    }

    func testTheBorderIsOnePixelOnATwoTimesScreen() {
        UIScreen.main.hostDidResize(to: CGSize(width: 390, height: 844), scale: 2)
        XCTAssertEqual(ScreenWideToast().layer.borderWidth, 0.5)
    }
}
