import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// On a CPU rasterizer (Mesa's llvmpipe, which the tests run on) an upload into a texture that
/// the frame already draws from waits until that drawing is rasterized. Stores drawn in the
/// middle of a frame therefore go to textures nothing drew from yet, and stores kept out of the
/// atlas that way move into it once they are drawn unchanged again; the pixels stay those of
/// a frame drawn from scratch.
final class BusyTextureUploadTests: XCTestCase {
    private func snapshot(_ layers: [RenderNode]) -> RenderSnapshot {
        RenderSnapshot(time: 0, root: root(layers, background: rgba(0.1, 0.1, 0.15)))
    }

    /// A bordered rounded dot, as Iris's replicated dots: drawn from a store of its own content.
    private func dot(_ id: UInt64, x: Double, hue: Double) -> RenderNode {
        layer(id, CGRect(x: x, y: 40, width: 9, height: 9),
              content: LayerContent(backgroundColor: rgba(hue, 0.2, 1 - hue), cornerRadius: 2, borderWidth: 1,
                                    borderColor: rgba(1, 1, 1)))
    }

    /// Renders `layers` from scratch (no stores kept) and returns the pixels.
    private func fromScratch(_ reference: Renderer, _ layers: [RenderNode]) -> RenderedImage {
        reference.purgeAllStores()
        reference.invalidate()
        reference.render(snapshot(layers), background: .white)
        return reference.readPixels()
    }

    func testTextureDrawnFromThisFrameIsBusyUntilTheNextFrame() throws {
        let renderer = try Renderer(headlessWidth: 64, height: 64)
        let compositor = try XCTUnwrap(renderer.compositor)
        let device = compositor.device
        XCTAssertTrue(device.isCPURasterizer, "the tests run on llvmpipe (test.sh installs Mesa)")
        let texture = try XCTUnwrap(device.makeTexture(width: 8, height: 8))
        let pixels = [UInt32](repeating: 0xFF00_FF00, count: 64)
        device.beginFrame()
        XCTAssertFalse(device.uploadWouldWait(into: texture), "not drawn from yet")
        _ = compositor.batch.begin(texture, blend: device.sourceOver, vertexCount: 3)
        XCTAssertTrue(device.uploadWouldWait(into: texture), "triangles from it are queued")
        device.stats = RenderStats()
        pixels.withUnsafeBytes { device.upload($0.baseAddress!, stride: 32, width: 8, height: 8, to: texture) }
        XCTAssertEqual(device.stats.waitingUploads, 1)
        compositor.batch.flush()
        device.beginFrame()
        XCTAssertFalse(device.uploadWouldWait(into: texture), "a new frame: the last one was rasterized")
        device.stats = RenderStats()
        pixels.withUnsafeBytes { device.upload($0.baseAddress!, stride: 32, width: 8, height: 8, to: texture) }
        XCTAssertEqual(device.stats.waitingUploads, 0)
        XCTAssertEqual(device.stats.textureUploads, 1)
    }

    /// Copies of one layer (a replicator's instances share their layer's ID) whose colours change
    /// every frame: every copy's store is new each frame, and none is uploaded into a texture the
    /// frame already drew from. The pictures equal frames drawn from scratch.
    func testReplicatedStoresNewEveryFrameNeverWaitForTheFrame() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        let reference = try Renderer(headlessWidth: testWidth, height: testHeight)
        let still = layer(5, CGRect(x: 10, y: 10, width: 20, height: 20),
                          content: LayerContent(backgroundColor: rgba(0.9, 0.6, 0.1), cornerRadius: 4, borderWidth: 2,
                                                borderColor: rgba(0, 0, 0)))
        for frame in 0..<6 {
            let copies = (0..<12).map { k in dot(7, x: 8 + Double(k) * 12, hue: Double((frame * 5 + k) % 12) / 11) }
            renderer.render(snapshot([still] + copies), background: .white)
            XCTAssertGreaterThanOrEqual(renderer.stats.storeRedraws, 12, "frame \(frame): every copy is new")
            XCTAssertEqual(renderer.stats.waitingUploads, 0, "frame \(frame)")
            let image = renderer.readPixels()
            let result = GoldenImage.compare(image, fromScratch(reference, [still] + copies), channelTolerance: 0)
            XCTAssertEqual(result.differing, 0, "frame \(frame): largest difference \(result.largest)")
        }
    }

    /// A still layer that first shows after the atlas page was drawn from in the frame is drawn
    /// from a texture of its own, then moves into the page at the start of the frame after its
    /// second (no texture of its own left, nothing uploaded once it is there).
    func testStoreDrawnAfterTheAtlasWasUsedMovesIntoItLater() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        let reference = try Renderer(headlessWidth: testWidth, height: testHeight)
        let first = dot(20, x: 20, hue: 0.2)
        let later = layer(21, CGRect(x: 60.5, y: 30.25, width: 30, height: 22),
                          content: LayerContent(backgroundColor: rgba(0.2, 0.8, 0.4), cornerRadius: 6, borderWidth: 1.5,
                                                borderColor: rgba(0.1, 0.1, 0.1)))
        renderer.render(snapshot([first]), background: .white)
        let atlasBytes = renderer.stats.atlasBytes
        XCTAssertGreaterThan(atlasBytes, 0, "the dot's store is in an atlas page")
        XCTAssertEqual(renderer.stats.storeTextureBytes, 0)
        var storeTextureBytes: [Int] = [], uploads: [Int] = []
        for frame in 1...5 {
            renderer.render(snapshot([first, later]), background: .white)
            storeTextureBytes.append(renderer.stats.storeTextureBytes)
            uploads.append(renderer.stats.textureUploads)
            XCTAssertEqual(renderer.stats.waitingUploads, 0, "frame \(frame)")
            XCTAssertEqual(renderer.stats.atlasBytes, atlasBytes, "frame \(frame): the same page")
            let result = GoldenImage.compare(renderer.readPixels(), fromScratch(reference, [first, later]),
                                             channelTolerance: 0)
            XCTAssertEqual(result.differing, 0, "frame \(frame): largest difference \(result.largest)")
        }
        XCTAssertGreaterThan(storeTextureBytes[0], 0, "drawn in a texture of its own first")
        XCTAssertEqual(storeTextureBytes[1], storeTextureBytes[0], "and again the next frame")
        XCTAssertEqual(Array(storeTextureBytes[2...]), [0, 0, 0], "then from the atlas page")
        XCTAssertEqual(uploads, [1, 0, 1, 0, 0], "drawn once, moved once")
    }
}
