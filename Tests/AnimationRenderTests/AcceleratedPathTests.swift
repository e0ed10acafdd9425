import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// The window path: SDL's OpenGL renderer (on SDL's "offscreen" video driver, no display
/// needed) with premultiplied textures and GPU-side mask combining must draw what the
/// software reference draws. `test.sh` installs Mesa (EGL and the DRI drivers), so an
/// OpenGL renderer is always available there; without one these tests fail and say so.
final class AcceleratedPathTests: XCTestCase {
    private static var host: WindowHost?

    func acceleratedHost() throws -> WindowHost {
        if let h = Self.host { return h }
        let driver = ProcessInfo.processInfo.environment["DISPLAY"] == nil ? "offscreen" : nil
        guard let h = try? WindowHost(width: testWidth, height: testHeight, hidden: true, resizable: false,
                                      videoDriver: driver),
              h.rendererName != "software" else {
            throw AcceleratedPathUnavailable()
        }
        // These tests count the paths taken by whole frames (a frame that changed nothing
        // would draw nothing).
        h.renderer.redrawsOnlyChanges = false
        Self.host = h
        return h
    }

    override class func tearDown() { host?.close(); host = nil }

    /// Thrown (failing the test) when SDL cannot create an accelerated renderer.
    struct AcceleratedPathUnavailable: Error, CustomStringConvertible {
        var description: String {
            "no accelerated SDL renderer: install Mesa's EGL and DRI drivers (libegl1, libgl1-mesa-dri), "
                + "as test.sh does"
        }
    }

    /// Renders `scene` on both paths; fails when more than `share` of the pixels differ by more than `tolerance`.
    func compare(_ scene: RenderNode, _ name: String, tolerance: Int = 40, share: Double = 0.02,
                         file: StaticString = #filePath,
                         line: UInt = #line) throws -> (gpu: RenderedImage, cpu: RenderedImage) {
        let host = try acceleratedHost()
        XCTAssertTrue(host.renderer.usesPremultipliedTextures)
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        let gpu = host.renderer.readPixels()
        let cpu = try renderImage(scene)
        let result = GoldenImage.compare(gpu, cpu, channelTolerance: tolerance)
        let fraction = Double(result.differing) / Double(gpu.width * gpu.height)
        if ProcessInfo.processInfo.environment["DUMP_GPU"] == "1" { try? gpu.writePNG(to: "/tmp/view/gpu-\(name).png") }
        if fraction > share {
            try? gpu.writePNG(to: GoldenImage.failureDirectory(for: "\(file)") + "/\(name).gpu.png")
            try? result.diff.writePNG(to: GoldenImage.failureDirectory(for: "\(file)") + "/\(name).gpu-diff.png")
        }
        XCTAssertLessThanOrEqual(fraction, share,
                                 "\(name): \(result.differing) pixels differ (largest \(result.largest))",
                                 file: file, line: line)
        return (gpu, cpu)
    }

    private let card = LayerContent(backgroundColor: rgba(0.15, 0.45, 0.9), cornerRadius: 10, borderWidth: 3,
                                    borderColor: rgba(0.1, 0.1, 0.3))

    func testBasicContentMatches() throws {
        let scene = root([
            layer(2, CGRect(x: 10, y: 10, width: 70, height: 50), content: card),
            layer(3, CGRect(x: 90, y: 20, width: 60, height: 60), content: LayerContent(backgroundColor: rgba(1, 0, 0)),
                  opacity: 0.5,
                  transform: CATransform3DMakeRotation(0.3, 0, 0, 1)),
        ])
        let (gpu, _) = try compare(scene, "basic")
        assertPixel(gpu, 45, 35, RGBA8(r: 38, g: 115, b: 230))
    }

