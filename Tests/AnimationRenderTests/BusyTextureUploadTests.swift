import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// `RenderStats.waitingUploads` counts uploads into textures that drawing queued earlier in
/// the frame reads: on a CPU rasterizer (Mesa's llvmpipe, which the tests run on) each waits
/// until that drawing is rasterized.
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

    /// A renderer drawing whole frames and a reference, both through `SDL_RenderGeometry`.
    private func sdlRenderers() throws -> (Renderer, Renderer) {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        XCTAssertEqual(renderer.setBackend(.sdlRenderer), .sdlRenderer)
        let reference = try Renderer(headlessWidth: testWidth, height: testHeight)
        XCTAssertEqual(reference.setBackend(.sdlRenderer), .sdlRenderer)
        return (renderer, reference)
    }

    /// Renders `layers` from scratch (no stores kept) and returns the pixels.
    private func fromScratch(_ reference: Renderer, _ layers: [RenderNode]) -> RenderedImage {
        reference.purgeAllStores()
        reference.invalidate()
        reference.render(snapshot(layers), background: .white)
        return reference.readPixels()
    }

    func testUploadsIntoATextureDrawnFromThisFrameAreCountedUntilTheNextFrame() throws {
        let renderer = try Renderer(headlessWidth: 64, height: 64)
        let compositor = try XCTUnwrap(renderer.compositor)
        let device = compositor.device
        let texture = try XCTUnwrap(device.makeTexture(width: 8, height: 8))
        let pixels = [UInt32](repeating: 0xFF00_FF00, count: 64)
        device.beginFrame()
        device.stats = RenderStats()
        pixels.withUnsafeBytes { device.upload($0.baseAddress!, stride: 32, width: 8, height: 8, to: texture) }
        XCTAssertEqual(device.stats.waitingUploads, 0, "not drawn from yet")
        _ = compositor.batch.begin(texture, blend: device.sourceOver, vertexCount: 3)
        pixels.withUnsafeBytes { device.upload($0.baseAddress!, stride: 32, width: 8, height: 8, to: texture) }
        XCTAssertEqual(device.stats.waitingUploads, 1, "triangles from it are queued")
        compositor.batch.flush()
        device.beginFrame()
        device.stats = RenderStats()
        pixels.withUnsafeBytes { device.upload($0.baseAddress!, stride: 32, width: 8, height: 8, to: texture) }
        XCTAssertEqual(device.stats.waitingUploads, 0, "a new frame: the last one was rasterized")
        XCTAssertEqual(device.stats.textureUploads, 1)
    }

    /// A layer that first shows after the atlas page was drawn from in the frame goes into that
    /// page: its one upload is counted as waiting, and it is not uploaded again. The pixels are
    /// those of frames drawn from scratch. Drawn through `SDL_RenderGeometry` (as on llvmpipe),
    /// whatever `ANIMATION_RENDER_BACKEND` says: the OpenGL quad pass draws the dot in its
    /// shader, not from the page.
    func testStoreNewInMidFrameGoesIntoTheBusyAtlasPage() throws {
        let (renderer, reference) = try sdlRenderers()
        let first = dot(20, x: 20, hue: 0.2)
        let later = layer(21, CGRect(x: 60.5, y: 30.25, width: 30, height: 22),
                          content: LayerContent(backgroundColor: rgba(0.2, 0.8, 0.4), cornerRadius: 6, borderWidth: 1.5,
                                                borderColor: rgba(0.1, 0.1, 0.1)))
        renderer.render(snapshot([first]), background: .white)
        let atlasBytes = renderer.stats.atlasBytes
        XCTAssertGreaterThan(atlasBytes, 0, "the dot's store is in an atlas page")
        XCTAssertEqual(renderer.stats.waitingUploads, 0, "nothing was drawn before the dot's upload")
        var waiting: [Int] = [], uploads: [Int] = []
        for frame in 1...3 {
            renderer.render(snapshot([first, later]), background: .white)
            waiting.append(renderer.stats.waitingUploads)
            uploads.append(renderer.stats.textureUploads)
            XCTAssertEqual(renderer.stats.storeTextureBytes, 0, "frame \(frame): no texture of its own")
            XCTAssertEqual(renderer.stats.atlasBytes, atlasBytes, "frame \(frame): the same page")
            let result = GoldenImage.compare(renderer.readPixels(), fromScratch(reference, [first, later]),
                                             channelTolerance: 0)
            XCTAssertEqual(result.differing, 0, "frame \(frame): largest difference \(result.largest)")
        }
        XCTAssertEqual(waiting, [1, 0, 0], "the new store's upload waited for the dot's drawing")
        XCTAssertEqual(uploads, [1, 0, 0])
    }

    /// Copies of one layer whose colours shift along the row every frame, each copy showing
    /// the colour the one before it showed a frame earlier (Iris's replicated dots): the layer
    /// needs new stores every frame and also comes back to colours whose stores were released.
    /// Those stores take textures nothing drew from this frame, so no upload waits, and the
    /// pixels are those of frames drawn from scratch.
    func testCopiesWhoseColoursShiftEveryFrameNeverWaitForQueuedDrawing() throws {
        let (renderer, reference) = try sdlRenderers()
        let device = try XCTUnwrap(renderer.compositor?.device)
        func row(_ frame: Int) -> [RenderNode] {
            (0..<8).map { i in dot(30, x: 8 + Double(i) * 14, hue: Double((frame + 8 - i) % 24) / 24) }
        }
        var waiting: [Int] = [], redraws: [Int] = []
        for frame in 0..<12 {
            renderer.render(snapshot(row(frame)), background: .white)
            waiting.append(renderer.stats.waitingUploads)
            redraws.append(renderer.stats.storeRedraws)
            if frame % 4 == 3 {
                let result = GoldenImage.compare(renderer.readPixels(), fromScratch(reference, row(frame)),
                                                 channelTolerance: 0)
                XCTAssertEqual(result.differing, 0, "frame \(frame): largest difference \(result.largest)")
            }
        }
        XCTAssertTrue(redraws.dropFirst(2).allSatisfy { $0 > 0 }, "new colours every frame: \(redraws)")
        if device.isCPURasterizer {
            XCTAssertEqual(Array(waiting.dropFirst(2)), Array(repeating: 0, count: 10), "\(waiting)")
        } else {
            // On a GPU an upload waits for nothing: the stores stay in atlas pages.
            XCTAssertEqual(renderer.stats.storeTextureBytes, 0)
        }
    }
}
