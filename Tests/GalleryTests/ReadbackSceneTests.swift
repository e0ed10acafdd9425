import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
import TestSupport
import XCTest

/// Gallery scenes read back through the OpenGL backend's pixel buffers (what the headless export
/// uses there) give exactly the bytes of `readPixels()`, frame after frame, with a frame in
/// flight while the next one draws.
final class ReadbackSceneTests: GalleryTestCase {
    /// Draws `identifier` at 0, 0.25 … 1.25 s on the OpenGL backend; each frame is read at once
    /// and begun, and taken after the next frame drew.
    private func checkScene(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try XCTUnwrap(SceneCatalog.make(identifier), file: file, line: line)
        let size = host(scene)
        let renderer = try Renderer(headlessWidth: size.width, height: size.height)
        XCTAssertEqual(renderer.setBackend(.openGL), .openGL, file: file, line: line)
        XCTAssertTrue(renderer.readsBackAsynchronously, file: file, line: line)
        scene.start()
        CARunLoop.tick()
        var direct: [[UInt8]] = []
        var taken: [[UInt8]] = []
        for k in 0..<6 {
            let t = 0.25 * Double(k)
            at(t)
            renderer.render(scene.rootLayer.renderSnapshot(at: t0 + t), background: .black)
            direct.append(renderer.readPixels().pixels)
            renderer.beginReadback()
            if renderer.readbacksInFlight >= renderer.readbackDepth, let image = renderer.finishReadback() {
                taken.append(image.pixels)
            }
        }
        while let image = renderer.finishReadback() { taken.append(image.pixels) }
        XCTAssertEqual(taken.count, direct.count, identifier, file: file, line: line)
        for k in 0..<min(taken.count, direct.count) {
            XCTAssertTrue(taken[k] == direct[k], "\(identifier), frame \(k): the bytes differ", file: file, line: line)
        }
        XCTAssertGreaterThan(Set(direct).count, 1, "\(identifier): the frames move", file: file, line: line)
    }

    func testSnowReadsBackTheSameBytes() throws { try checkScene("snow") }

    func testFlightInfoReadsBackTheSameBytes() throws { try checkScene("flight-info") }

    func testBoltSpinnerReadsBackTheSameBytes() throws { try checkScene("bolt-spinner") }
}
