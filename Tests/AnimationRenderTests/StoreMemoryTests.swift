import AnimationCore
@testable import AnimationRender
import CSDL2
import TestSupport
import XCTest

/// Texture memory of backing stores: stores of animating content reuse textures, and the
/// store byte count matches the stores alive.
final class StoreMemoryTests: XCTestCase {
    /// A software `RenderDevice` on a small surface, released by the returned closure.
    private func softwareDevice() throws -> (RenderDevice, () -> Void) {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        return (RenderDevice(renderer: renderer), { SDL_DestroyRenderer(renderer); SDL_FreeSurface(surface) })
    }

    func testSpareTexturesMatchExactSizeAndRespectCapacity() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        var spares = SpareTextures(capacity: 2)
        let a = try XCTUnwrap(device.makeTexture(width: 30, height: 20))
        let b = try XCTUnwrap(device.makeTexture(width: 20, height: 30))
        let c = try XCTUnwrap(device.makeTexture(width: 30, height: 20))
        spares.keep(a, frame: 5, drawn: false); spares.keep(b, frame: 5, drawn: false); spares.keep(c, frame: 5, drawn: false)
        XCTAssertEqual(spares.textures.count, 2, "the third is not kept")
        XCTAssertNil(spares.take(width: 30, height: 30, frame: 5))
        XCTAssertTrue(spares.take(width: 20, height: 30, frame: 5) === b)
        XCTAssertTrue(spares.take(width: 30, height: 20, frame: 5) === a)
        XCTAssertNil(spares.take(width: 30, height: 20, frame: 5))
        spares.keep(c, frame: 5, drawn: false)
        spares.removeAll()
        XCTAssertTrue(spares.textures.isEmpty)
    }

    /// A texture drawn from in the frame it was released waits for the next frame; kept ones
    /// last two frames.
    func testSpareTexturesDrawnThisFrameWaitAndAgeOut() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        var spares = SpareTextures(capacity: 4, framesKept: 2)
        let drawn = try XCTUnwrap(device.makeTexture(width: 16, height: 16))
        let idle = try XCTUnwrap(device.makeTexture(width: 32, height: 16))
        spares.keep(drawn, frame: 7, drawn: true); spares.keep(idle, frame: 7, drawn: false)

        XCTAssertNil(spares.take(width: 16, height: 16, frame: 7), "queued drawing reads it")
        spares.endFrame(7)
        XCTAssertTrue(spares.take(width: 16, height: 16, frame: 8) === drawn, "the next frame may take it")
        spares.endFrame(8)
        XCTAssertNil(spares.take(width: 32, height: 16, frame: 9), "destroyed after its second frame")
        var small = SpareTextures(capacity: 8, maxBytes: 16 * 16 * 4, framesKept: 2)
        small.keep(drawn, frame: 9, drawn: false); small.keep(idle, frame: 9, drawn: false)
        XCTAssertEqual(small.textures.count, 1, "the second is over the byte limit")
        XCTAssertEqual(SpareTextures.bucketed(33), 48)
        XCTAssertEqual(SpareTextures.bucketed(48), 48)
        XCTAssertEqual(SpareTextures.bucketed(0), 16)
    }

    /// A rounded, bordered square shrinking every frame (a morphing shape) needs a store of
    /// another size each frame. On a CPU rasterizer those take textures rounded up to 16 pixels,
    /// so one texture serves several sizes instead of one made and one destroyed each frame
    /// (8 of 24 frames made one, against every frame before); the pixels, drawn 1.7× (filtering reads past the store's edge,
    /// where the texture still holds the larger store before), are those of fresh stores.
    func testAShapeChangingSizeEveryFrameReusesTexturesWithTheSamePixels() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        XCTAssertEqual(renderer.setBackend(.sdlRenderer), .sdlRenderer)
        let reference = try Renderer(headlessWidth: testWidth, height: testHeight)
        XCTAssertEqual(reference.setBackend(.sdlRenderer), .sdlRenderer)
        let device = try XCTUnwrap(renderer.compositor?.device)
        func shape(_ frame: Int) -> RenderSnapshot {
            let side = 60 - Double(frame)
            let node = layer(40, CGRect(x: 10.3, y: 5.6, width: side, height: side * 0.8),
                             content: LayerContent(backgroundColor: rgba(0.9, 0.4, 0.1), cornerRadius: 9,
                                                   borderWidth: 2, borderColor: rgba(0.1, 0.2, 0.6)),
                             transform: CATransform3DMakeScale(1.7, 1.7, 1))
            return RenderSnapshot(time: 0, root: root([node]))
        }
        var made: [Int] = []
        for frame in 0..<24 {
            let before = device.ledger.made
            renderer.render(shape(frame), background: .white)
            made.append(device.ledger.made - before)
            XCTAssertGreaterThan(renderer.stats.storeRedraws, 0, "frame \(frame): new content")
            if frame % 5 == 4 {
                reference.purgeAllStores()
                reference.invalidate()
                reference.render(shape(frame), background: .white)
                let result = GoldenImage.compare(renderer.readPixels(), reference.readPixels(), channelTolerance: 0)
                XCTAssertEqual(result.differing, 0, "frame \(frame): largest difference \(result.largest)")
            }
        }
        if device.isCPURasterizer {
            // About 3.4 pixels less each frame: a new texture only when a side crosses 16 pixels.
            XCTAssertLessThanOrEqual(made.dropFirst(3).reduce(0, +), 8, "textures made each frame: \(made)")
        }
    }

    /// A gradient whose locations change every frame, in a layer too large for the atlas
    /// (diagonal, so its store is the whole layer, not a strip).
    private func sweep(_ i: Int) -> RenderNode {
        let x = Double(i % 50) / 50
        let gradient = GradientContent(type: .axial, colors: [rgba(1, 0, 0), rgba(0, 0, 1)],
                                       locations: [x * 0.5, 0.5 + x * 0.5],
                                       startPoint: CGPoint(x: 0, y: 0.2), endPoint: CGPoint(x: 1, y: 0.8))
        return layer(7, CGRect(x: 0, y: 0, width: 300, height: 40), content: LayerContent(gradient: gradient))
    }

    private func frame(_ sublayers: [RenderNode]) -> RenderSnapshot {
        RenderSnapshot(time: 0,
                       root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 320, height: 60),
                                        sublayers: sublayers))
    }

    /// On the software renderer too, vertical and horizontal gradients are drawn from strips
    /// and look like whole stores.
    func testAxisAlignedGradientsUseStripsOnTheSoftwareRenderer() throws {
        let colors = [rgba(0.9, 0.1, 0.1), rgba(0.1, 0.2, 0.9), rgba(1, 1, 0.2)]
        func gradient(_ start: CGPoint, _ end: CGPoint) -> LayerContent {
            LayerContent(
                gradient: GradientContent(type: .axial, colors: colors, locations: [0, 0.3, 1], startPoint: start,
                                          endPoint: end))
        }
        let scene = RenderSnapshot(time: 0, root: root([
            layer(2, CGRect(x: 10, y: 10, width: 60, height: 100),
                  content: gradient(CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))),
            layer(3, CGRect(x: 80, y: 20, width: 70, height: 40),
                  content: gradient(CGPoint(x: 0, y: 0.2), CGPoint(x: 1, y: 0.2)),
                  opacity: 0.7),
        ]))
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.render(scene, background: .white)
        let strips = renderer.readPixels()
        XCTAssertLessThan(renderer.stats.storeBytes, 2 * 8 * 112 * 4, "two strips a few pixels across")
        let whole = try Renderer(softwareWidth: testWidth, height: testHeight)
        whole.drawsSlicedStores = false
        whole.render(scene, background: .white)
        XCTAssertGreaterThan(whole.stats.storeBytes, 60 * 100 * 4)
        let result = GoldenImage.compare(strips, whole.readPixels(), channelTolerance: 3)
        XCTAssertEqual(result.differing, 0, "strips and whole stores differ (largest \(result.largest))")
    }

    /// Strips drawn scaled (as the gallery's tiles show their scenes), among other stores in
    /// the atlas, look like whole stores too.
    func testScaledStripsAmongOtherStoresMatchWholeStores() throws {
        for scale in ScaledStripScene.scales {
            let scene = ScaledStripScene(scale: scale)
            let strips = try Renderer(softwareWidth: testWidth, height: testHeight)
            strips.render(scene.snapshot, background: .black)
            let whole = try Renderer(softwareWidth: testWidth, height: testHeight)
            whole.drawsSlicedStores = false
            whole.render(scene.snapshot, background: .black)
            scene.assertMatches(strips: strips.readPixels(), whole: whole.readPixels())
        }
    }

    /// A strip longer than a store may be (a 1,080-point gradient shown 4× larger) is drawn at
    /// the largest scale that fits, without a capped-store report.
    func testLongStripFitsWithoutReport() throws {
        RenderDiagnostics.reset()
        let wide = LayerContent(gradient: GradientContent(type: .axial, colors: [rgba(1, 0, 0), rgba(0, 0, 1)],
                                                          locations: nil,
                                                          startPoint: CGPoint(x: 0, y: 0.5),
                                                          endPoint: CGPoint(x: 1, y: 0.5)))
        let node = layer(2, CGRect(x: -200, y: 0, width: 1080, height: 30), content: wide,
                         transform: CATransform3DMakeScale(4, 4, 1))
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.render(RenderSnapshot(time: 0, root: root([node])), background: .white)
        XCTAssertFalse(RenderDiagnostics.contains("capped"), "\(RenderDiagnostics.messages)")
        XCTAssertEqual(renderer.stats.storesAlive, 1)
        XCTAssertLessThanOrEqual(renderer.stats.storeBytes, 4096 * 16 * 4)
        XCTAssertGreaterThan(renderer.readPixels().countPixels(differingFrom: white8, tolerance: 10), 1_000,
                             "the gradient was drawn")
    }

    func testContentChangingEveryFrameKeepsOnlyItsNewestStore() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var bytes: [Int] = [], counts: [Int] = []
        var redraws = 0
        for i in 0..<200 {
            renderer.render(frame([sweep(i)]), background: .white)
            bytes.append(renderer.stats.storeBytes)
            counts.append(renderer.storeCount)
            redraws += renderer.stats.storeRedraws
        }
        XCTAssertEqual(redraws, 200, "every frame draws its new content")
        // One store (302×42 pixels: one pixel of padding on each side) from the second new
        // content in a row on, and never more than one.
        XCTAssertEqual(Set(counts), [1])
        XCTAssertEqual(Set(bytes), [302 * 42 * 4])
        // The last frame shows the last content, as a fresh renderer draws it.
        let fresh = try Renderer(softwareWidth: 320, height: 60)
        fresh.render(frame([sweep(199)]), background: .white)
        XCTAssertEqual(renderer.readPixels(), fresh.readPixels())
    }

    func testContentCyclingThroughAFewValuesStaysCached() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var redraws = 0
        for i in 0..<60 {
            renderer.render(frame([sweep(i % 3)]), background: .white)
            redraws += renderer.stats.storeRedraws
        }
        // A and B are released while the layer looks like an animation (new content on
        // consecutive frames); when A comes back the layer keeps its stores from then on.
        XCTAssertEqual(redraws, 5, "A, B, C, then A and B once more")
        XCTAssertEqual(renderer.storeCount, 3)
    }

    func testLayerWithBorderAndSublayersKeepsOneStoreOfEachKind() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var redraws = 0
        for i in 0..<40 {
            var node = sweep(i)
            node.content.borderWidth = 2
            node.content.borderColor = rgba(0, 0, 0)
            node.sublayers = [layer(8, CGRect(x: 10, y: 10, width: 20, height: 20),
                                    content: LayerContent(backgroundColor: rgba(0, 1, 0)))]
            renderer.render(frame([node]), background: .white)
            redraws += renderer.stats.storeRedraws
            XCTAssertEqual(renderer.storeCount, 3, "frame \(i): content, border and the square")
        }
        // The content store every frame; the border's (keyed by the border alone) and the square once.
        XCTAssertEqual(redraws, 40 + 2)
        let fresh = try Renderer(softwareWidth: 320, height: 60)
        var last = sweep(39)
        last.content.borderWidth = 2
        last.content.borderColor = rgba(0, 0, 0)
        last.sublayers = [layer(8, CGRect(x: 10, y: 10, width: 20, height: 20),
                                content: LayerContent(backgroundColor: rgba(0, 1, 0)))]
        fresh.render(frame([last]), background: .white)
        XCTAssertEqual(renderer.readPixels(), fresh.readPixels())
    }

    func testContentChurnReleasesAfterConsecutiveNewContentUntilALayerComesBack() {
        var churn = ContentChurn(threshold: 2, memory: 2)
        XCTAssertFalse(churn.miss(layer: 1, frame: 10, content: 100))
        XCTAssertFalse(churn.miss(layer: 1, frame: 10, content: 101), "a second miss in the same frame counts once")
        XCTAssertTrue(churn.miss(layer: 1, frame: 11, content: 102))
        XCTAssertFalse(churn.miss(layer: 2, frame: 11, content: 102), "streaks are per layer")
        XCTAssertFalse(churn.miss(layer: 1, frame: 13, content: 103), "a frame without new content ends the streak")
        XCTAssertTrue(churn.miss(layer: 1, frame: 14, content: 104))
        churn.released(layer: 1, content: 103)
        churn.released(layer: 1, content: 90)
        churn.released(layer: 1, content: 91)      // only the last two are remembered
        XCTAssertTrue(churn.miss(layer: 1, frame: 15, content: 103), "forgotten: 103 was pushed out of the memory")
        churn.released(layer: 1, content: 104)
        XCTAssertFalse(churn.miss(layer: 1, frame: 16, content: 104), "back to a released content")
        XCTAssertTrue(churn.revisits(layer: 1))
        XCTAssertFalse(churn.miss(layer: 1, frame: 17, content: 105), "a layer that came back keeps its stores")
        churn.prune { $0 != 1 }
        XCTAssertFalse(churn.revisits(layer: 1))
    }

    /// The store budget follows the target: 8 frames of it, at least 64 MB, at most the cap.
    func testTheStoreBudgetIsEightFramesOfTheTarget() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)

        XCTAssertEqual(renderer.storeBudget(targetPixels: 1280 * 800), 64 << 20, "the minimum")
        XCTAssertEqual(renderer.storeBudget(targetPixels: 4000 * 3000), 8 * 4 * 4000 * 3000)
        XCTAssertEqual(renderer.storeBudget(targetPixels: 16384 * 16384), 512 << 20, "the cap")
    }

    /// Stores not drawn in the last frame are released down to the budget at once, not kept for
    /// 120 frames while they fit a fixed 512 MB (the soak saw them grow from 10 to 77 MB).
    func testStoresBeyondTheTargetsBudgetAreReleasedAfterTheFrame() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        renderer.storeMinimumBudgetBytes = 0                  // budget: 8 × 320 × 60 × 4 = 614,400 bytes
        let many = (0..<40).map { i in   // diagonal gradients: whole-layer stores of their own, 300 × 40
            let gradient = GradientContent(type: .axial, colors: [rgba(1, 0, 0), rgba(0, 0, Double(i) / 40)],
                                           locations: [0, 1], startPoint: CGPoint(x: 0, y: 0.2),
                                           endPoint: CGPoint(x: 1, y: 0.8))
            return layer(UInt64(100 + i), CGRect(x: 0, y: 0, width: 300, height: 40),
                         content: LayerContent(gradient: gradient))
        }

        renderer.render(frame(many), background: .white)
        let drawn = renderer.stats.storeBytes
        renderer.render(frame([many[0]]), background: .white)

        XCTAssertGreaterThan(drawn, 614_400, "every store of the frame stays while it is drawn")
        XCTAssertLessThanOrEqual(renderer.stats.storeBytes, 614_400)
        XCTAssertGreaterThan(renderer.stats.storeBytes, 0, "the store drawn stays")
    }

    func testStoreBytesReturnToZeroWhenStoresArePurged() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        renderer.purgeAfterFrames = 3
        for i in 0..<20 {
            renderer.render(frame([sweep(i)]), background: .white)
        }
        XCTAssertGreaterThan(renderer.stats.storeBytes, 0)
        for _ in 0..<6 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.storeCount, 0)
        XCTAssertEqual(renderer.stats.storeBytes, 0)
    }

    /// The texture ledger counts every texture the device made and has not destroyed: the stores'
    /// own textures and atlas pages while they live, none once stores are purged (stores only
    /// here; no offscreen passes).
    func testTextureLedgerFollowsStoresAndAtlasPages() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        var texture = device.makeTexture(width: 30, height: 20)
        XCTAssertEqual(device.ledger.count, 1)
        XCTAssertEqual(device.ledger.bytes, 30 * 20 * 4)
        texture = nil
        XCTAssertNil(texture)
        XCTAssertEqual(device.ledger.count, 0)
        XCTAssertEqual(device.ledger.bytes, 0)

        let renderer = try Renderer(softwareWidth: 320, height: 60)
        renderer.purgeAfterFrames = 3
        let small = layer(9, CGRect(x: 0, y: 0, width: 20, height: 20),
                          content: LayerContent(backgroundColor: rgba(0, 1, 0)))
        renderer.render(frame([sweep(0), small]), background: .white)
        let stats = renderer.stats
        XCTAssertGreaterThan(stats.atlasBytes, 0, "the small layer's store is in an atlas page")
        XCTAssertEqual(stats.texturesAlive, 2, "the gradient's own texture and one atlas page")
        XCTAssertGreaterThan(stats.textureBytes, stats.atlasBytes)
        XCTAssertLessThan(stats.textureBytes - stats.atlasBytes, stats.storeBytes,
                          "the store bytes hold the small slot too")
        XCTAssertEqual(stats.storeTextureBytes, stats.textureBytes - stats.atlasBytes, "the gradient's own texture")
        for _ in 0..<6 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.stats.texturesAlive, 1, "one empty atlas page is kept")
        XCTAssertEqual(renderer.stats.textureBytes, renderer.stats.atlasBytes)
        XCTAssertEqual(renderer.stats.storeTextureBytes, 0)
        renderer.purgeAllStores()
        renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white)
        XCTAssertEqual(renderer.stats.texturesAlive, 0)
        XCTAssertEqual(renderer.stats.textureBytes, 0)
    }

    /// On a CPU rasterizer, a small layer whose content is new every frame leaves the atlas for a
    /// texture of its own (an upload into a page the frame already draws from waits for that
    /// drawing), reused frame after frame; a still layer stays in the atlas. Pixels are the same.
    func testContentNewEveryFrameGetsItsOwnTextureOnCPURasterizers() throws {
        let renderer = try Renderer(headlessWidth: 320, height: 60)
        let reference = try Renderer(headlessWidth: 320, height: 60)
        func dot(_ i: Int) -> RenderNode {   // a small gradient whose stops move every frame
            let x = Double(i % 10) / 10
            let gradient = GradientContent(type: .radial, colors: [rgba(1, 0, 0), rgba(0, 0, 1)],
                                           locations: [x * 0.5, 0.5 + x * 0.5],
                                           startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))
            return layer(11, CGRect(x: 30, y: 10, width: 24, height: 24),
                         content: LayerContent(cornerRadius: 6, gradient: gradient),
                         transform: CATransform3DMakeRotation(0.3, 0, 0, 1))
        }
        let still = layer(12, CGRect(x: 100, y: 10, width: 24, height: 24),
                          content: LayerContent(backgroundColor: rgba(0, 1, 0), cornerRadius: 5, borderWidth: 1,
                                                borderColor: rgba(0, 0, 0)))
        var created = 0
        for i in 0..<8 {
            renderer.render(frame([dot(i), still]), background: .white)
            if i >= 2 { XCTAssertGreaterThan(renderer.stats.storeTextureBytes, 0, "frame \(i): the dot's own texture") }
            XCTAssertLessThan(renderer.stats.storeTextureBytes, 24 * 24 * 4 * 4 * 2,
                              "frame \(i): only the dot's, not the still layer's")
            created = max(created, renderer.stats.texturesAlive)
            reference.invalidate(); reference.purgeAllStores()
            reference.render(frame([dot(i), still]), background: .white)
            XCTAssertEqual(
                GoldenImage.compare(renderer.readPixels(), reference.readPixels(), channelTolerance: 0).differing, 0,
                "frame \(i)")
        }
        XCTAssertLessThanOrEqual(created, 3, "an atlas page and the dot's texture (with its spare), not one a frame")
    }

    /// A full target pool makes room for the texture given back last by letting the oldest go:
    /// the logo reveal's mask, growing every frame, filled the pool with sizes it had left
    /// behind, and the target it needed every frame was then made and destroyed every frame.
    func testAFullTargetPoolKeepsTheTargetGivenBackLast() throws {
        let renderer = try Renderer(softwareWidth: 640, height: 480)
        let compositor = try XCTUnwrap(renderer.compositor)
        let targets = compositor.targets
        func use(_ width: Int, _ height: Int) throws {
            let target = try XCTUnwrap(targets.pushRegionTarget(PixelRect(x0: 0, y0: 0, x1: width, y1: height)))
            _ = targets.pop()
            targets.recycle(target)
        }
        targets.beginFrame(width: 640, height: 480)
        for k in 1...4 { for m in 1...3 { try use(64 * k, 64 * m) } }   // 12 sizes: the pool is full
        try use(400, 400)
        targets.beginFrame(width: 640, height: 480)
        let made = compositor.device.ledger.made

        try use(400, 400)
        XCTAssertEqual(compositor.device.ledger.made, made, "the 400×400 target came from the pool")
        try use(64, 64)   // its own size made room for 400×400; 64×128, one step taller, serves
        XCTAssertEqual(compositor.device.ledger.made, made, "a pooled target one step larger serves")
        try use(600, 450)
        XCTAssertEqual(compositor.device.ledger.made, made + 1, "nothing pooled is within a step of 640×512")
    }

    /// An offscreen target whose size is no longer asked for is released after `poolKeepFrames`,
    /// even while other offscreen passes keep the pool in use every frame.
    func testPooledTargetsOfSizesNoLongerUsedAreReleased() throws {
        func grouped(_ size: CGSize) -> RenderSnapshot {
            let a = layer(3, CGRect(x: 0, y: 0, width: 30, height: 30),
                          content: LayerContent(backgroundColor: rgba(1, 0, 0)))
            let b = layer(4, CGRect(x: 15, y: 15, width: 30, height: 30),
                          content: LayerContent(backgroundColor: rgba(0, 0, 1)))
            var parent = layer(2, CGRect(origin: CGPoint(x: 5, y: 5), size: size),
                               content: LayerContent(backgroundColor: rgba(0, 1, 0)),
                               opacity: 0.5, sublayers: [a, b])
            parent.allowsGroupOpacity = true
            return RenderSnapshot(time: 0, root: root([parent]))
        }
        let renderer = try Renderer(softwareWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false   // every frame makes its offscreen pass
        for _ in 0..<3 { renderer.render(grouped(CGSize(width: 140, height: 100)), background: .white) }
        XCTAssertGreaterThan(renderer.stats.offscreenPasses, 0)
        let large = renderer.stats
        renderer.render(grouped(CGSize(width: 60, height: 50)), background: .white)
        let both = renderer.stats
        XCTAssertEqual(both.texturesAlive, large.texturesAlive + 1,
                       "the small target is new; the large one waits in the pool")
        for _ in 0..<125 { renderer.render(grouped(CGSize(width: 60, height: 50)), background: .white) }
        let after = renderer.stats
        XCTAssertEqual(after.texturesAlive, both.texturesAlive - 1, "the large target was released")
        XCTAssertLessThan(after.textureBytes, both.textureBytes)
        XCTAssertEqual(after.atlasBytes, both.atlasBytes, "the stores of both sizes fit the same atlas page")
    }
}