    func testGroupOpacityAndMasksMatch() throws {
        let a = layer(3, CGRect(x: 10, y: 10, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let b = layer(4, CGRect(x: 40, y: 30, width: 60, height: 60),
                      content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        let group = layer(2, CGRect(x: 0, y: 0, width: 120, height: 100), opacity: 0.5, sublayers: [a, b])
        let (gpu, _) = try compare(root([group]), "group")
        assertPixel(gpu, 75, 55, RGBA8(r: 128, g: 128, b: 255), tolerance: 3)

        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 25, y: 15, width: 70, height: 70))
        let maskShape = ShapeContent(path: ring, fillColor: nil, fillRule: .nonZero, strokeColor: rgba(0, 0, 0),
                                     lineWidth: 28,
                                     lineCap: .butt, lineJoin: .round, miterLimit: 10, lineDashPattern: [],
                                     lineDashPhase: 0,
                                     strokeStart: 0, strokeEnd: 0.6)
        var masked = layer(5, CGRect(x: 20, y: 10, width: 120, height: 100), content: card)
        masked.mask = Box(
            RenderNode(layerID: 6, bounds: CGRect(x: 0, y: 0, width: 120, height: 100),
                       content: LayerContent(shape: maskShape)))
        var rounded = layer(7, CGRect(x: 100, y: 60, width: 50, height: 50),
                            content: LayerContent(backgroundColor: rgba(0, 0.7, 0), cornerRadius: 18),
                            sublayers: [layer(8, CGRect(x: -10, y: -10, width: 40, height: 40),
                                              content: LayerContent(backgroundColor: rgba(1, 0.9, 0)))])
        rounded.masksToBounds = true
        _ = try compare(root([masked, rounded]), "mask")
    }

    /// A rounded `masksToBounds` without mask or group opacity is clipped on the CPU (scissor +
    /// corner triangles), with no offscreen pass, and still matches the software reference.
    func testRoundedClipWithoutOffscreenPass() throws {
        let child = layer(3, CGRect(x: -20, y: -20, width: 140, height: 50),
                          content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        var rounded = layer(2, CGRect(x: 30, y: 20, width: 100, height: 80),
                            content: LayerContent(backgroundColor: rgba(0, 0, 1), cornerRadius: 20), sublayers: [child])
        rounded.masksToBounds = true
        let (gpu, _) = try compare(root([rounded]), "rounded-clip")
        XCTAssertEqual(try acceleratedHost().renderer.stats.offscreenPasses, 0)
        assertPixel(gpu, 31, 21, white8)      // outside the rounded corner: the child is clipped
        assertPixel(gpu, 60, 30, red8)        // the child inside
        assertPixel(gpu, 60, 80, blue8)
    }

    /// A square clip inside a rounded one keeps the rounded corners: its content is still cut
    /// by the outer arcs, and so are the siblings drawn after it.
    func testSquareClipInsideARoundedClipKeepsTheCorners() throws {
        var square = layer(3, CGRect(x: -10, y: -10, width: 120, height: 100),
                           content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        square.masksToBounds = true
        let later = layer(4, CGRect(x: 60, y: 40, width: 60, height: 60),
                          content: LayerContent(backgroundColor: rgba(0, 0.6, 0)))
        var rounded = layer(2, CGRect(x: 30, y: 20, width: 100, height: 80),
                            content: LayerContent(backgroundColor: rgba(0, 0, 1), cornerRadius: 20),
                            sublayers: [square, later])
        rounded.masksToBounds = true
        let (gpu, _) = try compare(root([rounded]), "square-in-rounded")
        XCTAssertEqual(try acceleratedHost().renderer.stats.offscreenPasses, 0)
        assertPixel(gpu, 31, 21, white8)      // the outer top-left corner cuts the square child
        assertPixel(gpu, 60, 30, red8)
        assertPixel(gpu, 128, 98, white8)     // and the bottom-right one the sibling after it
        assertPixel(gpu, 100, 80, RGBA8(r: 0, g: 153, b: 0))
    }

    /// A rounded clip inside another, clear of the outer one's corners (a rounded text field in
    /// a rounded gallery tile), is clipped on the CPU too: no offscreen pass, the same picture.
    /// One that reaches into an outer corner still takes the offscreen pass.
    func testRoundedClipInsideARoundedClip() throws {
        func scene(innerX: CGFloat, innerY: CGFloat) -> RenderNode {
            let text = layer(4, CGRect(x: -5, y: 4, width: 80, height: 10),
                             content: LayerContent(backgroundColor: rgba(1, 0, 0)))
            var field = layer(3, CGRect(x: innerX, y: innerY, width: 60, height: 24),
                              content: LayerContent(backgroundColor: rgba(1, 1, 0.6), cornerRadius: 8),
                              sublayers: [text])
            field.masksToBounds = true
            var tile = layer(2, CGRect(x: 20, y: 10, width: 120, height: 100),
                             content: LayerContent(backgroundColor: rgba(0, 0, 1), cornerRadius: 16),
                             sublayers: [field])
            tile.masksToBounds = true
            return root([tile])
        }
        let (inside, _) = try compare(scene(innerX: 30, innerY: 40), "rounded-in-rounded")
        XCTAssertEqual(try acceleratedHost().renderer.stats.offscreenPasses, 0, "clear of the tile's corners")
        assertPixel(inside, 70, 58, red8)     // the text inside the field
        assertPixel(inside, 51, 51, blue8)    // outside the field's corner: the tile
        _ = try compare(scene(innerX: -4, innerY: -4), "rounded-in-rounded-corner")
        XCTAssertEqual(try acceleratedHost().renderer.stats.offscreenPasses, 1, "reaching into the tile's corner")
    }

    func testPerspectiveAndTransitionsMatch() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.8, 0, 1, 0)
        _ = try compare(root([layer(2, CGRect(x: 30, y: 20, width: 100, height: 80), content: card, transform: t)]),
                        "perspective", share: 0.03)
        for type in [CATransitionType.fade, .push, .flipFromLeft, .curlUp] {
            let old = layer(10, CGRect(x: 30, y: 20, width: 100, height: 80),
                            content: LayerContent(backgroundColor: rgba(1, 0.55, 0.1)))
            var new = layer(10, CGRect(x: 30, y: 20, width: 100, height: 80), content: card)
            new.transition = TransitionState(type: type, subtype: .fromRight, progress: 0.4, from: old)
            _ = try compare(root([new]), "transition-\(type.rawValue)", share: 0.03)
        }
    }

    func testAdditiveParticlesMatch() throws {
        let square = CGImage(width: 8, height: 8, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 64))!
        var emitter = layer(2, CGRect(x: 0, y: 0, width: 160, height: 120))
        emitter.particles = [ParticleBatch(image: square, additive: true, particles: [
            Particle(position: CGPoint(x: 70, y: 60), scale: 4, rotation: 0, color: rgba(1, 0, 0, 0.8)),
            Particle(position: CGPoint(x: 90, y: 60), scale: 4, rotation: 0, color: rgba(0, 0, 1, 0.8)),
        ])]
        let (gpu, _) = try compare(root([emitter], background: rgba(0, 0, 0)), "additive")
        assertPixel(gpu, 80, 60, RGBA8(r: 204, g: 0, b: 204), tolerance: 3)
    }

