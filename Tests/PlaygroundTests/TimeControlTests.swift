import AnimationCore
import Foundation
@testable import PlaygroundKit
import XCTest

/// `TimeControl`: speed changes, pause and steps never make a layer's local time jump.
final class TimeControlTests: PlaygroundTestCase {
    func testSlowingDownKeepsLocalTimeContinuous() {
        let layer = CALayer()
        at(3)
        let before = localTime(layer)
        TimeControl.setSpeed(0.1, of: layer)
        XCTAssertEqual(localTime(layer), before, accuracy: 1e-9, "no jump at the moment of the change")
        XCTAssertEqual(layer.beginTime, t0 + 3, accuracy: 1e-9)
        XCTAssertEqual(layer.timeOffset, before, accuracy: 1e-9)
        at(5)
        // `speed` is a Float: 0.1 is 0.100000001…, hence the micro-second tolerance.
        XCTAssertEqual(localTime(layer), before + 0.2, accuracy: 1e-6, "two seconds later only 0.2 s passed")
        TimeControl.setSpeed(1, of: layer)
        XCTAssertEqual(localTime(layer), before + 0.2, accuracy: 1e-6)
        at(6)
        XCTAssertEqual(localTime(layer), before + 1.2, accuracy: 1e-6)
    }

    func testAnimatedValueDoesNotJumpWhenSpeedChanges() {
        let root = CALayer(), square = CALayer()
        root.addSublayer(square)
        CARunLoop.tick()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 10
        square.add(move, forKey: "move")
        CARunLoop.tick()
        at(4)
        let x = square.presentation()!.position.x
        XCTAssertEqual(x, 40, accuracy: 0.01)
        TimeControl.setSpeed(0.1, of: root)
        XCTAssertEqual(square.presentation()!.position.x, x, accuracy: 1e-6)
        at(5)
        XCTAssertEqual(square.presentation()!.position.x, 41, accuracy: 0.01, "1 s at ×0.1 moves 1 point, not 10")
        TimeControl.setSpeed(0.05, of: root)
        XCTAssertEqual(square.presentation()!.position.x, 41, accuracy: 0.01)
    }

    func testNestedSpeedsMultiplyAndStayContinuous() {
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        at(2)
        let t = localTime(inner)
        TimeControl.setSpeed(0.5, of: outer)
        TimeControl.setSpeed(0.1, of: inner)
        XCTAssertEqual(localTime(inner), t, accuracy: 1e-9)
        at(4)
        XCTAssertEqual(localTime(inner), t + 2 * 0.5 * 0.1, accuracy: 1e-6)
        TimeControl.setSpeed(1, of: outer)
        XCTAssertEqual(localTime(inner), t + 0.1, accuracy: 1e-6, "changing the parent does not move the child")
    }

    func testPauseFreezesAndResumeContinues() {
        let layer = CALayer()
        at(1)
        let frozen = TimeControl.pause(layer)
        XCTAssertEqual(layer.speed, 0)
        at(7)
        XCTAssertEqual(localTime(layer), frozen, accuracy: 1e-9)
        TimeControl.resume(layer, speed: 1)
        XCTAssertEqual(localTime(layer), frozen, accuracy: 1e-9)
        at(8)
        XCTAssertEqual(localTime(layer), frozen + 1, accuracy: 1e-9)
    }

    func testStepMovesOnlyAPausedLayerByOneFrame() {
        let layer = CALayer()
        at(1)
        XCTAssertFalse(TimeControl.step(layer, by: TimeControl.frameStep), "a running layer is not stepped")
        let frozen = TimeControl.pause(layer)
        XCTAssertTrue(TimeControl.step(layer, by: TimeControl.frameStep))
        XCTAssertEqual(localTime(layer), frozen + 1.0 / 60, accuracy: 1e-9)
        TimeControl.step(layer, by: -2 * TimeControl.frameStep)
        XCTAssertEqual(localTime(layer), frozen - 1.0 / 60, accuracy: 1e-9)
    }

    func testBadSpeedsAreIgnored() {
        let layer = CALayer()
        at(1)
        TimeControl.setSpeed(.nan, of: layer)
        TimeControl.setSpeed(-1, of: layer)
        TimeControl.setSpeed(.infinity, of: layer)
        XCTAssertEqual(layer.speed, 1)
        XCTAssertEqual(localTime(layer), t0 + 1, accuracy: 1e-9)
    }
}
