import AnimationCore
import Foundation
@testable import Gallery
import XCTest

final class SceneCatalogTests: GalleryTestCase {
    func testScenesInTileOrder() {
        XCTAssertEqual(SceneCatalog.identifiers,
                       ["bolt-spinner", "bouncing-loader", "login", "login-layers", "flight-info", "packing-list",
                        "shape-morphing", "gradient", "refresh", "replicator-dots", "iris", "cook", "logo-reveal",
                        "phone-book", "image-gallery", "snow", "south-pole",
                        "wwdc-springs", "wwdc-blur", "wwdc-shape-layers", "wwdc-custom-actions",
                        "animation-group-demo"])
        XCTAssertTrue(SceneCatalog.make("snow") is SnowScene)
        XCTAssertNil(SceneCatalog.make("nope"))
    }

    func testEntriesAreGroupedBySourceAndDescribeTheScenesTheyMake() {
        let entries = SceneCatalog.entries
        XCTAssertEqual(entries.map(\.info.group), entries.map(\.info.group).sorted(), "sections in catalogue order")
        XCTAssertEqual(Set(entries.map(\.identifier)).count, entries.count, "identifiers are unique")
        for entry in entries {
            let scene = entry.make()
            XCTAssertEqual(scene.identifier, entry.identifier)
            XCTAssertEqual(scene.title, entry.title)
            XCTAssertEqual(scene.designSize, entry.designSize)
            XCTAssertEqual(scene.info, entry.info)
            XCTAssertFalse(entry.info.summary.isEmpty, entry.identifier)
            XCTAssertFalse(entry.info.techniques.isEmpty, entry.identifier)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "../shared/seeds/\(entry.info.group.document)")
                          || !FileManager.default.fileExists(atPath: "../shared/seeds"),
                          "\(entry.info.group.document) is a source document")
        }
    }

    func testTheFilterMatchesTitlesDocumentsAndTechniques() {
        let gradient = SceneCatalog.entry("gradient")!
        XCTAssertTrue(gradient.info.matches("cagradientlayer", title: gradient.title))
        XCTAssertTrue(gradient.info.matches("tutorial", title: gradient.title))
        XCTAssertTrue(gradient.info.matches("§18", title: gradient.title))
        XCTAssertTrue(gradient.info.matches("  ", title: gradient.title), "blank matches everything")
        XCTAssertFalse(gradient.info.matches("emitter", title: gradient.title))
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