    /// A rounded layer with only a background colour is drawn as untextured triangles plus its
    /// four corners, which come from the store of a small rounded square (not of the whole layer),
    /// and looks like the software reference, also off whole pixels. (Rotated, it is drawn from
    /// its own store, whose padding antialiases the straight edges too.)
    func testRoundedSolidLayerTakesItsCornersFromASmallStore() throws {
        let host = try acceleratedHost()
        host.renderer.purgeAllStores()
        let card = LayerContent(backgroundColor: rgba(0.2, 0.5, 0.3), cornerRadius: 14)
        let scene = root([layer(2, CGRect(x: 10.3, y: 8.6, width: 140, height: 100), content: card),
                          layer(3, CGRect(x: 30.5, y: 40.25, width: 60, height: 60), content: card, opacity: 0.6)])
        let (gpu, _) = try compare(scene, "rounded-solid")
        let small = (2 * 14 + 4 + 4) * (2 * 14 + 4 + 4) * 4
        XCTAssertLessThanOrEqual(host.renderer.stats.storeBytes, small,
                                 "one store of the small square, shared by both layers")
        XCTAssertEqual(host.renderer.stats.storesAlive, 1)
        assertPixel(gpu, 80, 14, RGBA8(r: 51, g: 128, b: 77), tolerance: 4)    // inside, near the top edge
        assertPixel(gpu, 11, 9, white8, tolerance: 30)                          // the rounded-off corner
    }

