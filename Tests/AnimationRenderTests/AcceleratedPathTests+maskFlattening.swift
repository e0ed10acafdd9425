import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Mask flattening on the GPU path: a masked leaf layer whose mask is a translated (or
/// uniformly scaled) leaf is drawn as one store with the mask folded in (`FlatMask`), with no
/// offscreen pass, and shows what the offscreen path shows.
extension AcceleratedPathTests {
    /// Renders `scene` on the accelerated renderer with mask flattening on or off; `fresh`, with
    /// no stores (nor what the renderer remembers of masks that moved) from earlier frames.
    private func renderAccelerated(_ scene: RenderNode, flattening: Bool, fresh: Bool = true) throws
        -> (image: RenderedImage, stats: RenderStats) {
        let host = try acceleratedHost()
        if fresh { host.renderer.purgeAllStores() }
        host.renderer.flattensMasks = flattening
        defer { host.renderer.flattensMasks = true }
        host.renderer.render(RenderSnapshot(time: 0, root: scene), background: .white)
        return (host.renderer.readPixels(), host.renderer.stats)
    }

    private func gradient(_ locations: [CGFloat]? = nil) -> LayerContent {
        LayerContent(gradient: GradientContent(type: .axial,
                                               colors: [rgba(0.9, 0.1, 0.2), rgba(0.1, 0.7, 0.2), rgba(0.1, 0.2, 0.9)],
                                               locations: locations, startPoint: CGPoint(x: 0, y: 0.5),
                                               endPoint: CGPoint(x: 1, y: 0.5)))
    }

    private var slideText: LayerContent {
        LayerContent(text: TextContent(string: "Slide to go", fontName: "Helvetica-Bold", fontSize: 24,
                                       color: rgba(1, 1, 1),
                                       alignment: .center, isWrapped: false, truncation: .none))
    }

    private var starShape: LayerContent {
        LayerContent(shape: ShapeContent(path: starPath(size: 50), fillColor: rgba(0, 0, 0), fillRule: .nonZero,
                                         strokeColor: nil,
                                         lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                         lineDashPattern: [],
                                         lineDashPhase: 0, strokeStart: 0, strokeEnd: 1))
    }

    /// A leaf `content` layer at `frame` masked by a leaf of `maskContent` placed by `maskTransform`.
    private func masked(_ id: UInt64, _ frame: CGRect, content: LayerContent, mask maskContent: LayerContent,
                        maskBounds: CGRect, maskTransform: CATransform3D, maskOpacity: Double = 1) -> RenderNode {
        var node = layer(id, frame, content: content)
        node.mask = Box(RenderNode(layerID: id + 1000, bounds: maskBounds, transform: maskTransform,
                                   opacity: maskOpacity,
                                   content: maskContent))
        return node
    }

    /// Translated text and shape masks: no offscreen pass, and the same pixels as the offscreen
    /// path (and, within the usual tolerance, the software reference).
    func testMaskedGradientsDrawWithoutOffscreenPassAndMatchOffscreenPath() throws {
        let scene = root([
            masked(2, CGRect(x: 0, y: 0, width: 160, height: 60), content: gradient(), mask: slideText,
                   maskBounds: CGRect(x: 0, y: 0, width: 140, height: 30),
                   maskTransform: CATransform3DMakeTranslation(10, 15, 0)),
            masked(4, CGRect(x: 20, y: 60, width: 120, height: 60), content: gradient([0, 0.3, 1]), mask: starShape,
                   maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                   maskTransform: CATransform3DMakeTranslation(35, 5, 0)),
        ])

        let flat = try renderAccelerated(scene, flattening: true)
        let offscreen = try renderAccelerated(scene, flattening: false)

        XCTAssertEqual(flat.stats.offscreenPasses, 0)
        XCTAssertEqual(offscreen.stats.offscreenPasses, 2)
        let result = GoldenImage.compare(flat.image, offscreen.image, channelTolerance: 2)
        XCTAssertEqual(result.differing, 0,
                       "flattened and offscreen masks differ (largest difference \(result.largest))")
        XCTAssertGreaterThan(flat.image.countPixels(differingFrom: white8, tolerance: 10), 1_500,
                             "the masked gradients were drawn")
        assertPixel(flat.image, 2, 2, white8)          // gradient outside the text mask
        assertPixel(flat.image, 30, 100, white8)       // gradient beside the star
        _ = try compare(scene, "flat-masks")
    }

    /// A uniformly scaled mask is rasterized at the store's resolution times its scale (the
    /// offscreen path draws it at the quantized scale √2 and resamples it, so edges differ a little).
    func testScaledMaskIsFlattened() throws {
        let scene = root([masked(2, CGRect(x: 20, y: 10, width: 120, height: 100), content: gradient(), mask: starShape,
                                 maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                                 maskTransform: CATransform3DConcat(CATransform3DMakeScale(1.25, 1.25, 1),
                                                                    CATransform3DMakeTranslation(28, 18, 0)))])

        let flat = try renderAccelerated(scene, flattening: true)
        let offscreen = try renderAccelerated(scene, flattening: false)

        XCTAssertEqual(flat.stats.offscreenPasses, 0)
        let result = GoldenImage.compare(flat.image, offscreen.image, channelTolerance: 48)
        XCTAssertEqual(result.differing, 0, "largest difference \(result.largest)")
        XCTAssertGreaterThan(flat.image.countPixels(differingFrom: white8, tolerance: 10), 1_000, "the star was drawn")
        _ = try compare(scene, "flat-mask-scaled")
    }

    /// A text mask at a fractional offset (as the gallery's Gradient scene places it) is drawn
    /// on the layer's pixel grid, its glyphs placed to the nearest pixel (the offscreen path
    /// filters them at the offset, the software reference samples the nearest pixel), so glyph
    /// edges differ from the reference a little more than the default share allows.
    func testMaskAtFractionalOffsetMatchesTheReference() throws {
        let scene = root([masked(2, CGRect(x: 0, y: 20, width: 160, height: 70), content: gradient(), mask: slideText,
                                 maskBounds: CGRect(x: 0, y: 0, width: 140, height: 30),
                                 maskTransform: CATransform3DMakeTranslation(10.5, 17.25, 0))])

        _ = try compare(scene, "flat-mask-fractional", share: 0.04)

        XCTAssertEqual(try acceleratedHost().renderer.stats.offscreenPasses, 0)
    }

    /// A rotated mask, a layer with sublayers, a mask with sublayers or a non-finite mask
    /// transform keep the offscreen path.
    func testMasksThatCannotBeFlattenedKeepTheOffscreenPath() throws {
        let box = CGRect(x: 20, y: 20, width: 120, height: 80)
        let rotated = masked(2, box, content: gradient(), mask: starShape,
                             maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                             maskTransform: CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 0, 1),
                                                                CATransform3DMakeTranslation(30, 10, 0)))
        var withSublayer = masked(2, box, content: gradient(), mask: starShape,
                                  maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                                  maskTransform: CATransform3DMakeTranslation(30, 10, 0))
        withSublayer.sublayers = [layer(3, CGRect(x: 10, y: 10, width: 20, height: 20),
                                        content: LayerContent(backgroundColor: rgba(0, 0, 1)))]
        var maskWithSublayer = masked(2, box, content: gradient(), mask: starShape,
                                      maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                                      maskTransform: CATransform3DMakeTranslation(30, 10, 0))
        var m = maskWithSublayer.mask!.value
        m.sublayers = [layer(5, CGRect(x: 60, y: 0, width: 20, height: 20),
                             content: LayerContent(backgroundColor: rgba(0, 0, 0)))]
        maskWithSublayer.mask = Box(m)
        var skewed = CATransform3DMakeTranslation(30, 10, 0)
        skewed.m21 = 0.2
        var perspective = CATransform3DMakeTranslation(30, 10, 0)
        perspective.m14 = 0.001
        var nonFinite = CATransform3DMakeTranslation(30, 10, 0)
        nonFinite.m11 = .nan

        for (name, scene) in [("rotated", rotated), ("sublayer", withSublayer), ("mask-sublayer", maskWithSublayer)] {
            let (_, stats) = try renderAccelerated(root([scene]), flattening: true)
            XCTAssertEqual(stats.offscreenPasses, 1, name)
            _ = try compare(root([scene]), "unflattened-\(name)", share: 0.03)
        }
        for (name, t) in [("skewed", skewed), ("perspective", perspective)] {
            let scene = masked(2, box, content: gradient(), mask: starShape,
                               maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                               maskTransform: t)
            let (_, stats) = try renderAccelerated(root([scene]), flattening: true)
            XCTAssertEqual(stats.offscreenPasses, 1, name)
        }
        // The offscreen path skips a non-finite mask (reported), so the layer shows nothing.
        let broken = masked(2, box, content: gradient(), mask: starShape,
                            maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                            maskTransform: nonFinite)
        let (image, _) = try renderAccelerated(root([broken]), flattening: true)
        XCTAssertEqual(image.countPixels(differingFrom: white8, tolerance: 10), 0)
    }

    /// Core Animation's semantics: the mask's opacity (and its content's alpha) scale what shows,
    /// and nothing shows outside the mask — where the mask reaches beyond the layer, the layer
    /// adds nothing either.
    func testMaskOpacityAndPartialOverlapFollowCoreAnimation() throws {
        // The layer covers (20…120, 20…100) on screen, the mask (90…150, 80…120).
        let opaqueMask = masked(2, CGRect(x: 20, y: 20, width: 100, height: 80),
                                content: LayerContent(backgroundColor: rgba(1, 0, 0)),
                                mask: LayerContent(backgroundColor: rgba(0, 0, 0)),
                                maskBounds: CGRect(x: 0, y: 0, width: 60, height: 40),
                                maskTransform: CATransform3DMakeTranslation(70, 60, 0), maskOpacity: 0.5)
        let translucentMask = masked(2, CGRect(x: 20, y: 20, width: 100, height: 80),
                                     content: LayerContent(backgroundColor: rgba(1, 0, 0)),
                                     mask: LayerContent(backgroundColor: rgba(0, 0, 0, 0.5)),
                                     maskBounds: CGRect(x: 0, y: 0, width: 60, height: 40),
                                     maskTransform: CATransform3DMakeTranslation(70, 60, 0), maskOpacity: 0.5)

        let half = try renderAccelerated(root([opaqueMask]), flattening: true)
        let quarter = try renderAccelerated(root([translucentMask]), flattening: true)
        let halfOffscreen = try renderAccelerated(root([opaqueMask]), flattening: false)

        XCTAssertEqual(half.stats.offscreenPasses, 0)
        assertPixel(half.image, 105, 90, RGBA8(r: 255, g: 128, b: 128))       // red at 50 % over white
        assertPixel(quarter.image, 105, 90, RGBA8(r: 255, g: 191, b: 191))    // 50 % of a 50 % mask
        assertPixel(half.image, 60, 60, white8)        // in the layer, outside the mask
        assertPixel(half.image, 85, 95, white8)
        assertPixel(half.image, 130, 110, white8)      // in the mask, outside the layer
        assertPixel(half.image, 105, 105, white8)
        XCTAssertEqual(half.image.countPixels(differingFrom: white8, tolerance: 10), 30 * 20)
        XCTAssertEqual(GoldenImage.compare(half.image, halfOffscreen.image, channelTolerance: 2).differing, 0)
    }

    /// A masked layer that clips (`masksToBounds`, rounded) is cut to its rounded bounds in its
    /// store, as the offscreen path cuts it; so is a clipping mask's content.
    func testClippingLayerAndClippingMaskAreCutInTheStore() throws {
        // A rounded red layer (30…130, 20…100 on screen) with a blue star reaching below it, masked
        // by a star scaled 3× whose bounds end at x = 25 (layer x = 75, screen x = 105).
        var content = LayerContent(backgroundColor: rgba(0.9, 0.2, 0.1), cornerRadius: 20)
        content.shape = ShapeContent(path: starPath(size: 140), fillColor: rgba(0.1, 0.3, 0.9), fillRule: .nonZero,
                                     strokeColor: nil,
                                     lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                     lineDashPattern: [],
                                     lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
        func scene(layerClips: Bool, maskClips: Bool) -> RenderNode {
            var node = masked(2, CGRect(x: 30, y: 20, width: 100, height: 80), content: content, mask: starShape,
                              maskBounds: CGRect(x: 0, y: 0, width: 25, height: 40),
                              maskTransform: CATransform3DMakeScale(3, 3, 1))
            node.masksToBounds = layerClips
            var m = node.mask!.value
            m.masksToBounds = maskClips
            node.mask = Box(m)
            return root([node])
        }
        func inked(_ image: RenderedImage, x: Range<Int>, y: Range<Int>) -> Int {
            var n = 0
            for yy in y { for xx in x where image[xx, yy].maxChannelDifference(to: white8) > 10 { n += 1 } }
            return n
        }

        let flat = try renderAccelerated(scene(layerClips: true, maskClips: true), flattening: true)
        let offscreen = try renderAccelerated(scene(layerClips: true, maskClips: true), flattening: false)
        let unclipped = try renderAccelerated(scene(layerClips: false, maskClips: false), flattening: true)

        XCTAssertEqual(flat.stats.offscreenPasses, 0)
        XCTAssertEqual(inked(flat.image, x: 0..<160, y: 101..<120), 0, "drawn below the layer's bounds")
        XCTAssertEqual(inked(flat.image, x: 106..<160, y: 0..<120), 0, "drawn beyond the mask's bounds")
        XCTAssertGreaterThan(inked(unclipped.image, x: 0..<160, y: 101..<120), 50, "the star reaches below the layer")
        XCTAssertGreaterThan(inked(unclipped.image, x: 106..<160, y: 0..<120), 50, "the mask reaches beyond its bounds")
        assertPixel(flat.image, 31, 21, white8)        // outside the rounded corner
        let result = GoldenImage.compare(flat.image, offscreen.image, channelTolerance: 48)
        XCTAssertLessThanOrEqual(result.differing, 8, "largest difference \(result.largest)")
        XCTAssertGreaterThan(inked(flat.image, x: 0..<160, y: 0..<120), 1_500, "the layer was drawn")
    }

    /// Masks that draw nothing (no size, zero opacity, disjoint from the layer) hide the layer,
    /// with no offscreen pass and without crashing; so does one scaled to almost nothing.
    func testDegenerateMasksDrawNothing() throws {
        let box = CGRect(x: 20, y: 20, width: 120, height: 80)
        let empty = masked(2, box, content: gradient(), mask: slideText, maskBounds: .zero,
                           maskTransform: CATransform3DMakeTranslation(10, 10, 0))
        let invisible = masked(2, box, content: gradient(), mask: starShape,
                               maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                               maskTransform: CATransform3DMakeTranslation(10, 10, 0), maskOpacity: 0)
        let disjoint = masked(2, box, content: gradient(), mask: starShape,
                              maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                              maskTransform: CATransform3DMakeTranslation(400, 10, 0))
        let tiny = masked(2, box, content: gradient(), mask: starShape,
                          maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                          maskTransform: CATransform3DMakeScale(1e-5, 1e-5, 1))

        for (name, scene) in [("empty", empty), ("invisible", invisible), ("disjoint", disjoint)] {
            let (image, stats) = try renderAccelerated(root([scene]), flattening: true)
            XCTAssertEqual(stats.offscreenPasses, 0, name)
            XCTAssertEqual(image.countPixels(differingFrom: white8, tolerance: 10), 0, name)
        }
        // A mask scaled to almost nothing is left to the offscreen path; it hides the layer too.
        let (image, _) = try renderAccelerated(root([tiny]), flattening: true)
        XCTAssertEqual(image.countPixels(differingFrom: white8, tolerance: 10), 0)
    }

    /// A mask that moves every frame keeps the offscreen path, which only composites cached
    /// stores (a flattened mask would redraw the store every frame); once the mask has kept
    /// still for a few frames, the layer is flattened again.
    func testMovingMaskKeepsTheOffscreenPathUntilItSettles() throws {
        let host = try acceleratedHost()
        func scene(_ x: CGFloat) -> RenderNode {
            root([masked(2, CGRect(x: 0, y: 0, width: 160, height: 120), content: gradient(), mask: starShape,
                         maskBounds: CGRect(x: 0, y: 0, width: 50, height: 50),
                         maskTransform: CATransform3DMakeTranslation(x, 30, 0))])
        }
        _ = try renderAccelerated(scene(0), flattening: true)

        var passes: [Int] = [], redraws: [Int] = []
        for frame in 1...12 {
            _ = try renderAccelerated(scene(frame <= 6 ? CGFloat(frame) * 10 : 60), flattening: true, fresh: false)
            passes.append(host.renderer.stats.offscreenPasses)
            redraws.append(host.renderer.stats.storeRedraws)
        }

        // Frame 1: one jump is redrawn flattened; frames 2…6 move on consecutive frames: offscreen,
        // redrawing nothing after the first; still from frame 7, flattened again from frame 9.
        XCTAssertEqual(passes, [0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
        XCTAssertEqual(Array(redraws[2...7]), [0, 0, 0, 0, 0, 0], "moving the mask redraws nothing")
        XCTAssertEqual(Array(redraws[9...]), [0, 0, 0])
    }

    /// A masked gradient whose locations change every frame keeps only its newest store (as
    /// other layers with churning content do), and only that store is redrawn each frame.
    func testMaskedGradientChangingEveryFrameKeepsOneStore() throws {
        let host = try acceleratedHost()
        func scene(_ frame: Int) -> RenderNode {
            let shift = CGFloat(frame) / 40
            return root([masked(2, CGRect(x: 0, y: 0, width: 160, height: 80), content: gradient([0, 0.2 + shift, 1]),
                                mask: slideText,
                                maskBounds: CGRect(x: 0, y: 0, width: 140, height: 30),
                                maskTransform: CATransform3DMakeTranslation(10, 25, 0))])
        }

        var counts: [Int] = [], redraws: [Int] = [], passes: [Int] = []
        for frame in 0..<20 {
            _ = try renderAccelerated(scene(frame), flattening: true, fresh: frame == 0)
            counts.append(host.renderer.storeCount)
            redraws.append(host.renderer.stats.storeRedraws)
            passes.append(host.renderer.stats.offscreenPasses)
        }

        XCTAssertEqual(counts.max(), 1, "stores alive per frame: \(counts)")
        XCTAssertEqual(redraws, [Int](repeating: 1, count: 20))
        XCTAssertEqual(passes, [Int](repeating: 0, count: 20))
    }
}
