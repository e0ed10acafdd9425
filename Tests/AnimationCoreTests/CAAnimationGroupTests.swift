import XCTest
@testable import AnimationCore

final class CAAnimationGroupTests: ClockedTestCase {
    private func basic(_ keyPath: String, _ from: Double, _ to: Double, begin: Double = 0,
                       duration: Double = 0) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from; a.toValue = to; a.beginTime = begin; a.duration = duration
        return a
    }

    func testChildrenAreTimedInsideTheGroup() {
        let layer = makeLayer()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", 0, 100, begin: 0, duration: 1),
                            basic("position.y", 0, 100, begin: 1, duration: 1)]
        group.duration = 2
        group.beginTime = CACurrentMediaTime() + 1
        layer.add(group, forKey: "g")

        at(1.5)
        XCTAssertEqual(presented(layer, "position.x"), 50, accuracy: 1e-6)
        XCTAssertEqual(presented(layer, "position.y"), 50, accuracy: 1e-6, "second child has not begun: model value")
        at(2.5)
        XCTAssertEqual(presented(layer, "position.y"), 50, accuracy: 1e-6)
    }

    func testGroupDurationClipsChildren() {
        let layer = makeLayer()
        let group = CAAnimationGroup()
        let long = basic("opacity", 0, 1, duration: 10)
        long.fillMode = .forwards
        group.animations = [long]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: nil)

        at(5)

        XCTAssertEqual(presented(layer, "opacity"), 0.1, accuracy: 1e-6, "frozen where the group ended")
    }

    func testChildWithZeroDurationTakesTheGroupDuration() {
        let layer = makeLayer()
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", 0, 1)]
        group.duration = 4
        layer.add(group, forKey: nil)

        at(1)

        XCTAssertEqual(presented(layer, "opacity"), 0.25, accuracy: 1e-6)
    }

    func testRepeatingGroupRestartsItsChildren() {
        let layer = makeLayer()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", 0, 100, duration: 1)]
        group.duration = 1.65
        group.repeatCount = .infinity
        layer.add(group, forKey: nil)

        at(1.65 * 3 + 0.5)

        XCTAssertEqual(presented(layer, "position.x"), 50, accuracy: 1e-6)
    }

    func testLaterChildOverridesEarlierOneOnTheSameKeyPath() {
        let layer = makeLayer()
        let group = CAAnimationGroup()
        let first = basic("transform.rotation.z", 0, .pi, duration: 0.4)
        first.fillMode = .forwards
        let second = basic("transform.rotation.z", .pi, 2 * .pi, begin: 0.8, duration: 0.4)
        group.animations = [first, second]
        group.duration = 1.65
        layer.add(group, forKey: nil)

        at(0.6)
        XCTAssertEqual(abs(presented(layer, "transform.rotation.z")), Double.pi, accuracy: 1e-6,
                       "held by the first child")
        at(1.0)
        XCTAssertEqual(presented(layer, "transform.rotation.z"), -Double.pi / 2, accuracy: 1e-6,
                       "1.5π read back as −π/2")
    }
}