    /// The small square is white and the corners take their layer's colour from their
    /// vertices: layers of different colours share it, a colour that changes from frame to frame
    /// (replicated dots whose instance colours shift) redraws no store, and each corner still
    /// shows its own layer's colour as the software reference does.
    func testRoundedSolidsOfEveryColourShareOneWhiteCornerStore() throws {
        let host = try acceleratedHost()
        host.renderer.purgeAllStores()
        func scene(_ k: Int) -> RenderNode {
            root((0..<6).map { i in
                let hue = Double((i + k) % 6) / 6
                let dot = LayerContent(backgroundColor: rgba(hue, 1 - hue, 0.5, i == 5 ? 0.5 : 1), cornerRadius: 6)
                return layer(UInt64(10 + i), CGRect(x: 8 + Double(i) * 24, y: 20.5, width: 20, height: 20),
                             content: dot)
            })
        }
        _ = try compare(scene(0), "rounded-solid-colours")
        XCTAssertEqual(host.renderer.stats.storesAlive, 1, "one white square for six colours")
        for k in 1...3 {
            host.renderer.render(RenderSnapshot(time: 0, root: scene(k)), background: .white)
            XCTAssertEqual(host.renderer.stats.storeRedraws, 0, "colours shifted at step \(k): nothing to redraw")
        }
        let (gpu, _) = try compare(scene(3), "rounded-solid-colours-shifted")
        // Third dot at step 3: hue 5/6, opaque; a pixel just inside its rounded top-left corner
        // (x 56…76, y 20.5…40.5) is mostly covered and that colour.
        let p = gpu.pixel(x: 59, y: 23)
        XCTAssertEqual(Double(p.r), 5.0 / 6 * 255, accuracy: 12)
        XCTAssertEqual(Double(p.g), 1.0 / 6 * 255, accuracy: 12)
    }

    /// Turned, a one-colour layer is drawn from a store of its whole shape, also white and
    /// tinted: a ring of dots whose colours shift every frame (like a replicator's instance
    /// colours) draws from one store and redraws nothing, and matches the software reference.
    func testTurnedSolidLayersOfEveryColourShareOneWhiteStore() throws {
        let host = try acceleratedHost()
        host.renderer.purgeAllStores()
        func scene(_ k: Int) -> RenderNode {
            root((0..<8).map { i in
                let hue = Double((i + k) % 8) / 8
                let dot = LayerContent(backgroundColor: rgba(1 - hue, hue, 0.3), cornerRadius: 4)
                return layer(UInt64(20 + i),
                             CGRect(x: 70 + 40 * cos(Double(i)), y: 50 + 40 * sin(Double(i)), width: 12, height: 12),
                             content: dot, transform: CATransform3DMakeRotation(Double(i) * 0.4, 0, 0, 1))
            })
        }
        _ = try compare(scene(0), "turned-solid-colours")
        XCTAssertEqual(host.renderer.stats.storesAlive, 1, "one white store for eight colours")
        for k in 1...3 {
            host.renderer.render(RenderSnapshot(time: 0, root: scene(k)), background: .white)
            XCTAssertEqual(host.renderer.stats.storeRedraws, 0, "colours shifted at step \(k): nothing to redraw")
        }
        _ = try compare(scene(3), "turned-solid-colours-shifted")
    }

    /// A border (a layer with sublayers draws its border after them, alone) is drawn as a
    /// nine-slice of a small square's store and looks like the software reference.
    func testBorderRingsAreDrawnFromASmallStore() throws {
        let host = try acceleratedHost()
        host.renderer.purgeAllStores()
        let ring = LayerContent(cornerRadius: 12, borderWidth: 2, borderColor: rgba(0.1, 0.3, 0.8))
        var parent = layer(2, CGRect(x: 8.5, y: 10, width: 120, height: 90),
                           content: LayerContent(backgroundColor: rgba(0.95, 0.9, 0.8), cornerRadius: 12,
                                                 borderWidth: 3,
                                                 borderColor: rgba(0.6, 0.1, 0.1)))
        parent.sublayers = [layer(3, CGRect(x: 20, y: 30, width: 60, height: 8),
                                  content: LayerContent(backgroundColor: rgba(0.5, 0.5, 0.5)))]
        let scene = root([parent, layer(4, CGRect(x: 100, y: 60, width: 50, height: 50), content: ring,
                                        transform: CATransform3DMakeRotation(0.3, 0, 0, 1))])
        // Nearest-neighbour sampling in the reference moves the fractional and rotated edges.
        let (gpu, _) = try compare(scene, "border-rings", share: 0.05)
        XCTAssertLessThan(host.renderer.stats.storeBytes, 60_000, "small squares, not 120×90 and 50×50 stores")
        try assertSameAsWholeStores(scene, gpu, "border-rings")
    }

