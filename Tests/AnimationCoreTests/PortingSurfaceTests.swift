import XCTest
@testable import AnimationCore

/// Names ported code expects from Darwin and Core Graphics.
final class ForeverConstantsTests: XCTestCase {
    func testHugeIsAFloatInfinity() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        XCTAssertEqual(animation.repeatCount, .infinity)
    }
}

final class CGVectorTests: XCTestCase {
    func testInitializersAndZero() {
        XCTAssertEqual(CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0))
        XCTAssertEqual(CGVector(dx: 3 as Int, dy: -4 as Int).dy, -4)
        XCTAssertEqual(CGVector(), .zero)
        XCTAssertNotEqual(CGVector(dx: 0, dy: 1), .zero)
    }

    func testNSValueBoxing() {
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 5, dy: -2)).cgVectorValue, CGVector(dx: 5, dy: -2))
    }
}

/// `CARunLoop.tick()` runs the main queue's work: asyncAfter in media time, async blocks and
/// due timers through the main run loop.
final class CARunLoopMainQueueTests: ClockedTestCase {
    func testAsyncAfterOnTheMainQueueFollowsTheMediaClock() {
        var fired: [String] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { fired.append("b") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { fired.append("a") }

        at(0.05)
        XCTAssertEqual(fired, [])
        at(0.5)
        XCTAssertEqual(fired, ["a", "b"], "earliest first, in one tick")
    }

    func testAsyncAfterBlocksSeeTheirOwnDueTime() {
        var seen: Double = .nan
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { seen = CACurrentMediaTime() }

        at(1)

        XCTAssertEqual(seen, 100.25, accuracy: 1e-9)
    }

    func testAsyncBlocksAndDueTimersRunOnTheNextTick() {
        /// Timer's block is `@Sendable`; both blocks run on the test's thread during `tick()`.
        final class Fired: @unchecked Sendable { var names: [String] = [] }
        let fired = Fired()
        DispatchQueue.main.async { fired.names.append("async") }
        let timer = Timer(timeInterval: 0, repeats: false) { _ in fired.names.append("timer") }
        RunLoop.main.add(timer, forMode: .default)

        CARunLoop.tick()

        XCTAssertEqual(Set(fired.names), ["async", "timer"])
    }
}

/// Layer subclasses written as on iOS: overridden initializers, properties and methods.
final class LayerSubclassingTests: ClockedTestCase {
    final class BadgeLayer: CAShapeLayer, @unchecked Sendable {
        var label = "new"
        override init() { super.init(); lineWidth = 3 }
        override init(layer: Any) {
            super.init(layer: layer)
            label = (layer as? BadgeLayer)?.label ?? "?"
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    func testClassConstructorsRunTheSubclassInitializer() {
        let badge = BadgeLayer.layer()
        XCTAssertEqual(badge.lineWidth, 3)
        XCTAssertTrue(type(of: badge) == BadgeLayer.self)
    }

    func testPresentationCopiesComeFromInitLayer() {
        let badge = makeLayer(BadgeLayer.self)
        badge.label = "hot"
        let anim = CABasicAnimation(keyPath: "strokeEnd")
        anim.fromValue = 0; anim.toValue = 1; anim.duration = 1
        badge.add(anim, forKey: "s")

        at(0.5)

        XCTAssertEqual(badge.presentation()?.label, "hot")
        XCTAssertEqual(badge.presentation()?.strokeEnd ?? .nan, 0.5, accuracy: 1e-6)
        badge.label = "cold"
        XCTAssertEqual(badge.presentation()?.label, "cold", "each presentation copy is made afresh")
    }

    func testArchiveInitializerReportsAndReturnsNil() {
        var messages: [String] = []
        let saved = CADiagnostics.handler
        CADiagnostics.handler = { messages.append($0) }
        defer { CADiagnostics.handler = saved }

        XCTAssertNil(CAReplicatorLayer(coder: NSCoder()))
        XCTAssertTrue(messages.contains { $0.contains("init(coder:)") })
    }
}
