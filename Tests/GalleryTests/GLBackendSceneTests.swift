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

    /// The one-pass mask combine alone, everything else through `SDL_RenderGeometry` (as when a
    /// GPU's other passes fail to start), draws every golden frame as the fallback does.
    func testEveryGoldenFrameMatchesWithOnlyTheMaskPassOnOpenGL() throws {
        var masks = 0
        for entry in GoldenFrameTests.goldenFrames {
            let work = try compareBackends(entry, paths: [.masks, .readback])
            XCTAssertEqual(work.particles, 0, "\(entry.scene): particles went to the GL path")
            XCTAssertEqual(work.layerQuads, 0, "\(entry.scene): layer quads were drawn")
            masks += work.masks
        }
        XCTAssertGreaterThan(masks, 0, "no golden frame combined a mask in the GL pass")
    }
}
