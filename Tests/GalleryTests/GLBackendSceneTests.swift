import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// Every scene's golden frames drawn with the OpenGL backend (layer quads in a fragment
/// shader, particles in a vertex shader, blur as GPU passes) and with the `SDL_RenderGeometry`
/// fallback match within the golden tolerance on the headless renderer (Mesa's llvmpipe here).
final class GLBackendSceneTests: GalleryTestCase {
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    func testEveryGoldenFrameMatchesOnBothBackends() throws {
        var quads = 0
        for entry in GoldenFrameTests.goldenFrames {
            let work = try compareBackends(entry)
            XCTAssertGreaterThan(work.layerQuads, 0, "\(entry.scene): no layer quad was drawn on the GL path")
            quads += work.layerQuads
        }
        XCTAssertGreaterThan(quads, 0)
    }
}
