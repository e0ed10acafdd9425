import AnimationUIKit
import Foundation
@testable import Gallery
import XCTest

final class ReplicatorDotsSceneTests: GalleryTestCase {
    typealias S = ReplicatorDotsScene

    /// The drawn copies of the dot at `t0 + seconds`, right to left.
    func instances(_ scene: ReplicatorDotsScene, at seconds: Double) -> [RenderNode] {
        let root = scene.rootLayer.renderSnapshot(at: t0 + seconds).root
        guard let replicator = root.allNodes.first(where: { $0.layerID == scene.replicator.renderID }) else {
            XCTFail("no replicator node")
            return []
        }
        return replicator.sublayers
    }

    func testOneDotReplicatedAcrossTheWidth() {
        let scene = ReplicatorDotsScene()
        XCTAssertEqual(scene.replicator.instanceCount, Int(320 / S.dotOffset))
        XCTAssertEqual(scene.replicator.instanceDelay, 0.02)
        XCTAssertEqual(scene.dot.cornerRadius, 1.5)
        XCTAssertEqual(scene.dot.borderWidth, 0.5)
        XCTAssertEqual(scene.dot.backgroundColor, UIColor.gray.cgColor)
        let copies = instances(scene, at: 0)
        XCTAssertEqual(copies.count, 40)
        XCTAssertTrue(copies.allSatisfy { $0.layerID == scene.dot.renderID })
        // Each copy sits dotOffset to the left of the previous one, starting at the right edge.
        XCTAssertEqual(copies[0].transform.m41 + S.dotLength, 320, accuracy: 1e-9)
        for (a, b) in zip(copies, copies.dropFirst()) {
            XCTAssertEqual(b.transform.m41 - a.transform.m41, -S.dotOffset, accuracy: 1e-9)
        }
    }

    func testPulseStretchesVerticallyAndAutoreverses() {
        let scene = ReplicatorDotsScene()
        scene.start()
        CARunLoop.tick()
        let dot = scene.dot
        func scaleY() -> Double { Double(shown(dot).value(forKeyPath: "transform.scale.y") as? CGFloat ?? .nan) }
        XCTAssertEqual(scaleY(), 1, accuracy: 1e-9)
        at(S.pulseDuration / 2)
        XCTAssertEqual(scaleY(), 1 + (Double(S.peakScale) - 1) * 0.5, accuracy: 1e-6)
        at(S.pulseDuration)
        XCTAssertEqual(scaleY(), Double(S.peakScale), accuracy: 1e-6)
        at(2 * S.pulseDuration)
        XCTAssertEqual(scaleY(), 1, accuracy: 1e-6)
        XCTAssertEqual(Double(shown(dot).value(forKeyPath: "transform.scale.x") as? CGFloat ?? .nan), 1, accuracy: 1e-9)
    }

    func testEachLaterCopyLagsByTwentyMillisecondsPerIndex() {
        let scene = ReplicatorDotsScene()
        scene.start()
        CARunLoop.tick()
        let t = 1.0
        let now = instances(scene, at: t)
        XCTAssertEqual(now.count, 40)
        for i in [1, 2, 7, 20, 39] {
            let earlier = instances(scene, at: t - 0.02 * Double(i))
            XCTAssertEqual(now[i].transform.m22, earlier[0].transform.m22, accuracy: 1e-9, "copy \(i)")
        }
        // A wave: the copies are not all the same height.
        let heights = Set(now.map { ($0.transform.m22 * 1000).rounded() })
        XCTAssertGreaterThan(heights.count, 10)
        // Before their delay has passed, far copies are still at rest.
        let early = instances(scene, at: 0.1)
        XCTAssertEqual(early[39].transform.m22, 1, accuracy: 1e-12)
        XCTAssertGreaterThan(early[0].transform.m22, 1)
    }

    func testStopLetsEveryCopyFinishItsPulse() {
        let scene = ReplicatorDotsScene()
        let states = recordStates(of: scene)
        scene.start()
        CARunLoop.tick()
        at(1.0)                         // cycle of 0.66 s: the second pulse ends at 1.32
        scene.stop()
        CARunLoop.tick()
        XCTAssertEqual(scene.state, .stopping)
        let pulseEnd = 2 * 2 * S.pulseDuration
        at(pulseEnd - 0.05)
        XCTAssertGreaterThan(instances(scene, at: pulseEnd - 0.05)[0].transform.m22, 1)
        at(pulseEnd + 0.01)
        XCTAssertEqual(instances(scene, at: pulseEnd + 0.01)[0].transform.m22, 1, accuracy: 1e-12)
        XCTAssertGreaterThan(instances(scene, at: pulseEnd + 0.01)[39].transform.m22, 1, "the far copies still move")
        XCTAssertEqual(scene.state, .stopping)
        let settled = pulseEnd + 39 * 0.02
        at(settled)
        XCTAssertEqual(scene.state, .stopped)
        XCTAssertTrue(instances(scene, at: settled).allSatisfy { abs($0.transform.m22 - 1) < 1e-12 })
        XCTAssertEqual(states.states, [.running, .stopping, .stopped])
    }
}
