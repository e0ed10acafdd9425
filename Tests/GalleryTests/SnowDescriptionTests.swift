import AnimationCore
import Foundation
@testable import Gallery
import XCTest

/// What `--list` says about the snow scene matches the emitter the scene builds (and the
/// tutorial's §25, which emits from a rectangle above the screen).
final class SnowDescriptionTests: GalleryTestCase {
    func testTheListedEmitterShapeIsTheEmittersShape() throws {
        let scene = SnowScene()
        scene.start()
        let shape = try XCTUnwrap(scene.emitter?.emitterShape)

        let info = SnowScene.metadata.info
        XCTAssertEqual(shape, .rectangle, "the document's emitter")
        XCTAssertTrue(info.techniques.contains("emitterShape .\(shape.rawValue)"), "\(info.techniques)")
        XCTAssertFalse(info.summary.contains("line"), info.summary)
    }
}
