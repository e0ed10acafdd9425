import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// The emitter scenes drawn with the direct-OpenGL particle path (the default where OpenGL
/// 3.3 runs) and with the `SDL_RenderGeometry` fallback show the same golden frames, within
/// the golden tolerance, on the headless renderer (Mesa's llvmpipe here).
final class GLParticleSceneTests: GalleryTestCase {
    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
    }

    private func checkBothBackends(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let entry = try XCTUnwrap(GoldenFrameTests.goldenFrames.first { $0.scene == identifier })
        let work = try compareBackends(entry, file: file, line: line)
        XCTAssertGreaterThan(work.particles, 0, "\(identifier): no frame drew particles on the GL path",
                             file: file, line: line)
    }

    func testSnowOnBothBackends() throws { try checkBothBackends("snow") }

    func testFlightOnBothBackends() throws { try checkBothBackends("flight-info") }
}