    /// Renders `scene` again with the sliced stores off and expects `sliced` within 6/255 (the
    /// small square's right and bottom corners are rasterized at another sub-pixel phase than
    /// the layer's).
    private func assertSameAsWholeStores(_ scene: RenderNode, _ sliced: RenderedImage, _ name: String,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        let host = try acceleratedHost()
        host.renderer.drawsSlicedStores = false
        defer { host.renderer.drawsSlicedStores = true }
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        let whole = host.renderer.readPixels()
        let result = GoldenImage.compare(sliced, whole, channelTolerance: 6)
        XCTAssertLessThanOrEqual(result.differing, 0,
                                 "\(name): sliced and whole stores differ (largest \(result.largest))",
                                 file: file, line: line)
    }

    /// Vertical and horizontal axial gradients are drawn from a strip store stretched over the
    /// layer and look like the software reference's full stores; a diagonal one keeps its store.
    func testAxisAlignedGradientsAreDrawnFromStrips() throws {
        let host = try acceleratedHost()
        host.renderer.purgeAllStores()
        let colors = [rgba(0.9, 0.1, 0.1), rgba(0.1, 0.2, 0.9), rgba(1, 1, 0.2)]
        func gradient(_ start: CGPoint, _ end: CGPoint) -> LayerContent {
            LayerContent(
                gradient: GradientContent(type: .axial, colors: colors, locations: [0, 0.3, 1], startPoint: start,
                                          endPoint: end))
        }
        let vertical = gradient(CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
        let horizontal = gradient(CGPoint(x: 0, y: 0.2), CGPoint(x: 1, y: 0.2))
        let scene = root([layer(2, CGRect(x: 10, y: 10, width: 60, height: 100), content: vertical),
                          layer(3, CGRect(x: 80, y: 20, width: 70, height: 40), content: horizontal, opacity: 0.7)])
        let (gpu, _) = try compare(scene, "gradient-strips", tolerance: 6, share: 0.01)
        XCTAssertEqual(host.renderer.stats.storesAlive, 2)
        XCTAssertLessThan(host.renderer.stats.storeBytes, 2 * 8 * 112 * 4, "two strips a few pixels across")
        try assertSameAsWholeStores(scene, gpu, "gradient-strips")
        // A diagonal gradient changes along both axes: a whole store.
        let diagonal = gradient(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        _ = try compare(root([layer(4, CGRect(x: 10, y: 10, width: 60, height: 100), content: diagonal)]),
                        "gradient-diagonal",
                        tolerance: 6, share: 0.01)
        XCTAssertGreaterThanOrEqual(host.renderer.stats.storeBytes, 60 * 100 * 4)
    }

    /// A sparse store (a star) is drawn as a triangle fan around its visible pixels, not as its
    /// whole rectangle, and shows the same pixels as the software reference's rectangle.
    func testSparseStoreDrawnAsItsOutlineMatchesTheReference() throws {
        let star = LayerContent(shape: ShapeContent(path: starPath(size: 90), fillColor: rgba(1, 0.85, 0.1),
                                                    fillRule: .nonZero,
                                                    strokeColor: rgba(0.3, 0.2, 0), lineWidth: 3, lineCap: .round,
                                                    lineJoin: .round,
                                                    miterLimit: 10, lineDashPattern: [], lineDashPhase: 0,
                                                    strokeStart: 0, strokeEnd: 1))
        let scene = root([layer(2, CGRect(x: 35, y: 15, width: 90, height: 90), content: star, opacity: 0.8,
                                transform: CATransform3DMakeRotation(0.4, 0, 0, 1))])
        let host = try acceleratedHost()
        // The rotated store reaches past the frame's edge; triangle counts here are those of
        // the outline and the rectangle, before any cut at the target's edge (`TargetClip`).
        host.renderer.clipsToTarget = false
        // Outlines belong to the SDL_RenderGeometry path; GL layer quads draw every store whole.
        host.renderer.drawsLayerQuadsOnGL = false
        defer {
            host.renderer.drawsStoreOutlines = true; host.renderer.clipsToTarget = true
            host.renderer.drawsLayerQuadsOnGL = true
        }
        // The software reference samples nearest-neighbour, so the rotated edges differ a little more
        // than the default share allows; the exact check is against the GPU's own rectangle below.
        let (gpu, _) = try compare(scene, "outline-star", share: 0.04)
        let triangles = host.renderer.stats.triangles
        XCTAssertGreaterThan(triangles, 2, "the star went out as its outline's fan, not as two triangles")
        XCTAssertLessThanOrEqual(triangles, CoverageOutline.maximumVertices - 2)
        XCTAssertGreaterThan(gpu.countPixels(differingFrom: white8, tolerance: 10), 2_000, "the star was drawn")
        // The same frame with the rectangle: the same pixels (the polygon leaves out only
        // transparent ones).
        host.renderer.drawsStoreOutlines = false
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        XCTAssertEqual(host.renderer.stats.triangles, 2)
        let rectangle = host.renderer.readPixels()
        let result = GoldenImage.compare(gpu, rectangle, channelTolerance: 1)
        XCTAssertEqual(result.differing, 0, "outline and rectangle differ (largest \(result.largest))")
    }

    /// A store placed where a released, taller store was must not pick up its old pixels when
    /// filtering at its edge (the atlas clears the ring around a new slot).
    func testNewStoreInReusedAtlasSpaceShowsNoOldPixels() throws {
        let host = try acceleratedHost()
        let saved = host.renderer.purgeAfterFrames
        defer { host.renderer.purgeAfterFrames = saved }
        host.renderer.purgeAllStores()
        host.renderer.purgeAfterFrames = 1
        func solid(_ w: Int, _ h: Int, _ argb: UInt32) -> LayerContent {
            LayerContent(image: ImageContent(image: CGImage(width: w, height: h,
                                                            pixels: [UInt32](repeating: argb, count: w * h))!,
                                             gravity: .resize))
        }
        let tallRed = root([layer(2, CGRect(x: 10, y: 10, width: 30, height: 60), content: solid(30, 60, 0xFFFF_0000))])
        host.renderer.render(RenderSnapshot(time: 0, root: tallRed), background: .white)
        for _ in 0..<4 {   // released
            host.renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white)
        }
        // A short blue store at a fractional position, so its bottom edge is filtered.
        let shortBlue = root(
            [layer(3, CGRect(x: 20.5, y: 20.5, width: 30, height: 16), content: solid(30, 16, 0xFF00_00FF))])
        host.renderer.render(RenderSnapshot(time: 0, root: shortBlue), background: .white)
        let image = host.renderer.readPixels()
        var reddish = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if Int(p.r) > Int(p.g) + 24 && Int(p.r) > Int(p.b) + 24 { reddish += 1 }
        } }
        XCTAssertEqual(reddish, 0, "pixels of the released red store show along the blue one's edge")
        XCTAssertGreaterThan(image.countPixels(differingFrom: white8, tolerance: 10), 400, "the blue store was drawn")
    }

    /// Stars of one shape at growing scales share one store, which is redrawn larger as bigger
    /// stars come up during the first frame. Stars drawn before that must keep the pixels they
    /// were drawn with: the first frame matches the second (only edges differ a little, the
    /// early stars being drawn from the smaller store).
    func testStoreRedrawnMidFrameKeepsEarlierLayers() throws {
        let host = try acceleratedHost()
        let star = LayerContent(shape: ShapeContent(path: starPath(size: 16), fillColor: rgba(1, 0.85, 0.1),
                                                    fillRule: .nonZero,
                                                    strokeColor: rgba(0.3, 0.2, 0), lineWidth: 2, lineCap: .round,
                                                    lineJoin: .round,
                                                    miterLimit: 10, lineDashPattern: [], lineDashPhase: 0,
                                                    strokeStart: 0, strokeEnd: 1))
        var stars: [RenderNode] = []
        for i in 0..<60 {
            let s = 0.6 + Double(i % 7) * 0.12
            let t = CATransform3DScale(CATransform3DMakeRotation(Double(i) * 0.37, 0, 0, 1), s, s, 1)
            stars.append(layer(UInt64(100 + i),
                               CGRect(x: Double(i % 12) * 13 - 2, y: Double(i / 12) * 24, width: 16, height: 16),
                               content: star, opacity: 0.3 + Double(i % 5) * 0.17, transform: t))
        }
        let scene = root(stars, background: rgba(0.1, 0.1, 0.15))
        host.renderer.purgeAllStores()
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        let first = host.renderer.readPixels()
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        let second = host.renderer.readPixels()
        let result = GoldenImage.compare(first, second, channelTolerance: 40)
        XCTAssertLessThanOrEqual(result.differing, 20,
                                 "the first frame matches the second (largest difference \(result.largest))")
        XCTAssertGreaterThan(second.countPixels(differingFrom: RGBA8(r: 26, g: 26, b: 38), tolerance: 10), 1_000,
                             "stars were drawn")
    }
}
