import AnimationCore
import Foundation
@testable import Gallery
import XCTest

final class SceneCatalogTests: GalleryTestCase {
    func testScenesInTileOrder() {
        XCTAssertEqual(SceneCatalog.identifiers,
                       ["bolt-spinner", "bouncing-loader", "gradient", "replicator-dots", "snow",
                        "wwdc-springs", "wwdc-shape-layers", "wwdc-custom-actions", "animation-group-demo"])
        XCTAssertEqual(SceneCatalog.makeAll().map(\.title),
                       ["Bolt spinner", "Bouncing loader", "Gradient", "Replicator dots", "Snow",
                        "Spring folder", "Stroke start and end", "Custom action", "CAAnimationGroup demo"])
        XCTAssertTrue(SceneCatalog.make("snow") is SnowScene)
        XCTAssertNil(SceneCatalog.make("nope"))
    }

    func testEveryScenesRootLayerHasItsDesignSizeAndStartsIdle() {
        for scene in SceneCatalog.makeAll() {
            XCTAssertEqual(scene.rootLayer.bounds, CGRect(origin: .zero, size: scene.designSize), scene.identifier)
            XCTAssertEqual(scene.state, .idle, scene.identifier)
            XCTAssertFalse(scene.pointerDown(at: .zero))
        }
    }

    func testEveryScenesLifeCycle() {
        for scene in SceneCatalog.makeAll() {
            let states = recordStates(of: scene)
            scene.stop()
            XCTAssertEqual(scene.state, .idle, "\(scene.identifier): stop before start does nothing")
            scene.start()
            CARunLoop.tick()
            XCTAssertEqual(scene.state, .running, scene.identifier)
            scene.start()
            XCTAssertEqual(states.states, [.running], "\(scene.identifier): start while running does nothing")
            clock.advance(by: 3)
            CARunLoop.tick()
            scene.stop()
            XCTAssertEqual(scene.state, .stopping, scene.identifier)
            clock.advance(by: 10)
            CARunLoop.tick()
            XCTAssertEqual(scene.state, .stopped, scene.identifier)
            scene.restart()
            CARunLoop.tick()
            XCTAssertEqual(scene.state, .running, scene.identifier)
            XCTAssertEqual(states.states, [.running, .stopping, .stopped, .idle, .running], scene.identifier)
        }
    }

    func testNoSceneLeavesARootTransformOrTimingChange() {
        for scene in SceneCatalog.makeAll() {
            scene.start()
            clock.advance(by: 1)
            CARunLoop.tick()
            XCTAssertTrue(CATransform3DIsIdentity(scene.rootLayer.transform), scene.identifier)
            XCTAssertEqual(scene.rootLayer.speed, 1, scene.identifier)
            XCTAssertNil(scene.rootLayer.animationKeys(), "\(scene.identifier): the host owns the root layer")
        }
    }
}
